# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:17:52Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:17:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.444us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.182us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.097us + bytes / 5.16e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 28.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.42us 64K:2.976us 1M:2.999us 1536K:3.165us 2M:56.49us 8M:53.17us 64M:81.75us 256M:65.23us 1G:172.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.221us + bytes / 1.36e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.698us 64K:2.698us 1M:2.592us 1536K:2.64us 2M:44.39us 8M:49.48us 64M:82.67us 256M:191.9us 1G:699.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.073us + bytes / 4.8e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 39.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.711us 64K:4.422us 2M:28.08us 16M:59.09us 64M:62.52us 256M:50.9us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.29us + bytes / 9.39e+04 GB/s, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 13.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.29us 64K:10.29us 2M:10.31us 16M:10.47us 64M:11.01us 256M:13.15us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.2%, 512K 16.9%, 1M 16.4%, 2M 15.1%, 4M 15.7%, 8M 15.8%, 16M
# 15.4%, 32M 16.2%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.19us     74.33us
# seq             2M          0         2         2     2097152           0       292us     289.4us
# seq            16M          0        16        16    16777216           0     1.813ms     1.969ms
# seq            64M          0        64        64    67108864           0     9.664ms     7.726ms
# seq           256M          0       256       256   268435456           0     40.72ms     30.75ms
# stride         64M        64K        32        32    67108864           0     5.808ms     7.134ms
# stride        256M         2M       128       128     8388608           0     2.946ms     3.228ms
# random         16M          0         9        35    16777216           0     2.488ms      2.32ms
# random         64M          0        34       306    67108864           0     11.57ms      12.2ms
# random        256M          0       139      1560   268435456           0     60.36ms     54.87ms
# fresh           2M          0         2         2           0     2097152     179.8us     223.3us
# fresh          16M          0        16        16           0    16777216     1.369ms      1.44ms
# fresh          64M          0        64        64           0    67108864     6.685ms      5.61ms
# fresh         256M          0       256       256           0   268435456     27.48ms     22.29ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 18.49us per VA
# block, bytes / 10.3 GB/s moved, 49.5us per faulting kernel, bytes / 15.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 18.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:396.3ns 64K:6.341us 512K:50.72us 1M:101.4us 2M:202.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 49.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:267.2ns 64K:4.275us 512K:34.2us 1M:68.4us 2M:136.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.6us + bytes /
# 44.5 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 1.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.9us 256K:48.17us 1M:96.81us 2M:120.7us 4M:168us 16M:435.9us 64M:1.359ms 256M:5.359ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.69us + bytes / 14.3 GB/s, written at the
# measured sizes (the means would give 2.2%).
# Residual: 8.1% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.28us 256K:35.06us 1M:90.19us 2M:163.7us 4M:310.7us 16M:1.193ms 64M:4.721ms 256M:18.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.29us + bytes / 12.3 GB/s, written at the measured
# sizes (the means would give 6.8%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.61us 512K:57.79us 2M:185.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.79us + bytes / 3.69 GB/s, written at the
# measured sizes (the means would give 6.0%).
# Residual: 10.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.55us 512K:163.9us 2M:590.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 311.5us + bytes / 2.41 GB/s, written at the measured
# sizes (the medians would give 3.7%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:338.7us 256K:420.1us 2M:1.18ms 16M:7.262ms 64M:28.11ms 256M:111.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.17us + bytes / 1.5e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 11.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.723us 256K:2.664us 1M:2.665us 2M:2.679us 4M:6.179us 16M:14.66us 64M:48.25us 256M:180.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 12.57us + bytes / 83.5 GB/s, misses
# by 15.0% RMS, so it is not used.
# Residual: 9.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:18.36us 256K:14.42us 1M:21.81us 2M:36.54us 4M:58.83us 16M:220.9us 64M:872.8us 256M:3.551ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112us

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
# measured medians (15 points at 3 sizes): the best line, 7.453us + bytes /
# 269 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 15.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.28us 16M:69.11us 64M:259.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.92us + bytes / 169 GB/s, written at the measured
# sizes (the medians would give 7.3%).
# Residual: 7.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.35us 16M:125.4us 64M:423.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 187 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.82us 16M:86.04us 64M:351.3us 256M:1.51ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.678us + bytes / 11.8 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 12.5% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.011us 8K:9.471us 16K:10.76us 32K:15.51us 64K:24.29us 128K:17.12us 256K:25.07us 512K:43.64us 1M:82.34us 2M:196.8us 4M:380.8us 8M:816.3us 16M:1.398ms 32M:3.206ms 64M:6.809ms 256M:30.67ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 15.5us + bytes / 10.4 GB/s,
# misses by 34.4% RMS, so it is not used.
# Residual: 74.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:16.8us 8K:15.28us 16K:11.72us 32K:27.2us 64K:43.57us 128K:43.03us 256K:266.3us 512K:121.4us 1M:182.9us 2M:244.7us 4M:435.4us 8M:769.8us 16M:1.429ms 32M:2.723ms 64M:5.662ms 256M:23.61ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 136.1ns +
# bytes / 15.3 GB/s, misses by 33.5% RMS, so it is not used.
# Residual: 18.7% RMS relative over 35 repetitions.
host_read_ns = 64K:4.856us 256K:14.4us 1M:57.36us 2M:120.4us 4M:295.1us 16M:2.148ms 64M:9.02ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 28.2 GB/s, misses by
# 36.0% RMS, so it is not used.
# Residual: 17.0% RMS relative over 35 repetitions.
host_write_ns = 64K:1.108us 256K:7.665us 1M:28.8us 2M:57.46us 4M:200.8us 16M:1.119ms 64M:5.379ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 876.8ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.197us 256K:26.16us 1M:102us 2M:203.1us 4M:405.4us 16M:1.619ms 64M:6.473ms

