# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:24:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:24:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 4.6% RMS relative over 5 repetitions.
launch_ns = 3.928us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.377us + bytes / 5.17e+03 GB/s, misses by 56.4% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.591us 64K:2.538us 1M:2.234us 1536K:2.388us 2M:56.02us 8M:46.32us 64M:55.11us 256M:67.26us 1G:156.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.789us + bytes / 1.68e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:2.311us 64K:2.095us 1M:1.948us 1536K:2.146us 2M:41.6us 8M:42.44us 64M:78.69us 256M:155.6us 1G:568.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 11.9us + bytes / 5.31e+05
# GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:15.19us 64K:11.28us 2M:11.45us 16M:12.59us 64M:11.48us 256M:12.49us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.89us +
# bytes / 2.48e+05 GB/s, written at the measured sizes (the medians would give
# 14.4%).
# Residual: 14.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.89us 64K:11.89us 2M:11.9us 16M:11.96us 64M:12.16us 256M:12.97us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     59.87us     53.38us
# seq             2M          0         2         2     2097152           0     261.4us     238.4us
# seq            16M          0        16        16    16777216           0     1.494ms     1.683ms
# seq            64M          0        64        64    67108864           0     8.104ms     6.636ms
# seq           256M          0       256       256   268435456           0     34.27ms     26.45ms
# stride         64M        64K        64        64    67108864           0     5.599ms     6.636ms
# stride        256M         2M       128       128     8388608           0     2.677ms     2.768ms
# random         16M          0        10        55    16777216           0     1.702ms     1.921ms
# random         64M          0        38       373    67108864           0     8.215ms     8.707ms
# random        256M          0       160      1651   268435456           0     42.64ms     35.98ms
# fresh           2M          0         2         2           0     2097152     134.5us       161us
# fresh          16M          0        16        16           0    16777216      1.05ms     1.064ms
# fresh          64M          0        64        64           0    67108864     4.845ms      4.16ms
# fresh         256M          0       256       256           0   268435456     19.88ms     16.54ms
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
# defaults). Result: 8.5us per batch, 7.419us per VA block, bytes / 12 GB/s
# moved, 32.01us per faulting kernel, bytes / 21.6 GB/s zero-filled.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_batch_ns = 8.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_block_ns = 7.419us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:340.9ns 64K:5.454us 512K:43.63us 1M:87.26us 2M:174.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_wake_ns = 32.01us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:189.8ns 64K:3.036us 512K:24.29us 1M:48.58us 2M:97.16us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.77us + bytes /
# 47.3 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.35us 2M:119.2us 16M:418.5us 64M:1.339ms 256M:5.294ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.86us + bytes / 16.4 GB/s, written at the measured sizes (the
# medians would give 1.4%).
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.87us 2M:143us 16M:1.04ms 64M:4.116ms 256M:16.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.39us + bytes / 10.5 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.62us 512K:65.21us 2M:214.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.91us + bytes / 4.65 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36us 512K:134.6us 2M:472.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 280.4us + bytes / 2.5 GB/s, misses by 15.8% RMS, so
# it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:346.2us 256K:418.1us 2M:913.4us 16M:7.16ms 64M:28.35ms 256M:113ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.298us + bytes / 1.71e+03 GB/s, misses by 19.8% RMS,
# so it is not used.
# Residual: 14.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.982us 2M:3.156us 16M:13.28us 64M:43.26us 256M:156.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.985us + bytes / 107 GB/s, misses by
# 17.1% RMS, so it is not used.
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.48us 2M:24.13us 16M:162.7us 64M:785.9us 256M:2.845ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.55us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.577us +
# bytes / 166 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 25.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.76us 16M:91.78us 64M:371.7us 256M:1.735ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.587us
# + bytes / 9.09 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 20.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.493us 64K:20.75us 2M:220.3us 16M:1.755ms 64M:6.854ms 256M:29.75ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.91us + bytes / 12.9 GB/s,
# misses by 26.1% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.663us 64K:26.94us 2M:217.4us 16M:1.174ms 64M:4.498ms 256M:19.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.4 GB/s, misses by 33.2% RMS, so it is not used.
# Residual: 32.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.719us 2M:181.4us 16M:1.776ms 64M:8.053ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.7 GB/s, misses by
# 36.1% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_write_ns = 64K:874ns 2M:44.38us 16M:623us 64M:4.135ms


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
