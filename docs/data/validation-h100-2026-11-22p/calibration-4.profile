# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:23:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:23:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.248us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.536us + bytes / 6.05e+03 GB/s, misses by 56.5% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.555us 64K:2.53us 1M:2.552us 1536K:2.432us 2M:53.24us 8M:47.27us 64M:50.77us 256M:69.14us 1G:175.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.085us + bytes / 1.43e+03 GB/s, misses by 46.1% RMS, so it is
# not used.
# Residual: 16.9% RMS relative over 45 repetitions.
free_ns = 4K:3.274us 64K:3.342us 1M:3.336us 1536K:3.371us 2M:42.05us 8M:44.8us 64M:93.5us 256M:192.5us 1G:608.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.53us + bytes * -2.75e-06
# ns/B, misses by 21.4% RMS, so it is not used.
# Residual: 21.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:12.67us 64K:11.31us 2M:12.6us 16M:12.39us 64M:11.98us 256M:11.88us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.11us +
# bytes / 3.2e+05 GB/s, written at the measured sizes (the medians would give
# 12.3%).
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.11us 64K:12.11us 2M:12.12us 16M:12.16us 64M:12.32us 256M:12.95us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     58.43us     53.91us
# seq             2M          0         2         2     2097152           0     273.8us     214.2us
# seq            16M          0        16        16    16777216           0     1.973ms     1.499ms
# seq            64M          0        64        64    67108864           0     8.126ms     5.904ms
# seq           256M          0       256       256   268435456           0     29.58ms     23.53ms
# stride         64M        64K        64        64    67108864           0     4.482ms     5.904ms
# stride        256M         2M       128       128     8388608           0     2.743ms     3.013ms
# random         16M          0        10        55    16777216           0     1.174ms     1.623ms
# random         64M          0        38       373    67108864           0     7.836ms     7.175ms
# random        256M          0       160      1651   268435456           0     44.85ms     29.55ms
# fresh           2M          0         2         2           0     2097152     98.69us     120.6us
# fresh          16M          0        16        16           0    16777216     734.8us     750.5us
# fresh          64M          0        64        64           0    67108864     3.147ms      2.91ms
# fresh         256M          0       256       256           0   268435456     14.66ms     11.55ms
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
# defaults). Result: 13.49us per batch, 5.246us per VA block, bytes / 14.4
# GB/s moved, 30.61us per faulting kernel, bytes / 39.9 GB/s zero-filled.
# Residual: 28.5% RMS relative over 70 repetitions.
fault_batch_ns = 13.49us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.5% RMS relative over 70 repetitions.
fault_block_ns = 5.246us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:285.3ns 64K:4.565us 512K:36.52us 1M:73.04us 2M:146.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.5% RMS relative over 70 repetitions.
fault_wake_ns = 30.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:102.6ns 64K:1.641us 512K:13.13us 1M:26.26us 2M:52.52us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.09us + bytes /
# 46.6 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.96us 2M:120.8us 16M:445.7us 64M:1.372ms 256M:5.449ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.54us + bytes / 9.97 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.12us 2M:228.9us 16M:1.702ms 64M:6.751ms 256M:26.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.24us + bytes / 8.78 GB/s, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 8.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.7us 512K:76.97us 2M:256.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.18us + bytes / 3.32 GB/s, written at the measured sizes (the
# medians would give 6.0%).
# Residual: 9.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.94us 512K:182.3us 2M:656.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 309.6us + bytes / 2.56 GB/s, written at the
# measured sizes (the medians would give 4.4%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:335.2us 256K:412.1us 2M:1.129ms 16M:6.868ms 64M:26.54ms 256M:105.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.977us + bytes / 954 GB/s, misses by 18.9% RMS, so
# it is not used.
# Residual: 12.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.121us 2M:5.136us 16M:22.07us 64M:74.22us 256M:299.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 23.72us + bytes / 72.3 GB/s, misses
# by 16.5% RMS, so it is not used.
# Residual: 15.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:24.57us 2M:46.94us 16M:254.8us 64M:941.6us 256M:3.776ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 38.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 102.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 158 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 25.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.46us 16M:95.31us 64M:390us 256M:1.728ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.947us
# + bytes / 6.78 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.881us 64K:25.84us 2M:329.8us 16M:2.482ms 64M:9.959ms 256M:35.22ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.29us + bytes / 9.79 GB/s,
# misses by 22.7% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.38us 64K:33.22us 2M:319.4us 16M:1.82ms 64M:6.04ms 256M:24.16ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.88 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 10.4% RMS relative over 20 repetitions.
host_read_ns = 64K:9.742us 2M:269.3us 16M:2.758ms 64M:11.92ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.9 GB/s, misses by
# 33.5% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.339us 2M:74.88us 16M:1.193ms 64M:5.892ms


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
