# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:12:23Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:12:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.1% RMS relative over 5 repetitions.
launch_ns = 3.122us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.984us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.476us + bytes / 9.09e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 28.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.576us 64K:2.746us 1M:2.68us 1536K:2.668us 2M:41.95us 8M:35.31us 64M:39.65us 256M:50.88us 1G:95.34us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.251us + bytes / 2.77e+03 GB/s, misses by 52.1% RMS, so it is
# not used.
# Residual: 22.2% RMS relative over 45 repetitions.
free_ns = 4K:1.427us 64K:1.456us 1M:1.354us 1536K:1.369us 2M:31.86us 8M:32.95us 64M:58.29us 256M:96.09us 1G:322.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.947us + bytes / 9.13e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.875us 64K:2.332us 2M:19.83us 16M:23.02us 64M:30.88us 256M:29.53us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.7us + bytes *
# -4.6e-06 ns/B, misses by 17.1% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.59us 64K:11.89us 2M:12.73us 16M:9.143us 64M:9.096us 256M:9.951us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 21.8%, 512K
# 21.5%, 1M 20.8%, 2M 20.0%, 4M 20.0%, 8M 20.2%, 16M 20.4%, 32M 21.1%.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.86us     62.18us
# seq             2M          0         2         2     2097152           0     203.8us       250us
# seq            16M          0        16        16    16777216           0      1.64ms     1.713ms
# seq            64M          0        64        64    67108864           0     9.196ms     6.729ms
# seq           256M          0       256       256   268435456           0     38.47ms     26.79ms
# stride         64M        64K        32        32    67108864           0     5.702ms     6.228ms
# stride        256M         2M       128       128     8388608           0     2.527ms     2.755ms
# random         16M          0         9        35    16777216           0     2.023ms      2.01ms
# random         64M          0        34       306    67108864           0     9.922ms     10.52ms
# random        256M          0       139      1560   268435456           0     49.93ms      47.2ms
# fresh           2M          0         2         2           0     2097152     161.9us     202.9us
# fresh          16M          0        16        16           0    16777216     1.233ms     1.336ms
# fresh          64M          0        64        64           0    67108864     5.894ms     5.223ms
# fresh         256M          0       256       256           0   268435456     23.76ms     20.77ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 0ns per batch, 15.65us per VA block, bytes / 11.8 GB/s
# moved, 40.98us per faulting kernel, bytes / 16.1 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_block_ns = 15.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:347.1ns 64K:5.553us 512K:44.43us 1M:88.86us 2M:177.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_wake_ns = 40.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:255.1ns 64K:4.082us 512K:32.66us 1M:65.32us 2M:130.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.3us + bytes / 47
# GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:46.09us 2M:121.1us 16M:422us 64M:1.368ms 256M:5.425ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.25us + bytes / 10.2 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.67us 2M:220.5us 16M:1.657ms 64M:6.582ms 256M:26.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.4us + bytes / 9.07 GB/s, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.62us 512K:75.2us 2M:248.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.86us + bytes / 3.35 GB/s, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.44us 512K:180.5us 2M:650.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 234.2us + bytes / 3.45 GB/s, written at the
# measured sizes (the medians would give 6.0%).
# Residual: 13.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:253.2us 256K:310.1us 2M:842.1us 16M:5.098ms 64M:19.69ms 256M:78.05ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.864us + bytes / 1e+03 GB/s, misses by 21.6% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.934us 2M:3.895us 16M:20.95us 64M:73.97us 256M:284.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 14.73us + bytes / 97.1
# GB/s, written at the measured sizes (the medians would give 7.8%).
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.4us 2M:36.32us 16M:187.5us 64M:705.7us 256M:2.779ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.2us

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
# measured medians (15 points at 3 sizes): the best line, 8.435us + bytes /
# 232 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.02us 16M:83.49us 64M:291.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 193 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 24.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.5us 16M:82.26us 64M:336.9us 256M:1.428ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.186us
# + bytes / 9.97 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.294us 64K:23.2us 2M:175.4us 16M:1.682ms 64M:8.005ms 256M:34.12ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.36us + bytes / 9.97 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.95us 64K:31.24us 2M:271.2us 16M:1.621ms 64M:6.082ms 256M:24.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 8.882us +
# bytes / 5.92 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_read_ns = 64K:20.53us 2M:430.7us 16M:3.064ms 64M:9.858ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.3 GB/s, misses by
# 17.7% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:2.105us 2M:114.4us 16M:947us 64M:5.142ms


# host_write_cold_ns: added 2026-11-22, after this file was written, when
# simrun began to charge a device-memory HOST write's bytes of the host copy
# beyond those earlier HOST events touched out of the CPU's caches: the fit of
# the committed H100 profile (host_write_ns case cold, machine y's ten
# calibrations).
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
