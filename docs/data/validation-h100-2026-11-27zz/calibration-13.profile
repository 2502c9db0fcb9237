# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T00:38:49Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:38:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.627us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.987us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.766us + bytes / 3.81e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 27.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.813us 64K:3.013us 1M:2.795us 1536K:2.863us 2M:71.39us 8M:53.53us 64M:85.53us 256M:78.68us 1G:237.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.181us + bytes / 1.27e+03 GB/s, misses by 47.9% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:2.66us 64K:2.601us 1M:2.527us 1536K:2.759us 2M:45.79us 8M:50.4us 64M:87.67us 256M:215us 1G:722.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.543us + bytes / 3.55e+03 GB/s, misses by 62.9% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.593us 64K:3.812us 2M:32.2us 16M:47.22us 64M:64.5us 256M:64.69us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.78us + bytes / 1.41e+05 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.78us 64K:13.79us 2M:13.8us 16M:13.9us 64M:14.26us 256M:15.68us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.7%, 512K 18.2%, 1M 17.5%, 2M 17.2%, 4M 17.7%, 8M 18.6%, 16M
# 19.2%, 32M 20.2%.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.42us     60.98us
# seq             2M          0         2         2     2097152           0     193.7us     273.6us
# seq            16M          0        16        16    16777216           0     2.165ms     1.952ms
# seq            64M          0        64        64    67108864           0     9.888ms     7.708ms
# seq           256M          0       256       256   268435456           0     43.87ms     30.73ms
# stride         64M        64K        32        32    67108864           0     7.156ms     7.035ms
# stride        256M         2M       128       128     8388608           0      3.24ms     3.517ms
# random         16M          0         9        35    16777216           0     2.421ms     2.352ms
# random         64M          0        34       306    67108864           0     12.42ms      12.8ms
# random        256M          0       139      1560   268435456           0     61.44ms     58.16ms
# fresh           2M          0         2         2           0     2097152     204.4us     226.8us
# fresh          16M          0        16        16           0    16777216     1.457ms     1.578ms
# fresh          64M          0        64        64           0    67108864     7.037ms     6.211ms
# fresh         256M          0       256       256           0   268435456     27.44ms     24.74ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 21.04us per VA
# block, bytes / 10.6 GB/s moved, 33.77us per faulting kernel, bytes / 13.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_block_ns = 21.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:386.2ns 64K:6.179us 512K:49.43us 1M:98.87us 2M:197.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_wake_ns = 33.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:294.9ns 64K:4.718us 512K:37.74us 1M:75.48us 2M:151us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 53.05us + bytes /
# 43.5 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 10.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:48.31us 2M:180.2us 16M:536.3us 64M:1.432ms 256M:5.599ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.75us + bytes / 8.77 GB/s, written at
# the measured sizes (the medians would give 7.7%).
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.22us 2M:258us 16M:1.933ms 64M:7.674ms 256M:30.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.43us + bytes / 8.45 GB/s, written at the
# measured sizes (the medians would give 12.7%).
# Residual: 12.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.19us 512K:79.5us 2M:265.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.53us + bytes / 3.39 GB/s, written at
# the measured sizes (the medians would give 11.9%).
# Residual: 12.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.87us 512K:175.3us 2M:639.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 354.3us + bytes / 2.23 GB/s, written at the measured
# sizes (the medians would give 4.8%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:383.7us 256K:471.8us 2M:1.294ms 16M:7.872ms 64M:30.42ms 256M:120.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.107us + bytes / 1.45e+03 GB/s, misses by 25.4% RMS,
# so it is not used.
# Residual: 18.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.87us 2M:2.803us 16M:15.34us 64M:50.02us 256M:190.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 19.81us + bytes / 65.5 GB/s, misses
# by 15.0% RMS, so it is not used.
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:24.4us 2M:41.2us 16M:286.8us 64M:1.133ms 256M:4.574ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

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
# sizes): 8.538us + bytes / 194 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.35us 16M:95.03us 64M:354.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 33.44us + bytes / 213 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 16.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:42.96us 16M:115.5us 64M:342.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 773.9ns +
# bytes / 146 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.99us 16M:120.6us 64M:454.6us 256M:1.823ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.637us
# + bytes / 8.15 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.385us 64K:26.66us 2M:199.1us 16M:2.385ms 64M:8.652ms 256M:40.54ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.61us + bytes / 8.85 GB/s,
# misses by 27.1% RMS, so it is not used.
# Residual: 21.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.97us 64K:34.66us 2M:300.5us 16M:1.863ms 64M:7.317ms 256M:27.39ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.81 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 14.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.421us 2M:213us 16M:2.581ms 64M:11.04ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24 GB/s, misses by
# 42.3% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.334us 2M:63.02us 16M:1.408ms 64M:6.838ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 570.6ns +
# bytes / 9.13 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 6.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.75us 2M:230.3us 16M:1.838ms 64M:7.352ms

