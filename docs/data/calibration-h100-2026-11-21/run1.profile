# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/h100-cal1.profile
# --base profiles/h100-pcie5.profile --reps 5` on 2026-11-21T16:59:55Z: NVIDIA
# H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T16:59:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 4.5% RMS relative over 5 repetitions.
launch_ns = 3.556us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.755us + bytes
# / 7.86e+03 GB/s, misses by 57.7% RMS, so it is not used.
# Residual: 24.9% RMS relative over 40 repetitions.
malloc_ns = 4K:2.926us 64K:2.924us 1M:2.794us 2M:43.5us 8M:37.59us 64M:42.83us 256M:43.28us 1G:134.2us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 1.522us + bytes / 2.36e+03 GB/s,
# misses by 53.0% RMS, so it is not used.
# Residual: 21.1% RMS relative over 40 repetitions.
free_ns = 4K:1.547us 64K:1.523us 1M:1.496us 2M:35.52us 8M:35.21us 64M:56.73us 256M:123.3us 1G:351.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 9.511us + bytes * -4.34e-06
# ns/B, misses by 20.9% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.04us 64K:9.985us 2M:8.738us 16M:8.567us 64M:8.281us 256M:8.498us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.907us + bytes *
# -2.66e-06 ns/B, misses by 16.7% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.13us 64K:11.27us 2M:8.943us 16M:8.957us 64M:8.64us 256M:9.378us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes    measured      fitted
# seq            64K          0         1         1       65536     74.91us      24.7us
# seq             2M          0         2         2     2097152     279.3us     181.5us
# seq            16M          0        16        16    16777216     2.153ms     1.452ms
# seq            64M          0        64        64    67108864     6.787ms     5.807ms
# seq           256M          0       256       256   268435456     25.43ms     23.23ms
# stride         64M        64K        64        64    67108864     5.907ms     5.807ms
# stride        256M         2M       128       128     8388608     2.778ms     3.161ms
# random         16M          0        10        55    16777216     847.6us      1.33ms
# random         64M          0        38       373    67108864     6.892ms      5.28ms
# random        256M          0       160      1651   268435456     43.44ms     21.28ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory: 10 cases (sequential, strided, random; table
# above), 50 points. Measured: the kernel's time (CUDA events) minus the same
# kernel rerun on the now GPU-resident data. Fitted (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 20.3us per batch, 0ns per VA block, bytes / 14.9 GB/s.
# Residual: 39.3% RMS relative over 50 repetitions.
fault_batch_ns = 20.3us

# One of the three coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 39.3% RMS relative over 50 repetitions.
fault_block_ns = 0ns

# One of the three coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 39.3% RMS relative over 50 repetitions.
fault_h2d_ns = 4K:275.2ns 64K:4.403us 512K:35.22us 1M:70.44us 2M:140.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 48.26us +
# bytes / 47.4 GB/s, written at the measured sizes (the medians would give
# 2.4%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:49.65us 2M:92.53us 16M:402.4us 64M:1.465ms 256M:5.715ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.43us + bytes / 13.1 GB/s, written at the measured sizes (the
# medians would give 10.8%).
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.44us 2M:176.8us 16M:1.299ms 64M:5.148ms 256M:20.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.17us + bytes / 12.3 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 7.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.5us 512K:56.75us 2M:184.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.76us + bytes / 4.15 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.69us 512K:180.1us 2M:516.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 3.1 GB/s, written at the measured sizes (the medians would
# give 9.3%).
# Residual: 11.5% RMS relative over 20 repetitions.
host_populate_ns = 2M:531.6us 16M:5.261ms 64M:21.48ms 256M:86.34ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.902us + bytes / 1.45e+03 GB/s, misses by 25.0% RMS,
# so it is not used.
# Residual: 17.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.618us 2M:2.631us 16M:14.18us 64M:46.29us 256M:241.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 748.1ns +
# bytes / 194 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 19.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.91us 16M:82.4us 64M:342.3us 256M:1.335ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.205us
# + bytes / 8.18 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 18.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.066us 64K:23.19us 2M:251.8us 16M:1.974ms 64M:7.882ms 256M:31.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.35us + bytes / 11.8 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.985us 64K:27.7us 2M:251.6us 16M:1.337ms 64M:5.22ms 256M:20.94ms


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
