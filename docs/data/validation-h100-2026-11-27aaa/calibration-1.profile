# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:04:18Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:04:18Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.8% RMS relative over 5 repetitions.
launch_ns = 5.886us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.031us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.389us + bytes / 7.63e+03 GB/s, misses by 58.4% RMS,
# so it is not used.
# Residual: 29.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.132us 64K:3.591us 1M:3.322us 1536K:3.311us 2M:58.22us 8M:40.13us 64M:50.64us 256M:50.32us 1G:114.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.507us + bytes / 2.11e+03 GB/s, misses by 50.4% RMS, so it is
# not used.
# Residual: 20.7% RMS relative over 45 repetitions.
free_ns = 4K:1.898us 64K:1.96us 1M:1.723us 1536K:1.725us 2M:36.93us 8M:38.68us 64M:58.87us 256M:124.7us 1G:455.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.751us + bytes / 5.13e+03 GB/s, misses by 67.6% RMS, so it is not used.
# Residual: 45.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.809us 64K:2.436us 2M:37.09us 16M:64.25us 64M:49.31us 256M:45.66us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.404us + bytes / 6.28e+05 GB/s, written at the measured sizes (the
# medians would give 6.3%).
# Residual: 6.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.404us 64K:9.405us 2M:9.408us 16M:9.431us 64M:9.511us 256M:9.832us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.6%, 512K 23.7%, 1M 23.9%, 2M 22.4%, 4M 19.8%, 8M 13.9%, 16M
# 11.4%, 32M 12.5%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.86us     82.36us
# seq             2M          0         2         2     2097152           0       322us       299us
# seq            16M          0        16        16    16777216           0       2.5ms     2.304ms
# seq            64M          0        64        64    67108864           0     9.069ms     9.176ms
# seq           256M          0       256       256   268435456           0     37.83ms     36.67ms
# stride         64M        64K         4        32    67108864           0     4.805ms     5.582ms
# stride        256M         2M        16       128     8388608           0     2.714ms     2.846ms
# random         16M          0        16        16    16777216           0     2.711ms     2.304ms
# random         64M          0        39       104    67108864           0     7.363ms     8.235ms
# random        256M          0       127       907   268435456           0     48.49ms     36.46ms
# fresh           2M          0         2         2           0     2097152     125.3us     142.2us
# fresh          16M          0        16        16           0    16777216     953.6us     1.049ms
# fresh          64M          0        64        64           0    67108864     4.189ms     4.159ms
# fresh         256M          0       256       256           0   268435456     18.19ms      16.6ms
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
# prefetch at the driver's defaults). Result: 54.34us per batch, 10.44us per
# VA block, bytes / 13.4 GB/s moved, 12.68us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 54.34us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 10.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:306.3ns 64K:4.9us 512K:39.2us 1M:78.4us 2M:156.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 12.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.23us + bytes /
# 46.8 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 2.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.12us 2M:121.2us 16M:427.9us 64M:1.362ms 256M:5.342ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.99us + bytes / 14.8 GB/s, written at
# the measured sizes (the medians would give 4.5%).
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.43us 2M:156.9us 16M:1.15ms 64M:4.556ms 256M:18.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 61.63us + bytes / 16.4 GB/s, misses by 44.5% RMS, so it is not used.
# Residual: 42.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:62.91us 512K:102.8us 2M:182.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.72us + bytes / 4.14 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.77us 512K:168.9us 2M:488.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 361.8us +
# bytes / 2.51 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:428.6us 256K:482us 2M:933.7us 16M:7.642ms 64M:29.99ms 256M:119ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.22us + bytes / 1.63e+03 GB/s, misses by 19.5% RMS,
# so it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.901us 2M:2.838us 16M:13.75us 64M:44.82us 256M:169.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.873us + bytes / 97.2 GB/s, misses
# by 18.0% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.8us 2M:25.46us 16M:182.2us 64M:920.7us 256M:2.818ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 96.61us

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
# sizes): 7.349us + bytes / 307 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.19us 16M:62.07us 64M:226.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.83us + bytes / 224 GB/s, written at the measured
# sizes (the medians would give 14.4%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.17us 16M:97.59us 64M:321.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 488.6ns +
# bytes / 198 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.14us 16M:83.32us 64M:339.4us 256M:1.373ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.635us
# + bytes / 11.7 GB/s, misses by 31.6% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.216us 64K:21.81us 2M:129.6us 16M:1.648ms 64M:7.828ms 256M:32.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.79us + bytes / 13.5 GB/s,
# misses by 24.7% RMS, so it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.551us 64K:27.44us 2M:238.1us 16M:1.26ms 64M:4.401ms 256M:17.93ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.17 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.362us 2M:265.5us 16M:2.38ms 64M:10.24ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22 GB/s, misses by
# 37.6% RMS, so it is not used.
# Residual: 20.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.139us 2M:68.98us 16M:1.185ms 64M:5.742ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.545us 2M:197.1us 16M:1.581ms 64M:6.327ms

