# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T02:59:02Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T02:59:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 14.5% RMS relative over 5 repetitions.
launch_ns = 3.097us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.596us + bytes / 1.03e+04 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:1.691us 64K:1.62us 1M:1.617us 1536K:1.543us 2M:42.26us 8M:31.91us 64M:36.82us 256M:50.04us 1G:81.69us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.027us + bytes / 2.88e+03 GB/s, misses by 50.9% RMS, so it is
# not used.
# Residual: 19.6% RMS relative over 45 repetitions.
free_ns = 4K:1.285us 64K:1.326us 1M:1.17us 1536K:1.238us 2M:31.97us 8M:30.43us 64M:45.61us 256M:99.78us 1G:315.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.359us + bytes / 3.71e+03 GB/s, misses by 62.1% RMS, so it is not used.
# Residual: 36.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.942us 64K:3.944us 2M:29.52us 16M:39.78us 64M:43.88us 256M:61.06us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.74us + bytes / 1.61e+05 GB/s, written at the measured sizes (the
# medians would give 9.6%).
# Residual: 10.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.74us 64K:13.74us 2M:13.75us 16M:13.85us 64M:14.16us 256M:15.41us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.8%, 512K 17.4%, 1M 17.0%, 2M 17.8%, 4M 18.7%, 8M 19.8%, 16M
# 21.0%, 32M 22.0%.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.89us     54.08us
# seq             2M          0         2         2     2097152           0     187.3us       226us
# seq            16M          0        16        16    16777216           0      1.29ms     1.548ms
# seq            64M          0        64        64    67108864           0     6.799ms      6.08ms
# seq           256M          0       256       256   268435456           0      29.9ms     24.21ms
# stride         64M        64K        64        64    67108864           0     7.738ms      6.08ms
# stride        256M         2M       128       128     8388608           0     1.992ms     2.201ms
# random         16M          0        10        55    16777216           0     1.955ms     2.006ms
# random         64M          0        38       373    67108864           0     9.965ms     9.708ms
# random        256M          0       160      1651   268435456           0     44.93ms     40.59ms
# fresh           2M          0         2         2           0     2097152     131.2us     164.6us
# fresh          16M          0        16        16           0    16777216     987.3us     1.056ms
# fresh          64M          0        64        64           0    67108864     4.888ms     4.113ms
# fresh         256M          0       256       256           0   268435456     21.77ms     16.34ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 11.74us per VA
# block, bytes / 12.7 GB/s moved, 37.18us per faulting kernel, bytes / 20.2
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_block_ns = 11.74us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:323ns 64K:5.167us 512K:41.34us 1M:82.68us 2M:165.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_wake_ns = 37.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:202.9ns 64K:3.247us 512K:25.97us 1M:51.95us 2M:103.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 55.06us + bytes /
# 48.9 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 16.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:52.39us 2M:117.3us 16M:415.4us 64M:1.351ms 256M:5.35ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 17.65us + bytes / 16 GB/s, written at the measured
# sizes (the means would give 6.4%).
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.76us 2M:148.9us 16M:1.068ms 64M:4.219ms 256M:16.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.58us + bytes / 13.2 GB/s, written at the measured
# sizes (the means would give 7.6%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.53us 512K:54.15us 2M:172.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.62us + bytes / 4.36 GB/s, written at the
# measured sizes (the means would give 11.9%).
# Residual: 14.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.66us 512K:141.9us 2M:502.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 226.9us + bytes / 3.28 GB/s, written at the measured
# sizes (the medians would give 9.1%).
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:246.9us 256K:306.8us 2M:866.2us 16M:5.341ms 64M:20.68ms 256M:82.05ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.163us + bytes / 1.21e+03 GB/s, misses by 31.1% RMS,
# so it is not used.
# Residual: 20.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.929us 2M:4.87us 16M:26.55us 64M:76.37us 256M:185.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.41us +
# bytes / 109 GB/s, written at the measured sizes (the medians would give
# 8.2%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.02us 2M:35.73us 16M:171us 64M:634.7us 256M:2.49ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.64us

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
# measured medians (15 points at 3 sizes): the best line, 5.889us + bytes /
# 306 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.77us 16M:59.53us 64M:228.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.78us + bytes / 243 GB/s, written at the measured
# sizes (the medians would give 9.7%).
# Residual: 9.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.4us 16M:90.8us 64M:297.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.918us +
# bytes / 178 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.24us 16M:107.2us 64M:387.3us 256M:1.444ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.358us
# + bytes / 9.79 GB/s, misses by 32.6% RMS, so it is not used.
# Residual: 23.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.025us 64K:25.07us 2M:160.7us 16M:1.826ms 64M:8.586ms 256M:35.86ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.86us + bytes / 10.1 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.46us 64K:29.5us 2M:252.7us 16M:1.646ms 64M:6.285ms 256M:25.16ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.4 GB/s, misses by 36.4% RMS, so it is not used.
# Residual: 25.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.883us 2M:117.8us 16M:1.68ms 64M:8.128ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23 GB/s, misses by
# 33.0% RMS, so it is not used.
# Residual: 18.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.075us 2M:69.09us 16M:884.4us 64M:4.715ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 315.8ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 11.4%).
# Residual: 11.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.852us 2M:177.5us 16M:1.418ms 64M:5.67ms

