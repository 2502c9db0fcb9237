# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:08:05Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:08:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.2% RMS relative over 5 repetitions.
launch_ns = 4.23us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.941us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.036us + bytes / 4.63e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 32.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.156us 64K:3.077us 1M:2.909us 1536K:3.217us 2M:93.68us 8M:42.95us 64M:65.95us 256M:67.82us 1G:191.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.55us + bytes / 1.87e+03 GB/s, misses by 52.4% RMS, so it is not
# used.
# Residual: 24.6% RMS relative over 45 repetitions.
free_ns = 4K:2.482us 64K:1.773us 1M:1.793us 1536K:1.849us 2M:52.91us 8M:39.52us 64M:77.44us 256M:157.2us 1G:479.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.972us + bytes / 4.59e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 38.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.597us 64K:4.161us 2M:22.12us 16M:29.72us 64M:47.95us 256M:50.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.34us + bytes / 2.61e+05 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.34us 64K:11.34us 2M:11.35us 16M:11.41us 64M:11.6us 256M:12.37us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.7%, 512K 19.4%, 1M 18.7%, 2M 17.7%, 4M 16.8%, 8M 15.9%, 16M
# 16.2%, 32M 16.8%.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.58us     70.63us
# seq             2M          0         2         2     2097152           0       262us     303.6us
# seq            16M          0        16        16    16777216           0     2.441ms     2.266ms
# seq            64M          0        64        64    67108864           0     13.07ms     8.995ms
# seq           256M          0       256       256   268435456           0     31.08ms     35.91ms
# stride         64M        64K         8        32    67108864           0     6.994ms     6.958ms
# stride        256M         2M        32       128     8388608           0     2.818ms     3.227ms
# random         16M          0        12        16    16777216           0     1.946ms     2.147ms
# random         64M          0        36       161    67108864           0     10.43ms     9.262ms
# random        256M          0       125      1211   268435456           0     52.53ms     42.87ms
# fresh           2M          0         2         2           0     2097152     150.1us       179us
# fresh          16M          0        16        16           0    16777216     1.198ms      1.27ms
# fresh          64M          0        64        64           0    67108864     5.643ms      5.01ms
# fresh         256M          0       256       256           0   268435456     25.14ms     19.97ms
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
# prefetch at the driver's defaults). Result: 29.88us per batch, 11.38us per
# VA block, bytes / 10.6 GB/s moved, 23.19us per faulting kernel, bytes / 28.6
# GB/s zero-filled.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_batch_ns = 29.88us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_block_ns = 11.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:386.4ns 64K:6.183us 512K:49.46us 1M:98.93us 2M:197.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_wake_ns = 23.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:143.2ns 64K:2.291us 512K:18.33us 1M:36.66us 2M:73.32us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.03us + bytes /
# 43.9 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.81us 2M:125.9us 16M:462us 64M:1.372ms 256M:6.1ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.55us + bytes / 9.53 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 17.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.27us 2M:258us 16M:1.656ms 64M:6.797ms 256M:29.84ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.5us + bytes / 8.59 GB/s, written at the
# measured sizes (the medians would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.13us 512K:77.52us 2M:260.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 31.11us + bytes / 3.22 GB/s, written at
# the measured sizes (the medians would give 9.5%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:51.49us 512K:194.2us 2M:683.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 307.9us + bytes / 2.55 GB/s, misses by 16.5% RMS, so
# it is not used.
# Residual: 9.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:360.2us 256K:432.4us 2M:877.5us 16M:7.211ms 64M:29.21ms 256M:126.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 13.14us + bytes / 361 GB/s, misses by 27.0% RMS, so
# it is not used.
# Residual: 13.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:15.57us 2M:15.63us 16M:91.7us 64M:248.8us 256M:625.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.54us + bytes / 81.6 GB/s, misses
# by 20.0% RMS, so it is not used.
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.99us 2M:30.42us 16M:243us 64M:956.7us 256M:3.62ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.5us

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
# measured medians (15 points at 3 sizes): the best line, 6.851us + bytes /
# 266 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 14.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.68us 16M:71.22us 64M:255us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 46.46us + bytes / 193 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:54.98us 16M:159us 64M:364.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.448us +
# bytes / 169 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.96us 16M:98.19us 64M:400.5us 256M:1.609ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.247us
# + bytes / 9.14 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 21.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.735us 64K:26.97us 2M:176.5us 16M:2.054ms 64M:8.504ms 256M:36.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.62us + bytes / 10 GB/s,
# misses by 22.7% RMS, so it is not used.
# Residual: 13.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.37us 64K:30.74us 2M:276.1us 16M:1.575ms 64M:6.189ms 256M:25.5ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 6.15 GB/s, written at the measured sizes
# (the medians would give 12.2%).
# Residual: 13.1% RMS relative over 20 repetitions.
host_read_ns = 64K:8.738us 2M:339.2us 16M:2.727ms 64M:10.91ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.9 GB/s, misses by
# 32.3% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.549us 2M:75.02us 16M:1.017ms 64M:5.844ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 964.1ns + bytes / 10.1 GB/s, misses
# by 24.9% RMS, so it is not used.
# Residual: 24.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.488us 2M:205.9us 16M:1.669ms 64M:6.799ms

