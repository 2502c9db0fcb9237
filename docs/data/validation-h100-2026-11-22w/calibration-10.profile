# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:29:14Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:29:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.462us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.503us + bytes / 6.23e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 28.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.694us 64K:2.847us 1M:2.52us 1536K:2.14us 2M:49.55us 8M:45.86us 64M:53.38us 256M:57.23us 1G:187us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.874us + bytes / 1.51e+03 GB/s, misses by 49.9% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.305us 64K:2.444us 1M:2.314us 1536K:2.086us 2M:39.56us 8M:44.08us 64M:94.75us 256M:179.1us 1G:606.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.877us + bytes / 5.01e+03 GB/s, misses by 63.0% RMS, so it is not used.
# Residual: 39.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.741us 64K:3.109us 2M:23.79us 16M:50.08us 64M:52.8us 256M:52.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.56us +
# bytes / 1e+06 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 7.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.56us 64K:13.56us 2M:13.56us 16M:13.58us 64M:13.63us 256M:13.83us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.7%, 512K
# 20.4%, 1M 19.6%, 2M 18.2%, 4M 17.0%, 8M 16.7%, 16M 17.8%, 32M 18.9%.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     63.81us     63.94us
# seq             2M          0         2         2     2097152           0     245.2us     253.4us
# seq            16M          0        16        16    16777216           0     1.634ms     1.771ms
# seq            64M          0        64        64    67108864           0     7.849ms     6.974ms
# seq           256M          0       256       256   268435456           0     38.51ms     27.78ms
# stride         64M        64K         8        32    67108864           0     6.033ms     6.081ms
# stride        256M         2M        32       128     8388608           0     2.486ms     2.761ms
# random         16M          0        12        16    16777216           0     1.548ms     1.739ms
# random         64M          0        36       161    67108864           0     8.434ms     8.095ms
# random        256M          0       125      1211   268435456           0     47.71ms     39.98ms
# fresh           2M          0         2         2           0     2097152     174.4us     192.9us
# fresh          16M          0        16        16           0    16777216     1.188ms     1.287ms
# fresh          64M          0        64        64           0    67108864     5.431ms     5.037ms
# fresh         256M          0       256       256           0   268435456     21.27ms     20.04ms
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
# defaults). Result: 8.022us per batch, 13.87us per VA block, bytes / 12.1
# GB/s moved, 36.64us per faulting kernel, bytes / 18.6 GB/s zero-filled.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_batch_ns = 8.022us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_block_ns = 13.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:337.9ns 64K:5.406us 512K:43.25us 1M:86.5us 2M:173us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_wake_ns = 36.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:219.7ns 64K:3.515us 512K:28.12us 1M:56.24us 2M:112.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.2us + bytes /
# 45.6 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 16.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.33us 2M:119.6us 16M:513.4us 64M:1.362ms 256M:5.387ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 20.13us + bytes / 15.2 GB/s, misses by 34.0% RMS, so it is not used.
# Residual: 26.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.56us 2M:263us 16M:1.396ms 64M:3.805ms 256M:15.63ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.86us + bytes / 12.1 GB/s, written at the measured sizes (the
# medians would give 15.5%).
# Residual: 15.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.28us 512K:58.25us 2M:188.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.1us + bytes / 4.45 GB/s, written at the measured sizes (the
# medians would give 12.3%).
# Residual: 13.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.84us 512K:138us 2M:491.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 295.6us + bytes / 2.59 GB/s, written at the
# measured sizes (the medians would give 3.1%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:321us 256K:397us 2M:1.106ms 16M:6.782ms 64M:26.24ms 256M:104.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.893us + bytes / 1.75e+03 GB/s, misses by 24.7% RMS,
# so it is not used.
# Residual: 11.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.256us 2M:2.333us 16M:12.97us 64M:41.74us 256M:156.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.44us + bytes / 110 GB/s,
# written at the measured sizes (the medians would give 6.6%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.03us 2M:35.53us 16M:169.1us 64M:627.3us 256M:2.46ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 158 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.29us 16M:104.2us 64M:420.8us 256M:1.719ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.452us
# + bytes / 8.41 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.367us 64K:20.45us 2M:235.7us 16M:2.001ms 64M:7.806ms 256M:30.23ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.95us + bytes / 12.3 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.761us 64K:29.43us 2M:230.9us 16M:1.302ms 64M:5.011ms 256M:20.06ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 122.2ns +
# bytes / 15.3 GB/s, misses by 37.2% RMS, so it is not used.
# Residual: 30.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.2us 2M:97.93us 16M:1.78ms 64M:7.936ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.6 GB/s, misses by
# 37.6% RMS, so it is not used.
# Residual: 11.6% RMS relative over 20 repetitions.
host_write_ns = 64K:960ns 2M:47.36us 16M:733us 64M:4.754ms


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
