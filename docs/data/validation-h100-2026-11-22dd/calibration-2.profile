# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:57:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:57:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.134us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 84.6% RMS relative over 5 repetitions.
kernel_gap_ns = 4.647us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.957us + bytes / 5.29e+03 GB/s, misses by 60.7% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.823us 64K:4.044us 1M:3.949us 1536K:3.994us 2M:84.47us 8M:72.32us 64M:112.1us 256M:154.6us 1G:163.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.088us + bytes / 976 GB/s, misses by 48.2% RMS, so it is not
# used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:3.77us 64K:3.657us 1M:3.731us 1536K:3.607us 2M:65.58us 8M:66.28us 64M:115.5us 256M:282.5us 1G:934.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.897us + bytes / 5.96e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.192us 64K:3.167us 2M:32.24us 16M:37.95us 64M:53.34us 256M:40.78us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13us + bytes / 2.28e+05 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13us 64K:13us 2M:13.01us 16M:13.07us 64M:13.29us 256M:14.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.3%, 512K 19.2%, 1M 19.1%, 2M 18.6%, 4M 19.0%, 8M 19.1%, 16M
# 18.5%, 32M 18.9%.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     77.76us     61.97us
# seq             2M          0         2         2     2097152           0     191.7us     233.7us
# seq            16M          0        16        16    16777216           0      1.44ms     1.771ms
# seq            64M          0        64        64    67108864           0     6.787ms     7.044ms
# seq           256M          0       256       256   268435456           0      31.2ms     28.13ms
# stride         64M        64K         4        32    67108864           0     4.826ms     4.684ms
# stride        256M         2M        16       128     8388608           0     2.042ms     2.328ms
# random         16M          0        16        16    16777216           0     2.045ms     1.771ms
# random         64M          0        39       104    67108864           0      7.85ms     6.577ms
# random        256M          0       127       907   268435456           0     48.99ms     30.03ms
# fresh           2M          0         2         2           0     2097152     133.2us     155.8us
# fresh          16M          0        16        16           0    16777216     1.035ms     1.148ms
# fresh          64M          0        64        64           0    67108864     5.405ms     4.551ms
# fresh         256M          0       256       256           0   268435456     23.07ms     18.16ms
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
# prefetch at the driver's defaults). Result: 34.16us per batch, 9.683us per
# VA block, bytes / 15.9 GB/s moved, 14.01us per faulting kernel, bytes / 38.8
# GB/s zero-filled.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_batch_ns = 34.16us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_block_ns = 9.683us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:257.8ns 64K:4.125us 512K:33us 1M:66us 2M:132us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_wake_ns = 14.01us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:105.6ns 64K:1.69us 512K:13.52us 1M:27.05us 2M:54.09us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.5us + bytes /
# 45.9 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.52us 2M:119.5us 16M:433.5us 64M:1.383ms 256M:5.497ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.41us + bytes / 9.5 GB/s, written at the
# measured sizes (the medians would give 10.9%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.3us 2M:237.1us 16M:1.782ms 64M:7.079ms 256M:28.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 17.21us + bytes / 9.65 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 16.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.01us 512K:71.47us 2M:234.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.16us + bytes / 3.28 GB/s, written at
# the measured sizes (the medians would give 10.2%).
# Residual: 11.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.16us 512K:182.2us 2M:662.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 310.7us + bytes / 2.51
# GB/s, written at the measured sizes (the medians would give 7.1%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:336.8us 256K:415.2us 2M:1.147ms 16M:7.002ms 64M:27.08ms 256M:107.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.864us + bytes / 969 GB/s, misses by 21.5% RMS, so
# it is not used.
# Residual: 12.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.933us 2M:3.964us 16M:21.05us 64M:76.19us 256M:298.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.26us + bytes / 110 GB/s, misses by
# 19.3% RMS, so it is not used.
# Residual: 10.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.89us 2M:24.04us 16M:164.5us 64M:641.6us 256M:3.028ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 81.47us

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
# measured medians (15 points at 3 sizes): the best line, 9.069us + bytes /
# 262 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 19.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.2us 16M:70.41us 64M:274.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 937.7ns +
# bytes / 157 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.7us 16M:100.8us 64M:429.6us 256M:1.81ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.798us
# + bytes / 10 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.404us 64K:23.97us 2M:159.9us 16M:1.837ms 64M:7.737ms 256M:33.82ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.81us + bytes / 10.2 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.42us 64K:30.73us 2M:252.3us 16M:1.593ms 64M:6.245ms 256M:24.61ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 916.7ns + bytes / 6.4 GB/s, written at the measured
# sizes (the medians would give 9.1%).
# Residual: 11.0% RMS relative over 20 repetitions.
host_read_ns = 64K:11.16us 2M:328.7us 16M:2.623ms 64M:10.49ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.6 GB/s, misses by
# 28.5% RMS, so it is not used.
# Residual: 10.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.216us 2M:78.16us 16M:1.212ms 64M:5.664ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 6.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.207us 2M:179.3us 16M:1.438ms 64M:5.752ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
