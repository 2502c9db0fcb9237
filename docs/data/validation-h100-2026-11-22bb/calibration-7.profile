# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:11:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:11:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.443us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 31.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.358us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 7.324us + bytes / 3.82e+03 GB/s, misses by 60.9% RMS,
# so it is not used.
# Residual: 37.5% RMS relative over 45 repetitions.
malloc_ns = 4K:6.02us 64K:7.412us 1M:7.316us 1536K:7.258us 2M:120.8us 8M:111us 64M:117.2us 256M:325.9us 1G:360.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 5.637us + bytes / 695 GB/s, misses by 48.5% RMS, so it is not
# used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:5.618us 64K:6.45us 1M:6.21us 1536K:6.392us 2M:101.2us 8M:94.25us 64M:221.9us 256M:406.7us 1G:1.211ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.537us + bytes / 4.16e+03 GB/s, misses by 62.4% RMS, so it is not used.
# Residual: 34.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.652us 64K:3.656us 2M:27.6us 16M:34.96us 64M:56.48us 256M:57.34us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.45us +
# bytes / 6.29e+05 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 9.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.45us 64K:14.45us 2M:14.46us 16M:14.48us 64M:14.56us 256M:14.88us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 27.0%, 512K
# 26.8%, 1M 26.3%, 2M 25.5%, 4M 24.5%, 8M 23.9%, 16M 24.5%, 32M 25.0%.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.93us     58.99us
# seq             2M          0         2         2     2097152           0     205.9us     256.9us
# seq            16M          0        16        16    16777216           0     1.902ms     1.917ms
# seq            64M          0        64        64    67108864           0     8.963ms      7.61ms
# seq           256M          0       256       256   268435456           0     36.64ms     30.38ms
# stride         64M        64K         8        32    67108864           0     6.886ms     5.936ms
# stride        256M         2M        32       128     8388608           0     2.376ms     2.702ms
# random         16M          0        12        16    16777216           0     1.514ms      1.82ms
# random         64M          0        36       161    67108864           0     9.515ms     7.853ms
# random        256M          0       125      1211   268435456           0     43.98ms      36.3ms
# fresh           2M          0         2         2           0     2097152     108.8us     134.4us
# fresh          16M          0        16        16           0    16777216     856.4us       937us
# fresh          64M          0        64        64           0    67108864     4.261ms     3.689ms
# fresh         256M          0       256       256           0   268435456     22.64ms      14.7ms
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
# defaults). Result: 24.44us per batch, 9.554us per VA block, bytes / 12.4
# GB/s moved, 19.71us per faulting kernel, bytes / 44.9 GB/s zero-filled.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_batch_ns = 24.44us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_block_ns = 9.554us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:330.5ns 64K:5.288us 512K:42.3us 1M:84.61us 2M:169.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_wake_ns = 19.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:91.15ns 64K:1.458us 512K:11.67us 1M:23.33us 2M:46.67us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.44us + bytes /
# 45.9 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.23us 2M:122.7us 16M:445us 64M:1.372ms 256M:5.466ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 19.87us + bytes / 10.1 GB/s, written at the measured sizes (the
# medians would give 13.8%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.35us 2M:227us 16M:1.677ms 64M:6.647ms 256M:26.53ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.27us + bytes / 7.18 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.41us 512K:88.33us 2M:307.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 25.13us + bytes / 3.1 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 9.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.26us 512K:194.2us 2M:701.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 341.2us + bytes / 2.47 GB/s, written at the
# measured sizes (the medians would give 8.0%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:367.8us 256K:447.6us 2M:1.192ms 16M:7.147ms 64M:27.56ms 256M:109.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.457us + bytes / 947 GB/s, misses by 22.6% RMS, so
# it is not used.
# Residual: 12.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.027us 2M:4.57us 16M:22.61us 64M:77.82us 256M:297.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.45us + bytes / 74.6 GB/s, misses
# by 18.4% RMS, so it is not used.
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.87us 2M:32.56us 16M:249us 64M:963.3us 256M:4.702ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.43us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 9.588us + bytes /
# 243 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.78us 16M:76.43us 64M:286us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.084us +
# bytes / 155 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.58us 16M:108us 64M:443.3us 256M:1.742ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.171us
# + bytes / 8.73 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.911us 64K:26.29us 2M:199.8us 16M:2.046ms 64M:8.318ms 256M:36.28ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.46us + bytes / 10.2 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.96us 64K:29.72us 2M:258.4us 16M:1.5ms 64M:5.845ms 256M:25.69ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.04 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 18.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.264us 2M:210.8us 16M:2.389ms 64M:10.08ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.9 GB/s, misses by
# 37.1% RMS, so it is not used.
# Residual: 21.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.234us 2M:65.97us 16M:1.009ms 64M:5.299ms

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
