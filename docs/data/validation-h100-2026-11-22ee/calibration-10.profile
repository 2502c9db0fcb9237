# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:36:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:36:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.206us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.099us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.716us + bytes / 7.36e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 28.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.654us 64K:2.75us 1M:2.68us 1536K:2.703us 2M:47.42us 8M:36.4us 64M:39.86us 256M:41.11us 1G:124.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.178us + bytes / 2.17e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 21.1% RMS relative over 45 repetitions.
free_ns = 4K:1.549us 64K:1.439us 1M:1.418us 1536K:1.465us 2M:34.05us 8M:34.38us 64M:53.26us 256M:132.7us 1G:422.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.286us + bytes / 8.19e+03 GB/s, misses by 62.0% RMS, so it is not used.
# Residual: 33.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.898us 64K:2.907us 2M:18.8us 16M:20.52us 64M:29.57us 256M:29.36us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.788us + bytes / 3.61e+05 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 10.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.788us 64K:9.789us 2M:9.794us 16M:9.835us 64M:9.974us 256M:10.53us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.5%, 512K 21.2%, 1M 20.6%, 2M 19.8%, 4M 19.1%, 8M 18.3%, 16M
# 18.3%, 32M 18.7%.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     97.38us      68.8us
# seq             2M          0         2         2     2097152           0       194us     260.2us
# seq            16M          0        16        16    16777216           0     1.872ms     1.973ms
# seq            64M          0        64        64    67108864           0     8.316ms     7.846ms
# seq           256M          0       256       256   268435456           0     37.26ms     31.34ms
# stride         64M        64K         4        32    67108864           0     5.966ms     5.265ms
# stride        256M         2M        16       128     8388608           0     2.412ms     2.739ms
# random         16M          0        16        16    16777216           0     1.751ms     1.973ms
# random         64M          0        39       104    67108864           0     8.725ms     7.416ms
# random        256M          0       127       907   268435456           0     48.36ms      34.5ms
# fresh           2M          0         2         2           0     2097152       144us     166.9us
# fresh          16M          0        16        16           0    16777216     1.129ms     1.226ms
# fresh          64M          0        64        64           0    67108864     5.613ms     4.858ms
# fresh         256M          0       256       256           0   268435456     23.45ms     19.38ms
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
# prefetch at the driver's defaults). Result: 36.55us per batch, 12.1us per VA
# block, bytes / 14.2 GB/s moved, 15.54us per faulting kernel, bytes / 38.8
# GB/s zero-filled.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_batch_ns = 36.55us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_block_ns = 12.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:287.9ns 64K:4.606us 512K:36.85us 1M:73.69us 2M:147.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_wake_ns = 15.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:105.5ns 64K:1.688us 512K:13.5us 1M:27us 2M:54us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.6us + bytes /
# 47.2 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 1.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.33us 2M:124.2us 16M:429.3us 64M:1.342ms 256M:5.296ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.69us + bytes / 15.5 GB/s, written at
# the measured sizes (the medians would give 1.4%).
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.92us 2M:150.1us 16M:1.098ms 64M:4.348ms 256M:17.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 21.09us + bytes / 12.1 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 12.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.36us 512K:77.94us 2M:177.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 16.4us + bytes / 3.33 GB/s, written at the
# measured sizes (the medians would give 11.1%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.11us 512K:174.1us 2M:647.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 239us + bytes / 3.38 GB/s,
# written at the measured sizes (the medians would give 5.6%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:258.3us 256K:316.4us 2M:858.6us 16M:5.196ms 64M:20.07ms 256M:79.56ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.868us + bytes / 1.6e+03 GB/s, misses by 20.5% RMS,
# so it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.556us 2M:2.513us 16M:13.34us 64M:46.18us 256M:175.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.922us + bytes / 94.9 GB/s, misses
# by 19.5% RMS, so it is not used.
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.36us 2M:24.92us 16M:178.5us 64M:857.5us 256M:3.519ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.51us

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
# measured medians (15 points at 3 sizes): the best line, 9.885us + bytes /
# 310 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.75us 16M:62.3us 64M:231.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 192 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:9.621us 16M:85.71us 64M:348.5us 256M:1.406ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.882us
# + bytes / 10.5 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.425us 64K:23.41us 2M:162us 16M:1.656ms 64M:7.073ms 256M:29.42ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.17us + bytes / 13.2 GB/s,
# misses by 22.9% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.891us 64K:27.61us 2M:243.4us 16M:1.221ms 64M:4.659ms 256M:18.49ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.7 GB/s, misses by 33.4% RMS, so it is not used.
# Residual: 33.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.335us 2M:125.1us 16M:1.854ms 64M:7.407ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.3 GB/s, misses by
# 35.7% RMS, so it is not used.
# Residual: 15.9% RMS relative over 20 repetitions.
host_write_ns = 64K:975ns 2M:49.5us 16M:706.4us 64M:4.338ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 604.2ns +
# bytes / 12.6 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.824us 2M:167.7us 16M:1.337ms 64M:5.346ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
