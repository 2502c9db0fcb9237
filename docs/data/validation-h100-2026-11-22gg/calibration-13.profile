# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:27:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:27:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 3.306us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.164us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.718us + bytes / 6.31e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 30.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.589us 64K:2.884us 1M:2.671us 1536K:2.752us 2M:47.69us 8M:36.45us 64M:40.42us 256M:44.02us 1G:149.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.145us + bytes / 2.57e+03 GB/s, misses by 51.6% RMS, so it is
# not used.
# Residual: 22.5% RMS relative over 45 repetitions.
free_ns = 4K:1.389us 64K:1.446us 1M:1.327us 1536K:1.386us 2M:32.9us 8M:33.83us 64M:48.5us 256M:106.1us 1G:361.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.609us + bytes / 3.88e+03 GB/s, misses by 61.3% RMS, so it is not used.
# Residual: 38.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.585us 64K:2.221us 2M:16.74us 16M:22.91us 64M:46.59us 256M:55.42us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.939us + bytes / 3.52e+05 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 9.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.939us 64K:7.939us 2M:7.945us 16M:7.986us 64M:8.129us 256M:8.701us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.5%, 512K 15.4%, 1M 15.5%, 2M 15.1%, 4M 14.7%, 8M 14.4%, 16M
# 14.5%, 32M 15.7%.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.68us     72.02us
# seq             2M          0         2         2     2097152           0     224.2us     275.8us
# seq            16M          0        16        16    16777216           0     1.888ms     1.986ms
# seq            64M          0        64        64    67108864           0     8.553ms     7.851ms
# seq           256M          0       256       256   268435456           0     30.91ms     31.31ms
# stride         64M        64K         8        32    67108864           0     6.267ms     6.269ms
# stride        256M         2M        32       128     8388608           0     3.069ms     3.397ms
# random         16M          0        12        16    16777216           0     2.442ms      1.91ms
# random         64M          0        36       161    67108864           0     8.954ms     8.879ms
# random        256M          0       125      1211   268435456           0     51.07ms     44.18ms
# fresh           2M          0         2         2           0     2097152     143.2us     152.6us
# fresh          16M          0        16        16           0    16777216     819.5us         1ms
# fresh          64M          0        64        64           0    67108864     4.765ms     3.908ms
# fresh         256M          0       256       256           0   268435456     19.87ms     15.54ms
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
# prefetch at the driver's defaults). Result: 19.04us per batch, 16.09us per
# VA block, bytes / 12 GB/s moved, 31.44us per faulting kernel, bytes / 41.2
# GB/s zero-filled.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_batch_ns = 19.04us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_block_ns = 16.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:340ns 64K:5.44us 512K:43.52us 1M:87.04us 2M:174.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_wake_ns = 31.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:99.34ns 64K:1.589us 512K:12.72us 1M:25.43us 2M:50.86us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.36us + bytes /
# 46.6 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.65us 2M:126.5us 16M:438.2us 64M:1.375ms 256M:5.372ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.6us + bytes / 14.4 GB/s, written at the
# measured sizes (the medians would give 7.1%).
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.16us 2M:161.5us 16M:1.183ms 64M:4.686ms 256M:18.7ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.5us + bytes / 12.6 GB/s, written at the
# measured sizes (the medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.69us 512K:56.02us 2M:180.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.14us + bytes / 3.87 GB/s, written at
# the measured sizes (the medians would give 12.8%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.08us 512K:156.7us 2M:563.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 228.8us + bytes / 3.53
# GB/s, written at the measured sizes (the medians would give 5.2%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:247.3us 256K:303us 2M:822.2us 16M:4.976ms 64M:19.22ms 256M:76.19ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.945us + bytes / 1.58e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 12.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.611us 2M:2.599us 16M:14.2us 64M:46.21us 256M:174.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.51us +
# bytes / 66.6 GB/s, written at the measured sizes (the medians would give
# 8.4%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.5us 2M:49.02us 16M:269.5us 64M:1.026ms 256M:4.05ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.9us

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
# measured medians (15 points at 3 sizes): the best line, 10.85us + bytes /
# 228 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 19.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.1us 16M:83.69us 64M:308.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.76us +
# bytes / 196 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.57us 16M:85.69us 64M:344.3us 256M:1.404ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.181us
# + bytes / 11 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.658us 64K:24.43us 2M:150.6us 16M:1.582ms 64M:6.986ms 256M:30.03ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.35us + bytes / 11.5 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.14us 64K:29.39us 2M:252.8us 16M:1.396ms 64M:6.101ms 256M:19.41ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.64 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_read_ns = 64K:6.512us 2M:224.4us 16M:2.461ms 64M:10.9ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.6 GB/s, misses by
# 32.3% RMS, so it is not used.
# Residual: 15.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.38us 2M:82.92us 16M:1.207ms 64M:6.429ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 199.8ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 6.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.401us 2M:198.6us 16M:1.588ms 64M:6.35ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
