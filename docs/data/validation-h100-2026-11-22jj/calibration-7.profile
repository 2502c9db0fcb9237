# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:50:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:50:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 28.1% RMS relative over 5 repetitions.
launch_ns = 4.954us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 27.8% RMS relative over 5 repetitions.
kernel_gap_ns = 1.971us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.462us + bytes / 3.72e+03 GB/s, misses by 60.8% RMS,
# so it is not used.
# Residual: 29.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.608us 64K:3.768us 1M:3.496us 1536K:3.349us 2M:75.22us 8M:61.72us 64M:91.71us 256M:92.61us 1G:233.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.892us + bytes / 1.29e+03 GB/s, misses by 48.8% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:3.3us 64K:3.388us 1M:3.226us 1536K:3.364us 2M:51.92us 8M:57.55us 64M:93.91us 256M:209.6us 1G:700.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.946us + bytes / 3.12e+03 GB/s, misses by 64.0% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.808us 64K:3.448us 2M:26.55us 16M:48.45us 64M:72.99us 256M:71.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.754us + bytes / 2.35e+05 GB/s, written at the measured sizes (the
# medians would give 10.7%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.754us 64K:9.755us 2M:9.763us 16M:9.826us 64M:10.04us 256M:10.9us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.6%, 1M 17.1%, 2M 16.6%, 4M 16.3%, 8M 15.9%, 16M
# 16.0%, 32M 16.5%.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.58us      65.2us
# seq             2M          0         2         2     2097152           0     260.3us     319.4us
# seq            16M          0        16        16    16777216           0     2.182ms     2.414ms
# seq            64M          0        64        64    67108864           0     10.33ms     9.597ms
# seq           256M          0       256       256   268435456           0     41.03ms     38.33ms
# stride         64M        64K         8        32    67108864           0     8.061ms     7.754ms
# stride        256M         2M        32       128     8388608           0     2.881ms     3.301ms
# random         16M          0        12        16    16777216           0     2.355ms      2.31ms
# random         64M          0        36       161    67108864           0     11.55ms     10.05ms
# random        256M          0       125      1211   268435456           0     56.11ms     46.55ms
# fresh           2M          0         2         2           0     2097152     151.5us       183us
# fresh          16M          0        16        16           0    16777216     1.189ms     1.323ms
# fresh          64M          0        64        64           0    67108864     6.234ms     5.233ms
# fresh         256M          0       256       256           0   268435456     30.27ms     20.87ms
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
# prefetch at the driver's defaults). Result: 25.96us per batch, 12.17us per
# VA block, bytes / 9.4 GB/s moved, 20.1us per faulting kernel, bytes / 24.2
# GB/s zero-filled.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_batch_ns = 25.96us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_block_ns = 12.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:435.6ns 64K:6.969us 512K:55.75us 1M:111.5us 2M:223us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_wake_ns = 20.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:169.2ns 64K:2.708us 512K:21.66us 1M:43.33us 2M:86.66us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.17us + bytes /
# 45.6 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 10.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.86us 2M:119.9us 16M:459.2us 64M:1.401ms 256M:5.446ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.57us + bytes / 9.75 GB/s, written at
# the measured sizes (the medians would give 12.8%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.29us 2M:234.7us 16M:1.741ms 64M:6.904ms 256M:27.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.2us + bytes / 8.54 GB/s, written at the
# measured sizes (the medians would give 7.6%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.88us 512K:77.61us 2M:261.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.78us + bytes / 3.22 GB/s, written at
# the measured sizes (the medians would give 7.6%).
# Residual: 10.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.16us 512K:187.8us 2M:677us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 328.6us + bytes / 2.31
# GB/s, written at the measured sizes (the medians would give 5.7%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:356.9us 256K:441.9us 2M:1.236ms 16M:7.584ms 64M:29.35ms 256M:116.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.838us + bytes / 964 GB/s, misses by 21.2% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.951us 2M:3.937us 16M:20.88us 64M:78.38us 256M:299.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.84us + bytes / 73.7 GB/s, misses
# by 22.7% RMS, so it is not used.
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.1us 2M:33.16us 16M:239.9us 64M:1.217ms 256M:3.886ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 106us

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
# measured medians (15 points at 3 sizes): the best line, 7.574us + bytes /
# 234 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.55us 16M:78.58us 64M:296.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.464us +
# bytes / 168 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.5us 16M:115.2us 64M:416.1us 256M:1.504ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.029us
# + bytes / 10.6 GB/s, misses by 33.7% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.718us 64K:23.33us 2M:140.5us 16M:1.925ms 64M:8.43ms 256M:35.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.72us + bytes / 10.3 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.18us 64K:30.04us 2M:283.9us 16M:1.567ms 64M:6.12ms 256M:24.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.27 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 25.1% RMS relative over 20 repetitions.
host_read_ns = 64K:7.004us 2M:227.2us 16M:2.946ms 64M:11.36ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.1 GB/s, misses by
# 42.0% RMS, so it is not used.
# Residual: 21.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.264us 2M:62.58us 16M:1.333ms 64M:5.891ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 227ns + bytes / 10.9 GB/s, misses by
# 15.5% RMS, so it is not used.
# Residual: 15.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.246us 2M:186.2us 16M:1.515ms 64M:6.503ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
