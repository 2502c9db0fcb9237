# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:49:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:49:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.953us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.92us + bytes / 4.12e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.92us 64K:3.001us 1M:2.882us 1536K:2.8us 2M:63us 8M:55.27us 64M:113.8us 256M:114.5us 1G:211.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.175us + bytes / 1.21e+03 GB/s, misses by 49.9% RMS, so it is
# not used.
# Residual: 21.1% RMS relative over 45 repetitions.
free_ns = 4K:2.732us 64K:2.613us 1M:2.527us 1536K:2.583us 2M:44.84us 8M:54.97us 64M:98.53us 256M:237us 1G:714.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.45us + bytes * -2.75e-07
# ns/B, misses by 16.5% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:16.9us 64K:13.57us 2M:14.5us 16M:14.26us 64M:13.37us 256M:14.55us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.75us + bytes /
# 2.48e+05 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:16.57us 64K:14.49us 2M:14.16us 16M:13.89us 64M:14.87us 256M:15.77us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.93us     63.75us
# seq             2M          0         2         2     2097152           0     292.1us     297.6us
# seq            16M          0        16        16    16777216           0     2.599ms     2.125ms
# seq            64M          0        64        64    67108864           0     9.731ms      8.39ms
# seq           256M          0       256       256   268435456           0     46.75ms     33.45ms
# stride         64M        64K        64        64    67108864           0     7.855ms      8.39ms
# stride        256M         2M       128       128     8388608           0     3.212ms      3.52ms
# random         16M          0        10        55    16777216           0     1.738ms     2.279ms
# random         64M          0        38       373    67108864           0     10.92ms     9.917ms
# random        256M          0       160      1651   268435456           0     53.82ms     40.65ms
# fresh           2M          0         2         2           0     2097152     150.7us     183.5us
# fresh          16M          0        16        16           0    16777216     1.216ms     1.212ms
# fresh          64M          0        64        64           0    67108864     5.636ms     4.738ms
# fresh         256M          0       256       256           0   268435456     22.25ms     18.84ms
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
# defaults). Result: 14.19us per batch, 6.136us per VA block, bytes / 9.52
# GB/s moved, 36.54us per faulting kernel, bytes / 19.7 GB/s zero-filled.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 14.19us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 6.136us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:430.5ns 64K:6.887us 512K:55.1us 1M:110.2us 2M:220.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 36.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:207.6ns 64K:3.321us 512K:26.57us 1M:53.14us 2M:106.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 61.25us + bytes /
# 44.9 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 19.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:71.29us 2M:150.5us 16M:465.7us 64M:1.413ms 256M:5.73ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.93us + bytes / 8.59 GB/s, written at the measured sizes (the
# medians would give 1.4%).
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.56us 2M:263us 16M:1.971ms 64M:7.828ms 256M:31.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.48us + bytes / 7.79 GB/s, written at the measured sizes (the
# medians would give 10.7%).
# Residual: 10.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.9us 512K:85.8us 2M:287.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.77us + bytes / 2.8 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.17us 512K:209us 2M:770.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 337.7us + bytes / 2.02 GB/s, written at the
# measured sizes (the medians would give 5.4%).
# Residual: 11.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:370us 256K:467.2us 2M:1.374ms 16M:8.625ms 64M:33.49ms 256M:132.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.216us + bytes / 838 GB/s, misses by 22.2% RMS, so
# it is not used.
# Residual: 13.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.532us 2M:4.471us 16M:23.93us 64M:87.06us 256M:360.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.91us + bytes / 69.4 GB/s, misses
# by 16.3% RMS, so it is not used.
# Residual: 5.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.78us 2M:35.8us 16M:277.8us 64M:1.07ms 256M:4.34ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 37.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 149.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 141ns +
# bytes / 138 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 26.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.17us 16M:107.9us 64M:476.5us 256M:1.921ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.641us
# + bytes / 5.79 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 22.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.218us 64K:22.83us 2M:331us 16M:2.719ms 64M:11ms 256M:43.78ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.25us + bytes / 7.77 GB/s,
# misses by 18.4% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.14us 64K:32.77us 2M:281.5us 16M:2.108ms 64M:8.163ms 256M:33.56ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 5.6 GB/s, written at the measured sizes (the medians would
# give 8.4%).
# Residual: 10.8% RMS relative over 20 repetitions.
host_read_ns = 64K:10.33us 2M:373.3us 16M:2.996ms 64M:11.99ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19 GB/s, misses by
# 35.7% RMS, so it is not used.
# Residual: 10.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.388us 2M:76.63us 16M:1.367ms 64M:6.785ms


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
