# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:04:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:04:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.1% RMS relative over 5 repetitions.
launch_ns = 3.134us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.519us + bytes / 1.02e+04 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 23.1% RMS relative over 45 repetitions.
malloc_ns = 4K:1.495us 64K:1.65us 1M:1.555us 1536K:1.482us 2M:35.01us 8M:32.21us 64M:37us 256M:38.77us 1G:84.77us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.07us + bytes / 2.9e+03 GB/s, misses by 50.1% RMS, so it is not
# used.
# Residual: 17.3% RMS relative over 45 repetitions.
free_ns = 4K:1.314us 64K:1.308us 1M:1.176us 1536K:1.232us 2M:29.27us 8M:30.43us 64M:44.51us 256M:93.11us 1G:313.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 7.568us + bytes * -2.91e-07
# ns/B, misses by 16.1% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:8.722us 64K:7.579us 2M:7.629us 16M:7.255us 64M:6.846us 256M:7.605us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.811us +
# bytes / 6.71e+05 GB/s, written at the measured sizes (the medians would give
# 11.7%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.811us 64K:7.811us 2M:7.814us 16M:7.836us 64M:7.911us 256M:8.211us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     96.51us     73.02us
# seq             2M          0         2         2     2097152           0     264.5us     282.9us
# seq            16M          0        16        16    16777216           0     2.234ms     1.881ms
# seq            64M          0        64        64    67108864           0      8.71ms      7.36ms
# seq           256M          0       256       256   268435456           0     36.48ms     29.27ms
# stride         64M        64K        64        64    67108864           0     5.943ms      7.36ms
# stride        256M         2M       128       128     8388608           0     2.357ms     2.416ms
# random         16M          0        10        55    16777216           0         3ms     2.131ms
# random         64M          0        38       373    67108864           0     10.56ms     9.448ms
# random        256M          0       160      1651   268435456           0     35.66ms     38.81ms
# fresh           2M          0         2         2           0     2097152       120us     143.2us
# fresh          16M          0        16        16           0    16777216     711.1us     763.5us
# fresh          64M          0        64        64           0    67108864      3.31ms      2.89ms
# fresh         256M          0       256       256           0   268435456     14.55ms      11.4ms
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
# defaults). Result: 4.9us per batch, 7.17us per VA block, bytes / 10.3 GB/s
# moved, 54.57us per faulting kernel, bytes / 32.5 GB/s zero-filled.
# Residual: 28.8% RMS relative over 70 repetitions.
fault_batch_ns = 4.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.8% RMS relative over 70 repetitions.
fault_block_ns = 7.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:398.7ns 64K:6.379us 512K:51.04us 1M:102.1us 2M:204.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.8% RMS relative over 70 repetitions.
fault_wake_ns = 54.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:125.9ns 64K:2.015us 512K:16.12us 1M:32.24us 2M:64.47us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.4us + bytes /
# 45.7 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.25us 2M:119.6us 16M:451.9us 64M:1.373ms 256M:5.429ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.96us + bytes / 11 GB/s, written at the measured sizes (the
# medians would give 10.0%).
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.9us 2M:205.2us 16M:1.537ms 64M:6.101ms 256M:24.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.3us + bytes / 8.68 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.86us 512K:76.72us 2M:258us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.73us + bytes / 3.15 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.1us 512K:241.2us 2M:674.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 228.9us + bytes / 3.3 GB/s, misses by 16.4% RMS, so
# it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:257.4us 256K:329.6us 2M:692.3us 16M:5.582ms 64M:20.52ms 256M:86.95ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.966us + bytes / 1.01e+03 GB/s, misses by 22.1% RMS,
# so it is not used.
# Residual: 15.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.973us 2M:3.914us 16M:19.18us 64M:75.87us 256M:294.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.18us + bytes / 103 GB/s, misses by
# 22.5% RMS, so it is not used.
# Residual: 20.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.93us 2M:28.37us 16M:171.4us 64M:725.9us 256M:2.812ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 107.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 249.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.454us +
# bytes / 200 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.29us 16M:78.97us 64M:320us 256M:1.437ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.044us
# + bytes / 7.08 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.446us 64K:22.04us 2M:294.3us 16M:2.282ms 64M:8.773ms 256M:37.12ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.14us + bytes / 9.8 GB/s,
# misses by 21.9% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.42us 64K:31.43us 2M:248.8us 16M:1.654ms 64M:6.278ms 256M:25.92ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 29.12ns +
# bytes / 14.9 GB/s, misses by 33.7% RMS, so it is not used.
# Residual: 28.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.232us 2M:100.7us 16M:1.726ms 64M:7.396ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.9 GB/s, misses by
# 35.5% RMS, so it is not used.
# Residual: 14.0% RMS relative over 20 repetitions.
host_write_ns = 64K:914ns 2M:47.63us 16M:713.4us 64M:4.215ms


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
