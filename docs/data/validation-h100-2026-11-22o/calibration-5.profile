# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:18:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:18:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.9us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.096us + bytes / 5.2e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.18us 64K:3.228us 1M:3.177us 1536K:2.851us 2M:57.4us 8M:54.94us 64M:83.78us 256M:84.83us 1G:223.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.41us + bytes / 1.28e+03 GB/s, misses by 50.0% RMS, so it is not
# used.
# Residual: 21.8% RMS relative over 45 repetitions.
free_ns = 4K:2.749us 64K:2.865us 1M:2.949us 1536K:2.772us 2M:44.76us 8M:51.02us 64M:85.66us 256M:224us 1G:686.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.98us + bytes * -2.94e-06
# ns/B, misses by 20.3% RMS, so it is not used.
# Residual: 19.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:17.27us 64K:14.46us 2M:14.66us 16M:14.75us 64M:14.01us 256M:14.41us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.91us +
# bytes / 1e+06 GB/s, written at the measured sizes (the medians would give
# 12.5%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.91us 64K:14.91us 2M:14.91us 16M:14.93us 64M:14.98us 256M:15.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.95us     68.12us
# seq             2M          0         2         2     2097152           0     316.7us     317.9us
# seq            16M          0        16        16    16777216           0     2.137ms     2.234ms
# seq            64M          0        64        64    67108864           0      10.3ms     8.805ms
# seq           256M          0       256       256   268435456           0     44.91ms     35.09ms
# stride         64M        64K        64        64    67108864           0     8.697ms     8.805ms
# stride        256M         2M       128       128     8388608           0      3.22ms     3.122ms
# random         16M          0        10        55    16777216           0     1.921ms     2.508ms
# random         64M          0        38       373    67108864           0     10.97ms     11.15ms
# random        256M          0       160      1651   268435456           0     61.23ms     45.84ms
# fresh           2M          0         2         2           0     2097152     199.8us     233.2us
# fresh          16M          0        16        16           0    16777216     1.479ms     1.557ms
# fresh          64M          0        64        64           0    67108864     6.093ms     6.096ms
# fresh         256M          0       256       256           0   268435456     28.22ms     24.25ms
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
# defaults). Result: 8.246us per batch, 8.276us per VA block, bytes / 8.71
# GB/s moved, 44.08us per faulting kernel, bytes / 13.4 GB/s zero-filled.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_batch_ns = 8.246us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_block_ns = 8.276us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:470.2ns 64K:7.523us 512K:60.19us 1M:120.4us 2M:240.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_wake_ns = 44.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:304.8ns 64K:4.878us 512K:39.02us 1M:78.04us 2M:156.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 51.63us + bytes /
# 43.3 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:48.7us 2M:143us 16M:489.3us 64M:1.435ms 256M:5.686ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 20.16us + bytes / 11.2 GB/s, written at the measured sizes (the
# medians would give 12.5%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.99us 2M:206.8us 16M:1.513ms 64M:5.991ms 256M:23.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.23us + bytes / 11.3 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.05us 512K:62.76us 2M:202.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 26.51us + bytes / 3.53 GB/s, written at the measured sizes (the
# medians would give 14.5%).
# Residual: 14.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.1us 512K:175.2us 2M:621.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 345.1us + bytes / 2.09 GB/s, written at the
# measured sizes (the medians would give 6.0%).
# Residual: 11.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:376.4us 256K:470.3us 2M:1.346ms 16M:8.355ms 64M:32.39ms 256M:128.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.708us + bytes / 1.32e+03 GB/s, misses by 20.6% RMS,
# so it is not used.
# Residual: 18.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.843us 2M:3.729us 16M:19.02us 64M:49.74us 256M:190.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 18.94us + bytes / 72.7 GB/s, misses
# by 16.9% RMS, so it is not used.
# Residual: 11.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.82us 2M:40.86us 16M:228.9us 64M:1.094ms 256M:4.643ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 159.6ns +
# bytes / 148 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 29.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.2us 16M:102.9us 64M:437.4us 256M:1.832ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.161us
# + bytes / 7.12 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.072us 64K:22.58us 2M:286.3us 16M:2.107ms 64M:9.112ms 256M:36.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.13us + bytes / 10.4 GB/s,
# misses by 21.8% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.41us 64K:33.44us 2M:259.3us 16M:1.608ms 64M:5.805ms 256M:23.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 4.756us +
# bytes / 7.43 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_read_ns = 64K:14.34us 2M:227.1us 16M:2.487ms 64M:10.81ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.2 GB/s, misses by
# 42.0% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.221us 2M:56.12us 16M:1.236ms 64M:6.203ms


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
