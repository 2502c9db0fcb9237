# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:43:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:43:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 3.339us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.171us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.632us + bytes / 6.18e+03 GB/s, misses by 61.1% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.678us 64K:2.721us 1M:2.739us 1536K:2.524us 2M:60.41us 8M:49.25us 64M:79.22us 256M:108.9us 1G:137.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.071us + bytes / 2.19e+03 GB/s, misses by 51.3% RMS, so it is
# not used.
# Residual: 20.1% RMS relative over 45 repetitions.
free_ns = 4K:2.266us 64K:2.297us 1M:2.312us 1536K:2.351us 2M:40.79us 8M:45.5us 64M:79.51us 256M:133.5us 1G:396us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.436us + bytes / 3.35e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 45.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.197us 64K:3.086us 2M:20.72us 16M:48.31us 64M:55.68us 256M:66.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.551us + bytes / 3.11e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.551us 64K:9.551us 2M:9.557us 16M:9.605us 64M:9.766us 256M:10.41us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.0%, 512K 18.9%, 1M 18.7%, 2M 18.0%, 4M 18.1%, 8M 16.2%, 16M
# 14.3%, 32M 14.4%.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.96us     60.96us
# seq             2M          0         2         2     2097152           0     203.8us     255.5us
# seq            16M          0        16        16    16777216           0      1.77ms     2.044ms
# seq            64M          0        64        64    67108864           0     9.276ms     8.176ms
# seq           256M          0       256       256   268435456           0     34.92ms      32.7ms
# stride         64M        64K         4        32    67108864           0     4.959ms     5.026ms
# stride        256M         2M        16       128     8388608           0     2.183ms      2.44ms
# random         16M          0        16        16    16777216           0       2.1ms     2.044ms
# random         64M          0        39       104    67108864           0     9.026ms     7.323ms
# random        256M          0       127       907   268435456           0     43.88ms     32.14ms
# fresh           2M          0         2         2           0     2097152     121.5us     129.7us
# fresh          16M          0        16        16           0    16777216     938.7us     1.038ms
# fresh          64M          0        64        64           0    67108864     4.426ms     4.151ms
# fresh         256M          0       256       256           0   268435456     19.61ms      16.6ms
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
# prefetch at the driver's defaults). Result: 47.89us per batch, 8.621us per
# VA block, bytes / 14.7 GB/s moved, 0ns per faulting kernel, bytes / 126 GB/s
# zero-filled.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 47.89us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 8.621us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:278.3ns 64K:4.452us 512K:35.62us 1M:71.23us 2M:142.5us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:32.58ns 64K:521.3ns 512K:4.17us 1M:8.34us 2M:16.68us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 41.4us + bytes / 46.2 GB/s, written at the measured sizes (the
# medians would give 1.4%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.82us 2M:86.82us 16M:404.8us 64M:1.495ms 256M:5.856ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 12.57us + bytes / 9.79 GB/s, written at
# the measured sizes (the medians would give 4.9%).
# Residual: 10.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.26us 2M:226.7us 16M:1.726ms 64M:6.865ms 256M:27.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.06us + bytes / 8.24 GB/s, written at the
# measured sizes (the medians would give 6.7%).
# Residual: 6.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.02us 512K:80.71us 2M:271.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.85us + bytes / 2.75 GB/s, written at
# the measured sizes (the medians would give 5.6%).
# Residual: 9.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.69us 512K:215.6us 2M:787.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 249.1us + bytes / 3.09
# GB/s, written at the measured sizes (the medians would give 10.3%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:270.3us 256K:333.9us 2M:928.1us 16M:5.681ms 64M:21.98ms 256M:87.16ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.26us + bytes / 818 GB/s, misses by 17.7% RMS, so it
# is not used.
# Residual: 10.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.513us 2M:5.565us 16M:25.83us 64M:89.08us 256M:347us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.81us +
# bytes / 98.6 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.47us 2M:33.07us 16M:181.9us 64M:692.2us 256M:2.734ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 103us

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
# measured medians (15 points at 3 sizes): the best line, 7.227us + bytes /
# 287 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.51us 16M:66.1us 64M:239.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.77us + bytes / 180 GB/s, written at the measured
# sizes (the medians would give 8.8%).
# Residual: 8.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.41us 16M:116.9us 64M:396.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.282us +
# bytes / 199 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.13us 16M:85.52us 64M:341.5us 256M:1.413ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.462us
# + bytes / 10 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.992us 64K:24.03us 2M:165.1us 16M:1.905ms 64M:7.633ms 256M:30.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.6us + bytes / 12 GB/s,
# misses by 21.8% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.08us 64K:27.8us 2M:248.1us 16M:1.295ms 64M:5.097ms 256M:22.45ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8 GB/s, misses by 39.8% RMS, so it is not used.
# Residual: 34.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.822us 2M:230.9us 16M:2.327ms 64M:8.951ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29 GB/s, misses by
# 38.2% RMS, so it is not used.
# Residual: 9.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.028us 2M:51.98us 16M:1.107ms 64M:4.755ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 6.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.998us 2M:198us 16M:1.592ms 64M:6.374ms

