# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T00:37:42Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:37:42Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.893us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.17us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.518us + bytes / 5.59e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.748us 64K:2.626us 1M:2.461us 1536K:2.495us 2M:64.7us 8M:49.11us 64M:89.69us 256M:71.66us 1G:154.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.856us + bytes / 1.34e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:2.42us 64K:2.342us 1M:2.249us 1536K:2.289us 2M:47.29us 8M:46.56us 64M:83.48us 256M:201.3us 1G:709.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.671us + bytes / 2.94e+03 GB/s, misses by 67.2% RMS, so it is not used.
# Residual: 39.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.035us 64K:3.827us 2M:35.15us 16M:51.97us 64M:71.45us 256M:76.74us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.98us + bytes / 1.57e+05 GB/s, written at the measured sizes (the
# medians would give 9.3%).
# Residual: 10.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.98us 64K:13.98us 2M:14us 16M:14.09us 64M:14.41us 256M:15.69us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.1%, 512K 16.7%, 1M 16.0%, 2M 15.1%, 4M 14.6%, 8M 14.3%, 16M
# 14.8%, 32M 15.7%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     92.48us     77.24us
# seq             2M          0         2         2     2097152           0     268.2us     329.3us
# seq            16M          0        16        16    16777216           0     2.139ms     2.415ms
# seq            64M          0        64        64    67108864           0     10.67ms     9.566ms
# seq           256M          0       256       256   268435456           0     46.44ms     38.17ms
# stride         64M        64K         8        32    67108864           0     7.709ms     7.749ms
# stride        256M         2M        32       128     8388608           0     3.181ms     3.631ms
# random         16M          0        12        16    16777216           0     2.321ms      2.32ms
# random         64M          0        36       161    67108864           0     11.73ms     10.39ms
# random        256M          0       125      1211   268435456           0      59.8ms      49.7ms
# fresh           2M          0         2         2           0     2097152       177us     201.4us
# fresh          16M          0        16        16           0    16777216     1.238ms     1.392ms
# fresh          64M          0        64        64           0    67108864     6.357ms     5.474ms
# fresh         256M          0       256       256           0   268435456     26.77ms      21.8ms
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
# prefetch at the driver's defaults). Result: 23.69us per batch, 15.33us per
# VA block, bytes / 9.54 GB/s moved, 31.35us per faulting kernel, bytes / 22.8
# GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 23.69us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 15.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:429.6ns 64K:6.873us 512K:54.98us 1M:110us 2M:219.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 31.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:179.8ns 64K:2.877us 512K:23.02us 1M:46.04us 2M:92.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 52.36us + bytes /
# 44.6 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 18.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:47.91us 2M:161.5us 16M:502.9us 64M:1.41ms 256M:5.534ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.48us + bytes / 8.82 GB/s, written at
# the measured sizes (the medians would give 4.4%).
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.91us 2M:256.2us 16M:1.92ms 64M:7.625ms 256M:30.44ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.88us + bytes / 7.68 GB/s, written at the
# measured sizes (the medians would give 7.0%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.42us 512K:87.17us 2M:292.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.89us + bytes / 2.76 GB/s, written at
# the measured sizes (the medians would give 8.3%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.6us 512K:209.5us 2M:778.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 315.6us +
# bytes / 2.45 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:374.5us 256K:423.7us 2M:947.6us 16M:7.684ms 64M:29.79ms 256M:120.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.464us + bytes / 818 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 15.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.772us 2M:5.726us 16M:26.73us 64M:89.62us 256M:338.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.34us +
# bytes / 65.9 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.33us 2M:49.16us 16M:271.9us 64M:1.036ms 256M:4.091ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 43.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.5us

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
# sizes): 8.739us + bytes / 208 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 12.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.8us 16M:89.24us 64M:330.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 36.07us + bytes / 148 GB/s, written at the measured
# sizes (the medians would give 10.3%).
# Residual: 9.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:50.27us 16M:149.6us 64M:490.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.213us +
# bytes / 149 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.57us 16M:110.6us 64M:447.9us 256M:1.884ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.114us
# + bytes / 8.56 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.669us 64K:26.46us 2M:193.9us 16M:2.095ms 64M:8.676ms 256M:38.3ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.49us + bytes / 9.73 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.1us 64K:32.75us 2M:287.7us 16M:1.622ms 64M:6.276ms 256M:26.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.65 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.995us 2M:220.9us 16M:2.62ms 64M:10.76ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.1 GB/s, misses by
# 38.7% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.36us 2M:65.18us 16M:1.355ms 64M:5.763ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 2.059us +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 8.5%).
# Residual: 8.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.483us 2M:207.6us 16M:1.647ms 64M:6.581ms

