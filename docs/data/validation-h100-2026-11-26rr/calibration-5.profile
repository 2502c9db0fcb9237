# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:41:36Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:41:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.4% RMS relative over 5 repetitions.
launch_ns = 4.804us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.146us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.881us + bytes / 4.09e+03 GB/s, misses by 61.5% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.001us 64K:3.204us 1M:2.751us 1536K:2.967us 2M:69.29us 8M:51.97us 64M:81.05us 256M:94.49us 1G:206.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.263us + bytes / 1.35e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.886us 64K:2.747us 1M:2.625us 1536K:2.641us 2M:46.78us 8M:47.48us 64M:81.86us 256M:225.3us 1G:652us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.891us + bytes / 2.96e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 36.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.021us 64K:4.108us 2M:38.35us 16M:52.23us 64M:80.3us 256M:76.79us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.82us + bytes / 1.02e+06 GB/s, written at the measured sizes (the
# medians would give 9.6%).
# Residual: 9.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.82us 64K:12.82us 2M:12.82us 16M:12.84us 64M:12.89us 256M:13.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.2%, 512K 16.0%, 1M 15.5%, 2M 14.9%, 4M 14.3%, 8M 14.0%, 16M
# 14.3%, 32M 15.0%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      90.3us     75.44us
# seq             2M          0         2         2     2097152           0     279.6us     313.9us
# seq            16M          0        16        16    16777216           0     1.895ms     2.219ms
# seq            64M          0        64        64    67108864           0     9.366ms     8.752ms
# seq           256M          0       256       256   268435456           0     41.29ms     34.88ms
# stride         64M        64K         8        32    67108864           0     7.796ms     7.507ms
# stride        256M         2M        32       128     8388608           0     2.566ms     2.836ms
# random         16M          0        12        16    16777216           0     2.096ms     2.156ms
# random         64M          0        36       161    67108864           0     9.724ms     9.375ms
# random        256M          0       125      1211   268435456           0      51.7ms     43.32ms
# fresh           2M          0         2         2           0     2097152     135.7us     156.1us
# fresh          16M          0        16        16           0    16777216     817.1us     957.1us
# fresh          64M          0        64        64           0    67108864     4.522ms     3.703ms
# fresh         256M          0       256       256           0   268435456     18.85ms     14.69ms
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
# prefetch at the driver's defaults). Result: 15.95us per batch, 11.02us per
# VA block, bytes / 9.61 GB/s moved, 41.65us per faulting kernel, bytes / 34.7
# GB/s zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 15.95us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 11.02us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:426.3ns 64K:6.821us 512K:54.57us 1M:109.1us 2M:218.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 41.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:118.1ns 64K:1.89us 512K:15.12us 1M:30.24us 2M:60.49us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 46.63us + bytes / 46.1 GB/s, written at the measured sizes (the
# medians would give 3.8%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:48.05us 2M:92.1us 16M:410.4us 64M:1.502ms 256M:5.866ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.04us + bytes / 8.79 GB/s, written at
# the measured sizes (the medians would give 2.6%).
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.5us 2M:257.7us 16M:1.929ms 64M:7.657ms 256M:30.57ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.96us + bytes / 8.15 GB/s, written at the
# measured sizes (the medians would give 7.9%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25us 512K:81.28us 2M:274.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 65.44us + bytes / 3.13 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 28.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:85.93us 512K:237.3us 2M:726us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 351.3us + bytes / 2.2 GB/s,
# written at the measured sizes (the medians would give 6.3%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:381.1us 256K:470.4us 2M:1.304ms 16M:7.971ms 64M:30.83ms 256M:122.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.294us + bytes / 813 GB/s, misses by 26.3% RMS, so
# it is not used.
# Residual: 18.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.804us 2M:4.527us 16M:25.96us 64M:89.85us 256M:357.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.16us + bytes / 70 GB/s, misses by
# 17.4% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.47us 2M:35.53us 16M:319.1us 64M:1.008ms 256M:4.019ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# sizes): 7.107us + bytes / 214 GB/s, written at the measured sizes (the
# medians would give 14.1%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.92us 16M:85.65us 64M:321.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.99us + bytes / 183 GB/s, written at the measured
# sizes (the medians would give 9.1%).
# Residual: 11.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.47us 16M:114.8us 64M:390.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.625us +
# bytes / 157 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.96us 16M:110.3us 64M:426us 256M:1.72ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.127us
# + bytes / 9.23 GB/s, misses by 32.5% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.896us 64K:21.06us 2M:167.4us 16M:2.057ms 64M:9.241ms 256M:39.48ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.79us + bytes / 9.96 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.55us 64K:30.35us 2M:262.4us 16M:1.602ms 64M:6.261ms 256M:25.81ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 56.14us +
# bytes / 4.73 GB/s, misses by 47.2% RMS, so it is not used.
# Residual: 26.9% RMS relative over 20 repetitions.
host_read_ns = 64K:68.14us 2M:2.109ms 16M:6.425ms 64M:10.92ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 8.318us + bytes / 7.7 GB/s, misses by
# 42.0% RMS, so it is not used.
# Residual: 31.1% RMS relative over 20 repetitions.
host_write_ns = 64K:16.61us 2M:938.1us 16M:2.902ms 64M:6.733ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 105.6ns +
# bytes / 9.85 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.761us 2M:213.1us 16M:1.704ms 64M:6.815ms

