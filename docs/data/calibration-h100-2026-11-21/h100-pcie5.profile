# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/calibration-h100-2026-11-21/h100-pcie5.profile --base
# docs/data/calibration-h100-2026-11-21/base.profile --from
# docs/data/calibration-h100-2026-11-21/both34.measurements.csv` on
# 2026-11-21T17:34:41Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/calibration-h100-2026-11-21/base.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T17:34:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 10
# repetitions.
# Residual: 12.8% RMS relative over 10 repetitions.
launch_ns = 3.814us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (80 points at 8 sizes): the best line, 2.948us + bytes
# / 7.38e+03 GB/s, misses by 60.9% RMS, so it is not used.
# Residual: 27.8% RMS relative over 80 repetitions.
malloc_ns = 4K:3.116us 64K:3.011us 1M:2.786us 2M:55.32us 8M:49.77us 64M:55.39us 256M:63.07us 1G:132.8us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (80 points at 8 sizes): the best line, 2.143us + bytes / 1.89e+03 GB/s,
# misses by 54.3% RMS, so it is not used.
# Residual: 33.5% RMS relative over 80 repetitions.
free_ns = 4K:2.592us 64K:2.474us 1M:3.302us 2M:42.07us 8M:47.09us 64M:77.07us 256M:159.9us 1G:590.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (60 points at 6 sizes): the best line, 10.3us + bytes * -1.02e-06
# ns/B, misses by 30.0% RMS, so it is not used.
# Residual: 33.6% RMS relative over 60 repetitions.
managed_malloc_ns = 4K:14.15us 64K:13.48us 2M:10.99us 16M:11.23us 64M:10.83us 256M:11.14us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (60 points at 6 sizes): the best line, 10.42us + bytes /
# 4.55e+05 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 27.8% RMS relative over 60 repetitions.
managed_free_ns = 4K:13.44us 64K:11.59us 2M:11.7us 16M:11.6us 64M:11.04us 256M:12.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-21/base.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-21/base.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes    measured      fitted
# seq            64K          0         1         1       65536     88.05us     72.33us
# seq             2M          0         2         2     2097152     274.8us     269.4us
# seq            16M          0        16        16    16777216     1.811ms      1.81ms
# seq            64M          0        64        64    67108864     9.599ms     7.093ms
# seq           256M          0       256       256   268435456     40.74ms     28.22ms
# stride         64M        64K        64        64    67108864     6.791ms     7.093ms
# stride        256M         2M       128       128     8388608     2.912ms     2.998ms
# random         16M          0        10        55    16777216     1.821ms     2.169ms
# random         64M          0        38       373    67108864      9.82ms     10.08ms
# random        256M          0       160      1651   268435456      55.4ms     41.87ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory: 10 cases (sequential, strided, random; table
# above), 100 points. Measured: the kernel's time (CUDA events) minus the same
# kernel rerun on the now GPU-resident data. Fitted (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault), with batches, blocks and
# bytes those simrun's engine produces for the same access (fault_batch and
# fault_window as below, density prefetch at the driver's defaults). Result:
# 6.973us per batch, 10.26us per VA block, bytes / 11.3 GB/s, 49.29us per
# faulting kernel.
# Residual: 24.1% RMS relative over 100 repetitions.
fault_batch_ns = 6.973us

# One of the four coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 100 repetitions.
fault_block_ns = 10.26us

# One of the four coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.1% RMS relative over 100 repetitions.
fault_h2d_ns = 4K:362.6ns 64K:5.801us 512K:46.41us 1M:92.82us 2M:185.6us

# One of the four coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 100 repetitions.
fault_wake_ns = 49.29us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (50 points at 5 sizes): the best line, 61.59us + bytes /
# 44.6 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 18.3% RMS relative over 50 repetitions.
prefetch_h2d_ns = 64K:68.03us 2M:149us 16M:558.2us 64M:1.411ms 256M:5.589ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 50 points at
# 5 sizes): 15.34us + bytes / 9.66 GB/s, written at the measured sizes (the
# medians would give 10.5%).
# Residual: 10.5% RMS relative over 50 repetitions.
prefetch_d2h_ns = 64K:22.12us 2M:232.4us 16M:1.752ms 64M:6.961ms 256M:27.8ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (960 points at 3 sizes): the best line,
# 16.2us + bytes / 10.9 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 26.2% RMS relative over 960 repetitions.
evict_d2h_ns = 64K:24.12us 512K:74.18us 2M:256us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 60 points
# at 3 sizes): 23.58us + bytes / 2.92 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 10.6% RMS relative over 60 repetitions.
cpu_fault_d2h_ns = 64K:46.04us 512K:203.2us 2M:742.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/calibration-h100-2026-11-21/base.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 40 points at 4 sizes):
# 0ns + bytes / 1.78 GB/s, written at the measured sizes (the medians would
# give 14.8%).
# Residual: 14.4% RMS relative over 40 repetitions.
host_populate_ns = 2M:751.9us 16M:8.992ms 64M:37.24ms 256M:150.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (100 points at 5
# sizes): the best line, 3.652us + bytes / 887 GB/s, misses by 29.7% RMS, so
# it is not used.
# Residual: 32.2% RMS relative over 100 repetitions.
prefetch_host_ns = 64K:7.998us 2M:4.525us 16M:24.23us 64M:85.38us 256M:338.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (40 points at 4 sizes): the best line, 0ns +
# bytes / 169 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 27.3% RMS relative over 40 repetitions.
managed_free_resident_ns = 2M:14.13us 16M:95.74us 64M:415.3us 256M:1.716ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (60 points at 6 sizes): the best line, 5.164us
# + bytes / 6.12 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 21.7% RMS relative over 60 repetitions.
memcpy_h2d_ns = 4K:5.745us 64K:22.72us 2M:337.8us 16M:2.855ms 64M:11.39ms 256M:44.64ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (60 points at 6 sizes): the best line, 13.25us + bytes / 9.98 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 16.2% RMS relative over 60 repetitions.
memcpy_d2h_ns = 4K:11.79us 64K:30.84us 2M:273.9us 16M:1.73ms 64M:6.608ms 256M:26.84ms


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
