# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:12:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:12:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 3.976us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.672us + bytes / 6.77e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.795us 64K:2.733us 1M:2.685us 1536K:2.581us 2M:50.75us 8M:48.09us 64M:50.95us 256M:64.2us 1G:169us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.197us + bytes / 1.47e+03 GB/s, misses by 45.0% RMS, so it is
# not used.
# Residual: 14.4% RMS relative over 45 repetitions.
free_ns = 4K:3.424us 64K:3.501us 1M:3.426us 1536K:3.424us 2M:39.09us 8M:43.4us 64M:88.49us 256M:171.6us 1G:591us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. Fit (weighted
# least squares, relative errors, 30 points at 6 sizes): 12.1us + bytes /
# 1.51e+06 GB/s, written at the measured sizes (the medians would give 13.9%).
# Residual: 14.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:12.1us 64K:12.1us 2M:12.1us 16M:12.11us 64M:12.14us 256M:12.27us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.17us +
# bytes / 2.56e+05 GB/s, written at the measured sizes (the medians would give
# 13.3%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.17us 64K:12.17us 2M:12.18us 16M:12.24us 64M:12.43us 256M:13.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.83us     62.34us
# seq             2M          0         2         2     2097152           0     222.5us     212.7us
# seq            16M          0        16        16    16777216           0     1.286ms     1.385ms
# seq            64M          0        64        64    67108864           0     6.084ms     5.406ms
# seq           256M          0       256       256   268435456           0     30.55ms     21.49ms
# stride         64M        64K        64        64    67108864           0     4.454ms     5.406ms
# stride        256M         2M       128       128     8388608           0     2.063ms     2.244ms
# random         16M          0        10        55    16777216           0     1.781ms     1.726ms
# random         64M          0        38       373    67108864           0     7.307ms     8.177ms
# random        256M          0       160      1651   268435456           0     37.16ms     34.07ms
# fresh           2M          0         2         2           0     2097152     124.3us     141.6us
# fresh          16M          0        16        16           0    16777216     807.4us     816.4us
# fresh          64M          0        64        64           0    67108864     3.478ms      3.13ms
# fresh         256M          0       256       256           0   268435456     14.58ms     12.38ms
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
# defaults). Result: 3.477us per batch, 9.261us per VA block, bytes / 14.8
# GB/s moved, 45.16us per faulting kernel, bytes / 29.6 GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 3.477us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 9.261us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:277.4ns 64K:4.439us 512K:35.51us 1M:71.02us 2M:142us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 45.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:138.5ns 64K:2.216us 512K:17.73us 1M:35.46us 2M:70.92us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 40.56us +
# bytes / 45.4 GB/s, written at the measured sizes (the medians would give
# 1.6%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42us 2M:86.78us 16M:410.3us 64M:1.52ms 256M:5.957ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.14us + bytes / 15.2 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.03us 2M:200.5us 16M:1.187ms 64M:4.106ms 256M:15.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.71us + bytes / 10.3 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.05us 512K:66.42us 2M:218.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 25us + bytes / 4.53 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 14.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.46us 512K:140.7us 2M:487.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 302us + bytes / 2.66 GB/s, misses by 16.1% RMS, so it
# is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:367.3us 256K:445.4us 2M:920.4us 16M:6.856ms 64M:27.55ms 256M:115.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.459us + bytes / 1.71e+03 GB/s, misses by 16.9% RMS,
# so it is not used.
# Residual: 13.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.988us 2M:3.313us 16M:13.27us 64M:42.92us 256M:157.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 17.18us + bytes / 83.5
# GB/s, written at the measured sizes (the medians would give 8.6%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.97us 2M:42.3us 16M:218.1us 64M:820.9us 256M:3.232ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 96.86us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 178.6ns +
# bytes / 167 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.02us 16M:92.64us 64M:376.8us 256M:1.652ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.611us
# + bytes / 7.6 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.548us 64K:21.19us 2M:294.2us 16M:2.055ms 64M:8.847ms 256M:35.43ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.37us + bytes / 11 GB/s,
# misses by 26.7% RMS, so it is not used.
# Residual: 20.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.92us 64K:28.4us 2M:256.5us 16M:1.445ms 64M:6.126ms 256M:22.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.08 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 15.8% RMS relative over 20 repetitions.
host_read_ns = 64K:8.778us 2M:320.1us 16M:2.912ms 64M:11.51ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.5 GB/s, misses by
# 29.6% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.263us 2M:91.54us 16M:1.451ms 64M:6.003ms


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
