# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:15:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:15:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.5% RMS relative over 5 repetitions.
launch_ns = 3.195us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.645us + bytes / 8.64e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:1.589us 64K:1.658us 1M:1.573us 1536K:1.616us 2M:41.07us 8M:33.46us 64M:39.36us 256M:55.41us 1G:124.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.175us + bytes / 2.65e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:1.403us 64K:1.356us 1M:1.32us 1536K:1.366us 2M:35.61us 8M:32.19us 64M:48.83us 256M:121.3us 1G:315.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 8.265us + bytes * -2.66e-06
# ns/B, misses by 18.4% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:10.96us 64K:7.923us 2M:7.964us 16M:8.004us 64M:7.466us 256M:7.531us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 8.343us +
# bytes / 3.77e+06 GB/s, written at the measured sizes (the medians would give
# 11.3%).
# Residual: 12.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.343us 64K:8.343us 2M:8.344us 16M:8.348us 64M:8.361us 256M:8.415us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      75.9us     59.62us
# seq             2M          0         2         2     2097152           0     275.1us     256.6us
# seq            16M          0        16        16    16777216           0     1.734ms      1.77ms
# seq            64M          0        64        64    67108864           0     9.365ms     6.957ms
# seq           256M          0       256       256   268435456           0     37.09ms     27.71ms
# stride         64M        64K        64        64    67108864           0      6.08ms     6.957ms
# stride        256M         2M       128       128     8388608           0     2.328ms     2.495ms
# random         16M          0        10        55    16777216           0     1.427ms     1.849ms
# random         64M          0        38       373    67108864           0     8.109ms     7.794ms
# random        256M          0       160      1651   268435456           0     44.98ms     31.69ms
# fresh           2M          0         2         2           0     2097152     169.9us     165.3us
# fresh          16M          0        16        16           0    16777216     1.145ms      1.04ms
# fresh          64M          0        64        64           0    67108864     4.268ms     4.037ms
# fresh         256M          0       256       256           0   268435456     20.86ms     16.03ms
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
# defaults). Result: 9.724us per batch, 3.527us per VA block, bytes / 11.1
# GB/s moved, 40.44us per faulting kernel, bytes / 21.3 GB/s zero-filled.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_batch_ns = 9.724us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_block_ns = 3.527us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:370.4ns 64K:5.926us 512K:47.41us 1M:94.82us 2M:189.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_wake_ns = 40.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:192.2ns 64K:3.074us 512K:24.6us 1M:49.19us 2M:98.38us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.87us + bytes /
# 45.9 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 11.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.19us 2M:119.2us 16M:424us 64M:1.348ms 256M:5.558ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 15.89us + bytes / 15.4 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 17.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.73us 2M:172.5us 16M:957us 64M:3.921ms 256M:29.69ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.18us + bytes / 13 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.21us 512K:54.4us 2M:175.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 31.35us + bytes / 4.79 GB/s, written at the measured sizes (the
# medians would give 13.7%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.03us 512K:140.8us 2M:469.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 232.3us + bytes / 3.34 GB/s, misses by 16.7% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:259.7us 256K:308.3us 2M:670.1us 16M:5.369ms 64M:21.45ms 256M:89.55ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.11us + bytes / 1.21e+03 GB/s, misses by 19.5% RMS,
# so it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.277us 2M:4.909us 16M:18.98us 64M:60.05us 256M:238.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.6us + bytes / 108 GB/s, misses by
# 16.8% RMS, so it is not used.
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.53us 2M:23.42us 16M:190.2us 64M:667.8us 256M:2.617ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.96us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.511us +
# bytes / 204 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.16us 16M:78.55us 64M:324.9us 256M:1.339ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.15us +
# bytes / 9.01 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 21.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.662us 64K:21.11us 2M:244.7us 16M:1.795ms 64M:6.893ms 256M:28.93ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.33us + bytes / 13.6 GB/s,
# misses by 23.1% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.749us 64K:27.32us 2M:231us 16M:1.181ms 64M:4.536ms 256M:18.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.99 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 19.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.393us 2M:194.7us 16M:1.967ms 64M:8.404ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.7 GB/s, misses by
# 35.5% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:929ns 2M:49.19us 16M:856.4us 64M:4.478ms


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
