# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:38:33Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:38:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.9% RMS relative over 5 repetitions.
launch_ns = 3.016us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.181us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.548us + bytes / 8.27e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 29.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.916us 64K:2.947us 1M:2.904us 1536K:2.676us 2M:53.68us 8M:37.99us 64M:65.94us 256M:63.95us 1G:95.27us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.55us + bytes / 2.18e+03 GB/s, misses by 53.1% RMS, so it is not
# used.
# Residual: 23.5% RMS relative over 45 repetitions.
free_ns = 4K:1.762us 64K:1.669us 1M:1.638us 1536K:1.757us 2M:36.57us 8M:36.99us 64M:77.03us 256M:140.2us 1G:387.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.374us + bytes / 7.73e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.446us 64K:2.158us 2M:17.29us 16M:19.44us 64M:30.05us 256M:32.7us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.206us +
# bytes * -5.77e-06 ns/B, written at the measured sizes (the medians would
# give 6.1%).
# Residual: 6.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.206us 64K:9.206us 2M:9.194us 16M:9.109us 64M:8.819us 256M:7.657us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.6%, 512K
# 23.5%, 1M 23.5%, 2M 22.9%, 4M 22.1%, 8M 19.6%, 16M 18.3%, 32M 18.3%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.62us      75.7us
# seq             2M          0         2         2     2097152           0     282.9us     279.9us
# seq            16M          0        16        16    16777216           0     1.815ms     2.154ms
# seq            64M          0        64        64    67108864           0     8.825ms     8.581ms
# seq           256M          0       256       256   268435456           0     29.64ms     34.29ms
# stride         64M        64K         4        32    67108864           0     5.738ms     5.299ms
# stride        256M         2M        16       128     8388608           0     2.316ms     2.556ms
# random         16M          0        16        16    16777216           0     2.085ms     2.154ms
# random         64M          0        39       104    67108864           0     10.24ms     7.691ms
# random        256M          0       127       907   268435456           0     38.22ms     33.67ms
# fresh           2M          0         2         2           0     2097152     119.8us     129.9us
# fresh          16M          0        16        16           0    16777216     900.4us     954.4us
# fresh          64M          0        64        64           0    67108864     4.615ms     3.781ms
# fresh         256M          0       256       256           0   268435456     18.44ms     15.09ms
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
# defaults). Result: 49.95us per batch, 8.944us per VA block, bytes / 14 GB/s
# moved, 12.13us per faulting kernel, bytes * 0 ns/B zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 49.95us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 8.944us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:293ns 64K:4.688us 512K:37.5us 1M:75.01us 2M:150us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 12.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 37.46us +
# bytes / 47.5 GB/s, written at the measured sizes (the medians would give
# 1.8%).
# Residual: 15.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.84us 2M:81.57us 16M:390.3us 64M:1.449ms 256M:5.684ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.64us + bytes / 16.9 GB/s, written at the measured sizes (the
# medians would give 1.6%).
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.52us 2M:138.7us 16M:1.007ms 64M:3.984ms 256M:15.89ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.92us + bytes / 10.6 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.08us 512K:64.25us 2M:212.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.93us + bytes / 4.19 GB/s, written at the measured sizes (the
# medians would give 5.4%).
# Residual: 8.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.57us 512K:146us 2M:521.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 271.6us + bytes / 2.93 GB/s, misses by 32.0% RMS, so
# it is not used.
# Residual: 29.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:373.8us 256K:432.8us 2M:770.8us 16M:6.128ms 64M:25.99ms 256M:99.67ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.695us + bytes / 1.73e+03 GB/s, misses by 21.2% RMS,
# so it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.284us 2M:2.292us 16M:13.7us 64M:40.63us 256M:159us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.89us + bytes / 108 GB/s, misses by
# 17.5% RMS, so it is not used.
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.48us 2M:27.12us 16M:228.7us 64M:640.1us 256M:2.573ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.25us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 180 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.72us 16M:82.69us 64M:336.1us 256M:2.071ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.322us
# + bytes / 11.3 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.615us 64K:25.03us 2M:147.7us 16M:1.491ms 64M:6.516ms 256M:28.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.35us + bytes / 11.9 GB/s,
# misses by 25.7% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.52us 64K:31.42us 2M:260.5us 16M:1.606ms 64M:4.915ms 256M:19.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.66 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 18.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.549us 2M:226.8us 16M:1.763ms 64M:10.04ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.1 GB/s, misses by
# 29.1% RMS, so it is not used.
# Residual: 18.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.017us 2M:86.07us 16M:888.4us 64M:5.7ms


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
