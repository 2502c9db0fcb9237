# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:31:12Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:31:12Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.438us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.015us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.632us + bytes / 4.22e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.826us 64K:2.777us 1M:2.651us 1536K:2.632us 2M:61.97us 8M:49.58us 64M:78.67us 256M:102.1us 1G:197.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.023us + bytes / 1.43e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.445us 64K:2.438us 1M:2.485us 1536K:2.376us 2M:40.27us 8M:46.34us 64M:80.63us 256M:199.1us 1G:632.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.855us + bytes / 5.69e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.649us 64K:2.54us 2M:20.02us 16M:28.74us 64M:35.24us 256M:40.06us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.806us + bytes / 2.86e+05 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 7.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.806us 64K:9.806us 2M:9.813us 16M:9.865us 64M:10.04us 256M:10.75us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.9%, 512K 15.4%, 1M 14.4%, 2M 13.1%, 4M 12.6%, 8M 13.0%, 16M
# 14.0%, 32M 14.9%.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.81us     70.44us
# seq             2M          0         2         2     2097152           0     225.4us     265.4us
# seq            16M          0        16        16    16777216           0     1.674ms     1.748ms
# seq            64M          0        64        64    67108864           0     8.653ms     6.833ms
# seq           256M          0       256       256   268435456           0     33.06ms     27.17ms
# stride         64M        64K        16        32    67108864           0     6.225ms     6.482ms
# stride        256M         2M        64       128     8388608           0     2.019ms     2.218ms
# random         16M          0         9        23    16777216           0     1.616ms     1.825ms
# random         64M          0        35       230    67108864           0     8.889ms     8.655ms
# random        256M          0       128      1431   268435456           0     47.66ms     40.07ms
# fresh           2M          0         2         2           0     2097152     157.4us     183.1us
# fresh          16M          0        16        16           0    16777216     1.134ms      1.09ms
# fresh          64M          0        64        64           0    67108864     4.369ms     4.199ms
# fresh         256M          0       256       256           0   268435456     17.83ms     16.64ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.97us per VA
# block, bytes / 11 GB/s moved, 53.54us per faulting kernel, bytes / 19.5 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_block_ns = 10.97us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:370.9ns 64K:5.935us 512K:47.48us 1M:94.96us 2M:189.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_wake_ns = 53.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:210.2ns 64K:3.363us 512K:26.9us 1M:53.8us 2M:107.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 47.7us + bytes /
# 46.4 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 4.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:42.63us 256K:48.59us 1M:96.92us 2M:121.3us 4M:160.4us 16M:419.1us 64M:1.342ms 256M:5.298ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 17.88us + bytes / 13.9 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 9.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.86us 256K:46.16us 1M:133.3us 2M:204.8us 4M:285us 16M:1.004ms 64M:4.9ms 256M:19.8ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 18.18us + bytes / 10.7 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 15.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.12us 512K:69.27us 2M:210.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.3us + bytes / 3.57 GB/s, written at the
# measured sizes (the means would give 8.8%).
# Residual: 11.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.65us 512K:171.1us 2M:611.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 297.4us + bytes / 2.5 GB/s, written at the measured
# sizes (the medians would give 6.6%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:323.7us 256K:402.4us 2M:1.137ms 16M:7.017ms 64M:27.17ms 256M:107.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.259us + bytes / 1.64e+03 GB/s, misses by 22.9% RMS,
# so it is not used.
# Residual: 13.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.904us 256K:3.097us 1M:2.772us 2M:2.53us 4M:5.518us 16M:13.93us 64M:44.89us 256M:171.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.647us +
# bytes / 115 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 13.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.22us 256K:11.93us 1M:18.77us 2M:27.89us 4M:46.13us 16M:155.6us 64M:593.3us 256M:2.344ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.76us

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
# measured medians (15 points at 3 sizes): the best line, 7.092us + bytes /
# 308 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.9us 16M:61.46us 64M:225us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.2us + bytes / 248 GB/s, written at the measured sizes
# (the medians would give 6.1%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.65us 16M:89.81us 64M:292.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 193 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.53us 16M:85.4us 64M:342.5us 256M:1.419ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.891us + bytes / 15.4 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 8.9% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.343us 8K:7.908us 16K:9.47us 32K:14.63us 64K:21.36us 128K:14.91us 256K:20.89us 512K:38.16us 1M:59.91us 2M:130.4us 4M:281.1us 8M:569.4us 16M:1.132ms 32M:2.567ms 64M:5.734ms 256M:31.21ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.31us + bytes / 10.8 GB/s,
# misses by 29.7% RMS, so it is not used.
# Residual: 16.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:18.33us 8K:11.45us 16K:12.54us 32K:19.28us 64K:29.84us 128K:43.21us 256K:67.42us 512K:114.5us 1M:187us 2M:255.9us 4M:432us 8M:699.8us 16M:1.494ms 32M:2.803ms 64M:5.542ms 256M:19.04ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 432.4ns +
# bytes / 19.1 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 25.3% RMS relative over 35 repetitions.
host_read_ns = 64K:4.224us 256K:11.86us 1M:47.26us 2M:99.78us 4M:226.9us 16M:1.155ms 64M:7.154ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 34.2 GB/s, misses by
# 30.8% RMS, so it is not used.
# Residual: 10.4% RMS relative over 35 repetitions.
host_write_ns = 64K:906ns 256K:6.406us 1M:23.86us 2M:47.7us 4M:165.6us 16M:694.7us 64M:4.198ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 12.9 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.4% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.839us 256K:20.03us 1M:80.79us 2M:161.8us 4M:323.8us 16M:1.296ms 64M:5.184ms

