# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:22:33Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:22:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 1.7% RMS relative over 5 repetitions.
launch_ns = 3.716us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.828us + bytes / 5.74e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 27.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.875us 64K:3.084us 1M:2.938us 1536K:2.768us 2M:54us 8M:48.52us 64M:55.19us 256M:72.83us 1G:194.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.993us + bytes / 1.37e+03 GB/s, misses by 49.0% RMS, so it is
# not used.
# Residual: 17.3% RMS relative over 45 repetitions.
free_ns = 4K:3.601us 64K:3.792us 1M:3.588us 1536K:2.626us 2M:42.4us 8M:47.32us 64M:99.84us 256M:189us 1G:687.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 13.65us + bytes / 8.45e+05
# GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.61us 64K:13.1us 2M:13.31us 16M:13.72us 64M:12.96us 256M:14.17us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.44us +
# bytes / 1.06e+05 GB/s, written at the measured sizes (the medians would give
# 14.4%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.44us 64K:13.44us 2M:13.46us 16M:13.6us 64M:14.07us 256M:15.97us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.02us     69.65us
# seq             2M          0         2         2     2097152           0     318.1us     284.5us
# seq            16M          0        16        16    16777216           0     1.886ms     1.959ms
# seq            64M          0        64        64    67108864           0     8.977ms       7.7ms
# seq           256M          0       256       256   268435456           0     41.56ms     30.66ms
# stride         64M        64K        64        64    67108864           0     6.559ms       7.7ms
# stride        256M         2M       128       128     8388608           0     2.962ms      3.16ms
# random         16M          0        10        55    16777216           0     1.757ms     2.183ms
# random         64M          0        38       373    67108864           0      9.94ms     9.707ms
# random        256M          0       160      1651   268435456           0     52.67ms     39.95ms
# fresh           2M          0         2         2           0     2097152     174.8us     207.6us
# fresh          16M          0        16        16           0    16777216     1.198ms     1.344ms
# fresh          64M          0        64        64           0    67108864     16.38ms      5.24ms
# fresh         256M          0       256       256           0   268435456     23.54ms     20.82ms
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
# defaults). Result: 10.6us per batch, 7.387us per VA block, bytes / 10.3 GB/s
# moved, 45.32us per faulting kernel, bytes / 16.6 GB/s zero-filled.
# Residual: 28.1% RMS relative over 70 repetitions.
fault_batch_ns = 10.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.1% RMS relative over 70 repetitions.
fault_block_ns = 7.387us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:396.9ns 64K:6.351us 512K:50.81us 1M:101.6us 2M:203.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.1% RMS relative over 70 repetitions.
fault_wake_ns = 45.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:246.8ns 64K:3.948us 512K:31.59us 1M:63.17us 2M:126.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.34us + bytes /
# 46.7 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.44us 2M:122.5us 16M:431.3us 64M:1.372ms 256M:5.414ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 19.91us + bytes / 10.2 GB/s, written at the measured sizes (the
# medians would give 5.2%).
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.35us 2M:226us 16M:1.668ms 64M:6.614ms 256M:26.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 20.37us + bytes / 14.2 GB/s, written at the measured sizes (the
# medians would give 10.1%).
# Residual: 10.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.98us 512K:57.21us 2M:167.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 27.14us + bytes / 3.53 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 24.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.63us 512K:226.3us 2M:642.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 343.9us + bytes / 2.27 GB/s, misses by 16.9% RMS, so
# it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:379.3us 256K:442.6us 2M:1.016ms 16M:7.934ms 64M:32.17ms 256M:124.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.081us + bytes / 896 GB/s, misses by 18.6% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.367us 2M:5.203us 16M:23.31us 64M:79.95us 256M:320.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 15.53us + bytes / 75.3
# GB/s, written at the measured sizes (the medians would give 7.3%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.4us 2M:43.39us 16M:238.4us 64M:907.1us 256M:3.582ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 114us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 296ns +
# bytes / 144 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 28.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.41us 16M:111.2us 64M:429.9us 256M:1.929ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.507us
# + bytes / 8.15 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 19.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.701us 64K:20.05us 2M:229.1us 16M:2.074ms 64M:8.186ms 256M:35.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.97us + bytes / 12.3 GB/s,
# misses by 22.7% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.74us 64K:27.34us 2M:235.7us 16M:1.243ms 64M:4.813ms 256M:24.56ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 344.2ns + bytes / 5.21 GB/s, written at the measured sizes (the medians
# would give 11.1%).
# Residual: 11.5% RMS relative over 20 repetitions.
host_read_ns = 64K:12.93us 2M:403us 16M:3.222ms 64M:12.89ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.1 GB/s, misses by
# 32.7% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.523us 2M:77.79us 16M:1.169ms 64M:5.827ms


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
