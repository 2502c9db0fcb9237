# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:00:51Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:00:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 4.009us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.018us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.307us + bytes / 7.84e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.235us 64K:2.34us 1M:2.344us 1536K:2.34us 2M:53.93us 8M:45.11us 64M:48.2us 256M:69.89us 1G:106.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.607us + bytes / 1.27e+03 GB/s, misses by 48.7% RMS, so it is
# not used.
# Residual: 20.8% RMS relative over 45 repetitions.
free_ns = 4K:3.274us 64K:3.266us 1M:3.099us 1536K:2.825us 2M:42.19us 8M:43.61us 64M:99.65us 256M:211.6us 1G:725.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.916us + bytes / 3.88e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 35.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.872us 64K:3.32us 2M:28.14us 16M:34.75us 64M:55.26us 256M:58.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.47us + bytes * -2.59e-06 ns/B, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 14.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.47us 64K:14.47us 2M:14.47us 16M:14.43us 64M:14.3us 256M:13.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.8%, 512K 17.6%, 1M 17.2%, 2M 16.7%, 4M 16.2%, 8M 14.8%, 16M
# 14.2%, 32M 14.6%.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.11us     67.83us
# seq             2M          0         2         2     2097152           0     249.9us       294us
# seq            16M          0        16        16    16777216           0     1.926ms     2.303ms
# seq            64M          0        64        64    67108864           0     10.08ms     9.193ms
# seq           256M          0       256       256   268435456           0     36.77ms     36.75ms
# stride         64M        64K         4        32    67108864           0     6.755ms     6.213ms
# stride        256M         2M        16       128     8388608           0     2.666ms     2.956ms
# random         16M          0        16        16    16777216           0     2.236ms     2.303ms
# random         64M          0        39       104    67108864           0     10.52ms     8.598ms
# random        256M          0       127       907   268435456           0      48.4ms     39.07ms
# fresh           2M          0         2         2           0     2097152     108.4us     122.5us
# fresh          16M          0        16        16           0    16777216     839.2us     931.4us
# fresh          64M          0        64        64           0    67108864     4.129ms     3.705ms
# fresh         256M          0       256       256           0   268435456     18.81ms      14.8ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 43.19us per batch, 12.13us per
# VA block, bytes / 11.9 GB/s moved, 6.995us per faulting kernel, bytes / 428
# GB/s zero-filled.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 43.19us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 12.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:344.5ns 64K:5.513us 512K:44.1us 1M:88.2us 2M:176.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 6.995us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:9.575ns 64K:153.2ns 512K:1.226us 1M:2.451us 2M:4.902us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.98us + bytes /
# 44.5 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 3.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.15us 2M:128us 16M:478.7us 64M:1.451ms 256M:5.492ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.09us + bytes / 9.08 GB/s, written at
# the measured sizes (the medians would give 3.9%).
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.31us 2M:249.2us 16M:1.867ms 64M:7.412ms 256M:29.59ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.69us + bytes / 7.2 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 21.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.36us 512K:79.6us 2M:338us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.48us + bytes / 3.06 GB/s, written at
# the measured sizes (the medians would give 7.3%).
# Residual: 11.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.87us 512K:195.6us 2M:709.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 294us + bytes / 2.68 GB/s,
# written at the measured sizes (the medians would give 7.3%).
# Residual: 14.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:318.4us 256K:391.8us 2M:1.077ms 16M:6.556ms 64M:25.34ms 256M:100.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.105us + bytes / 957 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 11.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.248us 2M:5.197us 16M:22.28us 64M:75.21us 256M:301us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.88us +
# bytes / 100 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.53us 2M:32.81us 16M:179.3us 64M:681.6us 256M:2.691ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.6us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 9.025us + bytes /
# 237 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 20.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.85us 16M:79.93us 64M:291us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 159 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.07us 16M:102.8us 64M:425.6us 256M:1.715ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.419us
# + bytes / 10.6 GB/s, misses by 30.2% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.91us 64K:24.76us 2M:152.7us 16M:1.57ms 64M:7.954ms 256M:35.75ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 17.08us + bytes / 8.56 GB/s,
# misses by 27.9% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.21us 64K:38.12us 2M:456.2us 16M:2.183ms 64M:6.755ms 256M:26.99ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 5.99 GB/s, written at the measured sizes
# (the medians would give 11.3%).
# Residual: 13.1% RMS relative over 20 repetitions.
host_read_ns = 64K:10.16us 2M:349.5us 16M:2.801ms 64M:11.21ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.8 GB/s, misses by
# 28.6% RMS, so it is not used.
# Residual: 11.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.212us 2M:78.13us 16M:1.157ms 64M:5.675ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.048us +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 13.8%).
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.121us 2M:195.4us 16M:1.556ms 64M:6.219ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
