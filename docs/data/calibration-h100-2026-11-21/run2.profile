# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/h100-cal2.profile
# --base profiles/h100-pcie5.profile --reps 5` on 2026-11-21T17:00:00Z: NVIDIA
# H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T17:00:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.0% RMS relative over 5 repetitions.
launch_ns = 4.109us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.745us + bytes
# / 5.96e+03 GB/s, misses by 59.3% RMS, so it is not used.
# Residual: 28.8% RMS relative over 40 repetitions.
malloc_ns = 4K:3.317us 64K:2.47us 1M:2.358us 2M:52.12us 8M:51.43us 64M:50.68us 256M:60.39us 1G:194.4us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 2.413us + bytes / 1.36e+03 GB/s,
# misses by 53.4% RMS, so it is not used.
# Residual: 22.2% RMS relative over 40 repetitions.
free_ns = 4K:3.948us 64K:2.97us 1M:2.253us 2M:41.68us 8M:43.78us 64M:95.84us 256M:193.8us 1G:655.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.16us + bytes / 1.22e+06
# GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:12.54us 64K:12.9us 2M:12.78us 16M:12.69us 64M:10.81us 256M:13.94us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.46us + bytes /
# 2.71e+05 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.84us 64K:11.79us 2M:12.8us 16M:12.65us 64M:11.78us 256M:13us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes    measured      fitted
# seq            64K          0         1         1       65536     82.05us     20.72us
# seq             2M          0         2         2     2097152     345.1us     165.4us
# seq            16M          0        16        16    16777216     2.221ms     1.323ms
# seq            64M          0        64        64    67108864     8.452ms     5.293ms
# seq           256M          0       256       256   268435456     28.21ms     21.17ms
# stride         64M        64K        64        64    67108864     5.771ms     5.293ms
# stride        256M         2M       128       128     8388608     2.132ms     2.653ms
# random         16M          0        10        55    16777216     695.9us     1.224ms
# random         64M          0        38       373    67108864     7.552ms     4.861ms
# random        256M          0       160      1651   268435456     46.73ms     19.58ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory: 10 cases (sequential, strided, random; table
# above), 50 points. Measured: the kernel's time (CUDA events) minus the same
# kernel rerun on the now GPU-resident data. Fitted (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 16.59us per batch, 0ns per VA block, bytes / 15.9 GB/s.
# Residual: 48.6% RMS relative over 50 repetitions.
fault_batch_ns = 16.59us

# One of the three coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 48.6% RMS relative over 50 repetitions.
fault_block_ns = 0ns

# One of the three coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 48.6% RMS relative over 50 repetitions.
fault_h2d_ns = 4K:258.2ns 64K:4.132us 512K:33.05us 1M:66.11us 2M:132.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.49us + bytes /
# 45.6 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 3.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.74us 2M:132.5us 16M:458.1us 64M:1.395ms 256M:5.475ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.26us + bytes / 8.54 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.93us 2M:259.8us 16M:1.978ms 64M:7.871ms 256M:31.44ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.59us + bytes / 7.8 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 8.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.99us 512K:86.79us 2M:288.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 19.43us + bytes / 2.83 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.55us 512K:204.4us 2M:759.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 2.8 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_populate_ns = 2M:525.9us 16M:5.462ms 64M:22.92ms 256M:111.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.664us + bytes / 769 GB/s, misses by 23.7% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.996us 2M:4.946us 16M:26.99us 64M:96.35us 256M:374.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 169 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.16us 16M:92.77us 64M:380.4us 256M:1.618ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.522us
# + bytes / 6.98 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.322us 64K:26.74us 2M:321.4us 16M:2.248ms 64M:9.231ms 256M:36.49ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.68us + bytes / 10.1 GB/s,
# misses by 21.2% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.18us 64K:30.77us 2M:297us 16M:1.567ms 64M:6.1ms 256M:24.99ms


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
