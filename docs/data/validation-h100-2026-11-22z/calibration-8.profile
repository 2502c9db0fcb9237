# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:28:38Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:28:38Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.5% RMS relative over 5 repetitions.
launch_ns = 3.559us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.544us + bytes / 8.67e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.77us 64K:2.926us 1M:2.789us 1536K:2.885us 2M:66.53us 8M:50.27us 64M:48.22us 256M:49.08us 1G:90.48us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.443us + bytes / 2.37e+03 GB/s, misses by 53.2% RMS, so it is
# not used.
# Residual: 24.3% RMS relative over 45 repetitions.
free_ns = 4K:1.666us 64K:1.502us 1M:1.492us 1536K:1.956us 2M:47.43us 8M:40.22us 64M:67.62us 256M:119.8us 1G:374.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.992us + bytes / 5.43e+03 GB/s, misses by 64.4% RMS, so it is not used.
# Residual: 33.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.623us 64K:2.512us 2M:21.12us 16M:34.99us 64M:50.41us 256M:44.03us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 10.44us +
# bytes * -2.7e-07 ns/B, written at the measured sizes (the medians would give
# 13.2%).
# Residual: 13.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.44us 64K:10.44us 2M:10.44us 16M:10.44us 64M:10.43us 256M:10.37us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.6%, 512K
# 23.5%, 1M 23.6%, 2M 23.0%, 4M 22.8%, 8M 21.0%, 16M 19.4%, 32M 19.5%.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.06us     67.75us
# seq             2M          0         2         2     2097152           0     251.7us     285.2us
# seq            16M          0        16        16    16777216           0     1.928ms     2.281ms
# seq            64M          0        64        64    67108864           0     9.741ms     9.125ms
# seq           256M          0       256       256   268435456           0     42.16ms      36.5ms
# stride         64M        64K         4        32    67108864           0     5.229ms     5.624ms
# stride        256M         2M        16       128     8388608           0     2.501ms     2.704ms
# random         16M          0        16        16    16777216           0     2.442ms     2.281ms
# random         64M          0        39       104    67108864           0     9.809ms     8.172ms
# random        256M          0       127       907   268435456           0     48.76ms      35.8ms
# fresh           2M          0         2         2           0     2097152     112.5us     128.9us
# fresh          16M          0        16        16           0    16777216     901.1us     1.031ms
# fresh          64M          0        64        64           0    67108864     4.887ms     4.124ms
# fresh         256M          0       256       256           0   268435456     19.53ms     16.49ms
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
# defaults). Result: 53.29us per batch, 9.478us per VA block, bytes / 13.1
# GB/s moved, 0ns per faulting kernel, bytes / 628 GB/s zero-filled.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 53.29us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 9.478us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:311.8ns 64K:4.988us 512K:39.91us 1M:79.81us 2M:159.6us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:6.518ns 64K:104.3ns 512K:834.3ns 1M:1.669us 2M:3.337us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.75us + bytes /
# 45.8 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.06us 2M:119.9us 16M:428us 64M:1.399ms 256M:5.41ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.75us + bytes / 10.5 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.01us 2M:219.3us 16M:1.623ms 64M:6.435ms 256M:25.68ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.68us + bytes / 11.8 GB/s, written at the measured sizes (the
# medians would give 10.0%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.25us 512K:59.24us 2M:192.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 28.52us + bytes / 4.23 GB/s, written at the measured sizes (the
# medians would give 11.6%).
# Residual: 12.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.01us 512K:152.4us 2M:524us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 274.4us + bytes / 2.52 GB/s, written at the
# measured sizes (the medians would give 10.3%).
# Residual: 13.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:300.5us 256K:378.5us 2M:1.107ms 16M:6.939ms 64M:26.93ms 256M:106.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.23us + bytes / 848 GB/s, misses by 20.8% RMS, so it
# is not used.
# Residual: 11.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.525us 2M:4.514us 16M:24.37us 64M:86.63us 256M:337.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 17.03us + bytes / 69.3
# GB/s, written at the measured sizes (the medians would give 7.1%).
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.98us 2M:47.27us 16M:259us 64M:984.8us 256M:3.888ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 421.5ns +
# bytes / 171 GB/s, misses by 27.8% RMS, so it is not used.
# Residual: 26.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.72us 16M:88.17us 64M:364.3us 256M:1.843ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.97us
# + bytes / 11.2 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.339us 64K:23.66us 2M:145us 16M:1.547ms 64M:6.744ms 256M:30.64ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.31us + bytes / 12.4 GB/s,
# misses by 23.1% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.871us 64K:28.51us 2M:250us 16M:1.278ms 64M:5.207ms 256M:19.4ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.63 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.889us 2M:186.2us 16M:2.31ms 64M:8.853ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.5 GB/s, misses by
# 36.7% RMS, so it is not used.
# Residual: 10.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.114us 2M:59.8us 16M:1.145ms 64M:5.315ms


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
