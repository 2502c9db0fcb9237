# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:42:54Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:42:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 4.051us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.982us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.446us + bytes / 4.82e+03 GB/s, misses by 59.5% RMS,
# so it is not used.
# Residual: 28.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.095us 64K:2.336us 1M:3.126us 1536K:2.787us 2M:50.03us 8M:42.11us 64M:62.62us 256M:80.15us 1G:171.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.727us + bytes / 1.5e+03 GB/s, misses by 55.1% RMS, so it is not
# used.
# Residual: 26.9% RMS relative over 45 repetitions.
free_ns = 4K:2.212us 64K:3.225us 1M:3.925us 1536K:1.68us 2M:34.89us 8M:36.88us 64M:73.1us 256M:196.6us 1G:648.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.406us + bytes / 6.23e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 34.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.32us 64K:2.916us 2M:25.33us 16M:37.07us 64M:39.02us 256M:38.15us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.215us + bytes / 4.21e+05 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 9.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.215us 64K:9.215us 2M:9.22us 16M:9.255us 64M:9.374us 256M:9.853us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.9%, 512K 21.2%, 1M 21.9%, 2M 22.3%, 4M 22.6%, 8M 22.6%, 16M
# 22.4%, 32M 23.1%.
# Residual: 27.5% RMS relative over 70 repetitions.
fault_window = 256K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.46us     46.16us
# seq             2M          0         4         4     2097152           0     178.8us     205.3us
# seq            16M          0        32        32    16777216           0     1.298ms     1.465ms
# seq            64M          0       128       128    67108864           0     7.133ms     5.782ms
# seq           256M          0       512       512   268435456           0      31.4ms     23.05ms
# stride         64M        64K       128       128    67108864           0     5.404ms     5.782ms
# stride        256M         2M       128       128     8388608           0     2.486ms     2.685ms
# random         16M          0        33        95    16777216           0     3.328ms     2.378ms
# random         64M          0       135       429    67108864           0     8.187ms     10.15ms
# random        256M          0       541      1729   268435456           0     46.82ms     40.73ms
# fresh           2M          0         4         4           0     2097152     96.16us     127.2us
# fresh          16M          0        32        32           0    16777216       845us     840.1us
# fresh          64M          0       128       128           0    67108864     3.807ms     3.284ms
# fresh         256M          0       512       512           0   268435456     19.35ms     13.06ms
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
# prefetch at the driver's defaults). Result: 2.869us per batch, 14.45us per
# VA block, bytes / 19 GB/s moved, 25.38us per faulting kernel, bytes / 64.4
# GB/s zero-filled.
# Residual: 27.5% RMS relative over 70 repetitions.
fault_batch_ns = 2.869us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.5% RMS relative over 70 repetitions.
fault_block_ns = 14.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:216ns 64K:3.457us 512K:27.65us 1M:55.31us 2M:110.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.5% RMS relative over 70 repetitions.
fault_wake_ns = 25.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:63.57ns 64K:1.017us 512K:8.137us 1M:16.27us 2M:32.55us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.83us + bytes /
# 45.5 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.57us 2M:125us 16M:449us 64M:1.389ms 256M:5.476ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.79us + bytes / 9.35 GB/s, written at
# the measured sizes (the medians would give 11.1%).
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.81us 2M:239.2us 16M:1.81ms 64M:7.196ms 256M:28.74ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.51us + bytes / 6.86 GB/s, written at the
# measured sizes (the medians would give 7.4%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.06us 512K:91.93us 2M:321.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.69us + bytes / 3.07 GB/s, written at
# the measured sizes (the medians would give 8.1%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.01us 512K:195.2us 2M:706.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 297.8us + bytes / 3.04 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:359.3us 256K:382.7us 2M:792.3us 16M:5.913ms 64M:24.59ms 256M:101.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.887us + bytes / 915 GB/s, misses by 22.5% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.978us 2M:4.064us 16M:22.3us 64M:80.84us 256M:316us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.67us + bytes / 90.8 GB/s, misses
# by 26.0% RMS, so it is not used.
# Residual: 20.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.11us 2M:26.28us 16M:230.2us 64M:891.9us 256M:2.933ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 35.7% RMS relative over 15 repetitions.
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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 7.044us + bytes /
# 296 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.22us 16M:61.38us 64M:241.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 184.2ns +
# bytes / 197 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.87us 16M:83.77us 64M:340.6us 256M:1.376ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.97us
# + bytes / 6.61 GB/s, misses by 48.4% RMS, so it is not used.
# Residual: 68.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.003us 64K:94.58us 2M:1.376ms 16M:3.079ms 64M:8.34ms 256M:36.32ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.84us + bytes / 11.3 GB/s,
# misses by 25.8% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.01us 64K:31.81us 2M:256.6us 16M:1.205ms 64M:6.219ms 256M:25.44ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.7 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 25.2% RMS relative over 20 repetitions.
host_read_ns = 64K:2.913us 2M:103.6us 16M:1.839ms 64M:7.874ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.7 GB/s, misses by
# 40.8% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_write_ns = 64K:869ns 2M:46.35us 16M:840.9us 64M:4.638ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.4 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.883us 2M:168.1us 16M:1.348ms 64M:5.392ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
