# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/machine-m.profile
# --base profiles/h100-pcie5.profile --reps 5` on 2026-11-21T23:36:37Z: NVIDIA
# H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T23:36:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.2% RMS relative over 5 repetitions.
launch_ns = 3.686us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.694us + bytes / 7.4e+03 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 23.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.584us 64K:2.737us 1M:2.67us 1536K:2.684us 2M:54.83us 8M:49.59us 64M:80.39us 256M:84.69us 1G:132.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.137us + bytes / 2.02e+03 GB/s, misses by 52.7% RMS, so it is
# not used.
# Residual: 20.9% RMS relative over 45 repetitions.
free_ns = 4K:2.312us 64K:2.336us 1M:2.275us 1536K:2.368us 2M:42.94us 8M:46.42us 64M:79.53us 256M:176.8us 1G:390.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 13.05us + bytes * -8.25e-06
# ns/B, misses by 20.7% RMS, so it is not used.
# Residual: 19.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:16.34us 64K:11.88us 2M:12.32us 16M:13.01us 64M:12.4us 256M:11.62us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.86us +
# bytes * -5.84e-06 ns/B, written at the measured sizes (the medians would
# give 14.0%).
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.86us 64K:12.86us 2M:12.84us 16M:12.76us 64M:12.46us 256M:11.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     59.78us     55.85us
# seq             2M          0         2         2     2097152           0     256.8us     215.3us
# seq            16M          0        16        16    16777216           0     1.264ms     1.489ms
# seq            64M          0        64        64    67108864           0     6.677ms     5.855ms
# seq           256M          0       256       256   268435456           0     28.02ms     23.32ms
# stride         64M        64K        64        64    67108864           0     6.002ms     5.855ms
# stride        256M         2M       128       128     8388608           0     2.807ms     2.903ms
# random         16M          0        10        55    16777216           0     1.447ms     1.792ms
# random         64M          0        38       373    67108864           0     8.554ms     8.444ms
# random        256M          0       160      1651   268435456           0     47.41ms      35.2ms
# fresh           2M          0         2         2           0     2097152       152us     170.1us
# fresh          16M          0        16        16           0    16777216       993us     1.127ms
# fresh          64M          0        64        64           0    67108864      4.67ms     4.408ms
# fresh         256M          0       256       256           0   268435456     21.22ms     17.53ms
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
# defaults). Result: 8.736us per batch, 9.115us per VA block, bytes / 14.3
# GB/s moved, 33.43us per faulting kernel, bytes / 20.8 GB/s zero-filled.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 8.736us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 9.115us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:285.6ns 64K:4.569us 512K:36.55us 1M:73.1us 2M:146.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 33.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:197.3ns 64K:3.157us 512K:25.25us 1M:50.5us 2M:101us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.87us + bytes /
# 46.4 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.57us 2M:124.9us 16M:430.5us 64M:1.364ms 256M:5.346ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.15us + bytes / 15.3 GB/s, written at the measured sizes (the
# medians would give 2.5%).
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.43us 2M:152.1us 16M:1.111ms 64M:4.399ms 256M:17.55ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.52us + bytes / 9.64 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.32us 512K:72.89us 2M:236us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.6us + bytes / 3.47 GB/s, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.5us 512K:171.8us 2M:625.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (30 points at 6 sizes): the best line, 83.3us + bytes / 3.87 GB/s,
# misses by 25.8% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:112.5us 256K:134.5us 2M:465.7us 16M:5.387ms 64M:20.52ms 256M:84.77ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.848us + bytes / 1.66e+03 GB/s, misses by 20.7% RMS,
# so it is not used.
# Residual: 12.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.487us 2M:2.471us 16M:12.52us 64M:43.13us 256M:167us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.45us + bytes / 95.9 GB/s, misses
# by 15.3% RMS, so it is not used.
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.74us 2M:26.17us 16M:192us 64M:771.5us 256M:3.084ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.56us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.816us +
# bytes / 179 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.44us 16M:85.16us 64M:368.8us 256M:1.703ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.332us
# + bytes / 6.69 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.355us 64K:22.49us 2M:353.7us 16M:2.555ms 64M:9.349ms 256M:37.22ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.57us + bytes / 9.56 GB/s,
# misses by 22.6% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.99us 64K:31.55us 2M:292.9us 16M:1.78ms 64M:6.778ms 256M:26.76ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.5 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 14.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.281us 2M:234.9us 16M:2.462ms 64M:9.439ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.5 GB/s, misses by
# 33.5% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.193us 2M:69.53us 16M:1.127ms 64M:5.826ms


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
