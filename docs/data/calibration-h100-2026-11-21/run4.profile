# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/run4.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-21T17:34:47Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T17:34:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.3% RMS relative over 5 repetitions.
launch_ns = 3.324us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.77us + bytes /
# 8.68e+03 GB/s, misses by 60.7% RMS, so it is not used.
# Residual: 23.3% RMS relative over 40 repetitions.
malloc_ns = 4K:2.9us 64K:2.852us 1M:2.554us 2M:48.01us 8M:38.7us 64M:41.51us 256M:63.4us 1G:96.09us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 1.902us + bytes / 2.22e+03 GB/s,
# misses by 53.4% RMS, so it is not used.
# Residual: 21.3% RMS relative over 40 repetitions.
free_ns = 4K:1.532us 64K:1.596us 1M:3.357us 2M:34.22us 8M:36.17us 64M:57.24us 256M:115.5us 1G:376.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 8.784us + bytes * -5.52e-07
# ns/B, misses by 21.0% RMS, so it is not used.
# Residual: 20.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:9.949us 64K:8.436us 2M:8.705us 16M:8.898us 64M:8.103us 256M:8.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 8.962us +
# bytes / 5.22e+05 GB/s, written at the measured sizes (the medians would give
# 14.9%).
# Residual: 14.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.962us 64K:8.962us 2M:8.966us 16M:8.994us 64M:9.09us 256M:9.476us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes    measured      fitted
# seq            64K          0         1         1       65536     93.66us     99.16us
# seq             2M          0         2         2     2097152     340.6us     329.5us
# seq            16M          0        16        16    16777216     2.225ms     2.106ms
# seq            64M          0        64        64    67108864     9.972ms     8.198ms
# seq           256M          0       256       256   268435456     42.12ms     32.56ms
# stride         64M        64K        64        64    67108864     6.887ms     8.198ms
# stride        256M         2M       128       128     8388608     2.966ms     3.081ms
# random         16M          0        10        55    16777216      1.86ms     2.366ms
# random         64M          0        38       373    67108864     10.39ms     10.44ms
# random        256M          0       160      1651   268435456     55.99ms     42.87ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory: 10 cases (sequential, strided, random; table
# above), 50 points. Measured: the kernel's time (CUDA events) minus the same
# kernel rerun on the now GPU-resident data. Fitted (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault), with batches, blocks and
# bytes those simrun's engine produces for the same access (fault_batch and
# fault_window as below, density prefetch at the driver's defaults). Result:
# 8.604us per batch, 7.983us per VA block, bytes / 9.5 GB/s, 75.68us per
# faulting kernel.
# Residual: 20.6% RMS relative over 50 repetitions.
fault_batch_ns = 8.604us

# One of the four coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 50 repetitions.
fault_block_ns = 7.983us

# One of the four coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.6% RMS relative over 50 repetitions.
fault_h2d_ns = 4K:430.9ns 64K:6.895us 512K:55.16us 1M:110.3us 2M:220.6us

# One of the four coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 50 repetitions.
fault_wake_ns = 75.68us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 54.31us + bytes /
# 43.4 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.18us 2M:172.7us 16M:574.3us 64M:1.41ms 256M:5.712ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.65us + bytes / 9.48 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.56us 2M:238.9us 16M:1.787ms 64M:7.097ms 256M:28.33ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.11us + bytes / 8.18 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 11.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.12us 512K:82.18us 2M:274.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.92us + bytes / 2.78 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.46us 512K:211.3us 2M:776.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 1.8 GB/s, written at the measured sizes (the medians would
# give 14.4%).
# Residual: 14.9% RMS relative over 20 repetitions.
host_populate_ns = 2M:675.7us 16M:8.816ms 64M:36.73ms 256M:148.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 5.154us + bytes / 973 GB/s, misses by 31.8% RMS, so
# it is not used.
# Residual: 28.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:8.367us 2M:8.204us 16M:19.3us 64M:80.5us 256M:334.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 327.6ns +
# bytes / 181 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 21.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.67us 16M:82.34us 64M:344us 256M:1.58ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.713us
# + bytes / 5.38 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.009us 64K:23us 2M:388.5us 16M:2.921ms 64M:11.72ms 256M:47.17ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.41us + bytes / 8.82 GB/s,
# misses by 18.8% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.13us 64K:32.13us 2M:294.3us 16M:1.817ms 64M:7.075ms 256M:29.01ms


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
