# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:49:49Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:49:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.079us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.286us + bytes / 6.82e+03 GB/s, misses by 60.6% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.028us 64K:2.966us 1M:2.651us 1536K:2.185us 2M:56.4us 8M:38.4us 64M:88.41us 256M:89.23us 1G:137.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.654us + bytes / 2.24e+03 GB/s, misses by 54.9% RMS, so it is
# not used.
# Residual: 25.4% RMS relative over 45 repetitions.
free_ns = 4K:1.899us 64K:2.372us 1M:1.846us 1536K:1.695us 2M:38.54us 8M:36.73us 64M:80.01us 256M:154.3us 1G:363.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 9.747us + bytes * -3.73e-06
# ns/B, misses by 18.7% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.32us 64K:9.183us 2M:9.638us 16M:10.11us 64M:8.725us 256M:8.881us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.741us + bytes *
# -3.02e-06 ns/B, misses by 22.2% RMS, so it is not used.
# Residual: 21.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.86us 64K:8.95us 2M:9.722us 16M:10.15us 64M:8.906us 256M:9.003us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.88us     79.33us
# seq             2M          0         2         2     2097152           0     322.4us     314.9us
# seq            16M          0        16        16    16777216           0      2.33ms     2.148ms
# seq            64M          0        64        64    67108864           0     10.74ms     8.432ms
# seq           256M          0       256       256   268435456           0     41.49ms     33.57ms
# stride         64M        64K        64        64    67108864           0     7.452ms     8.432ms
# stride        256M         2M       128       128     8388608           0     3.315ms     3.413ms
# random         16M          0        10        55    16777216           0     1.713ms     2.282ms
# random         64M          0        38       373    67108864           0     10.31ms     9.791ms
# random        256M          0       160      1651   268435456           0     56.08ms        40ms
# fresh           2M          0         2         2           0     2097152     181.9us     209.9us
# fresh          16M          0        16        16           0    16777216      1.09ms     1.307ms
# fresh          64M          0        64        64           0    67108864     6.103ms      5.07ms
# fresh         256M          0       256       256           0   268435456     27.83ms     20.12ms
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
# defaults). Result: 13.72us per batch, 5.552us per VA block, bytes / 9.39
# GB/s moved, 53.08us per faulting kernel, bytes / 17.7 GB/s zero-filled.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_batch_ns = 13.72us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_block_ns = 5.552us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:436.1ns 64K:6.978us 512K:55.83us 1M:111.7us 2M:223.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_wake_ns = 53.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:231ns 64K:3.695us 512K:29.56us 1M:59.12us 2M:118.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.36us + bytes /
# 43.8 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 5.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.67us 2M:141.3us 16M:486.7us 64M:1.427ms 256M:5.609ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.71us + bytes / 10.1 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.2us 2M:226.3us 16M:1.679ms 64M:6.662ms 256M:26.59ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.09us + bytes / 7.7 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.6us 512K:87.19us 2M:291.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.26us + bytes / 3.02 GB/s, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 11.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.93us 512K:194.7us 2M:714.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 322.3us + bytes / 2.72 GB/s, written at the
# measured sizes (the medians would give 8.7%).
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:346.4us 256K:418.7us 2M:1.093ms 16M:6.491ms 64M:25ms 256M:99.03ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.814us + bytes / 1.04e+03 GB/s, misses by 16.2% RMS,
# so it is not used.
# Residual: 12.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.662us 2M:5.892us 16M:21.02us 64M:68.83us 256M:272.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.01us + bytes / 69.7 GB/s, misses
# by 19.3% RMS, so it is not used.
# Residual: 10.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.61us 2M:33.17us 16M:273.9us 64M:1.032ms 256M:4.602ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.348us +
# bytes / 184 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 20.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.82us 16M:89.25us 64M:343.4us 256M:1.514ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.222us
# + bytes / 6.2 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.535us 64K:25.57us 2M:450us 16M:2.899ms 64M:9.796ms 256M:36.83ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.47us + bytes / 9.36 GB/s,
# misses by 34.9% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.27us 64K:33.97us 2M:428.6us 16M:2.527ms 64M:5.461ms 256M:24.68ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 6.379us +
# bytes / 7.23 GB/s, misses by 32.6% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_read_ns = 64K:15.26us 2M:244.9us 16M:3.377ms 64M:13.16ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.5 GB/s, misses by
# 46.6% RMS, so it is not used.
# Residual: 18.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.436us 2M:58.72us 16M:1.646ms 64M:7.035ms


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
