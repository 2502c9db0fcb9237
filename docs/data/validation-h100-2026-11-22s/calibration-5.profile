# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:03:49Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:03:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.224us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.361us + bytes / 5.84e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.39us 64K:2.503us 1M:2.238us 1536K:2.307us 2M:48us 8M:43.41us 64M:52.08us 256M:79.19us 1G:134.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.755us + bytes / 1.42e+03 GB/s, misses by 48.7% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.18us 64K:2.146us 1M:2.074us 1536K:2.183us 2M:36.91us 8M:42.01us 64M:88.77us 256M:180.2us 1G:628.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 11.46us + bytes / 4.45e+05
# GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 19.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:12.45us 64K:10.98us 2M:10.83us 16M:10.75us 64M:11.22us 256M:11.9us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12us +
# bytes / 3.92e+05 GB/s, written at the measured sizes (the medians would give
# 13.1%).
# Residual: 13.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:12us 64K:12us 2M:12.01us 16M:12.04us 64M:12.17us 256M:12.69us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     51.71us     45.08us
# seq             2M          0         2         2     2097152           0       201us     189.8us
# seq            16M          0        16        16    16777216           0     1.381ms     1.332ms
# seq            64M          0        64        64    67108864           0      5.52ms     5.249ms
# seq           256M          0       256       256   268435456           0     25.83ms     20.92ms
# stride         64M        64K        64        64    67108864           0     5.459ms     5.249ms
# stride        256M         2M       128       128     8388608           0     2.457ms     2.391ms
# random         16M          0        10        55    16777216           0     1.077ms      1.44ms
# random         64M          0        38       373    67108864           0     6.567ms     6.314ms
# random        256M          0       160      1651   268435456           0     34.99ms     25.94ms
# fresh           2M          0         2         2           0     2097152     125.9us     164.7us
# fresh          16M          0        16        16           0    16777216     1.034ms     1.131ms
# fresh          64M          0        64        64           0    67108864     5.826ms     4.445ms
# fresh         256M          0       256       256           0   268435456     25.14ms      17.7ms
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
# defaults). Result: 9.976us per batch, 4.288us per VA block, bytes / 15.6
# GB/s moved, 26.61us per faulting kernel, bytes / 19.1 GB/s zero-filled.
# Residual: 24.2% RMS relative over 70 repetitions.
fault_batch_ns = 9.976us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.2% RMS relative over 70 repetitions.
fault_block_ns = 4.288us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:263ns 64K:4.208us 512K:33.67us 1M:67.34us 2M:134.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.2% RMS relative over 70 repetitions.
fault_wake_ns = 26.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:213.9ns 64K:3.423us 512K:27.38us 1M:54.77us 2M:109.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.07us + bytes / 47
# GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 3.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.27us 2M:120.5us 16M:412us 64M:1.363ms 256M:5.309ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.88us + bytes / 12.8 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.16us 2M:246.3us 16M:1.498ms 64M:5.606ms 256M:15.71ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 13.76us + bytes / 12.8 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 27.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.73us 512K:50.64us 2M:176.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.89us + bytes / 4.36 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 28.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.73us 512K:216.2us 2M:497.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 290.7us + bytes / 2.71 GB/s, written at the
# measured sizes (the medians would give 6.0%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:314.8us 256K:387.3us 2M:1.064ms 16M:6.474ms 64M:25.03ms 256M:99.23ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.669us + bytes / 1.85e+03 GB/s, misses by 19.7% RMS,
# so it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.228us 2M:2.22us 16M:11.31us 64M:39.03us 256M:150.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.534us + bytes / 102 GB/s, misses by
# 21.5% RMS, so it is not used.
# Residual: 10.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11us 2M:23.92us 16M:213.3us 64M:983us 256M:2.475ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.06us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.517us +
# bytes / 161 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 28.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.61us 16M:97.55us 64M:392.7us 256M:1.68ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.276us
# + bytes / 9.43 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.086us 64K:20.7us 2M:212.9us 16M:1.641ms 64M:7.258ms 256M:26.92ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.84us + bytes / 13.9 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.39us 64K:26.98us 2M:220.2us 16M:1.173ms 64M:4.392ms 256M:16.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 278.4ns +
# bytes / 11.8 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.735us 2M:161us 16M:1.77ms 64M:7.356ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.5 GB/s, misses by
# 36.8% RMS, so it is not used.
# Residual: 16.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.111us 2M:50.85us 16M:870.9us 64M:4.37ms


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
