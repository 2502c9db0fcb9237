# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:44:38Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:44:38Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 14.9% RMS relative over 5 repetitions.
launch_ns = 4.916us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.753us + bytes / 3.97e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 29.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.743us 64K:3.865us 1M:3.687us 1536K:3.639us 2M:86.91us 8M:63.9us 64M:102.8us 256M:102.3us 1G:263us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.776us + bytes / 1.11e+03 GB/s, misses by 48.3% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:3.188us 64K:3.259us 1M:3.182us 1536K:3.201us 2M:55.26us 8M:59.06us 64M:109.4us 256M:237.2us 1G:824us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.005us + bytes / 3.34e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 38.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.649us 64K:3.332us 2M:26.87us 16M:42.26us 64M:73.69us 256M:82.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 16.13us +
# bytes / 1.61e+05 GB/s, written at the measured sizes (the medians would give
# 10.8%).
# Residual: 12.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:16.13us 64K:16.13us 2M:16.15us 16M:16.24us 64M:16.55us 256M:17.81us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.78us     72.57us
# seq             2M          0         2         2     2097152           0       274us     263.4us
# seq            16M          0        16        16    16777216           0     1.923ms     1.771ms
# seq            64M          0        64        64    67108864           0     7.543ms     6.939ms
# seq           256M          0       256       256   268435456           0     44.48ms     27.61ms
# stride         64M        64K        64        64    67108864           0     6.005ms     6.939ms
# stride        256M         2M       128       128     8388608           0     3.001ms     3.188ms
# random         16M          0        10        55    16777216           0     1.351ms     1.983ms
# random         64M          0        38       373    67108864           0     10.13ms     8.872ms
# random        256M          0       160      1651   268435456           0     55.85ms     36.59ms
# fresh           2M          0         2         2           0     2097152     221.1us       225us
# fresh          16M          0        16        16           0    16777216     1.342ms     1.464ms
# fresh          64M          0        64        64           0    67108864     6.263ms     5.712ms
# fresh         256M          0       256       256           0   268435456     22.41ms      22.7ms
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
# defaults). Result: 11.75us per batch, 7.242us per VA block, bytes / 11.8
# GB/s moved, 48.04us per faulting kernel, bytes / 15.1 GB/s zero-filled.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_batch_ns = 11.75us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_block_ns = 7.242us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:346.4ns 64K:5.543us 512K:44.34us 1M:88.69us 2M:177.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_wake_ns = 48.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:271.5ns 64K:4.344us 512K:34.75us 1M:69.5us 2M:139us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.97us + bytes /
# 46.2 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.7us 2M:126.5us 16M:456.1us 64M:1.402ms 256M:5.35ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 25.88us + bytes / 12.3 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:28.46us 2M:294.1us 16M:1.99ms 64M:6.02ms 256M:17.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 28.26us + bytes / 11.6 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 10.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:31.43us 512K:96.4us 2M:188.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 17.56us + bytes / 2.97 GB/s, written at the measured sizes (the
# medians would give 12.8%).
# Residual: 13.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.65us 512K:194.3us 2M:724.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 373us + bytes / 2 GB/s, written at the
# measured sizes (the medians would give 6.3%).
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:405.8us 256K:504.2us 2M:1.422ms 16M:8.768ms 64M:33.95ms 256M:134.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.015us + bytes / 1.55e+03 GB/s, misses by 20.5% RMS,
# so it is not used.
# Residual: 12.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.633us 2M:2.649us 16M:14.42us 64M:46.51us 256M:174.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.41us + bytes / 80.8 GB/s, misses
# by 27.4% RMS, so it is not used.
# Residual: 25.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.98us 2M:36.95us 16M:269.8us 64M:1.048ms 256M:2.905ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.886us +
# bytes / 142 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.78us 16M:119.7us 64M:483.5us 256M:1.927ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 8.154us
# + bytes / 6.91 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 21.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.294us 64K:25.33us 2M:334.7us 16M:2.435ms 64M:9.546ms 256M:34.92ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.45us + bytes / 10.5 GB/s,
# misses by 26.2% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.73us 64K:34.48us 2M:287.9us 16M:1.711ms 64M:6.046ms 256M:20.98ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.2 GB/s, misses by 40.1% RMS, so it is not used.
# Residual: 20.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.478us 2M:108.2us 16M:2.047ms 64M:9.764ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.5 GB/s, misses by
# 42.6% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_write_ns = 64K:987ns 2M:51.09us 16M:1.043ms 64M:5.821ms


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
