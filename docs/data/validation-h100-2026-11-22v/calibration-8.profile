# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:09:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:09:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.0% RMS relative over 5 repetitions.
launch_ns = 4.99us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.329us + bytes / 6.16e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 23.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.193us 64K:3.481us 1M:3.299us 1536K:3.259us 2M:62.57us 8M:56.65us 64M:87.8us 256M:67.06us 1G:124us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.428us + bytes / 1.21e+03 GB/s, misses by 47.5% RMS, so it is
# not used.
# Residual: 17.0% RMS relative over 45 repetitions.
free_ns = 4K:2.958us 64K:2.877us 1M:2.736us 1536K:2.89us 2M:47.71us 8M:51.9us 64M:90.77us 256M:215.1us 1G:731.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.59us
# + bytes / 4.67e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 34.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.355us 64K:4.002us 2M:38.01us 16M:44.21us 64M:53.36us 256M:56.47us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.56us +
# bytes / 1.41e+05 GB/s, written at the measured sizes (the medians would give
# 9.6%).
# Residual: 9.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.56us 64K:14.56us 2M:14.57us 16M:14.67us 64M:15.03us 256M:16.46us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.5%, 512K
# 23.3%, 1M 22.9%, 2M 22.1%, 4M 20.5%, 8M 19.3%, 16M 20.0%, 32M 20.3%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      74.4us     70.07us
# seq             2M          0         2         2     2097152           0     302.9us     319.2us
# seq            16M          0        16        16    16777216           0     2.322ms     2.531ms
# seq            64M          0        64        64    67108864           0     10.59ms     10.12ms
# seq           256M          0       256       256   268435456           0      47.6ms     40.45ms
# stride         64M        64K         8        32    67108864           0     7.979ms     6.968ms
# stride        256M         2M        32       128     8388608           0     3.305ms     3.761ms
# random         16M          0        12        16    16777216           0     2.082ms     2.331ms
# random         64M          0        36       161    67108864           0     11.01ms     9.759ms
# random        256M          0       125      1211   268435456           0     47.35ms     44.18ms
# fresh           2M          0         2         2           0     2097152     134.3us     157.7us
# fresh          16M          0        16        16           0    16777216     1.025ms     1.239ms
# fresh          64M          0        64        64           0    67108864     5.926ms     4.947ms
# fresh         256M          0       256       256           0   268435456     28.33ms     19.78ms
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
# defaults). Result: 50.06us per batch, 10.77us per VA block, bytes / 10.8
# GB/s moved, 3.168us per faulting kernel, bytes / 63.9 GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 50.06us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 10.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:379.6ns 64K:6.074us 512K:48.59us 1M:97.18us 2M:194.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 3.168us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:64.13ns 64K:1.026us 512K:8.208us 1M:16.42us 2M:32.83us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.47us + bytes / 46
# GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.52us 2M:124.1us 16M:449.2us 64M:1.38ms 256M:5.394ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.35us + bytes / 11 GB/s, written at the measured sizes (the
# medians would give 10.1%).
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.32us 2M:207.2us 16M:1.543ms 64M:6.125ms 256M:24.45ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.69us + bytes / 9.45 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.62us 512K:75.16us 2M:241.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 16.93us + bytes / 3.03 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 12.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.55us 512K:189.9us 2M:708.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 355.6us + bytes / 2.15 GB/s, written at the
# measured sizes (the medians would give 5.6%).
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:386.1us 256K:477.7us 2M:1.332ms 16M:8.17ms 64M:31.61ms 256M:125.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.706us + bytes / 1.24e+03 GB/s, misses by 25.8% RMS,
# so it is not used.
# Residual: 18.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.842us 2M:4.457us 16M:24us 64M:70.7us 256M:191.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.62us + bytes / 72.9
# GB/s, written at the measured sizes (the medians would give 4.9%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.52us 2M:45.39us 16M:246.8us 64M:937.3us 256M:3.699ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 34.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.24us +
# bytes / 147 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.2us 16M:114.7us 64M:464.6us 256M:1.837ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.053us
# + bytes / 7.08 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.964us 64K:22.11us 2M:306.2us 16M:2.305ms 64M:9.158ms 256M:35.94ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.48us + bytes / 9.92 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.84us 64K:31.66us 2M:259.1us 16M:1.677ms 64M:6.547ms 256M:24.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.91 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_read_ns = 64K:6.867us 2M:228.5us 16M:2.337ms 64M:10.2ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.6 GB/s, misses by
# 36.6% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.199us 2M:59.19us 16M:854.7us 64M:5.521ms


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
