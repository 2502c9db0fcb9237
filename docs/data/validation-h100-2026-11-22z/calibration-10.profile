# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:29:36Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:29:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 4.232us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.675us + bytes / 5.67e+03 GB/s, misses by 56.1% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.661us 64K:2.79us 1M:2.625us 1536K:2.666us 2M:57.34us 8M:50.99us 64M:53.14us 256M:60.03us 1G:191.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.097us + bytes / 1.47e+03 GB/s, misses by 47.3% RMS, so it is
# not used.
# Residual: 15.8% RMS relative over 45 repetitions.
free_ns = 4K:3.515us 64K:3.589us 1M:3.51us 1536K:3.346us 2M:43.67us 8M:46.85us 64M:93.68us 256M:179.1us 1G:619.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.889us + bytes / 4.48e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 38.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.299us 64K:3.435us 2M:25.78us 16M:27.93us 64M:68.93us 256M:57.12us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.8us +
# bytes / 9.27e+04 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 5.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.8us 64K:11.8us 2M:11.82us 16M:11.98us 64M:12.53us 256M:14.7us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.2%, 512K
# 25.0%, 1M 24.6%, 2M 24.1%, 4M 23.9%, 8M 23.8%, 16M 24.1%, 32M 24.6%.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.77us     78.26us
# seq             2M          0         2         2     2097152           0     249.6us     274.9us
# seq            16M          0        16        16    16777216           0     1.714ms     1.889ms
# seq            64M          0        64        64    67108864           0     7.509ms     7.422ms
# seq           256M          0       256       256   268435456           0     34.61ms     29.56ms
# stride         64M        64K         8        32    67108864           0     6.958ms     6.108ms
# stride        256M         2M        32       128     8388608           0     2.666ms     2.773ms
# random         16M          0        12        16    16777216           0     1.802ms     1.822ms
# random         64M          0        36       161    67108864           0     8.894ms     8.086ms
# random        256M          0       125      1211   268435456           0     42.09ms     38.52ms
# fresh           2M          0         2         2           0     2097152     147.9us     164.1us
# fresh          16M          0        16        16           0    16777216     837.3us     1.003ms
# fresh          64M          0        64        64           0    67108864     4.457ms     3.877ms
# fresh         256M          0       256       256           0   268435456     18.19ms     15.38ms
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
# defaults). Result: 16.79us per batch, 11.7us per VA block, bytes / 12.1 GB/s
# moved, 44.35us per faulting kernel, bytes / 33.4 GB/s zero-filled.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_batch_ns = 16.79us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_block_ns = 11.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:339ns 64K:5.425us 512K:43.4us 1M:86.79us 2M:173.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_wake_ns = 44.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:122.7ns 64K:1.963us 512K:15.7us 1M:31.4us 2M:62.81us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.27us + bytes /
# 46.1 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 3.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.13us 2M:124.2us 16M:436.7us 64M:1.369ms 256M:5.454ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.26us + bytes / 9.6 GB/s, written at the measured sizes (the
# medians would give 5.0%).
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.09us 2M:236.7us 16M:1.766ms 64M:7.009ms 256M:27.98ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.68us + bytes / 8.8 GB/s, written at the measured sizes (the
# medians would give 10.5%).
# Residual: 10.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.13us 512K:76.27us 2M:255us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.75us + bytes / 3.13 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 10.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.68us 512K:191.1us 2M:693.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 316.7us + bytes / 2.48 GB/s, written at the
# measured sizes (the medians would give 5.5%).
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:343.2us 256K:422.6us 2M:1.164ms 16M:7.091ms 64M:27.42ms 256M:108.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.071us + bytes / 937 GB/s, misses by 19.1% RMS, so
# it is not used.
# Residual: 12.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.19us 2M:5.177us 16M:23.2us 64M:69.72us 256M:328.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.06us + bytes / 81.4 GB/s, misses
# by 15.6% RMS, so it is not used.
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.99us 2M:34.01us 16M:240.7us 64M:961.3us 256M:3.661ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 114.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.257us +
# bytes / 158 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.36us 16M:104.7us 64M:418.1us 256M:1.749ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.799us
# + bytes / 9.72 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.677us 64K:23.39us 2M:168.5us 16M:2.098ms 64M:7.181ms 256M:34.14ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.09us + bytes / 9.87 GB/s,
# misses by 21.2% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.3us 64K:31.98us 2M:263.1us 16M:1.556ms 64M:6.657ms 256M:25.48ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 28.64ns +
# bytes / 8.57 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.257us 2M:195.5us 16M:2.271ms 64M:9.538ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.6 GB/s, misses by
# 31.8% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.245us 2M:70.8us 16M:1.055ms 64M:5.389ms


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
