# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:48:43Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:48:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 13.0% RMS relative over 5 repetitions.
launch_ns = 4.946us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2us + bytes / 5.95e+03 GB/s, misses by 58.8% RMS, so
# it is not used.
# Residual: 32.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.919us 64K:2.077us 1M:2.69us 1536K:2.003us 2M:50.57us 8M:40.38us 64M:46.57us 256M:65.45us 1G:155.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.447us + bytes / 2.05e+03 GB/s, misses by 51.6% RMS, so it is
# not used.
# Residual: 25.5% RMS relative over 45 repetitions.
free_ns = 4K:1.652us 64K:1.675us 1M:1.654us 1536K:1.57us 2M:37.25us 8M:37.19us 64M:57.63us 256M:155.5us 1G:529.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.3us + bytes / 2.84e+05
# GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 21.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:17.65us 64K:13.68us 2M:16.4us 16M:15.75us 64M:12.51us 256M:15.53us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.65us + bytes /
# 1e+05 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:17.74us 64K:12.84us 2M:13.44us 16M:13.3us 64M:13.13us 256M:17.37us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      87.3us     77.64us
# seq             2M          0         2         2     2097152           0     294.3us     314.5us
# seq            16M          0        16        16    16777216           0     2.391ms     2.171ms
# seq            64M          0        64        64    67108864           0     11.18ms     8.537ms
# seq           256M          0       256       256   268435456           0     45.71ms        34ms
# stride         64M        64K        64        64    67108864           0     7.216ms     8.537ms
# stride        256M         2M       128       128     8388608           0     3.646ms     3.676ms
# random         16M          0        10        55    16777216           0     2.034ms     2.457ms
# random         64M          0        38       373    67108864           0     11.26ms     11.06ms
# random        256M          0       160      1651   268435456           0     58.25ms     45.67ms
# fresh           2M          0         2         2           0     2097152       186us     217.3us
# fresh          16M          0        16        16           0    16777216     1.291ms     1.393ms
# fresh          64M          0        64        64           0    67108864     5.918ms     5.425ms
# fresh         256M          0       256       256           0   268435456     27.34ms     21.55ms
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
# defaults). Result: 12.18us per batch, 9.201us per VA block, bytes / 9.43
# GB/s moved, 49.31us per faulting kernel, bytes / 16.7 GB/s zero-filled.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_batch_ns = 12.18us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_block_ns = 9.201us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:434.5ns 64K:6.952us 512K:55.62us 1M:111.2us 2M:222.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_wake_ns = 49.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:244.6ns 64K:3.913us 512K:31.31us 1M:62.61us 2M:125.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 62.78us + bytes /
# 44.1 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:56.04us 2M:161.7us 16M:496.8us 64M:1.435ms 256M:5.8ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 19.93us + bytes / 8.68 GB/s, written at the measured sizes (the
# medians would give 3.8%).
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.48us 2M:261.6us 16M:1.953ms 64M:7.753ms 256M:30.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 18.04us + bytes / 9.04 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 18.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.79us 512K:81.95us 2M:277.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.94us + bytes / 2.92 GB/s, written at the measured sizes (the
# medians would give 9.3%).
# Residual: 11.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.4us 512K:202.7us 2M:741.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 433.3us + bytes / 1.89 GB/s, misses by 16.0% RMS, so
# it is not used.
# Residual: 8.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:504.5us 256K:599.8us 2M:1.177ms 16M:10.12ms 64M:40.34ms 256M:158.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.47us + bytes / 832 GB/s, misses by 23.0% RMS, so it
# is not used.
# Residual: 18.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.532us 2M:4.952us 16M:24.53us 64M:84.31us 256M:354.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 19.27us + bytes / 71.2 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.65us 2M:42.55us 16M:296.3us 64M:1.098ms 256M:4.361ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 38.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 124 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 31.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.66us 16M:129.3us 64M:512.5us 256M:2.224ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.298us
# + bytes / 5.64 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.039us 64K:24.69us 2M:379.7us 16M:2.904ms 64M:11.4ms 256M:45.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.02us + bytes / 8.57 GB/s,
# misses by 20.1% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.73us 64K:33.15us 2M:307.1us 16M:1.858ms 64M:7.464ms 256M:29.94ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 432.9ns + bytes / 5.82 GB/s, written at the measured sizes (the medians
# would give 11.1%).
# Residual: 11.2% RMS relative over 20 repetitions.
host_read_ns = 64K:11.69us 2M:360.5us 16M:2.881ms 64M:11.52ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.6 GB/s, misses by
# 37.3% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.55us 2M:78.03us 16M:1.56ms 64M:6.485ms


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
