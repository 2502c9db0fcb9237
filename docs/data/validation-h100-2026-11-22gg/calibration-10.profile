# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:26:14Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:26:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 3.645us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.167us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.813us + bytes / 3.59e+03 GB/s, misses by 61.0% RMS,
# so it is not used.
# Residual: 31.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.932us 64K:3.413us 1M:2.581us 1536K:3.023us 2M:65.83us 8M:56.16us 64M:94.42us 256M:106us 1G:236us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.262us + bytes / 1.39e+03 GB/s, misses by 49.8% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:3.013us 64K:2.953us 1M:2.541us 1536K:2.569us 2M:45.88us 8M:51.16us 64M:90.69us 256M:216.4us 1G:634.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.701us + bytes / 3.04e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 34.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.662us 64K:4.016us 2M:37.13us 16M:43.67us 64M:75.91us 256M:74.18us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.75us + bytes /
# 8.62e+04 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.66us 64K:12.77us 2M:12.92us 16M:16.23us 64M:19.46us 256M:15.91us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.5%, 512K 15.3%, 1M 15.1%, 2M 14.0%, 4M 13.7%, 8M 12.2%, 16M
# 11.0%, 32M 11.4%.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.04us     73.12us
# seq             2M          0         2         2     2097152           0     341.7us     348.2us
# seq            16M          0        16        16    16777216           0     2.417ms     2.772ms
# seq            64M          0        64        64    67108864           0     10.59ms     11.08ms
# seq           256M          0       256       256   268435456           0     50.37ms     44.32ms
# stride         64M        64K         4        32    67108864           0     6.997ms     7.565ms
# stride        256M         2M        16       128     8388608           0     2.997ms     3.271ms
# random         16M          0        16        16    16777216           0      2.79ms     2.772ms
# random         64M          0        39       104    67108864           0     11.74ms     10.27ms
# random        256M          0       127       907   268435456           0     59.31ms     45.56ms
# fresh           2M          0         2         2           0     2097152     176.6us     179.6us
# fresh          16M          0        16        16           0    16777216     1.239ms     1.423ms
# fresh          64M          0        64        64           0    67108864     6.213ms     5.685ms
# fresh         256M          0       256       256           0   268435456     25.98ms     22.73ms
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
# prefetch at the driver's defaults). Result: 52.08us per batch, 12.23us per
# VA block, bytes / 9.64 GB/s moved, 2.004us per faulting kernel, bytes / 42.8
# GB/s zero-filled.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 52.08us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 12.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:425ns 64K:6.8us 512K:54.4us 1M:108.8us 2M:217.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 2.004us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:95.64ns 64K:1.53us 512K:12.24us 1M:24.48us 2M:48.97us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.88us + bytes /
# 45.7 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.69us 2M:132.8us 16M:452.7us 64M:1.393ms 256M:5.548ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.88us + bytes / 8.85 GB/s, written at
# the measured sizes (the medians would give 3.8%).
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.28us 2M:253.9us 16M:1.913ms 64M:7.6ms 256M:30.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.4us + bytes / 11.9 GB/s, written at the
# measured sizes (the medians would give 9.1%).
# Residual: 9.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.92us 512K:58.61us 2M:191.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.2us + bytes / 3.21 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.35us 512K:237.3us 2M:605.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 334.2us + bytes / 2.29
# GB/s, written at the measured sizes (the medians would give 4.2%).
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:362.8us 256K:448.6us 2M:1.25ms 16M:7.66ms 64M:29.64ms 256M:117.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.496us + bytes / 768 GB/s, misses by 21.7% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.87us 2M:4.868us 16M:26.91us 64M:96.21us 256M:374.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.48us + bytes / 71 GB/s, misses by
# 15.1% RMS, so it is not used.
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.64us 2M:36.22us 16M:263.8us 64M:1.046ms 256M:4.142ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 41.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.3us

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
# measured medians (15 points at 3 sizes): the best line, 8.699us + bytes /
# 212 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.72us 16M:84.4us 64M:337.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.518us +
# bytes / 150 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.02us 16M:107.4us 64M:462.6us 256M:1.868ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.323us
# + bytes / 9.08 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.831us 64K:26.48us 2M:174.4us 16M:2.066ms 64M:9.207ms 256M:36.45ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.09us + bytes / 10.1 GB/s,
# misses by 22.9% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.76us 64K:32.13us 2M:251.3us 16M:1.582ms 64M:5.813ms 256M:28.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.64 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 19.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.971us 2M:223.6us 16M:2.525ms 64M:10.7ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.8 GB/s, misses by
# 41.8% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.196us 2M:56.38us 16M:1.212ms 64M:6.11ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 930.1ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.378us 2M:207.3us 16M:1.652ms 64M:6.604ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
