# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:12:54Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:12:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 3.932us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.968us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.654us + bytes / 4.66e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 25.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.508us 64K:2.811us 1M:2.834us 1536K:2.74us 2M:60.48us 8M:47.8us 64M:75.85us 256M:62.74us 1G:197.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.968us + bytes / 1.39e+03 GB/s, misses by 48.3% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.39us 64K:2.391us 1M:2.252us 1536K:2.528us 2M:44.11us 8M:45.9us 64M:82.7us 256M:207.5us 1G:639.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.281us + bytes / 6.89e+03 GB/s, misses by 61.9% RMS, so it is not used.
# Residual: 31.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.53us 64K:2.59us 2M:19.31us 16M:25.25us 64M:32.56us 256M:34.22us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.06us + bytes / 2.5e+05 GB/s, written at the measured sizes (the
# medians would give 7.0%).
# Residual: 7.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.06us 64K:12.06us 2M:12.07us 16M:12.13us 64M:12.33us 256M:13.14us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.2%, 512K 12.5%, 1M 11.6%, 2M 11.7%, 4M 12.8%, 8M 14.7%, 16M
# 16.6%, 32M 19.0%.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     59.36us     53.84us
# seq             2M          0         2         2     2097152           0     171.8us     190.6us
# seq            16M          0        16        16    16777216           0      1.24ms     1.341ms
# seq            64M          0        64        64    67108864           0     6.006ms     5.286ms
# seq           256M          0       256       256   268435456           0     27.38ms     21.07ms
# stride         64M        64K        64        64    67108864           0     4.917ms     5.286ms
# stride        256M         2M       128       128     8388608           0     3.409ms     3.555ms
# random         16M          0        10        55    16777216           0     1.939ms     1.988ms
# random         64M          0        38       373    67108864           0     10.42ms     10.55ms
# random        256M          0       160      1651   268435456           0     46.37ms     44.96ms
# fresh           2M          0         2         2           0     2097152     155.5us     173.6us
# fresh          16M          0        16        16           0    16777216     1.059ms     1.205ms
# fresh          64M          0        64        64           0    67108864     5.433ms     4.742ms
# fresh         256M          0       256       256           0   268435456     23.32ms     18.89ms
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
# prefetch at the driver's defaults). Result: 6.362us per batch, 17.57us per
# VA block, bytes / 18 GB/s moved, 26.27us per faulting kernel, bytes / 21.1
# GB/s zero-filled.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_batch_ns = 6.362us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_block_ns = 17.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:227.6ns 64K:3.641us 512K:29.13us 1M:58.26us 2M:116.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_wake_ns = 26.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:194.3ns 64K:3.109us 512K:24.87us 1M:49.75us 2M:99.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 32.78us + bytes /
# 47.1 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.39us 2M:112.4us 16M:407.8us 64M:1.353ms 256M:5.333ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.97us + bytes / 10.8 GB/s, written at
# the measured sizes (the medians would give 10.3%).
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.01us 2M:209.4us 16M:1.563ms 64M:6.206ms 256M:24.77ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.82us + bytes / 8.81 GB/s, written at the
# measured sizes (the medians would give 7.2%).
# Residual: 7.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.26us 512K:78.36us 2M:257us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.46us + bytes / 3.32 GB/s, written at
# the measured sizes (the medians would give 7.6%).
# Residual: 9.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.17us 512K:180.2us 2M:653.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 249.7us + bytes / 2.87 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 11.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:272.5us 256K:340.9us 2M:979.7us 16M:6.09ms 64M:23.61ms 256M:93.69ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.714us + bytes / 972 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 10.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.764us 2M:3.809us 16M:21.35us 64M:75.72us 256M:296.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.586us + bytes / 113 GB/s, misses by
# 27.6% RMS, so it is not used.
# Residual: 24.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.9us 2M:22.06us 16M:159.7us 64M:876.1us 256M:2.417ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.99us

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
# sizes): 5.428us + bytes / 322 GB/s, written at the measured sizes (the
# medians would give 14.8%).
# Residual: 14.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.95us 16M:57.58us 64M:214us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.11us + bytes / 231 GB/s, written at the measured
# sizes (the medians would give 6.2%).
# Residual: 6.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.21us 16M:94.89us 64M:313.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 708.2ns +
# bytes / 170 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.03us 16M:99.38us 64M:397.6us 256M:1.569ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.724us
# + bytes / 12.3 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.013us 64K:24.45us 2M:155.1us 16M:1.249ms 64M:5.817ms 256M:26.67ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.03us + bytes / 10.2 GB/s,
# misses by 25.7% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.85us 64K:29.76us 2M:262.2us 16M:1.504ms 64M:5.956ms 256M:26.61ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.3 GB/s, misses by 39.0% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
host_read_ns = 64K:2.81us 2M:93.37us 16M:1.845ms 64M:7.123ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.1 GB/s, misses by
# 39.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:842ns 2M:43us 16M:855.8us 64M:4.104ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 75.86ns +
# bytes / 13.5 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.935us 2M:155.6us 16M:1.244ms 64M:4.975ms

