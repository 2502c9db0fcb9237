# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:13:49Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:13:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.286us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.355us + bytes / 6.98e+03 GB/s, misses by 57.4% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.248us 64K:2.451us 1M:2.704us 1536K:2.307us 2M:48.45us 8M:44.8us 64M:52.96us 256M:57.04us 1G:113us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.06us + bytes / 1.69e+03 GB/s, misses by 54.1% RMS, so it is not
# used.
# Residual: 25.6% RMS relative over 45 repetitions.
free_ns = 4K:3.285us 64K:3.29us 1M:3.362us 1536K:1.954us 2M:39.94us 8M:41.76us 64M:81.27us 256M:171us 1G:574.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 11.97us + bytes * -4.5e-06
# ns/B, misses by 17.1% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:13.56us 64K:13.27us 2M:11.42us 16M:11.19us 64M:10.55us 256M:11.03us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.24us +
# bytes / 4.6e+05 GB/s, written at the measured sizes (the medians would give
# 11.4%).
# Residual: 11.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.24us 64K:12.24us 2M:12.24us 16M:12.27us 64M:12.38us 256M:12.82us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.78us     63.44us
# seq             2M          0         2         2     2097152           0     249.2us     262.2us
# seq            16M          0        16        16    16777216           0     1.823ms     1.788ms
# seq            64M          0        64        64    67108864           0     8.876ms     7.018ms
# seq           256M          0       256       256   268435456           0     29.22ms     27.94ms
# stride         64M        64K        64        64    67108864           0     6.555ms     7.018ms
# stride        256M         2M       128       128     8388608           0     2.614ms     2.498ms
# random         16M          0        10        55    16777216           0     1.499ms     1.864ms
# random         64M          0        38       373    67108864           0     7.295ms     7.829ms
# random        256M          0       160      1651   268435456           0     48.59ms     31.81ms
# fresh           2M          0         2         2           0     2097152       188us     207.9us
# fresh          16M          0        16        16           0    16777216     1.592ms     1.353ms
# fresh          64M          0        64        64           0    67108864     6.049ms      5.28ms
# fresh         256M          0       256       256           0   268435456      20.6ms     20.99ms
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
# defaults). Result: 9.739us per batch, 3.444us per VA block, bytes / 10.9
# GB/s moved, 44.27us per faulting kernel, bytes / 15.3 GB/s zero-filled.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 9.739us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 3.444us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:374.2ns 64K:5.987us 512K:47.89us 1M:95.79us 2M:191.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 44.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:268.1ns 64K:4.289us 512K:34.31us 1M:68.63us 2M:137.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.89us + bytes /
# 46.9 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.68us 2M:125.9us 16M:433.1us 64M:1.352ms 256M:5.334ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.04us + bytes / 15.4 GB/s, written at the measured sizes (the
# medians would give 5.4%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.3us 2M:152.2us 16M:1.105ms 64M:4.372ms 256M:17.44ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.08us + bytes / 13 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.13us 512K:54.51us 2M:175.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.3us + bytes / 4.37 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.8us 512K:173.2us 2M:492.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 289.6us + bytes / 2.52 GB/s, written at the
# measured sizes (the medians would give 5.0%).
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:315.6us 256K:393.6us 2M:1.121ms 16M:6.942ms 64M:26.9ms 256M:106.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.036us + bytes / 1.49e+03 GB/s, misses by 22.0% RMS,
# so it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.76us 2M:2.701us 16M:14.8us 64M:48.05us 256M:182us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 14.87us + bytes / 78.6
# GB/s, written at the measured sizes (the medians would give 6.4%).
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.7us 2M:41.54us 16M:228.3us 64M:868.5us 256M:3.429ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.12us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 167 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.16us 16M:91.75us 64M:381.4us 256M:1.752ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.739us
# + bytes / 8.53 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.589us 64K:22.42us 2M:244.6us 16M:1.883ms 64M:7.297ms 256M:32.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.09us + bytes / 12.3 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.779us 64K:28.39us 2M:245.9us 16M:1.285ms 64M:4.836ms 256M:19.5ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.5 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_read_ns = 64K:7.115us 2M:207.9us 16M:2.08ms 64M:8.741ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 37.9% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:920ns 2M:53.64us 16M:983.6us 64M:4.616ms


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
