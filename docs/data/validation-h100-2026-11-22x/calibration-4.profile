# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:04:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:04:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.9% RMS relative over 5 repetitions.
launch_ns = 3.534us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.635us + bytes / 6.48e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.131us 64K:2.692us 1M:2.606us 1536K:2.897us 2M:42.01us 8M:38.16us 64M:66.45us 256M:86.08us 1G:140.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.177us + bytes / 2.21e+03 GB/s, misses by 59.2% RMS, so it is
# not used.
# Residual: 23.9% RMS relative over 45 repetitions.
free_ns = 4K:3.599us 64K:3.999us 1M:3.75us 1536K:1.543us 2M:32.21us 8M:44.5us 64M:101.7us 256M:172.7us 1G:377.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.586us + bytes / 4.49e+03 GB/s, misses by 61.1% RMS, so it is not used.
# Residual: 33.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.481us 64K:3.505us 2M:24.39us 16M:30.11us 64M:54.03us 256M:53.31us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.9us +
# bytes / 1.23e+05 GB/s, written at the measured sizes (the medians would give
# 14.1%).
# Residual: 13.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.9us 64K:12.9us 2M:12.92us 16M:13.04us 64M:13.45us 256M:15.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.4%, 512K
# 20.0%, 1M 19.1%, 2M 17.7%, 4M 17.0%, 8M 17.0%, 16M 17.8%, 32M 18.6%.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.62us     62.75us
# seq             2M          0         2         2     2097152           0     229.5us     241.6us
# seq            16M          0        16        16    16777216           0     1.663ms     1.679ms
# seq            64M          0        64        64    67108864           0     6.888ms     6.607ms
# seq           256M          0       256       256   268435456           0     29.05ms     26.32ms
# stride         64M        64K         8        32    67108864           0     5.077ms     5.645ms
# stride        256M         2M        32       128     8388608           0      1.98ms     2.318ms
# random         16M          0        12        16    16777216           0     1.432ms     1.633ms
# random         64M          0        36       161    67108864           0     9.286ms     7.241ms
# random        256M          0       125      1211   268435456           0     46.76ms     34.23ms
# fresh           2M          0         2         2           0     2097152       153us     190.9us
# fresh          16M          0        16        16           0    16777216     1.303ms     1.274ms
# fresh          64M          0        64        64           0    67108864     5.315ms     4.986ms
# fresh         256M          0       256       256           0   268435456      23.6ms     19.84ms
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
# defaults). Result: 11.55us per batch, 9.862us per VA block, bytes / 12.9
# GB/s moved, 36.26us per faulting kernel, bytes / 18.7 GB/s zero-filled.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_batch_ns = 11.55us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_block_ns = 9.862us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:317.4ns 64K:5.079us 512K:40.63us 1M:81.27us 2M:162.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_wake_ns = 36.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:218.5ns 64K:3.496us 512K:27.97us 1M:55.93us 2M:111.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 41.77us +
# bytes / 45.7 GB/s, written at the measured sizes (the medians would give
# 1.5%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.2us 2M:87.62us 16M:408.6us 64M:1.509ms 256M:5.911ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.48us + bytes / 9.07 GB/s, written at the measured sizes (the
# medians would give 1.2%).
# Residual: 5.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.71us 2M:248.8us 16M:1.868ms 64M:7.42ms 256M:29.63ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.68us + bytes / 8.48 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 11.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.41us 512K:78.5us 2M:264us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.91us + bytes / 3.11 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.01us 512K:193.7us 2M:700.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 275.6us + bytes / 2.52 GB/s, misses by 17.0% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:360.3us 256K:427.2us 2M:920us 16M:7.772ms 64M:30.75ms 256M:121.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.276us + bytes / 840 GB/s, misses by 18.3% RMS, so
# it is not used.
# Residual: 10.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.511us 2M:5.452us 16M:25.26us 64M:86.29us 256M:336.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.65us + bytes / 89.4 GB/s, misses
# by 20.4% RMS, so it is not used.
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.25us 2M:28.4us 16M:217.7us 64M:722us 256M:3.511ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.46us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.125us +
# bytes / 152 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.8us 16M:110.4us 64M:457.8us 256M:1.723ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.139us
# + bytes / 6.98 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.979us 64K:24.51us 2M:309.8us 16M:2.287ms 64M:9.272ms 256M:37.33ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.4us + bytes / 9.54 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.86us 64K:32.13us 2M:312.5us 16M:1.736ms 64M:6.789ms 256M:26.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.17 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 16.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.426us 2M:179.9us 16M:2.136ms 64M:9.289ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.2 GB/s, misses by
# 29.9% RMS, so it is not used.
# Residual: 10.9% RMS relative over 20 repetitions.
host_write_ns = 64K:980ns 2M:73.26us 16M:1.079ms 64M:5.671ms


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
