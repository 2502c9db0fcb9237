# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:05:44Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:05:44Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 48.2% RMS relative over 5 repetitions.
launch_ns = 5.428us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 7.498us + bytes / 2.56e+03 GB/s, misses by 61.9% RMS,
# so it is not used.
# Residual: 28.2% RMS relative over 45 repetitions.
malloc_ns = 4K:7.819us 64K:8.244us 1M:7.374us 1536K:6.579us 2M:147.7us 8M:161.9us 64M:238.8us 256M:299.7us 1G:351.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 4.75us + bytes / 507 GB/s, misses by 53.2% RMS, so it is not
# used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:6.516us 64K:6.497us 1M:6.036us 1536K:5us 2M:91.46us 8M:136.5us 64M:323.7us 256M:609.6us 1G:1.812ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 25.01us + bytes / 5.57e+06
# GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 20.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:25.91us 64K:25.46us 2M:24.4us 16M:24.37us 64M:23.66us 256M:25.3us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 24.45us + bytes /
# 7.83e+04 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:25.36us 64K:24.14us 2M:24.56us 16M:24.05us 64M:24.02us 256M:27.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.16us     69.07us
# seq             2M          0         2         2     2097152           0     281.2us       248us
# seq            16M          0        16        16    16777216           0     1.666ms     1.637ms
# seq            64M          0        64        64    67108864           0     8.045ms     6.399ms
# seq           256M          0       256       256   268435456           0     37.54ms     25.45ms
# stride         64M        64K        64        64    67108864           0     5.537ms     6.399ms
# stride        256M         2M       128       128     8388608           0     2.431ms     2.545ms
# random         16M          0        10        55    16777216           0     1.493ms     1.813ms
# random         64M          0        38       373    67108864           0     8.352ms     7.971ms
# random        256M          0       160      1651   268435456           0     38.36ms     32.73ms
# fresh           2M          0         2         2           0     2097152     134.8us     160.8us
# fresh          16M          0        16        16           0    16777216     773.9us     939.5us
# fresh          64M          0        64        64           0    67108864     10.53ms     3.609ms
# fresh         256M          0       256       256           0   268435456     18.45ms     14.29ms
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
# defaults). Result: 8.386us per batch, 5.796us per VA block, bytes / 12.3
# GB/s moved, 49.58us per faulting kernel, bytes / 25.3 GB/s zero-filled.
# Residual: 30.1% RMS relative over 70 repetitions.
fault_batch_ns = 8.386us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.1% RMS relative over 70 repetitions.
fault_block_ns = 5.796us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 30.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:332.1ns 64K:5.314us 512K:42.51us 1M:85.02us 2M:170us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.1% RMS relative over 70 repetitions.
fault_wake_ns = 49.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 30.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:161.9ns 64K:2.59us 512K:20.72us 1M:41.44us 2M:82.88us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.76us + bytes /
# 45.7 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.56us 2M:120.4us 16M:424.9us 64M:1.369ms 256M:5.426ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.85us + bytes / 10.6 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 17.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.83us 2M:239.4us 16M:1.533ms 64M:6.027ms 256M:24.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.57us + bytes / 13 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.63us 512K:53.99us 2M:175.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 29.33us + bytes / 4.24 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.1us 512K:199.9us 2M:542.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 321.4us + bytes / 2.34 GB/s, written at the
# measured sizes (the medians would give 12.0%).
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:349.4us 256K:433.4us 2M:1.217ms 16M:7.486ms 64M:28.98ms 256M:115ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.534us + bytes / 1.07e+03 GB/s, misses by 22.2% RMS,
# so it is not used.
# Residual: 15.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.446us 2M:3.593us 16M:18.01us 64M:68.71us 256M:278.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 15.08us + bytes / 76.9
# GB/s, written at the measured sizes (the medians would give 7.7%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.93us 2M:42.34us 16M:233.2us 64M:887.4us 256M:3.505ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 33.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.63us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 14.58us +
# bytes / 127 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 29.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:30.41us 16M:157.9us 64M:568.1us 256M:1.989ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.879us
# + bytes / 8.81 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.77us 64K:22.23us 2M:236.5us 16M:1.808ms 64M:7.033ms 256M:30.27ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.31us + bytes / 11.9 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.909us 64K:28.84us 2M:258.3us 16M:1.308ms 64M:4.987ms 256M:22.48ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.99 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 15.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.154us 2M:194.4us 16M:2.128ms 64M:8.797ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.2 GB/s, misses by
# 30.8% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.177us 2M:66.51us 16M:942.3us 64M:5.042ms


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
