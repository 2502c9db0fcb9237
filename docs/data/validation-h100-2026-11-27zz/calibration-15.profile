# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T00:39:58Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:39:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 13.3% RMS relative over 5 repetitions.
launch_ns = 3.951us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.167us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.209us + bytes / 6.93e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.96us 64K:3.368us 1M:3.439us 1536K:3.093us 2M:64.82us 8M:56.07us 64M:86.52us 256M:70.08us 1G:124.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.34us + bytes / 1.21e+03 GB/s, misses by 47.5% RMS, so it is not
# used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.716us 64K:2.953us 1M:2.786us 1536K:2.833us 2M:45.74us 8M:50.96us 64M:87.88us 256M:211.3us 1G:794.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.923us + bytes / 3.03e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 42.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.922us 64K:4.112us 2M:27.72us 16M:54.18us 64M:63.24us 256M:74.49us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.44us + bytes /
# 4.9e+04 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 21.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.85us 64K:9.788us 2M:10.25us 16M:9.96us 64M:16.83us 256M:15.04us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.1%, 512K 12.7%, 1M 12.1%, 2M 11.2%, 4M 10.8%, 8M 10.7%, 16M
# 11.2%, 32M 12.2%.
# Residual: 15.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     99.74us     86.89us
# seq             2M          0         2         2     2097152           0     306.2us       361us
# seq            16M          0        16        16    16777216           0     2.292ms     2.582ms
# seq            64M          0        64        64    67108864           0     11.27ms      10.2ms
# seq           256M          0       256       256   268435456           0     45.73ms     40.66ms
# stride         64M        64K         8        32    67108864           0     8.287ms     8.579ms
# stride        256M         2M        32       128     8388608           0     3.271ms     3.656ms
# random         16M          0        12        16    16777216           0     2.646ms     2.502ms
# random         64M          0        36       161    67108864           0     12.09ms     11.14ms
# random        256M          0       125      1211   268435456           0     62.42ms     52.85ms
# fresh           2M          0         2         2           0     2097152     198.4us     224.3us
# fresh          16M          0        16        16           0    16777216     1.466ms     1.489ms
# fresh          64M          0        64        64           0    67108864     6.349ms     5.824ms
# fresh         256M          0       256       256           0   268435456     24.72ms     23.17ms
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
# prefetch at the driver's defaults). Result: 20.06us per batch, 15.51us per
# VA block, bytes / 8.52 GB/s moved, 43.62us per faulting kernel, bytes / 19.2
# GB/s zero-filled.
# Residual: 15.2% RMS relative over 70 repetitions.
fault_batch_ns = 20.06us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.2% RMS relative over 70 repetitions.
fault_block_ns = 15.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 15.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:480.9ns 64K:7.694us 512K:61.55us 1M:123.1us 2M:246.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.2% RMS relative over 70 repetitions.
fault_wake_ns = 43.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 15.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:213.9ns 64K:3.422us 512K:27.37us 1M:54.75us 2M:109.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 53.64us + bytes /
# 42.9 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:49.84us 2M:145.1us 16M:496.7us 64M:1.46ms 256M:5.969ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.31us + bytes / 9.01 GB/s, written at
# the measured sizes (the medians would give 4.8%).
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.58us 2M:252.9us 16M:1.881ms 64M:7.465ms 256M:29.8ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.1us + bytes / 8.36 GB/s, written at the
# measured sizes (the medians would give 14.2%).
# Residual: 14.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.94us 512K:81.84us 2M:270.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 25.32us + bytes / 2.81 GB/s, written at
# the measured sizes (the medians would give 7.2%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.6us 512K:211.6us 2M:770.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 354.6us + bytes / 2.1 GB/s, written at the measured
# sizes (the medians would give 6.3%).
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:385.8us 256K:479.4us 2M:1.353ms 16M:8.341ms 64M:32.3ms 256M:128.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.499us + bytes / 856 GB/s, misses by 23.3% RMS, so
# it is not used.
# Residual: 14.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.831us 2M:4.7us 16M:24.43us 64M:84.69us 256M:339.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.41us + bytes / 62.3 GB/s, misses
# by 19.4% RMS, so it is not used.
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.56us 2M:39.71us 16M:292.6us 64M:1.154ms 256M:4.689ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 37.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.4us

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
# measured medians (15 points at 3 sizes): the best line, 19.52us + bytes /
# 206 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:29.65us 16M:101.5us 64M:343.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 38.66us + bytes / 167 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:52.19us 16M:131us 64M:462.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.445us +
# bytes / 171 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.99us 16M:124.8us 64M:366.9us 256M:1.578ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.489us
# + bytes / 7.79 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.289us 64K:24.37us 2M:197us 16M:2.482ms 64M:10.76ms 256M:46.12ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.68us + bytes / 8.73 GB/s,
# misses by 19.5% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.39us 64K:33.87us 2M:297.2us 16M:1.855ms 64M:7.064ms 256M:29.32ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.5 GB/s, misses by 44.0% RMS, so it is not used.
# Residual: 20.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.959us 2M:122.2us 16M:2.526ms 64M:13.22ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.3 GB/s, misses by
# 46.9% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.114us 2M:58.2us 16M:1.543ms 64M:7.733ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 615.9ns +
# bytes / 8.47 GB/s, written at the measured sizes (the medians would give
# 8.3%).
# Residual: 8.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.351us 2M:248.1us 16M:1.981ms 64M:7.921ms

