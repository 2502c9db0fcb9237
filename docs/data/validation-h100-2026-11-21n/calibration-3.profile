# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-21T23:49:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T23:49:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.9% RMS relative over 5 repetitions.
launch_ns = 3.364us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.882us + bytes / 9.04e+03 GB/s, misses by 58.4% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.162us 64K:2.048us 1M:2.528us 1536K:1.475us 2M:36.31us 8M:33.93us 64M:39.49us 256M:55.79us 1G:87.93us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.381us + bytes / 2.61e+03 GB/s, misses by 53.0% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:1.743us 64K:1.746us 1M:2.022us 1536K:1.312us 2M:30.75us 8M:32us 64M:56.15us 256M:125.2us 1G:341.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 8.21us + bytes * -6.12e-07
# ns/B, misses by 18.8% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:9.122us 64K:7.807us 2M:7.764us 16M:8.129us 64M:7.691us 256M:8.025us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 8.14us + bytes /
# 4.71e+05 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.36us 64K:7.777us 2M:8.027us 16M:8.119us 64M:7.863us 256M:8.661us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     63.42us     61.79us
# seq             2M          0         2         2     2097152           0     216.3us     231.7us
# seq            16M          0        16        16    16777216           0     1.309ms     1.561ms
# seq            64M          0        64        64    67108864           0      10.8ms     6.117ms
# seq           256M          0       256       256   268435456           0     37.65ms     24.34ms
# stride         64M        64K        64        64    67108864           0     6.047ms     6.117ms
# stride        256M         2M       128       128     8388608           0     2.614ms     2.598ms
# random         16M          0        10        55    16777216           0     1.568ms     1.886ms
# random         64M          0        38       373    67108864           0     8.933ms     8.819ms
# random        256M          0       160      1651   268435456           0     60.44ms     36.66ms
# fresh           2M          0         2         2           0     2097152     249.9us     180.3us
# fresh          16M          0        16        16           0    16777216     1.081ms     1.149ms
# fresh          64M          0        64        64           0    67108864     4.605ms     4.472ms
# fresh         256M          0       256       256           0   268435456     20.16ms     17.76ms
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
# defaults). Result: 5.749us per batch, 9.227us per VA block, bytes / 13.1
# GB/s moved, 41.82us per faulting kernel, bytes / 19.3 GB/s zero-filled.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_batch_ns = 5.749us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_block_ns = 9.227us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:312.3ns 64K:4.997us 512K:39.97us 1M:79.95us 2M:159.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_wake_ns = 41.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:211.9ns 64K:3.39us 512K:27.12us 1M:54.24us 2M:108.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.17us + bytes /
# 45.2 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.29us 2M:125.2us 16M:447.4us 64M:1.381ms 256M:5.389ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.16us + bytes / 9.38 GB/s, written at the measured sizes (the
# medians would give 3.6%).
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.15us 2M:240.8us 16M:1.806ms 64M:7.172ms 256M:28.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.42us + bytes / 9.08 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.64us 512K:74.19us 2M:247.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 45.82us + bytes / 2.94 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 28.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:77.82us 512K:231.6us 2M:701.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (30 points at 6 sizes): the best line, 81.83us + bytes / 3.49 GB/s,
# misses by 31.0% RMS, so it is not used.
# Residual: 31.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:142.5us 256K:137.3us 2M:609us 16M:10.78ms 64M:22.28ms 256M:84.42ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.843us + bytes / 999 GB/s, misses by 21.5% RMS, so
# it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.913us 2M:3.86us 16M:20.85us 64M:73.67us 256M:284.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.71us + bytes / 79.9 GB/s, misses
# by 17.7% RMS, so it is not used.
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.99us 2M:30.8us 16M:231.5us 64M:866.9us 256M:4.369ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 570.1ns +
# bytes / 181 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 21.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.92us 16M:78.51us 64M:423.4us 256M:1.659ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.943us
# + bytes / 7.69 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.062us 64K:19.88us 2M:267.6us 16M:2.108ms 64M:8.47ms 256M:34.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.37us + bytes / 10.1 GB/s,
# misses by 18.8% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.82us 64K:29.71us 2M:253.3us 16M:1.589ms 64M:6.231ms 256M:25.25ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.85 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.525us 2M:202.4us 16M:2.151ms 64M:9.068ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.7 GB/s, misses by
# 36.4% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.057us 2M:51.83us 16M:803us 64M:4.772ms


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
