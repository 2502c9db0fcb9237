# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:16:14Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:16:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 4.215us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.318us + bytes / 4.57e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 23.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.352us 64K:2.168us 1M:2.608us 1536K:2.447us 2M:64.69us 8M:50.99us 64M:101.4us 256M:112.5us 1G:214us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.817us + bytes / 1.43e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.456us 64K:2.015us 1M:2.56us 1536K:2.28us 2M:43.45us 8M:47.06us 64M:97.38us 256M:201.6us 1G:599.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.86us + bytes * -1.27e-06
# ns/B, misses by 19.2% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.34us 64K:12.83us 2M:12.59us 16M:12.23us 64M:11.82us 256M:13.05us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.92us +
# bytes / 6.32e+05 GB/s, written at the measured sizes (the medians would give
# 12.9%).
# Residual: 13.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.92us 64K:12.92us 2M:12.93us 16M:12.95us 64M:13.03us 256M:13.35us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.46us     75.01us
# seq             2M          0         2         2     2097152           0     302.4us     250.8us
# seq            16M          0        16        16    16777216           0     1.455ms      1.59ms
# seq            64M          0        64        64    67108864           0     8.132ms     6.179ms
# seq           256M          0       256       256   268435456           0     26.74ms     24.54ms
# stride         64M        64K        64        64    67108864           0     6.046ms     6.179ms
# stride        256M         2M       128       128     8388608           0     1.939ms     2.032ms
# random         16M          0        10        55    16777216           0     1.174ms     1.627ms
# random         64M          0        38       373    67108864           0     7.135ms     6.649ms
# random        256M          0       160      1651   268435456           0     38.63ms     26.83ms
# fresh           2M          0         2         2           0     2097152     147.3us     164.4us
# fresh          16M          0        16        16           0    16777216     826.2us     897.6us
# fresh          64M          0        64        64           0    67108864      3.62ms     3.412ms
# fresh         256M          0       256       256           0   268435456     14.69ms     13.47ms
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
# defaults). Result: 7.878us per batch, 2.183us per VA block, bytes / 12.3
# GB/s moved, 59.6us per faulting kernel, bytes / 24.8 GB/s zero-filled.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_batch_ns = 7.878us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_block_ns = 2.183us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334.2ns 64K:5.348us 512K:42.78us 1M:85.56us 2M:171.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_wake_ns = 59.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:165.3ns 64K:2.645us 512K:21.16us 1M:42.31us 2M:84.62us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 69.18us +
# bytes / 49.2 GB/s, written at the measured sizes (the medians would give
# 2.7%).
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:70.52us 2M:111.8us 16M:410.4us 64M:1.434ms 256M:5.528ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.93us + bytes / 15.1 GB/s, written at the measured sizes (the
# medians would give 7.0%).
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.28us 2M:157us 16M:1.13ms 64M:4.468ms 256M:17.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.09us + bytes / 8.99 GB/s, written at the measured sizes (the
# medians would give 10.8%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.38us 512K:76.42us 2M:251.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.1us + bytes / 4.04 GB/s, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.31us 512K:150.8us 2M:539.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 309.2us + bytes / 2.42 GB/s, written at the
# measured sizes (the medians would give 6.4%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:336.2us 256K:417.3us 2M:1.174ms 16M:7.229ms 64M:27.99ms 256M:111ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). Fit (weighted least squares, relative
# errors, 50 points at 5 sizes): 4.436us + bytes / 1.59e+03 GB/s, written at
# the measured sizes (the medians would give 12.0%).
# Residual: 15.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.477us 2M:5.753us 16M:14.98us 64M:46.6us 256M:173.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 21.56us + bytes / 71.1
# GB/s, written at the measured sizes (the medians would give 7.4%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:22.48us 2M:51.08us 16M:257.7us 64M:966.1us 256M:3.8ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.288us +
# bytes / 154 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 30.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.4us 16M:100.5us 64M:420.2us 256M:1.753ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.51us +
# bytes / 7.15 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.453us 64K:23.12us 2M:292.4us 16M:2.306ms 64M:9.101ms 256M:34.9ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.4us + bytes / 9.25 GB/s,
# misses by 19.9% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.18us 64K:31.34us 2M:275.8us 16M:1.735ms 64M:7.054ms 256M:26.07ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.38 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 10.4% RMS relative over 20 repetitions.
host_read_ns = 64K:7.394us 2M:194.7us 16M:2.239ms 64M:9.644ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.8 GB/s, misses by
# 40.9% RMS, so it is not used.
# Residual: 9.8% RMS relative over 20 repetitions.
host_write_ns = 64K:954ns 2M:49.21us 16M:1.022ms 64M:4.921ms


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
