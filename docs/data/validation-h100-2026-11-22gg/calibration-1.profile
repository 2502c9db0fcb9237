# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:21:39Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:21:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.698us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.173us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.896us + bytes / 3.77e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.885us 64K:2.957us 1M:2.972us 1536K:3.115us 2M:68.84us 8M:52.27us 64M:108.2us 256M:101.7us 1G:225.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.178us + bytes / 1.27e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.629us 64K:2.637us 1M:2.755us 1536K:2.567us 2M:53.87us 8M:48.71us 64M:98.89us 256M:218us 1G:718.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.65us
# + bytes / 6.47e+03 GB/s, misses by 66.3% RMS, so it is not used.
# Residual: 37.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.696us 64K:2.237us 2M:20.06us 16M:30.2us 64M:55.05us 256M:36.74us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 8.665us + bytes /
# 2.01e+05 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.846us 64K:9.052us 2M:8.535us 16M:8.668us 64M:8.592us 256M:10.15us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.7%, 1M 16.3%, 2M 15.2%, 4M 13.9%, 8M 12.3%, 16M
# 12.0%, 32M 12.7%.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.42us     74.17us
# seq             2M          0         2         2     2097152           0     237.2us     253.4us
# seq            16M          0        16        16    16777216           0     1.645ms     1.826ms
# seq            64M          0        64        64    67108864           0     7.126ms     7.216ms
# seq           256M          0       256       256   268435456           0     34.17ms     28.78ms
# stride         64M        64K         4        32    67108864           0     5.054ms     5.043ms
# stride        256M         2M        16       128     8388608           0     2.182ms     2.392ms
# random         16M          0        16        16    16777216           0      1.66ms     1.826ms
# random         64M          0        39       104    67108864           0     7.035ms     6.852ms
# random        256M          0       127       907   268435456           0     41.99ms     31.41ms
# fresh           2M          0         2         2           0     2097152       147us     164.9us
# fresh          16M          0        16        16           0    16777216     1.018ms     1.118ms
# fresh          64M          0        64        64           0    67108864     5.422ms     4.385ms
# fresh         256M          0       256       256           0   268435456     18.73ms     17.45ms
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
# prefetch at the driver's defaults). Result: 30.81us per batch, 10.15us per
# VA block, bytes / 14.7 GB/s moved, 28.75us per faulting kernel, bytes / 38.7
# GB/s zero-filled.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_batch_ns = 30.81us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_block_ns = 10.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:278.7ns 64K:4.459us 512K:35.67us 1M:71.34us 2M:142.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_wake_ns = 28.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:105.9ns 64K:1.694us 512K:13.55us 1M:27.1us 2M:54.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44us + bytes / 46.5
# GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.22us 2M:124.8us 16M:458.7us 64M:1.356ms 256M:5.372ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 21.49us + bytes / 14.9 GB/s, written at
# the measured sizes (the medians would give 5.6%).
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.89us 2M:162.4us 16M:1.149ms 64M:4.531ms 256M:18.06ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.69us + bytes / 12.4 GB/s, written at the
# measured sizes (the medians would give 7.5%).
# Residual: 7.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.99us 512K:57.07us 2M:184.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.11us + bytes / 3.92 GB/s, written at
# the measured sizes (the medians would give 12.6%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.85us 512K:156us 2M:557.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 375.3us + bytes / 2.11 GB/s, misses by 25.2% RMS, so
# it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:439.2us 256K:505.1us 2M:1.117ms 16M:8.884ms 64M:36.21ms 256M:133.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.015us + bytes / 1.51e+03 GB/s, misses by 22.6% RMS,
# so it is not used.
# Residual: 15.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.724us 2M:2.692us 16M:14.69us 64M:48.11us 256M:182.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.72us + bytes / 97.6 GB/s, misses
# by 24.4% RMS, so it is not used.
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.87us 2M:25.64us 16M:215.4us 64M:700.4us 256M:3.78ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 104us

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
# measured medians (15 points at 3 sizes): the best line, 8.251us + bytes /
# 278 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 20.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.14us 16M:61.95us 64M:280.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 7.616us +
# bytes / 180 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.38us 16M:98.19us 64M:392.7us 256M:1.483ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.456us
# + bytes / 9.69 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.99us 64K:25.84us 2M:166.9us 16M:2.147ms 64M:7.882ms 256M:30.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.98us + bytes / 12 GB/s,
# misses by 24.1% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.804us 64K:28.39us 2M:251.4us 16M:1.304ms 64M:5.153ms 256M:20.86ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.1 GB/s, misses by 35.9% RMS, so it is not used.
# Residual: 18.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.491us 2M:117.5us 16M:2.031ms 64M:8.828ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.2 GB/s, misses by
# 39.3% RMS, so it is not used.
# Residual: 10.5% RMS relative over 20 repetitions.
host_write_ns = 64K:967ns 2M:53.42us 16M:1.038ms 64M:4.89ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 991.2ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 8.4%).
# Residual: 8.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.541us 2M:178.6us 16M:1.422ms 64M:5.684ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
