# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T20:25:39Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:25:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 3.842us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.992us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.65us + bytes / 4.37e+03 GB/s, misses by 61.1% RMS,
# so it is not used.
# Residual: 31.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.531us 64K:2.592us 1M:2.719us 1536K:3.065us 2M:64us 8M:48.27us 64M:51.12us 256M:77.95us 1G:192.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.54us + bytes / 1.37e+03 GB/s, misses by 50.1% RMS, so it is not
# used.
# Residual: 30.0% RMS relative over 45 repetitions.
free_ns = 4K:3.812us 64K:1.874us 1M:4.011us 1536K:4.18us 2M:42.12us 8M:45.15us 64M:90.59us 256M:193.2us 1G:597.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.346us + bytes / 4.44e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 37.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.184us 64K:2.975us 2M:23.66us 16M:50.54us 64M:60.13us 256M:52.27us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.63us + bytes * -3.93e-07 ns/B, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 13.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.63us 64K:11.63us 2M:11.63us 16M:11.63us 64M:11.61us 256M:11.53us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.5%, 512K 19.5%, 1M 19.7%, 2M 19.8%, 4M 19.7%, 8M 18.9%, 16M
# 17.9%, 32M 18.0%.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.96us     55.23us
# seq             2M          0         2         2     2097152           0     189.3us     236.1us
# seq            16M          0        16        16    16777216           0     1.453ms     1.837ms
# seq            64M          0        64        64    67108864           0     6.702ms     7.326ms
# seq           256M          0       256       256   268435456           0     37.87ms     29.28ms
# stride         64M        64K         4        32    67108864           0     5.848ms     4.943ms
# stride        256M         2M        16       128     8388608           0     1.944ms     2.148ms
# random         16M          0        16        16    16777216           0     2.109ms     1.837ms
# random         64M          0        39       104    67108864           0     7.723ms     6.751ms
# random        256M          0       127       907   268435456           0     37.35ms      29.8ms
# fresh           2M          0         2         2           0     2097152       100us     118.7us
# fresh          16M          0        16        16           0    16777216     846.2us     897.7us
# fresh          64M          0        64        64           0    67108864     4.158ms     3.569ms
# fresh         256M          0       256       256           0   268435456     17.47ms     14.25ms
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
# prefetch at the driver's defaults). Result: 35.54us per batch, 7.842us per
# VA block, bytes / 14.8 GB/s moved, 7.406us per faulting kernel, bytes / 85.5
# GB/s zero-filled.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_batch_ns = 35.54us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_block_ns = 7.842us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:277.2ns 64K:4.436us 512K:35.49us 1M:70.97us 2M:141.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_wake_ns = 7.406us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:47.9ns 64K:766.4ns 512K:6.131us 1M:12.26us 2M:24.52us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.01us + bytes / 46
# GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.16us 2M:120.8us 16M:439us 64M:1.374ms 256M:5.377ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.41us + bytes / 9.99 GB/s, written at
# the measured sizes (the medians would give 2.5%).
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.97us 2M:227.4us 16M:1.697ms 64M:6.736ms 256M:26.89ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.31us + bytes / 8.62 GB/s, written at the
# measured sizes (the medians would give 8.2%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.91us 512K:78.1us 2M:260.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.66us + bytes / 3.23 GB/s, written at
# the measured sizes (the medians would give 7.5%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.95us 512K:187us 2M:674.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 290.2us + bytes / 2.58
# GB/s, written at the measured sizes (the medians would give 3.1%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:315.7us 256K:391.9us 2M:1.104ms 16M:6.797ms 64M:26.32ms 256M:104.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.994us + bytes / 904 GB/s, misses by 23.5% RMS, so
# it is not used.
# Residual: 15.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.188us 2M:4.149us 16M:23.08us 64M:81.25us 256M:318.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.01us +
# bytes / 111 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.6us 2M:29.93us 16M:162.4us 64M:616.5us 256M:2.433ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.3us

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
# measured medians (15 points at 3 sizes): the best line, 7.717us + bytes /
# 300 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 17.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.73us 16M:62.76us 64M:233.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 21.31us + bytes / 250 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.66us 16M:88.71us 64M:288.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.627us +
# bytes / 165 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.8us 16M:101.1us 64M:416.6us 256M:1.705ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.862us
# + bytes / 10.2 GB/s, misses by 30.2% RMS, so it is not used.
# Residual: 21.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:9.239us 64K:24.58us 2M:168.4us 16M:1.749ms 64M:7.144ms 256M:32.49ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.71us + bytes / 10 GB/s,
# misses by 21.5% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.09us 64K:31.4us 2M:280.4us 16M:1.644ms 64M:6.385ms 256M:24.32ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 21.79ns +
# bytes / 15.3 GB/s, misses by 31.9% RMS, so it is not used.
# Residual: 30.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.371us 2M:102us 16M:1.66ms 64M:6.797ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.6 GB/s, misses by
# 34.6% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_write_ns = 64K:941ns 2M:48.95us 16M:700.4us 64M:3.973ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 691.6ns +
# bytes / 12.7 GB/s, written at the measured sizes (the medians would give
# 3.5%).
# Residual: 3.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.869us 2M:166.4us 16M:1.326ms 64M:5.302ms

