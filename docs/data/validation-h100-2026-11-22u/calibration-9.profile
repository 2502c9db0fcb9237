# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:46:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:46:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.7% RMS relative over 5 repetitions.
launch_ns = 4.563us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.846us + bytes / 4.74e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.074us 64K:2.989us 1M:3.003us 1536K:2.783us 2M:65.22us 8M:52.58us 64M:92.46us 256M:100.5us 1G:218.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.064us + bytes / 1.28e+03 GB/s, misses by 49.3% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.616us 64K:2.597us 1M:2.35us 1536K:2.412us 2M:48.03us 8M:49.94us 64M:90.86us 256M:224.9us 1G:717.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.158us + bytes / 3.42e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 39.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.053us 64K:4.9us 2M:34.12us 16M:53.91us 64M:80.61us 256M:80.05us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.35us +
# bytes / 1.52e+05 GB/s, written at the measured sizes (the medians would give
# 14.0%).
# Residual: 14.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.35us 64K:13.35us 2M:13.37us 16M:13.46us 64M:13.79us 256M:15.12us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.38us     78.46us
# seq             2M          0         2         2     2097152           0     330.6us     294.6us
# seq            16M          0        16        16    16777216           0     1.938ms      1.96ms
# seq            64M          0        64        64    67108864           0     8.874ms     7.671ms
# seq           256M          0       256       256   268435456           0     43.28ms     30.51ms
# stride         64M        64K        64        64    67108864           0     6.772ms     7.671ms
# stride        256M         2M       128       128     8388608           0     3.109ms     2.849ms
# random         16M          0        10        55    16777216           0     1.741ms     2.009ms
# random         64M          0        38       373    67108864           0     7.866ms     8.321ms
# random        256M          0       160      1651   268435456           0     39.34ms     33.71ms
# fresh           2M          0         2         2           0     2097152     154.5us     182.6us
# fresh          16M          0        16        16           0    16777216     1.121ms     1.064ms
# fresh          64M          0        64        64           0    67108864      4.71ms     4.086ms
# fresh         256M          0       256       256           0   268435456     15.88ms     16.17ms
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
# defaults). Result: 12.2us per batch, 3.133us per VA block, bytes / 10.1 GB/s
# moved, 56.64us per faulting kernel, bytes / 22 GB/s zero-filled.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 12.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 3.133us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:404.8ns 64K:6.477us 512K:51.82us 1M:103.6us 2M:207.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 56.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:186ns 64K:2.976us 512K:23.81us 1M:47.62us 2M:95.24us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 61.87us + bytes /
# 46.9 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:56.62us 2M:147.8us 16M:458.2us 64M:1.394ms 256M:5.418ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 23.79us + bytes / 12 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.67us 2M:264.2us 16M:1.201ms 64M:5.944ms 256M:23.08ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.41us + bytes / 11.7 GB/s, written at the measured sizes (the
# medians would give 12.7%).
# Residual: 12.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20us 512K:59.13us 2M:193.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.84us + bytes / 3.09 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.07us 512K:192.7us 2M:702.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 334.5us + bytes / 2.23 GB/s, written at the
# measured sizes (the medians would give 8.5%).
# Residual: 13.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:363.9us 256K:452.2us 2M:1.276ms 16M:7.862ms 64M:30.45ms 256M:120.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.461us + bytes / 949 GB/s, misses by 23.3% RMS, so
# it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.619us 2M:3.578us 16M:21.13us 64M:77.64us 256M:311.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.91us + bytes / 86.1 GB/s, misses
# by 18.2% RMS, so it is not used.
# Residual: 10.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.42us 2M:29.97us 16M:245.9us 64M:900.6us 256M:3.108ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.18us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.634us +
# bytes / 151 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.71us 16M:110.4us 64M:441us 256M:1.816ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.148us
# + bytes / 7.14 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 19.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.217us 64K:23.6us 2M:248.1us 16M:2.501ms 64M:9.633ms 256M:36.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.4us + bytes / 9.25 GB/s,
# misses by 22.3% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.18us 64K:29.3us 2M:273.1us 16M:1.822ms 64M:6.885ms 256M:26.19ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.4 GB/s, misses by 36.8% RMS, so it is not used.
# Residual: 18.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.593us 2M:116.7us 16M:2.069ms 64M:9.092ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.1 GB/s, misses by
# 40.1% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:996ns 2M:56.39us 16M:1.204ms 64M:5.44ms


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
