# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:45:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:45:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 3.681us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.441us + bytes / 7.34e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.406us 64K:2.612us 1M:2.385us 1536K:2.355us 2M:63.15us 8M:45.79us 64M:53.06us 256M:76.38us 1G:152us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.874us + bytes / 1.98e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 22.2% RMS relative over 45 repetitions.
free_ns = 4K:2.395us 64K:2.217us 1M:2.133us 1536K:2.119us 2M:44.82us 8M:42.92us 64M:77.56us 256M:146.7us 1G:551.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.98us
# + bytes / 3.51e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 40.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.3us 64K:2.86us 2M:26.46us 16M:32.24us 64M:62.77us 256M:73.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 16.52us +
# bytes / 1.81e+05 GB/s, written at the measured sizes (the medians would give
# 10.8%).
# Residual: 10.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:16.52us 64K:16.52us 2M:16.53us 16M:16.61us 64M:16.89us 256M:18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.7%, 512K
# 22.5%, 1M 22.0%, 2M 21.2%, 4M 19.9%, 8M 19.7%, 16M 20.3%, 32M 21.0%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     98.62us     79.17us
# seq             2M          0         2         2     2097152           0       262us     269.6us
# seq            16M          0        16        16    16777216           0     1.903ms     1.926ms
# seq            64M          0        64        64    67108864           0     7.667ms     7.606ms
# seq           256M          0       256       256   268435456           0     38.12ms     30.32ms
# stride         64M        64K         8        32    67108864           0     6.372ms     5.698ms
# stride        256M         2M        32       128     8388608           0     3.771ms     3.623ms
# random         16M          0        12        16    16777216           0     1.479ms     1.829ms
# random         64M          0        36       161    67108864           0     8.996ms     8.593ms
# random        256M          0       125      1211   268435456           0     45.59ms     43.55ms
# fresh           2M          0         2         2           0     2097152     165.8us     190.2us
# fresh          16M          0        16        16           0    16777216     1.195ms     1.291ms
# fresh          64M          0        64        64           0    67108864      5.59ms     5.065ms
# fresh         256M          0       256       256           0   268435456     24.12ms     20.16ms
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
# defaults). Result: 24.25us per batch, 17.18us per VA block, bytes / 13.6
# GB/s moved, 32.93us per faulting kernel, bytes / 28.2 GB/s zero-filled.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 24.25us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 17.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:300.4ns 64K:4.806us 512K:38.45us 1M:76.89us 2M:153.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 32.93us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:145.3ns 64K:2.325us 512K:18.6us 1M:37.2us 2M:74.41us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.42us + bytes /
# 46.3 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.53us 2M:121.1us 16M:448.4us 64M:1.375ms 256M:5.361ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.29us + bytes / 14.3 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.88us 2M:164.1us 16M:1.192ms 64M:4.717ms 256M:18.81ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.64us + bytes / 10.1 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 13.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.11us 512K:69.44us 2M:224.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 18.01us + bytes / 3.62 GB/s, written at the measured sizes (the
# medians would give 12.3%).
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.13us 512K:163us 2M:597.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 268.2us + bytes / 2.78 GB/s, misses by 18.2% RMS, so
# it is not used.
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:344.2us 256K:404.8us 2M:805.5us 16M:6.304ms 64M:28.87ms 256M:107ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.999us + bytes / 1.59e+03 GB/s, misses by 21.5% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.735us 2M:2.67us 16M:13.71us 64M:44.86us 256M:169.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.63us + bytes / 82.2 GB/s, misses
# by 15.0% RMS, so it is not used.
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.52us 2M:37.16us 16M:234.6us 64M:932.5us 256M:3.158ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.662us +
# bytes / 169 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.97us 16M:112.3us 64M:411.1us 256M:1.498ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.426us
# + bytes / 7.09 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 20.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.256us 64K:23.51us 2M:297.5us 16M:2.243ms 64M:9.539ms 256M:34.18ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.92us + bytes / 9.51 GB/s,
# misses by 25.7% RMS, so it is not used.
# Residual: 20.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.64us 64K:31.01us 2M:295.7us 16M:1.684ms 64M:7.187ms 256M:24.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.31 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 16.7% RMS relative over 20 repetitions.
host_read_ns = 64K:6.002us 2M:203.8us 16M:2.357ms 64M:9.77ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20 GB/s, misses by
# 27.3% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.206us 2M:80.07us 16M:1.064ms 64M:5.365ms


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
