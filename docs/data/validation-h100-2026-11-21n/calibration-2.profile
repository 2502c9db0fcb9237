# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-21T23:49:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T23:49:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 2.2% RMS relative over 5 repetitions.
launch_ns = 3.993us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.853us + bytes / 8.5e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 29.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.551us 64K:3.286us 1M:3.202us 1536K:3.393us 2M:47.3us 8M:43.57us 64M:49.35us 256M:48.65us 1G:91.98us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.612us + bytes / 1.99e+03 GB/s, misses by 51.0% RMS, so it is
# not used.
# Residual: 22.0% RMS relative over 45 repetitions.
free_ns = 4K:1.875us 64K:1.885us 1M:1.781us 1536K:1.827us 2M:37.44us 8M:39.71us 64M:64.8us 256M:127us 1G:479.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 10.33us + bytes / 2.2e+05
# GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:11.07us 64K:10.11us 2M:9.997us 16M:9.801us 64M:10.14us 256M:11.21us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.68us + bytes /
# 1.49e+05 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.99us 64K:10.16us 2M:10.5us 16M:10.26us 64M:11.3us 256M:12.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.93us      62.9us
# seq             2M          0         2         2     2097152           0     254.8us     239.1us
# seq            16M          0        16        16    16777216           0     1.402ms     1.622ms
# seq            64M          0        64        64    67108864           0     8.635ms     6.365ms
# seq           256M          0       256       256   268435456           0     33.61ms     25.33ms
# stride         64M        64K        64        64    67108864           0     6.049ms     6.365ms
# stride        256M         2M       128       128     8388608           0     2.619ms     2.778ms
# random         16M          0        10        55    16777216           0     1.476ms     1.867ms
# random         64M          0        38       373    67108864           0     8.463ms     8.487ms
# random        256M          0       160      1651   268435456           0     49.98ms      35.1ms
# fresh           2M          0         2         2           0     2097152     147.2us     185.3us
# fresh          16M          0        16        16           0    16777216     1.168ms     1.192ms
# fresh          64M          0        64        64           0    67108864     5.142ms     4.642ms
# fresh         256M          0       256       256           0   268435456     21.55ms     18.44ms
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
# defaults). Result: 8.621us per batch, 7.594us per VA block, bytes / 12.7
# GB/s moved, 41.53us per faulting kernel, bytes / 18.8 GB/s zero-filled.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_batch_ns = 8.621us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_block_ns = 7.594us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:322.6ns 64K:5.161us 512K:41.29us 1M:82.58us 2M:165.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_wake_ns = 41.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:217.5ns 64K:3.48us 512K:27.84us 1M:55.67us 2M:111.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.74us + bytes /
# 44.5 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 22.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:63.54us 2M:132.1us 16M:460us 64M:1.375ms 256M:6.138ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.08us + bytes / 10.1 GB/s, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.55us 2M:222.2us 16M:1.672ms 64M:6.644ms 256M:26.53ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.71us + bytes / 10.9 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 19.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.39us 512K:62.86us 2M:244.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.88us + bytes / 3.69 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.55us 512K:173.6us 2M:577.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (30 points at 6 sizes): the best line, 109.6us + bytes / 3.19 GB/s,
# misses by 22.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:146.7us 256K:172.6us 2M:607.3us 16M:5.88ms 64M:21.86ms 256M:116.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.266us + bytes / 1.35e+03 GB/s, misses by 20.8% RMS,
# so it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.054us 2M:3.026us 16M:15.35us 64M:53.36us 256M:206us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.683us + bytes / 102 GB/s, misses by
# 18.8% RMS, so it is not used.
# Residual: 7.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.45us 2M:23.94us 16M:174.9us 64M:677us 256M:3.576ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.08us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.301us +
# bytes / 176 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 21.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.96us 16M:90.74us 64M:368.2us 256M:1.546ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.312us
# + bytes / 7.42 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.433us 64K:21.55us 2M:288.9us 16M:2.163ms 64M:8.501ms 256M:35.49ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.45us + bytes / 10.5 GB/s,
# misses by 21.2% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.02us 64K:30.82us 2M:263.4us 16M:1.478ms 64M:5.843ms 256M:24.93ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.89 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 16.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.063us 2M:186.3us 16M:2.221ms 64M:9.549ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.5 GB/s, misses by
# 31.1% RMS, so it is not used.
# Residual: 13.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.072us 2M:72.08us 16M:1.016ms 64M:5.387ms


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
