# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T04:22:40Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:22:40Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.0% RMS relative over 5 repetitions.
launch_ns = 4.448us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 24.7% RMS relative over 5 repetitions.
kernel_gap_ns = 2.185us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 7.404us + bytes / 2.31e+03 GB/s, misses by 63.5% RMS,
# so it is not used.
# Residual: 31.1% RMS relative over 45 repetitions.
malloc_ns = 4K:7.454us 64K:7.934us 1M:7.314us 1536K:7.056us 2M:132.4us 8M:110.1us 64M:125.3us 256M:306.8us 1G:358.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 5.889us + bytes / 735 GB/s, misses by 48.9% RMS, so it is not
# used.
# Residual: 16.7% RMS relative over 45 repetitions.
free_ns = 4K:6.928us 64K:6.626us 1M:6.402us 1536K:6.568us 2M:106.5us 8M:92.9us 64M:227us 256M:400.9us 1G:1.168ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.825us + bytes / 2.6e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 36.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.013us 64K:3.181us 2M:25.25us 16M:43.46us 64M:77.01us 256M:83.77us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 16.81us + bytes *
# -6.32e-07 ns/B, misses by 15.3% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:17.32us 64K:16.67us 2M:17.3us 16M:16.05us 64M:16.75us 256M:16.7us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.1%, 512K 19.7%, 1M 19.1%, 2M 18.4%, 4M 18.2%, 8M 18.0%, 16M
# 18.0%, 32M 18.6%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     95.17us      74.5us
# seq             2M          0         2         2     2097152           0     241.8us     301.3us
# seq            16M          0        16        16    16777216           0     1.828ms     2.189ms
# seq            64M          0        64        64    67108864           0     10.92ms     8.662ms
# seq           256M          0       256       256   268435456           0     42.05ms     34.55ms
# stride         64M        64K         8        32    67108864           0     6.698ms       6.9ms
# stride        256M         2M        32       128     8388608           0     2.738ms     3.191ms
# random         16M          0        12        16    16777216           0     2.165ms     2.092ms
# random         64M          0        36       161    67108864           0     10.75ms      9.19ms
# random        256M          0       125      1211   268435456           0     54.75ms     43.27ms
# fresh           2M          0         2         2           0     2097152     160.1us       188us
# fresh          16M          0        16        16           0    16777216      1.17ms     1.283ms
# fresh          64M          0        64        64           0    67108864     5.384ms     5.037ms
# fresh         256M          0       256       256           0   268435456     29.06ms     20.05ms
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
# prefetch at the driver's defaults). Result: 24.34us per batch, 12.47us per
# VA block, bytes / 10.7 GB/s moved, 31.57us per faulting kernel, bytes / 25.3
# GB/s zero-filled.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 24.34us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 12.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:383ns 64K:6.128us 512K:49.03us 1M:98.05us 2M:196.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 31.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:161.7ns 64K:2.588us 512K:20.7us 1M:41.4us 2M:82.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 46.27us + bytes /
# 44.2 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 11.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:38.01us 256K:54.85us 1M:99.36us 2M:124.9us 4M:166.7us 16M:442.4us 64M:1.391ms 256M:5.424ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 24.4us + bytes / 9.84 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 13.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:27.93us 256K:66.45us 1M:135.1us 2M:270.5us 4M:428.7us 16M:1.656ms 64M:6.602ms 256M:26.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.34us + bytes / 8.13 GB/s, written at the measured
# sizes (the means would give 9.7%).
# Residual: 10.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.41us 512K:81.87us 2M:275.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.7us + bytes / 3.47 GB/s, written at the
# measured sizes (the means would give 7.0%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.57us 512K:174.6us 2M:627.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 278.3us +
# bytes / 2.59 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:320.8us 256K:396.6us 2M:868.6us 16M:7.233ms 64M:28.87ms 256M:113.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.237us + bytes / 971 GB/s, misses by 15.5% RMS, so
# it is not used.
# Residual: 9.5% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.096us 256K:5.127us 1M:5.16us 2M:5.072us 4M:8.593us 16M:22.7us 64M:75.89us 256M:292.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 15.58us +
# bytes / 76.2 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 12.4% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.44us 256K:19.02us 1M:29.34us 2M:43.1us 4M:70.62us 16M:235.7us 64M:896.2us 256M:3.538ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.02us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 8.923us + bytes / 228 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.11us 16M:82.45us 64M:303us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.89us + bytes / 210 GB/s, written at the measured
# sizes (the medians would give 5.4%).
# Residual: 5.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.87us 16M:102.8us 64M:342.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.273us +
# bytes / 137 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.65us 16M:126.1us 64M:488.5us 256M:1.994ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.764us + bytes / 12.8 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.048us 8K:7.889us 16K:9.74us 32K:14.86us 64K:22.45us 128K:15.37us 256K:22.13us 512K:35.6us 1M:67.69us 2M:185.1us 4M:349.3us 8M:733.1us 16M:1.693ms 32M:3.848ms 64M:7.966ms 256M:35.63ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.21us + bytes / 9.09 GB/s,
# misses by 24.1% RMS, so it is not used.
# Residual: 10.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.04us 8K:11.44us 16K:12.46us 32K:18.91us 64K:29.67us 128K:40.3us 256K:64.83us 512K:111.4us 1M:180.5us 2M:300.6us 4M:500.4us 8M:854.9us 16M:1.593ms 32M:3.078ms 64M:6.267ms 256M:26.41ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 5.72 GB/s, written at the measured sizes
# (the medians would give 8.1%).
# Residual: 8.1% RMS relative over 35 repetitions.
host_read_ns = 64K:11.09us 256K:45.43us 1M:182.8us 2M:366us 4M:732.3us 16M:2.93ms 64M:11.72ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 27.5 GB/s, misses by
# 33.6% RMS, so it is not used.
# Residual: 12.6% RMS relative over 35 repetitions.
host_write_ns = 64K:1.329us 256K:6.759us 1M:29.31us 2M:67.66us 4M:210.3us 16M:1.065ms 64M:5.606ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 1.17us +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 2.6%).
# Residual: 3.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.952us 256K:24.3us 1M:93.68us 2M:186.2us 4M:371.2us 16M:1.481ms 64M:5.922ms

