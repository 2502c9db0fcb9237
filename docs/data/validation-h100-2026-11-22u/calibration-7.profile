# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:45:43Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:45:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.7% RMS relative over 5 repetitions.
launch_ns = 3.41us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.772us + bytes / 7.92e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 29.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.449us 64K:3.172us 1M:3.133us 1536K:3.238us 2M:42.3us 8M:38.29us 64M:46.26us 256M:60.76us 1G:101us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.624us + bytes / 2.19e+03 GB/s, misses by 50.2% RMS, so it is
# not used.
# Residual: 20.3% RMS relative over 45 repetitions.
free_ns = 4K:2.601us 64K:1.898us 1M:1.732us 1536K:1.75us 2M:36.53us 8M:36.95us 64M:56.95us 256M:125.3us 1G:388.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.446us + bytes / 5.54e+03 GB/s, misses by 66.3% RMS, so it is not used.
# Residual: 37.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.064us 64K:3.487us 2M:29.53us 16M:53.84us 64M:61.43us 256M:53.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 10.25us +
# bytes / 3.75e+05 GB/s, written at the measured sizes (the medians would give
# 14.0%).
# Residual: 14.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.25us 64K:10.25us 2M:10.26us 16M:10.3us 64M:10.43us 256M:10.97us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.58us     78.49us
# seq             2M          0         2         2     2097152           0     262.7us     276.9us
# seq            16M          0        16        16    16777216           0     1.582ms     1.868ms
# seq            64M          0        64        64    67108864           0     9.722ms     7.325ms
# seq           256M          0       256       256   268435456           0     41.47ms     29.15ms
# stride         64M        64K        64        64    67108864           0     9.598ms     7.325ms
# stride        256M         2M       128       128     8388608           0     3.779ms     3.759ms
# random         16M          0        10        55    16777216           0     1.594ms      2.19ms
# random         64M          0        38       373    67108864           0     9.955ms     10.16ms
# random        256M          0       160      1651   268435456           0     53.63ms     42.22ms
# fresh           2M          0         2         2           0     2097152     251.8us     268.2us
# fresh          16M          0        16        16           0    16777216     1.864ms     1.799ms
# fresh          64M          0        64        64           0    67108864     8.362ms     7.047ms
# fresh         256M          0       256       256           0   268435456     24.83ms     28.04ms
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
# defaults). Result: 13.07us per batch, 10.26us per VA block, bytes / 11.6
# GB/s moved, 49.51us per faulting kernel, bytes / 12.2 GB/s zero-filled.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_batch_ns = 13.07us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_block_ns = 10.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:352.9ns 64K:5.647us 512K:45.18us 1M:90.35us 2M:180.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_wake_ns = 49.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:336ns 64K:5.375us 512K:43us 1M:86us 2M:172us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.24us + bytes /
# 46.1 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.46us 2M:122.7us 16M:439.2us 64M:1.36ms 256M:5.436ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.82us + bytes / 15 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 16.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.59us 2M:183.1us 16M:1.086ms 64M:4.221ms 256M:18.57ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.22us + bytes / 10.3 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.56us 512K:63.9us 2M:215.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.53us + bytes / 4.22 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.07us 512K:145.8us 2M:518.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 277.2us + bytes / 2.83 GB/s, misses by 15.3% RMS, so
# it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:349.3us 256K:361.4us 2M:806.3us 16M:6.423ms 64M:25.58ms 256M:105.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.917us + bytes / 1.57e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.59us 2M:2.543us 16M:15.85us 64M:44.57us 256M:172.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.35us + bytes / 71.1 GB/s, misses
# by 20.1% RMS, so it is not used.
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.08us 2M:35.81us 16M:271.9us 64M:1.1ms 256M:4.149ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 36.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 190 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.56us 16M:85.61us 64M:348.5us 256M:1.435ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.202us
# + bytes / 7.46 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 19.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.076us 64K:21.63us 2M:294.7us 16M:2.042ms 64M:8.416ms 256M:39.67ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.76us + bytes / 11.1 GB/s,
# misses by 25.4% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.831us 64K:27.11us 2M:241us 16M:1.374ms 64M:5.136ms 256M:29.5ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.71 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 17.3% RMS relative over 20 repetitions.
host_read_ns = 64K:6.064us 2M:203.1us 16M:2.535ms 64M:10.97ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.2 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 11.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.237us 2M:83.84us 16M:1.407ms 64M:6.881ms


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
