# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:40:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:40:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 4.366us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 27.9% RMS relative over 5 repetitions.
kernel_gap_ns = 2.162us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 12.49us + bytes / 3.41e+03 GB/s, misses by 62.8% RMS,
# so it is not used.
# Residual: 36.5% RMS relative over 45 repetitions.
malloc_ns = 4K:16.44us 64K:12.2us 1M:11.29us 1536K:11.67us 2M:232.7us 8M:154.3us 64M:210.6us 256M:235.2us 1G:421us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 9.787us + bytes / 544 GB/s, misses by 50.3% RMS, so it is not
# used.
# Residual: 20.6% RMS relative over 45 repetitions.
free_ns = 4K:11.4us 64K:10.49us 1M:10.78us 1536K:9.911us 2M:131.2us 8M:136.1us 64M:319.1us 256M:589.7us 1G:1.872ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.454us + bytes / 4.93e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 34.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:8.412us 64K:3.178us 2M:28.94us 16M:48.67us 64M:47.82us 256M:51.19us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.84us + bytes /
# 2.25e+05 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 21.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:20.52us 64K:18.31us 2M:12.94us 16M:13.25us 64M:22.98us 256M:14.54us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 18.4%, 512K
# 18.4%, 1M 18.4%, 2M 18.3%, 4M 18.5%, 8M 19.0%, 16M 19.5%, 32M 20.5%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     119.1us     83.05us
# seq             2M          0         2         2     2097152           0     232.8us     274.1us
# seq            16M          0        16        16    16777216           0     1.757ms     1.773ms
# seq            64M          0        64        64    67108864           0     7.132ms     6.914ms
# seq           256M          0       256       256   268435456           0     37.38ms     27.48ms
# stride         64M        64K        32        32    67108864           0     6.005ms     6.352ms
# stride        256M         2M       128       128     8388608           0     2.727ms     3.026ms
# random         16M          0         9        35    16777216           0     2.508ms     2.075ms
# random         64M          0        34       306    67108864           0     9.563ms     10.82ms
# random        256M          0       139      1560   268435456           0     51.04ms     48.61ms
# fresh           2M          0         2         2           0     2097152     181.1us     225.3us
# fresh          16M          0        16        16           0    16777216     1.325ms     1.384ms
# fresh          64M          0        64        64           0    67108864     6.095ms     5.355ms
# fresh         256M          0       256       256           0   268435456      25.1ms     21.24ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 1.26us per batch, 16.32us per VA block, bytes / 11.7 GB/s
# moved, 59.88us per faulting kernel, bytes / 16.1 GB/s zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 1.26us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 16.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:349.7ns 64K:5.595us 512K:44.76us 1M:89.52us 2M:179us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 59.88us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:254.5ns 64K:4.072us 512K:32.58us 1M:65.15us 2M:130.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 75.49us +
# bytes / 48.7 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 9.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:76.84us 2M:118.5us 16M:419.7us 64M:1.452ms 256M:5.583ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 19.98us + bytes / 10.8 GB/s, written at the measured sizes (the
# medians would give 5.4%).
# Residual: 7.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.03us 2M:213.5us 16M:1.568ms 64M:6.213ms 256M:24.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.32us + bytes / 9.55 GB/s, written at the measured sizes (the
# medians would give 10.3%).
# Residual: 10.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.19us 512K:74.23us 2M:239us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.45us + bytes / 2.86 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 8.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.38us 512K:206.9us 2M:757.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 377.4us + bytes / 2.25 GB/s, misses by 28.9% RMS, so
# it is not used.
# Residual: 28.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:470us 256K:547.3us 2M:1.039ms 16M:7.418ms 64M:31.29ms 256M:120.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.688us + bytes / 1.02e+03 GB/s, misses by 18.6% RMS,
# so it is not used.
# Residual: 12.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.72us 2M:4.723us 16M:20.32us 64M:70.42us 256M:285us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.16us + bytes / 68.5 GB/s, misses
# by 21.5% RMS, so it is not used.
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.44us 2M:33.56us 16M:319.1us 64M:1.152ms 256M:4.463ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.79us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 13.67us +
# bytes / 157 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 26.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:32.75us 16M:137us 64M:387.7us 256M:2.013ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.412us
# + bytes / 9.56 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.043us 64K:23.35us 2M:161.7us 16M:1.989ms 64M:8.887ms 256M:36.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.84us + bytes / 9.82 GB/s,
# misses by 22.8% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.3us 64K:30.59us 2M:266.1us 16M:1.549ms 64M:6.564ms 256M:25.28ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.9 GB/s, misses by 54.1% RMS, so it is not used.
# Residual: 27.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.223us 2M:98.15us 16M:2.598ms 64M:15.82ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.5 GB/s, misses by
# 55.6% RMS, so it is not used.
# Residual: 21.1% RMS relative over 20 repetitions.
host_write_ns = 64K:927ns 2M:48.67us 16M:1.642ms 64M:10.91ms


# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere; the fit of the committed H100 profile (42
# calibrations of machines o, p, r, u and y, prefetch_h2d_ns case fresh).
prefetch_zero_ns = 2M:18.94us 16M:83.1us 64M:311.9us

# prefetch_queue: added 2026-11-22, when simrun began to model the driver's
# queue of deferred prefetch calls; these measurements have none: 56, as
# gpurun --calibrate and probe_queue.cu measure it on an H100 PCIe, driver
# 580.159.04 (docs/measurements.md section 16).
prefetch_queue = 56

# host_write_cold_ns: added 2026-11-22, after this file was written, when
# simrun began to charge a device-memory HOST write's bytes of the host copy
# beyond those earlier HOST events touched out of the CPU's caches: the fit of
# the committed H100 profile (host_write_ns case cold, machine y's ten
# calibrations).
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
