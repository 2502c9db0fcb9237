# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T05:59:14Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T05:59:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.9% RMS relative over 5 repetitions.
launch_ns = 4.142us

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
# sizes): the best line, 2.932us + bytes / 4.26e+03 GB/s, misses by 60.6% RMS,
# so it is not used.
# Residual: 32.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.931us 64K:3.221us 1M:2.973us 1536K:2.899us 2M:62.09us 8M:48.7us 64M:55.83us 256M:68.05us 1G:212.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.384us + bytes / 1.57e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:3.783us 64K:3.698us 1M:3.679us 1536K:3.584us 2M:46.19us 8M:46.99us 64M:98.51us 256M:175us 1G:558.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.244us + bytes / 4.47e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 36.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.402us 64K:2.689us 2M:25.27us 16M:31.99us 64M:59.2us 256M:51.07us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.05us + bytes / 2.88e+05 GB/s, written at the measured sizes (the
# medians would give 11.6%).
# Residual: 11.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.05us 64K:13.05us 2M:13.06us 16M:13.11us 64M:13.28us 256M:13.98us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.7%, 1M 16.2%, 2M 15.3%, 4M 15.1%, 8M 15.0%, 16M
# 15.2%, 32M 16.1%.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.42us      62.7us
# seq             2M          0         2         2     2097152           0     223.5us       252us
# seq            16M          0        16        16    16777216           0     1.474ms      1.83ms
# seq            64M          0        64        64    67108864           0     8.475ms     7.242ms
# seq           256M          0       256       256   268435456           0     34.99ms     28.89ms
# stride         64M        64K         8        32    67108864           0     5.384ms     5.798ms
# stride        256M         2M        32       128     8388608           0     2.488ms     2.863ms
# random         16M          0        12        16    16777216           0     1.963ms     1.756ms
# random         64M          0        36       161    67108864           0     8.848ms     7.919ms
# random        256M          0       125      1211   268435456           0     47.54ms     38.26ms
# fresh           2M          0         2         2           0     2097152     151.4us     176.4us
# fresh          16M          0        16        16           0    16777216     1.129ms     1.225ms
# fresh          64M          0        64        64           0    67108864     5.422ms     4.822ms
# fresh         256M          0       256       256           0   268435456     23.79ms     19.21ms
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
# prefetch at the driver's defaults). Result: 18.7us per batch, 12.38us per VA
# block, bytes / 12.8 GB/s moved, 26.51us per faulting kernel, bytes / 23.9
# GB/s zero-filled.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 18.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 12.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:319ns 64K:5.103us 512K:40.83us 1M:81.65us 2M:163.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 26.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:171.3ns 64K:2.74us 512K:21.92us 1M:43.84us 2M:87.68us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 43.43us + bytes /
# 45.8 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 1.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.09us 256K:48.06us 1M:95.07us 2M:117.8us 4M:159.1us 16M:419.7us 64M:1.343ms 256M:5.301ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.92us + bytes / 15.4 GB/s, written at the
# measured sizes (the means would give 4.0%).
# Residual: 9.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.18us 256K:33.96us 1M:85.11us 2M:153.3us 4M:289.7us 16M:1.108ms 64M:4.381ms 256M:17.47ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 17.14us + bytes / 11.1 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 13.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.19us 512K:77.12us 2M:188us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.76us + bytes / 4.55 GB/s, written at the
# measured sizes (the means would give 12.5%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.15us 512K:137.9us 2M:483.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 293.8us +
# bytes / 2.68 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:345.2us 256K:396.5us 2M:871.3us 16M:6.871ms 64M:27.47ms 256M:111.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.864us + bytes / 1.77e+03 GB/s, misses by 18.6% RMS,
# so it is not used.
# Residual: 11.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.342us 256K:2.33us 1M:2.343us 2M:2.32us 4M:4.451us 16M:12.14us 64M:41.69us 256M:161.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.401us +
# bytes / 109 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 12.5% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10us 256K:11.8us 1M:18.99us 2M:28.58us 4M:47.75us 16M:162.8us 64M:623us 256M:2.464ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

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
# sizes): 8.442us + bytes / 314 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 12.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.11us 16M:61.8us 64M:221.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.24us + bytes / 177 GB/s, written at the measured
# sizes (the medians would give 13.8%).
# Residual: 13.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.09us 16M:115.1us 64M:399.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.458us +
# bytes / 164 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 27.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.98us 16M:101.9us 64M:432.2us 256M:1.706ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.046us + bytes / 13.9 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 11.9% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.521us 8K:7.419us 16K:8.957us 32K:14.05us 64K:20.52us 128K:14.83us 256K:21.24us 512K:34.75us 1M:62.83us 2M:146.9us 4M:336.4us 8M:762.2us 16M:1.333ms 32M:2.828ms 64M:6.403ms 256M:29.48ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.1us + bytes / 11.3 GB/s,
# misses by 31.4% RMS, so it is not used.
# Residual: 13.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.14us 8K:11.3us 16K:12.78us 32K:23.09us 64K:29.8us 128K:42.22us 256K:72.16us 512K:113.6us 1M:193.3us 2M:260us 4M:432.9us 8M:843us 16M:1.371ms 32M:2.372ms 64M:4.575ms 256M:19.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 7.44 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 14.3% RMS relative over 35 repetitions.
host_read_ns = 64K:8.546us 256K:33.83us 1M:135.1us 2M:274.9us 4M:558.6us 16M:2.27ms 64M:10.05ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 36.1 GB/s, misses by
# 36.3% RMS, so it is not used.
# Residual: 10.7% RMS relative over 35 repetitions.
host_write_ns = 64K:1.108us 256K:5.503us 1M:22.67us 2M:48.27us 4M:183.3us 16M:756.9us 64M:5.04ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 1.469us +
# bytes / 12.5 GB/s, written at the measured sizes (the medians would give
# 13.5%).
# Residual: 13.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.722us 256K:22.48us 1M:85.53us 2M:169.6us 4M:337.7us 16M:1.346ms 64M:5.381ms

