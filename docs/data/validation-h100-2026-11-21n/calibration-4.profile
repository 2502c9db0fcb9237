# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-21T23:50:13Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T23:50:13Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 15.7% RMS relative over 5 repetitions.
launch_ns = 5.294us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.487us + bytes / 5.64e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.304us 64K:2.657us 1M:2.391us 1536K:2.474us 2M:60.75us 8M:47.07us 64M:54.09us 256M:59.78us 1G:172.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.841us + bytes / 1.88e+03 GB/s, misses by 50.4% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:2.115us 64K:2.124us 1M:2.092us 1536K:2.066us 2M:42.06us 8M:44.18us 64M:82.81us 256M:142.7us 1G:470.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 10.86us + bytes / 5.1e+05
# GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 19.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:12.94us 64K:10.11us 2M:10.9us 16M:10.82us 64M:10.31us 256M:10.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.08us +
# bytes / 2.59e+05 GB/s, written at the measured sizes (the medians would give
# 13.0%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.08us 64K:11.08us 2M:11.09us 16M:11.15us 64M:11.34us 256M:12.12us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.44us     80.46us
# seq             2M          0         2         2     2097152           0     319.4us       267us
# seq            16M          0        16        16    16777216           0     1.875ms     1.705ms
# seq            64M          0        64        64    67108864           0     9.045ms     6.637ms
# seq           256M          0       256       256   268435456           0     34.08ms     26.36ms
# stride         64M        64K        64        64    67108864           0      5.42ms     6.637ms
# stride        256M         2M       128       128     8388608           0     2.522ms     2.489ms
# random         16M          0        10        55    16777216           0     1.628ms     1.984ms
# random         64M          0        38       373    67108864           0     8.936ms     8.961ms
# random        256M          0       160      1651   268435456           0     47.36ms     36.97ms
# fresh           2M          0         2         2           0     2097152     156.6us     198.7us
# fresh          16M          0        16        16           0    16777216     1.039ms     1.159ms
# fresh          64M          0        64        64           0    67108864     5.026ms     4.453ms
# fresh         256M          0       256       256           0   268435456     22.58ms     17.63ms
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
# defaults). Result: 5.405us per batch, 7.977us per VA block, bytes / 11.7
# GB/s moved, 61.49us per faulting kernel, bytes / 19 GB/s zero-filled.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_batch_ns = 5.405us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_block_ns = 7.977us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:349ns 64K:5.585us 512K:44.68us 1M:89.35us 2M:178.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_wake_ns = 61.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:215.8ns 64K:3.452us 512K:27.62us 1M:55.24us 2M:110.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.98us + bytes /
# 42.5 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.12us 2M:120.9us 16M:478.8us 64M:1.415ms 256M:5.961ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 15.47us + bytes / 12.4 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 24.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.95us 2M:178.9us 16M:1.168ms 64M:5.731ms 256M:37.59ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 20.75us + bytes / 9.99 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.31us 512K:73.23us 2M:230.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 29.39us + bytes / 4.01 GB/s, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 10.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.75us 512K:160.2us 2M:552.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (30 points at 6 sizes): the best line, 85.84us + bytes / 3.84 GB/s,
# misses by 27.6% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:117.7us 256K:141.6us 2M:481us 16M:4.059ms 64M:21.66ms 256M:117.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.274us + bytes / 898 GB/s, misses by 19.1% RMS, so
# it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.472us 2M:5.406us 16M:24.23us 64M:83.03us 256M:305.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.41us + bytes / 96.2 GB/s, misses
# by 17.9% RMS, so it is not used.
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.31us 2M:28.23us 16M:223us 64M:734.8us 256M:2.84ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.086us +
# bytes / 169 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 25.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.72us 16M:93.47us 64M:359.1us 256M:1.662ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.548us
# + bytes / 6.54 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.777us 64K:25.83us 2M:342.9us 16M:2.663ms 64M:10.74ms 256M:34.17ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.51us + bytes / 8.96 GB/s,
# misses by 29.9% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.09us 64K:35.35us 2M:371.6us 16M:2.276ms 64M:8.858ms 256M:24.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.3 GB/s, misses by 32.9% RMS, so it is not used.
# Residual: 24.2% RMS relative over 20 repetitions.
host_read_ns = 64K:3.24us 2M:118.8us 16M:1.795ms 64M:7.621ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.5 GB/s, misses by
# 37.4% RMS, so it is not used.
# Residual: 13.8% RMS relative over 20 repetitions.
host_write_ns = 64K:958ns 2M:50.26us 16M:799.7us 64M:4.637ms


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
