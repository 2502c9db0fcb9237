# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T23:07:19Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:07:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.891us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.182us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.077us + bytes / 3.79e+03 GB/s, misses by 55.8% RMS,
# so it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.201us 64K:3.229us 1M:3.086us 1536K:3.145us 2M:70.9us 8M:58.83us 64M:84.05us 256M:82.16us 1G:234.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.269us + bytes / 1.33e+03 GB/s, misses by 47.8% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:2.843us 64K:2.557us 1M:2.715us 1536K:2.706us 2M:46.24us 8M:52.41us 64M:86.42us 256M:215.2us 1G:665.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.786us + bytes / 2.41e+03 GB/s, misses by 67.0% RMS, so it is not used.
# Residual: 40.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.066us 64K:4.034us 2M:47.25us 16M:56.14us 64M:90.69us 256M:92.32us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.95us + bytes / 1.16e+06 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 9.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.95us 64K:14.95us 2M:14.95us 16M:14.96us 64M:15us 256M:15.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.8%, 1M 16.4%, 2M 15.8%, 4M 14.8%, 8M 14.0%, 16M
# 14.2%, 32M 14.9%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      84.9us     72.65us
# seq             2M          0         2         2     2097152           0     279.1us     292.7us
# seq            16M          0        16        16    16777216           0     1.658ms     2.144ms
# seq            64M          0        64        64    67108864           0     9.906ms     8.491ms
# seq           256M          0       256       256   268435456           0      42.1ms     33.88ms
# stride         64M        64K         8        32    67108864           0     7.191ms     6.625ms
# stride        256M         2M        32       128     8388608           0     2.928ms     3.176ms
# random         16M          0        12        16    16777216           0     2.004ms     2.038ms
# random         64M          0        36       161    67108864           0     8.993ms      8.93ms
# random        256M          0       125      1211   268435456           0     47.02ms     42.02ms
# fresh           2M          0         2         2           0     2097152     127.2us     147.8us
# fresh          16M          0        16        16           0    16777216     898.5us     984.5us
# fresh          64M          0        64        64           0    67108864     4.413ms     3.853ms
# fresh         256M          0       256       256           0   268435456     18.59ms     15.33ms
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
# prefetch at the driver's defaults). Result: 26.39us per batch, 12.14us per
# VA block, bytes / 11.2 GB/s moved, 28.26us per faulting kernel, bytes / 49.4
# GB/s zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 26.39us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 12.14us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:366ns 64K:5.856us 512K:46.85us 1M:93.7us 2M:187.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 28.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:82.96ns 64K:1.327us 512K:10.62us 1M:21.24us 2M:42.47us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.6us + bytes / 43
# GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 4.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.62us 2M:137.9us 16M:470.6us 64M:1.465ms 256M:5.949ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.17us + bytes / 9.03 GB/s, written at
# the measured sizes (the medians would give 2.2%).
# Residual: 4.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.43us 2M:251.4us 16M:1.877ms 64M:7.451ms 256M:29.75ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.61us + bytes / 8.14 GB/s, written at the
# measured sizes (the medians would give 9.7%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.66us 512K:82.02us 2M:275.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.38us + bytes / 2.82 GB/s, written at
# the measured sizes (the medians would give 8.1%).
# Residual: 10.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.59us 512K:208us 2M:765us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 378.7us + bytes / 2.06 GB/s, written at the measured
# sizes (the medians would give 5.3%).
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:410.6us 256K:506.2us 2M:1.399ms 16M:8.539ms 64M:33.02ms 256M:130.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.97us + bytes / 854 GB/s, misses by 22.3% RMS, so it
# is not used.
# Residual: 15.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.873us 2M:4.384us 16M:21.75us 64M:85.81us 256M:369.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.93us + bytes / 65.1 GB/s, misses
# by 15.5% RMS, so it is not used.
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.36us 2M:39.65us 16M:283.6us 64M:1.149ms 256M:4.551ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.9us

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
# measured medians (15 points at 3 sizes): the best line, 10.15us + bytes /
# 205 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.26us 16M:96.16us 64M:327.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.13us + bytes / 168 GB/s, written at the measured
# sizes (the medians would give 11.3%).
# Residual: 11.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.61us 16M:123us 64M:422.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 10.86us +
# bytes / 155 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:25.26us 16M:110.3us 64M:450.4us 256M:1.836ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.634us
# + bytes / 7.98 GB/s, misses by 32.6% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.353us 64K:26.29us 2M:187.4us 16M:2.534ms 64M:11.69ms 256M:44.04ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.07us + bytes / 8.71 GB/s,
# misses by 20.2% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.71us 64K:33.72us 2M:321.7us 16M:1.833ms 64M:7.146ms 256M:28.61ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.46 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 17.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.661us 2M:214.2us 16M:2.953ms 64M:12.58ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.4 GB/s, misses by
# 42.5% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.305us 2M:70.37us 16M:1.616ms 64M:7.613ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 951.8ns +
# bytes / 8.37 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 7.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.778us 2M:251.4us 16M:2.004ms 64M:8.015ms

