# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:25:41Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:25:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 3.694us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.346us + bytes / 1.03e+04 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 24.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.103us 64K:2.245us 1M:2.556us 1536K:2.776us 2M:52.78us 8M:38.06us 64M:41.87us 256M:62.11us 1G:79.13us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.175us + bytes / 2.5e+03 GB/s, misses by 54.3% RMS, so it is not
# used.
# Residual: 35.9% RMS relative over 45 repetitions.
free_ns = 4K:3.352us 64K:2.755us 1M:3.271us 1536K:3.476us 2M:34.2us 8M:34.44us 64M:54.31us 256M:124.5us 1G:363.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.809us + bytes / 6.77e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 34.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.798us 64K:2.041us 2M:19.3us 16M:27.33us 64M:34.59us 256M:38.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.88us +
# bytes / 5.81e+05 GB/s, written at the measured sizes (the medians would give
# 12.2%).
# Residual: 14.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.88us 64K:11.88us 2M:11.89us 16M:11.91us 64M:12us 256M:12.34us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.9%, 512K
# 20.7%, 1M 20.4%, 2M 20.0%, 4M 20.0%, 8M 19.7%, 16M 19.8%, 32M 20.4%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.56us     61.93us
# seq             2M          0         2         2     2097152           0     199.2us     244.6us
# seq            16M          0        16        16    16777216           0      1.51ms     1.807ms
# seq            64M          0        64        64    67108864           0     6.947ms     7.162ms
# seq           256M          0       256       256   268435456           0     34.06ms     28.58ms
# stride         64M        64K         8        32    67108864           0      5.54ms     5.462ms
# stride        256M         2M        32       128     8388608           0     2.611ms     2.982ms
# random         16M          0        12        16    16777216           0     1.974ms     1.714ms
# random         64M          0        36       161    67108864           0     9.539ms     7.736ms
# random        256M          0       125      1211   268435456           0     43.34ms     37.59ms
# fresh           2M          0         2         2           0     2097152     133.2us     155.1us
# fresh          16M          0        16        16           0    16777216     954.8us     1.091ms
# fresh          64M          0        64        64           0    67108864     5.051ms       4.3ms
# fresh         256M          0       256       256           0   268435456     25.22ms     17.13ms
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
# defaults). Result: 23.16us per batch, 12.6us per VA block, bytes / 13.8 GB/s
# moved, 21.43us per faulting kernel, bytes / 33.7 GB/s zero-filled.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 23.16us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 12.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:296.1ns 64K:4.738us 512K:37.91us 1M:75.81us 2M:151.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 21.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:121.4ns 64K:1.943us 512K:15.54us 1M:31.09us 2M:62.18us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.6us + bytes /
# 46.7 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 7.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.45us 2M:118.6us 16M:436.8us 64M:1.339ms 256M:5.317ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.05us + bytes / 16.2 GB/s, written at the measured sizes (the
# medians would give 5.2%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.09us 2M:144.3us 16M:1.049ms 64M:4.152ms 256M:16.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.1us + bytes / 13.8 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.85us 512K:52.12us 2M:166.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21us + bytes / 4.54 GB/s, written at the measured sizes (the
# medians would give 12.0%).
# Residual: 14.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.44us 512K:136.5us 2M:482.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 234.4us + bytes / 3.32 GB/s, written at the
# measured sizes (the medians would give 9.3%).
# Residual: 14.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:254.1us 256K:313.2us 2M:865.3us 16M:5.282ms 64M:20.42ms 256M:81ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.697us + bytes / 1.8e+03 GB/s, misses by 20.4% RMS,
# so it is not used.
# Residual: 12.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.288us 2M:2.285us 16M:11.55us 64M:40.57us 256M:155.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 10.49us + bytes / 107 GB/s,
# written at the measured sizes (the medians would give 6.1%).
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.11us 2M:30.16us 16M:167.9us 64M:640us 256M:2.528ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.01us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 197 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:9.215us 16M:82.82us 64M:331.9us 256M:1.368ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.843us
# + bytes / 12 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.314us 64K:22.62us 2M:138.7us 16M:1.455ms 64M:6.846ms 256M:30.81ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.85us + bytes / 12.8 GB/s,
# misses by 24.3% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.47us 64K:27.67us 2M:238.9us 16M:1.269ms 64M:5.067ms 256M:18.35ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.68 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 17.9% RMS relative over 20 repetitions.
host_read_ns = 64K:6.908us 2M:171.5us 16M:2.095ms 64M:7.99ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.4 GB/s, misses by
# 34.8% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.463us 2M:78.12us 16M:1.054ms 64M:4.658ms


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
