# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:25:42Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:25:42Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 16.7% RMS relative over 5 repetitions.
launch_ns = 3.273us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.169us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.765us + bytes / 7.43e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 28.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.794us 64K:2.829us 1M:2.667us 1536K:2.682us 2M:42.08us 8M:36.66us 64M:39.12us 256M:41.09us 1G:123.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.163us + bytes / 2.78e+03 GB/s, misses by 52.9% RMS, so it is
# not used.
# Residual: 21.9% RMS relative over 45 repetitions.
free_ns = 4K:1.424us 64K:1.366us 1M:1.335us 1536K:1.39us 2M:31.89us 8M:33.78us 64M:51.25us 256M:117.9us 1G:305.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.578us + bytes / 2.91e+03 GB/s, misses by 68.1% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.156us 64K:3.722us 2M:43.41us 16M:48.66us 64M:70.9us 256M:77.13us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.42us + bytes / 1.07e+06 GB/s, written at the measured sizes (the
# medians would give 9.5%).
# Residual: 14.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.42us 64K:13.42us 2M:13.42us 16M:13.43us 64M:13.48us 256M:13.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.3%, 512K 19.2%, 1M 19.1%, 2M 19.1%, 4M 19.2%, 8M 19.1%, 16M
# 18.7%, 32M 19.0%.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     136.6us     92.29us
# seq             2M          0         2         2     2097152           0     260.1us     323.1us
# seq            16M          0        16        16    16777216           0     1.832ms     2.322ms
# seq            64M          0        64        64    67108864           0     9.873ms     9.178ms
# seq           256M          0       256       256   268435456           0      38.6ms      36.6ms
# stride         64M        64K         4        32    67108864           0     7.383ms     6.559ms
# stride        256M         2M        16       128     8388608           0     2.565ms     2.851ms
# random         16M          0        16        16    16777216           0     2.504ms     2.322ms
# random         64M          0        39       104    67108864           0     10.55ms     8.696ms
# random        256M          0       127       907   268435456           0     49.89ms     39.19ms
# fresh           2M          0         2         2           0     2097152     155.5us     185.7us
# fresh          16M          0        16        16           0    16777216     1.084ms     1.223ms
# fresh          64M          0        64        64           0    67108864     5.925ms     4.781ms
# fresh         256M          0       256       256           0   268435456     24.39ms     19.01ms
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
# prefetch at the driver's defaults). Result: 37.55us per batch, 11.42us per
# VA block, bytes / 11.2 GB/s moved, 37.45us per faulting kernel, bytes / 41.7
# GB/s zero-filled.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_batch_ns = 37.55us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_block_ns = 11.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:366.6ns 64K:5.865us 512K:46.92us 1M:93.84us 2M:187.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_wake_ns = 37.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:98.25ns 64K:1.572us 512K:12.58us 1M:25.15us 2M:50.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.28us + bytes /
# 44.9 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.69us 2M:128.1us 16M:456.8us 64M:1.422ms 256M:5.543ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.63us + bytes / 9 GB/s, written at the
# measured sizes (the medians would give 2.5%).
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.91us 2M:251.7us 16M:1.883ms 64M:7.476ms 256M:29.85ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.01us + bytes / 7.64 GB/s, written at the
# measured sizes (the medians would give 9.3%).
# Residual: 9.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.58us 512K:87.59us 2M:293.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.07us + bytes / 2.84 GB/s, written at
# the measured sizes (the medians would give 10.0%).
# Residual: 12.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.11us 512K:206.4us 2M:759.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 411.3us + bytes / 2.11 GB/s, misses by 44.7% RMS, so
# it is not used.
# Residual: 43.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:487.2us 256K:562.7us 2M:1.08ms 16M:8.64ms 64M:35.26ms 256M:159.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.438us + bytes / 908 GB/s, misses by 25.1% RMS, so
# it is not used.
# Residual: 17.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.809us 2M:4.513us 16M:24.48us 64M:77.87us 256M:316.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 13.76us +
# bytes / 83.8 GB/s, written at the measured sizes (the medians would give
# 11.7%).
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.54us 2M:38.78us 16M:213.9us 64M:814.4us 256M:3.216ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 115.7us

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
# measured medians (15 points at 3 sizes): the best line, 7.362us + bytes /
# 249 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.96us 16M:70.27us 64M:294.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 14.84us +
# bytes / 160 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 26.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:29.16us 16M:108us 64M:442.6us 256M:1.795ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.44us
# + bytes / 8.51 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.077us 64K:25.52us 2M:197.2us 16M:2.012ms 64M:9.126ms 256M:37.21ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.88us + bytes / 9.09 GB/s,
# misses by 18.5% RMS, so it is not used.
# Residual: 10.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.47us 64K:32.45us 2M:283.8us 16M:1.785ms 64M:7.096ms 256M:27.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 39.3% RMS, so it is not used.
# Residual: 20.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.575us 2M:110.8us 16M:2.178ms 64M:9.3ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 42.5% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.041us 2M:53.11us 16M:1.154ms 64M:5.807ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 3.5%).
# Residual: 7.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.147us 2M:207.9us 16M:1.666ms 64M:6.664ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
