# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T03:04:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:04:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 3.892us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.11us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.739us + bytes / 5.06e+03 GB/s, misses by 59.1% RMS,
# so it is not used.
# Residual: 23.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.754us 64K:2.806us 1M:2.841us 1536K:2.741us 2M:58.33us 8M:49.81us 64M:104.3us 256M:87.7us 1G:168.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.959us + bytes / 1.35e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.381us 64K:2.543us 1M:2.349us 1536K:2.393us 2M:46.92us 8M:46.91us 64M:92.6us 256M:209.5us 1G:676.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.594us + bytes / 5.79e+03 GB/s, misses by 63.0% RMS, so it is not used.
# Residual: 32.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.781us 64K:2.894us 2M:24.31us 16M:27.41us 64M:40.24us 256M:40.4us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.28us + bytes * -2.41e-06 ns/B, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 9.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.28us 64K:11.28us 2M:11.28us 16M:11.24us 64M:11.12us 256M:10.64us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.9%, 512K 20.6%, 1M 20.0%, 2M 19.6%, 4M 19.7%, 8M 20.0%, 16M
# 20.0%, 32M 20.2%.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.56us     60.22us
# seq             2M          0         2         2     2097152           0     206.7us     242.7us
# seq            16M          0        16        16    16777216           0     1.598ms     1.622ms
# seq            64M          0        64        64    67108864           0     7.836ms     6.352ms
# seq           256M          0       256       256   268435456           0     26.03ms     25.27ms
# stride         64M        64K        32        32    67108864           0     6.069ms     6.064ms
# stride        256M         2M       128       128     8388608           0     1.728ms     1.913ms
# random         16M          0         9        35    16777216           0     1.688ms     1.793ms
# random         64M          0        34       306    67108864           0     8.303ms     8.529ms
# random        256M          0       139      1560   268435456           0     45.53ms        37ms
# fresh           2M          0         2         2           0     2097152       123us     167.6us
# fresh          16M          0        16        16           0    16777216     996.7us     1.021ms
# fresh          64M          0        64        64           0    67108864     4.958ms     3.948ms
# fresh         256M          0       256       256           0   268435456     23.65ms     15.66ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 8.996us per VA
# block, bytes / 11.7 GB/s moved, 45.63us per faulting kernel, bytes / 20.2
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_block_ns = 8.996us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:349.8ns 64K:5.597us 512K:44.77us 1M:89.54us 2M:179.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_wake_ns = 45.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:203.1ns 64K:3.249us 512K:25.99us 1M:51.98us 2M:104us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.16us + bytes /
# 47.1 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 1.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.35us 2M:117us 16M:413.5us 64M:1.353ms 256M:5.355ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 16.17us + bytes / 10.9 GB/s, written at the
# measured sizes (the means would give 3.6%).
# Residual: 7.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.2us 2M:209us 16M:1.559ms 64M:6.186ms 256M:24.7ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.46us + bytes / 13 GB/s, written at the measured
# sizes (the means would give 6.8%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.49us 512K:54.71us 2M:175.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.39us + bytes / 4.75 GB/s, written at the
# measured sizes (the means would give 11.9%).
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.19us 512K:130.8us 2M:461.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 279.1us +
# bytes / 2.65 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:323.8us 256K:395.4us 2M:847.8us 16M:6.846ms 64M:27.94ms 256M:118.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.632us + bytes / 1.87e+03 GB/s, misses by 19.8% RMS,
# so it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.193us 2M:2.193us 16M:11.34us 64M:39.02us 256M:151.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.549us +
# bytes / 116 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.11us 2M:27.65us 16M:154.4us 64M:588.8us 256M:2.327ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 103us

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
# sizes): 6.833us + bytes / 296 GB/s, written at the measured sizes (the
# medians would give 14.1%).
# Residual: 14.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.93us 16M:63.61us 64M:233.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 29.44us + bytes / 197 GB/s, written at the measured
# sizes (the medians would give 6.9%).
# Residual: 8.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.09us 16M:114.7us 64M:370.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 996.9ns +
# bytes / 166 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.55us 16M:104.2us 64M:403.8us 256M:1.604ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.843us
# + bytes / 11.9 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.469us 64K:22.11us 2M:133.2us 16M:1.53ms 64M:6.791ms 256M:30.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.78us + bytes / 12.2 GB/s,
# misses by 26.0% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.83us 64K:33.1us 2M:262.8us 16M:1.342ms 64M:5.02ms 256M:20.14ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.4 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 17.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.491us 2M:126.1us 16M:1.977ms 64M:8.133ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.2 GB/s, misses by
# 39.4% RMS, so it is not used.
# Residual: 9.6% RMS relative over 20 repetitions.
host_write_ns = 64K:989ns 2M:51.59us 16M:1.026ms 64M:5.108ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 17.93us + bytes / 6.53 GB/s, misses
# by 46.6% RMS, so it is not used.
# Residual: 25.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:27.46us 2M:1.101ms 16M:3.691ms 64M:7.862ms

