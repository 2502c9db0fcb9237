# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:23:03Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:23:03Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 40.8% RMS relative over 5 repetitions.
launch_ns = 6.206us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 5.197us + bytes / 4.96e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 31.0% RMS relative over 45 repetitions.
malloc_ns = 4K:7.705us 64K:5.096us 1M:4.91us 1536K:4.66us 2M:91.52us 8M:85.25us 64M:96.75us 256M:94.69us 1G:175.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.924us + bytes / 1.14e+03 GB/s, misses by 50.9% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:4.368us 64K:4.511us 1M:4.114us 1536K:4.206us 2M:77.25us 8M:73.47us 64M:150us 256M:270.3us 1G:708.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 15.81us + bytes * -3.23e-09
# ns/B, misses by 18.7% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:16.97us 64K:14.8us 2M:15.18us 16M:16.48us 64M:14.77us 256M:15.92us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 15.79us +
# bytes / 2.08e+05 GB/s, written at the measured sizes (the medians would give
# 12.4%).
# Residual: 12.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.79us 64K:15.8us 2M:15.8us 16M:15.88us 64M:16.12us 256M:17.09us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     55.74us     43.69us
# seq             2M          0         2         2     2097152           0     202.4us     214.9us
# seq            16M          0        16        16    16777216           0     1.284ms     1.524ms
# seq            64M          0        64        64    67108864           0     9.709ms     6.013ms
# seq           256M          0       256       256   268435456           0     38.49ms     23.97ms
# stride         64M        64K        64        64    67108864           0     6.217ms     6.013ms
# stride        256M         2M       128       128     8388608           0     1.821ms     2.057ms
# random         16M          0        10        55    16777216           0     1.158ms     1.617ms
# random         64M          0        38       373    67108864           0     7.955ms     6.901ms
# random        256M          0       160      1651   268435456           0     38.34ms     28.13ms
# fresh           2M          0         2         2           0     2097152     114.4us       147us
# fresh          16M          0        16        16           0    16777216     1.034ms     981.2us
# fresh          64M          0        64        64           0    67108864     5.354ms     3.841ms
# fresh         256M          0       256       256           0   268435456     22.38ms     15.28ms
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
# defaults). Result: 7.191us per batch, 3.481us per VA block, bytes / 12.7
# GB/s moved, 27.84us per faulting kernel, bytes / 21.4 GB/s zero-filled.
# Residual: 31.7% RMS relative over 70 repetitions.
fault_batch_ns = 7.191us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 31.7% RMS relative over 70 repetitions.
fault_block_ns = 3.481us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 31.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:323.6ns 64K:5.178us 512K:41.42us 1M:82.84us 2M:165.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 31.7% RMS relative over 70 repetitions.
fault_wake_ns = 27.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 31.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:191.1ns 64K:3.057us 512K:24.46us 1M:48.91us 2M:97.83us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.11us + bytes /
# 47.1 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.46us 2M:122.7us 16M:420us 64M:1.382ms 256M:5.375ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.76us + bytes / 11 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 25.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.1us 2M:318.4us 16M:1.531ms 64M:6.622ms 256M:24.04ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.46us + bytes / 9.43 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 6.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.41us 512K:72.06us 2M:238.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.09us + bytes / 4.63 GB/s, written at the measured sizes (the
# medians would give 11.7%).
# Residual: 13.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.24us 512K:135.3us 2M:474.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 382.8us + bytes / 2.65 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:457.3us 256K:487.3us 2M:858.2us 16M:6.983ms 64M:26.72ms 256M:129.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.242us + bytes / 1.67e+03 GB/s, misses by 19.1% RMS,
# so it is not used.
# Residual: 13.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.941us 2M:2.972us 16M:13.37us 64M:43.08us 256M:161.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.93us + bytes / 93.9 GB/s, misses
# by 16.1% RMS, so it is not used.
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.72us 2M:26.06us 16M:187.5us 64M:778.7us 256M:3.343ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.89us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.576us +
# bytes / 157 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 30.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.99us 16M:106.1us 64M:419.1us 256M:1.592ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.628us
# + bytes / 7.63 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 20.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.829us 64K:22.53us 2M:286.9us 16M:2.131ms 64M:8.479ms 256M:31.97ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.11us + bytes / 11.3 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.69us 64K:29.08us 2M:256.4us 16M:1.505ms 64M:6.307ms 256M:18.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 989ns +
# bytes / 9.67 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.568us 2M:187.7us 16M:2.125ms 64M:9.005ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.2 GB/s, misses by
# 39.8% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.143us 2M:46.2us 16M:959us 64M:4.975ms


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
