# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:24:28Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:24:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 3.91us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.811us + bytes / 5.96e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 21.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.238us 64K:3.16us 1M:2.388us 1536K:2.8us 2M:64.01us 8M:49.77us 64M:58.87us 256M:89.77us 1G:131us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.173us + bytes / 1.61e+03 GB/s, misses by 50.5% RMS, so it is
# not used.
# Residual: 19.6% RMS relative over 45 repetitions.
free_ns = 4K:2.539us 64K:2.933us 1M:2.239us 1536K:2.418us 2M:42.66us 8M:46.59us 64M:85.21us 256M:183.3us 1G:545.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 11.48us + bytes * -1.26e-06
# ns/B, misses by 18.7% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:12.39us 64K:10.85us 2M:11.72us 16M:10.91us 64M:10.73us 256M:11.42us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.38us +
# bytes / 3.67e+05 GB/s, written at the measured sizes (the medians would give
# 11.8%).
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.38us 64K:11.38us 2M:11.38us 16M:11.42us 64M:11.56us 256M:12.11us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     61.31us     63.92us
# seq             2M          0         2         2     2097152           0     283.5us     246.1us
# seq            16M          0        16        16    16777216           0     1.659ms     1.645ms
# seq            64M          0        64        64    67108864           0     7.933ms     6.442ms
# seq           256M          0       256       256   268435456           0     32.21ms     25.63ms
# stride         64M        64K        64        64    67108864           0     6.115ms     6.442ms
# stride        256M         2M       128       128     8388608           0     2.327ms     2.308ms
# random         16M          0        10        55    16777216           0     1.266ms      1.74ms
# random         64M          0        38       373    67108864           0      7.93ms     7.375ms
# random        256M          0       160      1651   268435456           0     47.09ms     30.02ms
# fresh           2M          0         2         2           0     2097152       172us     164.2us
# fresh          16M          0        16        16           0    16777216     1.122ms     989.7us
# fresh          64M          0        64        64           0    67108864     3.865ms      3.82ms
# fresh         256M          0       256       256           0   268435456     15.02ms     15.14ms
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
# defaults). Result: 8.459us per batch, 3.73us per VA block, bytes / 11.9 GB/s
# moved, 46.25us per faulting kernel, bytes / 22.4 GB/s zero-filled.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_batch_ns = 8.459us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_block_ns = 3.73us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.8ns 64K:5.484us 512K:43.87us 1M:87.75us 2M:175.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_wake_ns = 46.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:182.7ns 64K:2.924us 512K:23.39us 1M:46.78us 2M:93.56us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.04us + bytes /
# 47.4 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 2.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.3us 2M:118.9us 16M:410.7us 64M:1.336ms 256M:5.285ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.43us + bytes / 17.5 GB/s, written at the measured sizes (the
# medians would give 4.9%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.18us 2M:136.4us 16M:976.3us 64M:3.856ms 256M:15.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 17.31us + bytes / 12.7 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 16.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.17us 512K:59.63us 2M:178.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.55us + bytes / 4.57 GB/s, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.91us 512K:135.4us 2M:479.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 282.2us + bytes / 2.55 GB/s, misses by 18.2% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:333.8us 256K:387.7us 2M:825.7us 16M:6.913ms 64M:27.86ms 256M:121.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.703us + bytes / 1.8e+03 GB/s, misses by 19.7% RMS,
# so it is not used.
# Residual: 10.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.281us 2M:2.252us 16M:11.61us 64M:40.35us 256M:156.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11.62us + bytes / 108 GB/s,
# written at the measured sizes (the medians would give 6.0%).
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.23us 2M:31.04us 16M:167us 64M:633us 256M:2.497ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.26us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 164 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 25.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.84us 16M:91.13us 64M:363.5us 256M:1.755ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.395us
# + bytes / 8.83 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 20.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.6us 64K:20.82us 2M:232.2us 16M:1.8ms 64M:7.15ms 256M:29.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.04us + bytes / 13.1 GB/s,
# misses by 27.4% RMS, so it is not used.
# Residual: 22.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.519us 64K:26.52us 2M:224.2us 16M:1.158ms 64M:4.545ms 256M:28.87ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 7.56 GB/s, written at the measured sizes (the medians would
# give 10.8%).
# Residual: 11.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.019us 2M:274.8us 16M:2.217ms 64M:8.875ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.1 GB/s, misses by
# 35.1% RMS, so it is not used.
# Residual: 10.7% RMS relative over 20 repetitions.
host_write_ns = 64K:885ns 2M:52.55us 16M:807us 64M:4.751ms


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
