# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/run3.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-21T17:34:41Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T17:34:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 2.0% RMS relative over 5 repetitions.
launch_ns = 4.24us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 3.177us + bytes
# / 5.53e+03 GB/s, misses by 58.9% RMS, so it is not used.
# Residual: 26.9% RMS relative over 40 repetitions.
malloc_ns = 4K:3.334us 64K:3.165us 1M:2.821us 2M:57.93us 8M:50.1us 64M:55.82us 256M:62.73us 1G:201.5us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 2.527us + bytes / 1.36e+03 GB/s,
# misses by 50.0% RMS, so it is not used.
# Residual: 19.2% RMS relative over 40 repetitions.
free_ns = 4K:2.598us 64K:2.695us 1M:2.502us 2M:46.07us 8M:48.39us 64M:99us 256M:188.9us 1G:639.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.26us + bytes * -3.24e-06
# ns/B, misses by 19.1% RMS, so it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.56us 64K:13.71us 2M:13.64us 16M:13.96us 64M:13.21us 256M:13.68us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.88us +
# bytes / 3.22e+05 GB/s, written at the measured sizes (the medians would give
# 11.8%).
# Residual: 12.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.88us 64K:13.88us 2M:13.89us 16M:13.93us 64M:14.09us 256M:14.71us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes    measured      fitted
# seq            64K          0         1         1       65536     57.95us      61.7us
# seq             2M          0         2         2     2097152     222.1us     238.2us
# seq            16M          0        16        16    16777216     1.446ms     1.631ms
# seq            64M          0        64        64    67108864     8.943ms     6.407ms
# seq           256M          0       256       256   268435456     39.89ms     25.51ms
# stride         64M        64K        64        64    67108864     6.695ms     6.407ms
# stride        256M         2M       128       128     8388608     2.777ms     2.913ms
# random         16M          0        10        55    16777216     1.681ms     2.034ms
# random         64M          0        38       373    67108864     9.432ms     9.728ms
# random        256M          0       160      1651   268435456     54.81ms     40.63ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory: 10 cases (sequential, strided, random; table
# above), 50 points. Measured: the kernel's time (CUDA events) minus the same
# kernel rerun on the now GPU-resident data. Fitted (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault), with batches, blocks and
# bytes those simrun's engine produces for the same access (fault_batch and
# fault_window as below, density prefetch at the driver's defaults). Result:
# 6.059us per batch, 11.26us per VA block, bytes / 12.8 GB/s, 39.25us per
# faulting kernel.
# Residual: 21.4% RMS relative over 50 repetitions.
fault_batch_ns = 6.059us

# One of the four coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 50 repetitions.
fault_block_ns = 11.26us

# One of the four coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.4% RMS relative over 50 repetitions.
fault_h2d_ns = 4K:321ns 64K:5.136us 512K:41.09us 1M:82.17us 2M:164.3us

# One of the four coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 50 repetitions.
fault_wake_ns = 39.25us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 73.93us + bytes /
# 46.4 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:69.84us 2M:134.9us 16M:474.9us 64M:1.421ms 256M:5.496ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 13.76us + bytes / 9.84 GB/s, written at the measured sizes (the
# medians would give 10.5%).
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.42us 2M:226.9us 16M:1.719ms 64M:6.835ms 256M:27.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.79us + bytes / 12.8 GB/s, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.93us 512K:55.89us 2M:179.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.09us + bytes / 3.04 GB/s, written at the measured sizes (the
# medians would give 7.0%).
# Residual: 10.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.62us 512K:196.3us 2M:713us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 1.76 GB/s, written at the measured sizes (the medians would
# give 10.0%).
# Residual: 10.6% RMS relative over 20 repetitions.
host_populate_ns = 2M:875.8us 16M:9.209ms 64M:37.78ms 256M:152.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.052us + bytes / 832 GB/s, misses by 22.9% RMS, so
# it is not used.
# Residual: 12.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.329us 2M:4.242us 16M:26.33us 64M:85.89us 256M:338.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 153 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 28.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.4us 16M:99.42us 64M:417.8us 256M:1.784ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.764us
# + bytes / 6.72 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.817us 64K:21.18us 2M:293.4us 16M:2.805ms 64M:9.827ms 256M:36.8ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.35us + bytes / 10.9 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.986us 64K:28.45us 2M:257.1us 16M:1.622ms 64M:5.617ms 256M:21.24ms


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
