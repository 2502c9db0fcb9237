# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:10:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:10:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.039us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.986us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.382us + bytes / 5.28e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.341us 64K:2.431us 1M:2.426us 1536K:2.519us 2M:49.98us 8M:44.91us 64M:50.97us 256M:57.67us 1G:168.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.953us + bytes / 1.69e+03 GB/s, misses by 48.9% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.231us 64K:2.324us 1M:2.217us 1536K:2.362us 2M:39.01us 8M:41.66us 64M:86.34us 256M:159.1us 1G:535.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.078us + bytes / 7.31e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 50.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:1.977us 64K:1.84us 2M:17.79us 16M:18.59us 64M:48.63us 256M:31.84us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 26.49us + bytes / 7.03e+04 GB/s, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 11.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:26.49us 64K:26.49us 2M:26.52us 16M:26.73us 64M:27.44us 256M:30.31us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.6%, 512K 17.2%, 1M 16.6%, 2M 16.2%, 4M 16.2%, 8M 16.7%, 16M
# 17.5%, 32M 18.5%.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     59.14us      49.6us
# seq             2M          0         2         2     2097152           0     173.7us       203us
# seq            16M          0        16        16    16777216           0      1.17ms     1.396ms
# seq            64M          0        64        64    67108864           0     5.938ms     5.487ms
# seq           256M          0       256       256   268435456           0     33.74ms     21.85ms
# stride         64M        64K        16        32    67108864           0     5.311ms     5.071ms
# stride        256M         2M        64       128     8388608           0     2.007ms      2.14ms
# random         16M          0         9        23    16777216           0     1.487ms     1.468ms
# random         64M          0        35       230    67108864           0      7.66ms     7.345ms
# random        256M          0       128      1431   268435456           0     35.89ms     35.08ms
# fresh           2M          0         2         2           0     2097152     142.7us     174.6us
# fresh          16M          0        16        16           0    16777216     1.074ms     1.168ms
# fresh          64M          0        64        64           0    67108864     5.542ms     4.575ms
# fresh         256M          0       256       256           0   268435456     23.36ms      18.2ms
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
# prefetch at the driver's defaults). Result: 1.076us per batch, 11.38us per
# VA block, bytes / 14.4 GB/s moved, 32.59us per faulting kernel, bytes / 17.9
# GB/s zero-filled.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_batch_ns = 1.076us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_block_ns = 11.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:284.2ns 64K:4.548us 512K:36.38us 1M:72.76us 2M:145.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_wake_ns = 32.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:228.6ns 64K:3.658us 512K:29.26us 1M:58.52us 2M:117us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 32.75us + bytes /
# 46.5 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 3.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.48us 2M:110.7us 16M:411.6us 64M:1.339ms 256M:5.55ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.55us + bytes / 16.7 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.47us 2M:140.9us 16M:1.018ms 64M:4.026ms 256M:16.06ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 19.53us + bytes / 8.38 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 21.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.96us 512K:87.36us 2M:259.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 28.23us + bytes / 4.1 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.84us 512K:192.3us 2M:487.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 312.8us +
# bytes / 2.51 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 24.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:370.1us 256K:432.1us 2M:887.8us 16M:8.153ms 64M:29.02ms 256M:117.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.639us + bytes / 1.05e+03 GB/s, misses by 22.9% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.708us 2M:3.648us 16M:18.29us 64M:71.42us 256M:287.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.43us + bytes / 112 GB/s, misses by
# 16.9% RMS, so it is not used.
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.09us 2M:22.57us 16M:180.1us 64M:686.7us 256M:2.52ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.39us

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
# sizes): 5.697us + bytes / 313 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.4us 16M:59.33us 64M:220.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line, 32.6us
# + bytes / 230 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 16.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:42.43us 16M:100.5us 64M:337.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.529us +
# bytes / 147 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.94us 16M:126.3us 64M:479.6us 256M:1.699ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.227us
# + bytes / 11.3 GB/s, misses by 29.5% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.696us 64K:24.51us 2M:142us 16M:1.659ms 64M:6.922ms 256M:29.33ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.18us + bytes / 12.4 GB/s,
# misses by 31.6% RMS, so it is not used.
# Residual: 21.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.94us 64K:28.75us 2M:255.8us 16M:1.136ms 64M:7.561ms 256M:18ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 661.2ns +
# bytes / 7.67 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_read_ns = 64K:9.276us 2M:230.3us 16M:2.529ms 64M:9.92ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.7 GB/s, misses by
# 28.6% RMS, so it is not used.
# Residual: 15.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.504us 2M:88.31us 16M:1.216ms 64M:6.138ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 363.2ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 14.4%).
# Residual: 15.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.686us 2M:202.7us 16M:1.619ms 64M:6.475ms

