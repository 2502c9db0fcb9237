# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:48:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:48:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.9% RMS relative over 5 repetitions.
launch_ns = 4.826us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.315us + bytes / 5.35e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.248us 64K:3.292us 1M:3.282us 1536K:3.107us 2M:63us 8M:55.07us 64M:84.38us 256M:81.23us 1G:219.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.655us + bytes / 1.17e+03 GB/s, misses by 44.8% RMS, so it is
# not used.
# Residual: 16.6% RMS relative over 45 repetitions.
free_ns = 4K:3.944us 64K:4.021us 1M:3.897us 1536K:3.89us 2M:47.15us 8M:50.42us 64M:85.15us 256M:225.7us 1G:775.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. Fit (weighted
# least squares, relative errors, 30 points at 6 sizes): 14.94us + bytes *
# -4.11e-06 ns/B, written at the measured sizes (the medians would give
# 13.8%).
# Residual: 14.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.94us 64K:14.94us 2M:14.93us 16M:14.87us 64M:14.66us 256M:13.83us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 15.17us +
# bytes * -4.64e-07 ns/B, written at the measured sizes (the medians would
# give 13.5%).
# Residual: 13.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.17us 64K:15.17us 2M:15.17us 16M:15.16us 64M:15.14us 256M:15.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.85us     84.79us
# seq             2M          0         2         2     2097152           0     333.2us     323.9us
# seq            16M          0        16        16    16777216           0       2.6ms     2.206ms
# seq            64M          0        64        64    67108864           0     13.45ms     8.659ms
# seq           256M          0       256       256   268435456           0     44.72ms     34.47ms
# stride         64M        64K        64        64    67108864           0     7.217ms     8.659ms
# stride        256M         2M       128       128     8388608           0      3.46ms     3.869ms
# random         16M          0        10        55    16777216           0      1.75ms     2.404ms
# random         64M          0        38       373    67108864           0     12.46ms     10.56ms
# random        256M          0       160      1651   268435456           0     59.54ms     43.38ms
# fresh           2M          0         2         2           0     2097152     187.2us     234.1us
# fresh          16M          0        16        16           0    16777216     1.332ms     1.488ms
# fresh          64M          0        64        64           0    67108864     6.564ms     5.788ms
# fresh         256M          0       256       256           0   268435456     28.16ms     22.99ms
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
# defaults). Result: 15.38us per batch, 7.447us per VA block, bytes / 9.39
# GB/s moved, 54.99us per faulting kernel, bytes / 15.7 GB/s zero-filled.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_batch_ns = 15.38us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_block_ns = 7.447us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:436ns 64K:6.976us 512K:55.81us 1M:111.6us 2M:223.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_wake_ns = 54.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:260.7ns 64K:4.172us 512K:33.38us 1M:66.75us 2M:133.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 61.19us + bytes /
# 44.2 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:55.14us 2M:171.4us 16M:474us 64M:1.461ms 256M:5.794ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.38us + bytes / 8.66 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.95us 2M:260.5us 16M:1.956ms 64M:7.767ms 256M:31.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.72us + bytes / 7.49 GB/s, written at the measured sizes (the
# medians would give 10.9%).
# Residual: 11.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.48us 512K:86.76us 2M:296.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.97us + bytes / 2.85 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 11.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.97us 512K:206us 2M:757.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 383.5us + bytes / 2.15 GB/s, written at the
# measured sizes (the medians would give 5.6%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:414us 256K:505.5us 2M:1.36ms 16M:8.193ms 64M:31.62ms 256M:125.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.756us + bytes / 809 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.074us 2M:5.086us 16M:26.09us 64M:88.76us 256M:350us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 18.39us + bytes / 64.7 GB/s, misses
# by 16.5% RMS, so it is not used.
# Residual: 6.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:22.13us 2M:40.2us 16M:276.9us 64M:1.19ms 256M:4.673ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 139.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 148 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 34.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.38us 16M:104.4us 64M:405.4us 256M:1.808ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.575us
# + bytes / 5.9 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.059us 64K:22.73us 2M:368.9us 16M:2.544ms 64M:11.64ms 256M:42.54ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.32us + bytes / 8.77 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.58us 64K:31.64us 2M:258.7us 16M:1.742ms 64M:8.631ms 256M:27.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.87 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 18.5% RMS relative over 20 repetitions.
host_read_ns = 64K:8.394us 2M:236.1us 16M:2.79ms 64M:11.61ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.8 GB/s, misses by
# 48.3% RMS, so it is not used.
# Residual: 17.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.126us 2M:58.55us 16M:1.452ms 64M:7.817ms


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
