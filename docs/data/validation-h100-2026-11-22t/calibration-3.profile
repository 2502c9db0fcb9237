# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:13:19Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:13:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.442us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.789us + bytes / 6.44e+03 GB/s, misses by 59.6% RMS,
# so it is not used.
# Residual: 27.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.899us 64K:2.816us 1M:2.846us 1536K:2.844us 2M:55.42us 8M:51.87us 64M:93.22us 256M:86.41us 1G:186.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.32us + bytes / 1.27e+03 GB/s, misses by 45.5% RMS, so it is not
# used.
# Residual: 15.6% RMS relative over 45 repetitions.
free_ns = 4K:3.55us 64K:3.645us 1M:3.713us 1536K:3.641us 2M:42.57us 8M:46.15us 64M:87.98us 256M:210.9us 1G:687us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.8us + bytes * -2.49e-06
# ns/B, misses by 15.4% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:13.82us 64K:12.27us 2M:12.58us 16M:12.32us 64M:12.5us 256M:12.25us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.12us +
# bytes * -2.16e-06 ns/B, written at the measured sizes (the medians would
# give 14.6%).
# Residual: 15.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.12us 64K:13.12us 2M:13.12us 16M:13.09us 64M:12.98us 256M:12.54us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     60.77us     54.14us
# seq             2M          0         2         2     2097152           0     289.8us     245.9us
# seq            16M          0        16        16    16777216           0     1.614ms     1.729ms
# seq            64M          0        64        64    67108864           0     7.967ms     6.813ms
# seq           256M          0       256       256   268435456           0      38.8ms     27.15ms
# stride         64M        64K        64        64    67108864           0     6.003ms     6.813ms
# stride        256M         2M       128       128     8388608           0     2.538ms     2.601ms
# random         16M          0        10        55    16777216           0     1.404ms      1.77ms
# random         64M          0        38       373    67108864           0     7.178ms     7.385ms
# random        256M          0       160      1651   268435456           0      42.3ms     29.98ms
# fresh           2M          0         2         2           0     2097152     119.1us     154.7us
# fresh          16M          0        16        16           0    16777216     909.7us     998.7us
# fresh          64M          0        64        64           0    67108864     5.838ms     3.892ms
# fresh         256M          0       256       256           0   268435456     23.88ms     15.47ms
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
# defaults). Result: 11.51us per batch, 2.818us per VA block, bytes / 11.4
# GB/s moved, 34.09us per faulting kernel, bytes / 22.8 GB/s zero-filled.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_batch_ns = 11.51us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_block_ns = 2.818us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:357.8ns 64K:5.725us 512K:45.8us 1M:91.6us 2M:183.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_wake_ns = 34.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:179.5ns 64K:2.873us 512K:22.98us 1M:45.96us 2M:91.92us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.39us + bytes /
# 45.2 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.76us 2M:126.1us 16M:453.3us 64M:1.382ms 256M:5.475ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.63us + bytes / 10.1 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 16.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.8us 2M:253.6us 16M:1.602ms 64M:6.065ms 256M:27.29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.86us + bytes / 12.3 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.19us 512K:57.52us 2M:185.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.51us + bytes / 3.8 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.37us 512K:204.2us 2M:575.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 291.8us + bytes / 2.61 GB/s, misses by 15.1% RMS, so
# it is not used.
# Residual: 9.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:336.8us 256K:410us 2M:867.9us 16M:6.942ms 64M:28.13ms 256M:112.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 5.533us + bytes / 488 GB/s, misses by 24.7% RMS, so
# it is not used.
# Residual: 16.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:7.908us 2M:7.747us 16M:40.94us 64M:150.3us 256M:630.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 12.42us + bytes / 91.6
# GB/s, written at the measured sizes (the medians would give 12.1%).
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.13us 2M:35.32us 16M:195.6us 64M:745.1us 256M:2.943ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 102.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 140.2ns +
# bytes / 160 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 28.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.4us 16M:96.69us 64M:387.5us 256M:1.686ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.582us
# + bytes / 8.07 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.712us 64K:21.08us 2M:235.4us 16M:2.063ms 64M:8.058ms 256M:34.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.8us + bytes / 11.7 GB/s,
# misses by 19.8% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.637us 64K:27.45us 2M:209.2us 16M:1.33ms 64M:5.377ms 256M:22.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 1.781us + bytes / 7.01 GB/s, written at the measured sizes (the medians
# would give 7.8%).
# Residual: 10.1% RMS relative over 20 repetitions.
host_read_ns = 64K:11.13us 2M:301us 16M:2.395ms 64M:9.576ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.5 GB/s, misses by
# 33.9% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.277us 2M:62.85us 16M:991.4us 64M:5.161ms


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
