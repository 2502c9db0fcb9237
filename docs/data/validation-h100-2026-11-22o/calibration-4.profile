# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:17:49Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:17:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 2.4% RMS relative over 5 repetitions.
launch_ns = 5.111us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.977us + bytes / 3.79e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 28.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.434us 64K:3.013us 1M:2.978us 1536K:2.971us 2M:87.95us 8M:57.97us 64M:94.05us 256M:110.8us 1G:283.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.261us + bytes / 1.16e+03 GB/s, misses by 48.8% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:2.963us 64K:2.848us 1M:2.715us 1536K:2.648us 2M:53.23us 8M:52.16us 64M:94.77us 256M:235.1us 1G:746.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 15.24us + bytes * -3.57e-07
# ns/B, misses by 17.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:17.76us 64K:14.67us 2M:15.29us 16M:14.91us 64M:14.96us 256M:15.41us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 15.71us + bytes /
# 4.5e+05 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:17.7us 64K:14.98us 2M:14.81us 16M:15.29us 64M:14.94us 256M:16.48us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     100.5us     82.87us
# seq             2M          0         2         2     2097152           0     327.1us     311.4us
# seq            16M          0        16        16    16777216           0     2.166ms     2.048ms
# seq            64M          0        64        64    67108864           0     11.32ms     8.002ms
# seq           256M          0       256       256   268435456           0     40.86ms     31.82ms
# stride         64M        64K        64        64    67108864           0     6.897ms     8.002ms
# stride        256M         2M       128       128     8388608           0     2.416ms     2.564ms
# random         16M          0        10        55    16777216           0     1.672ms     2.207ms
# random         64M          0        38       373    67108864           0     10.45ms      9.42ms
# random        256M          0       160      1651   268435456           0     55.68ms     38.38ms
# fresh           2M          0         2         2           0     2097152     166.8us     223.9us
# fresh          16M          0        16        16           0    16777216     1.273ms     1.348ms
# fresh          64M          0        64        64           0    67108864     6.798ms     5.202ms
# fresh         256M          0       256       256           0   268435456      27.5ms     20.62ms
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
# defaults). Result: 7.359us per batch, 5.207us per VA block, bytes / 9.41
# GB/s moved, 63.34us per faulting kernel, bytes / 15.5 GB/s zero-filled.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_batch_ns = 7.359us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_block_ns = 5.207us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:435.5ns 64K:6.968us 512K:55.74us 1M:111.5us 2M:223us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_wake_ns = 63.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:264.5ns 64K:4.232us 512K:33.86us 1M:67.72us 2M:135.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.76us + bytes /
# 44.2 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.74us 2M:128.3us 16M:458.8us 64M:1.404ms 256M:5.582ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 23.44us + bytes / 9.43 GB/s, written at the measured sizes (the
# medians would give 1.4%).
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:30.39us 2M:245.9us 16M:1.803ms 64M:7.142ms 256M:28.5ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 24.21us + bytes / 8.17 GB/s, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:32.23us 512K:88.42us 2M:281us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.48us + bytes / 2.75 GB/s, written at the measured sizes (the
# medians would give 10.1%).
# Residual: 12.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.34us 512K:212.4us 2M:785.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 355.1us + bytes / 2.13 GB/s, written at the
# measured sizes (the medians would give 8.0%).
# Residual: 13.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:385.9us 256K:478.3us 2M:1.341ms 16M:8.238ms 64M:31.89ms 256M:126.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.542us + bytes / 903 GB/s, misses by 20.3% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.952us 2M:5.784us 16M:24.68us 64M:80.1us 256M:303.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.23us + bytes / 74.1 GB/s, misses
# by 23.2% RMS, so it is not used.
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.98us 2M:30.94us 16M:276.7us 64M:1.036ms 256M:4.586ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.236us +
# bytes / 146 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 24.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.9us 16M:107.5us 64M:444.1us 256M:1.937ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 7.279us
# + bytes / 4.99 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 20.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.67us 64K:35.63us 2M:434.9us 16M:3.25ms 64M:12.56ms 256M:48.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.43us + bytes / 6.69 GB/s,
# misses by 16.7% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.2us 64K:35.9us 2M:357.9us 16M:2.387ms 64M:9.524ms 256M:39.4ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.26 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
host_read_ns = 64K:8.497us 2M:262.2us 16M:2.841ms 64M:13.31ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19 GB/s, misses by
# 44.0% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.486us 2M:78.03us 16M:1.493ms 64M:9.35ms


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
