# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:07:49Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:07:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 4.566us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.849us + bytes / 5.7e+03 GB/s, misses by 55.4% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.188us 64K:2.934us 1M:2.765us 1536K:2.846us 2M:57.77us 8M:50.36us 64M:51.93us 256M:60.23us 1G:189us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.47us + bytes / 1.43e+03 GB/s, misses by 46.8% RMS, so it is not
# used.
# Residual: 15.9% RMS relative over 45 repetitions.
free_ns = 4K:3.8us 64K:3.623us 1M:3.735us 1536K:3.679us 2M:41.9us 8M:47.59us 64M:95.88us 256M:221.9us 1G:587.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.132us + bytes / 3.62e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 40.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.729us 64K:3.286us 2M:29.24us 16M:53.54us 64M:77.15us 256M:77.57us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.15us +
# bytes * -1.62e-06 ns/B, written at the measured sizes (the medians would
# give 10.9%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.15us 64K:14.15us 2M:14.14us 16M:14.12us 64M:14.04us 256M:13.71us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.6%, 512K
# 23.2%, 1M 22.6%, 2M 21.5%, 4M 20.8%, 8M 20.6%, 16M 21.2%, 32M 22.1%.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.46us     74.09us
# seq             2M          0         2         2     2097152           0     299.8us     258.3us
# seq            16M          0        16        16    16777216           0     1.354ms     1.808ms
# seq            64M          0        64        64    67108864           0     8.872ms      7.12ms
# seq           256M          0       256       256   268435456           0      33.9ms     28.37ms
# stride         64M        64K         8        32    67108864           0     5.138ms     5.666ms
# stride        256M         2M        32       128     8388608           0     2.846ms     3.104ms
# random         16M          0        12        16    16777216           0     1.686ms     1.737ms
# random         64M          0        36       161    67108864           0     8.935ms     8.049ms
# random        256M          0       125      1211   268435456           0     47.11ms     40.06ms
# fresh           2M          0         2         2           0     2097152     159.5us     186.7us
# fresh          16M          0        16        16           0    16777216     1.141ms     1.235ms
# fresh          64M          0        64        64           0    67108864     5.076ms     4.828ms
# fresh         256M          0       256       256           0   268435456     23.81ms      19.2ms
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
# defaults). Result: 17.59us per batch, 14.66us per VA block, bytes / 13.4
# GB/s moved, 36.94us per faulting kernel, bytes / 24.6 GB/s zero-filled.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_batch_ns = 17.59us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_block_ns = 14.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:306.3ns 64K:4.901us 512K:39.21us 1M:78.42us 2M:156.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_wake_ns = 36.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:166.5ns 64K:2.664us 512K:21.31us 1M:42.62us 2M:85.23us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.53us + bytes /
# 45.2 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 2.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.65us 2M:129.1us 16M:456us 64M:1.415ms 256M:5.496ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.21us + bytes / 9.36 GB/s, written at the measured sizes (the
# medians would give 1.2%).
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.21us 2M:242.2us 16M:1.81ms 64M:7.186ms 256M:28.69ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.28us + bytes / 8.85 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 11.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.69us 512K:78.54us 2M:256.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 25.13us + bytes / 3.09 GB/s, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.31us 512K:194.6us 2M:702.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 331.9us + bytes / 2.35 GB/s, written at the
# measured sizes (the medians would give 3.8%).
# Residual: 11.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:359.8us 256K:443.3us 2M:1.223ms 16M:7.46ms 64M:28.84ms 256M:114.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.274us + bytes / 862 GB/s, misses by 25.8% RMS, so
# it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.523us 2M:4.361us 16M:23.31us 64M:86.42us 256M:335.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.43us + bytes / 74.9 GB/s, misses
# by 15.4% RMS, so it is not used.
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.19us 2M:34.84us 16M:261.2us 64M:1.007ms 256M:3.898ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 150 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.53us 16M:109.6us 64M:429.4us 256M:1.832ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.213us
# + bytes / 6.79 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.717us 64K:22.6us 2M:307us 16M:2.426ms 64M:9.462ms 256M:37.2ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.57us + bytes / 9.31 GB/s,
# misses by 22.2% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.01us 64K:32.36us 2M:288.9us 16M:1.87ms 64M:6.951ms 256M:27.07ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 165.8ns +
# bytes / 8.85 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 15.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.455us 2M:183.9us 16M:2.109ms 64M:9.932ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.6 GB/s, misses by
# 30.9% RMS, so it is not used.
# Residual: 15.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.284us 2M:72.63us 16M:1.014ms 64M:5.689ms


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
