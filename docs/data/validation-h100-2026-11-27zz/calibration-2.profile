# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T00:32:39Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:32:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.778us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.97us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.693us + bytes / 3.99e+03 GB/s, misses by 56.7% RMS,
# so it is not used.
# Residual: 29.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.818us 64K:3.187us 1M:2.716us 1536K:2.594us 2M:60.55us 8M:50.48us 64M:60.59us 256M:64.68us 1G:246.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.072us + bytes / 1.57e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:2.73us 64K:2.925us 1M:2.53us 1536K:2.164us 2M:44.55us 8M:46.14us 64M:80.75us 256M:165.3us 1G:626.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.075us + bytes / 1.98e+03 GB/s, misses by 68.9% RMS, so it is not used.
# Residual: 46.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.859us 64K:3.722us 2M:31.53us 16M:65.17us 64M:107us 256M:109.9us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.24us + bytes * -2.99e-06 ns/B, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.24us 64K:14.24us 2M:14.23us 16M:14.19us 64M:14.04us 256M:13.43us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.1%, 512K 14.7%, 1M 14.1%, 2M 13.0%, 4M 13.3%, 8M 13.7%, 16M
# 14.2%, 32M 15.3%.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     96.29us      82.2us
# seq             2M          0         2         2     2097152           0     264.5us     304.4us
# seq            16M          0        16        16    16777216           0     1.926ms     2.038ms
# seq            64M          0        64        64    67108864           0     9.961ms     7.984ms
# seq           256M          0       256       256   268435456           0     42.32ms     31.77ms
# stride         64M        64K        32        32    67108864           0     6.593ms     7.377ms
# stride        256M         2M       128       128     8388608           0     3.158ms     3.323ms
# random         16M          0         9        35    16777216           0     2.443ms     2.391ms
# random         64M          0        34       306    67108864           0      11.9ms     12.49ms
# random        256M          0       139      1560   268435456           0     58.22ms     56.06ms
# fresh           2M          0         2         2           0     2097152     185.7us     218.2us
# fresh          16M          0        16        16           0    16777216     1.345ms     1.349ms
# fresh          64M          0        64        64           0    67108864     6.466ms     5.226ms
# fresh         256M          0       256       256           0   268435456     20.77ms     20.74ms
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
# prefetch at the driver's defaults). Result: 302.3ns per batch, 18.66us per
# VA block, bytes / 10 GB/s moved, 56.68us per faulting kernel, bytes / 17
# GB/s zero-filled.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_batch_ns = 302.3ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_block_ns = 18.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:409.8ns 64K:6.556us 512K:52.45us 1M:104.9us 2M:209.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_wake_ns = 56.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:241.5ns 64K:3.863us 512K:30.91us 1M:61.81us 2M:123.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 50.91us + bytes /
# 44.8 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 6.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:47.54us 2M:132.6us 16M:482.2us 64M:1.41ms 256M:5.652ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.28us + bytes / 9.11 GB/s, written at
# the measured sizes (the medians would give 2.4%).
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.47us 2M:248.5us 16M:1.86ms 64M:7.385ms 256M:29.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.79us + bytes / 8.23 GB/s, written at the
# measured sizes (the medians would give 6.7%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.76us 512K:80.53us 2M:271.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.34us + bytes / 2.9 GB/s, written at the
# measured sizes (the medians would give 7.0%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.91us 512K:203.9us 2M:745.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 372.2us + bytes / 2.05 GB/s, written at the measured
# sizes (the medians would give 7.5%).
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:404.1us 256K:500.1us 2M:1.395ms 16M:8.559ms 64M:33.12ms 256M:131.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.183us + bytes / 858 GB/s, misses by 22.0% RMS, so
# it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.431us 2M:4.412us 16M:23.89us 64M:85.57us 256M:339.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.81us + bytes / 89.5 GB/s, misses
# by 15.4% RMS, so it is not used.
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.08us 2M:28.52us 16M:216.6us 64M:821.6us 256M:3.182ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.3us

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
# sizes): 7.781us + bytes / 274 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 12.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.42us 16M:68.92us 64M:252.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 33.54us + bytes / 176 GB/s, written at the measured
# sizes (the medians would give 7.6%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:45.46us 16M:128.9us 64M:415.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.77us +
# bytes / 146 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 24.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.44us 16M:114.5us 64M:471.8us 256M:1.877ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.422us
# + bytes / 8.62 GB/s, misses by 32.5% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.169us 64K:26.64us 2M:178.4us 16M:2.186ms 64M:9.712ms 256M:40.97ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.62us + bytes / 9.31 GB/s,
# misses by 20.1% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.42us 64K:31.77us 2M:283.4us 16M:1.755ms 64M:6.746ms 256M:26.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.42 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_read_ns = 64K:7.359us 2M:251.2us 16M:3.284ms 64M:14.4ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24 GB/s, misses by
# 49.1% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.285us 2M:64us 16M:1.901ms 64M:8.296ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 269.6ns +
# bytes / 8.42 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 5.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.054us 2M:249.4us 16M:1.993ms 64M:7.972ms

