# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:06:14Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:06:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.413us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.772us + bytes / 5.66e+03 GB/s, misses by 56.4% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.785us 64K:2.806us 1M:2.76us 1536K:2.7us 2M:55.97us 8M:50.96us 64M:58.49us 256M:59.19us 1G:218.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.137us + bytes / 1.51e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 16.9% RMS relative over 45 repetitions.
free_ns = 4K:2.527us 64K:2.441us 1M:2.474us 1536K:2.415us 2M:43.2us 8M:46.73us 64M:91.15us 256M:179.1us 1G:597.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.88us + bytes * -1.23e-06
# ns/B, misses by 22.1% RMS, so it is not used.
# Residual: 20.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:15.39us 64K:11.8us 2M:12.75us 16M:12.73us 64M:12.02us 256M:12.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.86us +
# bytes / 3.9e+05 GB/s, written at the measured sizes (the medians would give
# 12.7%).
# Residual: 13.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.86us 64K:12.86us 2M:12.87us 16M:12.9us 64M:13.03us 256M:13.55us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     106.4us     80.63us
# seq             2M          0         2         2     2097152           0     337.5us     265.9us
# seq            16M          0        16        16    16777216           0     2.202ms     1.714ms
# seq            64M          0        64        64    67108864           0      8.25ms     6.681ms
# seq           256M          0       256       256   268435456           0     36.15ms     26.55ms
# stride         64M        64K        64        64    67108864           0     5.823ms     6.681ms
# stride        256M         2M       128       128     8388608           0     2.636ms      2.83ms
# random         16M          0        10        55    16777216           0     1.243ms     1.709ms
# random         64M          0        38       373    67108864           0      8.36ms     6.941ms
# random        256M          0       160      1651   268435456           0     37.79ms     28.02ms
# fresh           2M          0         2         2           0     2097152       110us     148.3us
# fresh          16M          0        16        16           0    16777216     683.6us     773.5us
# fresh          64M          0        64        64           0    67108864     3.726ms     2.917ms
# fresh         256M          0       256       256           0   268435456     14.94ms     11.49ms
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
# defaults). Result: 14.16us per batch, 2.033us per VA block, bytes / 12 GB/s
# moved, 58.98us per faulting kernel, bytes / 36.8 GB/s zero-filled.
# Residual: 28.6% RMS relative over 70 repetitions.
fault_batch_ns = 14.16us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.6% RMS relative over 70 repetitions.
fault_block_ns = 2.033us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:340.9ns 64K:5.455us 512K:43.64us 1M:87.27us 2M:174.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.6% RMS relative over 70 repetitions.
fault_wake_ns = 58.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:111.2ns 64K:1.779us 512K:14.23us 1M:28.46us 2M:56.92us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.3us + bytes /
# 44.7 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.01us 2M:125us 16M:443.4us 64M:1.382ms 256M:5.689ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.08us + bytes / 9.59 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 17.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.27us 2M:269.5us 16M:1.568ms 64M:6.747ms 256M:26.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.45us + bytes / 8.5 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.16us 512K:78.11us 2M:263.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.48us + bytes / 3.08 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.32us 512K:223.1us 2M:684us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 311.2us + bytes / 2.43 GB/s, misses by 17.3% RMS, so
# it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:358.5us 256K:416.4us 2M:906.4us 16M:7.272ms 64M:30.06ms 256M:119.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.004us + bytes / 878 GB/s, misses by 19.3% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.253us 2M:5.252us 16M:23.75us 64M:80.88us 256M:325us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.23us + bytes / 73.1
# GB/s, written at the measured sizes (the medians would give 7.6%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.13us 2M:44.91us 16M:245.6us 64M:933.8us 256M:3.687ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 155 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 25.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.01us 16M:96.64us 64M:416us 256M:1.721ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.999us
# + bytes / 7.12 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.994us 64K:22.48us 2M:319.5us 16M:2.222ms 64M:8.849ms 256M:35.12ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.98us + bytes / 9.66 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.25us 64K:31.04us 2M:268.7us 16M:1.706ms 64M:6.335ms 256M:26.08ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.84 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.721us 2M:202.9us 16M:2.153ms 64M:8.803ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26 GB/s, misses by
# 35.5% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.136us 2M:56.63us 16M:1.001ms 64M:4.979ms


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
