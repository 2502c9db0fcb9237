# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:50:51Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:50:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.783us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.137us + bytes / 4.68e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.972us 64K:3.189us 1M:3.433us 1536K:2.9us 2M:72.28us 8M:52.32us 64M:81.73us 256M:108us 1G:216.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.611us + bytes / 1.28e+03 GB/s, misses by 45.6% RMS, so it is
# not used.
# Residual: 16.6% RMS relative over 45 repetitions.
free_ns = 4K:4.033us 64K:3.841us 1M:3.793us 1536K:3.93us 2M:46.77us 8M:50.62us 64M:83.15us 256M:201.7us 1G:661.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.43us + bytes * -9.15e-07
# ns/B, misses by 16.1% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:17.21us 64K:13.71us 2M:14.04us 16M:14.27us 64M:13.91us 256M:14.12us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.56us + bytes /
# 2.14e+05 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.93us 64K:13.75us 2M:14.54us 16M:14.33us 64M:13.97us 256M:15.62us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     123.2us     109.6us
# seq             2M          0         2         2     2097152           0     331.7us     321.9us
# seq            16M          0        16        16    16777216           0     1.998ms     1.991ms
# seq            64M          0        64        64    67108864           0     10.63ms     7.712ms
# seq           256M          0       256       256   268435456           0     41.35ms      30.6ms
# stride         64M        64K        64        64    67108864           0     7.026ms     7.712ms
# stride        256M         2M       128       128     8388608           0      3.25ms     3.414ms
# random         16M          0        10        55    16777216           0     1.743ms     2.221ms
# random         64M          0        38       373    67108864           0     10.71ms       9.8ms
# random        256M          0       160      1651   268435456           0     54.96ms     40.28ms
# fresh           2M          0         2         2           0     2097152     490.3us     279.6us
# fresh          16M          0        16        16           0    16777216     1.522ms     1.652ms
# fresh          64M          0        64        64           0    67108864     5.679ms     6.358ms
# fresh         256M          0       256       256           0   268435456     25.31ms     25.18ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 12.04us per batch, 7.77us per VA block, bytes / 10.6 GB/s
# moved, 83.55us per faulting kernel, bytes / 13.4 GB/s zero-filled.
# Residual: 26.8% RMS relative over 70 repetitions.
fault_batch_ns = 12.04us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.8% RMS relative over 70 repetitions.
fault_block_ns = 7.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:388.2ns 64K:6.212us 512K:49.69us 1M:99.39us 2M:198.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.8% RMS relative over 70 repetitions.
fault_wake_ns = 83.55us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:305.6ns 64K:4.89us 512K:39.12us 1M:78.24us 2M:156.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 50.98us + bytes / 44
# GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 15.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:46.54us 2M:146.3us 16M:625.2us 64M:1.414ms 256M:5.558ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.31us + bytes / 8.72 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.82us 2M:256.8us 16M:1.94ms 64M:7.711ms 256M:30.8ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.96us + bytes / 11.7 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 12.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.56us 512K:59.8us 2M:194.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.61us + bytes / 3.27 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.11us 512K:227.4us 2M:639.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 341.7us + bytes / 2.21 GB/s, written at the
# measured sizes (the medians would give 5.6%).
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:371.4us 256K:460.3us 2M:1.291ms 16M:7.933ms 64M:30.71ms 256M:121.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.293us + bytes / 782 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.606us 2M:4.673us 16M:27.03us 64M:93.76us 256M:364.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 15.25us + bytes / 70.7
# GB/s, written at the measured sizes (the medians would give 5.2%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.18us 2M:44.93us 16M:252.7us 64M:965us 256M:3.814ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 48.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 149 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 29.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.3us 16M:101.2us 64M:426.8us 256M:1.827ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.488us
# + bytes / 6.85 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.79us 64K:28.18us 2M:329.4us 16M:2.421ms 64M:8.61ms 256M:41.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.89us + bytes / 10.3 GB/s,
# misses by 22.5% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.82us 64K:33.2us 2M:290us 16M:1.602ms 64M:5.755ms 256M:27.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 5.99 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 18.2% RMS relative over 20 repetitions.
host_read_ns = 64K:11.9us 2M:333.9us 16M:3.075ms 64M:11.8ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.5 GB/s, misses by
# 38.9% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.256us 2M:64.78us 16M:1.179ms 64M:6.278ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere; the fit of the committed H100 profile (42
# calibrations of machines o, p, r, u and y, prefetch_h2d_ns case fresh).
prefetch_zero_ns = 2M:18.94us 16M:83.1us 64M:311.9us

# prefetch_queue: added 2026-11-22, when simrun began to model the driver's
# queue of deferred prefetch calls; these measurements have none: 56, as
# gpurun --calibrate and probe_queue.cu measure it on an H100 PCIe, driver
# 580.159.04 (docs/measurements.md section 16).
prefetch_queue = 56

# host_write_cold_ns: added 2026-11-22, after this file was written, when
# simrun began to charge a device-memory HOST write's bytes of the host copy
# beyond those earlier HOST events touched out of the CPU's caches: the fit of
# the committed H100 profile (host_write_ns case cold, machine y's ten
# calibrations).
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
