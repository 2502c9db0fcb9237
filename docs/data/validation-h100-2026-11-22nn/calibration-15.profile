# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:29:07Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:29:07Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 3.435us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.186us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.023us + bytes / 6.63e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 26.1% RMS relative over 45 repetitions.
malloc_ns = 4K:1.983us 64K:2.128us 1M:2.119us 1536K:2.034us 2M:54.99us 8M:37.77us 64M:56.17us 256M:59.84us 1G:127.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.413us + bytes / 2.42e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:1.815us 64K:1.703us 1M:1.58us 1536K:1.632us 2M:38.34us 8M:36.34us 64M:57.05us 256M:114.9us 1G:377us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.096us + bytes / 5.82e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 39.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.479us 64K:2.533us 2M:31.41us 16M:45.07us 64M:41.75us 256M:40.52us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.41us + bytes /
# 1.07e+06 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.96us 64K:9.713us 2M:12.6us 16M:9.429us 64M:12.22us 256M:10.41us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.6%, 512K 16.2%, 1M 15.8%, 2M 14.0%, 4M 14.4%, 8M 14.0%, 16M
# 13.6%, 32M 14.7%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.26us      67.7us
# seq             2M          0         2         2     2097152           0     223.3us     238.9us
# seq            16M          0        16        16    16777216           0     1.939ms     1.817ms
# seq            64M          0        64        64    67108864           0     6.109ms      7.23ms
# seq           256M          0       256       256   268435456           0     28.56ms     28.88ms
# stride         64M        64K         4        32    67108864           0     4.225ms     4.586ms
# stride        256M         2M        16       128     8388608           0       2.5ms     2.832ms
# random         16M          0        16        16    16777216           0      1.95ms     1.817ms
# random         64M          0        39       104    67108864           0       8.9ms     6.849ms
# random        256M          0       127       907   268435456           0     46.14ms     32.92ms
# fresh           2M          0         2         2           0     2097152     198.8us     211.7us
# fresh          16M          0        16        16           0    16777216      1.43ms       1.6ms
# fresh          64M          0        64        64           0    67108864     7.596ms     6.358ms
# fresh         256M          0       256       256           0   268435456     27.13ms     25.39ms
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
# prefetch at the driver's defaults). Result: 36.85us per batch, 13.51us per
# VA block, bytes / 16.8 GB/s moved, 13.43us per faulting kernel, bytes / 21.5
# GB/s zero-filled.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 36.85us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 13.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:243.7ns 64K:3.899us 512K:31.19us 1M:62.39us 2M:124.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 13.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:190.5ns 64K:3.049us 512K:24.39us 1M:48.78us 2M:97.56us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.76us + bytes / 44
# GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 2.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.11us 2M:121.7us 16M:451.6us 64M:1.498ms 256M:5.462ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 13.57us + bytes / 13.4 GB/s, written at
# the measured sizes (the medians would give 5.6%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.45us 2M:169.7us 16M:1.263ms 64M:5.011ms 256M:20ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 10.78us + bytes / 9.02 GB/s, misses by 41.1% RMS, so it is not used.
# Residual: 38.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.09us 512K:56.98us 2M:338.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.7us + bytes / 4.07 GB/s, written at the
# measured sizes (the medians would give 5.8%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.79us 512K:148.4us 2M:534.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 231.4us + bytes / 3.02 GB/s, misses by 20.1% RMS, so
# it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:269.5us 256K:331us 2M:736.8us 16M:5.961ms 64M:24.15ms 256M:107ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.549us + bytes / 1.68e+03 GB/s, misses by 20.3% RMS,
# so it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.986us 2M:3.267us 16M:13.38us 64M:43.09us 256M:162us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.69us + bytes / 99 GB/s, misses by
# 26.4% RMS, so it is not used.
# Residual: 44.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.22us 2M:80.4us 16M:169.2us 64M:665.3us 256M:2.667ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.57us

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
# measured medians (15 points at 3 sizes): the best line, 5.965us + bytes /
# 321 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.49us 16M:58.75us 64M:213.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.5us + bytes / 234 GB/s, written at the measured sizes
# (the medians would give 8.2%).
# Residual: 8.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.47us 16M:95.22us 64M:310.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 194 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:8.148us 16M:86.65us 64M:338us 256M:1.378ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.476us
# + bytes / 10.1 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.106us 64K:24.35us 2M:157.8us 16M:1.871ms 64M:7.537ms 256M:33.43ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.75us + bytes / 10.2 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 9.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.44us 64K:31.5us 2M:272us 16M:1.604ms 64M:6.107ms 256M:24.24ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 486.6ns +
# bytes / 18.2 GB/s, misses by 33.9% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.13us 2M:96.36us 16M:912.3us 64M:7.099ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34 GB/s, misses by
# 35.4% RMS, so it is not used.
# Residual: 11.5% RMS relative over 20 repetitions.
host_write_ns = 64K:874ns 2M:45.59us 16M:651.5us 64M:4.253ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 794.4ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 3.7%).
# Residual: 4.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.214us 2M:174.2us 16M:1.388ms 64M:5.55ms

