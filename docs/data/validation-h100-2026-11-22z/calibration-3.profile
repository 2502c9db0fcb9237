# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:26:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:26:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.9% RMS relative over 5 repetitions.
launch_ns = 3.271us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.633us + bytes / 8.66e+03 GB/s, misses by 55.2% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.699us 64K:2.769us 1M:2.704us 1536K:2.729us 2M:40.64us 8M:36.01us 64M:40.04us 256M:52.74us 1G:124.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.266us + bytes / 2.76e+03 GB/s, misses by 51.7% RMS, so it is
# not used.
# Residual: 19.8% RMS relative over 45 repetitions.
free_ns = 4K:1.475us 64K:1.505us 1M:1.383us 1536K:1.39us 2M:31.64us 8M:33.77us 64M:59.97us 256M:100.3us 1G:319.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.632us + bytes / 4.65e+03 GB/s, misses by 69.6% RMS, so it is not used.
# Residual: 212.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:39.37us 64K:4.361us 2M:39.12us 16M:48.07us 64M:63.73us 256M:59.24us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13us +
# bytes * -1.23e-06 ns/B, written at the measured sizes (the medians would
# give 7.9%).
# Residual: 7.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13us 64K:13us 2M:13us 16M:12.98us 64M:12.92us 256M:12.68us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.4%, 512K
# 20.2%, 1M 19.9%, 2M 19.5%, 4M 19.2%, 8M 19.1%, 16M 19.3%, 32M 19.9%.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.26us     65.23us
# seq             2M          0         2         2     2097152           0     201.6us     258.1us
# seq            16M          0        16        16    16777216           0      1.59ms     1.815ms
# seq            64M          0        64        64    67108864           0     7.849ms     7.153ms
# seq           256M          0       256       256   268435456           0     35.06ms     28.51ms
# stride         64M        64K         8        32    67108864           0     6.578ms     6.054ms
# stride        256M         2M        32       128     8388608           0      2.21ms     2.516ms
# random         16M          0        12        16    16777216           0     1.759ms     1.761ms
# random         64M          0        36       161    67108864           0     8.327ms     7.793ms
# random        256M          0       125      1211   268435456           0     39.89ms     36.78ms
# fresh           2M          0         2         2           0     2097152     168.2us     199.1us
# fresh          16M          0        16        16           0    16777216     1.229ms     1.344ms
# fresh          64M          0        64        64           0    67108864     6.146ms     5.268ms
# fresh         256M          0       256       256           0   268435456     26.24ms     20.96ms
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
# defaults). Result: 13.62us per batch, 10.53us per VA block, bytes / 12 GB/s
# moved, 35.64us per faulting kernel, bytes / 18.2 GB/s zero-filled.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_batch_ns = 13.62us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_block_ns = 10.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:340.1ns 64K:5.442us 512K:43.53us 1M:87.07us 2M:174.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_wake_ns = 35.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:225ns 64K:3.6us 512K:28.8us 1M:57.6us 2M:115.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.93us + bytes /
# 45.5 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 4.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.22us 2M:127.7us 16M:444.9us 64M:1.378ms 256M:5.428ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.32us + bytes / 9.51 GB/s, written at the measured sizes (the
# medians would give 1.5%).
# Residual: 6.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.21us 2M:237.8us 16M:1.781ms 64M:7.073ms 256M:28.24ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.42us + bytes / 8.37 GB/s, written at the measured sizes (the
# medians would give 6.8%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.25us 512K:80.08us 2M:268us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.95us + bytes / 3.12 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 10.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.96us 512K:192.1us 2M:696.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 261.5us + bytes / 2.79 GB/s, misses by 16.2% RMS, so
# it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:305.3us 256K:397.3us 2M:875us 16M:7.039ms 64M:28.19ms 256M:111.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.214us + bytes / 879 GB/s, misses by 18.2% RMS, so
# it is not used.
# Residual: 10.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.426us 2M:5.346us 16M:24.21us 64M:82.53us 256M:322.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.17us + bytes / 99.3 GB/s, misses
# by 16.0% RMS, so it is not used.
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.54us 2M:26.86us 16M:196us 64M:753.8us 256M:2.771ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.25us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 264.6ns +
# bytes / 161 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.96us 16M:101.4us 64M:416.3us 256M:1.718ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.924us
# + bytes / 10.2 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.552us 64K:25.1us 2M:153.6us 16M:1.959ms 64M:7.979ms 256M:34.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.71us + bytes / 10.6 GB/s,
# misses by 21.2% RMS, so it is not used.
# Residual: 9.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.49us 64K:30.86us 2M:272.4us 16M:1.524ms 64M:5.861ms 256M:23.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.6 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 19.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.625us 2M:112.1us 16M:1.983ms 64M:9.324ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.1 GB/s, misses by
# 39.5% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.029us 2M:53.17us 16M:1.004ms 64M:5.448ms


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
