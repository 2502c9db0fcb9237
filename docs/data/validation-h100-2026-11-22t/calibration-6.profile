# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:14:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:14:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.8% RMS relative over 5 repetitions.
launch_ns = 4.275us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.833us + bytes / 7.41e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 21.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.81us 64K:2.725us 1M:2.774us 1536K:2.833us 2M:51.33us 8M:47.14us 64M:78.44us 256M:94.12us 1G:101.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.132us + bytes / 1.5e+03 GB/s, misses by 47.9% RMS, so it is not
# used.
# Residual: 17.0% RMS relative over 45 repetitions.
free_ns = 4K:2.398us 64K:2.422us 1M:2.465us 1536K:2.482us 2M:44.24us 8M:44.63us 64M:76.87us 256M:181.7us 1G:619.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 11.23us + bytes / 2.92e+05
# GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:11.34us 64K:11.23us 2M:10.3us 16M:11.2us 64M:11.11us 256M:12.26us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 11.32us + bytes /
# 1.83e+05 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.95us 64K:11.14us 2M:10.5us 16M:11.56us 64M:11.43us 256M:12.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.85us     61.34us
# seq             2M          0         2         2     2097152           0     242.2us     241.9us
# seq            16M          0        16        16    16777216           0     1.382ms     1.661ms
# seq            64M          0        64        64    67108864           0     7.997ms     6.526ms
# seq           256M          0       256       256   268435456           0     44.76ms     25.98ms
# stride         64M        64K        64        64    67108864           0     6.483ms     6.526ms
# stride        256M         2M       128       128     8388608           0     2.726ms     2.877ms
# random         16M          0        10        55    16777216           0     1.303ms     1.706ms
# random         64M          0        38       373    67108864           0      6.95ms      7.18ms
# random        256M          0       160      1651   268435456           0     46.06ms     29.23ms
# fresh           2M          0         2         2           0     2097152     155.2us     186.1us
# fresh          16M          0        16        16           0    16777216     1.215ms     1.215ms
# fresh          64M          0        64        64           0    67108864     5.638ms     4.741ms
# fresh         256M          0       256       256           0   268435456     22.48ms     18.85ms
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
# defaults). Result: 13.63us per batch, 3.264us per VA block, bytes / 12.4
# GB/s moved, 39.16us per faulting kernel, bytes / 18.5 GB/s zero-filled.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_batch_ns = 13.63us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_block_ns = 3.264us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:329.9ns 64K:5.279us 512K:42.23us 1M:84.46us 2M:168.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_wake_ns = 39.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:221ns 64K:3.536us 512K:28.28us 1M:56.57us 2M:113.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.25us + bytes /
# 43.8 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.65us 2M:124.9us 16M:438.5us 64M:1.427ms 256M:5.623ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.66us + bytes / 9.92 GB/s, written at the measured sizes (the
# medians would give 8.6%).
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.27us 2M:229.1us 16M:1.709ms 64M:6.782ms 256M:27.08ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 26.31us + bytes / 7.8 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 13.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:34.71us 512K:93.53us 2M:295.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 26.18us + bytes / 3.44 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.47us 512K:216.3us 2M:615.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 286.4us + bytes / 2.56 GB/s, misses by 19.7% RMS, so
# it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:349.8us 256K:422us 2M:924.7us 16M:7.456ms 64M:29.38ms 256M:119.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.095us + bytes / 885 GB/s, misses by 25.0% RMS, so
# it is not used.
# Residual: 16.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.442us 2M:4.325us 16M:23.99us 64M:85.19us 256M:327.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.17us + bytes / 108 GB/s, misses by
# 22.5% RMS, so it is not used.
# Residual: 17.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.31us 2M:23.63us 16M:214.3us 64M:648.3us 256M:2.458ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.632us +
# bytes / 164 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.13us 16M:97.46us 64M:384.6us 256M:1.689ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.151us
# + bytes / 6.35 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 21.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.268us 64K:22.03us 2M:382.2us 16M:2.428ms 64M:9.348ms 256M:43.57ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.88us + bytes / 10.4 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.75us 64K:29.85us 2M:247.9us 16M:1.517ms 64M:6.109ms 256M:25.31ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 2.152us +
# bytes / 9.3 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 28.6% RMS relative over 20 repetitions.
host_read_ns = 64K:9.237us 2M:230.1us 16M:2.385ms 64M:9.791ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.1 GB/s, misses by
# 38.3% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.204us 2M:58.07us 16M:989.9us 64M:5.266ms


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
