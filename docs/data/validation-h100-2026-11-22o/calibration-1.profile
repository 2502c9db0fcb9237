# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:16:14Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:16:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.3% RMS relative over 5 repetitions.
launch_ns = 5.398us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.487us + bytes / 4.55e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 28.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.438us 64K:3.623us 1M:3.296us 1536K:3.34us 2M:65.09us 8M:57.91us 64M:94.47us 256M:97.31us 1G:234.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.603us + bytes / 1.12e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 17.1% RMS relative over 45 repetitions.
free_ns = 4K:3.253us 64K:3.255us 1M:3.005us 1536K:2.932us 2M:49.64us 8M:55.27us 64M:96.49us 256M:252us 1G:776.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 16.21us + bytes * -3.25e-06
# ns/B, misses by 15.5% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:17.01us 64K:15.35us 2M:16.14us 16M:15.81us 64M:15.17us 256M:15.39us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 16.02us + bytes /
# 2.15e+05 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:16.95us 64K:15.53us 2M:15.25us 16M:15.76us 64M:15.72us 256M:16.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     150.2us      74.5us
# seq             2M          0         2         2     2097152           0     329.5us       275us
# seq            16M          0        16        16    16777216           0      1.91ms     1.835ms
# seq            64M          0        64        64    67108864           0     10.35ms     7.185ms
# seq           256M          0       256       256   268435456           0     47.37ms     28.58ms
# stride         64M        64K        64        64    67108864           0     5.801ms     7.185ms
# stride        256M         2M       128       128     8388608           0      2.85ms     2.919ms
# random         16M          0        10        55    16777216           0     1.725ms     2.146ms
# random         64M          0        38       373    67108864           0      10.4ms     9.803ms
# random        256M          0       160      1651   268435456           0     49.26ms     40.56ms
# fresh           2M          0         2         2           0     2097152     158.4us     195.7us
# fresh          16M          0        16        16           0    16777216     897.2us     1.201ms
# fresh          64M          0        64        64           0    67108864     6.103ms     4.648ms
# fresh         256M          0       256       256           0   268435456     26.78ms     18.44ms
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
# defaults). Result: 7.369us per batch, 9.094us per VA block, bytes / 11 GB/s
# moved, 52.1us per faulting kernel, bytes / 18.9 GB/s zero-filled.
# Residual: 28.9% RMS relative over 70 repetitions.
fault_batch_ns = 7.369us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.9% RMS relative over 70 repetitions.
fault_block_ns = 9.094us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:371ns 64K:5.937us 512K:47.49us 1M:94.99us 2M:190us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.9% RMS relative over 70 repetitions.
fault_wake_ns = 52.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:216.2ns 64K:3.46us 512K:27.68us 1M:55.35us 2M:110.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.67us + bytes /
# 43.8 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 2.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.03us 2M:134.2us 16M:473.4us 64M:1.466ms 256M:5.758ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 19.57us + bytes / 7.5 GB/s, written at the measured sizes (the
# medians would give 0.9%).
# Residual: 4.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:28.32us 2M:299.4us 16M:2.258ms 64M:8.972ms 256M:35.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.16us + bytes / 7.11 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.38us 512K:92.95us 2M:314.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 19.3us + bytes / 2.71 GB/s, written at the measured sizes (the
# medians would give 5.8%).
# Residual: 9.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.49us 512K:212.8us 2M:793.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 502.2us + bytes / 1.83 GB/s, misses by 18.0% RMS, so
# it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:666.4us 256K:699.1us 2M:1.339ms 16M:10.69ms 64M:41.97ms 256M:170.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.706us + bytes / 727 GB/s, misses by 18.9% RMS, so
# it is not used.
# Residual: 11.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:6.205us 2M:6.116us 16M:28.61us 64M:99.28us 256M:387.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.35us + bytes / 66.2 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 6.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.38us 2M:38.65us 16M:286.7us 64M:1.124ms 256M:4.686ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 838.3ns +
# bytes / 146 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.27us 16M:107.6us 64M:436.5us 256M:1.894ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.738us
# + bytes / 6.55 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.84us 64K:23.8us 2M:333.1us 16M:2.418ms 64M:10.1ms 256M:38.01ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.18us + bytes / 9.46 GB/s,
# misses by 18.5% RMS, so it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.71us 64K:30.71us 2M:261.5us 16M:1.774ms 64M:7.078ms 256M:25.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 405.8ns + bytes / 5.01 GB/s, written at the measured sizes (the medians
# would give 4.2%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_read_ns = 64K:13.49us 2M:419.2us 16M:3.351ms 64M:13.4ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.3 GB/s, misses by
# 39.3% RMS, so it is not used.
# Residual: 10.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.486us 2M:69.12us 16M:1.247ms 64M:7.07ms


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
