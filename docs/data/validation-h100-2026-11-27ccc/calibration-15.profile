# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:57:58Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:57:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 3.909us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.196us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.553us + bytes / 7.71e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.443us 64K:2.698us 1M:2.59us 1536K:2.494us 2M:51.58us 8M:46.28us 64M:54.65us 256M:74.13us 1G:109.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.93us + bytes / 1.54e+03 GB/s, misses by 48.2% RMS, so it is not
# used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:2.362us 64K:2.5us 1M:2.28us 1536K:2.23us 2M:38.08us 8M:43.33us 64M:87.45us 256M:164us 1G:638.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.811us + bytes / 9.78e+03 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 32.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.602us 64K:2.448us 2M:19.77us 16M:22.62us 64M:29.81us 256M:25.09us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.312us + bytes / 3.67e+05 GB/s, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 8.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.312us 64K:7.312us 2M:7.318us 16M:7.358us 64M:7.495us 256M:8.044us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 25.1%, 512K 24.8%, 1M 24.3%, 2M 23.3%, 4M 22.6%, 8M 20.8%, 16M
# 20.1%, 32M 20.0%.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.93us     72.47us
# seq             2M          0         2         2     2097152           0     226.8us     241.6us
# seq            16M          0        16        16    16777216           0     1.778ms     1.818ms
# seq            64M          0        64        64    67108864           0     8.197ms     7.225ms
# seq           256M          0       256       256   268435456           0     27.28ms     28.85ms
# stride         64M        64K         4        32    67108864           0     4.397ms     4.315ms
# stride        256M         2M         8       128     8388608           0      1.78ms       1.9ms
# random         16M          0        16        16    16777216           0     1.443ms     1.818ms
# random         64M          0        43        73    67108864           0     7.272ms     6.372ms
# random        256M          0       134       611   268435456           0     38.76ms     26.37ms
# fresh           2M          0         2         2           0     2097152     121.3us     137.1us
# fresh          16M          0        16        16           0    16777216     829.2us       982us
# fresh          64M          0        64        64           0    67108864     4.337ms     3.879ms
# fresh         256M          0       256       256           0   268435456     31.93ms     15.47ms
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
# prefetch at the driver's defaults). Result: 44.13us per batch, 8.189us per
# VA block, bytes / 17.4 GB/s moved, 16.38us per faulting kernel, bytes / 131
# GB/s zero-filled.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 44.13us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 8.189us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:235.6ns 64K:3.77us 512K:30.16us 1M:60.31us 2M:120.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 16.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:31.38ns 64K:502ns 512K:4.016us 1M:8.032us 2M:16.06us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.28us + bytes /
# 46.3 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 17.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.12us 2M:212.7us 16M:457.6us 64M:1.338ms 256M:5.315ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 15.62us + bytes / 16.1 GB/s, misses by 31.3% RMS, so it is not used.
# Residual: 31.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.18us 2M:547us 16M:1.175ms 64M:3.724ms 256M:15.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.83us + bytes / 14.1 GB/s, written at the measured
# sizes (the means would give 8.3%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.49us 512K:52.09us 2M:163.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.67us + bytes / 4.72 GB/s, written at the
# measured sizes (the means would give 12.1%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.56us 512K:131.8us 2M:465.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 303.2us +
# bytes / 2.64 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:348.1us 256K:415.8us 2M:893.8us 16M:6.949ms 64M:27.98ms 256M:111.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.759us + bytes / 1.82e+03 GB/s, misses by 19.2% RMS,
# so it is not used.
# Residual: 11.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.356us 2M:2.33us 16M:11.65us 64M:40.57us 256M:154.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.34us + bytes / 81.9 GB/s, misses
# by 16.6% RMS, so it is not used.
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.32us 2M:32us 16M:239.1us 64M:945.5us 256M:3.359ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.38us

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
# sizes): 6.657us + bytes / 237 GB/s, written at the measured sizes (the
# medians would give 14.9%).
# Residual: 14.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.49us 16M:77.35us 64M:289.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.07us + bytes / 232 GB/s, written at the measured
# sizes (the medians would give 8.9%).
# Residual: 9.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:27.13us 16M:90.51us 64M:307.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.163us +
# bytes / 201 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.61us 16M:84.09us 64M:333.8us 256M:1.344ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.203us
# + bytes / 10.1 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.664us 64K:27.73us 2M:187.5us 16M:1.545ms 64M:6.888ms 256M:30.98ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.27us + bytes / 13.3 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.78us 64K:26.97us 2M:220.3us 16M:1.148ms 64M:4.548ms 256M:20.71ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.11 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 16.0% RMS relative over 20 repetitions.
host_read_ns = 64K:5.436us 2M:184.5us 16M:2.102ms 64M:9.605ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.1 GB/s, misses by
# 27.3% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.097us 2M:79.12us 16M:996.8us 64M:5.355ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 689ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.071us 2M:204.9us 16M:1.634ms 64M:6.536ms

