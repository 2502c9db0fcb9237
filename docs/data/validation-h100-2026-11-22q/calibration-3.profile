# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:30:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:30:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.943us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.111us + bytes / 5.25e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 28.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.54us 64K:3.005us 1M:2.934us 1536K:3.563us 2M:74.49us 8M:52.77us 64M:78.83us 256M:67.95us 1G:210.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.331us + bytes / 1.41e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 18.5% RMS relative over 45 repetitions.
free_ns = 4K:2.659us 64K:2.654us 1M:2.636us 1536K:2.71us 2M:47.45us 8M:48.96us 64M:80.64us 256M:191.5us 1G:635.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.8us + bytes / 2.65e+05
# GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 25.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:21.75us 64K:14.4us 2M:13.75us 16M:15.27us 64M:13.7us 256M:15.93us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.64us + bytes /
# 1.13e+05 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.96us 64K:14.33us 2M:14.24us 16M:15.62us 64M:14.11us 256M:17us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0        80us     77.83us
# seq             2M          0         2         2     2097152           0     305.8us     315.1us
# seq            16M          0        16        16    16777216           0     1.945ms     2.156ms
# seq            64M          0        64        64    67108864           0     13.65ms     8.467ms
# seq           256M          0       256       256   268435456           0      46.2ms     33.71ms
# stride         64M        64K        64        64    67108864           0     7.468ms     8.467ms
# stride        256M         2M       128       128     8388608           0     3.135ms     3.337ms
# random         16M          0        10        55    16777216           0     1.948ms     2.457ms
# random         64M          0        38       373    67108864           0     11.29ms     11.06ms
# random        256M          0       160      1651   268435456           0     62.24ms     45.62ms
# fresh           2M          0         2         2           0     2097152     173.5us     197.3us
# fresh          16M          0        16        16           0    16777216     950.5us     1.213ms
# fresh          64M          0        64        64           0    67108864       5.3ms     4.697ms
# fresh         256M          0       256       256           0   268435456     25.43ms     18.63ms
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
# defaults). Result: 9.428us per batch, 9.182us per VA block, bytes / 9.29
# GB/s moved, 52.16us per faulting kernel, bytes / 19.4 GB/s zero-filled.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_batch_ns = 9.428us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_block_ns = 9.182us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:440.9ns 64K:7.055us 512K:56.44us 1M:112.9us 2M:225.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_wake_ns = 52.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:210.8ns 64K:3.373us 512K:26.98us 1M:53.96us 2M:107.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 64.75us + bytes /
# 45.1 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 13.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:57.77us 2M:165.4us 16M:456.9us 64M:1.425ms 256M:5.637ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.83us + bytes / 9.35 GB/s, written at the measured sizes (the
# medians would give 2.5%).
# Residual: 4.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.84us 2M:243.2us 16M:1.814ms 64M:7.2ms 256M:28.74ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.74us + bytes / 8.34 GB/s, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.6us 512K:79.63us 2M:268.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.78us + bytes / 3.12 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 10.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.78us 512K:191.8us 2M:695.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 355.8us + bytes / 2.32 GB/s, written at the
# measured sizes (the medians would give 6.4%).
# Residual: 14.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:384us 256K:468.6us 2M:1.258ms 16M:7.574ms 64M:29.23ms 256M:115.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.054us + bytes / 928 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 11.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.221us 2M:4.121us 16M:22.21us 64M:78.44us 256M:306.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.43us + bytes / 67.3 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 4.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.84us 2M:37.39us 16M:284.5us 64M:1.12ms 256M:4.281ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 988ns +
# bytes / 156 GB/s, misses by 30.2% RMS, so it is not used.
# Residual: 29.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.74us 16M:102.2us 64M:445us 256M:1.899ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.221us
# + bytes / 6.26 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.642us 64K:23.77us 2M:317.7us 16M:2.713ms 64M:10.41ms 256M:40.27ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.09us + bytes / 8.86 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.88us 64K:33.33us 2M:293us 16M:1.819ms 64M:7.051ms 256M:29.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 1.415us +
# bytes / 5.17 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 20.1% RMS relative over 20 repetitions.
host_read_ns = 64K:14.22us 2M:423.6us 16M:3.712ms 64M:15.23ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.4 GB/s, misses by
# 44.0% RMS, so it is not used.
# Residual: 8.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.293us 2M:59.1us 16M:1.392ms 64M:6.435ms


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
