# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:28:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:28:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.521us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.803us + bytes / 5.86e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.539us 64K:2.854us 1M:2.703us 1536K:2.773us 2M:60.57us 8M:49.21us 64M:78.19us 256M:82.27us 1G:194.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.116us + bytes / 1.31e+03 GB/s, misses by 47.8% RMS, so it is
# not used.
# Residual: 16.4% RMS relative over 45 repetitions.
free_ns = 4K:2.474us 64K:2.531us 1M:2.514us 1536K:2.465us 2M:43.78us 8M:47.83us 64M:81.89us 256M:223.6us 1G:667.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.886us + bytes / 5.24e+03 GB/s, misses by 62.3% RMS, so it is not used.
# Residual: 34.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.848us 64K:3.079us 2M:23.77us 16M:29.23us 64M:46.62us 256M:47.34us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.6us +
# bytes / 2.03e+05 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 7.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.6us 64K:12.6us 2M:12.61us 16M:12.68us 64M:12.93us 256M:13.93us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.2%, 512K
# 19.7%, 1M 18.8%, 2M 17.7%, 4M 18.0%, 8M 18.8%, 16M 19.6%, 32M 20.7%.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.47us     82.22us
# seq             2M          0         2         2     2097152           0     254.7us       261us
# seq            16M          0        16        16    16777216           0     1.543ms     1.657ms
# seq            64M          0        64        64    67108864           0     7.616ms     6.445ms
# seq           256M          0       256       256   268435456           0     33.54ms      25.6ms
# stride         64M        64K        32        32    67108864           0     4.972ms      5.95ms
# stride        256M         2M       128       128     8388608           0     2.651ms     2.718ms
# random         16M          0         9        35    16777216           0     1.918ms     1.952ms
# random         64M          0        34       306    67108864           0     10.71ms     10.19ms
# random        256M          0       139      1560   268435456           0     48.58ms     45.79ms
# fresh           2M          0         2         2           0     2097152     174.1us     187.1us
# fresh          16M          0        16        16           0    16777216     895.9us     1.067ms
# fresh          64M          0        64        64           0    67108864     4.152ms     4.083ms
# fresh         256M          0       256       256           0   268435456     23.42ms     16.15ms
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
# defaults). Result: 0ns per batch, 15.49us per VA block, bytes / 12.4 GB/s
# moved, 61.47us per faulting kernel, bytes / 22.1 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_block_ns = 15.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:329.1ns 64K:5.266us 512K:42.13us 1M:84.26us 2M:168.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_wake_ns = 61.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:184.9ns 64K:2.959us 512K:23.67us 1M:47.34us 2M:94.69us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.28us + bytes /
# 46.3 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.45us 2M:124.1us 16M:428.4us 64M:1.373ms 256M:5.362ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.87us + bytes / 14.7 GB/s, written at the measured sizes (the
# medians would give 4.4%).
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.32us 2M:160.3us 16M:1.157ms 64M:4.576ms 256M:18.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.1us + bytes / 12.3 GB/s, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.45us 512K:57.86us 2M:186.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 27.92us + bytes / 4.34 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.01us 512K:148.7us 2M:510.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 300.4us + bytes / 2.51 GB/s, written at the
# measured sizes (the medians would give 2.8%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:326.6us 256K:405us 2M:1.137ms 16M:6.991ms 64M:27.06ms 256M:107.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.024us + bytes / 1.43e+03 GB/s, misses by 23.9% RMS,
# so it is not used.
# Residual: 16.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.731us 2M:2.725us 16M:14.77us 64M:48.43us 256M:187.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.64us + bytes / 85.2 GB/s, misses
# by 18.7% RMS, so it is not used.
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.27us 2M:34.05us 16M:231.2us 64M:968.8us 256M:3.626ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.842us +
# bytes / 157 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.99us 16M:106.3us 64M:418.8us 256M:1.695ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.46us
# + bytes / 10.8 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.982us 64K:23.24us 2M:167.6us 16M:1.424ms 64M:6.652ms 256M:29.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.7us + bytes / 11.5 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.07us 64K:30us 2M:252.8us 16M:1.45ms 64M:5.74ms 256M:20.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 72.1ns +
# bytes / 14.3 GB/s, misses by 35.0% RMS, so it is not used.
# Residual: 26.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.485us 2M:105.3us 16M:1.798ms 64M:7.644ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 36.0% RMS, so it is not used.
# Residual: 14.3% RMS relative over 20 repetitions.
host_write_ns = 64K:990ns 2M:51us 16M:808.6us 64M:4.523ms


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
