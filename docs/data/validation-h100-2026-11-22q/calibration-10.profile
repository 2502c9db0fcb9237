# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:33:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:33:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.182us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.695us + bytes / 6.32e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.698us 64K:2.912us 1M:2.614us 1536K:2.511us 2M:52.38us 8M:48.06us 64M:89.85us 256M:76.36us 1G:180.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.241us + bytes / 1.37e+03 GB/s, misses by 45.6% RMS, so it is
# not used.
# Residual: 15.9% RMS relative over 45 repetitions.
free_ns = 4K:3.543us 64K:3.666us 1M:3.443us 1536K:3.464us 2M:40.42us 8M:45.33us 64M:81.8us 256M:186.7us 1G:620.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.6us + bytes * -9.42e-07
# ns/B, misses by 19.0% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:13.67us 64K:12.28us 2M:12.09us 16M:12.75us 64M:11.8us 256M:11.91us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.74us +
# bytes * -5.7e-07 ns/B, written at the measured sizes (the medians would give
# 12.0%).
# Residual: 12.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.74us 64K:12.74us 2M:12.74us 16M:12.73us 64M:12.7us 256M:12.59us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.98us     66.55us
# seq             2M          0         2         2     2097152           0     223.6us       241us
# seq            16M          0        16        16    16777216           0     1.381ms     1.622ms
# seq            64M          0        64        64    67108864           0     6.956ms     6.357ms
# seq           256M          0       256       256   268435456           0     37.21ms      25.3ms
# stride         64M        64K        64        64    67108864           0     6.537ms     6.357ms
# stride        256M         2M       128       128     8388608           0     2.813ms     2.972ms
# random         16M          0        10        55    16777216           0     1.976ms     1.979ms
# random         64M          0        38       373    67108864           0     9.288ms     9.347ms
# random        256M          0       160      1651   268435456           0     49.89ms     38.95ms
# fresh           2M          0         2         2           0     2097152     137.2us     165.6us
# fresh          16M          0        16        16           0    16777216     1.068ms     1.019ms
# fresh          64M          0        64        64           0    67108864     3.983ms     3.945ms
# fresh         256M          0       256       256           0   268435456     18.01ms     15.65ms
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
# defaults). Result: 7.517us per batch, 10.31us per VA block, bytes / 13 GB/s
# moved, 43.68us per faulting kernel, bytes / 24.3 GB/s zero-filled.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 7.517us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 10.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:315.7ns 64K:5.052us 512K:40.41us 1M:80.82us 2M:161.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 43.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:168.5ns 64K:2.696us 512K:21.56us 1M:43.13us 2M:86.26us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.17us + bytes /
# 46.3 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 3.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.93us 2M:128.6us 16M:439.6us 64M:1.373ms 256M:5.388ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.6us + bytes / 13.7 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.39us 2M:169.9us 16M:1.243ms 64M:4.921ms 256M:19.63ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.31us + bytes / 12.3 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.62us 512K:56.77us 2M:184.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.08us + bytes / 3.49 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.8us 512K:209.4us 2M:589.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 300.9us + bytes / 2.59 GB/s, written at the
# measured sizes (the medians would give 3.4%).
# Residual: 11.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:326.2us 256K:402.3us 2M:1.112ms 16M:6.79ms 64M:26.26ms 256M:104.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.911us + bytes / 915 GB/s, misses by 17.9% RMS, so
# it is not used.
# Residual: 10.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.054us 2M:5.023us 16M:22.44us 64M:80.69us 256M:310.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 12.57us + bytes / 93 GB/s,
# written at the measured sizes (the medians would give 10.2%).
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.28us 2M:35.13us 16M:193us 64M:734.4us 256M:2.9ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 163 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.74us 16M:94.73us 64M:391.9us 256M:1.695ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.12us +
# bytes / 8.76 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.306us 64K:21.37us 2M:230.4us 16M:1.825ms 64M:7.26ms 256M:29.5ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.17us + bytes / 12.5 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 10.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.813us 64K:28.7us 2M:243us 16M:1.294ms 64M:4.822ms 256M:19.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 1.689us + bytes / 6.99 GB/s, written at the measured sizes (the medians
# would give 12.3%).
# Residual: 13.1% RMS relative over 20 repetitions.
host_read_ns = 64K:11.06us 2M:301.7us 16M:2.402ms 64M:9.601ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18 GB/s, misses by
# 26.6% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.243us 2M:98.47us 16M:1.072ms 64M:5.674ms


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
