# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:23:25Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:23:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 3.29us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 1.986us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.774us + bytes / 6.99e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 26.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.735us 64K:2.917us 1M:2.673us 1536K:2.689us 2M:38.2us 8M:35.64us 64M:41.01us 256M:50.88us 1G:123.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.182us + bytes / 2.94e+03 GB/s, misses by 52.0% RMS, so it is
# not used.
# Residual: 21.1% RMS relative over 45 repetitions.
free_ns = 4K:1.503us 64K:1.494us 1M:1.354us 1536K:1.309us 2M:31.29us 8M:33.01us 64M:48.81us 256M:97.19us 1G:308.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.099us + bytes / 8.53e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 35.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.958us 64K:2.59us 2M:18.63us 16M:21.21us 64M:30.12us 256M:28.29us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.236us + bytes * -5.88e-07 ns/B, written at the measured sizes (the
# medians would give 12.0%).
# Residual: 12.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.236us 64K:9.236us 2M:9.235us 16M:9.227us 64M:9.197us 256M:9.079us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.4%, 512K 15.0%, 1M 14.3%, 2M 13.5%, 4M 13.1%, 8M 13.0%, 16M
# 13.5%, 32M 14.5%.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.74us     71.28us
# seq             2M          0         2         2     2097152           0     235.5us     291.3us
# seq            16M          0        16        16    16777216           0     1.861ms     2.104ms
# seq            64M          0        64        64    67108864           0     9.377ms     8.319ms
# seq           256M          0       256       256   268435456           0     40.57ms     33.18ms
# stride         64M        64K         8        32    67108864           0      6.72ms     6.814ms
# stride        256M         2M        32       128     8388608           0     2.835ms     3.194ms
# random         16M          0        12        16    16777216           0     2.085ms     2.028ms
# random         64M          0        36       161    67108864           0     10.31ms     9.141ms
# random        256M          0       125      1211   268435456           0     50.96ms     44.01ms
# fresh           2M          0         2         2           0     2097152     166.1us     183.9us
# fresh          16M          0        16        16           0    16777216      1.14ms     1.244ms
# fresh          64M          0        64        64           0    67108864     5.619ms     4.881ms
# fresh         256M          0       256       256           0   268435456     21.33ms     19.43ms
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
# prefetch at the driver's defaults). Result: 18.91us per batch, 13.93us per
# VA block, bytes / 10.9 GB/s moved, 32.4us per faulting kernel, bytes / 24.4
# GB/s zero-filled.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_batch_ns = 18.91us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_block_ns = 13.93us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:377.5ns 64K:6.039us 512K:48.31us 1M:96.63us 2M:193.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_wake_ns = 32.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:167.6ns 64K:2.682us 512K:21.46us 1M:42.91us 2M:85.82us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 40.68us + bytes /
# 45.2 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 2.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.53us 256K:41.02us 1M:92.38us 2M:120.8us 4M:156.1us 16M:422.8us 64M:1.352ms 256M:5.368ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 14.8us + bytes / 12 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 14.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:18.88us 256K:39.75us 1M:123.5us 2M:212.5us 4M:363us 16M:1.336ms 64M:5.106ms 256M:20.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.47us + bytes / 12.3 GB/s, written at the measured
# sizes (the means would give 8.9%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.81us 512K:58.16us 2M:186.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.43us + bytes / 3.53 GB/s, written at the
# measured sizes (the means would give 8.8%).
# Residual: 11.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.97us 512K:171.7us 2M:616.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 223us + bytes / 3.55 GB/s, written at the measured sizes
# (the medians would give 3.0%).
# Residual: 11.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:241.5us 256K:296.8us 2M:813.6us 16M:4.948ms 64M:19.12ms 256M:75.82ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.883us + bytes / 1.07e+03 GB/s, misses by 21.4% RMS,
# so it is not used.
# Residual: 15.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.964us 256K:3.611us 1M:3.623us 2M:3.615us 4M:7.127us 16M:19.37us 64M:69.77us 256M:275.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 12.68us + bytes / 107 GB/s, misses by
# 20.9% RMS, so it is not used.
# Residual: 8.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:19.66us 256K:16.4us 1M:18.75us 2M:25.1us 4M:51.71us 16M:183.8us 64M:845.3us 256M:2.686ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.5us

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
# sizes): 6.069us + bytes / 285 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.43us 16M:64.96us 64M:241.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.46us + bytes / 195 GB/s, written at the measured
# sizes (the medians would give 6.0%).
# Residual: 6.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.23us 16M:109.6us 64M:368.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.141us +
# bytes / 198 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.8us 16M:84.5us 64M:340.2us 256M:1.374ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.523us + bytes / 14.6 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.315us 8K:7.875us 16K:9.567us 32K:14.6us 64K:22.05us 128K:14.64us 256K:19.32us 512K:32.32us 1M:60.65us 2M:132.2us 4M:321.9us 8M:684.7us 16M:1.653ms 32M:3.519ms 64M:7.613ms 256M:30.93ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.3us + bytes / 11.2 GB/s,
# misses by 28.0% RMS, so it is not used.
# Residual: 7.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.31us 8K:9.999us 16K:11.46us 32K:22.6us 64K:27.47us 128K:42.23us 256K:60.24us 512K:98.9us 1M:171.9us 2M:245.5us 4M:379.6us 8M:674.9us 16M:1.309ms 32M:2.546ms 64M:5.362ms 256M:20.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 360.2ns +
# bytes / 18.3 GB/s, misses by 35.4% RMS, so it is not used.
# Residual: 23.0% RMS relative over 35 repetitions.
host_read_ns = 64K:4.332us 256K:12.28us 1M:48.98us 2M:101.3us 4M:235.1us 16M:1.726ms 64M:7.903ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33 GB/s, misses by
# 33.8% RMS, so it is not used.
# Residual: 11.7% RMS relative over 35 repetitions.
host_write_ns = 64K:945ns 256K:6.615us 1M:24.65us 2M:49.09us 4M:169.8us 16M:982.2us 64M:4.775ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 939.9ns +
# bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.4% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.26us 256K:22.22us 1M:86.06us 2M:171.2us 4M:341.4us 16M:1.363ms 64M:5.448ms

