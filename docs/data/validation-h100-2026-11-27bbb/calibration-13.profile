# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:45:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:45:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.434us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.019us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.599us + bytes / 3.67e+03 GB/s, misses by 59.6% RMS,
# so it is not used.
# Residual: 29.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.662us 64K:2.624us 1M:2.82us 1536K:2.716us 2M:72.67us 8M:53.46us 64M:79.16us 256M:95.88us 1G:230.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2us + bytes / 1.54e+03 GB/s, misses by 49.3% RMS, so it is not
# used.
# Residual: 19.9% RMS relative over 45 repetitions.
free_ns = 4K:2.118us 64K:2.578us 1M:2.373us 1536K:2.454us 2M:44.51us 8M:51.58us 64M:78.24us 256M:165.5us 1G:613.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.316us + bytes / 2.4e+03 GB/s, misses by 70.2% RMS, so it is not used.
# Residual: 46.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.789us 64K:3.549us 2M:35.52us 16M:57.28us 64M:84.03us 256M:92.02us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.04us + bytes / 3.39e+05 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.04us 64K:13.04us 2M:13.04us 16M:13.09us 64M:13.24us 256M:13.83us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.2%, 512K 22.1%, 1M 21.8%, 2M 20.9%, 4M 20.5%, 8M 18.9%, 16M
# 17.4%, 32M 17.2%.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.66us     71.98us
# seq             2M          0         2         2     2097152           0     236.8us     284.6us
# seq            16M          0        16        16    16777216           0     2.025ms      2.26ms
# seq            64M          0        64        64    67108864           0     9.884ms     9.032ms
# seq           256M          0       256       256   268435456           0     38.49ms     36.12ms
# stride         64M        64K         4        32    67108864           0     5.639ms     5.401ms
# stride        256M         2M         8       128     8388608           0     2.094ms     2.237ms
# random         16M          0        16        16    16777216           0     2.028ms      2.26ms
# random         64M          0        43        73    67108864           0     8.312ms     7.947ms
# random        256M          0       134       611   268435456           0     55.18ms     32.61ms
# fresh           2M          0         2         2           0     2097152     140.8us     149.1us
# fresh          16M          0        16        16           0    16777216     964.8us     1.176ms
# fresh          64M          0        64        64           0    67108864     6.317ms     4.697ms
# fresh         256M          0       256       256           0   268435456     22.46ms     18.78ms
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
# prefetch at the driver's defaults). Result: 55.6us per batch, 9.218us per VA
# block, bytes / 13.7 GB/s moved, 2.391us per faulting kernel, bytes / 123
# GB/s zero-filled.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_batch_ns = 55.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_block_ns = 9.218us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:297.9ns 64K:4.767us 512K:38.13us 1M:76.26us 2M:152.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_wake_ns = 2.391us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:33.34ns 64K:533.4ns 512K:4.267us 1M:8.535us 2M:17.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.93us + bytes /
# 45.8 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 1.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.48us 2M:124.3us 16M:450.5us 64M:1.368ms 256M:5.53ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 17.57us + bytes / 13.4 GB/s, written at the
# measured sizes (the means would give 8.7%).
# Residual: 12.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.45us 2M:173.8us 16M:1.268ms 64M:5.018ms 256M:20.02ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.03us + bytes / 9.86 GB/s, written at the measured
# sizes (the means would give 11.2%).
# Residual: 11.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.67us 512K:71.19us 2M:230.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.02us + bytes / 3.35 GB/s, written at the
# measured sizes (the means would give 11.3%).
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.56us 512K:179.3us 2M:648.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 354.2us + bytes / 2.29 GB/s, written at the measured
# sizes (the medians would give 4.3%).
# Residual: 11.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:382.8us 256K:468.5us 2M:1.268ms 16M:7.668ms 64M:29.61ms 256M:117.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.621us + bytes / 1.16e+03 GB/s, misses by 25.3% RMS,
# so it is not used.
# Residual: 17.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.785us 2M:3.475us 16M:17.17us 64M:65.54us 256M:252.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 12.03us +
# bytes / 94.7 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.72us 2M:34.18us 16M:189.2us 64M:720.7us 256M:2.847ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.79us

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
# sizes): 7.367us + bytes / 290 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.61us 16M:65.27us 64M:239us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.51us + bytes / 234 GB/s, written at the measured
# sizes (the medians would give 7.6%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.48us 16M:95.31us 64M:310.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 366.2ns +
# bytes / 151 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.41us 16M:106.8us 64M:450.3us 256M:1.804ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.371us
# + bytes / 7.96 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.169us 64K:26.36us 2M:204.4us 16M:2.184ms 64M:9.914ms 256M:40.51ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.46us + bytes / 8.06 GB/s,
# misses by 21.3% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.18us 64K:32.81us 2M:312.2us 16M:1.943ms 64M:8.024ms 256M:32.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.03 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 17.0% RMS relative over 20 repetitions.
host_read_ns = 64K:6.342us 2M:208.3us 16M:2.45ms 64M:10.74ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.1 GB/s, misses by
# 33.9% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.223us 2M:75.99us 16M:1.221ms 64M:6.029ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 436ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 7.5%).
# Residual: 8.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.739us 2M:202.1us 16M:1.614ms 64M:6.455ms

