# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:40:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:40:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 93.9% RMS relative over 5 repetitions.
launch_ns = 15.56us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 7.015us + bytes / 4.33e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:6.442us 64K:6.626us 1M:6.858us 1536K:6.708us 2M:122.8us 8M:109.5us 64M:109us 256M:110.2us 1G:191.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 5.521us + bytes / 743 GB/s, misses by 49.5% RMS, so it is not
# used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:6.02us 64K:6.156us 1M:5.958us 1536K:5.992us 2M:85.96us 8M:85.86us 64M:205.6us 256M:525.6us 1G:1.073ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.343us + bytes / 5.64e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 52.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:8.771us 64K:3.369us 2M:29.22us 16M:38.4us 64M:43.97us 256M:50.21us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.95us +
# bytes / 2e+05 GB/s, written at the measured sizes (the medians would give
# 10.3%).
# Residual: 12.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.95us 64K:11.95us 2M:11.96us 16M:12.04us 64M:12.29us 256M:13.3us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.5%, 512K
# 25.3%, 1M 25.1%, 2M 24.2%, 4M 22.6%, 8M 21.7%, 16M 22.6%, 32M 23.2%.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     63.97us     55.58us
# seq             2M          0         2         2     2097152           0     241.1us     249.9us
# seq            16M          0        16        16    16777216           0     1.777ms     1.923ms
# seq            64M          0        64        64    67108864           0     10.25ms     7.661ms
# seq           256M          0       256       256   268435456           0     38.32ms     30.61ms
# stride         64M        64K         8        32    67108864           0     6.036ms     5.669ms
# stride        256M         2M        32       128     8388608           0     2.457ms     2.851ms
# random         16M          0        12        16    16777216           0     1.507ms     1.803ms
# random         64M          0        36       161    67108864           0     7.238ms      7.76ms
# random        256M          0       125      1211   268435456           0     46.72ms     35.93ms
# fresh           2M          0         2         2           0     2097152     125.6us       149us
# fresh          16M          0        16        16           0    16777216     1.068ms     1.116ms
# fresh          64M          0        64        64           0    67108864     4.758ms     4.431ms
# fresh         256M          0       256       256           0   268435456     21.62ms     17.69ms
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
# defaults). Result: 30.03us per batch, 9.691us per VA block, bytes / 13.1
# GB/s moved, 10.87us per faulting kernel, bytes / 35.7 GB/s zero-filled.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_batch_ns = 30.03us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_block_ns = 9.691us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:311.7ns 64K:4.988us 512K:39.9us 1M:79.8us 2M:159.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_wake_ns = 10.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:114.6ns 64K:1.834us 512K:14.67us 1M:29.34us 2M:58.68us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 39.99us +
# bytes / 46.8 GB/s, written at the measured sizes (the medians would give
# 2.6%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.39us 2M:84.82us 16M:398.6us 64M:1.474ms 256M:5.778ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.31us + bytes / 10.1 GB/s, written at the measured sizes (the
# medians would give 4.8%).
# Residual: 7.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.78us 2M:225.3us 16M:1.675ms 64M:6.644ms 256M:26.52ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.96us + bytes / 13.5 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.83us 512K:52.91us 2M:169.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 47.08us + bytes / 4.64 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:56.73us 512K:210.9us 2M:519.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 381.5us + bytes / 2.38 GB/s, misses by 22.1% RMS, so
# it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:472.2us 256K:572.2us 2M:941.4us 16M:8.022ms 64M:31.68ms 256M:128.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.429us + bytes / 821 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 10.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.761us 2M:5.715us 16M:25.71us 64M:89.77us 256M:342.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17us + bytes / 89.7 GB/s, misses by
# 16.6% RMS, so it is not used.
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.16us 2M:32.08us 16M:225.4us 64M:827.1us 256M:3.309ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.28us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.515us +
# bytes / 156 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.68us 16M:107.6us 64M:439.2us 256M:1.717ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.614us
# + bytes / 8.58 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.682us 64K:20.28us 2M:230.1us 16M:1.782ms 64M:7.431ms 256M:34.59ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.81us + bytes / 13.3 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.399us 64K:26.75us 2M:204.7us 16M:1.104ms 64M:4.735ms 256M:23.38ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.6 GB/s, misses by 45.2% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
host_read_ns = 64K:2.92us 2M:97.26us 16M:2.183ms 64M:9.053ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.5 GB/s, misses by
# 42.3% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_write_ns = 64K:869ns 2M:44.68us 16M:947.4us 64M:4.637ms


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
