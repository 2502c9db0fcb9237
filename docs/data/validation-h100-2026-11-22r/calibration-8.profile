# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:50:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:50:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.73us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.302us + bytes / 6.18e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.402us 64K:3.221us 1M:3.059us 1536K:3.575us 2M:59.59us 8M:51.39us 64M:81.16us 256M:64.37us 1G:126.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.616us + bytes / 1.22e+03 GB/s, misses by 45.0% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:3.834us 64K:3.922us 1M:3.854us 1536K:3.846us 2M:45.84us 8M:49.8us 64M:83.42us 256M:203.8us 1G:792.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 14.32us + bytes / 8.94e+05
# GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:15.77us 64K:13.71us 2M:14.19us 16M:14.4us 64M:13.36us 256M:14.77us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.56us + bytes /
# 2.61e+05 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.21us 64K:14.39us 2M:15.12us 16M:13.72us 64M:14.1us 256M:15.91us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.04us     69.69us
# seq             2M          0         2         2     2097152           0     303.9us     297.2us
# seq            16M          0        16        16    16777216           0     1.951ms     2.069ms
# seq            64M          0        64        64    67108864           0       9.4ms     8.143ms
# seq           256M          0       256       256   268435456           0     43.15ms     32.44ms
# stride         64M        64K        64        64    67108864           0     7.518ms     8.143ms
# stride        256M         2M       128       128     8388608           0     3.259ms     3.317ms
# random         16M          0        10        55    16777216           0     1.878ms     2.258ms
# random         64M          0        38       373    67108864           0     10.42ms     9.906ms
# random        256M          0       160      1651   268435456           0     56.02ms     40.66ms
# fresh           2M          0         2         2           0     2097152     163.1us     208.6us
# fresh          16M          0        16        16           0    16777216     1.361ms      1.36ms
# fresh          64M          0        64        64           0    67108864     5.868ms     5.306ms
# fresh         256M          0       256       256           0   268435456      25.1ms     21.09ms
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
# defaults). Result: 12.11us per batch, 6.727us per VA block, bytes / 9.74
# GB/s moved, 44.12us per faulting kernel, bytes / 16.5 GB/s zero-filled.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_batch_ns = 12.11us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_block_ns = 6.727us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:420.7ns 64K:6.731us 512K:53.85us 1M:107.7us 2M:215.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_wake_ns = 44.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:247.6ns 64K:3.961us 512K:31.69us 1M:63.37us 2M:126.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 52.75us + bytes /
# 45.2 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:47.4us 2M:143.6us 16M:478.1us 64M:1.428ms 256M:5.42ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.91us + bytes / 10.4 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.56us 2M:284.5us 16M:1.897ms 64M:7.318ms 256M:19.11ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 17.04us + bytes / 9.76 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 20.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.06us 512K:72.33us 2M:264.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.58us + bytes / 3.41 GB/s, written at the measured sizes (the
# medians would give 12.7%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.8us 512K:176.3us 2M:637.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 336.9us + bytes / 2.25 GB/s, written at the
# measured sizes (the medians would give 4.4%).
# Residual: 10.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:366.1us 256K:453.4us 2M:1.269ms 16M:7.791ms 64M:30.15ms 256M:119.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.57us + bytes / 1.35e+03 GB/s, misses by 22.2% RMS,
# so it is not used.
# Residual: 15.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.585us 2M:3.227us 16M:15.94us 64M:52.23us 256M:203.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 19.13us + bytes / 64.4
# GB/s, written at the measured sizes (the medians would give 4.4%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.15us 2M:51.69us 16M:279.6us 64M:1.061ms 256M:4.187ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 64.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 168.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 142 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 31.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.04us 16M:104.1us 64M:421.6us 256M:1.867ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.898us
# + bytes / 6.89 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.84us 64K:24.38us 2M:321.4us 16M:2.247ms 64M:9.664ms 256M:39.36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.01us + bytes / 10 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.12us 64K:30.93us 2M:299.6us 16M:1.436ms 64M:6.719ms 256M:26.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 5.78 GB/s, written at the measured sizes (the medians would
# give 12.7%).
# Residual: 14.2% RMS relative over 20 repetitions.
host_read_ns = 64K:8.681us 2M:359.9us 16M:2.898ms 64M:11.6ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 13.9 GB/s, misses by
# 27.2% RMS, so it is not used.
# Residual: 27.0% RMS relative over 20 repetitions.
host_write_ns = 64K:3.345us 2M:126.8us 16M:1.395ms 64M:6.329ms


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
