# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:42:29Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:42:29Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.4% RMS relative over 5 repetitions.
launch_ns = 5.592us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.281us + bytes / 5.27e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 23.6% RMS relative over 45 repetitions.
malloc_ns = 4K:4.426us 64K:3.481us 1M:3.314us 1536K:3.212us 2M:73.39us 8M:57us 64M:84.77us 256M:101.9us 1G:184.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.956us + bytes / 1.63e+03 GB/s, misses by 47.1% RMS, so it is
# not used.
# Residual: 15.3% RMS relative over 45 repetitions.
free_ns = 4K:4.425us 64K:4.372us 1M:4.033us 1536K:4.156us 2M:51.92us 8M:54.69us 64M:79.93us 256M:189.3us 1G:512.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 5.29us
# + bytes / 4.11e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 34.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.238us 64K:4.115us 2M:33.69us 16M:49.65us 64M:62.5us 256M:66.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 17.46us +
# bytes * -4.37e-06 ns/B, written at the measured sizes (the medians would
# give 11.5%).
# Residual: 11.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:17.46us 64K:17.46us 2M:17.45us 16M:17.39us 64M:17.17us 256M:16.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 30.1%, 512K
# 29.9%, 1M 29.6%, 2M 28.4%, 4M 27.1%, 8M 26.6%, 16M 27.4%, 32M 28.0%.
# Residual: 26.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       103us     83.36us
# seq             2M          0         2         2     2097152           0     360.1us     289.1us
# seq            16M          0        16        16    16777216           0     2.724ms     2.044ms
# seq            64M          0        64        64    67108864           0     7.346ms     8.059ms
# seq           256M          0       256       256   268435456           0     38.29ms     32.12ms
# stride         64M        64K         8        32    67108864           0     6.169ms     6.122ms
# stride        256M         2M        32       128     8388608           0     2.792ms     3.102ms
# random         16M          0        12        16    16777216           0     1.643ms     1.932ms
# random         64M          0        36       161    67108864           0     9.034ms       8.4ms
# random        256M          0       125      1211   268435456           0      49.9ms     39.52ms
# fresh           2M          0         2         2           0     2097152     173.3us     187.4us
# fresh          16M          0        16        16           0    16777216     1.207ms      1.23ms
# fresh          64M          0        64        64           0    67108864     5.293ms     4.804ms
# fresh         256M          0       256       256           0   268435456     27.11ms      19.1ms
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
# defaults). Result: 27.97us per batch, 11.58us per VA block, bytes / 12.2
# GB/s moved, 38.45us per faulting kernel, bytes / 30 GB/s zero-filled.
# Residual: 26.6% RMS relative over 70 repetitions.
fault_batch_ns = 27.97us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.6% RMS relative over 70 repetitions.
fault_block_ns = 11.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:335.1ns 64K:5.361us 512K:42.89us 1M:85.77us 2M:171.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.6% RMS relative over 70 repetitions.
fault_wake_ns = 38.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:136.4ns 64K:2.182us 512K:17.46us 1M:34.91us 2M:69.82us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.62us + bytes /
# 46.6 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.32us 2M:123.5us 16M:420.4us 64M:1.385ms 256M:5.448ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 21.25us + bytes / 10.8 GB/s, written at the measured sizes (the
# medians would give 9.9%).
# Residual: 10.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.31us 2M:215.4us 16M:1.574ms 64M:6.233ms 256M:24.87ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.84us + bytes / 8.85 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.24us 512K:79.07us 2M:256.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.9us + bytes / 2.98 GB/s, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 9.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.9us 512K:199.9us 2M:727.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 364.5us + bytes / 2.17 GB/s, written at the
# measured sizes (the medians would give 3.7%).
# Residual: 11.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:394.7us 256K:485.3us 2M:1.331ms 16M:8.098ms 64M:31.3ms 256M:124.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.704us + bytes / 945 GB/s, misses by 17.0% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.976us 2M:5.758us 16M:22.92us 64M:77.21us 256M:296us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 32.19us + bytes / 69.3
# GB/s, written at the measured sizes (the medians would give 14.4%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:33.13us 2M:62.45us 16M:274.3us 64M:1ms 256M:3.905ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.844us +
# bytes / 153 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.12us 16M:111.4us 64M:453us 256M:1.754ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.636us
# + bytes / 4.75 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 22.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.63us 64K:21.97us 2M:366.4us 16M:3.395ms 64M:16.4ms 256M:57.32ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.64us + bytes / 5.55 GB/s,
# misses by 27.1% RMS, so it is not used.
# Residual: 29.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.12us 64K:29.76us 2M:472.5us 16M:3.07ms 64M:16.48ms 256M:46.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.42 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 10.9% RMS relative over 20 repetitions.
host_read_ns = 64K:8.343us 2M:258.7us 16M:2.82ms 64M:14.24ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.8 GB/s, misses by
# 40.6% RMS, so it is not used.
# Residual: 10.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.43us 2M:72.24us 16M:1.469ms 64M:7.416ms


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
