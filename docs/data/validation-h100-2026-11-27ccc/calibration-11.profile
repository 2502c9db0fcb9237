# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:56:05Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:56:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.5% RMS relative over 5 repetitions.
launch_ns = 3.291us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 17.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.022us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 26.83us + bytes / 1.65e+03 GB/s, misses by 69.0% RMS,
# so it is not used.
# Residual: 61.3% RMS relative over 45 repetitions.
malloc_ns = 4K:25.3us 64K:26.84us 1M:29.47us 1536K:24.3us 2M:624.6us 8M:430us 64M:606.1us 256M:408us 1G:547us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 22.69us + bytes / 668 GB/s, misses by 52.4% RMS, so it is not
# used.
# Residual: 23.4% RMS relative over 45 repetitions.
free_ns = 4K:22.45us 64K:22.18us 1M:23.18us 1536K:23.18us 2M:360.7us 8M:337.9us 64M:299.2us 256M:473.2us 1G:1.3ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.331us + bytes / 6.73e+03 GB/s, misses by 64.5% RMS, so it is not used.
# Residual: 35.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.251us 64K:1.994us 2M:15.06us 16M:21.44us 64M:29.27us 256M:33.6us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.54us + bytes / 3.2e+05 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.54us 64K:7.54us 2M:7.546us 16M:7.592us 64M:7.749us 256M:8.378us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.4%, 512K 19.8%, 1M 20.6%, 2M 21.0%, 4M 21.2%, 8M 20.9%, 16M
# 20.3%, 32M 20.8%.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_window = 256K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.86us     54.71us
# seq             2M          0         4         4     2097152           0     188.6us     229.6us
# seq            16M          0        32        32    16777216           0     1.711ms     1.611ms
# seq            64M          0       128       128    67108864           0     7.951ms     6.345ms
# seq           256M          0       512       512   268435456           0     29.58ms     25.28ms
# stride         64M        64K       128       128    67108864           0     5.677ms     6.345ms
# stride        256M         2M       128       128     8388608           0     2.697ms     2.894ms
# random         16M          0        33        95    16777216           0     3.681ms     2.585ms
# random         64M          0       135       429    67108864           0     9.168ms     11.01ms
# random        256M          0       541      1729   268435456           0     46.72ms     44.13ms
# fresh           2M          0         4         4           0     2097152     123.7us     161.3us
# fresh          16M          0        32        32           0    16777216     1.034ms     1.064ms
# fresh          64M          0       128       128           0    67108864     5.215ms     4.159ms
# fresh         256M          0       512       512           0   268435456     21.96ms     16.54ms
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
# prefetch at the driver's defaults). Result: 3.094us per batch, 15.41us per
# VA block, bytes / 17 GB/s moved, 32.35us per faulting kernel, bytes / 38.2
# GB/s zero-filled.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_batch_ns = 3.094us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_block_ns = 15.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:240.7ns 64K:3.852us 512K:30.82us 1M:61.63us 2M:123.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_wake_ns = 32.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:107.3ns 64K:1.717us 512K:13.73us 1M:27.47us 2M:54.93us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 33.24us + bytes /
# 47.3 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 4.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.71us 2M:115.3us 16M:411.4us 64M:1.341ms 256M:5.291ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 15.3us + bytes / 17.4 GB/s, written at the
# measured sizes (the means would give 2.5%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.06us 2M:135.7us 16M:978.4us 64M:3.868ms 256M:15.43ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 15.96us + bytes / 11.4 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 18.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.71us 512K:61.73us 2M:200us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 20.92us + bytes / 4.07 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.28us 512K:171.8us 2M:495.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 284.4us +
# bytes / 2.96 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 19.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:314.9us 256K:381.9us 2M:870.3us 16M:6.632ms 64M:25.69ms 256M:85.38ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.63us + bytes / 1.88e+03 GB/s, misses by 19.8% RMS,
# so it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.184us 2M:2.192us 16M:11.28us 64M:39.09us 256M:150.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.248us + bytes / 109 GB/s, misses by
# 16.5% RMS, so it is not used.
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.14us 2M:22.93us 16M:165.7us 64M:646.1us 256M:3.06ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.9us

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
# measured medians (15 points at 3 sizes): the best line, 7.35us + bytes / 315
# GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.03us 16M:59.94us 64M:222.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.04us + bytes / 236 GB/s, written at the measured
# sizes (the medians would give 8.5%).
# Residual: 8.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:26.94us 16M:89.2us 64M:302.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 911.9ns +
# bytes / 205 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 21.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.15us 16M:82.5us 64M:326.6us 256M:1.319ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.359us
# + bytes / 11.6 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 25.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.872us 64K:22.4us 2M:131.3us 16M:1.714ms 64M:8.386ms 256M:29.45ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 16.71us + bytes / 13.3 GB/s,
# misses by 31.3% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.54us 64K:32.49us 2M:314.6us 16M:1.49ms 64M:4.206ms 256M:17.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.1 GB/s, misses by 40.3% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
host_read_ns = 64K:2.951us 2M:94.23us 16M:1.852ms 64M:7.788ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.6 GB/s, misses by
# 39.8% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_write_ns = 64K:881ns 2M:44.88us 16M:881.4us 64M:4.28ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 653.3ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 4.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.133us 2M:176us 16M:1.403ms 64M:5.612ms

