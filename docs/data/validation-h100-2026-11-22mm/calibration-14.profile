# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:50:34Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:50:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.9% RMS relative over 5 repetitions.
launch_ns = 3.383us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.174us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.885us + bytes / 9.61e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.812us 64K:2.944us 1M:2.747us 1536K:2.796us 2M:41.87us 8M:36.79us 64M:41.6us 256M:43.12us 1G:90.43us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.254us + bytes / 2.56e+03 GB/s, misses by 52.4% RMS, so it is
# not used.
# Residual: 22.8% RMS relative over 45 repetitions.
free_ns = 4K:1.487us 64K:1.553us 1M:1.44us 1536K:1.486us 2M:32.78us 8M:34.51us 64M:63.32us 256M:118.1us 1G:341.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.787us + bytes / 5.86e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 38.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.047us 64K:3.037us 2M:30.93us 16M:26.21us 64M:32.03us 256M:39.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.773us + bytes * -9.59e-07 ns/B, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 13.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.773us 64K:9.773us 2M:9.771us 16M:9.757us 64M:9.709us 256M:9.515us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.1%, 512K 12.8%, 1M 12.5%, 2M 12.5%, 4M 12.7%, 8M 13.3%, 16M
# 14.2%, 32M 15.6%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.05us     61.02us
# seq             2M          0         2         2     2097152           0     212.2us     237.8us
# seq            16M          0        16        16    16777216           0     1.499ms     1.635ms
# seq            64M          0        64        64    67108864           0     6.964ms     6.427ms
# seq           256M          0       256       256   268435456           0     32.89ms     25.59ms
# stride         64M        64K        64        64    67108864           0     6.253ms     6.427ms
# stride        256M         2M       128       128     8388608           0     2.849ms     2.968ms
# random         16M          0        10        55    16777216           0     2.073ms      2.07ms
# random         64M          0        38       373    67108864           0     9.383ms     9.994ms
# random        256M          0       160      1651   268435456           0     44.92ms     41.82ms
# fresh           2M          0         2         2           0     2097152     162.5us     192.8us
# fresh          16M          0        16        16           0    16777216     1.151ms     1.276ms
# fresh          64M          0        64        64           0    67108864     6.039ms     4.988ms
# fresh         256M          0       256       256           0   268435456     24.37ms     19.84ms
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
# prefetch at the driver's defaults). Result: 5.732us per batch, 12.03us per
# VA block, bytes / 12.8 GB/s moved, 38.13us per faulting kernel, bytes / 17.6
# GB/s zero-filled.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 5.732us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 12.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:320.6ns 64K:5.129us 512K:41.03us 1M:82.07us 2M:164.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 38.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:232.8ns 64K:3.724us 512K:29.8us 1M:59.59us 2M:119.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.6us + bytes /
# 46.2 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.63us 2M:121.9us 16M:444.6us 64M:1.367ms 256M:5.334ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.78us + bytes / 14.4 GB/s, written at
# the measured sizes (the medians would give 10.3%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.34us 2M:160.8us 16M:1.183ms 64M:4.687ms 256M:18.7ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.78us + bytes / 12.7 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.94us 512K:55.06us 2M:178.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.82us + bytes / 4.15 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.52us 512K:181.2us 2M:482.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 235.9us + bytes / 3.33
# GB/s, written at the measured sizes (the medians would give 4.5%).
# Residual: 13.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:255.6us 256K:314.7us 2M:866.2us 16M:5.278ms 64M:20.4ms 256M:80.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.939us + bytes / 1.57e+03 GB/s, misses by 21.1% RMS,
# so it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.606us 2M:2.596us 16M:14.25us 64M:46.13us 256M:176.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.99us + bytes / 98 GB/s, misses by
# 18.2% RMS, so it is not used.
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.46us 2M:27.88us 16M:194.8us 64M:852.2us 256M:2.792ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.4us

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
# sizes): 7.273us + bytes / 291 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.48us 16M:64.96us 64M:238us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.7us + bytes / 196 GB/s, written at the measured sizes
# (the medians would give 8.6%).
# Residual: 8.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.4us 16M:110.3us 64M:367.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 204.3ns +
# bytes / 193 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.08us 16M:86.78us 64M:347.4us 256M:1.395ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.792us
# + bytes / 10.8 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.337us 64K:23.45us 2M:154.9us 16M:1.564ms 64M:6.994ms 256M:32.63ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.07us + bytes / 12.9 GB/s,
# misses by 23.3% RMS, so it is not used.
# Residual: 9.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.828us 64K:27.66us 2M:241.4us 16M:1.269ms 64M:4.796ms 256M:18.76ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.5 GB/s, misses by 35.7% RMS, so it is not used.
# Residual: 19.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.439us 2M:106.4us 16M:1.814ms 64M:8.951ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.8 GB/s, misses by
# 39.7% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:980ns 2M:50.7us 16M:937.2us 64M:4.908ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 511.9ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 5.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.032us 2M:209.1us 16M:1.67ms 64M:6.677ms

