# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:47:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:47:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 13.5% RMS relative over 5 repetitions.
launch_ns = 3.436us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.013us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.817us + bytes / 6.4e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.693us 64K:2.804us 1M:2.944us 1536K:2.814us 2M:59.07us 8M:43.76us 64M:41.54us 256M:67.7us 1G:129.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.442us + bytes / 2.38e+03 GB/s, misses by 53.9% RMS, so it is
# not used.
# Residual: 22.6% RMS relative over 45 repetitions.
free_ns = 4K:1.51us 64K:1.52us 1M:3.641us 1536K:1.539us 2M:39.17us 8M:39.48us 64M:52.87us 256M:111.8us 1G:382.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.47us
# + bytes / 5.83e+03 GB/s, misses by 64.5% RMS, so it is not used.
# Residual: 34.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.304us 64K:3.018us 2M:27us 16M:31.95us 64M:44.84us 256M:40.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.235us + bytes / 1.68e+06 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 7.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.235us 64K:9.235us 2M:9.236us 16M:9.245us 64M:9.275us 256M:9.395us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.4%, 512K 18.1%, 1M 17.5%, 2M 16.2%, 4M 15.2%, 8M 13.9%, 16M
# 13.8%, 32M 14.5%.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.39us     61.66us
# seq             2M          0         2         2     2097152           0     204.7us     223.1us
# seq            16M          0        16        16    16777216           0     1.462ms     1.673ms
# seq            64M          0        64        64    67108864           0     6.677ms     6.642ms
# seq           256M          0       256       256   268435456           0      29.3ms     26.52ms
# stride         64M        64K         4        32    67108864           0     4.482ms     4.446ms
# stride        256M         2M        16       128     8388608           0     2.154ms     2.408ms
# random         16M          0        16        16    16777216           0     1.536ms     1.673ms
# random         64M          0        39       104    67108864           0     7.159ms     6.313ms
# random        256M          0       127       907   268435456           0     40.01ms      29.7ms
# fresh           2M          0         2         2           0     2097152       132us     153.1us
# fresh          16M          0        16        16           0    16777216     996.1us     1.112ms
# fresh          64M          0        64        64           0    67108864     5.186ms       4.4ms
# fresh         256M          0       256       256           0   268435456     22.21ms     17.55ms
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
# prefetch at the driver's defaults). Result: 30.74us per batch, 10.98us per
# VA block, bytes / 17 GB/s moved, 16.08us per faulting kernel, bytes / 39.2
# GB/s zero-filled.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_batch_ns = 30.74us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_block_ns = 10.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:241.4ns 64K:3.863us 512K:30.9us 1M:61.81us 2M:123.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_wake_ns = 16.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:104.6ns 64K:1.674us 512K:13.39us 1M:26.78us 2M:53.55us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.35us + bytes /
# 47.2 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 1.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.38us 2M:117.6us 16M:421us 64M:1.348ms 256M:5.309ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.53us + bytes / 13.9 GB/s, written at
# the measured sizes (the medians would give 12.2%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.24us 2M:167.2us 16M:1.222ms 64M:4.838ms 256M:19.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 17.19us + bytes / 11.4 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 14.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.53us 512K:53.64us 2M:249.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.45us + bytes / 3.64 GB/s, written at
# the measured sizes (the medians would give 12.0%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.46us 512K:163.5us 2M:595.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 243.5us + bytes / 3.09
# GB/s, written at the measured sizes (the medians would give 9.1%).
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:264.7us 256K:328.3us 2M:922us 16M:5.672ms 64M:21.96ms 256M:87.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.012us + bytes / 1.63e+03 GB/s, misses by 19.4% RMS,
# so it is not used.
# Residual: 11.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.643us 2M:2.647us 16M:13.72us 64M:44.45us 256M:168.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.84us + bytes / 94.8 GB/s, misses
# by 15.7% RMS, so it is not used.
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.75us 2M:28.41us 16M:203.5us 64M:773us 256M:2.911ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.3us

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
# sizes): 7.404us + bytes / 286 GB/s, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.74us 16M:66.1us 64M:242.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 35.82us + bytes / 217 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 16.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:45.89us 16M:109.8us 64M:351.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 111.9ns +
# bytes / 197 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.77us 16M:85.34us 64M:337us 256M:1.378ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.698us
# + bytes / 11.3 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.224us 64K:23.8us 2M:145.3us 16M:1.553ms 64M:6.97ms 256M:29.15ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.93us + bytes / 12.3 GB/s,
# misses by 25.0% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.729us 64K:28.37us 2M:254.4us 16M:1.32ms 64M:4.972ms 256M:19.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 439.5ns +
# bytes / 11.8 GB/s, misses by 31.5% RMS, so it is not used.
# Residual: 20.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.062us 2M:135.7us 16M:1.898ms 64M:8.014ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.9 GB/s, misses by
# 36.7% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.305us 2M:52.57us 16M:941.1us 64M:4.639ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 460.4ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.071us 2M:180us 16M:1.437ms 64M:5.746ms

