# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:43:08Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:43:08Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.37us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.843us + bytes / 6.25e+03 GB/s, misses by 56.4% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.714us 64K:3.006us 1M:2.707us 1536K:2.693us 2M:53.57us 8M:48.8us 64M:51.85us 256M:57.43us 1G:174.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.386us + bytes / 1.42e+03 GB/s, misses by 45.6% RMS, so it is
# not used.
# Residual: 15.3% RMS relative over 45 repetitions.
free_ns = 4K:3.611us 64K:3.601us 1M:3.492us 1536K:3.708us 2M:40.65us 8M:44.55us 64M:94.47us 256M:182.5us 1G:603.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.674us + bytes / 4.85e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 50.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.195us 64K:6.46us 2M:22.86us 16M:38.74us 64M:48.96us 256M:47.37us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.01us +
# bytes / 3.88e+05 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 6.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.01us 64K:13.01us 2M:13.01us 16M:13.05us 64M:13.18us 256M:13.7us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      74.3us      66.6us
# seq             2M          0         2         2     2097152           0     285.3us     272.1us
# seq            16M          0        16        16    16777216           0     1.981ms     1.848ms
# seq            64M          0        64        64    67108864           0     7.606ms     7.252ms
# seq           256M          0       256       256   268435456           0     30.56ms     28.87ms
# stride         64M        64K        64        64    67108864           0     7.092ms     7.252ms
# stride        256M         2M       128       128     8388608           0     2.663ms     2.558ms
# random         16M          0        10        55    16777216           0     1.699ms     2.023ms
# random         64M          0        38       373    67108864           0     8.306ms     8.805ms
# random        256M          0       160      1651   268435456           0     50.64ms     36.05ms
# fresh           2M          0         2         2           0     2097152     161.2us     202.9us
# fresh          16M          0        16        16           0    16777216     1.267ms     1.294ms
# fresh          64M          0        64        64           0    67108864     5.337ms     5.036ms
# fresh         256M          0       256       256           0   268435456     27.35ms        20ms
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
# defaults). Result: 7.744us per batch, 5.68us per VA block, bytes / 10.6 GB/s
# moved, 46.98us per faulting kernel, bytes / 16.2 GB/s zero-filled.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_batch_ns = 7.744us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_block_ns = 5.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:387.3ns 64K:6.197us 512K:49.57us 1M:99.15us 2M:198.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_wake_ns = 46.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:252.1ns 64K:4.033us 512K:32.26us 1M:64.53us 2M:129.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.89us + bytes /
# 43.3 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.37us 2M:125.9us 16M:441.3us 64M:1.408ms 256M:6.192ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.6us + bytes / 9.03 GB/s, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.85us 2M:248.8us 16M:1.874ms 64M:7.446ms 256M:29.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.22us + bytes / 6.45 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 21.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.79us 512K:81.06us 2M:453.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.69us + bytes / 2.96 GB/s, written at the measured sizes (the
# medians would give 7.1%).
# Residual: 8.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.85us 512K:199.9us 2M:731.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 311us + bytes / 2.38 GB/s, misses by 16.6% RMS, so it
# is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:351.8us 256K:437.5us 2M:911.5us 16M:7.251ms 64M:29.25ms 256M:125.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.967us + bytes / 1.05e+03 GB/s, misses by 23.3% RMS,
# so it is not used.
# Residual: 17.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.922us 2M:3.836us 16M:19.26us 64M:68.32us 256M:265.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 14.47us + bytes / 74.6
# GB/s, written at the measured sizes (the medians would give 6.9%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.35us 2M:42.57us 16M:239.3us 64M:913.7us 256M:3.611ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 113us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 160 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.89us 16M:102.2us 64M:411us 256M:1.708ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.1us +
# bytes / 7.14 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.373us 64K:21.27us 2M:292.3us 16M:2.321ms 64M:8.723ms 256M:35.51ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.21us + bytes / 10.3 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.23us 64K:29.79us 2M:320.1us 16M:1.602ms 64M:5.789ms 256M:23.04ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.26 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.464us 2M:221.7us 16M:2.592ms 64M:18.05ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.6 GB/s, misses by
# 38.3% RMS, so it is not used.
# Residual: 21.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.454us 2M:81.79us 16M:1.29ms 64M:8ms


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
