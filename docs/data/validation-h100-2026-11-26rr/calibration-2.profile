# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:39:52Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:39:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 5.159us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.142us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.573us + bytes / 5.15e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 29.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.339us 64K:2.344us 1M:2.952us 1536K:3.018us 2M:58.24us 8M:48.52us 64M:46.79us 256M:89.11us 1G:156.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.437us + bytes / 2.2e+03 GB/s, misses by 53.0% RMS, so it is not
# used.
# Residual: 26.9% RMS relative over 45 repetitions.
free_ns = 4K:1.979us 64K:1.748us 1M:1.63us 1536K:1.666us 2M:39.71us 8M:40.29us 64M:61.81us 256M:128.2us 1G:418.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.573us + bytes / 2.09e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 48.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.504us 64K:2.363us 2M:23.17us 16M:56.82us 64M:94.87us 256M:101.6us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.78us + bytes * -7.82e-06 ns/B, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.78us 64K:11.78us 2M:11.76us 16M:11.65us 64M:11.25us 256M:9.677us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 17.9%, 1M 17.2%, 2M 16.3%, 4M 15.9%, 8M 15.8%, 16M
# 16.0%, 32M 16.7%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     98.43us     82.63us
# seq             2M          0         2         2     2097152           0     272.2us     331.2us
# seq            16M          0        16        16    16777216           0     2.159ms     2.365ms
# seq            64M          0        64        64    67108864           0     10.04ms     9.338ms
# seq           256M          0       256       256   268435456           0     46.33ms     37.23ms
# stride         64M        64K         8        32    67108864           0     7.297ms       7.7ms
# stride        256M         2M        32       128     8388608           0     2.929ms     3.365ms
# random         16M          0        12        16    16777216           0     2.315ms     2.279ms
# random         64M          0        36       161    67108864           0        11ms     10.07ms
# random        256M          0       125      1211   268435456           0     61.97ms     47.55ms
# fresh           2M          0         2         2           0     2097152     178.8us     198.7us
# fresh          16M          0        16        16           0    16777216     1.092ms     1.305ms
# fresh          64M          0        64        64           0    67108864     6.248ms     5.099ms
# fresh         256M          0       256       256           0   268435456     26.22ms     20.28ms
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
# prefetch at the driver's defaults). Result: 21.39us per batch, 13.74us per
# VA block, bytes / 9.52 GB/s moved, 40.61us per faulting kernel, bytes / 23.9
# GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 21.39us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 13.74us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:430.2ns 64K:6.884us 512K:55.07us 1M:110.1us 2M:220.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 40.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:171.5ns 64K:2.744us 512K:21.95us 1M:43.91us 2M:87.82us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 68.92us + bytes /
# 40.5 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 21.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:63.51us 2M:158.5us 16M:569.4us 64M:1.707ms 256M:5.798ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.09us + bytes / 8.7 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 27.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.41us 2M:286.6us 16M:2.044ms 64M:7.276ms 256M:29.22ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.76us + bytes / 8.09 GB/s, written at the
# measured sizes (the medians would give 11.7%).
# Residual: 11.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.86us 512K:81.54us 2M:275.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.77us + bytes / 3 GB/s, written at the
# measured sizes (the medians would give 11.1%).
# Residual: 12.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.61us 512K:197.5us 2M:721.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 304us + bytes / 2.51 GB/s, misses by 24.3% RMS, so it
# is not used.
# Residual: 20.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:381.2us 256K:390.1us 2M:932.6us 16M:7.305ms 64M:29.4ms 256M:119.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.294us + bytes / 800 GB/s, misses by 25.2% RMS, so
# it is not used.
# Residual: 15.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.846us 2M:4.581us 16M:24.25us 64M:93.75us 256M:382.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.46us + bytes / 64.9 GB/s, misses
# by 29.1% RMS, so it is not used.
# Residual: 23.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.23us 2M:37.12us 16M:281.6us 64M:1.311ms 256M:4.431ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.7us

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
# sizes): 7.521us + bytes / 144 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 13.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:22.09us 16M:124.1us 64M:473.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 50.03us + bytes / 127 GB/s, written at the measured
# sizes (the medians would give 9.1%).
# Residual: 8.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:66.57us 16M:182.4us 64M:579.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 182 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:9.095us 16M:85.02us 64M:357.8us 256M:1.582ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.145us
# + bytes / 8.79 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.756us 64K:25.49us 2M:170.8us 16M:2.377ms 64M:11.15ms 256M:38.5ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.98us + bytes / 8.82 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.4us 64K:36.73us 2M:330.8us 16M:2.052ms 64M:7.711ms 256M:24.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.38 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 14.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.637us 2M:221.3us 16M:2.835ms 64M:12.18ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.6 GB/s, misses by
# 45.5% RMS, so it is not used.
# Residual: 9.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.428us 2M:59.46us 16M:1.466ms 64M:7.056ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 340.5ns +
# bytes / 8.75 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.826us 2M:239.9us 16M:1.917ms 64M:7.666ms

