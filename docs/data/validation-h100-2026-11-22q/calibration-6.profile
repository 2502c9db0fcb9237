# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:31:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:31:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.0% RMS relative over 5 repetitions.
launch_ns = 5.384us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.948us + bytes / 4.41e+03 GB/s, misses by 56.2% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.511us 64K:3.22us 1M:3.044us 1536K:2.974us 2M:75.05us 8M:53.67us 64M:78.58us 256M:84.66us 1G:250.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.555us + bytes / 1.33e+03 GB/s, misses by 46.0% RMS, so it is
# not used.
# Residual: 16.8% RMS relative over 45 repetitions.
free_ns = 4K:3.9us 64K:4.118us 1M:3.605us 1536K:4.005us 2M:46.76us 8M:50.18us 64M:80.64us 256M:219.3us 1G:644.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 15.35us + bytes * -2.36e-07
# ns/B, misses by 16.2% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:15.65us 64K:15.1us 2M:15.1us 16M:14.75us 64M:14.63us 256M:15.47us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 15.49us + bytes /
# 1.7e+05 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:16.53us 64K:14.94us 2M:15.13us 16M:15.34us 64M:15.07us 256M:17.26us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     91.33us     84.44us
# seq             2M          0         2         2     2097152           0     336.4us       315us
# seq            16M          0        16        16    16777216           0     2.067ms     2.123ms
# seq            64M          0        64        64    67108864           0     10.39ms     8.321ms
# seq           256M          0       256       256   268435456           0     46.35ms     33.11ms
# stride         64M        64K        64        64    67108864           0     8.311ms     8.321ms
# stride        256M         2M       128       128     8388608           0     3.531ms     3.601ms
# random         16M          0        10        55    16777216           0      1.72ms     2.311ms
# random         64M          0        38       373    67108864           0     12.17ms     10.11ms
# random        256M          0       160      1651   268435456           0     55.43ms     41.51ms
# fresh           2M          0         2         2           0     2097152     182.3us     225.3us
# fresh          16M          0        16        16           0    16777216     1.308ms     1.406ms
# fresh          64M          0        64        64           0    67108864     6.012ms     5.452ms
# fresh         256M          0       256       256           0   268435456     23.32ms     21.64ms
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
# defaults). Result: 13.95us per batch, 6.977us per VA block, bytes / 9.69
# GB/s moved, 56.75us per faulting kernel, bytes / 16.5 GB/s zero-filled.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_batch_ns = 13.95us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_block_ns = 6.977us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:422.7ns 64K:6.763us 512K:54.1us 1M:108.2us 2M:216.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_wake_ns = 56.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:247.5ns 64K:3.961us 512K:31.69us 1M:63.37us 2M:126.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 56.42us + bytes / 45
# GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:51.95us 2M:157.8us 16M:475.5us 64M:1.41ms 256M:5.557ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.26us + bytes / 8.48 GB/s, written at the measured sizes (the
# medians would give 2.2%).
# Residual: 4.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.99us 2M:265.7us 16M:1.998ms 64M:7.937ms 256M:31.69ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 19.08us + bytes / 10.3 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 17.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.13us 512K:59.03us 2M:269.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.89us + bytes / 3.21 GB/s, written at the measured sizes (the
# medians would give 9.6%).
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.31us 512K:188.3us 2M:678.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 325.1us + bytes / 2.24 GB/s, written at the
# measured sizes (the medians would give 5.0%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:354.3us 256K:442us 2M:1.261ms 16M:7.81ms 64M:30.26ms 256M:120.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.339us + bytes / 811 GB/s, misses by 22.1% RMS, so
# it is not used.
# Residual: 12.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.678us 2M:4.638us 16M:25.3us 64M:90.09us 256M:351.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.09us + bytes / 66.8 GB/s, misses
# by 17.0% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.76us 2M:37.2us 16M:276.1us 64M:1.104ms 256M:4.417ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 149.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 135 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 30.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.58us 16M:116.2us 64M:484.3us 256M:1.91ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.121us
# + bytes / 6.35 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.349us 64K:23.37us 2M:351.2us 16M:2.521ms 64M:10.32ms 256M:39.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.12us + bytes / 8.23 GB/s,
# misses by 22.8% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.32us 64K:31.69us 2M:319.3us 16M:1.927ms 64M:8.737ms 256M:27.87ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 4.72 GB/s, written at the measured sizes (the medians would
# give 19.1%).
# Residual: 15.0% RMS relative over 20 repetitions.
host_read_ns = 64K:11.08us 2M:441.2us 16M:3.55ms 64M:14.21ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.3 GB/s, misses by
# 31.4% RMS, so it is not used.
# Residual: 11.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.25us 2M:78.55us 16M:1.166ms 64M:6ms


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
