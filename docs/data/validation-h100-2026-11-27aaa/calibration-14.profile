# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:11:05Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:11:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.8% RMS relative over 5 repetitions.
launch_ns = 4.079us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.136us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.579us + bytes / 4.92e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.626us 64K:2.868us 1M:2.572us 1536K:2.525us 2M:60.6us 8M:43.46us 64M:50.22us 256M:82.09us 1G:168.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.032us + bytes / 1.63e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:2.485us 64K:2.428us 1M:2.35us 1536K:2.333us 2M:39.58us 8M:41.63us 64M:91.6us 256M:164.3us 1G:565.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.109us + bytes / 5.41e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 35.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.37us 64K:2.52us 2M:22.33us 16M:33.13us 64M:42.11us 256M:42.63us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.2us + bytes * -1.96e-06 ns/B, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 14.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.2us 64K:11.2us 2M:11.19us 16M:11.16us 64M:11.06us 256M:10.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.7%, 1M 17.2%, 2M 16.2%, 4M 15.0%, 8M 13.4%, 16M
# 13.2%, 32M 13.5%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.85us     72.62us
# seq             2M          0         2         2     2097152           0     274.6us     291.3us
# seq            16M          0        16        16    16777216           0     2.073ms     2.209ms
# seq            64M          0        64        64    67108864           0     8.394ms     8.784ms
# seq           256M          0       256       256   268435456           0     38.38ms     35.08ms
# stride         64M        64K         4        32    67108864           0     6.436ms     6.085ms
# stride        256M         2M        16       128     8388608           0     2.426ms     2.678ms
# random         16M          0        16        16    16777216           0     1.866ms     2.209ms
# random         64M          0        39       104    67108864           0     9.185ms     8.215ms
# random        256M          0       127       907   268435456           0     48.07ms     36.78ms
# fresh           2M          0         2         2           0     2097152     137.2us     165.9us
# fresh          16M          0        16        16           0    16777216     1.186ms     1.206ms
# fresh          64M          0        64        64           0    67108864     5.492ms     4.773ms
# fresh         256M          0       256       256           0   268435456     22.56ms     19.04ms
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
# prefetch at the driver's defaults). Result: 39.43us per batch, 10.41us per
# VA block, bytes / 12 GB/s moved, 17.33us per faulting kernel, bytes / 42.9
# GB/s zero-filled.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 39.43us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 10.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:340.4ns 64K:5.447us 512K:43.57us 1M:87.15us 2M:174.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 17.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:95.59ns 64K:1.529us 512K:12.23us 1M:24.47us 2M:48.94us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.08us + bytes / 46
# GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 1.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.41us 2M:122.2us 16M:431.4us 64M:1.358ms 256M:5.44ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.33us + bytes / 15.4 GB/s, written at
# the measured sizes (the medians would give 8.5%).
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.58us 2M:154.3us 16M:1.106ms 64M:4.368ms 256M:17.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 17.42us + bytes / 8.67 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 19.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.66us 512K:71.09us 2M:283.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 26.81us + bytes / 3.23 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 27.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.81us 512K:232.6us 2M:609.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 339.2us +
# bytes / 2.38 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:384.1us 256K:463.1us 2M:1.029ms 16M:7.273ms 64M:29.89ms 256M:132.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.615us + bytes / 1.34e+03 GB/s, misses by 18.9% RMS,
# so it is not used.
# Residual: 14.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.452us 2M:4.449us 16M:15.4us 64M:54.28us 256M:227.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.716us + bytes / 109 GB/s, misses by
# 28.2% RMS, so it is not used.
# Residual: 24.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.3us 2M:24.11us 16M:182.7us 64M:671us 256M:2.492ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.8us

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
# measured medians (15 points at 3 sizes): the best line, 6.405us + bytes /
# 230 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.58us 16M:77.75us 64M:304.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.88us + bytes / 145 GB/s, written at the measured
# sizes (the medians would give 7.4%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:42.33us 16M:143.5us 64M:490.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.09us +
# bytes / 166 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.69us 16M:103.2us 64M:398.2us 256M:1.639ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.069us
# + bytes / 9.82 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.641us 64K:23.07us 2M:158.6us 16M:1.945ms 64M:8.462ms 256M:37.59ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.55us + bytes / 10.1 GB/s,
# misses by 18.7% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.26us 64K:29.58us 2M:246.4us 16M:1.613ms 64M:6.263ms 256M:25.28ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15 GB/s, misses by 40.8% RMS, so it is not used.
# Residual: 18.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.198us 2M:101.7us 16M:2.099ms 64M:9.012ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.6 GB/s, misses by
# 43.5% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_write_ns = 64K:902ns 2M:47.76us 16M:1.089ms 64M:5.326ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 564.5ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 7.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.701us 2M:196.9us 16M:1.572ms 64M:6.284ms

