# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:04:36Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:04:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 4.434us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.056us + bytes / 6.35e+03 GB/s, misses by 57.4% RMS,
# so it is not used.
# Residual: 22.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.078us 64K:2.869us 1M:3.024us 1536K:2.838us 2M:58.55us 8M:51.59us 64M:56.24us 256M:81.34us 1G:119.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.527us + bytes / 1.29e+03 GB/s, misses by 46.8% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:4.194us 64K:3.79us 1M:3.78us 1536K:3.734us 2M:44.58us 8M:47.46us 64M:96.84us 256M:201.9us 1G:685.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.7us
# + bytes / 5.7e+03 GB/s, misses by 64.5% RMS, so it is not used.
# Residual: 34.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.525us 64K:2.851us 2M:26.84us 16M:31.64us 64M:48.16us 256M:43.69us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.04us +
# bytes / 1.98e+05 GB/s, written at the measured sizes (the medians would give
# 10.8%).
# Residual: 10.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.04us 64K:14.04us 2M:14.05us 16M:14.13us 64M:14.38us 256M:15.4us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.0%, 512K
# 24.7%, 1M 24.2%, 2M 22.8%, 4M 21.2%, 8M 20.7%, 16M 21.8%, 32M 22.6%.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.55us     71.07us
# seq             2M          0         2         2     2097152           0     271.3us     261.6us
# seq            16M          0        16        16    16777216           0     1.823ms     1.921ms
# seq            64M          0        64        64    67108864           0      10.1ms     7.611ms
# seq           256M          0       256       256   268435456           0     40.71ms     30.37ms
# stride         64M        64K         8        32    67108864           0     6.164ms     5.599ms
# stride        256M         2M        32       128     8388608           0     2.939ms     3.289ms
# random         16M          0        12        16    16777216           0     1.513ms     1.809ms
# random         64M          0        36       161    67108864           0     9.086ms     8.151ms
# random        256M          0       125      1211   268435456           0     42.82ms     39.75ms
# fresh           2M          0         2         2           0     2097152     139.2us     150.9us
# fresh          16M          0        16        16           0    16777216     1.052ms     1.036ms
# fresh          64M          0        64        64           0    67108864     3.759ms      4.07ms
# fresh         256M          0       256       256           0   268435456     19.52ms     16.21ms
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
# defaults). Result: 28.12us per batch, 13.68us per VA block, bytes / 13.7
# GB/s moved, 24.47us per faulting kernel, bytes / 49 GB/s zero-filled.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_batch_ns = 28.12us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_block_ns = 13.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:299.8ns 64K:4.796us 512K:38.37us 1M:76.74us 2M:153.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_wake_ns = 24.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:83.61ns 64K:1.338us 512K:10.7us 1M:21.4us 2M:42.81us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.62us + bytes /
# 45.9 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.16us 2M:124.1us 16M:447.4us 64M:1.388ms 256M:5.418ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.25us + bytes / 10.8 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 11.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.32us 2M:209.4us 16M:1.568ms 64M:6.227ms 256M:24.86ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.93us + bytes / 9.87 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 10.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.57us 512K:69.05us 2M:228.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.26us + bytes / 3.56 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 13.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.66us 512K:171.5us 2M:613us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 294.9us + bytes / 2.47 GB/s, written at the
# measured sizes (the medians would give 2.9%).
# Residual: 10.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:321.5us 256K:401us 2M:1.144ms 16M:7.087ms 64M:27.46ms 256M:109ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.087us + bytes / 916 GB/s, misses by 18.5% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.282us 2M:5.216us 16M:23.45us 64M:80.41us 256M:300.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.53us + bytes / 91.3 GB/s, misses
# by 15.3% RMS, so it is not used.
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.2us 2M:30.1us 16M:216.4us 64M:774.7us 256M:2.858ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 105.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 151 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.22us 16M:107.7us 64M:432.4us 256M:1.8ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.7us +
# bytes / 7.2 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.657us 64K:20.03us 2M:298.7us 16M:2.188ms 64M:8.957ms 256M:36.17ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.87us + bytes / 9.45 GB/s,
# misses by 20.2% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.38us 64K:30.59us 2M:286.2us 16M:1.688ms 64M:6.639ms 256M:26.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.3 GB/s, misses by 38.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.426us 2M:129.8us 16M:1.878ms 64M:9.271ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.7 GB/s, misses by
# 40.4% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.008us 2M:53.94us 16M:1.003ms 64M:5.446ms


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
