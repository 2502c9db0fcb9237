# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T04:23:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:23:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.1% RMS relative over 5 repetitions.
launch_ns = 4.806us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.174us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.075us + bytes / 6.97e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.928us 64K:3.17us 1M:3.128us 1536K:3.043us 2M:64.71us 8M:51.32us 64M:80.38us 256M:63.58us 1G:124.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.194us + bytes / 1.33e+03 GB/s, misses by 47.8% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:2.62us 64K:2.696us 1M:2.57us 1536K:2.658us 2M:47.43us 8M:49.24us 64M:86.66us 256M:206.2us 1G:688.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.229us + bytes / 2.83e+03 GB/s, misses by 62.6% RMS, so it is not used.
# Residual: 39.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.521us 64K:3.485us 2M:27.26us 16M:59.64us 64M:78.83us 256M:79.31us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.88us + bytes / 1.55e+05 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 7.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.88us 64K:12.88us 2M:12.89us 16M:12.99us 64M:13.31us 256M:14.61us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.0%, 512K 18.7%, 1M 18.2%, 2M 17.6%, 4M 16.7%, 8M 15.9%, 16M
# 16.1%, 32M 16.7%.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.91us     72.72us
# seq             2M          0         2         2     2097152           0     268.4us       301us
# seq            16M          0        16        16    16777216           0      1.87ms     2.211ms
# seq            64M          0        64        64    67108864           0     8.902ms     8.759ms
# seq           256M          0       256       256   268435456           0     41.62ms     34.95ms
# stride         64M        64K         8        32    67108864           0     7.515ms     6.878ms
# stride        256M         2M        32       128     8388608           0     2.758ms     3.126ms
# random         16M          0        12        16    16777216           0     2.007ms     2.102ms
# random         64M          0        36       161    67108864           0     9.647ms     9.094ms
# random        256M          0       125      1211   268435456           0     51.12ms     42.18ms
# fresh           2M          0         2         2           0     2097152     142.5us     180.5us
# fresh          16M          0        16        16           0    16777216     1.202ms     1.247ms
# fresh          64M          0        64        64           0    67108864     5.798ms     4.902ms
# fresh         256M          0       256       256           0   268435456     26.46ms     19.52ms
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
# prefetch at the driver's defaults). Result: 27.13us per batch, 11.29us per
# VA block, bytes / 10.7 GB/s moved, 28.17us per faulting kernel, bytes / 27.8
# GB/s zero-filled.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_batch_ns = 27.13us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_block_ns = 11.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:382.8ns 64K:6.124us 512K:48.99us 1M:97.99us 2M:196us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_wake_ns = 28.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:147.4ns 64K:2.358us 512K:18.86us 1M:37.73us 2M:75.46us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 37.16us + bytes /
# 44.4 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 6.9% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:34.35us 256K:38.15us 1M:87.98us 2M:118.7us 4M:158.9us 16M:433.9us 64M:1.35ms 256M:5.369ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.09us + bytes / 15 GB/s, written at the measured
# sizes (the means would give 8.6%).
# Residual: 11.1% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.47us 256K:33.61us 1M:86.16us 2M:156.2us 4M:296.4us 16M:1.137ms 64M:4.5ms 256M:17.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.06us + bytes / 12.4 GB/s, written at the measured
# sizes (the means would give 10.4%).
# Residual: 10.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.34us 512K:57.24us 2M:183.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 21.66us + bytes / 4.26 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.36us 512K:162us 2M:479.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 334.5us + bytes / 2.26 GB/s, written at the measured
# sizes (the medians would give 3.8%).
# Residual: 11.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:363.5us 256K:450.4us 2M:1.261ms 16M:7.748ms 64M:29.99ms 256M:118.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.264us + bytes / 1.63e+03 GB/s, misses by 18.7% RMS,
# so it is not used.
# Residual: 11.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.65us 256K:2.743us 1M:2.76us 2M:2.74us 4M:5.84us 16M:13.7us 64M:44.87us 256M:163.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 13.27us + bytes / 69.9 GB/s, misses
# by 16.1% RMS, so it is not used.
# Residual: 6.0% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:17.81us 256K:16.79us 1M:25.62us 2M:35.64us 4M:69.26us 16M:269.8us 64M:1.238ms 256M:4.148ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.3us

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
# measured medians (15 points at 3 sizes): the best line, 9.046us + bytes /
# 219 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.71us 16M:84.14us 64M:321.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.85us + bytes / 185 GB/s, written at the measured
# sizes (the medians would give 8.1%).
# Residual: 8.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.18us 16M:117.5us 64M:389.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.193us +
# bytes / 152 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.2us 16M:107.6us 64M:458.8us 256M:1.77ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.724us + bytes / 10.6 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 11.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.527us 8K:9.093us 16K:11.37us 32K:17.09us 64K:27.22us 128K:17.21us 256K:26.74us 512K:46.35us 1M:87.4us 2M:205.5us 4M:412.9us 8M:882.4us 16M:1.8ms 32M:4.053ms 64M:8.404ms 256M:35.89ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.53us + bytes / 10.1 GB/s,
# misses by 33.8% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.47us 8K:11.09us 16K:12.47us 32K:24.56us 64K:30.97us 128K:52.69us 256K:100.1us 512K:122.4us 1M:211.6us 2M:286.1us 4M:428.8us 8M:778.1us 16M:1.512ms 32M:2.599ms 64M:4.834ms 256M:31ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 85.69ns +
# bytes / 5.19 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 15.1% RMS relative over 35 repetitions.
host_read_ns = 64K:13.37us 256K:43.41us 1M:205.3us 2M:408us 4M:850.8us 16M:3.292ms 64M:13.8ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 23.2 GB/s, misses by
# 33.6% RMS, so it is not used.
# Residual: 11.9% RMS relative over 35 repetitions.
host_write_ns = 64K:1.71us 256K:7.671us 1M:33.31us 2M:95.34us 4M:247.4us 16M:1.289ms 64M:6.818ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 893.4ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 11.1%).
# Residual: 11.1% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.008us 256K:25.35us 1M:98.73us 2M:196.6us 4M:392.3us 16M:1.566ms 64M:6.263ms

