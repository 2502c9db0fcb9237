# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:29:19Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:29:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.9% RMS relative over 5 repetitions.
launch_ns = 4.452us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.856us + bytes / 6.24e+03 GB/s, misses by 56.5% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.777us 64K:2.83us 1M:2.821us 1536K:2.725us 2M:53.26us 8M:49.59us 64M:54.4us 256M:59.65us 1G:183.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.337us + bytes / 1.38e+03 GB/s, misses by 45.5% RMS, so it is
# not used.
# Residual: 15.8% RMS relative over 45 repetitions.
free_ns = 4K:3.582us 64K:3.669us 1M:3.516us 1536K:3.49us 2M:42.59us 8M:46.43us 64M:93.52us 256M:192.4us 1G:644us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 13.48us + bytes / 3.04e+05
# GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.13us 64K:13.12us 2M:13.22us 16M:13.49us 64M:12.92us 256M:13.74us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.49us +
# bytes / 1.96e+05 GB/s, written at the measured sizes (the medians would give
# 11.5%).
# Residual: 11.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.49us 64K:13.49us 2M:13.5us 16M:13.57us 64M:13.83us 256M:14.85us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.91us     81.15us
# seq             2M          0         2         2     2097152           0     338.8us     257.3us
# seq            16M          0        16        16    16777216           0     1.722ms     1.644ms
# seq            64M          0        64        64    67108864           0     9.521ms     6.399ms
# seq           256M          0       256       256   268435456           0     33.84ms     25.42ms
# stride         64M        64K        64        64    67108864           0     5.011ms     6.399ms
# stride        256M         2M       128       128     8388608           0     2.703ms     2.867ms
# random         16M          0        10        55    16777216           0     1.417ms     1.934ms
# random         64M          0        38       373    67108864           0     9.583ms     8.866ms
# random        256M          0       160      1651   268435456           0     47.68ms     36.73ms
# fresh           2M          0         2         2           0     2097152     159.7us     191.2us
# fresh          16M          0        16        16           0    16777216     1.193ms     1.115ms
# fresh          64M          0        64        64           0    67108864     5.225ms     4.283ms
# fresh         256M          0       256       256           0   268435456     15.33ms     16.95ms
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
# defaults). Result: 8.127us per batch, 8.668us per VA block, bytes / 12.7
# GB/s moved, 59.21us per faulting kernel, bytes / 21.3 GB/s zero-filled.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_batch_ns = 8.127us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_block_ns = 8.668us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:321.4ns 64K:5.142us 512K:41.14us 1M:82.27us 2M:164.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_wake_ns = 59.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:192.2ns 64K:3.075us 512K:24.6us 1M:49.2us 2M:98.41us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.79us + bytes /
# 45.8 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.28us 2M:127.5us 16M:446.2us 64M:1.386ms 256M:5.35ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.57us + bytes / 10.7 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.71us 2M:279.2us 16M:1.819ms 64M:7.34ms 256M:18.1ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.95us + bytes / 9.21 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 11.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.07us 512K:72.9us 2M:243.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 28.69us + bytes / 3.94 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.92us 512K:210.6us 2M:570.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 297.6us + bytes / 2.86 GB/s, misses by 19.9% RMS, so
# it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:350.4us 256K:418.3us 2M:901.7us 16M:7.066ms 64M:24.78ms 256M:119.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.944us + bytes / 1.49e+03 GB/s, misses by 23.5% RMS,
# so it is not used.
# Residual: 15.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.634us 2M:2.622us 16M:14.65us 64M:46.01us 256M:180.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.88us + bytes / 84.5 GB/s, misses
# by 16.0% RMS, so it is not used.
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.84us 2M:31.02us 16M:227.4us 64M:873us 256M:3.53ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.22us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 210.3ns +
# bytes / 166 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 29.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.52us 16M:95.05us 64M:389.4us 256M:1.585ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.172us
# + bytes / 7.92 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.153us 64K:25.75us 2M:287.7us 16M:2.115ms 64M:8.279ms 256M:30.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.45us + bytes / 11.1 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.52us 64K:31.71us 2M:281us 16M:1.615ms 64M:6.039ms 256M:23.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 7.26 GB/s, written at the measured sizes (the medians would
# give 12.3%).
# Residual: 14.9% RMS relative over 20 repetitions.
host_read_ns = 64K:8.475us 2M:288.4us 16M:2.311ms 64M:9.247ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.2 GB/s, misses by
# 30.3% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.181us 2M:69.97us 16M:1.076ms 64M:5.071ms


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
