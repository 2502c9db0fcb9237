# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:01:51Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:01:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 3.931us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.371us + bytes / 6.02e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.288us 64K:2.401us 1M:2.546us 1536K:2.338us 2M:47.28us 8M:44.85us 64M:53.44us 256M:76.56us 1G:185us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.821us + bytes / 1.57e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:2.113us 64K:2.099us 1M:2.103us 1536K:2.167us 2M:36.74us 8M:41.99us 64M:84.55us 256M:171.8us 1G:557.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 11.55us + bytes * -8.75e-07
# ns/B, misses by 15.8% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:12.59us 64K:11.16us 2M:11.01us 16M:11.43us 64M:11us 256M:11.35us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 11.48us + bytes /
# 3.41e+05 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.91us 64K:11.05us 2M:10.98us 16M:11.25us 64M:11.65us 256M:12.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.68us     61.27us
# seq             2M          0         2         2     2097152           0       209us     234.4us
# seq            16M          0        16        16    16777216           0     1.814ms     1.591ms
# seq            64M          0        64        64    67108864           0     8.362ms     6.244ms
# seq           256M          0       256       256   268435456           0     35.53ms     24.85ms
# stride         64M        64K        64        64    67108864           0     6.125ms     6.244ms
# stride        256M         2M       128       128     8388608           0     2.651ms     2.687ms
# random         16M          0        10        55    16777216           0     1.458ms     1.873ms
# random         64M          0        38       373    67108864           0     8.917ms     8.631ms
# random        256M          0       160      1651   268435456           0     47.39ms     35.79ms
# fresh           2M          0         2         2           0     2097152     160.7us     189.4us
# fresh          16M          0        16        16           0    16777216     1.219ms     1.231ms
# fresh          64M          0        64        64           0    67108864     4.939ms     4.804ms
# fresh         256M          0       256       256           0   268435456     21.28ms     19.09ms
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
# defaults). Result: 7.253us per batch, 8.335us per VA block, bytes / 12.9
# GB/s moved, 40.59us per faulting kernel, bytes / 17.8 GB/s zero-filled.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_batch_ns = 7.253us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_block_ns = 8.335us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:317.7ns 64K:5.084us 512K:40.67us 1M:81.34us 2M:162.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_wake_ns = 40.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:229.8ns 64K:3.677us 512K:29.42us 1M:58.84us 2M:117.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.86us + bytes /
# 47.4 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.69us 2M:115.8us 16M:412.6us 64M:1.343ms 256M:5.306ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.48us + bytes / 16.5 GB/s, written at the measured sizes (the
# medians would give 4.3%).
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.44us 2M:143.5us 16M:1.032ms 64M:4.08ms 256M:16.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.9us + bytes / 13 GB/s, written at the measured sizes (the medians
# would give 13.2%).
# Residual: 12.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.96us 512K:55.37us 2M:176.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.55us + bytes / 4.71 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 14.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.46us 512K:131.9us 2M:465.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 322.9us + bytes / 2.62 GB/s, misses by 22.5% RMS, so
# it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:353.9us 256K:430.8us 2M:922us 16M:7.328ms 64M:31.7ms 256M:128.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.71us + bytes / 1.8e+03 GB/s, misses by 20.6% RMS,
# so it is not used.
# Residual: 12.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.307us 2M:2.279us 16M:11.69us 64M:40.3us 256M:154.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.93us + bytes / 78.5 GB/s, misses
# by 21.6% RMS, so it is not used.
# Residual: 19.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.14us 2M:34.61us 16M:237.6us 64M:886.1us 256M:3.627ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.37us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 90.63ns +
# bytes / 159 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 26.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.74us 16M:91.54us 64M:389.1us 256M:1.721ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.088us
# + bytes / 8.82 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 21.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.101us 64K:21.4us 2M:244.8us 16M:1.793ms 64M:6.905ms 256M:28.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.49us + bytes / 13.1 GB/s,
# misses by 25.2% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.966us 64K:28.23us 2M:237.3us 16M:1.285ms 64M:4.457ms 256M:18.11ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 7.72 GB/s, written at the measured sizes (the medians would
# give 9.5%).
# Residual: 12.8% RMS relative over 20 repetitions.
host_read_ns = 64K:8.03us 2M:271.3us 16M:2.173ms 64M:8.695ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.2 GB/s, misses by
# 33.5% RMS, so it is not used.
# Residual: 10.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.171us 2M:61.11us 16M:1.006ms 64M:4.949ms


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
