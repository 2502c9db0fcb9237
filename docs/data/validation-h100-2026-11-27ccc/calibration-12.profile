# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:56:34Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:56:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 3.279us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.018us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.625us + bytes / 4.77e+03 GB/s, misses by 55.7% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.987us 64K:1.686us 1M:1.705us 1536K:1.626us 2M:41.18us 8M:32.38us 64M:55.09us 256M:67.69us 1G:181.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.029us + bytes / 1.77e+03 GB/s, misses by 50.4% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:1.505us 64K:1.482us 1M:1.339us 1536K:1.359us 2M:30.92us 8M:30.95us 64M:54.47us 256M:150.8us 1G:611.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.509us + bytes / 8.07e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.387us 64K:2.142us 2M:15.6us 16M:19.8us 64M:36.75us 256M:29.25us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.868us + bytes / 1.7e+05 GB/s, written at the measured sizes (the
# medians would give 11.2%).
# Residual: 11.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.868us 64K:9.869us 2M:9.881us 16M:9.967us 64M:10.26us 256M:11.44us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 25.3%, 512K 25.5%, 1M 26.0%, 2M 25.7%, 4M 25.3%, 8M 23.0%, 16M
# 20.6%, 32M 20.6%.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.32us        59us
# seq             2M          0         2         2     2097152           0     212.6us     229.8us
# seq            16M          0        16        16    16777216           0     1.407ms     1.839ms
# seq            64M          0        64        64    67108864           0     7.276ms     7.354ms
# seq           256M          0       256       256   268435456           0     28.59ms     29.42ms
# stride         64M        64K         4        32    67108864           0     4.331ms     4.288ms
# stride        256M         2M         8       128     8388608           0     1.883ms      1.99ms
# random         16M          0        16        16    16777216           0     3.008ms     1.839ms
# random         64M          0        43        73    67108864           0     6.993ms     6.461ms
# random        256M          0       134       611   268435456           0     35.41ms     26.93ms
# fresh           2M          0         2         2           0     2097152      92.8us     110.5us
# fresh          16M          0        16        16           0    16777216     742.7us     884.3us
# fresh          64M          0        64        64           0    67108864     4.171ms     3.537ms
# fresh         256M          0       256       256           0   268435456     21.04ms     14.15ms
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
# prefetch at the driver's defaults). Result: 46.34us per batch, 8.923us per
# VA block, bytes / 17.6 GB/s moved, 0ns per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_batch_ns = 46.34us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_block_ns = 8.923us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:233ns 64K:3.728us 512K:29.82us 1M:59.64us 2M:119.3us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.3us + bytes /
# 45.9 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.46us 2M:124.3us 16M:438.7us 64M:1.377ms 256M:5.362ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 12.5us + bytes / 9.55 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 33.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.24us 2M:259.1us 16M:1.66ms 64M:6.311ms 256M:32.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.16us + bytes / 13.6 GB/s, written at the measured
# sizes (the means would give 10.5%).
# Residual: 12.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.99us 512K:57.78us 2M:173.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 17.43us + bytes / 3.78 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 28.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.93us 512K:152.9us 2M:584us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 220.6us + bytes / 3.63 GB/s, written at the measured
# sizes (the medians would give 4.2%).
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:238.6us 256K:292.8us 2M:798.4us 16M:4.843ms 64M:18.71ms 256M:74.18ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.806us + bytes / 1.82e+03 GB/s, misses by 17.2% RMS,
# so it is not used.
# Residual: 13.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.348us 2M:3.4us 16M:12.47us 64M:40.32us 256M:152.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.18us + bytes / 109 GB/s, misses by
# 26.1% RMS, so it is not used.
# Residual: 23.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.52us 2M:22.81us 16M:254us 64M:644.5us 256M:2.438ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.36us

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
# measured medians (15 points at 3 sizes): the best line, 8.747us + bytes /
# 275 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.36us 16M:69.69us 64M:252.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.34us + bytes / 244 GB/s, written at the measured
# sizes (the medians would give 7.7%).
# Residual: 8.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.92us 16M:95.97us 64M:301.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.731us +
# bytes / 187 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 25.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.01us 16M:89.37us 64M:360.9us 256M:1.451ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.763us
# + bytes / 12.1 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.368us 64K:22.73us 2M:136.1us 16M:1.416ms 64M:6.38ms 256M:28.9ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.38us + bytes / 14.8 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.78us 64K:26.34us 2M:221.9us 16M:1.109ms 64M:4.117ms 256M:16.87ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.41 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
host_read_ns = 64K:5.683us 2M:184.7us 16M:2.068ms 64M:8.211ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.7 GB/s, misses by
# 30.7% RMS, so it is not used.
# Residual: 17.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.26us 2M:80.72us 16M:1.089ms 64M:4.849ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.649us +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 7.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.353us 2M:184.2us 16M:1.462ms 64M:5.843ms

