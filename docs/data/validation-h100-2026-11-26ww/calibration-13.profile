# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:12:25Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:12:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 3.096us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.141us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.804us + bytes / 7.1e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.44us 64K:1.74us 1M:2.073us 1536K:1.58us 2M:45.54us 8M:33.07us 64M:42.44us 256M:50.85us 1G:121.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.337us + bytes / 2.91e+03 GB/s, misses by 53.7% RMS, so it is
# not used.
# Residual: 23.1% RMS relative over 45 repetitions.
free_ns = 4K:2.235us 64K:1.372us 1M:1.747us 1536K:1.371us 2M:30.25us 8M:31.77us 64M:47.63us 256M:95.77us 1G:312.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.659us + bytes / 3.8e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 34.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.61us 64K:3.968us 2M:32.88us 16M:57.27us 64M:54.62us 256M:61.11us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.63us + bytes / 3.19e+05 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 14.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.63us 64K:11.63us 2M:11.64us 16M:11.68us 64M:11.84us 256M:12.47us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.0%, 512K 15.9%, 1M 15.9%, 2M 15.6%, 4M 14.6%, 8M 13.4%, 16M
# 12.9%, 32M 13.3%.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.68us     71.49us
# seq             2M          0         2         2     2097152           0       225us     281.6us
# seq            16M          0        16        16    16777216           0     1.841ms      2.14ms
# seq            64M          0        64        64    67108864           0     9.348ms     8.513ms
# seq           256M          0       256       256   268435456           0      38.7ms        34ms
# stride         64M        64K         4        32    67108864           0      6.53ms     5.858ms
# stride        256M         2M        16       128     8388608           0     2.746ms     2.919ms
# random         16M          0        16        16    16777216           0     2.183ms      2.14ms
# random         64M          0        39       104    67108864           0     8.952ms     8.092ms
# random        256M          0       127       907   268435456           0     40.53ms     37.54ms
# fresh           2M          0         2         2           0     2097152     126.4us     132.6us
# fresh          16M          0        16        16           0    16777216     811.5us     948.5us
# fresh          64M          0        64        64           0    67108864      4.26ms     3.746ms
# fresh         256M          0       256       256           0   268435456     17.77ms     14.93ms
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
# prefetch at the driver's defaults). Result: 37.4us per batch, 12.84us per VA
# block, bytes / 12.7 GB/s moved, 16.09us per faulting kernel, bytes / 131
# GB/s zero-filled.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_batch_ns = 37.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_block_ns = 12.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:322.3ns 64K:5.157us 512K:41.26us 1M:82.52us 2M:165us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_wake_ns = 16.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:31.37ns 64K:501.9ns 512K:4.015us 1M:8.031us 2M:16.06us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.61us + bytes /
# 46.8 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.57us 2M:119.7us 16M:431.1us 64M:1.36ms 256M:5.303ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 20.88us + bytes / 13.8 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.9us 2M:234.5us 16M:1.528ms 64M:4.371ms 256M:16.92ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.95us + bytes / 12.7 GB/s, written at the
# measured sizes (the medians would give 8.0%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.12us 512K:55.28us 2M:179.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 17.3us + bytes / 3.55 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.71us 512K:167us 2M:603us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 236.2us +
# bytes / 3.47 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 8.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:281us 256K:318.9us 2M:660us 16M:5.266ms 64M:22.37ms 256M:86.88ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.972us + bytes / 1.56e+03 GB/s, misses by 20.8% RMS,
# so it is not used.
# Residual: 12.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.615us 2M:2.638us 16M:14.46us 64M:46.39us 256M:174.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.49us + bytes / 79.5 GB/s, misses
# by 17.1% RMS, so it is not used.
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.4us 2M:32.77us 16M:235.5us 64M:916.3us 256M:3.973ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 66.53us

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
# measured medians (15 points at 3 sizes): the best line, 5.989us + bytes /
# 237 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.88us 16M:74.83us 64M:294.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.84us + bytes / 245 GB/s, written at the measured
# sizes (the medians would give 11.5%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.39us 16M:93.23us 64M:298.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 12.98us +
# bytes / 165 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 26.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:26.65us 16M:104.3us 64M:430.2us 256M:1.716ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.53us
# + bytes / 11.9 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.069us 64K:23.19us 2M:133.2us 16M:1.651ms 64M:6.527ms 256M:28.83ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.83us + bytes / 13.4 GB/s,
# misses by 23.3% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.608us 64K:26.83us 2M:228.6us 16M:1.205ms 64M:4.582ms 256M:18.55ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.2 GB/s, misses by 38.0% RMS, so it is not used.
# Residual: 27.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.585us 2M:117.3us 16M:1.879ms 64M:8.281ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 38.0% RMS, so it is not used.
# Residual: 15.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.195us 2M:53.66us 16M:911.4us 64M:4.715ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.213us +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 5.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.24us 2M:194.1us 16M:1.544ms 64M:6.172ms

