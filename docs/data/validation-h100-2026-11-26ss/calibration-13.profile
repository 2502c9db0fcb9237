# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T20:26:07Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:26:07Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.218us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.015us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.574us + bytes / 4.89e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 28.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.534us 64K:2.784us 1M:2.593us 1536K:2.624us 2M:56.29us 8M:44.85us 64M:51.43us 256M:58.48us 1G:186.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.937us + bytes / 1.55e+03 GB/s, misses by 48.7% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:2.381us 64K:2.296us 1M:2.298us 1536K:2.292us 2M:38.25us 8M:43.06us 64M:89.67us 256M:169.6us 1G:604.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.905us + bytes / 5.68e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 33.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.007us 64K:3.187us 2M:27.08us 16M:31.4us 64M:41.35us 256M:41.59us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.23us + bytes / 1.55e+05 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 12.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.23us 64K:13.23us 2M:13.24us 16M:13.34us 64M:13.66us 256M:14.96us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.2%, 512K 19.7%, 1M 18.6%, 2M 16.3%, 4M 15.6%, 8M 14.6%, 16M
# 14.9%, 32M 15.8%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.87us     80.57us
# seq             2M          0         2         2     2097152           0     270.3us     271.2us
# seq            16M          0        16        16    16777216           0     1.913ms     1.931ms
# seq            64M          0        64        64    67108864           0     9.579ms     7.622ms
# seq           256M          0       256       256   268435456           0     28.71ms     30.39ms
# stride         64M        64K         8        32    67108864           0     4.793ms     5.578ms
# stride        256M         2M        32       128     8388608           0     2.635ms     3.139ms
# random         16M          0        12        16    16777216           0     1.714ms     1.813ms
# random         64M          0        36       161    67108864           0     9.698ms     7.961ms
# random        256M          0       125      1211   268435456           0     51.95ms     38.01ms
# fresh           2M          0         2         2           0     2097152     169.2us     190.9us
# fresh          16M          0        16        16           0    16777216     1.149ms     1.288ms
# fresh          64M          0        64        64           0    67108864     5.798ms     5.051ms
# fresh         256M          0       256       256           0   268435456     24.15ms      20.1ms
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
# prefetch at the driver's defaults). Result: 29.62us per batch, 12.04us per
# VA block, bytes / 13.6 GB/s moved, 34.1us per faulting kernel, bytes / 28.5
# GB/s zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 29.62us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 12.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:300.4ns 64K:4.806us 512K:38.45us 1M:76.9us 2M:153.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 34.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:143.5ns 64K:2.296us 512K:18.36us 1M:36.73us 2M:73.46us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 74.51us + bytes / 49.5 GB/s, written at the measured sizes (the
# medians would give 12.3%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:75.83us 2M:116.8us 16M:413.2us 64M:1.429ms 256M:5.493ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.66us + bytes / 10.6 GB/s, written at
# the measured sizes (the medians would give 3.9%).
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.85us 2M:215.8us 16M:1.602ms 64M:6.357ms 256M:25.37ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.67us + bytes / 9.54 GB/s, written at the
# measured sizes (the medians would give 10.3%).
# Residual: 10.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.54us 512K:71.63us 2M:236.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.73us + bytes / 3.38 GB/s, written at
# the measured sizes (the medians would give 8.6%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.11us 512K:178.8us 2M:643.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 287.6us + bytes / 2.62 GB/s, misses by 15.2% RMS, so
# it is not used.
# Residual: 8.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:335.3us 256K:398.1us 2M:873.6us 16M:7.037ms 64M:28.31ms 256M:114ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.626us + bytes / 1.09e+03 GB/s, misses by 23.1% RMS,
# so it is not used.
# Residual: 15.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.604us 2M:3.58us 16M:19.58us 64M:69.5us 256M:252.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.74us +
# bytes / 83.6 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.53us 2M:39.83us 16M:215.4us 64M:817.5us 256M:3.226ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.26us

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
# sizes): 6.865us + bytes / 298 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.9us 16M:63.11us 64M:231.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.5us + bytes / 183 GB/s, written at the measured sizes
# (the medians would give 10.3%).
# Residual: 10.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.93us 16M:116.9us 64M:391.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.719us +
# bytes / 166 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.46us 16M:100.2us 64M:402.4us 256M:1.653ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.933us
# + bytes / 12.5 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.349us 64K:22.88us 2M:142.3us 16M:1.217ms 64M:6.179ms 256M:28.41ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.9us + bytes / 9.6 GB/s,
# misses by 18.5% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.69us 64K:30.46us 2M:262.5us 16M:1.669ms 64M:6.732ms 256M:26.19ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.9 GB/s, misses by 31.6% RMS, so it is not used.
# Residual: 19.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.355us 2M:104.7us 16M:1.663ms 64M:7.005ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31 GB/s, misses by
# 34.3% RMS, so it is not used.
# Residual: 9.4% RMS relative over 20 repetitions.
host_write_ns = 64K:952ns 2M:49.1us 16M:809.2us 64M:3.966ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 563.6ns +
# bytes / 12.4 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 4.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.863us 2M:170.1us 16M:1.357ms 64M:5.427ms

