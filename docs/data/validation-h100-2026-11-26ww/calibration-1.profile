# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:06:32Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:06:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.4% RMS relative over 5 repetitions.
launch_ns = 3.812us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.014us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.433us + bytes / 5.35e+03 GB/s, misses by 62.3% RMS,
# so it is not used.
# Residual: 27.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.5us 64K:2.526us 1M:2.497us 1536K:2.412us 2M:52.97us 8M:41.89us 64M:82.15us 256M:83.3us 1G:157.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.8us + bytes / 1.54e+03 GB/s, misses by 47.8% RMS, so it is not
# used.
# Residual: 16.1% RMS relative over 45 repetitions.
free_ns = 4K:2.232us 64K:2.269us 1M:2.136us 1536K:2.153us 2M:36.57us 8M:40.62us 64M:77.14us 256M:176us 1G:603.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.547us + bytes / 8.86e+03 GB/s, misses by 62.4% RMS, so it is not used.
# Residual: 32.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.397us 64K:2.95us 2M:22.59us 16M:24.3us 64M:28.91us 256M:27.93us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.88us + bytes * -2.36e-06 ns/B, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.88us 64K:10.88us 2M:10.87us 16M:10.84us 64M:10.72us 256M:10.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.0%, 512K 14.7%, 1M 14.1%, 2M 13.2%, 4M 12.3%, 8M 11.6%, 16M
# 12.1%, 32M 12.8%.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.01us     68.51us
# seq             2M          0         2         2     2097152           0     230.1us     268.1us
# seq            16M          0        16        16    16777216           0     1.893ms     1.908ms
# seq            64M          0        64        64    67108864           0     8.124ms      7.53ms
# seq           256M          0       256       256   268435456           0     34.23ms     30.02ms
# stride         64M        64K         8        32    67108864           0     6.005ms     6.107ms
# stride        256M         2M        32       128     8388608           0     2.325ms     2.521ms
# random         16M          0        12        16    16777216           0     1.684ms     1.826ms
# random         64M          0        36       161    67108864           0     8.498ms     7.818ms
# random        256M          0       125      1211   268435456           0      39.5ms      35.8ms
# fresh           2M          0         2         2           0     2097152     157.2us     161.2us
# fresh          16M          0        16        16           0    16777216     865.2us     1.053ms
# fresh          64M          0        64        64           0    67108864     4.837ms     4.109ms
# fresh         256M          0       256       256           0   268435456     19.97ms     16.33ms
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
# prefetch at the driver's defaults). Result: 20.34us per batch, 8.847us per
# VA block, bytes / 11.9 GB/s moved, 33.82us per faulting kernel, bytes / 30.4
# GB/s zero-filled.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_batch_ns = 20.34us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_block_ns = 8.847us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:343.5ns 64K:5.496us 512K:43.97us 1M:87.93us 2M:175.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_wake_ns = 33.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:134.7ns 64K:2.155us 512K:17.24us 1M:34.48us 2M:68.96us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.31us + bytes / 47
# GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 1.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.47us 2M:117.6us 16M:418.3us 64M:1.349ms 256M:5.368ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.82us + bytes / 10.4 GB/s, written at
# the measured sizes (the medians would give 3.5%).
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.11us 2M:218.2us 16M:1.628ms 64M:6.461ms 256M:25.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.65us + bytes / 9.24 GB/s, written at the
# measured sizes (the medians would give 6.5%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.74us 512K:73.39us 2M:243.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.59us + bytes / 3.31 GB/s, written at
# the measured sizes (the medians would give 7.1%).
# Residual: 8.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.37us 512K:181.8us 2M:656.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 374.5us +
# bytes / 2.64 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 9.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:455.8us 256K:493.9us 2M:880.5us 16M:7.295ms 64M:29.09ms 256M:116.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.718us + bytes / 922 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.772us 2M:3.89us 16M:22.32us 64M:79.92us 256M:313.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 13.71us +
# bytes / 80.2 GB/s, written at the measured sizes (the medians would give
# 8.6%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.52us 2M:39.86us 16M:223us 64M:850.7us 256M:3.362ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 65.92us

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
# sizes): 23.06us + bytes / 261 GB/s, written at the measured sizes (the
# medians would give 10.7%).
# Residual: 10.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:31.09us 16M:87.29us 64M:280us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.76us + bytes / 229 GB/s, written at the measured
# sizes (the medians would give 10.3%).
# Residual: 10.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.9us 16M:93.89us 64M:313.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.39us +
# bytes / 172 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.64us 16M:100.3us 64M:395us 256M:1.572ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.033us
# + bytes / 10.8 GB/s, misses by 30.1% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.5us 64K:25.23us 2M:169.9us 16M:1.301ms 64M:7.445ms 256M:37.19ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.89us + bytes / 10.4 GB/s,
# misses by 20.6% RMS, so it is not used.
# Residual: 10.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.72us 64K:29.48us 2M:258.3us 16M:1.496ms 64M:6.007ms 256M:24.61ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.38 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 15.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.841us 2M:212.6us 16M:1.655ms 64M:8.595ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30 GB/s, misses by
# 33.5% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.06us 2M:51.62us 16M:735.8us 64M:4.459ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 808.3ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.672us 2M:188.5us 16M:1.502ms 64M:6.006ms

