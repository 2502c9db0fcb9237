# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:44:33Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:44:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.4% RMS relative over 5 repetitions.
launch_ns = 4.465us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.794us + bytes / 5.99e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.804us 64K:2.946us 1M:2.726us 1536K:2.739us 2M:60.84us 8M:48.88us 64M:56.5us 256M:60.92us 1G:182.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.721us + bytes / 1.57e+03 GB/s, misses by 50.6% RMS, so it is
# not used.
# Residual: 17.5% RMS relative over 45 repetitions.
free_ns = 4K:3.407us 64K:3.643us 1M:3.626us 1536K:2.383us 2M:44.07us 8M:45.94us 64M:93.17us 256M:172.6us 1G:587.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.465us + bytes / 5.62e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 36.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.938us 64K:2.722us 2M:26.66us 16M:29.33us 64M:43.61us 256M:43.26us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.16us + bytes /
# 1.42e+05 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.07us 64K:12.8us 2M:12.72us 16M:13.44us 64M:12.64us 256M:15.04us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 24.6%, 512K
# 24.2%, 1M 23.4%, 2M 22.1%, 4M 22.2%, 8M 22.4%, 16M 22.8%, 32M 23.4%.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     91.04us     71.88us
# seq             2M          0         2         2     2097152           0     265.5us     247.1us
# seq            16M          0        16        16    16777216           0     1.658ms     1.604ms
# seq            64M          0        64        64    67108864           0     8.812ms     6.257ms
# seq           256M          0       256       256   268435456           0     34.89ms     24.87ms
# stride         64M        64K        32        32    67108864           0     4.611ms     5.828ms
# stride        256M         2M       128       128     8388608           0      2.19ms     2.438ms
# random         16M          0         9        35    16777216           0     1.758ms     1.859ms
# random         64M          0        34       306    67108864           0     10.01ms     9.503ms
# random        256M          0       139      1560   268435456           0     48.21ms     42.36ms
# fresh           2M          0         2         2           0     2097152     164.7us     167.5us
# fresh          16M          0        16        16           0    16777216     1.031ms     967.4us
# fresh          64M          0        64        64           0    67108864     3.776ms      3.71ms
# fresh         256M          0       256       256           0   268435456     15.42ms     14.68ms
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
# defaults). Result: 0ns per batch, 13.41us per VA block, bytes / 12.6 GB/s
# moved, 53.25us per faulting kernel, bytes / 24 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_block_ns = 13.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.3ns 64K:5.221us 512K:41.76us 1M:83.53us 2M:167.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_wake_ns = 53.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:170.8ns 64K:2.733us 512K:21.86us 1M:43.72us 2M:87.45us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.91us + bytes /
# 45.9 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 1.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.31us 2M:123.8us 16M:431.5us 64M:1.38ms 256M:5.441ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.2us + bytes / 10.3 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 10.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.58us 2M:221.3us 16M:1.65ms 64M:6.55ms 256M:26.15ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 12.61us + bytes / 9.97 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 13.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.18us 512K:65.18us 2M:222.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 28.51us + bytes / 3.67 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.4us 512K:212.4us 2M:588.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 316.2us + bytes / 2.5 GB/s, written at the
# measured sizes (the medians would give 6.1%).
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:342.5us 256K:421.2us 2M:1.156ms 16M:7.036ms 64M:27.19ms 256M:107.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.199us + bytes / 857 GB/s, misses by 25.2% RMS, so
# it is not used.
# Residual: 15.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.623us 2M:4.41us 16M:24.8us 64M:82.93us 256M:348.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 12.32us + bytes / 104 GB/s,
# written at the measured sizes (the medians would give 8.6%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.94us 2M:32.42us 16M:173.1us 64M:655.6us 256M:2.585ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.27us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.888us +
# bytes / 155 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.88us 16M:107.8us 64M:429.2us 256M:1.794ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.625us
# + bytes / 7.98 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 19.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.801us 64K:22.41us 2M:250.2us 16M:1.856ms 64M:8.367ms 256M:32.01ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.25us + bytes / 10.5 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.15us 64K:28.01us 2M:243.7us 16M:1.366ms 64M:5.81ms 256M:27.71ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 85.94ns +
# bytes / 14.7 GB/s, misses by 34.8% RMS, so it is not used.
# Residual: 32.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.329us 2M:106us 16M:1.63ms 64M:7.971ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.6 GB/s, misses by
# 33.8% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_write_ns = 64K:945ns 2M:55.87us 16M:700.2us 64M:4.633ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

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
