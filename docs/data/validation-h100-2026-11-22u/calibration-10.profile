# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:47:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:47:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.1% RMS relative over 5 repetitions.
launch_ns = 4.489us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.354us + bytes / 4.51e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.46us 64K:2.708us 1M:2.548us 1536K:2.352us 2M:76.57us 8M:49.95us 64M:78.23us 256M:76.3us 1G:225us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.717us + bytes / 1.55e+03 GB/s, misses by 50.5% RMS, so it is
# not used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:2.265us 64K:2.234us 1M:2.155us 1536K:2.012us 2M:47.87us 8M:43.9us 64M:78.95us 256M:179.6us 1G:621us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.019us + bytes / 4.05e+03 GB/s, misses by 63.4% RMS, so it is not used.
# Residual: 36.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.487us 64K:4.133us 2M:25.93us 16M:37.33us 64M:60.04us 256M:62.04us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.1us +
# bytes / 1.87e+05 GB/s, written at the measured sizes (the medians would give
# 11.5%).
# Residual: 11.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.1us 64K:14.1us 2M:14.11us 16M:14.19us 64M:14.46us 256M:15.54us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.82us     68.69us
# seq             2M          0         2         2     2097152           0     223.3us     230.2us
# seq            16M          0        16        16    16777216           0     1.352ms      1.49ms
# seq            64M          0        64        64    67108864           0      9.85ms     5.812ms
# seq           256M          0       256       256   268435456           0     30.34ms      23.1ms
# stride         64M        64K        64        64    67108864           0     5.009ms     5.812ms
# stride        256M         2M       128       128     8388608           0     2.323ms     2.425ms
# random         16M          0        10        55    16777216           0     1.438ms     1.792ms
# random         64M          0        38       373    67108864           0     7.998ms     8.316ms
# random        256M          0       160      1651   268435456           0     49.99ms     34.51ms
# fresh           2M          0         2         2           0     2097152     214.8us     232.9us
# fresh          16M          0        16        16           0    16777216     1.339ms     1.512ms
# fresh          64M          0        64        64           0    67108864     6.571ms     5.899ms
# fresh         256M          0       256       256           0   268435456      27.3ms     23.45ms
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
# defaults). Result: 5.241us per batch, 8.546us per VA block, bytes / 13.8
# GB/s moved, 50.14us per faulting kernel, bytes / 13.5 GB/s zero-filled.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_batch_ns = 5.241us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_block_ns = 8.546us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:297.8ns 64K:4.765us 512K:38.12us 1M:76.24us 2M:152.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_wake_ns = 50.14us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:303.2ns 64K:4.85us 512K:38.8us 1M:77.61us 2M:155.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 50.19us + bytes /
# 45.6 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 17.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.15us 2M:142.1us 16M:447.9us 64M:1.401ms 256M:5.458ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 21.8us + bytes / 10.2 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 19.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.71us 2M:292.8us 16M:1.504ms 64M:6.539ms 256M:25.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.86us + bytes / 8.99 GB/s, written at the measured sizes (the
# medians would give 11.2%).
# Residual: 11.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.15us 512K:76.19us 2M:251.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.99us + bytes / 3.41 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.18us 512K:178.5us 2M:639.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 328.3us + bytes / 2.31 GB/s, misses by 16.2% RMS, so
# it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:366.3us 256K:462.7us 2M:986.2us 16M:7.897ms 64M:31.89ms 256M:124ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.031us + bytes / 1.01e+03 GB/s, misses by 22.9% RMS,
# so it is not used.
# Residual: 14.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.21us 2M:4.083us 16M:21.61us 64M:67.23us 256M:301.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.37us + bytes / 73 GB/s, misses by
# 19.8% RMS, so it is not used.
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.64us 2M:33.95us 16M:265.9us 64M:1.155ms 256M:3.816ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.42us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.88us +
# bytes / 150 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.87us 16M:111.6us 64M:450.5us 256M:1.766ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.937us
# + bytes / 6.66 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.856us 64K:26.66us 2M:338.5us 16M:2.491ms 64M:9.284ms 256M:36.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.65us + bytes / 8.51 GB/s,
# misses by 25.7% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.86us 64K:36.6us 2M:333.3us 16M:2.034ms 64M:7.344ms 256M:27.61ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 6.69 GB/s, written at the measured sizes (the medians would
# give 12.2%).
# Residual: 14.5% RMS relative over 20 repetitions.
host_read_ns = 64K:9.336us 2M:313us 16M:2.507ms 64M:10.03ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.7 GB/s, misses by
# 25.7% RMS, so it is not used.
# Residual: 9.6% RMS relative over 20 repetitions.
host_write_ns = 64K:2.229us 2M:98.64us 16M:1.279ms 64M:6.223ms


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
