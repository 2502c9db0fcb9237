# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:45:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:45:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.557us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.037us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.568us + bytes / 4.81e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.813us 64K:2.694us 1M:2.526us 1536K:2.545us 2M:52.82us 8M:47.62us 64M:90.09us 256M:83.7us 1G:177.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.067us + bytes / 1.41e+03 GB/s, misses by 45.9% RMS, so it is
# not used.
# Residual: 15.5% RMS relative over 45 repetitions.
free_ns = 4K:3.457us 64K:3.489us 1M:3.361us 1536K:3.416us 2M:43.72us 8M:44.3us 64M:86.82us 256M:183.8us 1G:651.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.85us
# + bytes / 3.32e+03 GB/s, misses by 67.7% RMS, so it is not used.
# Residual: 39.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.702us 64K:3.458us 2M:41.25us 16M:45.99us 64M:59.92us 256M:67.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.56us + bytes / 3.75e+05 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 14.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.56us 64K:12.56us 2M:12.57us 16M:12.61us 64M:12.74us 256M:13.28us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.7%, 512K 20.7%, 1M 20.8%, 2M 21.9%, 4M 22.2%, 8M 22.6%, 16M
# 23.0%, 32M 23.8%.
# Residual: 28.5% RMS relative over 70 repetitions.
fault_window = 512K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.14us     68.67us
# seq             2M          0         3         3     2097152           0       216us     278.3us
# seq            16M          0        24        24    16777216           0      1.65ms     1.957ms
# seq            64M          0        96        96    67108864           0      8.71ms     7.711ms
# seq           256M          0       384       384   268435456           0     43.54ms     30.73ms
# stride         64M        64K        96        96    67108864           0     12.03ms     7.711ms
# stride        256M         2M       128       128     8388608           0     3.604ms     3.897ms
# random         16M          0        18        81    16777216           0     2.685ms     2.686ms
# random         64M          0        72       411    67108864           0     11.32ms     11.84ms
# random        256M          0       293      1701   268435456           0     50.67ms     48.11ms
# fresh           2M          0         3         3           0     2097152     153.3us     185.5us
# fresh          16M          0        24        24           0    16777216     1.069ms     1.214ms
# fresh          64M          0        96        96           0    67108864     6.141ms     4.742ms
# fresh         256M          0       384       384           0   268435456     24.48ms     18.85ms
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
# prefetch at the driver's defaults). Result: 11.04us per batch, 13.96us per
# VA block, bytes / 12.7 GB/s moved, 38.53us per faulting kernel, bytes / 29.1
# GB/s zero-filled.
# Residual: 28.5% RMS relative over 70 repetitions.
fault_batch_ns = 11.04us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.5% RMS relative over 70 repetitions.
fault_block_ns = 13.96us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:321.9ns 64K:5.15us 512K:41.2us 1M:82.4us 2M:164.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.5% RMS relative over 70 repetitions.
fault_wake_ns = 38.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:140.6ns 64K:2.25us 512K:18us 1M:36us 2M:71.99us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.96us + bytes /
# 45.9 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 1.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.67us 2M:122.8us 16M:452us 64M:1.395ms 256M:5.354ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.05us + bytes / 10.5 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 6.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.82us 2M:272.6us 16M:1.787ms 64M:7.033ms 256M:20.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.76us + bytes / 12.7 GB/s, written at the
# measured sizes (the medians would give 14.0%).
# Residual: 14.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.92us 512K:57.99us 2M:181.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 25.52us + bytes / 3.11 GB/s, written at
# the measured sizes (the medians would give 6.9%).
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.62us 512K:194.3us 2M:700.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 239.8us + bytes / 3.08 GB/s, misses by 16.8% RMS, so
# it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:273.5us 256K:344.6us 2M:736us 16M:5.804ms 64M:24.36ms 256M:100ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.263us + bytes / 943 GB/s, misses by 20.1% RMS, so
# it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.302us 2M:4.393us 16M:23.21us 64M:75.45us 256M:300us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.68us +
# bytes / 78.3 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.52us 2M:41.46us 16M:228.9us 64M:871.4us 256M:3.442ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.54us

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
# sizes): 7.835us + bytes / 221 GB/s, written at the measured sizes (the
# medians would give 14.6%).
# Residual: 14.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.32us 16M:83.69us 64M:311.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.72us + bytes / 244 GB/s, written at the measured
# sizes (the medians would give 6.4%).
# Residual: 6.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.31us 16M:95.47us 64M:301.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 9.484us +
# bytes / 156 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:23.42us 16M:110.2us 64M:449.6us 256M:1.772ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.97us
# + bytes / 10.5 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.36us 64K:24.86us 2M:172.4us 16M:1.383ms 64M:7.733ms 256M:34.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.3us + bytes / 9.65 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.8us 64K:31.34us 2M:295.5us 16M:1.699ms 64M:6.581ms 256M:25.09ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 7.3 GB/s, written at the measured sizes
# (the medians would give 13.7%).
# Residual: 13.7% RMS relative over 20 repetitions.
host_read_ns = 64K:8.068us 2M:286.3us 16M:2.296ms 64M:9.189ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.5 GB/s, misses by
# 38.8% RMS, so it is not used.
# Residual: 10.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.128us 2M:53.16us 16M:969.6us 64M:5.252ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.129us +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 4.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.148us 2M:193.7us 16M:1.542ms 64M:6.164ms

