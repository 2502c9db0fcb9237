# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:16:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:16:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.6% RMS relative over 5 repetitions.
launch_ns = 4.676us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.244us + bytes / 5.25e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 27.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.362us 64K:3.325us 1M:3.068us 1536K:3.253us 2M:61.8us 8M:53.47us 64M:83.05us 256M:66.19us 1G:157.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.592us + bytes / 1.23e+03 GB/s, misses by 44.8% RMS, so it is
# not used.
# Residual: 16.5% RMS relative over 45 repetitions.
free_ns = 4K:3.796us 64K:4.095us 1M:3.849us 1536K:3.947us 2M:45.01us 8M:49.23us 64M:83.03us 256M:202.5us 1G:747.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 15.07us + bytes / 2.33e+05
# GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:16.57us 64K:14.72us 2M:14.91us 16M:15.38us 64M:14.16us 256M:15.68us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.95us +
# bytes / 1.5e+05 GB/s, written at the measured sizes (the medians would give
# 13.5%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.95us 64K:14.95us 2M:14.96us 16M:15.06us 64M:15.39us 256M:16.74us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.58us     70.52us
# seq             2M          0         2         2     2097152           0     326.8us     308.5us
# seq            16M          0        16        16    16777216           0     2.303ms     2.129ms
# seq            64M          0        64        64    67108864           0     11.24ms     8.372ms
# seq           256M          0       256       256   268435456           0     42.27ms     33.34ms
# stride         64M        64K        64        64    67108864           0     7.165ms     8.372ms
# stride        256M         2M       128       128     8388608           0     2.698ms     2.885ms
# random         16M          0        10        55    16777216           0      1.66ms     2.201ms
# random         64M          0        38       373    67108864           0     9.479ms     9.184ms
# random        256M          0       160      1651   268435456           0     53.06ms     37.25ms
# fresh           2M          0         2         2           0     2097152       167us     217.8us
# fresh          16M          0        16        16           0    16777216     1.423ms     1.404ms
# fresh          64M          0        64        64           0    67108864     6.255ms      5.47ms
# fresh         256M          0       256       256           0   268435456     26.02ms     21.73ms
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
# defaults). Result: 11.38us per batch, 3.584us per VA block, bytes / 9.11
# GB/s moved, 48.36us per faulting kernel, bytes / 15 GB/s zero-filled.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_batch_ns = 11.38us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_block_ns = 3.584us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:449.6ns 64K:7.193us 512K:57.55us 1M:115.1us 2M:230.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_wake_ns = 48.36us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:272.4ns 64K:4.359us 512K:34.87us 1M:69.74us 2M:139.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.04us + bytes /
# 44.4 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.02us 2M:123.8us 16M:453.3us 64M:1.425ms 256M:5.527ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.9us + bytes / 8.39 GB/s, written at the measured sizes (the
# medians would give 2.8%).
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.71us 2M:267.9us 16M:2.018ms 64M:8.017ms 256M:32.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.39us + bytes / 7.72 GB/s, written at the measured sizes (the
# medians would give 7.0%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.88us 512K:85.32us 2M:289.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.08us + bytes / 3 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 9.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.93us 512K:197.8us 2M:722.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 300.2us + bytes / 2.39 GB/s, misses by 17.3% RMS, so
# it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:391.5us 256K:452.2us 2M:1.025ms 16M:8.264ms 64M:31.73ms 256M:123.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.398us + bytes / 781 GB/s, misses by 20.8% RMS, so
# it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.975us 2M:5.888us 16M:27.03us 64M:93.73us 256M:362.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.12us + bytes / 86.9 GB/s, misses
# by 17.8% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.12us 2M:29.93us 16M:212.6us 64M:835.3us 256M:3.471ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.682us +
# bytes / 148 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 34.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.88us 16M:102.2us 64M:432.7us 256M:1.835ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.497us
# + bytes / 6.52 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.767us 64K:32.09us 2M:325.2us 16M:2.528ms 64M:9.697ms 256M:38.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.69us + bytes / 9.82 GB/s,
# misses by 21.4% RMS, so it is not used.
# Residual: 10.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.16us 64K:32.56us 2M:296.4us 16M:1.645ms 64M:6.43ms 256M:25.13ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.58 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.893us 2M:222.9us 16M:2.276ms 64M:11.82ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.7 GB/s, misses by
# 43.8% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.029us 2M:56.79us 16M:1.114ms 64M:6.564ms


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
