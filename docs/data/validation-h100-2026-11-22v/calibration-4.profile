# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:07:19Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:07:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.568us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.949us + bytes / 6.17e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 23.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.903us 64K:2.931us 1M:2.779us 1536K:2.916us 2M:52.79us 8M:48.81us 64M:74.11us 256M:81.6us 1G:136.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.141us + bytes / 1.33e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.547us 64K:2.653us 1M:2.43us 1536K:2.528us 2M:44.36us 8M:46.85us 64M:83.3us 256M:192.7us 1G:664.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.245us + bytes / 4.02e+03 GB/s, misses by 64.5% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.229us 64K:3.824us 2M:33.65us 16M:43.65us 64M:64.83us 256M:62.42us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 15.47us +
# bytes * -3.72e-06 ns/B, written at the measured sizes (the medians would
# give 12.7%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.47us 64K:15.47us 2M:15.47us 16M:15.41us 64M:15.22us 256M:14.48us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 21.5%, 512K
# 21.2%, 1M 20.6%, 2M 19.5%, 4M 18.5%, 8M 18.1%, 16M 18.7%, 32M 19.5%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.46us     83.34us
# seq             2M          0         2         2     2097152           0     316.2us     314.9us
# seq            16M          0        16        16    16777216           0     1.949ms     2.241ms
# seq            64M          0        64        64    67108864           0     10.04ms     8.846ms
# seq           256M          0       256       256   268435456           0     43.91ms     35.27ms
# stride         64M        64K         8        32    67108864           0     7.208ms      7.13ms
# stride        256M         2M        32       128     8388608           0     3.178ms     3.537ms
# random         16M          0        12        16    16777216           0     1.944ms     2.155ms
# random         64M          0        36       161    67108864           0     10.31ms     9.754ms
# random        256M          0       125      1211   268435456           0     55.31ms     47.34ms
# fresh           2M          0         2         2           0     2097152     156.9us     175.3us
# fresh          16M          0        16        16           0    16777216     1.064ms     1.124ms
# fresh          64M          0        64        64           0    67108864     5.574ms     4.376ms
# fresh         256M          0       256       256           0   268435456     18.91ms     17.39ms
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
# defaults). Result: 21.71us per batch, 15.63us per VA block, bytes / 10.5
# GB/s moved, 39.74us per faulting kernel, bytes / 34.5 GB/s zero-filled.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 21.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 15.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:391.7ns 64K:6.267us 512K:50.13us 1M:100.3us 2M:200.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 39.74us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:118.8ns 64K:1.901us 512K:15.21us 1M:30.42us 2M:60.84us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.9us + bytes /
# 45.6 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 4.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.97us 2M:135.4us 16M:464.9us 64M:1.396ms 256M:5.48ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.93us + bytes / 8.8 GB/s, written at the measured sizes (the
# medians would give 4.0%).
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.37us 2M:257.3us 16M:1.926ms 64M:7.646ms 256M:30.53ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.79us + bytes / 7.94 GB/s, written at the measured sizes (the
# medians would give 8.6%).
# Residual: 8.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.04us 512K:83.79us 2M:281.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.41us + bytes / 3.02 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.12us 512K:197.1us 2M:718.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 307.2us + bytes / 2.44 GB/s, written at the
# measured sizes (the medians would give 2.6%).
# Residual: 11.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:334.1us 256K:414.8us 2M:1.168ms 16M:7.195ms 64M:27.86ms 256M:110.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.342us + bytes / 827 GB/s, misses by 18.7% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.63us 2M:5.582us 16M:25.67us 64M:86.64us 256M:343.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 17.28us + bytes / 66.2
# GB/s, written at the measured sizes (the medians would give 4.6%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.27us 2M:48.97us 16M:270.7us 64M:1.031ms 256M:4.073ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 97.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 937.5ns +
# bytes / 151 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.84us 16M:107.1us 64M:445.8us 256M:1.838ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.231us
# + bytes / 6.34 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.385us 64K:22.77us 2M:325.9us 16M:3.414ms 64M:10.67ms 256M:36.49ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.75us + bytes / 8.49 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.09us 64K:32.23us 2M:300.2us 16M:2.423ms 64M:6.678ms 256M:26.57ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.41 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_read_ns = 64K:7.803us 2M:239.3us 16M:2.452ms 64M:9.881ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.5 GB/s, misses by
# 32.0% RMS, so it is not used.
# Residual: 16.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.244us 2M:65.47us 16M:1.085ms 64M:5.024ms


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
