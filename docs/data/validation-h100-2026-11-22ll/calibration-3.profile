# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:43:15Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:43:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.247us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.18us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.789us + bytes / 4.59e+03 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.065us 64K:3.014us 1M:2.673us 1536K:2.751us 2M:63.64us 8M:45.62us 64M:76.04us 256M:77.14us 1G:188.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.259us + bytes / 1.47e+03 GB/s, misses by 51.0% RMS, so it is
# not used.
# Residual: 17.5% RMS relative over 45 repetitions.
free_ns = 4K:3.691us 64K:3.741us 1M:2.361us 1536K:2.463us 2M:41.65us 8M:44.66us 64M:81.03us 256M:196.2us 1G:629.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.06us
# + bytes / 5.17e+03 GB/s, misses by 62.7% RMS, so it is not used.
# Residual: 34.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.797us 64K:3.521us 2M:26.44us 16M:34.72us 64M:45.45us 256M:45.47us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.27us + bytes / 2.06e+05 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 7.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.27us 64K:13.27us 2M:13.28us 16M:13.35us 64M:13.6us 256M:14.57us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.3%, 512K 16.8%, 1M 16.2%, 2M 14.6%, 4M 14.5%, 8M 14.5%, 16M
# 15.0%, 32M 16.3%.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.54us     73.18us
# seq             2M          0         2         2     2097152           0     219.3us     244.5us
# seq            16M          0        16        16    16777216           0     1.554ms     1.629ms
# seq            64M          0        64        64    67108864           0     7.313ms     6.377ms
# seq           256M          0       256       256   268435456           0     33.43ms     25.37ms
# stride         64M        64K        16        32    67108864           0     4.691ms     5.592ms
# stride        256M         2M        64       128     8388608           0     2.745ms     3.077ms
# random         16M          0         9        23    16777216           0      1.89ms     1.702ms
# random         64M          0        35       230    67108864           0     9.146ms      8.87ms
# random        256M          0       128      1431   268435456           0     47.02ms     43.46ms
# fresh           2M          0         2         2           0     2097152     153.1us     164.5us
# fresh          16M          0        16        16           0    16777216     814.3us     989.1us
# fresh          64M          0        64        64           0    67108864     4.593ms     3.816ms
# fresh         256M          0       256       256           0   268435456     19.21ms     15.13ms
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
# prefetch at the driver's defaults). Result: 5.677us per batch, 16.01us per
# VA block, bytes / 13.6 GB/s moved, 46.67us per faulting kernel, bytes / 28.2
# GB/s zero-filled.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_batch_ns = 5.677us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_block_ns = 16.01us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:301.6ns 64K:4.826us 512K:38.61us 1M:77.22us 2M:154.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_wake_ns = 46.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:145.4ns 64K:2.326us 512K:18.61us 1M:37.21us 2M:74.43us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.43us + bytes / 46
# GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 3.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.23us 2M:122.9us 16M:440.7us 64M:1.379ms 256M:5.438ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.35us + bytes / 8.89 GB/s, written at
# the measured sizes (the medians would give 1.3%).
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.73us 2M:252.3us 16M:1.904ms 64M:7.566ms 256M:30.21ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.65us + bytes / 7.89 GB/s, written at the
# measured sizes (the medians would give 7.0%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.96us 512K:83.13us 2M:282.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.25us + bytes / 2.74 GB/s, written at
# the measured sizes (the medians would give 3.3%).
# Residual: 6.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.18us 512K:214.7us 2M:789us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 304.2us + bytes / 2.49
# GB/s, written at the measured sizes (the medians would give 2.2%).
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:330.5us 256K:409.5us 2M:1.147ms 16M:7.043ms 64M:27.26ms 256M:108.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.993us + bytes / 836 GB/s, misses by 19.0% RMS, so
# it is not used.
# Residual: 10.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.264us 2M:5.263us 16M:24.68us 64M:87.74us 256M:343.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 12.95us +
# bytes / 97.2 GB/s, written at the measured sizes (the medians would give
# 11.2%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.63us 2M:34.52us 16M:185.5us 64M:703us 256M:2.773ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.1us

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
# measured medians (15 points at 3 sizes): the best line, 9.173us + bytes /
# 242 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 16.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.65us 16M:83.62us 64M:273.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 30.35us + bytes / 213 GB/s, written at the measured
# sizes (the medians would give 7.8%).
# Residual: 10.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.18us 16M:109us 64M:345us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.973us +
# bytes / 164 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.98us 16M:102.8us 64M:412.7us 256M:1.683ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.91us
# + bytes / 9.89 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.417us 64K:24.8us 2M:160.3us 16M:2.009ms 64M:7.776ms 256M:34.48ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.85us + bytes / 10.2 GB/s,
# misses by 22.1% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.51us 64K:31.26us 2M:282.2us 16M:1.627ms 64M:6.166ms 256M:23.12ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.72 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 34.6% RMS relative over 20 repetitions.
host_read_ns = 64K:6.36us 2M:280.3us 16M:2.639ms 64M:10.65ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.5 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:970ns 2M:56.78us 16M:1.096ms 64M:5.412ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 301.6ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 7.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.227us 2M:189.9us 16M:1.517ms 64M:6.068ms

