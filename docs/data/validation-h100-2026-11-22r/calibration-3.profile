# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:47:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:47:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.5% RMS relative over 5 repetitions.
launch_ns = 4.911us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.01us + bytes / 3.66e+03 GB/s, misses by 62.5% RMS,
# so it is not used.
# Residual: 35.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.765us 64K:3.168us 1M:3.143us 1536K:2.812us 2M:97.22us 8M:73.81us 64M:123.7us 256M:221.3us 1G:284.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.191us + bytes / 1.01e+03 GB/s, misses by 52.5% RMS, so it is
# not used.
# Residual: 27.2% RMS relative over 45 repetitions.
free_ns = 4K:2.887us 64K:3.041us 1M:2.817us 1536K:2.635us 2M:73.44us 8M:84.06us 64M:125.3us 256M:341.4us 1G:951.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 16.67us + bytes / 3.36e+05
# GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 28.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:17.22us 64K:13.82us 2M:17.52us 16M:19.27us 64M:18.48us 256M:17.68us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 17.14us + bytes *
# -3.94e-07 ns/B, misses by 25.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:20.87us 64K:13.47us 2M:17.34us 16M:19.77us 64M:18.21us 256M:16.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      83.3us     65.25us
# seq             2M          0         2         2     2097152           0     325.7us     315.8us
# seq            16M          0        16        16    16777216           0     2.023ms     2.266ms
# seq            64M          0        64        64    67108864           0     10.62ms     8.954ms
# seq           256M          0       256       256   268435456           0     49.19ms     35.71ms
# stride         64M        64K        64        64    67108864           0     8.808ms     8.954ms
# stride        256M         2M       128       128     8388608           0     3.421ms     3.638ms
# random         16M          0        10        55    16777216           0     1.781ms     2.395ms
# random         64M          0        38       373    67108864           0     11.54ms      10.3ms
# random        256M          0       160      1651   268435456           0     57.61ms      42.1ms
# fresh           2M          0         2         2           0     2097152     123.3us       172us
# fresh          16M          0        16        16           0    16777216     1.165ms     1.116ms
# fresh          64M          0        64        64           0    67108864     4.635ms     4.354ms
# fresh         256M          0       256       256           0   268435456     26.27ms     17.31ms
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
# defaults). Result: 15.1us per batch, 5.624us per VA block, bytes / 8.84 GB/s
# moved, 37.12us per faulting kernel, bytes / 22.4 GB/s zero-filled.
# Residual: 27.9% RMS relative over 70 repetitions.
fault_batch_ns = 15.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.9% RMS relative over 70 repetitions.
fault_block_ns = 5.624us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:463.3ns 64K:7.413us 512K:59.31us 1M:118.6us 2M:237.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.9% RMS relative over 70 repetitions.
fault_wake_ns = 37.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:182.6ns 64K:2.921us 512K:23.37us 1M:46.73us 2M:93.47us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 60.74us + bytes /
# 44.7 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 4.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:58.47us 2M:159.8us 16M:473.7us 64M:1.459ms 256M:5.768ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.88us + bytes / 8.16 GB/s, written at the measured sizes (the
# medians would give 2.8%).
# Residual: 4.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.91us 2M:276us 16M:2.076ms 64M:8.248ms 256M:32.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.77us + bytes / 7.56 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.45us 512K:88.17us 2M:296.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 19.88us + bytes / 2.77 GB/s, written at the measured sizes (the
# medians would give 6.2%).
# Residual: 9.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.5us 512K:208.8us 2M:775.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 361.1us + bytes / 2.16 GB/s, misses by 15.7% RMS, so
# it is not used.
# Residual: 9.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:423.7us 256K:489.7us 2M:1.094ms 16M:8.678ms 64M:35.56ms 256M:142.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.374us + bytes / 765 GB/s, misses by 19.1% RMS, so
# it is not used.
# Residual: 11.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.749us 2M:5.729us 16M:26.55us 64M:95.3us 256M:369.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 20.41us + bytes / 66 GB/s, misses by
# 16.3% RMS, so it is not used.
# Residual: 6.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:24.6us 2M:41.86us 16M:295.3us 64M:1.13ms 256M:4.44ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 937.4ns +
# bytes / 131 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 30.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.56us 16M:164.7us 64M:542.4us 256M:1.88ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.002us
# + bytes / 5.9 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.813us 64K:24.01us 2M:370.3us 16M:2.827ms 64M:10.92ms 256M:42.63ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.77us + bytes / 8.01 GB/s,
# misses by 17.2% RMS, so it is not used.
# Residual: 9.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.69us 64K:33.63us 2M:311.7us 16M:2.052ms 64M:7.963ms 256M:31.25ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.35 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_read_ns = 64K:9.845us 2M:282.8us 16M:3.225ms 64M:13.84ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26 GB/s, misses by
# 49.3% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.487us 2M:55.93us 16M:1.657ms 64M:7.461ms


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
