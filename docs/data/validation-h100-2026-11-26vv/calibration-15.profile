# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:04:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:04:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.4% RMS relative over 5 repetitions.
launch_ns = 4.497us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.184us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.012us + bytes / 6.29e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 23.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.084us 64K:3.179us 1M:3.017us 1536K:2.862us 2M:68.31us 8M:52.46us 64M:102.4us 256M:89.5us 1G:136.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.275us + bytes / 1.43e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 17.5% RMS relative over 45 repetitions.
free_ns = 4K:2.615us 64K:2.71us 1M:2.671us 1536K:2.677us 2M:48.01us 8M:47.99us 64M:89.74us 256M:194.4us 1G:620.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.967us + bytes / 3.9e+03 GB/s, misses by 63.3% RMS, so it is not used.
# Residual: 37.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.674us 64K:2.76us 2M:19.11us 16M:38.59us 64M:58.72us 256M:57.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.12us + bytes * -5.81e-06 ns/B, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 8.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.12us 64K:10.12us 2M:10.1us 16M:10.02us 64M:9.726us 256M:8.557us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.9%, 512K 14.9%, 1M 15.2%, 2M 15.6%, 4M 16.1%, 8M 16.3%, 16M
# 16.3%, 32M 16.8%.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_window = 256K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     109.5us     82.47us
# seq             2M          0         4         4     2097152           0       255us     295.2us
# seq            16M          0        32        32    16777216           0      1.96ms     1.947ms
# seq            64M          0       128       128    67108864           0     9.712ms     7.609ms
# seq           256M          0       512       512   268435456           0     30.78ms     30.26ms
# stride         64M        64K       128       128    67108864           0     7.301ms     7.609ms
# stride        256M         2M       128       128     8388608           0      2.88ms     3.026ms
# random         16M          0        33        95    16777216           0     2.688ms     2.741ms
# random         64M          0       135       429    67108864           0     11.59ms     11.42ms
# random        256M          0       541      1729   268435456           0     45.79ms     45.66ms
# fresh           2M          0         4         4           0     2097152     176.9us     227.9us
# fresh          16M          0        32        32           0    16777216     1.342ms     1.408ms
# fresh          64M          0       128       128           0    67108864     6.638ms     5.456ms
# fresh         256M          0       512       512           0   268435456     28.34ms     21.65ms
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
# prefetch at the driver's defaults). Result: 5.534us per batch, 12.53us per
# VA block, bytes / 12.8 GB/s moved, 59.3us per faulting kernel, bytes / 21.8
# GB/s zero-filled.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_batch_ns = 5.534us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_block_ns = 12.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:319.7ns 64K:5.115us 512K:40.92us 1M:81.84us 2M:163.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_wake_ns = 59.3us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:188.3ns 64K:3.012us 512K:24.1us 1M:48.2us 2M:96.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.82us + bytes /
# 46.6 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.65us 2M:121.3us 16M:435.7us 64M:1.355ms 256M:5.366ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 21.18us + bytes / 14.8 GB/s, written at
# the measured sizes (the medians would give 9.0%).
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.59us 2M:162.5us 16M:1.152ms 64M:4.545ms 256M:18.12ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.8us + bytes / 12.2 GB/s, written at the
# measured sizes (the medians would give 13.1%).
# Residual: 13.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.16us 512K:57.74us 2M:186.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.21us + bytes / 4.08 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.67us 512K:166us 2M:502.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 330.9us +
# bytes / 2.99 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:389.6us 256K:426.6us 2M:827.4us 16M:6.191ms 64M:25.76ms 256M:96.45ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.942us + bytes / 1.55e+03 GB/s, misses by 23.3% RMS,
# so it is not used.
# Residual: 16.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.682us 2M:2.594us 16M:14.18us 64M:47.03us 256M:181.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.25us + bytes / 97.6 GB/s, misses
# by 16.9% RMS, so it is not used.
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.61us 2M:26.16us 16M:200.5us 64M:755us 256M:2.95ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.4us

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
# sizes): 6.937us + bytes / 259 GB/s, written at the measured sizes (the
# medians would give 12.3%).
# Residual: 12.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.04us 16M:71.79us 64M:266.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.89us + bytes / 161 GB/s, written at the measured
# sizes (the medians would give 9.0%).
# Residual: 9.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.89us 16M:127.9us 64M:439.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 868.3ns +
# bytes / 189 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.04us 16M:88.74us 64M:355us 256M:1.443ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.582us
# + bytes / 11.1 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.038us 64K:24.98us 2M:141.6us 16M:1.764ms 64M:7.297ms 256M:31.28ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.63us + bytes / 12.7 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.34us 64K:26.7us 2M:250.5us 16M:1.298ms 64M:4.749ms 256M:19.15ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.67 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 16.8% RMS relative over 20 repetitions.
host_read_ns = 64K:5.88us 2M:163.8us 16M:2.277ms 64M:10.67ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.7 GB/s, misses by
# 43.0% RMS, so it is not used.
# Residual: 10.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.331us 2M:59.1us 16M:1.179ms 64M:6.773ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.34us +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 6.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.565us 2M:200.6us 16M:1.595ms 64M:6.376ms

