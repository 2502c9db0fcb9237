# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:43:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:43:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.458us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.873us + bytes / 6.84e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.691us 64K:2.98us 1M:2.957us 1536K:2.713us 2M:53.26us 8M:47.09us 64M:53.7us 256M:57.32us 1G:111.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.243us + bytes / 1.26e+03 GB/s, misses by 45.0% RMS, so it is
# not used.
# Residual: 15.7% RMS relative over 45 repetitions.
free_ns = 4K:3.455us 64K:3.605us 1M:3.517us 1536K:3.52us 2M:41.25us 8M:45.78us 64M:101.3us 256M:192.3us 1G:724.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.093us + bytes / 4.99e+03 GB/s, misses by 67.2% RMS, so it is not used.
# Residual: 36.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.333us 64K:3.212us 2M:33.31us 16M:43.52us 64M:52.82us 256M:54.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.14us +
# bytes / 1.4e+05 GB/s, written at the measured sizes (the medians would give
# 8.9%).
# Residual: 8.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.14us 64K:11.14us 2M:11.15us 16M:11.26us 64M:11.62us 256M:13.06us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.9%, 512K
# 20.7%, 1M 20.3%, 2M 19.6%, 4M 18.7%, 8M 18.3%, 16M 18.7%, 32M 19.4%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      61.7us     61.02us
# seq             2M          0         2         2     2097152           0       246us     234.7us
# seq            16M          0        16        16    16777216           0     1.451ms     1.677ms
# seq            64M          0        64        64    67108864           0     7.307ms     6.621ms
# seq           256M          0       256       256   268435456           0     30.18ms      26.4ms
# stride         64M        64K         8        32    67108864           0     5.818ms     5.374ms
# stride        256M         2M        32       128     8388608           0     2.627ms     2.725ms
# random         16M          0        12        16    16777216           0     1.377ms     1.616ms
# random         64M          0        36       161    67108864           0     6.693ms     7.421ms
# random        256M          0       125      1211   268435456           0     41.41ms     36.45ms
# fresh           2M          0         2         2           0     2097152     141.2us       164us
# fresh          16M          0        16        16           0    16777216     1.292ms     1.112ms
# fresh          64M          0        64        64           0    67108864     5.075ms     4.361ms
# fresh         256M          0       256       256           0   268435456     16.42ms     17.36ms
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
# defaults). Result: 15.06us per batch, 12.59us per VA block, bytes / 13.9
# GB/s moved, 28.66us per faulting kernel, bytes / 26.2 GB/s zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 15.06us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 12.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:294.3ns 64K:4.709us 512K:37.67us 1M:75.35us 2M:150.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 28.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:156.4ns 64K:2.502us 512K:20.02us 1M:40.04us 2M:80.08us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.97us + bytes /
# 45.1 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 4.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.07us 2M:118.7us 16M:439.1us 64M:1.4ms 256M:5.674ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.46us + bytes / 9.77 GB/s, written at the measured sizes (the
# medians would give 9.2%).
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.17us 2M:232us 16M:1.734ms 64M:6.884ms 256M:27.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.53us + bytes / 13.7 GB/s, written at the measured sizes (the
# medians would give 10.0%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.33us 512K:52.92us 2M:168.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.86us + bytes / 3.41 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 20.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.79us 512K:194.9us 2M:605.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 274.4us + bytes / 2.79 GB/s, misses by 21.5% RMS, so
# it is not used.
# Residual: 19.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:330.2us 256K:422.4us 2M:877us 16M:7.176ms 64M:29.14ms 256M:113.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.821us + bytes / 1.02e+03 GB/s, misses by 23.3% RMS,
# so it is not used.
# Residual: 14.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.074us 2M:3.91us 16M:20.08us 64M:73.03us 256M:287.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.02us + bytes / 80.1 GB/s, misses
# by 15.9% RMS, so it is not used.
# Residual: 11.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.86us 2M:32.01us 16M:228.4us 64M:920.3us 256M:3.611ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.037us +
# bytes / 160 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.74us 16M:103.6us 64M:426.9us 256M:1.75ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.222us
# + bytes / 8.06 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 18.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.553us 64K:19.2us 2M:263.6us 16M:2.004ms 64M:7.899ms 256M:32.78ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.92us + bytes / 11.3 GB/s,
# misses by 26.7% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.841us 64K:32.54us 2M:267.3us 16M:1.395ms 64M:5.122ms 256M:26.39ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 2.277us +
# bytes / 6.28 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 26.5% RMS relative over 20 repetitions.
host_read_ns = 64K:12.14us 2M:553.7us 16M:2.464ms 64M:12.33ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 10.6 GB/s, misses by
# 22.6% RMS, so it is not used.
# Residual: 25.4% RMS relative over 20 repetitions.
host_write_ns = 64K:3.653us 2M:214.1us 16M:1.406ms 64M:8.622ms


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
