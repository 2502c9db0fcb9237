# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:10:03Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:10:03Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.071us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.184us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.865us + bytes / 5.15e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.872us 64K:3.028us 1M:2.927us 1536K:2.812us 2M:66.67us 8M:50.24us 64M:56.56us 256M:57.18us 1G:178.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.229us + bytes / 1.49e+03 GB/s, misses by 46.0% RMS, so it is
# not used.
# Residual: 15.8% RMS relative over 45 repetitions.
free_ns = 4K:3.678us 64K:3.569us 1M:3.526us 1536K:3.475us 2M:42.6us 8M:46.07us 64M:94.32us 256M:177us 1G:603.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.842us + bytes / 3.9e+03 GB/s, misses by 63.3% RMS, so it is not used.
# Residual: 34.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.526us 64K:3.447us 2M:26.84us 16M:35.56us 64M:45.93us 256M:57.56us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.19us + bytes / 5.53e+05 GB/s, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 10.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.19us 64K:13.19us 2M:13.19us 16M:13.22us 64M:13.31us 256M:13.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.9%, 512K 20.6%, 1M 20.0%, 2M 19.5%, 4M 19.0%, 8M 18.8%, 16M
# 19.3%, 32M 20.3%.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.03us     59.35us
# seq             2M          0         2         2     2097152           0     199.1us     256.7us
# seq            16M          0        16        16    16777216           0     1.583ms     1.971ms
# seq            64M          0        64        64    67108864           0     11.81ms      7.85ms
# seq           256M          0       256       256   268435456           0     36.11ms     31.36ms
# stride         64M        64K         8        32    67108864           0     6.492ms     5.889ms
# stride        256M         2M        32       128     8388608           0     3.216ms       3.7ms
# random         16M          0        12        16    16777216           0     2.005ms     1.871ms
# random         64M          0        36       161    67108864           0     10.15ms     8.856ms
# random        256M          0       125      1211   268435456           0     50.67ms     44.88ms
# fresh           2M          0         2         2           0     2097152     136.7us     160.5us
# fresh          16M          0        16        16           0    16777216     1.097ms     1.201ms
# fresh          64M          0        64        64           0    67108864     5.537ms     4.769ms
# fresh         256M          0       256       256           0   268435456     24.49ms     19.04ms
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
# prefetch at the driver's defaults). Result: 24.97us per batch, 17.58us per
# VA block, bytes / 13.1 GB/s moved, 11.8us per faulting kernel, bytes / 33
# GB/s zero-filled.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_batch_ns = 24.97us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_block_ns = 17.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:312.2ns 64K:4.995us 512K:39.96us 1M:79.92us 2M:159.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_wake_ns = 11.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:124.2ns 64K:1.986us 512K:15.89us 1M:31.78us 2M:63.57us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.53us + bytes /
# 41.3 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.65us 2M:135.9us 16M:467.5us 64M:1.588ms 256M:5.907ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.84us + bytes / 8.74 GB/s, written at
# the measured sizes (the medians would give 7.0%).
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.34us 2M:255.8us 16M:1.936ms 64M:7.695ms 256M:30.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.77us + bytes / 8.61 GB/s, written at the
# measured sizes (the medians would give 8.0%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.38us 512K:76.65us 2M:259.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 19.88us + bytes / 2.84 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.61us 512K:215.3us 2M:729.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 357.1us +
# bytes / 2.28 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 25.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:388.6us 256K:505.3us 2M:1.104ms 16M:7.302ms 64M:31.18ms 256M:140.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.049us + bytes / 906 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 10.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.247us 2M:5.21us 16M:23.18us 64M:80.02us 256M:318.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.27us + bytes / 61.9 GB/s, misses
# by 16.9% RMS, so it is not used.
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.39us 2M:38.03us 16M:295.6us 64M:1.186ms 256M:5.174ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.1% RMS relative over 15 repetitions.
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
# measured medians (15 points at 3 sizes): the best line, 6.413us + bytes /
# 244 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.09us 16M:72.8us 64M:290.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 45.88us + bytes / 230 GB/s, written at the measured
# sizes (the medians would give 9.1%).
# Residual: 9.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:55us 16M:118.9us 64M:337.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 692ns +
# bytes / 165 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.51us 16M:99.96us 64M:404.6us 256M:1.663ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.418us
# + bytes / 10.6 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.075us 64K:23.37us 2M:138.8us 16M:1.991ms 64M:8.537ms 256M:39.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.31us + bytes / 10.7 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.04us 64K:29.58us 2M:271.5us 16M:1.567ms 64M:5.741ms 256M:22.27ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 18.6% RMS relative over 20 repetitions.
host_read_ns = 64K:8.591us 2M:241.2us 16M:2.761ms 64M:12.3ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.9 GB/s, misses by
# 44.1% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.36us 2M:63.41us 16M:1.406ms 64M:7.123ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 61.25ns +
# bytes / 9.93 GB/s, written at the measured sizes (the medians would give
# 7.4%).
# Residual: 9.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.661us 2M:211.3us 16M:1.69ms 64M:6.759ms

