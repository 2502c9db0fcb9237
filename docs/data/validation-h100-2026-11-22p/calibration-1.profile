# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:22:04Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:22:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.1% RMS relative over 5 repetitions.
launch_ns = 3.527us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.786us + bytes / 9.59e+03 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.676us 64K:1.75us 1M:1.616us 1536K:1.63us 2M:37.77us 8M:35.18us 64M:38.95us 256M:62.87us 1G:77.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.226us + bytes / 2.63e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:1.502us 64K:1.431us 1M:1.401us 1536K:1.397us 2M:30.84us 8M:33.03us 64M:49.12us 256M:109.2us 1G:321us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 8.497us + bytes * -1.87e-06
# ns/B, misses by 16.6% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:10.26us 64K:8.033us 2M:8.23us 16M:8.61us 64M:7.999us 256M:8.116us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 8.661us + bytes *
# -7.05e-07 ns/B, misses by 17.9% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.354us 64K:8.45us 2M:8.199us 16M:8.159us 64M:8.109us 256M:8.524us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.91us     65.42us
# seq             2M          0         2         2     2097152           0     255.7us     244.9us
# seq            16M          0        16        16    16777216           0     1.471ms     1.628ms
# seq            64M          0        64        64    67108864           0     8.483ms     6.371ms
# seq           256M          0       256       256   268435456           0     36.74ms     25.34ms
# stride         64M        64K        64        64    67108864           0     6.276ms     6.371ms
# stride        256M         2M       128       128     8388608           0     2.266ms     2.371ms
# random         16M          0        10        55    16777216           0     1.565ms     1.899ms
# random         64M          0        38       373    67108864           0     8.552ms     8.627ms
# random        256M          0       160      1651   268435456           0     47.16ms     35.64ms
# fresh           2M          0         2         2           0     2097152     156.3us     193.4us
# fresh          16M          0        16        16           0    16777216     1.218ms     1.216ms
# fresh          64M          0        64        64           0    67108864     5.134ms     4.723ms
# fresh         256M          0       256       256           0   268435456     22.32ms     18.75ms
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
# defaults). Result: 5.051us per batch, 7.729us per VA block, bytes / 12.2
# GB/s moved, 47.27us per faulting kernel, bytes / 17.4 GB/s zero-filled.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_batch_ns = 5.051us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_block_ns = 7.729us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336ns 64K:5.376us 512K:43.01us 1M:86.02us 2M:172us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_wake_ns = 47.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:235.5ns 64K:3.768us 512K:30.14us 1M:60.29us 2M:120.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.83us + bytes / 47
# GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.79us 2M:124.7us 16M:437.7us 64M:1.347ms 256M:5.307ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.97us + bytes / 15.8 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.12us 2M:149.8us 16M:1.08ms 64M:4.269ms 256M:17.03ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.65us + bytes / 12.7 GB/s, written at the measured sizes (the
# medians would give 9.3%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.8us 512K:54.85us 2M:178.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.13us + bytes / 4.6 GB/s, written at the measured sizes (the
# medians would give 12.3%).
# Residual: 14.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.37us 512K:136us 2M:477.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 279.3us + bytes / 3.11 GB/s, misses by 19.1% RMS, so
# it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:342.6us 256K:415.6us 2M:712.7us 16M:6.027ms 64M:25.16ms 256M:100.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.432us + bytes / 1.66e+03 GB/s, misses by 19.3% RMS,
# so it is not used.
# Residual: 16.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.397us 2M:3.382us 16M:13.26us 64M:43.32us 256M:165.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.3us + bytes / 92.9 GB/s, misses by
# 20.7% RMS, so it is not used.
# Residual: 11.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.62us 2M:27.94us 16M:197.8us 64M:777.3us 256M:3.743ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.193us +
# bytes / 195 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.32us 16M:82.13us 64M:332.4us 256M:1.485ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.735us
# + bytes / 8.41 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.764us 64K:22.18us 2M:236.9us 16M:1.888ms 64M:8.185ms 256M:30.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.45us + bytes / 12 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.976us 64K:28.93us 2M:247.2us 16M:1.335ms 64M:5.612ms 256M:18.68ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.2 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 17.2% RMS relative over 20 repetitions.
host_read_ns = 64K:7.345us 2M:203.8us 16M:2.305ms 64M:10.11ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.4 GB/s, misses by
# 44.9% RMS, so it is not used.
# Residual: 9.8% RMS relative over 20 repetitions.
host_write_ns = 64K:955ns 2M:49.87us 16M:1.18ms 64M:5.891ms


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
