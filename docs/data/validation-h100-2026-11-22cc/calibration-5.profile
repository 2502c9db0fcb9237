# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:11:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:11:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.419us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.178us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.447us + bytes / 9.22e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.6us 64K:2.849us 1M:2.749us 1536K:2.744us 2M:41.42us 8M:36.01us 64M:39.62us 256M:52.03us 1G:89.88us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.261us + bytes / 2.64e+03 GB/s, misses by 52.5% RMS, so it is
# not used.
# Residual: 23.6% RMS relative over 45 repetitions.
free_ns = 4K:1.466us 64K:1.471us 1M:1.357us 1536K:1.421us 2M:31.43us 8M:33.61us 64M:60.23us 256M:99.11us 1G:332.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.875us + bytes / 8.64e+03 GB/s, misses by 65.6% RMS, so it is not used.
# Residual: 40.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.693us 64K:3.639us 2M:30.42us 16M:28.62us 64M:34.45us 256M:32.96us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.685us +
# bytes / 4.94e+05 GB/s, written at the measured sizes (the medians would give
# 12.5%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.685us 64K:9.685us 2M:9.689us 16M:9.719us 64M:9.821us 256M:10.23us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.8%, 512K
# 22.4%, 1M 21.7%, 2M 20.7%, 4M 20.3%, 8M 20.4%, 16M 21.1%, 32M 22.1%.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.98us     56.23us
# seq             2M          0         2         2     2097152           0     182.8us     205.5us
# seq            16M          0        16        16    16777216           0     1.263ms      1.39ms
# seq            64M          0        64        64    67108864           0     6.545ms     5.451ms
# seq           256M          0       256       256   268435456           0     27.84ms      21.7ms
# stride         64M        64K        16        32    67108864           0     4.454ms     4.916ms
# stride        256M         2M        64       128     8388608           0     2.093ms     2.452ms
# random         16M          0         9        23    16777216           0     1.466ms     1.469ms
# random         64M          0        35       230    67108864           0     7.419ms     7.625ms
# random        256M          0       128      1431   268435456           0     47.66ms     37.25ms
# fresh           2M          0         2         2           0     2097152     152.7us       191us
# fresh          16M          0        16        16           0    16777216     1.128ms     1.274ms
# fresh          64M          0        64        64           0    67108864     5.621ms     4.987ms
# fresh         256M          0       256       256           0   268435456     26.63ms     19.84ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 2.173us per batch, 13.48us per VA block, bytes / 15.2
# GB/s moved, 36.27us per faulting kernel, bytes / 17 GB/s zero-filled.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_batch_ns = 2.173us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_block_ns = 13.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:269.4ns 64K:4.31us 512K:34.48us 1M:68.96us 2M:137.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_wake_ns = 36.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:241.1ns 64K:3.857us 512K:30.86us 1M:61.71us 2M:123.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.58us + bytes /
# 46.7 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 2.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.5us 2M:115.3us 16M:415.8us 64M:1.362ms 256M:5.338ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.89us + bytes / 15.4 GB/s, written at the measured sizes (the
# medians would give 9.6%).
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.15us 2M:151.3us 16M:1.106ms 64M:4.378ms 256M:17.47ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.97us + bytes / 13.7 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.77us 512K:53.36us 2M:168.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 18.19us + bytes / 3.92 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.92us 512K:152.1us 2M:553.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 273.2us + bytes / 2.92 GB/s, misses by 17.0% RMS, so
# it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:317.4us 256K:364.3us 2M:813.2us 16M:6.12ms 64M:23.79ms 256M:120.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.34us + bytes / 1.67e+03 GB/s, misses by 19.1% RMS,
# so it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.842us 2M:3.245us 16M:13.23us 64M:43.41us 256M:163us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 14.97us + bytes / 77.2
# GB/s, written at the measured sizes (the medians would give 5.9%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.82us 2M:42.13us 16M:232.3us 64M:884.1us 256M:3.491ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.15us

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
# measured medians (15 points at 3 sizes): the best line, 14.02us + bytes /
# 175 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:26.38us 16M:107.7us 64M:387.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 11.99us +
# bytes / 190 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.27us 16M:106.5us 64M:377.4us 256M:1.375ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.272us
# + bytes / 12.1 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.146us 64K:21.94us 2M:137.6us 16M:1.47ms 64M:6.38ms 256M:29.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.81us + bytes / 12.1 GB/s,
# misses by 31.2% RMS, so it is not used.
# Residual: 23.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.572us 64K:27.22us 2M:235us 16M:1.294ms 64M:8.591ms 256M:19.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 644.5ns + bytes / 7.66 GB/s, written at the measured sizes (the medians
# would give 9.1%).
# Residual: 9.9% RMS relative over 20 repetitions.
host_read_ns = 64K:9.198us 2M:274.4us 16M:2.19ms 64M:8.76ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.2 GB/s, misses by
# 32.8% RMS, so it is not used.
# Residual: 10.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.163us 2M:62.09us 16M:1.089ms 64M:4.809ms


# host_write_cold_ns: added 2026-11-22, after this file was written, when
# simrun began to charge a device-memory HOST write's bytes of the host copy
# beyond those earlier HOST events touched out of the CPU's caches: the fit of
# the committed H100 profile (host_write_ns case cold, machine y's ten
# calibrations).
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
