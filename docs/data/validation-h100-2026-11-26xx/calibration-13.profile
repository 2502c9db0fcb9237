# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:25:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:25:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.757us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.96us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.036us + bytes / 6.73e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 24.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.816us 64K:3.216us 1M:3.444us 1536K:2.838us 2M:74.76us 8M:51.78us 64M:84.08us 256M:68.61us 1G:128.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.461us + bytes / 1.33e+03 GB/s, misses by 47.2% RMS, so it is
# not used.
# Residual: 20.5% RMS relative over 45 repetitions.
free_ns = 4K:3.935us 64K:3.87us 1M:3.841us 1536K:3.741us 2M:48.87us 8M:50.83us 64M:80.44us 256M:200.9us 1G:686.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.147us + bytes / 2.79e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 41.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.077us 64K:3.567us 2M:27.52us 16M:44.92us 64M:82.63us 256M:79.63us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.26us + bytes * -5.11e-07 ns/B, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.26us 64K:14.26us 2M:14.26us 16M:14.25us 64M:14.22us 256M:14.12us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.9%, 512K 22.6%, 1M 21.9%, 2M 20.8%, 4M 20.5%, 8M 19.6%, 16M
# 19.3%, 32M 19.8%.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.06us     59.74us
# seq             2M          0         2         2     2097152           0     211.7us     248.6us
# seq            16M          0        16        16    16777216           0     1.683ms     1.967ms
# seq            64M          0        64        64    67108864           0     8.427ms     7.858ms
# seq           256M          0       256       256   268435456           0     32.15ms     31.42ms
# stride         64M        64K         4        32    67108864           0     5.305ms     5.072ms
# stride        256M         2M        16       128     8388608           0     2.428ms     2.782ms
# random         16M          0        16        16    16777216           0     1.831ms     1.967ms
# random         64M          0        39       104    67108864           0     9.018ms     7.354ms
# random        256M          0       127       907   268435456           0     52.54ms      34.3ms
# fresh           2M          0         2         2           0     2097152     113.2us     130.3us
# fresh          16M          0        16        16           0    16777216     846.4us     1.021ms
# fresh          64M          0        64        64           0    67108864     5.773ms     4.073ms
# fresh         256M          0       256       256           0   268435456     23.26ms     16.28ms
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
# prefetch at the driver's defaults). Result: 39.86us per batch, 12.32us per
# VA block, bytes / 14.9 GB/s moved, 3.15us per faulting kernel, bytes / 91.8
# GB/s zero-filled.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_batch_ns = 39.86us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_block_ns = 12.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:275.6ns 64K:4.41us 512K:35.28us 1M:70.56us 2M:141.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_wake_ns = 3.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:44.61ns 64K:713.7ns 512K:5.71us 1M:11.42us 2M:22.84us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.18us + bytes /
# 45.7 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 4.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.4us 2M:126.5us 16M:454.1us 64M:1.399ms 256M:5.469ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 21.56us + bytes / 14 GB/s, written at the
# measured sizes (the medians would give 9.4%).
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.26us 2M:171.8us 16M:1.224ms 64M:4.83ms 256M:19.26ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.45us + bytes / 12.3 GB/s, written at the
# measured sizes (the medians would give 7.7%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.79us 512K:57.13us 2M:185.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 25.01us + bytes / 3.88 GB/s, written at
# the measured sizes (the medians would give 13.6%).
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.91us 512K:160.3us 2M:566us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 369.5us +
# bytes / 2.29 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 8.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:439.8us 256K:493.5us 2M:1.01ms 16M:8.182ms 64M:33.16ms 256M:129.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.079us + bytes / 1.51e+03 GB/s, misses by 21.7% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.779us 2M:2.76us 16M:14.84us 64M:48.22us 256M:182.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.34us + bytes / 94.1 GB/s, misses
# by 15.7% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.53us 2M:29.2us 16M:215.4us 64M:769.8us 256M:3.029ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.34us

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
# measured medians (15 points at 3 sizes): the best line, 7.048us + bytes /
# 279 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.57us 16M:66.96us 64M:248us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.01us + bytes / 172 GB/s, written at the measured
# sizes (the medians would give 7.5%).
# Residual: 7.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.19us 16M:123.5us 64M:415.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.171us +
# bytes / 155 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.15us 16M:108.8us 64M:438.4us 256M:1.814ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.706us
# + bytes / 10.3 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.307us 64K:24.57us 2M:152.4us 16M:1.849ms 64M:7.958ms 256M:33.12ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.25us + bytes / 12.2 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.02us 64K:27.98us 2M:263.8us 16M:1.323ms 64M:5.01ms 256M:19.76ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.06 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 13.2% RMS relative over 20 repetitions.
host_read_ns = 64K:7.345us 2M:208.3us 16M:2.667ms 64M:9.796ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.3 GB/s, misses by
# 44.1% RMS, so it is not used.
# Residual: 10.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.201us 2M:55.4us 16M:1.405ms 64M:6.064ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.097us +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.431us 2M:203.8us 16M:1.623ms 64M:6.487ms

