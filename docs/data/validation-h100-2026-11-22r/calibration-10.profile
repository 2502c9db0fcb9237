# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:51:23Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:51:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 4.401us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.03us + bytes / 4.18e+03 GB/s, misses by 55.5% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.244us 64K:3.155us 1M:3.061us 1536K:3.212us 2M:57.49us 8M:54.78us 64M:79.77us 256M:86.2us 1G:241.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.301us + bytes / 1.31e+03 GB/s, misses by 49.8% RMS, so it is
# not used.
# Residual: 22.7% RMS relative over 45 repetitions.
free_ns = 4K:2.682us 64K:2.692us 1M:2.695us 1536K:2.678us 2M:44.49us 8M:50.59us 64M:88.81us 256M:200.1us 1G:716.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.5us + bytes * -4.77e-07
# ns/B, misses by 17.6% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:15.08us 64K:14.28us 2M:13.88us 16M:14.43us 64M:13.69us 256M:14.69us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.45us +
# bytes / 2.62e+05 GB/s, written at the measured sizes (the medians would give
# 12.4%).
# Residual: 13.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.45us 64K:14.45us 2M:14.45us 16M:14.51us 64M:14.7us 256M:15.47us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.41us     78.08us
# seq             2M          0         2         2     2097152           0     296.1us       317us
# seq            16M          0        16        16    16777216           0     2.002ms     2.164ms
# seq            64M          0        64        64    67108864           0     12.38ms     8.497ms
# seq           256M          0       256       256   268435456           0     44.92ms     33.83ms
# stride         64M        64K        64        64    67108864           0     8.119ms     8.497ms
# stride        256M         2M       128       128     8388608           0     3.122ms     3.243ms
# random         16M          0        10        55    16777216           0     1.804ms     2.335ms
# random         64M          0        38       373    67108864           0     10.39ms      10.1ms
# random        256M          0       160      1651   268435456           0     51.48ms     41.31ms
# fresh           2M          0         2         2           0     2097152       176us     202.1us
# fresh          16M          0        16        16           0    16777216     1.135ms     1.244ms
# fresh          64M          0        64        64           0    67108864     6.093ms     4.818ms
# fresh         256M          0       256       256           0   268435456     21.01ms     19.11ms
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
# defaults). Result: 11.63us per batch, 6.161us per VA block, bytes / 9.19
# GB/s moved, 53.16us per faulting kernel, bytes / 18.5 GB/s zero-filled.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_batch_ns = 11.63us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_block_ns = 6.161us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:445.9ns 64K:7.134us 512K:57.07us 1M:114.1us 2M:228.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_wake_ns = 53.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:221.3ns 64K:3.541us 512K:28.33us 1M:56.66us 2M:113.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 48.16us +
# bytes / 46.3 GB/s, written at the measured sizes (the medians would give
# 2.2%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:49.57us 2M:93.41us 16M:410.1us 64M:1.496ms 256M:5.84ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.15us + bytes / 8.94 GB/s, written at the measured sizes (the
# medians would give 1.6%).
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.48us 2M:252.8us 16M:1.895ms 64M:7.526ms 256M:30.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.53us + bytes / 8.05 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 8.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.67us 512K:83.68us 2M:279.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.14us + bytes / 2.99 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 9.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.07us 512K:199.6us 2M:726us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 331.8us + bytes / 2.43 GB/s, misses by 16.0% RMS, so
# it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:380.9us 256K:500.8us 2M:1.051ms 16M:8.314ms 64M:27.64ms 256M:132.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.189us + bytes / 831 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 12.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.577us 2M:4.39us 16M:24.59us 64M:87.78us 256M:350.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.75us + bytes / 67.3
# GB/s, written at the measured sizes (the medians would give 4.0%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.73us 2M:47.9us 16M:265.9us 64M:1.013ms 256M:4.003ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 34.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.974us +
# bytes / 170 GB/s, misses by 33.4% RMS, so it is not used.
# Residual: 33.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.92us 16M:103.5us 64M:418.8us 256M:1.481ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.297us
# + bytes / 6.39 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.21us 64K:23.22us 2M:344.2us 16M:2.535ms 64M:10.42ms 256M:38.66ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.26us + bytes / 9.38 GB/s,
# misses by 20.0% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.99us 64K:31.73us 2M:268.1us 16M:1.688ms 64M:6.877ms 256M:27.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 4.76 GB/s, written at the measured sizes (the medians would
# give 6.9%).
# Residual: 7.1% RMS relative over 20 repetitions.
host_read_ns = 64K:13.55us 2M:440.3us 16M:3.524ms 64M:14.1ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.2 GB/s, misses by
# 27.2% RMS, so it is not used.
# Residual: 7.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.429us 2M:88.68us 16M:1.212ms 64M:6.143ms


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
