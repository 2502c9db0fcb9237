# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/calibration-h100-2026-11-21d/h100-pcie5.profile --base
# docs/data/calibration-h100-2026-11-21d/base.profile --from
# docs/data/calibration-h100-2026-11-21d/both.measurements.csv` on
# 2026-11-21T20:15:54Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/calibration-h100-2026-11-21d/base.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T20:15:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 10
# repetitions.
# Residual: 11.5% RMS relative over 10 repetitions.
launch_ns = 3.459us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (80 points at 8 sizes): the best line, 1.909us + bytes
# / 8.46e+03 GB/s, misses by 62.9% RMS, so it is not used.
# Residual: 33.3% RMS relative over 80 repetitions.
malloc_ns = 4K:2.45us 64K:2.157us 1M:2.345us 2M:44.98us 8M:38.05us 64M:47.71us 256M:63.67us 1G:106.7us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (80 points at 8 sizes): the best line, 1.426us + bytes / 2.4e+03 GB/s,
# misses by 56.7% RMS, so it is not used.
# Residual: 35.7% RMS relative over 80 repetitions.
free_ns = 4K:2.23us 64K:1.88us 1M:2.014us 2M:36.11us 8M:41.19us 64M:62.67us 256M:133.3us 1G:420.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (60 points at 6 sizes): the best line, 8.523us + bytes / 9.97e+05
# GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 27.9% RMS relative over 60 repetitions.
managed_malloc_ns = 4K:11.38us 64K:8.641us 2M:9.135us 16M:9.478us 64M:9.084us 256M:10.04us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (60 points at 6 sizes): the best line, 8.701us + bytes /
# 2.1e+05 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 26.7% RMS relative over 60 repetitions.
managed_free_ns = 4K:11.53us 64K:9.278us 2M:9.421us 16M:9.311us 64M:9.281us 256M:12.4us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-21d/base.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-21d/base.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     64.37us     63.22us
# seq             2M          0         2         2     2097152           0     248.3us     228.7us
# seq            16M          0        16        16    16777216           0     1.533ms     1.504ms
# seq            64M          0        64        64    67108864           0     7.551ms     5.878ms
# seq           256M          0       256       256   268435456           0     34.59ms     23.37ms
# stride         64M        64K        64        64    67108864           0     5.349ms     5.878ms
# stride        256M         2M       128       128     8388608           0      2.26ms     2.196ms
# random         16M          0        10        55    16777216           0     1.268ms     1.682ms
# random         64M          0        38       373    67108864           0     7.958ms     7.425ms
# random        256M          0       160      1651   268435456           0     45.42ms     30.49ms
# fresh           2M          0         2         2           0     2097152     154.3us       168us
# fresh          16M          0        16        16           0    16777216     1.195ms     1.019ms
# fresh          64M          0        64        64           0    67108864     4.993ms     3.937ms
# fresh         256M          0       256       256           0   268435456     15.47ms     15.61ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 140 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 6.304us per batch, 5.536us per VA block, bytes / 13.2
# GB/s moved, 46.42us per faulting kernel, bytes / 21.4 GB/s zero-filled.
# Residual: 22.9% RMS relative over 140 repetitions.
fault_batch_ns = 6.304us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 140 repetitions.
fault_block_ns = 5.536us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.9% RMS relative over 140 repetitions.
fault_h2d_ns = 4K:309.7ns 64K:4.955us 512K:39.64us 1M:79.28us 2M:158.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 140 repetitions.
fault_wake_ns = 46.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.9% RMS relative over 140 repetitions.
fault_zero_ns = 4K:191.2ns 64K:3.059us 512K:24.47us 1M:48.94us 2M:97.89us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (50 points at 5 sizes): the best line, 34.71us + bytes /
# 47.6 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 3.5% RMS relative over 50 repetitions.
prefetch_h2d_ns = 64K:33.68us 2M:112.6us 16M:406.6us 64M:1.34ms 256M:5.306ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 50 points at
# 5 sizes): 14.66us + bytes / 17.1 GB/s, written at the measured sizes (the
# medians would give 2.8%).
# Residual: 8.5% RMS relative over 50 repetitions.
prefetch_d2h_ns = 64K:18.5us 2M:137.6us 16M:998us 64M:3.948ms 256M:15.75ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 960 points at 3
# sizes): 13.98us + bytes / 14.2 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 7.1% RMS relative over 960 repetitions.
evict_d2h_ns = 64K:18.59us 512K:50.83us 2M:161.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (60 points at 3 sizes): the best
# line, 20.89us + bytes / 4.73 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 25.0% RMS relative over 60 repetitions.
cpu_fault_d2h_ns = 64K:34.52us 512K:165.3us 2M:498.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/calibration-h100-2026-11-21d/base.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). The measured medians (40 points at 4 sizes): the best line, 0ns +
# bytes / 3.29 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 18.1% RMS relative over 40 repetitions.
host_populate_ns = 2M:564.1us 16M:4.734ms 64M:22.67ms 256M:94.36ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (100 points at 5
# sizes): the best line, 1.69us + bytes / 1.87e+03 GB/s, misses by 19.5% RMS,
# so it is not used.
# Residual: 11.1% RMS relative over 100 repetitions.
prefetch_host_ns = 64K:2.231us 2M:2.234us 16M:11.32us 64M:38.92us 256M:150.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (40 points at 4 sizes): the best line, 1.249us +
# bytes / 187 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 25.1% RMS relative over 40 repetitions.
managed_free_resident_ns = 2M:14.14us 16M:88.27us 64M:367.4us 256M:1.583ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (60 points at 6 sizes): the best line, 4.87us +
# bytes / 9.06 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 18.8% RMS relative over 60 repetitions.
memcpy_h2d_ns = 4K:4.824us 64K:19.81us 2M:245.9us 16M:1.856ms 64M:6.934ms 256M:27.36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (60 points at 6 sizes): the best line, 12.39us + bytes / 14.9 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 11.1% RMS relative over 60 repetitions.
memcpy_d2h_ns = 4K:9.826us 64K:26.62us 2M:215.8us 16M:1.136ms 64M:4.107ms 256M:15.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (40 points at 4 sizes): the best line, 0ns +
# bytes / 16.1 GB/s, misses by 36.0% RMS, so it is not used.
# Residual: 29.3% RMS relative over 40 repetitions.
host_read_ns = 64K:2.818us 2M:93.14us 16M:1.628ms 64M:7.021ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (40 points at 4 sizes): the best line, 0ns + bytes / 34.8 GB/s, misses by
# 37.9% RMS, so it is not used.
# Residual: 13.2% RMS relative over 40 repetitions.
host_write_ns = 64K:838ns 2M:43.13us 16M:727.1us 64M:4.219ms


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
