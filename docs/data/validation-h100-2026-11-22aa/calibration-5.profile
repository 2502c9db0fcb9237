# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:40:34Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:40:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 3.7% RMS relative over 5 repetitions.
launch_ns = 4.295us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.193us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.818us + bytes / 6.31e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 29.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.571us 64K:2.818us 1M:2.616us 1536K:2.769us 2M:57.51us 8M:48.75us 64M:52.3us 256M:56.61us 1G:180.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.282us + bytes / 1.51e+03 GB/s, misses by 46.1% RMS, so it is
# not used.
# Residual: 15.3% RMS relative over 45 repetitions.
free_ns = 4K:3.557us 64K:3.489us 1M:3.42us 1536K:3.633us 2M:46.42us 8M:45.25us 64M:92.94us 256M:173.5us 1G:576.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.573us + bytes / 7.02e+03 GB/s, misses by 65.2% RMS, so it is not used.
# Residual: 41.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.38us 64K:2.447us 2M:15.96us 16M:21.17us 64M:35.37us 256M:42.93us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 8.318us +
# bytes * -4.56e-07 ns/B, written at the measured sizes (the medians would
# give 7.5%).
# Residual: 10.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.318us 64K:8.318us 2M:8.317us 16M:8.31us 64M:8.287us 256M:8.195us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.3%, 512K
# 23.1%, 1M 22.7%, 2M 23.0%, 4M 23.6%, 8M 24.0%, 16M 24.3%, 32M 24.7%.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.35us     66.01us
# seq             2M          0         2         2     2097152           0     230.8us     283.6us
# seq            16M          0        16        16    16777216           0      1.96ms     1.961ms
# seq            64M          0        64        64    67108864           0     8.359ms     7.711ms
# seq           256M          0       256       256   268435456           0     37.96ms     30.71ms
# stride         64M        64K        64        64    67108864           0      7.92ms     7.711ms
# stride        256M         2M       128       128     8388608           0     2.682ms     2.859ms
# random         16M          0        10        55    16777216           0     2.379ms     2.538ms
# random         64M          0        38       373    67108864           0     13.92ms      12.3ms
# random        256M          0       160      1651   268435456           0     50.94ms     51.44ms
# fresh           2M          0         2         2           0     2097152     155.2us     204.3us
# fresh          16M          0        16        16           0    16777216     1.176ms     1.327ms
# fresh          64M          0        64        64           0    67108864     6.325ms     5.175ms
# fresh         256M          0       256       256           0   268435456     28.59ms     20.57ms
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
# defaults). Result: 572.3ns per batch, 14.9us per VA block, bytes / 10.1 GB/s
# moved, 44.02us per faulting kernel, bytes / 16.2 GB/s zero-filled.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_batch_ns = 572.3ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_block_ns = 14.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:407.5ns 64K:6.52us 512K:52.16us 1M:104.3us 2M:208.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_wake_ns = 44.02us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:252.7ns 64K:4.043us 512K:32.35us 1M:64.69us 2M:129.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 74.99us +
# bytes / 48.2 GB/s, written at the measured sizes (the medians would give
# 1.9%).
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:76.34us 2M:118.5us 16M:422.9us 64M:1.467ms 256M:5.642ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 19.82us + bytes / 12.2 GB/s, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 10.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.2us 2M:191.8us 16M:1.395ms 64M:5.523ms 256M:22.03ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.47us + bytes / 10.4 GB/s, written at the measured sizes (the
# medians would give 10.3%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.77us 512K:67.92us 2M:219.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.77us + bytes / 2.88 GB/s, written at the measured sizes (the
# medians would give 9.5%).
# Residual: 9.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.52us 512K:203.7us 2M:749.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 343us + bytes / 2.58 GB/s, written at the
# measured sizes (the medians would give 7.7%).
# Residual: 13.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:368.5us 256K:444.7us 2M:1.156ms 16M:6.85ms 64M:26.37ms 256M:104.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.584us + bytes / 1.05e+03 GB/s, misses by 19.7% RMS,
# so it is not used.
# Residual: 15.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.705us 2M:5.524us 16M:20.28us 64M:67.68us 256M:264.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.86us + bytes / 79.3 GB/s, misses
# by 17.5% RMS, so it is not used.
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.75us 2M:33.37us 16M:249.1us 64M:983.2us 256M:3.708ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.81us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.216us +
# bytes / 198 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.73us 16M:84.59us 64M:332.6us 256M:1.361ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.629us
# + bytes / 5.67 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.402us 64K:26.53us 2M:285.5us 16M:3.431ms 64M:16.24ms 256M:50.43ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.68us + bytes / 5.59 GB/s,
# misses by 17.3% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.28us 64K:35.88us 2M:384.5us 16M:2.757ms 64M:12.68ms 256M:49.69ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.6 GB/s, misses by 40.7% RMS, so it is not used.
# Residual: 28.9% RMS relative over 20 repetitions.
host_read_ns = 64K:2.914us 2M:107.5us 16M:1.808ms 64M:10.63ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.8 GB/s, misses by
# 39.1% RMS, so it is not used.
# Residual: 19.8% RMS relative over 20 repetitions.
host_write_ns = 64K:874ns 2M:53.8us 16M:1.004ms 64M:5.997ms


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
