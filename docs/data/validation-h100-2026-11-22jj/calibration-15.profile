# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:54:34Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:54:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.302us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.019us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.309us + bytes / 3.56e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 31.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.299us 64K:3.539us 1M:3.365us 1536K:3.405us 2M:70.46us 8M:61.55us 64M:93.96us 256M:74.05us 1G:276.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.48us + bytes / 1.18e+03 GB/s, misses by 48.3% RMS, so it is not
# used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:2.989us 64K:3.033us 1M:2.964us 1536K:2.969us 2M:67.52us 8M:57.38us 64M:93.4us 256M:223.6us 1G:808.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.982us + bytes / 4.31e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 35.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.9us 64K:3.374us 2M:27.68us 16M:32.6us 64M:60.9us 256M:53.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.83us + bytes / 1.64e+05 GB/s, written at the measured sizes (the
# medians would give 9.6%).
# Residual: 9.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.83us 64K:13.83us 2M:13.84us 16M:13.93us 64M:14.24us 256M:15.46us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 24.8%, 512K 25.1%, 1M 25.7%, 2M 26.0%, 4M 26.3%, 8M 26.2%, 16M
# 25.8%, 32M 26.0%.
# Residual: 30.5% RMS relative over 70 repetitions.
fault_window = 256K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     202.9us     125.4us
# seq             2M          0         4         4     2097152           0     514.1us     362.5us
# seq            16M          0        32        32    16777216           0     1.799ms     2.178ms
# seq            64M          0       128       128    67108864           0     9.353ms     8.404ms
# seq           256M          0       512       512   268435456           0     36.16ms     33.31ms
# stride         64M        64K       128       128    67108864           0     7.727ms     8.404ms
# stride        256M         2M       128       128     8388608           0     2.852ms     2.968ms
# random         16M          0        33        95    16777216           0     5.439ms     3.098ms
# random         64M          0       135       429    67108864           0     11.34ms      12.8ms
# random        256M          0       541      1729   268435456           0     48.03ms     51.08ms
# fresh           2M          0         4         4           0     2097152     177.8us     254.6us
# fresh          16M          0        32        32           0    16777216     1.309ms     1.316ms
# fresh          64M          0       128       128           0    67108864     6.023ms     4.954ms
# fresh         256M          0       512       512           0   268435456     30.63ms     19.51ms
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
# prefetch at the driver's defaults). Result: 1.755us per batch, 14.56us per
# VA block, bytes / 10.8 GB/s moved, 103.1us per faulting kernel, bytes / 24.3
# GB/s zero-filled.
# Residual: 30.5% RMS relative over 70 repetitions.
fault_batch_ns = 1.755us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.5% RMS relative over 70 repetitions.
fault_block_ns = 14.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 30.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:379.2ns 64K:6.067us 512K:48.54us 1M:97.07us 2M:194.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.5% RMS relative over 70 repetitions.
fault_wake_ns = 103.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 30.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:168.6ns 64K:2.697us 512K:21.58us 1M:43.16us 2M:86.32us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.57us + bytes /
# 44.4 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.25us 2M:177.9us 16M:458.2us 64M:1.452ms 256M:5.512ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.65us + bytes / 8.97 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 16.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.66us 2M:306us 16M:1.656ms 64M:7.052ms 256M:33.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.99us + bytes / 8.27 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 7.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.91us 512K:80.35us 2M:270.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.37us + bytes / 3.01 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.3us 512K:224.4us 2M:668.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 307.3us + bytes / 2.34 GB/s, misses by 25.7% RMS, so
# it is not used.
# Residual: 23.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:354.7us 256K:445.7us 2M:935us 16M:8.892ms 64M:33.83ms 256M:116.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 5.233us + bytes / 665 GB/s, misses by 19.1% RMS, so
# it is not used.
# Residual: 11.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:6.819us 2M:6.806us 16M:32.05us 64M:114us 256M:411us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.15us +
# bytes / 78 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.99us 2M:42.05us 16M:230.4us 64M:876us 256M:3.459ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.43us

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
# measured medians (15 points at 3 sizes): the best line, 9.091us + bytes /
# 222 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.49us 16M:86.03us 64M:307.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 78.55ns +
# bytes / 156 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.59us 16M:107.2us 64M:426.3us 256M:1.75ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.354us
# + bytes / 9.02 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 19.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.813us 64K:27.17us 2M:187.8us 16M:2.01ms 64M:7.799ms 256M:36.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.95us + bytes / 10 GB/s,
# misses by 18.9% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.58us 64K:30.13us 2M:267.5us 16M:1.578ms 64M:6.299ms 256M:25.55ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.59 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_read_ns = 64K:8.209us 2M:233.3us 16M:2.516ms 64M:9.999ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.7 GB/s, misses by
# 36.2% RMS, so it is not used.
# Residual: 12.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.246us 2M:63.82us 16M:1.162ms 64M:5.204ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 8.0%).
# Residual: 9.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.215us 2M:205.8us 16M:1.648ms 64M:6.592ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
