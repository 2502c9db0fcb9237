# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:05:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:05:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.6% RMS relative over 5 repetitions.
launch_ns = 3.281us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.66us + bytes / 6.61e+03 GB/s, misses by 54.6% RMS,
# so it is not used.
# Residual: 23.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.714us 64K:2.786us 1M:2.742us 1536K:2.737us 2M:47.09us 8M:35.85us 64M:39.81us 256M:56.51us 1G:139.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.199us + bytes / 2.26e+03 GB/s, misses by 51.0% RMS, so it is
# not used.
# Residual: 24.6% RMS relative over 45 repetitions.
free_ns = 4K:1.461us 64K:1.479us 1M:1.35us 1536K:1.389us 2M:32.51us 8M:33.56us 64M:49.26us 256M:118us 1G:550.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.733us + bytes / 7.01e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 39.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.645us 64K:2.387us 2M:18.64us 16M:41.04us 64M:38.69us 256M:35.83us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.87us +
# bytes * -2.62e-06 ns/B, written at the measured sizes (the medians would
# give 8.2%).
# Residual: 8.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.87us 64K:9.87us 2M:9.865us 16M:9.826us 64M:9.694us 256M:9.167us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.1%, 512K
# 24.7%, 1M 23.7%, 2M 21.6%, 4M 20.3%, 8M 18.7%, 16M 19.3%, 32M 20.0%.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      79.2us     78.07us
# seq             2M          0         2         2     2097152           0     279.8us       276us
# seq            16M          0        16        16    16777216           0     1.985ms      2.05ms
# seq            64M          0        64        64    67108864           0     9.789ms     8.132ms
# seq           256M          0       256       256   268435456           0     38.06ms     32.46ms
# stride         64M        64K         8        32    67108864           0     5.267ms     5.573ms
# stride        256M         2M        32       128     8388608           0     2.776ms     3.371ms
# random         16M          0        12        16    16777216           0     1.549ms     1.894ms
# random         64M          0        36       161    67108864           0     10.02ms     8.169ms
# random        256M          0       125      1211   268435456           0     51.48ms     38.47ms
# fresh           2M          0         2         2           0     2097152     159.6us     179.9us
# fresh          16M          0        16        16           0    16777216     1.182ms     1.281ms
# fresh          64M          0        64        64           0    67108864      5.45ms     5.056ms
# fresh         256M          0       256       256           0   268435456     24.09ms     20.16ms
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
# defaults). Result: 39.03us per batch, 11.65us per VA block, bytes / 13.8
# GB/s moved, 22.63us per faulting kernel, bytes / 37.5 GB/s zero-filled.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_batch_ns = 39.03us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_block_ns = 11.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:297ns 64K:4.751us 512K:38.01us 1M:76.02us 2M:152us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_wake_ns = 22.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:109.2ns 64K:1.748us 512K:13.98us 1M:27.97us 2M:55.94us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 71.69us +
# bytes / 48.9 GB/s, written at the measured sizes (the medians would give
# 2.4%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:73.03us 2M:114.5us 16M:414.5us 64M:1.443ms 256M:5.556ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.81us + bytes / 13.3 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.06us 2M:267.6us 16M:1.128ms 64M:4.459ms 256M:18.78ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.09us + bytes / 11.7 GB/s, written at the measured sizes (the
# medians would give 14.8%).
# Residual: 14.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.69us 512K:59.93us 2M:194.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.69us + bytes / 4.18 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.39us 512K:148.3us 2M:525us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 327.7us + bytes / 2.4 GB/s, misses by 21.6% RMS, so
# it is not used.
# Residual: 28.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:531.6us 256K:597.1us 2M:1.003ms 16M:8.152ms 64M:34.02ms 256M:129.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.015us + bytes / 1.43e+03 GB/s, misses by 24.0% RMS,
# so it is not used.
# Residual: 17.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.711us 2M:2.704us 16M:14.67us 64M:48.22us 256M:203us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.07us + bytes / 95.6 GB/s, misses
# by 16.2% RMS, so it is not used.
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.47us 2M:26.77us 16M:198.5us 64M:781.1us 256M:3.129ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.66us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 193 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.44us 16M:85.74us 64M:351.9us 256M:1.405ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.361us
# + bytes / 8.71 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.343us 64K:21.36us 2M:237.6us 16M:1.803ms 64M:7.493ms 256M:29.11ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.34us + bytes / 12.7 GB/s,
# misses by 21.9% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.992us 64K:27.74us 2M:230.8us 16M:1.301ms 64M:4.742ms 256M:19.49ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 35.1% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.478us 2M:106.6us 16M:1.808ms 64M:8.379ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.5 GB/s, misses by
# 42.7% RMS, so it is not used.
# Residual: 24.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.004us 2M:50.98us 16M:762.5us 64M:5.018ms


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
