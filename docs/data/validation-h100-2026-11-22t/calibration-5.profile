# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:14:18Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:14:18Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.5% RMS relative over 5 repetitions.
launch_ns = 4.071us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.672us + bytes / 9.08e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 29.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.239us 64K:3.191us 1M:3.308us 1536K:3.066us 2M:45.02us 8M:45.86us 64M:47.67us 256M:49.37us 1G:88.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.536us + bytes / 2.04e+03 GB/s, misses by 49.5% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:1.67us 64K:1.828us 1M:1.707us 1536K:1.748us 2M:38.37us 8M:40.04us 64M:61.94us 256M:122.6us 1G:460.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 10.42us + bytes * -5.98e-07
# ns/B, misses by 19.3% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:11.76us 64K:9.402us 2M:9.29us 16M:10.75us 64M:13.07us 256M:9.795us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.71us + bytes /
# 4.83e+05 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.35us 64K:9.959us 2M:9.832us 16M:10.24us 64M:14.39us 256M:10.79us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.94us      65.2us
# seq             2M          0         2         2     2097152           0     268.3us       254us
# seq            16M          0        16        16    16777216           0     1.825ms     1.684ms
# seq            64M          0        64        64    67108864           0      8.02ms     6.587ms
# seq           256M          0       256       256   268435456           0      35.1ms      26.2ms
# stride         64M        64K        64        64    67108864           0     5.829ms     6.587ms
# stride        256M         2M       128       128     8388608           0         2ms     2.039ms
# random         16M          0        10        55    16777216           0     1.275ms     1.757ms
# random         64M          0        38       373    67108864           0     7.985ms     7.311ms
# random        256M          0       160      1651   268435456           0     42.14ms     29.61ms
# fresh           2M          0         2         2           0     2097152     152.7us       185us
# fresh          16M          0        16        16           0    16777216     1.122ms     1.133ms
# fresh          64M          0        64        64           0    67108864     10.28ms     4.382ms
# fresh         256M          0       256       256           0   268435456     16.13ms     17.38ms
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
# defaults). Result: 6.847us per batch, 2.919us per VA block, bytes / 11.4
# GB/s moved, 49.66us per faulting kernel, bytes / 18.1 GB/s zero-filled.
# Residual: 30.9% RMS relative over 70 repetitions.
fault_batch_ns = 6.847us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.9% RMS relative over 70 repetitions.
fault_block_ns = 2.919us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 30.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:360.9ns 64K:5.774us 512K:46.19us 1M:92.38us 2M:184.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.9% RMS relative over 70 repetitions.
fault_wake_ns = 49.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 30.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:226.3ns 64K:3.62us 512K:28.96us 1M:57.92us 2M:115.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 53.23us +
# bytes / 47.2 GB/s, written at the measured sizes (the medians would give
# 7.8%).
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:54.62us 2M:97.71us 16M:409us 64M:1.476ms 256M:5.745ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 13.25us + bytes / 9.96 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.83us 2M:223.9us 16M:1.698ms 64M:6.754ms 256M:26.98ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.32us + bytes / 9.5 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.22us 512K:71.54us 2M:237.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.9us + bytes / 3.05 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 20.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.19us 512K:202.3us 2M:656.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 231.2us + bytes / 3.03 GB/s, misses by 26.5% RMS, so
# it is not used.
# Residual: 24.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:264.5us 256K:333.3us 2M:699.9us 16M:5.733ms 64M:25.93ms 256M:122.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.129us + bytes / 919 GB/s, misses by 17.1% RMS, so
# it is not used.
# Residual: 9.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.207us 2M:5.244us 16M:23.13us 64M:78.99us 256M:304.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.59us + bytes / 117 GB/s, misses by
# 15.2% RMS, so it is not used.
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.9us 2M:22.62us 16M:162.1us 64M:644.6us 256M:2.498ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.86us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.48us +
# bytes / 182 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 26.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.44us 16M:86.51us 64M:350.7us 256M:1.523ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.824us
# + bytes / 7.93 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.631us 64K:20.99us 2M:264.5us 16M:2.001ms 64M:8.272ms 256M:33.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.2us + bytes / 10.8 GB/s,
# misses by 21.7% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.73us 64K:29.07us 2M:260.5us 16M:1.469ms 64M:5.734ms 256M:23.12ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 5.174us +
# bytes / 7.28 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 16.9% RMS relative over 20 repetitions.
host_read_ns = 64K:13.84us 2M:404.6us 16M:1.968ms 64M:8.731ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.4 GB/s, misses by
# 25.9% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
host_write_ns = 64K:2.078us 2M:102.8us 16M:801.1us 64M:4.93ms


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
