# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:20:53Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:20:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.892us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.942us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.863us + bytes / 3.49e+03 GB/s, misses by 55.5% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.947us 64K:2.95us 1M:2.932us 1536K:3.053us 2M:73.46us 8M:54.77us 64M:96.84us 256M:85.95us 1G:258us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.225us + bytes / 1.37e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:2.71us 64K:2.508us 1M:2.674us 1536K:2.666us 2M:47.74us 8M:50.67us 64M:91.94us 256M:201us 1G:655.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 16.03us + bytes / 1.92e+03 GB/s, misses by 163.0% RMS, so it is not used.
# Residual: 176.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:22.02us 64K:11.34us 2M:27.94us 16M:98.7us 64M:132.8us 256M:127.8us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.25us + bytes *
# -9.86e-06 ns/B, misses by 29.1% RMS, so it is not used.
# Residual: 25.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.16us 64K:14.69us 2M:21.49us 16M:9.583us 64M:9.674us 256M:10.3us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.7%, 1M 16.3%, 2M 15.6%, 4M 14.9%, 8M 14.3%, 16M
# 14.3%, 32M 15.2%.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     106.2us     91.11us
# seq             2M          0         2         2     2097152           0     354.5us     361.3us
# seq            16M          0        16        16    16777216           0     2.288ms      2.72ms
# seq            64M          0        64        64    67108864           0     9.335ms     10.81ms
# seq           256M          0       256       256   268435456           0     50.28ms     43.15ms
# stride         64M        64K         4        32    67108864           0     8.035ms     7.738ms
# stride        256M         2M        16       128     8388608           0     3.547ms     3.955ms
# random         16M          0        16        16    16777216           0     2.765ms      2.72ms
# random         64M          0        39       104    67108864           0     11.93ms     10.53ms
# random        256M          0       127       907   268435456           0     66.19ms     50.08ms
# fresh           2M          0         2         2           0     2097152     169.9us     203.4us
# fresh          16M          0        16        16           0    16777216      1.37ms     1.456ms
# fresh          64M          0        64        64           0    67108864     6.819ms     5.752ms
# fresh         256M          0       256       256           0   268435456     27.74ms     22.94ms
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
# prefetch at the driver's defaults). Result: 41.1us per batch, 18.79us per VA
# block, bytes / 9.66 GB/s moved, 24.45us per faulting kernel, bytes / 35.4
# GB/s zero-filled.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_batch_ns = 41.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_block_ns = 18.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:424.1ns 64K:6.785us 512K:54.28us 1M:108.6us 2M:217.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_wake_ns = 24.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:115.7ns 64K:1.851us 512K:14.81us 1M:29.61us 2M:59.23us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.73us + bytes /
# 42.3 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.67us 2M:133.7us 16M:556.2us 64M:1.492ms 256M:5.69ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.4us + bytes / 10 GB/s, written at the
# measured sizes (the medians would give 5.1%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.94us 2M:228.7us 16M:1.694ms 64M:6.718ms 256M:26.81ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 21.01us + bytes / 11.9 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 16.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.54us 512K:64.8us 2M:197.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 17.67us + bytes / 2.97 GB/s, written at
# the measured sizes (the medians would give 12.1%).
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.75us 512K:194.3us 2M:724.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 518us + bytes / 2.02 GB/s, misses by 19.1% RMS, so it
# is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:594us 256K:692.2us 2M:1.219ms 16M:9.87ms 64M:36.57ms 256M:143.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.344us + bytes / 846 GB/s, misses by 22.0% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.569us 2M:4.603us 16M:24.47us 64M:85.45us 256M:345.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.76us + bytes / 77.6 GB/s, misses
# by 16.3% RMS, so it is not used.
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.81us 2M:36.06us 16M:229.1us 64M:1.024ms 256M:3.485ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 37.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 140.2us

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
# measured medians (15 points at 3 sizes): the best line, 5.574us + bytes /
# 240 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 22.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.6us 16M:67.48us 64M:327.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.98us +
# bytes / 165 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 25.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.31us 16M:113.1us 64M:368.6us 256M:1.765ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.772us
# + bytes / 8.39 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.489us 64K:24.85us 2M:174.1us 16M:2.434ms 64M:12.91ms 256M:47.38ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.23us + bytes / 10.5 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.16us 64K:29.2us 2M:237.3us 16M:1.369ms 64M:6.347ms 256M:26.39ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.72 GB/s, misses by 38.5% RMS, so it is not used.
# Residual: 18.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.532us 2M:226.4us 16M:4.054ms 64M:18.79ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.9 GB/s, misses by
# 49.9% RMS, so it is not used.
# Residual: 16.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.302us 2M:95.03us 16M:2.444ms 64M:10.91ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 7.7 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 7.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.048us 2M:271.9us 16M:2.179ms 64M:8.716ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
