# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:34:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:34:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.8% RMS relative over 5 repetitions.
launch_ns = 3.383us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.193us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.656us + bytes / 5.54e+03 GB/s, misses by 55.0% RMS,
# so it is not used.
# Residual: 23.5% RMS relative over 45 repetitions.
malloc_ns = 4K:1.662us 64K:1.748us 1M:1.702us 1536K:1.797us 2M:46.47us 8M:34.9us 64M:39.79us 256M:74.32us 1G:146.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.117us + bytes / 2.02e+03 GB/s, misses by 50.6% RMS, so it is
# not used.
# Residual: 20.4% RMS relative over 45 repetitions.
free_ns = 4K:1.548us 64K:1.399us 1M:1.378us 1536K:1.426us 2M:32.63us 8M:33.77us 64M:57.91us 256M:144.4us 1G:460.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.339us + bytes / 5.14e+03 GB/s, misses by 67.8% RMS, so it is not used.
# Residual: 77.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:9.465us 64K:2.443us 2M:17.4us 16M:24.5us 64M:39.52us 256M:44.15us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.337us + bytes / 3.8e+05 GB/s, written at the measured sizes (the
# medians would give 5.7%).
# Residual: 6.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.337us 64K:9.337us 2M:9.342us 16M:9.381us 64M:9.514us 256M:10.04us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.3%, 1M 17.9%, 2M 17.2%, 4M 16.8%, 8M 16.6%, 16M
# 16.7%, 32M 17.5%.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.55us     63.15us
# seq             2M          0         2         2     2097152           0     224.3us       255us
# seq            16M          0        16        16    16777216           0     1.652ms     1.853ms
# seq            64M          0        64        64    67108864           0     6.739ms     7.333ms
# seq           256M          0       256       256   268435456           0     35.59ms     29.25ms
# stride         64M        64K         8        32    67108864           0     5.804ms     5.881ms
# stride        256M         2M        32       128     8388608           0     2.502ms     2.904ms
# random         16M          0        12        16    16777216           0     1.966ms     1.778ms
# random         64M          0        36       161    67108864           0      8.58ms     8.033ms
# random        256M          0       125      1211   268435456           0     51.12ms     38.85ms
# fresh           2M          0         2         2           0     2097152     133.3us     166.4us
# fresh          16M          0        16        16           0    16777216     1.057ms     1.145ms
# fresh          64M          0        64        64           0    67108864     5.852ms       4.5ms
# fresh         256M          0       256       256           0   268435456     23.05ms     17.92ms
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
# prefetch at the driver's defaults). Result: 18.71us per batch, 12.62us per
# VA block, bytes / 12.7 GB/s moved, 26.63us per faulting kernel, bytes / 27.2
# GB/s zero-filled.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_batch_ns = 18.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_block_ns = 12.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:323.5ns 64K:5.177us 512K:41.41us 1M:82.82us 2M:165.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_wake_ns = 26.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:150.6ns 64K:2.41us 512K:19.28us 1M:38.57us 2M:77.13us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.74us + bytes /
# 46.7 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 2.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.52us 2M:125.2us 16M:444.3us 64M:1.341ms 256M:5.3ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.91us + bytes / 15.4 GB/s, written at
# the measured sizes (the medians would give 2.2%).
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.15us 2M:150.7us 16M:1.102ms 64M:4.361ms 256M:17.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.21us + bytes / 13.2 GB/s, written at the
# measured sizes (the medians would give 8.2%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.19us 512K:54.05us 2M:173.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.49us + bytes / 4.32 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.96us 512K:161.6us 2M:471.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 232.5us + bytes / 3.29
# GB/s, written at the measured sizes (the medians would give 7.0%).
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:252.4us 256K:312.1us 2M:869.2us 16M:5.326ms 64M:20.61ms 256M:81.73ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.096us + bytes / 1.61e+03 GB/s, misses by 19.6% RMS,
# so it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.671us 2M:2.772us 16M:13.72us 64M:44.8us 256M:172.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.58us + bytes / 91.1 GB/s, misses
# by 18.1% RMS, so it is not used.
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.53us 2M:26.62us 16M:220.2us 64M:891.3us 256M:3.043ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 103us

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
# measured medians (15 points at 3 sizes): the best line, 7.579us + bytes /
# 235 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.56us 16M:78.08us 64M:297.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 348.5ns +
# bytes / 188 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.7us 16M:85.44us 64M:353.4us 256M:1.503ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.181us
# + bytes / 10.5 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.76us 64K:23.15us 2M:145us 16M:1.95ms 64M:7.846ms 256M:35.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.96us + bytes / 12.5 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.778us 64K:27.15us 2M:233.6us 16M:1.206ms 64M:4.686ms 256M:23ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.1 GB/s, misses by 34.9% RMS, so it is not used.
# Residual: 26.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.344us 2M:118.3us 16M:1.99ms 64M:8.048ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.2 GB/s, misses by
# 35.6% RMS, so it is not used.
# Residual: 16.2% RMS relative over 20 repetitions.
host_write_ns = 64K:948ns 2M:57.36us 16M:782.3us 64M:4.769ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 410.2ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.493us 2M:195.1us 16M:1.558ms 64M:6.229ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
