# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:32:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:32:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.68us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.95us + bytes / 6.55e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 23.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.418us 64K:2.916us 1M:2.979us 1536K:2.846us 2M:53.37us 8M:49.08us 64M:76.37us 256M:62.91us 1G:118.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.144us + bytes / 1.25e+03 GB/s, misses by 47.9% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.611us 64K:2.648us 1M:2.586us 1536K:2.647us 2M:41.89us 8M:48.23us 64M:87.19us 256M:208.3us 1G:711.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 13.45us + bytes * -3.37e-07
# ns/B, misses by 16.7% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.32us 64K:13.07us 2M:13.46us 16M:13.67us 64M:12.49us 256M:13.41us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.93us + bytes /
# 4.53e+05 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.63us 64K:13.23us 2M:13.31us 16M:13.64us 64M:13.59us 256M:14.82us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.81us     75.16us
# seq             2M          0         2         2     2097152           0     267.8us       287us
# seq            16M          0        16        16    16777216           0     2.164ms     1.936ms
# seq            64M          0        64        64    67108864           0     11.32ms     7.588ms
# seq           256M          0       256       256   268435456           0     43.67ms      30.2ms
# stride         64M        64K        64        64    67108864           0      7.11ms     7.588ms
# stride        256M         2M       128       128     8388608           0     2.992ms     3.085ms
# random         16M          0        10        55    16777216           0     1.467ms     2.098ms
# random         64M          0        38       373    67108864           0     10.47ms     9.121ms
# random        256M          0       160      1651   268435456           0     56.05ms     37.36ms
# fresh           2M          0         2         2           0     2097152     201.7us     223.9us
# fresh          16M          0        16        16           0    16777216     1.247ms     1.431ms
# fresh          64M          0        64        64           0    67108864     6.348ms     5.568ms
# fresh         256M          0       256       256           0   268435456     25.83ms     22.12ms
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
# defaults). Result: 11.5us per batch, 5.926us per VA block, bytes / 10.5 GB/s
# moved, 51.47us per faulting kernel, bytes / 15.2 GB/s zero-filled.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 11.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 5.926us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:391.9ns 64K:6.271us 512K:50.17us 1M:100.3us 2M:200.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 51.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:268.6ns 64K:4.298us 512K:34.39us 1M:68.77us 2M:137.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.25us + bytes /
# 45.2 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.51us 2M:142.6us 16M:473.1us 64M:1.395ms 256M:5.484ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 19.13us + bytes / 9.13 GB/s, written at the measured sizes (the
# medians would give 5.3%).
# Residual: 7.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.31us 2M:248.8us 16M:1.856ms 64M:7.368ms 256M:29.41ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.06us + bytes / 8.2 GB/s, written at the measured sizes (the
# medians would give 8.6%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.05us 512K:81.01us 2M:272.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.14us + bytes / 3.05 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.61us 512K:195.9us 2M:711.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 328.5us + bytes / 2.41 GB/s, written at the
# measured sizes (the medians would give 3.8%).
# Residual: 13.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:355.7us 256K:437.4us 2M:1.2ms 16M:7.299ms 64M:28.21ms 256M:111.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.883us + bytes / 887 GB/s, misses by 22.8% RMS, so
# it is not used.
# Residual: 14.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.087us 2M:4.144us 16M:22.71us 64M:78.47us 256M:339.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.52us + bytes / 70.8
# GB/s, written at the measured sizes (the medians would give 5.3%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.45us 2M:46.16us 16M:253.6us 64M:964.9us 256M:3.81ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 144 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 33.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.25us 16M:102.3us 64M:591us 256M:1.796ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.6us +
# bytes / 7.26 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.464us 64K:23.18us 2M:292.7us 16M:2.215ms 64M:8.889ms 256M:36.3ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.2us + bytes / 9.5 GB/s,
# misses by 19.4% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.63us 64K:31.78us 2M:286.2us 16M:1.659ms 64M:6.665ms 256M:26.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 5.77 GB/s, written at the measured sizes (the medians would
# give 8.0%).
# Residual: 7.0% RMS relative over 20 repetitions.
host_read_ns = 64K:10.22us 2M:362.5us 16M:2.908ms 64M:11.64ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.2 GB/s, misses by
# 32.7% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.333us 2M:67.61us 16M:1.078ms 64M:5.387ms


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
