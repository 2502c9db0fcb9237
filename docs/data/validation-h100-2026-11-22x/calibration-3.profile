# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:03:41Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:03:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.0% RMS relative over 5 repetitions.
launch_ns = 4.134us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.816us + bytes / 5.69e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.892us 64K:2.766us 1M:2.755us 1536K:2.801us 2M:63.69us 8M:49.84us 64M:76.74us 256M:78.73us 1G:193us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.424us + bytes / 1.47e+03 GB/s, misses by 45.5% RMS, so it is
# not used.
# Residual: 14.8% RMS relative over 45 repetitions.
free_ns = 4K:3.696us 64K:3.751us 1M:3.567us 1536K:3.622us 2M:43.07us 8M:46.71us 64M:78.57us 256M:171us 1G:614.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.019us + bytes / 5.26e+03 GB/s, misses by 64.4% RMS, so it is not used.
# Residual: 33.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.979us 64K:2.754us 2M:19.77us 16M:35.99us 64M:51.55us 256M:45us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.67us +
# bytes / 6.97e+05 GB/s, written at the measured sizes (the medians would give
# 10.7%).
# Residual: 11.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.67us 64K:12.67us 2M:12.67us 16M:12.69us 64M:12.76us 256M:13.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.0%, 512K
# 24.6%, 1M 24.5%, 2M 23.9%, 4M 22.1%, 8M 21.9%, 16M 23.1%, 32M 23.5%.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.24us     65.41us
# seq             2M          0         2         2     2097152           0     272.3us     236.8us
# seq            16M          0        16        16    16777216           0      1.61ms      1.78ms
# seq            64M          0        64        64    67108864           0     8.553ms     7.071ms
# seq           256M          0       256       256   268435456           0     39.26ms     28.24ms
# stride         64M        64K         8        32    67108864           0     6.248ms      4.81ms
# stride        256M         2M        32       128     8388608           0     2.828ms     3.016ms
# random         16M          0        12        16    16777216           0     1.219ms     1.643ms
# random         64M          0        36       161    67108864           0     7.883ms     7.162ms
# random        256M          0       125      1211   268435456           0      35.6ms     34.08ms
# fresh           2M          0         2         2           0     2097152      99.2us     119.7us
# fresh          16M          0        16        16           0    16777216     860.7us     843.1us
# fresh          64M          0        64        64           0    67108864     3.577ms     3.323ms
# fresh         256M          0       256       256           0   268435456      15.2ms     13.24ms
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
# defaults). Result: 34.2us per batch, 10.81us per VA block, bytes / 16.1 GB/s
# moved, 16.32us per faulting kernel, bytes / 157 GB/s zero-filled.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_batch_ns = 34.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_block_ns = 10.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:254.8ns 64K:4.076us 512K:32.61us 1M:65.22us 2M:130.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_wake_ns = 16.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:26.02ns 64K:416.3ns 512K:3.33us 1M:6.661us 2M:13.32us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.77us + bytes /
# 47.1 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.18us 2M:118.8us 16M:413.1us 64M:1.342ms 256M:5.312ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.01us + bytes / 15.2 GB/s, written at the measured sizes (the
# medians would give 3.2%).
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.32us 2M:153.9us 16M:1.119ms 64M:4.429ms 256M:17.67ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.94us + bytes / 8.65 GB/s, written at the measured sizes (the
# medians would give 9.4%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.52us 512K:78.53us 2M:260.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 17.65us + bytes / 3.44 GB/s, written at the measured sizes (the
# medians would give 13.8%).
# Residual: 12.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.72us 512K:170.2us 2M:628us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 304.8us + bytes / 2.46 GB/s, written at the
# measured sizes (the medians would give 2.7%).
# Residual: 10.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:331.5us 256K:411.5us 2M:1.158ms 16M:7.13ms 64M:27.6ms 256M:109.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.936us + bytes / 1.54e+03 GB/s, misses by 21.5% RMS,
# so it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.607us 2M:2.575us 16M:14.33us 64M:46.37us 256M:177.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.24us + bytes / 110 GB/s, misses by
# 15.7% RMS, so it is not used.
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.09us 2M:24.61us 16M:174.4us 64M:646.6us 256M:2.501ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.51us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.232us +
# bytes / 180 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.62us 16M:107.2us 64M:348.9us 256M:1.417ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.428us
# + bytes / 7.04 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 21.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.213us 64K:22.07us 2M:293.7us 16M:2.27ms 64M:9.553ms 256M:36.75ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.04us + bytes / 9.31 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.34us 64K:32.03us 2M:277.5us 16M:1.668ms 64M:7.43ms 256M:29.08ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.3 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 20.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.365us 2M:104.1us 16M:1.893ms 64M:7.9ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.6 GB/s, misses by
# 38.1% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:941ns 2M:49.87us 16M:911.4us 64M:4.555ms


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
