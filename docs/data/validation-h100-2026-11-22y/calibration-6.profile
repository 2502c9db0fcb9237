# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:43:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:43:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.8% RMS relative over 5 repetitions.
launch_ns = 3.16us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.671us + bytes / 9.48e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 25.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.64us 64K:2.886us 1M:2.675us 1536K:2.703us 2M:37.96us 8M:35.08us 64M:40.52us 256M:50.13us 1G:87.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.233us + bytes / 2.82e+03 GB/s, misses by 52.1% RMS, so it is
# not used.
# Residual: 21.6% RMS relative over 45 repetitions.
free_ns = 4K:1.478us 64K:1.484us 1M:1.3us 1536K:1.378us 2M:31.27us 8M:32.78us 64M:47.87us 256M:95.66us 1G:313.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.308us + bytes / 4.75e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.07us 64K:2.765us 2M:22.87us 16M:31.48us 64M:52.69us 256M:49.02us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.921us +
# bytes / 4.97e+05 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 7.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.921us 64K:9.921us 2M:9.925us 16M:9.955us 64M:10.06us 256M:10.46us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.6%, 512K
# 25.4%, 1M 24.9%, 2M 23.6%, 4M 22.1%, 8M 21.2%, 16M 22.1%, 32M 22.7%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.99us     69.58us
# seq             2M          0         2         2     2097152           0     232.4us     228.5us
# seq            16M          0        16        16    16777216           0     1.913ms     1.591ms
# seq            64M          0        64        64    67108864           0      7.71ms     6.262ms
# seq           256M          0       256       256   268435456           0     34.07ms     24.94ms
# stride         64M        64K         8        32    67108864           0     4.325ms     4.683ms
# stride        256M         2M        32       128     8388608           0     2.087ms      2.32ms
# random         16M          0        12        16    16777216           0     1.197ms     1.496ms
# random         64M          0        36       161    67108864           0     6.655ms     6.356ms
# random        256M          0       125      1211   268435456           0     39.37ms      29.3ms
# fresh           2M          0         2         2           0     2097152     183.8us     185.3us
# fresh          16M          0        16        16           0    16777216     1.213ms     1.245ms
# fresh          64M          0        64        64           0    67108864     5.279ms     4.877ms
# fresh         256M          0       256       256           0   268435456     20.06ms     19.41ms
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
# defaults). Result: 23.72us per batch, 7.82us per VA block, bytes / 15.9 GB/s
# moved, 33.93us per faulting kernel, bytes / 23.8 GB/s zero-filled.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 23.72us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 7.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:256.9ns 64K:4.11us 512K:32.88us 1M:65.77us 2M:131.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 33.93us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:172.4ns 64K:2.758us 512K:22.07us 1M:44.14us 2M:88.27us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 73.38us + bytes /
# 49.5 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:66.1us 2M:140.7us 16M:419.1us 64M:1.365ms 256M:5.393ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.65us + bytes / 10.6 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 16.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.82us 2M:293us 16M:1.465ms 64M:6.165ms 256M:24.19ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.34us + bytes / 14 GB/s, written at the measured sizes (the
# medians would give 9.6%).
# Residual: 9.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.02us 512K:51.78us 2M:164.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.3us + bytes / 4.02 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.27us 512K:152us 2M:572.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 218.2us + bytes / 3.52 GB/s, written at the
# measured sizes (the medians would give 4.6%).
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:236.8us 256K:292.7us 2M:813.9us 16M:4.984ms 64M:19.28ms 256M:76.47ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.111us + bytes / 1.82e+03 GB/s, misses by 15.9% RMS,
# so it is not used.
# Residual: 15.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.227us 2M:3.329us 16M:11.31us 64M:38.9us 256M:150.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.73us + bytes / 93.2 GB/s, misses
# by 23.8% RMS, so it is not used.
# Residual: 25.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.4us 2M:51.81us 16M:193.9us 64M:699.6us 256M:2.796ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.82us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.474us +
# bytes / 188 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.15us 16M:86.19us 64M:359.3us 256M:1.438ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.426us
# + bytes / 9.32 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.659us 64K:19.43us 2M:216.4us 16M:1.731ms 64M:6.948ms 256M:28.32ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.58us + bytes / 14.6 GB/s,
# misses by 22.8% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.258us 64K:25.91us 2M:213.9us 16M:1.074ms 64M:4.325ms 256M:17.1ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 106.6ns +
# bytes / 8.67 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 15.0% RMS relative over 20 repetitions.
host_read_ns = 64K:7.282us 2M:195.2us 16M:2.234ms 64M:9.352ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.7 GB/s, misses by
# 34.7% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.139us 2M:57.96us 16M:987.6us 64M:5.002ms


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
