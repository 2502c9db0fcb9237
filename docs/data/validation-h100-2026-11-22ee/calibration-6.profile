# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:34:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:34:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.662us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.999us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.772us + bytes / 3.96e+03 GB/s, misses by 56.7% RMS,
# so it is not used.
# Residual: 23.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.776us 64K:2.957us 1M:2.822us 1536K:2.88us 2M:62.77us 8M:54.85us 64M:89.01us 256M:105.4us 1G:211.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.15us + bytes / 1.34e+03 GB/s, misses by 50.6% RMS, so it is not
# used.
# Residual: 22.2% RMS relative over 45 repetitions.
free_ns = 4K:2.592us 64K:2.592us 1M:2.57us 1536K:2.584us 2M:45.78us 8M:50.92us 64M:87.29us 256M:218.7us 1G:657.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.962us + bytes / 6.76e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 38.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.777us 64K:2.586us 2M:18.24us 16M:33.87us 64M:33.21us 256M:34.78us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.473us + bytes / 2.39e+05 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 7.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.474us 64K:9.474us 2M:9.482us 16M:9.544us 64M:9.755us 256M:10.6us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.6%, 512K 17.2%, 1M 16.5%, 2M 15.0%, 4M 14.6%, 8M 14.4%, 16M
# 14.4%, 32M 15.0%.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     95.62us     86.87us
# seq             2M          0         2         2     2097152           0     294.8us     287.6us
# seq            16M          0        16        16    16777216           0     1.771ms     2.009ms
# seq            64M          0        64        64    67108864           0     8.218ms     7.913ms
# seq           256M          0       256       256   268435456           0     31.89ms     31.53ms
# stride         64M        64K         4        32    67108864           0     5.429ms     5.794ms
# stride        256M         2M        16       128     8388608           0     2.223ms     2.479ms
# random         16M          0        16        16    16777216           0     1.835ms     2.009ms
# random         64M          0        39       104    67108864           0     8.673ms      7.57ms
# random        256M          0       127       907   268435456           0     52.87ms     34.25ms
# fresh           2M          0         2         2           0     2097152     178.5us     203.8us
# fresh          16M          0        16        16           0    16777216     1.188ms     1.339ms
# fresh          64M          0        64        64           0    67108864      5.94ms      5.23ms
# fresh         256M          0       256       256           0   268435456      26.2ms     20.79ms
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
# prefetch at the driver's defaults). Result: 29.91us per batch, 10.12us per
# VA block, bytes / 12.6 GB/s moved, 41.65us per faulting kernel, bytes / 25.6
# GB/s zero-filled.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_batch_ns = 29.91us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_block_ns = 10.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:324ns 64K:5.185us 512K:41.48us 1M:82.95us 2M:165.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_wake_ns = 41.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:160.3ns 64K:2.565us 512K:20.52us 1M:41.04us 2M:82.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 70.19us + bytes / 47.8 GB/s, written at the measured sizes (the
# medians would give 2.2%).
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:71.56us 2M:114.1us 16M:421.1us 64M:1.474ms 256M:5.685ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.27us + bytes / 9.25 GB/s, written at
# the measured sizes (the medians would give 3.1%).
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.36us 2M:245.1us 16M:1.833ms 64M:7.277ms 256M:29.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 15us + bytes / 9.08 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 18.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.69us 512K:67.46us 2M:264.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 25.84us + bytes / 3.31 GB/s, written at
# the measured sizes (the medians would give 12.9%).
# Residual: 14.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.62us 512K:184.1us 2M:658.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 300.5us + bytes / 2.65 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:321.9us 256K:432.4us 2M:953.5us 16M:6.966ms 64M:26.78ms 256M:103.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.05us + bytes / 868 GB/s, misses by 25.3% RMS, so it
# is not used.
# Residual: 17.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.49us 2M:4.21us 16M:23.73us 64M:84.23us 256M:341.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.65us + bytes / 94.8 GB/s, misses
# by 15.6% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.68us 2M:26.51us 16M:202.3us 64M:859us 256M:2.818ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.22us

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
# measured medians (15 points at 3 sizes): the best line, 7.809us + bytes /
# 296 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 20.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.92us 16M:63.78us 64M:236.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 183 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.04us 16M:88.87us 64M:357.5us 256M:1.525ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.281us
# + bytes / 11.2 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.785us 64K:23.02us 2M:141.5us 16M:1.696ms 64M:7.194ms 256M:30.45ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.11us + bytes / 12.4 GB/s,
# misses by 25.4% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.901us 64K:27.81us 2M:246.8us 16M:1.299ms 64M:5.135ms 256M:19.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.6 GB/s, misses by 34.3% RMS, so it is not used.
# Residual: 29.6% RMS relative over 20 repetitions.
host_read_ns = 64K:3.464us 2M:113.6us 16M:1.85ms 64M:7.815ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.3 GB/s, misses by
# 34.6% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.018us 2M:52.81us 16M:765.6us 64M:4.478ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.373us +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 7.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.131us 2M:185.6us 16M:1.475ms 64M:5.897ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
