# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:19:53Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:19:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.0% RMS relative over 5 repetitions.
launch_ns = 4.635us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.986us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.848us + bytes / 4.37e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.231us 64K:2.808us 1M:2.91us 1536K:2.778us 2M:54.14us 8M:49.28us 64M:79.78us 256M:87.47us 1G:194.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.089us + bytes / 1.41e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:2.601us 64K:2.488us 1M:2.622us 1536K:2.384us 2M:44.72us 8M:47.8us 64M:80.62us 256M:202.8us 1G:640us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.441us + bytes / 4.4e+03 GB/s, misses by 64.0% RMS, so it is not used.
# Residual: 35.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.999us 64K:4.005us 2M:26.93us 16M:46.74us 64M:48.94us 256M:53.12us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.06us + bytes / 8.67e+04 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 9.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.06us 64K:13.06us 2M:13.08us 16M:13.25us 64M:13.83us 256M:16.16us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.1%, 512K 13.5%, 1M 12.6%, 2M 12.0%, 4M 13.2%, 8M 14.5%, 16M
# 14.9%, 32M 15.9%.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.92us     63.26us
# seq             2M          0         2         2     2097152           0     211.4us     249.7us
# seq            16M          0        16        16    16777216           0     1.692ms     1.703ms
# seq            64M          0        64        64    67108864           0     8.258ms     6.687ms
# seq           256M          0       256       256   268435456           0     31.95ms     26.62ms
# stride         64M        64K        32        32    67108864           0     5.385ms     6.183ms
# stride        256M         2M       128       128     8388608           0     2.461ms      2.76ms
# random         16M          0         9        35    16777216           0     2.094ms     2.002ms
# random         64M          0        34       306    67108864           0     11.32ms     10.49ms
# random        256M          0       139      1560   268435456           0     49.46ms     47.13ms
# fresh           2M          0         2         2           0     2097152     150.7us     176.2us
# fresh          16M          0        16        16           0    16777216     1.167ms     1.116ms
# fresh          64M          0        64        64           0    67108864     4.548ms     4.336ms
# fresh         256M          0       256       256           0   268435456     18.53ms     17.22ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.73us per VA
# block, bytes / 11.9 GB/s moved, 42.03us per faulting kernel, bytes / 20.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_block_ns = 15.73us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:344.1ns 64K:5.506us 512K:44.05us 1M:88.09us 2M:176.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_wake_ns = 42.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:200.7ns 64K:3.211us 512K:25.68us 1M:51.37us 2M:102.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 47.32us + bytes / 45
# GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 3.9% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:40.95us 256K:50.96us 1M:97.43us 2M:123.2us 4M:160.4us 16M:436.4us 64M:1.374ms 256M:5.431ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.02us + bytes / 9.33 GB/s, written at the
# measured sizes (the means would give 1.6%).
# Residual: 6.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:26.05us 256K:47.12us 1M:131.4us 2M:243.8us 4M:468.6us 16M:1.817ms 64M:7.212ms 256M:28.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.74us + bytes / 8.12 GB/s, written at the measured
# sizes (the means would give 7.0%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.82us 512K:82.35us 2M:276.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.54us + bytes / 2.75 GB/s, written at the
# measured sizes (the means would give 3.7%).
# Residual: 7.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.38us 512K:215.2us 2M:787.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 329.2us + bytes / 2.33 GB/s, written at the measured
# sizes (the medians would give 3.9%).
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:357.3us 256K:441.6us 2M:1.228ms 16M:7.519ms 64M:29.09ms 256M:115.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.364us + bytes / 929 GB/s, misses by 19.4% RMS, so
# it is not used.
# Residual: 10.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.393us 256K:4.274us 1M:4.282us 2M:4.226us 4M:8us 16M:22.89us 64M:80.28us 256M:314.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 16.93us +
# bytes / 98.2 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 11.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:17.6us 256K:19.6us 1M:27.61us 2M:38.29us 4M:59.65us 16M:187.8us 64M:700.4us 256M:2.751ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.31us

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
# measured medians (15 points at 3 sizes): the best line, 11.27us + bytes /
# 221 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 18.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.89us 16M:84.59us 64M:324us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.26us + bytes / 189 GB/s, written at the measured
# sizes (the medians would give 7.9%).
# Residual: 8.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.35us 16M:110us 64M:376.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.289us +
# bytes / 156 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 26.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.88us 16M:107.5us 64M:432.8us 256M:1.754ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.691us + bytes / 11.9 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 12.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.328us 8K:7.888us 16K:9.826us 32K:14.56us 64K:23.52us 128K:19.55us 256K:22.35us 512K:37.78us 1M:75.73us 2M:186.8us 4M:346.6us 8M:773.5us 16M:1.78ms 32M:3.785ms 64M:8.168ms 256M:38.12ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.91us + bytes / 9.08 GB/s,
# misses by 25.0% RMS, so it is not used.
# Residual: 12.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:15.96us 8K:14.04us 16K:13.22us 32K:18.4us 64K:31.04us 128K:43.36us 256K:74.09us 512K:120.8us 1M:192us 2M:260.7us 4M:441.5us 8M:854.1us 16M:1.697ms 32M:3.361ms 64M:6.445ms 256M:26.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 9.88 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 17.4% RMS relative over 35 repetitions.
host_read_ns = 64K:6.413us 256K:19.5us 1M:95.58us 2M:231.1us 4M:392.2us 16M:2.445ms 64M:10.33ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 26.5 GB/s, misses by
# 36.7% RMS, so it is not used.
# Residual: 9.1% RMS relative over 35 repetitions.
host_write_ns = 64K:1.289us 256K:6.409us 1M:29.69us 2M:85.29us 4M:211.3us 16M:1.291ms 64M:6.118ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 594.6ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 7.3% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.667us 256K:24.88us 1M:97.75us 2M:194.9us 4M:389.2us 16M:1.555ms 64M:6.218ms

