# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:46:30Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:46:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 16.6% RMS relative over 5 repetitions.
launch_ns = 4.858us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.139us + bytes / 5.27e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 24.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.227us 64K:2.958us 1M:3.208us 1536K:3.248us 2M:64.76us 8M:55.38us 64M:86.17us 256M:90.02us 1G:144us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.46us + bytes / 1.31e+03 GB/s, misses by 47.5% RMS, so it is not
# used.
# Residual: 18.5% RMS relative over 45 repetitions.
free_ns = 4K:2.835us 64K:2.791us 1M:2.881us 1536K:2.877us 2M:49.33us 8M:51.92us 64M:85.33us 256M:197.8us 1G:665us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.17us + bytes / 9.95e+05
# GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:15.02us 64K:13.55us 2M:14.96us 16M:14.2us 64M:13.04us 256M:14.47us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.45us + bytes /
# 2.85e+05 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.29us 64K:13.79us 2M:14.81us 16M:13.73us 64M:14.43us 256M:15.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.45us     65.96us
# seq             2M          0         2         2     2097152           0     317.9us     286.8us
# seq            16M          0        16        16    16777216           0     1.965ms     2.002ms
# seq            64M          0        64        64    67108864           0     8.597ms     7.884ms
# seq           256M          0       256       256   268435456           0     39.85ms     31.41ms
# stride         64M        64K        64        64    67108864           0     7.344ms     7.884ms
# stride        256M         2M       128       128     8388608           0     2.944ms     3.144ms
# random         16M          0        10        55    16777216           0     1.658ms     2.146ms
# random         64M          0        38       373    67108864           0     9.346ms     9.285ms
# random        256M          0       160      1651   268435456           0     55.82ms     37.99ms
# fresh           2M          0         2         2           0     2097152     119.9us     153.3us
# fresh          16M          0        16        16           0    16777216     843.8us     934.6us
# fresh          64M          0        64        64           0    67108864     4.801ms     3.613ms
# fresh         256M          0       256       256           0   268435456     23.93ms     14.33ms
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
# defaults). Result: 12.13us per batch, 5.556us per VA block, bytes / 10 GB/s
# moved, 41.72us per faulting kernel, bytes / 27.5 GB/s zero-filled.
# Residual: 25.0% RMS relative over 70 repetitions.
fault_batch_ns = 12.13us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.0% RMS relative over 70 repetitions.
fault_block_ns = 5.556us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:409.6ns 64K:6.553us 512K:52.42us 1M:104.8us 2M:209.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.0% RMS relative over 70 repetitions.
fault_wake_ns = 41.72us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:148.9ns 64K:2.383us 512K:19.06us 1M:38.13us 2M:76.25us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.19us + bytes /
# 45.2 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.19us 2M:131.7us 16M:468.9us 64M:1.385ms 256M:5.57ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.23us + bytes / 12.4 GB/s, written at the measured sizes (the
# medians would give 6.0%).
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.53us 2M:184.6us 16M:1.37ms 64M:5.436ms 256M:21.7ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.13us + bytes / 11.6 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.8us 512K:64.51us 2M:200.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.98us + bytes / 3.56 GB/s, written at the measured sizes (the
# medians would give 15.7%).
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.37us 512K:168.1us 2M:609.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 405.8us + bytes / 2.32 GB/s, misses by 18.1% RMS, so
# it is not used.
# Residual: 8.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:481.8us 256K:583.6us 2M:1ms 16M:8.675ms 64M:32.63ms 256M:132.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.803us + bytes / 1.4e+03 GB/s, misses by 19.3% RMS,
# so it is not used.
# Residual: 16.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.518us 2M:5.505us 16M:17.42us 64M:50.58us 256M:194.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.48us + bytes / 67.5
# GB/s, written at the measured sizes (the medians would give 5.6%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.45us 2M:47.56us 16M:265.1us 64M:1.011ms 256M:3.995ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 249.2ns +
# bytes / 146 GB/s, misses by 34.4% RMS, so it is not used.
# Residual: 37.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.7us 16M:171.6us 64M:514us 256M:1.506ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.146us
# + bytes / 7.03 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 18.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.518us 64K:23.74us 2M:294.4us 16M:2.347ms 64M:8.988ms 256M:35.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.65us + bytes / 11.1 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.16us 64K:29.73us 2M:246.8us 16M:1.527ms 64M:5.415ms 256M:22.24ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 5.56 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 19.2% RMS relative over 20 repetitions.
host_read_ns = 64K:9.951us 2M:320.9us 16M:3.215ms 64M:13.26ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 10.9 GB/s, misses by
# 17.9% RMS, so it is not used.
# Residual: 10.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.508us 2M:156.1us 16M:1.665ms 64M:7.658ms


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
