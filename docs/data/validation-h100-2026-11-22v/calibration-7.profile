# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:08:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:08:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.822us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.225us + bytes / 5.8e+03 GB/s, misses by 56.7% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.441us 64K:3.187us 1M:3.147us 1536K:3.045us 2M:59.64us 8M:53.03us 64M:80.58us 256M:75.41us 1G:197.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.624us + bytes / 1.35e+03 GB/s, misses by 45.3% RMS, so it is
# not used.
# Residual: 15.0% RMS relative over 45 repetitions.
free_ns = 4K:3.958us 64K:3.84us 1M:3.839us 1536K:3.845us 2M:47.08us 8M:48.3us 64M:81.96us 256M:196.7us 1G:638.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.968us + bytes / 5.96e+03 GB/s, misses by 63.4% RMS, so it is not used.
# Residual: 42.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.152us 64K:6.639us 2M:24.3us 16M:46.17us 64M:43.14us 256M:45.57us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.98us +
# bytes / 1.48e+05 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 6.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.98us 64K:13.98us 2M:13.99us 16M:14.09us 64M:14.43us 256M:15.79us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 21.2%, 512K
# 21.1%, 1M 20.6%, 2M 19.8%, 4M 18.7%, 8M 18.3%, 16M 19.1%, 32M 19.9%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.42us     71.18us
# seq             2M          0         2         2     2097152           0     293.5us     300.8us
# seq            16M          0        16        16    16777216           0     2.164ms     2.167ms
# seq            64M          0        64        64    67108864           0     9.801ms     8.567ms
# seq           256M          0       256       256   268435456           0     40.87ms     34.16ms
# stride         64M        64K         8        32    67108864           0     7.804ms       7.2ms
# stride        256M         2M        32       128     8388608           0     2.995ms     3.218ms
# random         16M          0        12        16    16777216           0     1.778ms     2.103ms
# random         64M          0        36       161    67108864           0     9.936ms     9.511ms
# random        256M          0       125      1211   268435456           0     53.23ms      45.8ms
# fresh           2M          0         2         2           0     2097152     176.4us     210.6us
# fresh          16M          0        16        16           0    16777216     1.343ms     1.446ms
# fresh          64M          0        64        64           0    67108864     5.995ms      5.68ms
# fresh         256M          0       256       256           0   268435456     26.03ms     22.62ms
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
# defaults). Result: 16.18us per batch, 14.41us per VA block, bytes / 10.2
# GB/s moved, 34.17us per faulting kernel, bytes / 18.2 GB/s zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 16.18us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 14.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:401.3ns 64K:6.421us 512K:51.37us 1M:102.7us 2M:205.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 34.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:225.1ns 64K:3.602us 512K:28.82us 1M:57.63us 2M:115.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46us + bytes / 44.5
# GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.92us 2M:129.8us 16M:507us 64M:1.392ms 256M:5.485ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.99us + bytes / 9.37 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.98us 2M:242.8us 16M:1.809ms 64M:7.18ms 256M:28.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.15us + bytes / 8.35 GB/s, written at the measured sizes (the
# medians would give 10.9%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26us 512K:80.92us 2M:269.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 28.01us + bytes / 3.62 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.96us 512K:216.3us 2M:562us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 325.1us + bytes / 2.44 GB/s, written at the
# measured sizes (the medians would give 4.3%).
# Residual: 11.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:351.9us 256K:432.4us 2M:1.184ms 16M:7.196ms 64M:27.81ms 256M:110.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.188us + bytes / 981 GB/s, misses by 23.9% RMS, so
# it is not used.
# Residual: 18.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.27us 2M:4.221us 16M:22.72us 64M:77.03us 256M:321.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 17.18us + bytes / 74.9
# GB/s, written at the measured sizes (the medians would give 7.3%).
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.06us 2M:45.18us 16M:241.2us 64M:913.2us 256M:3.601ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 140.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.117us +
# bytes / 153 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 28.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.29us 16M:109.2us 64M:432.4us 256M:1.758ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.18us +
# bytes / 6.97 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.029us 64K:23.45us 2M:316.3us 16M:2.322ms 64M:9.348ms 256M:36.41ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.8us + bytes / 10.3 GB/s,
# misses by 22.1% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.17us 64K:32.63us 2M:258.7us 16M:1.631ms 64M:6.536ms 256M:23.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.23 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 14.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.187us 2M:196.7us 16M:2.248ms 64M:9.649ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27 GB/s, misses by
# 39.7% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.243us 2M:56.89us 16M:987.2us 64M:5.533ms


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
