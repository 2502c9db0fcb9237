# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:12:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:12:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.3% RMS relative over 5 repetitions.
launch_ns = 3.92us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.473us + bytes / 6.73e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 23.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.41us 64K:2.871us 1M:2.54us 1536K:2.397us 2M:46.15us 8M:43.63us 64M:48.48us 256M:68.77us 1G:145.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.054us + bytes / 2.03e+03 GB/s, misses by 53.4% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:3.385us 64K:3.585us 1M:1.928us 1536K:2.16us 2M:38.84us 8M:40.92us 64M:65.17us 256M:147.1us 1G:428.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 13.15us + bytes * -9.8e-07
# ns/B, misses by 16.8% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.21us 64K:12.41us 2M:12.93us 16M:12.88us 64M:12.48us 256M:12.77us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.38us +
# bytes / 4.85e+07 GB/s, written at the measured sizes (the medians would give
# 10.9%).
# Residual: 11.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.38us 64K:12.38us 2M:12.38us 16M:12.38us 64M:12.38us 256M:12.38us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     58.98us     56.33us
# seq             2M          0         2         2     2097152           0       218us     222.4us
# seq            16M          0        16        16    16777216           0     1.229ms     1.526ms
# seq            64M          0        64        64    67108864           0     8.408ms     5.994ms
# seq           256M          0       256       256   268435456           0     45.48ms     23.87ms
# stride         64M        64K        64        64    67108864           0     6.155ms     5.994ms
# stride        256M         2M       128       128     8388608           0     2.518ms     2.615ms
# random         16M          0        10        55    16777216           0     1.521ms     1.892ms
# random         64M          0        38       373    67108864           0     8.846ms     9.009ms
# random        256M          0       160      1651   268435456           0     47.06ms     37.59ms
# fresh           2M          0         2         2           0     2097152     172.9us       162us
# fresh          16M          0        16        16           0    16777216     899.6us     1.043ms
# fresh          64M          0        64        64           0    67108864     4.028ms     4.064ms
# fresh         256M          0       256       256           0   268435456     27.87ms     16.15ms
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
# defaults). Result: 5.099us per batch, 10.19us per VA block, bytes / 13.5
# GB/s moved, 36.18us per faulting kernel, bytes / 22 GB/s zero-filled.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_batch_ns = 5.099us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_block_ns = 10.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:303.9ns 64K:4.862us 512K:38.9us 1M:77.8us 2M:155.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_wake_ns = 36.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:186.1ns 64K:2.977us 512K:23.82us 1M:47.64us 2M:95.28us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.3us + bytes /
# 46.2 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.48us 2M:134us 16M:432.9us 64M:1.367ms 256M:5.381ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.55us + bytes / 14.4 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 9.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.1us 2M:162.2us 16M:1.182ms 64M:4.677ms 256M:18.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 22.35us + bytes / 12 GB/s, misses by 35.6% RMS, so it is not used.
# Residual: 39.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:37.45us 512K:59.7us 2M:241.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 19.69us + bytes / 4 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 21.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.6us 512K:163.8us 2M:547.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 356us + bytes / 2.92 GB/s, misses by 23.1% RMS, so it
# is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:392.9us 256K:478.9us 2M:821.9us 16M:6.431ms 64M:24.92ms 256M:105.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.969us + bytes / 1.56e+03 GB/s, misses by 23.6% RMS,
# so it is not used.
# Residual: 16.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.605us 2M:2.581us 16M:14.17us 64M:46.6us 256M:175.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11.43us + bytes / 102 GB/s,
# written at the measured sizes (the medians would give 7.1%).
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.07us 2M:31.9us 16M:175.2us 64M:666.4us 256M:2.631ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 99.07us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 175 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 19.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.09us 16M:86.5us 64M:351us 256M:1.637ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.588us
# + bytes / 8.26 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.757us 64K:21.45us 2M:260.2us 16M:1.909ms 64M:7.651ms 256M:29.48ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.96us + bytes / 12.5 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.769us 64K:26.98us 2M:228.6us 16M:1.225ms 64M:4.766ms 256M:20.03ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 4.868us +
# bytes / 4.55 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_read_ns = 64K:19.16us 2M:691.4us 16M:3.89ms 64M:11.38ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 12.9 GB/s, misses by
# 19.9% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_write_ns = 64K:2.735us 2M:171.5us 16M:1.456ms 64M:5.471ms


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
