# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:59:48Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:59:48Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.1% RMS relative over 5 repetitions.
launch_ns = 3.304us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.154us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.812us + bytes / 9.41e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.857us 64K:2.792us 1M:2.707us 1536K:2.672us 2M:42.1us 8M:36.71us 64M:38.69us 256M:58.41us 1G:89.97us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.166us + bytes / 2.38e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 21.4% RMS relative over 45 repetitions.
free_ns = 4K:1.406us 64K:1.415us 1M:1.421us 1536K:1.42us 2M:32.2us 8M:33.66us 64M:49.11us 256M:121.6us 1G:377.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.9us
# + bytes / 7.89e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 35.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.88us 64K:2.438us 2M:21.01us 16M:29.23us 64M:32.56us 256M:30.39us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.52us + bytes / 2.96e+05 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.52us 64K:7.52us 2M:7.527us 16M:7.577us 64M:7.747us 256M:8.427us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 19.4%, 1M 19.2%, 2M 18.6%, 4M 18.1%, 8M 16.9%, 16M
# 16.2%, 32M 16.7%.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.14us     62.41us
# seq             2M          0         2         2     2097152           0     241.9us       281us
# seq            16M          0        16        16    16777216           0     1.869ms     2.242ms
# seq            64M          0        64        64    67108864           0     8.942ms     8.964ms
# seq           256M          0       256       256   268435456           0      37.8ms     35.85ms
# stride         64M        64K         4        32    67108864           0      6.38ms     5.936ms
# stride        256M         2M        16       128     8388608           0     2.661ms     2.971ms
# random         16M          0        16        16    16777216           0     2.249ms     2.242ms
# random         64M          0        39       104    67108864           0     10.03ms     8.369ms
# random        256M          0       127       907   268435456           0     49.39ms     38.34ms
# fresh           2M          0         2         2           0     2097152     108.5us     122.2us
# fresh          16M          0        16        16           0    16777216     815.5us     971.7us
# fresh          64M          0        64        64           0    67108864     4.899ms     3.884ms
# fresh         256M          0       256       256           0   268435456     21.88ms     15.53ms
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
# prefetch at the driver's defaults). Result: 43.8us per batch, 12.49us per VA
# block, bytes / 12.5 GB/s moved, 884.6ns per faulting kernel, bytes / 239
# GB/s zero-filled.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 43.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 12.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:327.2ns 64K:5.235us 512K:41.88us 1M:83.76us 2M:167.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 884.6ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:17.14ns 64K:274.2ns 512K:2.194us 1M:4.387us 2M:8.774us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 50.37us + bytes /
# 47.9 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:47.16us 2M:125us 16M:427.3us 64M:1.355ms 256M:5.346ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.69us + bytes / 11.6 GB/s, written at
# the measured sizes (the medians would give 11.9%).
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.32us 2M:196.9us 16M:1.458ms 64M:5.784ms 256M:23.09ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.79us + bytes / 10.6 GB/s, written at the
# measured sizes (the medians would give 8.6%).
# Residual: 8.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.98us 512K:65.3us 2M:213.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.59us + bytes / 3.64 GB/s, written at
# the measured sizes (the medians would give 10.3%).
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.59us 512K:168.6us 2M:600.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 239.7us + bytes / 3.08 GB/s, misses by 16.5% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:289.6us 256K:323.5us 2M:734.4us 16M:5.903ms 64M:25.74ms 256M:94.34ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.76us + bytes / 1.08e+03 GB/s, misses by 17.9% RMS,
# so it is not used.
# Residual: 12.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.745us 2M:4.742us 16M:19.77us 64M:67.28us 256M:264.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.08us + bytes / 89.2 GB/s, misses
# by 19.1% RMS, so it is not used.
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.74us 2M:26.84us 16M:203.1us 64M:953us 256M:3.438ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.93us

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
# measured medians (15 points at 3 sizes): the best line, 8.546us + bytes /
# 213 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.45us 16M:85.25us 64M:329.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.106us +
# bytes / 193 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.04us 16M:86.82us 64M:351.6us 256M:1.402ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.855us
# + bytes / 9.02 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.349us 64K:27.47us 2M:193.8us 16M:1.872ms 64M:7.988ms 256M:35.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.46us + bytes / 8.39 GB/s,
# misses by 22.2% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.85us 64K:35.36us 2M:342.8us 16M:2.053ms 64M:7.323ms 256M:28.42ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 996.6ns + bytes / 6.93 GB/s, written at the measured
# sizes (the medians would give 8.7%).
# Residual: 8.6% RMS relative over 20 repetitions.
host_read_ns = 64K:10.45us 2M:303.5us 16M:2.421ms 64M:9.68ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.1 GB/s, misses by
# 22.7% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.445us 2M:82.1us 16M:929.7us 64M:4.894ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.327us +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 8.7%).
# Residual: 9.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.376us 2M:194.9us 16M:1.55ms 64M:6.196ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
