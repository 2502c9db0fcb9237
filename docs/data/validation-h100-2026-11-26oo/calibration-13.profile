# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T17:00:34Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:00:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.136us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.027us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.655us + bytes / 4.39e+03 GB/s, misses by 61.0% RMS,
# so it is not used.
# Residual: 27.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.688us 64K:2.611us 1M:2.783us 1536K:2.782us 2M:50.37us 8M:45.71us 64M:88.3us 256M:81.18us 1G:195.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.97us + bytes / 1.48e+03 GB/s, misses by 48.3% RMS, so it is not
# used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:2.36us 64K:2.463us 1M:2.3us 1536K:2.362us 2M:38.95us 8M:43.8us 64M:82.15us 256M:185.3us 1G:614.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.218us + bytes / 3.76e+03 GB/s, misses by 60.8% RMS, so it is not used.
# Residual: 33.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.536us 64K:3.346us 2M:23.27us 16M:30.82us 64M:51.62us 256M:59.67us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.96us + bytes / 1.73e+05 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 7.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.96us 64K:11.96us 2M:11.97us 16M:12.06us 64M:12.35us 256M:13.51us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.5%, 512K 15.0%, 1M 14.2%, 2M 13.1%, 4M 12.5%, 8M 13.0%, 16M
# 14.4%, 32M 15.9%.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.95us     66.47us
# seq             2M          0         2         2     2097152           0     207.5us     231.3us
# seq            16M          0        16        16    16777216           0     1.278ms     1.504ms
# seq            64M          0        64        64    67108864           0     7.138ms     5.868ms
# seq           256M          0       256       256   268435456           0      29.8ms     23.32ms
# stride         64M        64K        16        32    67108864           0      5.39ms     5.481ms
# stride        256M         2M        64       128     8388608           0     2.094ms      2.23ms
# random         16M          0         9        23    16777216           0     1.568ms     1.589ms
# random         64M          0        35       230    67108864           0     7.362ms     7.879ms
# random        256M          0       128      1431   268435456           0     45.76ms     37.56ms
# fresh           2M          0         2         2           0     2097152     193.9us     190.7us
# fresh          16M          0        16        16           0    16777216     1.044ms      1.18ms
# fresh          64M          0        64        64           0    67108864     5.613ms      4.57ms
# fresh         256M          0       256       256           0   268435456     17.76ms     18.13ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.11us per VA
# block, bytes / 13.3 GB/s moved, 49.43us per faulting kernel, bytes / 17.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_block_ns = 12.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:307.8ns 64K:4.925us 512K:39.4us 1M:78.81us 2M:157.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_wake_ns = 49.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:228.6ns 64K:3.658us 512K:29.26us 1M:58.52us 2M:117us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.22us + bytes /
# 46.6 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.74us 2M:125.8us 16M:432.3us 64M:1.367ms 256M:5.403ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.75us + bytes / 9.38 GB/s, written at
# the measured sizes (the medians would give 0.8%).
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.74us 2M:241.4us 16M:1.807ms 64M:7.174ms 256M:28.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.88us + bytes / 8.15 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.93us 512K:82.21us 2M:275.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.19us + bytes / 2.83 GB/s, written at
# the measured sizes (the medians would give 2.0%).
# Residual: 6.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.35us 512K:208.4us 2M:764us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 295.3us + bytes / 2.68
# GB/s, written at the measured sizes (the medians would give 3.9%).
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:319.8us 256K:393us 2M:1.076ms 16M:6.544ms 64M:25.29ms 256M:100.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.097us + bytes / 879 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 10.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.294us 2M:4.297us 16M:23.58us 64M:83.78us 256M:327.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.06us +
# bytes / 98.5 GB/s, written at the measured sizes (the medians would give
# 9.9%).
# Residual: 12.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.72us 2M:37.36us 16M:186.5us 64M:697.7us 256M:2.742ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.17us

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
# measured medians (15 points at 3 sizes): the best line, 5.681us + bytes /
# 218 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 17.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.4us 16M:79.78us 64M:325.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.59us + bytes / 216 GB/s, written at the measured
# sizes (the medians would give 7.3%).
# Residual: 7.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.3us 16M:98.28us 64M:331.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.369us +
# bytes / 162 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.43us 16M:102.8us 64M:417.8us 256M:1.68ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.419us
# + bytes / 10.1 GB/s, misses by 29.5% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.07us 64K:23.86us 2M:154.5us 16M:1.879ms 64M:8.007ms 256M:34.08ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.77us + bytes / 10.8 GB/s,
# misses by 22.4% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.4us 64K:30.53us 2M:278.8us 16M:1.48ms 64M:5.723ms 256M:22.77ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.47 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_read_ns = 64K:6.16us 2M:198.8us 16M:2.403ms 64M:9.571ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.7 GB/s, misses by
# 40.5% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.229us 2M:56.54us 16M:1.114ms 64M:5.365ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 4.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.867us 2M:192.1us 16M:1.538ms 64M:6.151ms

