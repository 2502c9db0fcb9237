# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:02:51Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:02:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.566us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.748us + bytes / 6.16e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.693us 64K:2.847us 1M:2.571us 1536K:2.642us 2M:53.62us 8M:49.61us 64M:53.91us 256M:81.97us 1G:183.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.311us + bytes / 1.39e+03 GB/s, misses by 45.6% RMS, so it is
# not used.
# Residual: 15.9% RMS relative over 45 repetitions.
free_ns = 4K:3.612us 64K:3.609us 1M:3.446us 1536K:3.51us 2M:41.13us 8M:45.44us 64M:92.6us 256M:189.8us 1G:612.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.83us + bytes * -1.74e-06
# ns/B, misses by 16.3% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.79us 64K:12.51us 2M:12.63us 16M:12.34us 64M:11.59us 256M:12.44us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.8us + bytes /
# 2.78e+05 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.36us 64K:12.14us 2M:12.44us 16M:12.37us 64M:12.19us 256M:14.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     67.04us     59.33us
# seq             2M          0         2         2     2097152           0     306.3us     267.3us
# seq            16M          0        16        16    16777216           0     1.994ms     1.873ms
# seq            64M          0        64        64    67108864           0     9.442ms      7.38ms
# seq           256M          0       256       256   268435456           0     29.27ms     29.41ms
# stride         64M        64K        64        64    67108864           0      7.43ms      7.38ms
# stride        256M         2M       128       128     8388608           0      2.82ms     2.785ms
# random         16M          0        10        55    16777216           0     1.434ms     1.934ms
# random         64M          0        38       373    67108864           0     8.774ms     8.113ms
# random        256M          0       160      1651   268435456           0     45.68ms     32.97ms
# fresh           2M          0         2         2           0     2097152     145.9us     179.9us
# fresh          16M          0        16        16           0    16777216     1.186ms     1.175ms
# fresh          64M          0        64        64           0    67108864      5.69ms     4.584ms
# fresh         256M          0       256       256           0   268435456     22.52ms     18.22ms
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
# defaults). Result: 11.87us per batch, 3.373us per VA block, bytes / 10.5
# GB/s moved, 37.87us per faulting kernel, bytes / 18.8 GB/s zero-filled.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_batch_ns = 11.87us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_block_ns = 3.373us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:388.6ns 64K:6.217us 512K:49.74us 1M:99.47us 2M:198.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_wake_ns = 37.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:217.9ns 64K:3.487us 512K:27.9us 1M:55.79us 2M:111.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.29us + bytes / 46
# GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.26us 2M:129.5us 16M:438.7us 64M:1.379ms 256M:5.39ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.05us + bytes / 9.74 GB/s, written at the measured sizes (the
# medians would give 1.6%).
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.77us 2M:232.3us 16M:1.739ms 64M:6.904ms 256M:27.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.17us + bytes / 8.57 GB/s, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 8.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.82us 512K:78.33us 2M:261.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.43us + bytes / 3.27 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 10.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.47us 512K:184.7us 2M:665.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 298.3us + bytes / 2.53 GB/s, written at the
# measured sizes (the medians would give 3.6%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:324.3us 256K:402.1us 2M:1.128ms 16M:6.938ms 64M:26.86ms 256M:106.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.233us + bytes / 903 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.426us 2M:5.394us 16M:23.3us 64M:80.35us 256M:309.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.79us + bytes / 71.9
# GB/s, written at the measured sizes (the medians would give 9.1%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.7us 2M:45.95us 16M:250us 64M:949.8us 256M:3.749ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.82us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 157 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.92us 16M:94.68us 64M:422.6us 256M:1.705ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.492us
# + bytes / 6.97 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 19.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.466us 64K:22.59us 2M:295.3us 16M:2.329ms 64M:9.05ms 256M:36.58ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.24us + bytes / 9.42 GB/s,
# misses by 20.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.62us 64K:33.12us 2M:270.7us 16M:1.76ms 64M:6.691ms 256M:26.74ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.49 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.549us 2M:229.8us 16M:2.53ms 64M:10.84ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.2 GB/s, misses by
# 32.3% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.564us 2M:81.2us 16M:1.396ms 64M:5.495ms


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
