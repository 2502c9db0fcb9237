# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:44:54Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:44:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.421us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.993us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.665us + bytes / 5.78e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 23.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.636us 64K:2.738us 1M:2.587us 1536K:2.822us 2M:56.42us 8M:47.74us 64M:81.33us 256M:87.66us 1G:145.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.011us + bytes / 1.43e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:2.478us 64K:2.424us 1M:2.3us 1536K:2.511us 2M:47.82us 8M:45.06us 64M:78.97us 256M:195.4us 1G:636.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.54us
# + bytes / 5.22e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 33.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.488us 64K:2.193us 2M:19.64us 16M:24.31us 64M:46.05us 256M:43.03us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.38us + bytes / 1.17e+06 GB/s, written at the measured sizes (the
# medians would give 6.2%).
# Residual: 7.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.38us 64K:9.38us 2M:9.381us 16M:9.394us 64M:9.437us 256M:9.609us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.5%, 512K 14.3%, 1M 14.1%, 2M 13.7%, 4M 13.1%, 8M 12.3%, 16M
# 12.2%, 32M 12.6%.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     103.7us     87.16us
# seq             2M          0         2         2     2097152           0     252.9us     303.1us
# seq            16M          0        16        16    16777216           0     1.848ms     2.178ms
# seq            64M          0        64        64    67108864           0     9.131ms     8.606ms
# seq           256M          0       256       256   268435456           0     39.55ms     34.32ms
# stride         64M        64K         4        32    67108864           0     6.563ms     6.158ms
# stride        256M         2M        16       128     8388608           0     2.659ms     2.828ms
# random         16M          0        16        16    16777216           0     2.095ms     2.178ms
# random         64M          0        39       104    67108864           0     10.43ms     8.229ms
# random        256M          0       127       907   268435456           0     39.97ms     37.73ms
# fresh           2M          0         2         2           0     2097152     153.2us       170us
# fresh          16M          0        16        16           0    16777216     1.219ms     1.113ms
# fresh          64M          0        64        64           0    67108864      4.09ms     4.348ms
# fresh         256M          0       256       256           0   268435456     19.12ms     17.29ms
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
# prefetch at the driver's defaults). Result: 34.38us per batch, 12.05us per
# VA block, bytes / 12 GB/s moved, 35.27us per faulting kernel, bytes / 50
# GB/s zero-filled.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_batch_ns = 34.38us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_block_ns = 12.05us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:341.8ns 64K:5.468us 512K:43.75us 1M:87.49us 2M:175us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_wake_ns = 35.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:81.87ns 64K:1.31us 512K:10.48us 1M:20.96us 2M:41.92us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 39.81us + bytes / 47.8 GB/s, written at the measured sizes (the
# medians would give 3.0%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.18us 2M:83.68us 16M:390.8us 64M:1.444ms 256M:5.655ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.06us + bytes / 15.1 GB/s, written at
# the measured sizes (the medians would give 4.0%).
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.4us 2M:153.9us 16M:1.126ms 64M:4.458ms 256M:17.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.16us + bytes / 8.75 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.64us 512K:74.29us 2M:253.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.04us + bytes / 4.11 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.27us 512K:168us 2M:500.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 260.7us + bytes / 3.12
# GB/s, written at the measured sizes (the medians would give 11.6%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:281.8us 256K:344.9us 2M:933.6us 16M:5.644ms 64M:21.79ms 256M:86.39ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.953us + bytes / 1.58e+03 GB/s, misses by 21.8% RMS,
# so it is not used.
# Residual: 13.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.673us 2M:2.59us 16M:14.15us 64M:46.32us 256M:175.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.54us + bytes / 103 GB/s, misses by
# 15.7% RMS, so it is not used.
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.84us 2M:25.77us 16M:185.5us 64M:695.9us 256M:2.851ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

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
# sizes): 8.114us + bytes / 289 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 12.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.36us 16M:66.08us 64M:240us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.84us + bytes / 213 GB/s, written at the measured
# sizes (the medians would give 13.3%).
# Residual: 13.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.71us 16M:99.78us 64M:336.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 195 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.77us 16M:85.65us 64M:344.3us 256M:1.389ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.193us
# + bytes / 10.6 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.783us 64K:24.35us 2M:169.1us 16M:1.558ms 64M:6.488ms 256M:29.88ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.8us + bytes / 10.4 GB/s,
# misses by 20.8% RMS, so it is not used.
# Residual: 8.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.48us 64K:30.86us 2M:267.7us 16M:1.673ms 64M:6.303ms 256M:21.99ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.4 GB/s, misses by 32.7% RMS, so it is not used.
# Residual: 19.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.314us 2M:115.4us 16M:2.013ms 64M:7.729ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.6 GB/s, misses by
# 37.7% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:939ns 2M:51.12us 16M:921.3us 64M:4.464ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 652.6ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 7.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.493us 2M:187.6us 16M:1.496ms 64M:5.982ms

