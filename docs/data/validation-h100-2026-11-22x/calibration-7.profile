# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:05:33Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:05:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 3.601us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.962us + bytes / 8.2e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:1.931us 64K:1.895us 1M:1.939us 1536K:2.608us 2M:44.54us 8M:36.15us 64M:53.93us 256M:52.87us 1G:99.64us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.43us + bytes / 2.03e+03 GB/s, misses by 48.4% RMS, so it is not
# used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:1.419us 64K:1.48us 1M:1.497us 1536K:2.449us 2M:33.19us 8M:33.98us 64M:55.45us 256M:126.8us 1G:420.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.953us + bytes / 5.53e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 38.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.989us 64K:2.336us 2M:24.12us 16M:44.89us 64M:39.62us 256M:40.43us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.657us +
# bytes / 8.85e+05 GB/s, written at the measured sizes (the medians would give
# 11.2%).
# Residual: 11.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.657us 64K:9.657us 2M:9.659us 16M:9.676us 64M:9.733us 256M:9.96us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 27.2%, 512K
# 26.7%, 1M 25.6%, 2M 24.2%, 4M 23.9%, 8M 24.5%, 16M 25.6%, 32M 26.7%.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.06us     68.23us
# seq             2M          0         2         2     2097152           0     296.4us     229.3us
# seq            16M          0        16        16    16777216           0     1.225ms     1.505ms
# seq            64M          0        64        64    67108864           0     6.419ms     5.877ms
# seq           256M          0       256       256   268435456           0      28.9ms     23.37ms
# stride         64M        64K        16        32    67108864           0     4.809ms     5.349ms
# stride        256M         2M        64       128     8388608           0     2.893ms     2.754ms
# random         16M          0         9        23    16777216           0     1.505ms      1.62ms
# random         64M          0        35       230    67108864           0     9.586ms     8.614ms
# random        256M          0       128      1431   268435456           0     51.76ms     42.74ms
# fresh           2M          0         2         2           0     2097152     164.6us     158.4us
# fresh          16M          0        16        16           0    16777216     860.2us     937.6us
# fresh          64M          0        64        64           0    67108864     3.825ms     3.609ms
# fresh         256M          0       256       256           0   268435456     24.38ms     14.29ms
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
# defaults). Result: 0ns per batch, 16.49us per VA block, bytes / 14.1 GB/s
# moved, 47.08us per faulting kernel, bytes / 26.8 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_block_ns = 16.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:291.4ns 64K:4.663us 512K:37.3us 1M:74.6us 2M:149.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_wake_ns = 47.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:153ns 64K:2.448us 512K:19.58us 1M:39.17us 2M:78.34us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.8us + bytes /
# 46.2 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.85us 2M:123.6us 16M:438.6us 64M:1.358ms 256M:5.366ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.59us + bytes / 15.4 GB/s, written at the measured sizes (the
# medians would give 2.7%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.84us 2M:151.7us 16M:1.105ms 64M:4.372ms 256M:17.44ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.57us + bytes / 13 GB/s, written at the measured sizes (the
# medians would give 12.0%).
# Residual: 12.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.63us 512K:57.01us 2M:178.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.11us + bytes / 4.31 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.6us 512K:171.7us 2M:490.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 232.3us + bytes / 3.12 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:253.3us 256K:316.3us 2M:904.1us 16M:5.607ms 64M:21.73ms 256M:86.22ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.001us + bytes / 1.57e+03 GB/s, misses by 24.5% RMS,
# so it is not used.
# Residual: 18.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.627us 2M:2.572us 16M:13.96us 64M:44.67us 256M:180.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.2us + bytes / 76.4 GB/s, misses by
# 15.2% RMS, so it is not used.
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.56us 2M:34.2us 16M:257.2us 64M:982.8us 256M:3.832ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.09us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 561.9ns +
# bytes / 195 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.12us 16M:84.29us 64M:343.6us 256M:1.375ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.528us
# + bytes / 7.36 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 23.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.871us 64K:21.58us 2M:243.2us 16M:1.84ms 64M:13.51ms 256M:55.04ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.87us + bytes / 11 GB/s,
# misses by 28.3% RMS, so it is not used.
# Residual: 25.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.665us 64K:27.2us 2M:237.8us 16M:1.226ms 64M:9.36ms 256M:28.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.46 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.465us 2M:206.5us 16M:2.069ms 64M:9.57ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.4 GB/s, misses by
# 27.1% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.561us 2M:76.95us 16M:921.6us 64M:5.255ms


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
