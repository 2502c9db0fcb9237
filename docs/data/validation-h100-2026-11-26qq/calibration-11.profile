# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:21:05Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:21:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.2% RMS relative over 5 repetitions.
launch_ns = 3.785us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.855us + bytes / 9.69e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.742us 64K:2.768us 1M:2.808us 1536K:2.857us 2M:48.07us 8M:36.26us 64M:44.06us 256M:52.14us 1G:88.19us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.264us + bytes / 2.73e+03 GB/s, misses by 52.3% RMS, so it is
# not used.
# Residual: 22.5% RMS relative over 45 repetitions.
free_ns = 4K:1.535us 64K:1.561us 1M:1.451us 1536K:1.436us 2M:33.96us 8M:33.86us 64M:52.61us 256M:100.7us 1G:336.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.385us + bytes / 8.48e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 33.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.252us 64K:2.072us 2M:17.84us 16M:20.72us 64M:24.36us 256M:27.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.496us + bytes / 2.53e+05 GB/s, written at the measured sizes (the
# medians would give 13.8%).
# Residual: 14.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.496us 64K:7.496us 2M:7.504us 16M:7.562us 64M:7.761us 256M:8.558us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.1%, 512K 19.8%, 1M 19.3%, 2M 17.7%, 4M 17.0%, 8M 15.7%, 16M
# 15.0%, 32M 15.6%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.12us     73.65us
# seq             2M          0         2         2     2097152           0     223.7us     240.7us
# seq            16M          0        16        16    16777216           0     1.686ms     1.766ms
# seq            64M          0        64        64    67108864           0     6.643ms     6.997ms
# seq           256M          0       256       256   268435456           0     28.17ms     27.92ms
# stride         64M        64K         4        32    67108864           0     4.341ms     4.466ms
# stride        256M         2M        16       128     8388608           0     2.161ms     2.449ms
# random         16M          0        16        16    16777216           0     1.663ms     1.766ms
# random         64M          0        39       104    67108864           0     7.333ms     6.504ms
# random        256M          0       127       907   268435456           0     48.02ms     30.05ms
# fresh           2M          0         2         2           0     2097152     133.8us     151.7us
# fresh          16M          0        16        16           0    16777216       915us     1.055ms
# fresh          64M          0        64        64           0    67108864     5.016ms     4.151ms
# fresh         256M          0       256       256           0   268435456     20.67ms     16.54ms
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
# prefetch at the driver's defaults). Result: 36.58us per batch, 10.51us per
# VA block, bytes / 16.9 GB/s moved, 22.69us per faulting kernel, bytes / 60.2
# GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 36.58us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 10.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:241.7ns 64K:3.868us 512K:30.94us 1M:61.89us 2M:123.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 22.69us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:68.02ns 64K:1.088us 512K:8.706us 1M:17.41us 2M:34.82us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.58us + bytes /
# 43.1 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 4.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.62us 2M:133us 16M:487.2us 64M:1.53ms 256M:5.404ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.61us + bytes / 13.4 GB/s, written at
# the measured sizes (the medians would give 6.1%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.49us 2M:170.8us 16M:1.264ms 64M:5.013ms 256M:20.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.72us + bytes / 11.6 GB/s, written at the
# measured sizes (the medians would give 6.1%).
# Residual: 6.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.37us 512K:59.91us 2M:195.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.14us + bytes / 4.22 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.1us 512K:160.5us 2M:490.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 213.7us + bytes / 3.61 GB/s, misses by 16.1% RMS, so
# it is not used.
# Residual: 9.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:244.5us 256K:305.4us 2M:624.7us 16M:5.154ms 64M:21.19ms 256M:82.12ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.64us + bytes / 1.65e+03 GB/s, misses by 19.1% RMS,
# so it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.22us 2M:3.311us 16M:13.2us 64M:42.88us 256M:174.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.623us + bytes / 105 GB/s, misses by
# 18.1% RMS, so it is not used.
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.73us 2M:23.49us 16M:173.7us 64M:718us 256M:2.917ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.45us

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
# measured medians (15 points at 3 sizes): the best line, 7.836us + bytes /
# 288 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.11us 16M:66.51us 64M:239.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.3us + bytes / 172 GB/s, written at the measured sizes
# (the medians would give 8.9%).
# Residual: 9.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:39.46us 16M:124.6us 64M:416.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.575us +
# bytes / 199 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.18us 16M:84.71us 64M:336.3us 256M:1.378ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.994us
# + bytes / 12.5 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.463us 64K:21.97us 2M:129.8us 16M:1.574ms 64M:5.963ms 256M:27.28ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.17us + bytes / 13.1 GB/s,
# misses by 26.5% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.923us 64K:26.57us 2M:237us 16M:1.196ms 64M:4.576ms 256M:19.77ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.39 GB/s, misses by 33.8% RMS, so it is not used.
# Residual: 32.6% RMS relative over 20 repetitions.
host_read_ns = 64K:5.703us 2M:190us 16M:1.9ms 64M:8.521ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.2 GB/s, misses by
# 38.6% RMS, so it is not used.
# Residual: 11.4% RMS relative over 20 repetitions.
host_write_ns = 64K:872ns 2M:48.87us 16M:797us 64M:4.755ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 7.4%).
# Residual: 8.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.528us 2M:184us 16M:1.474ms 64M:5.896ms

