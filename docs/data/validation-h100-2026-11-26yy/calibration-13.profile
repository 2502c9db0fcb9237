# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T23:09:36Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:09:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.213us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.409us + bytes / 5.34e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.313us 64K:2.673us 1M:2.375us 1536K:2.538us 2M:62.06us 8M:44.68us 64M:50.76us 256M:55.33us 1G:169.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.915us + bytes / 1.68e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:3.341us 64K:2.295us 1M:2.219us 1536K:2.086us 2M:40.29us 8M:43.17us 64M:87.67us 256M:163.6us 1G:556.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.821us + bytes / 4.56e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 38.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.174us 64K:3.059us 2M:25.84us 16M:34.35us 64M:50.59us 256M:50.47us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.39us + bytes * -2.16e-06 ns/B, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 10.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.39us 64K:13.39us 2M:13.39us 16M:13.36us 64M:13.25us 256M:12.82us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.1%, 512K 16.7%, 1M 16.3%, 2M 16.1%, 4M 16.6%, 8M 17.1%, 16M
# 16.8%, 32M 17.0%.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.82us      75.2us
# seq             2M          0         2         2     2097152           0     284.2us     323.8us
# seq            16M          0        16        16    16777216           0     2.047ms       2.2ms
# seq            64M          0        64        64    67108864           0     10.04ms     8.632ms
# seq           256M          0       256       256   268435456           0     40.68ms     34.36ms
# stride         64M        64K        32        32    67108864           0      7.48ms     8.255ms
# stride        256M         2M       128       128     8388608           0     2.263ms     2.539ms
# random         16M          0         9        35    16777216           0      2.45ms     2.423ms
# random         64M          0        34       306    67108864           0     11.77ms     11.48ms
# random        256M          0       139      1560   268435456           0     58.65ms      49.7ms
# fresh           2M          0         2         2           0     2097152     169.1us     213.8us
# fresh          16M          0        16        16           0    16777216     1.187ms     1.319ms
# fresh          64M          0        64        64           0    67108864     6.585ms     5.111ms
# fresh         256M          0       256       256           0   268435456     27.59ms     20.27ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 11.76us per VA
# block, bytes / 8.58 GB/s moved, 55.8us per faulting kernel, bytes / 15.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 11.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:477.5ns 64K:7.64us 512K:61.12us 1M:122.2us 2M:244.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 55.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:262.6ns 64K:4.201us 512K:33.61us 1M:67.22us 2M:134.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.29us + bytes /
# 45.1 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.76us 2M:126.1us 16M:453.5us 64M:1.406ms 256M:5.578ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.62us + bytes / 13.9 GB/s, written at
# the measured sizes (the medians would give 6.4%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.34us 2M:169.7us 16M:1.228ms 64M:4.854ms 256M:19.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.87us + bytes / 7.72 GB/s, written at the
# measured sizes (the medians would give 10.5%).
# Residual: 10.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.35us 512K:85.74us 2M:289.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 27.22us + bytes / 3.48 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45us 512K:205.7us 2M:579.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 354us + bytes / 2.43 GB/s, written at the measured sizes
# (the medians would give 3.5%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:381us 256K:462us 2M:1.218ms 16M:7.262ms 64M:27.99ms 256M:110.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.014us + bytes / 959 GB/s, misses by 21.5% RMS, so
# it is not used.
# Residual: 13.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.178us 2M:4.093us 16M:21.68us 64M:77.69us 256M:296.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.89us +
# bytes / 62.8 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.94us 2M:51.27us 16M:284.9us 64M:1.086ms 256M:4.29ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 36.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.9us

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
# measured medians (15 points at 3 sizes): the best line, 7.022us + bytes /
# 187 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 17.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.38us 16M:92.74us 64M:382.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 28.22us + bytes / 154 GB/s, written at the measured
# sizes (the medians would give 5.5%).
# Residual: 5.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.81us 16M:136.9us 64M:463.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 170 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.27us 16M:97.71us 64M:393.3us 256M:1.59ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.004us
# + bytes / 10.5 GB/s, misses by 34.9% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.605us 64K:23.77us 2M:140.2us 16M:2.128ms 64M:8.648ms 256M:35.33ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.53us + bytes / 11.9 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.26us 64K:29.19us 2M:253.6us 16M:1.353ms 64M:5.231ms 256M:20.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.13 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 18.0% RMS relative over 20 repetitions.
host_read_ns = 64K:5.299us 2M:231.2us 16M:2.827ms 64M:12.19ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.8 GB/s, misses by
# 34.0% RMS, so it is not used.
# Residual: 10.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.372us 2M:90.33us 16M:1.545ms 64M:7.677ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 240.9ns +
# bytes / 7.55 GB/s, written at the measured sizes (the medians would give
# 7.7%).
# Residual: 8.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.923us 2M:278.1us 16M:2.223ms 64M:8.891ms

