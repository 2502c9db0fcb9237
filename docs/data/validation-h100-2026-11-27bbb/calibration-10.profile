# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:44:14Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:44:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.1% RMS relative over 5 repetitions.
launch_ns = 4.617us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.162us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.751us + bytes / 5.31e+03 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.779us 64K:3.202us 1M:2.755us 1536K:2.581us 2M:66.95us 8M:46.95us 64M:56.07us 256M:84.35us 1G:156.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.004us + bytes / 1.55e+03 GB/s, misses by 49.4% RMS, so it is
# not used.
# Residual: 15.9% RMS relative over 45 repetitions.
free_ns = 4K:3.869us 64K:3.9us 1M:3.939us 1536K:2.727us 2M:45.55us 8M:44.66us 64M:87.05us 256M:179.8us 1G:587.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.424us + bytes / 2.51e+03 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 37.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.213us 64K:3.833us 2M:26.19us 16M:36.86us 64M:72.24us 256M:86.11us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.65us + bytes * -1.57e-06 ns/B, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 8.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.65us 64K:13.65us 2M:13.64us 16M:13.62us 64M:13.54us 256M:13.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.9%, 512K 15.6%, 1M 14.9%, 2M 14.1%, 4M 12.9%, 8M 12.4%, 16M
# 13.1%, 32M 14.3%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.47us     69.31us
# seq             2M          0         2         2     2097152           0     244.6us     276.8us
# seq            16M          0        16        16    16777216           0     1.761ms     1.976ms
# seq            64M          0        64        64    67108864           0     9.093ms     7.801ms
# seq           256M          0       256       256   268435456           0     32.56ms      31.1ms
# stride         64M        64K         8        32    67108864           0     6.972ms     6.504ms
# stride        256M         2M        32       128     8388608           0     2.823ms     3.116ms
# random         16M          0        12        16    16777216           0     1.849ms     1.917ms
# random         64M          0        36       161    67108864           0     8.619ms     8.805ms
# random        256M          0       125      1211   268435456           0     52.49ms     43.13ms
# fresh           2M          0         2         2           0     2097152     161.2us     191.6us
# fresh          16M          0        16        16           0    16777216     1.211ms     1.294ms
# fresh          64M          0        64        64           0    67108864     5.738ms     5.072ms
# fresh         256M          0       256       256           0   268435456     24.91ms     20.19ms
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
# prefetch at the driver's defaults). Result: 14.81us per batch, 14.63us per
# VA block, bytes / 11.4 GB/s moved, 34.13us per faulting kernel, bytes / 21.3
# GB/s zero-filled.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 14.81us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 14.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:359.1ns 64K:5.745us 512K:45.96us 1M:91.92us 2M:183.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 34.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:192.5ns 64K:3.08us 512K:24.64us 1M:49.29us 2M:98.57us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.78us + bytes /
# 45.6 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.82us 2M:129.4us 16M:464.1us 64M:1.388ms 256M:5.497ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 18.54us + bytes / 9.16 GB/s, written at the
# measured sizes (the means would give 1.0%).
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.7us 2M:247.6us 16M:1.851ms 64M:7.347ms 256M:29.33ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.88us + bytes / 8.19 GB/s, written at the measured
# sizes (the means would give 7.7%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.88us 512K:81.88us 2M:273.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.41us + bytes / 3.03 GB/s, written at the
# measured sizes (the means would give 7.1%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.03us 512K:196.4us 2M:715.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 338.8us + bytes / 2.33 GB/s, written at the measured
# sizes (the medians would give 6.1%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:366.9us 256K:451.3us 2M:1.239ms 16M:7.542ms 64M:29.15ms 256M:115.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.244us + bytes / 836 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 12.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.431us 2M:4.53us 16M:24.75us 64M:87.47us 256M:345.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.04us + bytes / 99.5 GB/s, misses
# by 16.0% RMS, so it is not used.
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.92us 2M:25.98us 16M:200.9us 64M:749.2us 256M:2.885ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.96us

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
# sizes): 6.809us + bytes / 265 GB/s, written at the measured sizes (the
# medians would give 14.8%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.73us 16M:70.17us 64M:260.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.76us + bytes / 166 GB/s, written at the measured
# sizes (the medians would give 7.6%).
# Residual: 7.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.42us 16M:124us 64M:427.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.667us +
# bytes / 153 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.46us 16M:108.9us 64M:437.5us 256M:1.785ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.075us
# + bytes / 9.27 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.724us 64K:23.99us 2M:170.8us 16M:2.089ms 64M:9.242ms 256M:32.99ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 16.92us + bytes / 9.98 GB/s,
# misses by 20.4% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.36us 64K:30.92us 2M:276us 16M:1.609ms 64M:6.344ms 256M:25.48ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.39 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.713us 2M:225.6us 16M:2.862ms 64M:10.88ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.4 GB/s, misses by
# 43.5% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.837us 2M:70.67us 16M:1.625ms 64M:6.209ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.503us +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 9.5%).
# Residual: 9.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.602us 2M:196.7us 16M:1.563ms 64M:6.247ms

