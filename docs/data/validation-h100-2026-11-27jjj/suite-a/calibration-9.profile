# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:21:23Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:21:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 3.9% RMS relative over 5 repetitions.
launch_ns = 4.561us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.3% RMS relative over 5 repetitions.
kernel_gap_ns = 2.127us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.792us + bytes / 4.41e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.803us 64K:2.807us 1M:2.654us 1536K:2.705us 2M:58.44us 8M:52.07us 64M:82.67us 256M:78.3us 1G:198.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.296us + bytes / 1.4e+03 GB/s, misses by 46.1% RMS, so it is not
# used.
# Residual: 17.0% RMS relative over 45 repetitions.
free_ns = 4K:3.46us 64K:3.848us 1M:3.706us 1536K:3.59us 2M:42.74us 8M:48.7us 64M:78.96us 256M:191.9us 1G:642.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.552us + bytes / 3.04e+03 GB/s, misses by 65.6% RMS, so it is not used.
# Residual: 40.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.711us 64K:3.873us 2M:41.22us 16M:66.7us 64M:69.27us 256M:75.1us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.25us + bytes / 3.29e+05 GB/s, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 8.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.25us 64K:14.25us 2M:14.26us 16M:14.3us 64M:14.45us 256M:15.07us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 26.5%, 512K 26.2%, 1M 25.7%, 2M 24.7%, 4M 23.6%, 8M 22.3%, 16M
# 22.3%, 32M 23.0%.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     91.65us     61.03us
# seq             2M          0         2         2     2097152           0     194.3us     226.1us
# seq            16M          0        16        16    16777216           0      1.39ms     1.798ms
# seq            64M          0        64        64    67108864           0     9.321ms     7.188ms
# seq           256M          0       256       256   268435456           0     28.83ms     28.75ms
# stride         64M        64K         4        32    67108864           0         5ms     4.291ms
# stride        256M         2M        16       128     8388608           0     2.745ms      3.21ms
# random         16M          0        16        16    16777216           0     1.672ms     1.798ms
# random         64M          0        39       104    67108864           0     7.779ms     6.868ms
# random        256M          0       127       907   268435456           0     52.79ms     34.48ms
# fresh           2M          0         2         2           0     2097152     113.4us     146.9us
# fresh          16M          0        16        16           0    16777216      1.15ms     1.165ms
# fresh          64M          0        64        64           0    67108864     6.416ms     4.655ms
# fresh         256M          0       256       256           0   268435456     25.14ms     18.61ms
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
# prefetch at the driver's defaults). Result: 39.42us per batch, 16.62us per
# VA block, bytes / 18.6 GB/s moved, 1.477us per faulting kernel, bytes / 62.9
# GB/s zero-filled.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_batch_ns = 39.42us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_block_ns = 16.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:219.7ns 64K:3.516us 512K:28.13us 1M:56.26us 2M:112.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_wake_ns = 1.477us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:65.11ns 64K:1.042us 512K:8.334us 1M:16.67us 2M:33.33us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 41.76us + bytes /
# 43.9 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 4.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36us 256K:47.2us 1M:87.28us 2M:120.8us 4M:157.9us 16M:454.2us 64M:1.391ms 256M:5.418ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 13.79us + bytes / 9.89 GB/s, written at the
# measured sizes (the means would give 8.3%).
# Residual: 11.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.42us 256K:40.31us 1M:119.8us 2M:225.9us 4M:438us 16M:1.711ms 64M:6.801ms 256M:27.16ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.8us + bytes / 8.61 GB/s, written at the measured
# sizes (the means would give 13.2%).
# Residual: 13.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.41us 512K:75.71us 2M:258.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.95us + bytes / 2.93 GB/s, written at the
# measured sizes (the means would give 3.6%).
# Residual: 7.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.28us 512K:203.6us 2M:739.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 312.2us + bytes / 2.4 GB/s, written at the measured
# sizes (the medians would give 3.4%).
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:339.5us 256K:421.6us 2M:1.187ms 16M:7.314ms 64M:28.32ms 256M:112.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.735us + bytes / 907 GB/s, misses by 15.8% RMS, so
# it is not used.
# Residual: 10.7% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.674us 256K:5.607us 1M:5.625us 2M:5.649us 4M:9.799us 16M:24.62us 64M:76.86us 256M:323.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 10.96us +
# bytes / 101 GB/s, written at the measured sizes (the medians would give
# 7.5%).
# Residual: 14.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.61us 256K:13.57us 1M:21.39us 2M:31.82us 4M:52.69us 16M:177.9us 64M:678.5us 256M:2.681ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 36.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.3us

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
# measured medians (15 points at 3 sizes): the best line, 7.42us + bytes / 284
# GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 15.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.82us 16M:66.21us 64M:244.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.6us + bytes / 238 GB/s, written at the measured sizes
# (the medians would give 11.4%).
# Residual: 11.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.42us 16M:94.13us 64M:305.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.934us +
# bytes / 156 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.54us 16M:107.7us 64M:445.7us 256M:1.718ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.103us + bytes / 12.7 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 12.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.095us 8K:8.596us 16K:9.798us 32K:14.48us 64K:22.7us 128K:16.03us 256K:21.82us 512K:38.77us 1M:74.72us 2M:176.1us 4M:342.7us 8M:698us 16M:1.511ms 32M:3.32ms 64M:7.722ms 256M:35.37ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.21us + bytes / 8.71 GB/s,
# misses by 24.7% RMS, so it is not used.
# Residual: 11.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.36us 8K:11.82us 16K:12.75us 32K:16.74us 64K:30.71us 128K:43.22us 256K:72.04us 512K:114.2us 1M:200.2us 2M:280.1us 4M:455.7us 8M:854.3us 16M:1.664ms 32M:3.358ms 64M:8.369ms 256M:25.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 326.9ns +
# bytes / 16.9 GB/s, misses by 32.3% RMS, so it is not used.
# Residual: 21.8% RMS relative over 35 repetitions.
host_read_ns = 64K:4.615us 256K:13.32us 1M:52.91us 2M:108.8us 4M:259.6us 16M:1.755ms 64M:8.336ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.7 GB/s, misses by
# 32.2% RMS, so it is not used.
# Residual: 9.9% RMS relative over 35 repetitions.
host_write_ns = 64K:1.038us 256K:7.078us 1M:26.52us 2M:52.97us 4M:190.5us 16M:811.3us 64M:5.106ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 291.4ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 5.1% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.717us 256K:21.99us 1M:87.1us 2M:173.9us 4M:347.5us 16M:1.389ms 64M:5.556ms

