# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:37:54Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:37:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.858us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.16us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.753us + bytes / 5.01e+03 GB/s, misses by 64.0% RMS,
# so it is not used.
# Residual: 31.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.844us 64K:2.475us 1M:2.912us 1536K:3.014us 2M:61.34us 8M:42.08us 64M:94.29us 256M:91.97us 1G:167.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.331us + bytes / 1.68e+03 GB/s, misses by 55.0% RMS, so it is
# not used.
# Residual: 27.8% RMS relative over 45 repetitions.
free_ns = 4K:1.809us 64K:1.821us 1M:1.634us 1536K:1.678us 2M:37.95us 8M:46.97us 64M:88.53us 256M:169.5us 1G:570.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.232us + bytes / 7.13e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.177us 64K:2.709us 2M:21.33us 16M:29.01us 64M:38.08us 256M:33.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.41us + bytes * -2.09e-05 ns/B, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 10.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.41us 64K:14.41us 2M:14.36us 16M:14.06us 64M:13us 256M:8.794us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.8%, 512K 22.6%, 1M 22.1%, 2M 21.3%, 4M 20.0%, 8M 18.7%, 16M
# 19.2%, 32M 19.5%.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     126.8us     82.98us
# seq             2M          0         2         2     2097152           0     277.5us     300.9us
# seq            16M          0        16        16    16777216           0     1.862ms     2.168ms
# seq            64M          0        64        64    67108864           0     10.07ms     8.571ms
# seq           256M          0       256       256   268435456           0     41.99ms     34.18ms
# stride         64M        64K         8        32    67108864           0     6.848ms      6.32ms
# stride        256M         2M        32       128     8388608           0     2.434ms     2.819ms
# random         16M          0        12        16    16777216           0     1.615ms     2.024ms
# random         64M          0        36       161    67108864           0     9.645ms     8.247ms
# random        256M          0       125      1211   268435456           0     45.03ms     36.22ms
# fresh           2M          0         2         2           0     2097152     123.3us       157us
# fresh          16M          0        16        16           0    16777216     1.034ms     1.017ms
# fresh          64M          0        64        64           0    67108864     4.483ms     3.965ms
# fresh         256M          0       256       256           0   268435456     19.51ms     15.76ms
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
# prefetch at the driver's defaults). Result: 36.14us per batch, 7.09us per VA
# block, bytes / 11.6 GB/s moved, 34.11us per faulting kernel, bytes / 57.6
# GB/s zero-filled.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_batch_ns = 36.14us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_block_ns = 7.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:352.2ns 64K:5.635us 512K:45.08us 1M:90.16us 2M:180.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_wake_ns = 34.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:71.08ns 64K:1.137us 512K:9.098us 1M:18.2us 2M:36.39us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 48.84us + bytes /
# 45.6 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 11.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:43.55us 256K:49.79us 1M:101.4us 2M:124.6us 4M:158.8us 16M:434us 64M:1.363ms 256M:5.389ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 20.45us + bytes / 13.2 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 9.0% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.66us 256K:49.65us 1M:132us 2M:192.6us 4M:303.2us 16M:1.143ms 64M:4.823ms 256M:22.76ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.62us + bytes / 12 GB/s, written at the measured
# sizes (the means would give 7.7%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.06us 512K:59.14us 2M:189.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.91us + bytes / 3.39 GB/s, written at the
# measured sizes (the means would give 9.2%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.22us 512K:179.4us 2M:642.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 272.8us +
# bytes / 3.12 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 19.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:313.6us 256K:373.3us 2M:755.3us 16M:5.982ms 64M:23.82ms 256M:95.22ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.332us + bytes / 927 GB/s, misses by 18.9% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.303us 256K:5.21us 1M:5.223us 2M:5.209us 4M:9.163us 16M:23.39us 64M:79.09us 256M:307.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 17.76us +
# bytes / 84.4 GB/s, written at the measured sizes (the medians would give
# 10.5%).
# Residual: 14.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:18.53us 256K:20.86us 1M:30.18us 2M:42.59us 4M:67.43us 16M:216.5us 64M:812.6us 256M:3.197ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.1us

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
# sizes): 23.65us + bytes / 281 GB/s, written at the measured sizes (the
# medians would give 11.2%).
# Residual: 11.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:31.12us 16M:83.45us 64M:262.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 33.51us + bytes / 207 GB/s, written at the measured
# sizes (the medians would give 13.0%).
# Residual: 12.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:43.64us 16M:114.5us 64M:357.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 190 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:9.895us 16M:86.3us 64M:349.1us 256M:1.438ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.342us + bytes / 12.2 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 13.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.859us 8K:7.787us 16K:9.695us 32K:15.17us 64K:22.63us 128K:15.59us 256K:22.61us 512K:41.97us 1M:71.12us 2M:157.2us 4M:370.9us 8M:775us 16M:1.673ms 32M:3.416ms 64M:8.828ms 256M:34.58ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.35us + bytes / 10.3 GB/s,
# misses by 28.0% RMS, so it is not used.
# Residual: 8.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.29us 8K:10.22us 16K:11.56us 32K:24.25us 64K:28.98us 128K:41.09us 256K:62.68us 512K:104.1us 1M:181us 2M:270.8us 4M:416.3us 8M:744.5us 16M:1.379ms 32M:2.731ms 64M:5.844ms 256M:22.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 999.8ns +
# bytes / 16.3 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 19.1% RMS relative over 35 repetitions.
host_read_ns = 64K:5.216us 256K:16.58us 1M:52.77us 2M:110us 4M:261.3us 16M:1.616ms 64M:7.442ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.3 GB/s, misses by
# 31.9% RMS, so it is not used.
# Residual: 10.8% RMS relative over 35 repetitions.
host_write_ns = 64K:1.212us 256K:8.524us 1M:26.47us 2M:51.58us 4M:189.5us 16M:876.5us 64M:4.644ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 1.236us +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 12.7%).
# Residual: 13.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.771us 256K:23.38us 1M:89.8us 2M:178.4us 4M:355.5us 16M:1.418ms 64M:5.669ms

