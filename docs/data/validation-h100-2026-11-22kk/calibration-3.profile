# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:04:30Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:04:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.0% RMS relative over 5 repetitions.
launch_ns = 3.761us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.942us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.545us + bytes / 4.66e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.446us 64K:2.695us 1M:2.887us 1536K:2.485us 2M:54.79us 8M:50.37us 64M:56.89us 256M:71.52us 1G:184.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.399us + bytes / 1.59e+03 GB/s, misses by 46.2% RMS, so it is
# not used.
# Residual: 15.8% RMS relative over 45 repetitions.
free_ns = 4K:3.798us 64K:3.671us 1M:3.611us 1536K:3.68us 2M:46.04us 8M:46.28us 64M:84.06us 256M:161.4us 1G:575.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.138us + bytes / 3.12e+03 GB/s, misses by 70.5% RMS, so it is not used.
# Residual: 53.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.411us 64K:3.431us 2M:37.95us 16M:37.39us 64M:80.77us 256M:71.96us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.26us + bytes * -8.98e-07 ns/B, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 14.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.26us 64K:13.26us 2M:13.26us 16M:13.25us 64M:13.2us 256M:13.02us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.8%, 1M 19.1%, 2M 18.4%, 4M 17.5%, 8M 14.9%, 16M
# 12.8%, 32M 13.0%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.98us     66.51us
# seq             2M          0         2         2     2097152           0     211.7us     232.4us
# seq            16M          0        16        16    16777216           0      1.39ms     1.783ms
# seq            64M          0        64        64    67108864           0     8.094ms     7.099ms
# seq           256M          0       256       256   268435456           0     29.12ms     28.36ms
# stride         64M        64K         4        32    67108864           0     4.256ms     4.219ms
# stride        256M         2M        16       128     8388608           0     2.083ms     2.258ms
# random         16M          0        16        16    16777216           0     2.171ms     1.783ms
# random         64M          0        39       104    67108864           0      6.66ms      6.35ms
# random        256M          0       127       907   268435456           0     34.29ms     28.25ms
# fresh           2M          0         2         2           0     2097152       117us     126.3us
# fresh          16M          0        16        16           0    16777216     843.7us     933.9us
# fresh          64M          0        64        64           0    67108864     4.063ms     3.703ms
# fresh         256M          0       256       256           0   268435456     17.03ms     14.78ms
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
# prefetch at the driver's defaults). Result: 43.49us per batch, 8.446us per
# VA block, bytes / 17.8 GB/s moved, 10.89us per faulting kernel, bytes / 182
# GB/s zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 43.49us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 8.446us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:229.7ns 64K:3.676us 512K:29.41us 1M:58.81us 2M:117.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 10.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:22.45ns 64K:359.2ns 512K:2.874us 1M:5.747us 2M:11.49us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.23us + bytes /
# 46.8 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 4.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.37us 2M:118us 16M:429.8us 64M:1.348ms 256M:5.333ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.94us + bytes / 16.2 GB/s, written at
# the measured sizes (the medians would give 4.1%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.97us 2M:146us 16M:1.049ms 64M:4.147ms 256M:16.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.61us + bytes / 13.4 GB/s, written at the
# measured sizes (the medians would give 6.5%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.49us 512K:52.63us 2M:169.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 27.09us + bytes / 3.95 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.39us 512K:195.1us 2M:504.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 436.2us + bytes / 2.06
# GB/s, written at the measured sizes (the medians would give 10.9%).
# Residual: 14.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:468us 256K:563.3us 2M:1.453ms 16M:8.573ms 64M:32.98ms 256M:130.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.674us + bytes / 1.81e+03 GB/s, misses by 21.7% RMS,
# so it is not used.
# Residual: 13.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.264us 2M:2.252us 16M:11.67us 64M:40.42us 256M:157.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.95us +
# bytes / 112 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.53us 2M:30.68us 16M:161.9us 64M:611.6us 256M:2.41ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 60.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 410.5us

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
# sizes): 5.42us + bytes / 314 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 13.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.1us 16M:58.89us 64M:219.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.26us + bytes / 216 GB/s, written at the measured
# sizes (the medians would give 5.5%).
# Residual: 5.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.97us 16M:97.91us 64M:330.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.189us +
# bytes / 177 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.06us 16M:97.63us 64M:391.1us 256M:1.501ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 12.68us
# + bytes / 8.18 GB/s, misses by 33.1% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:11.49us 64K:45.51us 2M:381.5us 16M:2.468ms 64M:6.581ms 256M:29.75ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.55us + bytes / 12.7 GB/s,
# misses by 30.4% RMS, so it is not used.
# Residual: 18.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.2us 64K:29.96us 2M:270us 16M:1.367ms 64M:4.664ms 256M:18.53ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.5 GB/s, misses by 31.5% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.75us 2M:114.9us 16M:1.976ms 64M:7.952ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.8 GB/s, misses by
# 36.0% RMS, so it is not used.
# Residual: 10.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.07us 2M:55.05us 16M:863.4us 64M:4.983ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 686.7ns +
# bytes / 12.7 GB/s, written at the measured sizes (the medians would give
# 13.4%).
# Residual: 13.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.853us 2M:166us 16M:1.323ms 64M:5.291ms

