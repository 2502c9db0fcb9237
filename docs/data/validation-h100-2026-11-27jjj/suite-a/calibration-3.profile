# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:18:23Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:18:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.572us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.97us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.695us + bytes / 4.71e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.98us 64K:2.599us 1M:2.896us 1536K:2.61us 2M:54.18us 8M:52.34us 64M:61.17us 256M:83.25us 1G:178.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.967us + bytes / 1.6e+03 GB/s, misses by 49.7% RMS, so it is not
# used.
# Residual: 18.5% RMS relative over 45 repetitions.
free_ns = 4K:2.493us 64K:2.199us 1M:2.306us 1536K:2.348us 2M:42.33us 8M:46.33us 64M:82.05us 256M:168.5us 1G:573.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.861us + bytes / 4.5e+03 GB/s, misses by 66.3% RMS, so it is not used.
# Residual: 38.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.334us 64K:3.099us 2M:30.56us 16M:40.6us 64M:53.83us 256M:51.62us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.99us + bytes / 3.3e+05 GB/s, written at the measured sizes (the
# medians would give 9.4%).
# Residual: 9.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.99us 64K:12.99us 2M:13us 16M:13.04us 64M:13.19us 256M:13.8us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.6%, 512K 17.3%, 1M 16.7%, 2M 16.0%, 4M 16.0%, 8M 15.9%, 16M
# 15.8%, 32M 16.4%.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.84us     69.95us
# seq             2M          0         2         2     2097152           0     228.7us     288.3us
# seq            16M          0        16        16    16777216           0     1.858ms     2.193ms
# seq            64M          0        64        64    67108864           0     9.514ms     8.723ms
# seq           256M          0       256       256   268435456           0     39.57ms     34.84ms
# stride         64M        64K         4        32    67108864           0     6.416ms     6.177ms
# stride        256M         2M        16       128     8388608           0     2.573ms     2.888ms
# random         16M          0        16        16    16777216           0     2.159ms     2.193ms
# random         64M          0        39       104    67108864           0     10.32ms     8.327ms
# random        256M          0       127       907   268435456           0     52.15ms     38.35ms
# fresh           2M          0         2         2           0     2097152     160.7us     177.1us
# fresh          16M          0        16        16           0    16777216     1.145ms     1.304ms
# fresh          64M          0        64        64           0    67108864     5.941ms     5.165ms
# fresh         256M          0       256       256           0   268435456        25ms     20.61ms
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
# prefetch at the driver's defaults). Result: 35.78us per batch, 12.48us per
# VA block, bytes / 11.9 GB/s moved, 16.2us per faulting kernel, bytes / 32.6
# GB/s zero-filled.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_batch_ns = 35.78us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_block_ns = 12.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.9ns 64K:5.486us 512K:43.89us 1M:87.78us 2M:175.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_wake_ns = 16.2us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:125.8ns 64K:2.012us 512K:16.1us 1M:32.2us 2M:64.39us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 40 points at 8
# sizes): 74.81us + bytes / 48.2 GB/s, written at the measured sizes (the
# medians would give 1.6%).
# Residual: 8.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:76.17us 256K:80.25us 1M:96.58us 2M:118.3us 4M:161.9us 16M:423.1us 64M:1.468ms 256M:5.648ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 17.69us + bytes / 12.5 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 8.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.81us 256K:42.62us 1M:111us 2M:188.9us 4M:302.6us 16M:1.134ms 64M:6.108ms 256M:29.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 20.74us + bytes / 8.11 GB/s, written at the measured
# sizes (the means would give 10.3%).
# Residual: 10.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.82us 512K:85.37us 2M:279.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.48us + bytes / 2.61 GB/s, written at the
# measured sizes (the means would give 1.9%).
# Residual: 6.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.56us 512K:223.1us 2M:824.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 301.4us + bytes / 2.53 GB/s, written at the measured
# sizes (the medians would give 4.6%).
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:327.3us 256K:405us 2M:1.13ms 16M:6.931ms 64M:26.82ms 256M:106.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.601us + bytes / 857 GB/s, misses by 19.3% RMS, so
# it is not used.
# Residual: 13.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.527us 256K:4.532us 1M:4.551us 2M:4.632us 4M:8.818us 16M:24.67us 64M:83.53us 256M:346.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 11.75us + bytes / 102 GB/s, misses by
# 15.2% RMS, so it is not used.
# Residual: 5.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:19.16us 256K:13.18us 1M:19.57us 2M:27.68us 4M:52.4us 16M:189.7us 64M:719.3us 256M:2.851ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.7us

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
# measured medians (15 points at 3 sizes): the best line, 7.239us + bytes /
# 278 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 17.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.78us 16M:67.27us 64M:249us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 51.08us + bytes / 254 GB/s, written at the measured
# sizes (the medians would give 6.3%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:59.35us 16M:117.2us 64M:315.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.014us +
# bytes / 164 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.03us 16M:103.8us 64M:412.3us 256M:1.688ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.629us + bytes / 14 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 11.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.562us 8K:7.875us 16K:9.515us 32K:14.89us 64K:22.29us 128K:14.21us 256K:20.42us 512K:35.82us 1M:67.19us 2M:145.2us 4M:328.6us 8M:674.4us 16M:1.412ms 32M:2.977ms 64M:6.486ms 256M:29.67ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.09us + bytes / 9.53 GB/s,
# misses by 26.3% RMS, so it is not used.
# Residual: 7.9% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.72us 8K:12.25us 16K:13.62us 32K:16.98us 64K:31.35us 128K:45.52us 256K:72.08us 512K:117.4us 1M:217us 2M:258.5us 4M:455.6us 8M:863.3us 16M:1.62ms 32M:3.226ms 64M:6.388ms 256M:21.14ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 334.6ns +
# bytes / 16.9 GB/s, misses by 31.7% RMS, so it is not used.
# Residual: 22.3% RMS relative over 35 repetitions.
host_read_ns = 64K:4.611us 256K:13.33us 1M:52.93us 2M:112.8us 4M:244.6us 16M:1.782ms 64M:7.812ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.6 GB/s, misses by
# 32.0% RMS, so it is not used.
# Residual: 10.2% RMS relative over 35 repetitions.
host_write_ns = 64K:1.026us 256K:7.048us 1M:26.49us 2M:53.54us 4M:196.5us 16M:812us 64M:4.788ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 764.1ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.526us 256K:23.81us 1M:92.95us 2M:185.1us 4M:369.5us 16M:1.476ms 64M:5.9ms

