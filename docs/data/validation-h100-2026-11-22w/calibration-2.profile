# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:25:28Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:25:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 10.5% RMS relative over 5 repetitions.
launch_ns = 4.051us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.747us + bytes / 9.3e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.803us 64K:1.877us 1M:1.766us 1536K:1.643us 2M:38.17us 8M:34.74us 64M:39.58us 256M:51.34us 1G:86.21us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.279us + bytes / 2.55e+03 GB/s, misses by 51.0% RMS, so it is
# not used.
# Residual: 20.3% RMS relative over 45 repetitions.
free_ns = 4K:1.428us 64K:1.425us 1M:1.427us 1536K:1.403us 2M:31.48us 8M:33.41us 64M:63.5us 256M:107.7us 1G:334.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.757us + bytes / 6.18e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 34.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.742us 64K:2.295us 2M:19.41us 16M:26.1us 64M:38.96us 256M:40.33us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.458us +
# bytes / 3.02e+05 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 6.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.458us 64K:9.458us 2M:9.465us 16M:9.514us 64M:9.68us 256M:10.35us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 21.2%, 512K
# 20.8%, 1M 20.0%, 2M 19.0%, 4M 18.3%, 8M 18.3%, 16M 19.2%, 32M 20.1%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     112.9us     83.77us
# seq             2M          0         2         2     2097152           0     293.4us       263us
# seq            16M          0        16        16    16777216           0     1.461ms     1.715ms
# seq            64M          0        64        64    67108864           0      7.89ms     6.693ms
# seq           256M          0       256       256   268435456           0     27.49ms     26.61ms
# stride         64M        64K         8        32    67108864           0     6.087ms     5.694ms
# stride        256M         2M        32       128     8388608           0      2.38ms     2.621ms
# random         16M          0        12        16    16777216           0     1.429ms     1.672ms
# random         64M          0        36       161    67108864           0     9.253ms     7.583ms
# random        256M          0       125      1211   268435456           0     38.96ms     36.93ms
# fresh           2M          0         2         2           0     2097152     151.8us     195.1us
# fresh          16M          0        16        16           0    16777216     1.322ms     1.171ms
# fresh          64M          0        64        64           0    67108864     5.301ms     4.519ms
# fresh         256M          0       256       256           0   268435456     22.92ms     17.91ms
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
# defaults). Result: 10.82us per batch, 12.3us per VA block, bytes / 13 GB/s
# moved, 55.62us per faulting kernel, bytes / 22.5 GB/s zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 10.82us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 12.3us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:314.8ns 64K:5.037us 512K:40.3us 1M:80.59us 2M:161.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 55.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:182.1ns 64K:2.914us 512K:23.31us 1M:46.62us 2M:93.24us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.95us + bytes /
# 47.3 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 1.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.07us 2M:117.1us 16M:429.7us 64M:1.343ms 256M:5.299ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.57us + bytes / 14.7 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.03us 2M:158.3us 16M:1.157ms 64M:4.581ms 256M:18.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.69us + bytes / 12.8 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 6.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.81us 512K:54.64us 2M:177.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.05us + bytes / 4.46 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.74us 512K:139.5us 2M:491.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 236us + bytes / 3.35 GB/s, written at the
# measured sizes (the medians would give 6.7%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:255.6us 256K:314.2us 2M:861.6us 16M:5.24ms 64M:20.25ms 256M:80.31ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.944us + bytes / 1.55e+03 GB/s, misses by 20.6% RMS,
# so it is not used.
# Residual: 11.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.596us 2M:2.587us 16M:14.39us 64M:46.34us 256M:174.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.16us + bytes / 78.6
# GB/s, written at the measured sizes (the medians would give 5.2%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.99us 2M:42.83us 16M:229.5us 64M:869.6us 256M:3.43ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 67.26us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 193 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.49us 16M:84.61us 64M:337.6us 256M:1.387ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.826us
# + bytes / 8.81 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.883us 64K:20.71us 2M:228.6us 16M:1.814ms 64M:7.151ms 256M:29.86ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.34us + bytes / 12.1 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.924us 64K:28.46us 2M:240.6us 16M:1.265ms 64M:4.986ms 256M:20.89ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.816us 2M:182.1us 16M:2.138ms 64M:8.985ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.5 GB/s, misses by
# 38.4% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.088us 2M:50.63us 16M:931.6us 64M:4.916ms


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
