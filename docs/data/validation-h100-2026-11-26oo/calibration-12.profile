# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T17:00:05Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:00:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.7% RMS relative over 5 repetitions.
launch_ns = 3.341us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.009us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.487us + bytes / 1.07e+04 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.23us 64K:2.312us 1M:2.535us 1536K:2.82us 2M:44.28us 8M:37.81us 64M:40.27us 256M:58.21us 1G:79.58us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.887us + bytes / 2.36e+03 GB/s, misses by 51.0% RMS, so it is
# not used.
# Residual: 26.7% RMS relative over 45 repetitions.
free_ns = 4K:2.56us 64K:2.908us 1M:3.415us 1536K:3.388us 2M:32.61us 8M:35.02us 64M:55.91us 256M:126.9us 1G:350.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.579us + bytes / 6.19e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 37.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.484us 64K:2.28us 2M:19.87us 16M:38.64us 64M:45.17us 256M:37.91us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.159us + bytes * -1.49e-07 ns/B, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 10.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.159us 64K:9.159us 2M:9.159us 16M:9.157us 64M:9.149us 256M:9.119us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.8%, 512K 14.4%, 1M 13.7%, 2M 12.5%, 4M 12.5%, 8M 12.8%, 16M
# 13.3%, 32M 14.3%.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.08us     77.73us
# seq             2M          0         2         2     2097152           0     267.5us     285.7us
# seq            16M          0        16        16    16777216           0     1.818ms     1.897ms
# seq            64M          0        64        64    67108864           0     8.527ms      7.42ms
# seq           256M          0       256       256   268435456           0     36.41ms     29.51ms
# stride         64M        64K        32        32    67108864           0     6.173ms     6.909ms
# stride        256M         2M       128       128     8388608           0     2.756ms      2.89ms
# random         16M          0         9        35    16777216           0     2.147ms     2.177ms
# random         64M          0        34       306    67108864           0     10.57ms     11.04ms
# random        256M          0       139      1560   268435456           0     51.54ms     49.08ms
# fresh           2M          0         2         2           0     2097152     169.5us     202.4us
# fresh          16M          0        16        16           0    16777216       1.1ms      1.23ms
# fresh          64M          0        64        64           0    67108864     5.573ms     4.753ms
# fresh         256M          0       256       256           0   268435456     24.12ms     18.84ms
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
# prefetch at the driver's defaults). Result: 859.3ns per batch, 15.09us per
# VA block, bytes / 10.6 GB/s moved, 55.59us per faulting kernel, bytes / 18.3
# GB/s zero-filled.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_batch_ns = 859.3ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_block_ns = 15.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:387.2ns 64K:6.195us 512K:49.56us 1M:99.12us 2M:198.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_wake_ns = 55.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:224.4ns 64K:3.591us 512K:28.72us 1M:57.45us 2M:114.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.83us + bytes /
# 46.4 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 1.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.88us 2M:119us 16M:445.8us 64M:1.348ms 256M:5.353ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.8us + bytes / 15.3 GB/s, written at the
# measured sizes (the medians would give 1.4%).
# Residual: 8.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.1us 2M:152.2us 16M:1.114ms 64M:4.413ms 256M:17.61ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.71us + bytes / 12.8 GB/s, written at the
# measured sizes (the medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.84us 512K:54.71us 2M:177.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.79us + bytes / 3.59 GB/s, written at
# the measured sizes (the medians would give 5.6%).
# Residual: 8.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.05us 512K:166.8us 2M:605us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 242us + bytes / 3.31 GB/s,
# written at the measured sizes (the medians would give 7.1%).
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:261.8us 256K:321.2us 2M:875.7us 16M:5.312ms 64M:20.52ms 256M:81.37ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.966us + bytes / 1.52e+03 GB/s, misses by 23.1% RMS,
# so it is not used.
# Residual: 16.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.615us 2M:2.661us 16M:14.47us 64M:46.73us 256M:185.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.78us + bytes / 85.4 GB/s, misses
# by 21.2% RMS, so it is not used.
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.04us 2M:30.3us 16M:215us 64M:820.1us 256M:3.998ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.4us

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
# sizes): 8.189us + bytes / 252 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.53us 16M:74.89us 64M:275us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.62us + bytes / 241 GB/s, written at the measured
# sizes (the medians would give 9.2%).
# Residual: 10.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.34us 16M:93.35us 64M:302.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 823.1ns +
# bytes / 193 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.75us 16M:86.13us 64M:355.2us 256M:1.388ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.524us
# + bytes / 10.2 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.18us 64K:23.38us 2M:149.2us 16M:2.07ms 64M:8.111ms 256M:34.36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.04us + bytes / 12.8 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.808us 64K:27.34us 2M:244.3us 16M:1.267ms 64M:4.735ms 256M:19.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 981.1ns +
# bytes / 13.5 GB/s, misses by 34.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
host_read_ns = 64K:5.92us 2M:114.7us 16M:1.931ms 64M:8.256ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.9 GB/s, misses by
# 38.8% RMS, so it is not used.
# Residual: 17.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.262us 2M:54.41us 16M:991.1us 64M:5.265ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 769.1ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 4.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.583us 2M:186.8us 16M:1.489ms 64M:5.954ms

