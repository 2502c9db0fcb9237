# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/run5.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-21T21:03:57Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T21:03:57Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.1% RMS relative over 5 repetitions.
launch_ns = 3.718us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.646us + bytes
# / 5.43e+03 GB/s, misses by 60.2% RMS, so it is not used.
# Residual: 26.8% RMS relative over 40 repetitions.
malloc_ns = 4K:2.664us 64K:2.506us 1M:2.651us 2M:49.71us 8M:48us 64M:47.56us 256M:94.58us 1G:199.5us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 3.443us + bytes / 1.44e+03 GB/s,
# misses by 47.6% RMS, so it is not used.
# Residual: 16.6% RMS relative over 40 repetitions.
free_ns = 4K:3.387us 64K:3.444us 1M:3.364us 2M:38.89us 8M:43.19us 64M:87.86us 256M:179.7us 1G:592.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 10.97us + bytes / 1.22e+05
# GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:11.73us 64K:10.89us 2M:10.51us 16M:10.53us 64M:10.26us 256M:13.24us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 11.31us + bytes /
# 8.28e+04 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.24us 64K:11.27us 2M:11.12us 16M:11.25us 64M:10.79us 256M:14.89us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.74us     65.76us
# seq             2M          0         2         2     2097152           0     285.5us     262.3us
# seq            16M          0        16        16    16777216           0     1.918ms     1.784ms
# seq            64M          0        64        64    67108864           0     8.902ms     7.003ms
# seq           256M          0       256       256   268435456           0     33.25ms     27.88ms
# stride         64M        64K        64        64    67108864           0     5.694ms     7.003ms
# stride        256M         2M       128       128     8388608           0     2.536ms     2.713ms
# random         16M          0        10        55    16777216           0     1.396ms     1.888ms
# random         64M          0        38       373    67108864           0     8.864ms     8.055ms
# random        256M          0       160      1651   268435456           0     44.79ms     32.85ms
# fresh           2M          0         2         2           0     2097152     143.1us     178.7us
# fresh          16M          0        16        16           0    16777216     1.027ms     1.116ms
# fresh          64M          0        64        64           0    67108864     9.741ms     4.327ms
# fresh         256M          0       256       256           0   268435456     20.69ms     17.17ms
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
# defaults). Result: 10.69us per batch, 4.303us per VA block, bytes / 11.2
# GB/s moved, 44.91us per faulting kernel, bytes / 20.2 GB/s zero-filled.
# Residual: 27.5% RMS relative over 70 repetitions.
fault_batch_ns = 10.69us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.5% RMS relative over 70 repetitions.
fault_block_ns = 4.303us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:366.1ns 64K:5.858us 512K:46.86us 1M:93.73us 2M:187.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.5% RMS relative over 70 repetitions.
fault_wake_ns = 44.91us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:202.8ns 64K:3.245us 512K:25.96us 1M:51.92us 2M:103.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 38.02us +
# bytes / 46.3 GB/s, written at the measured sizes (the medians would give
# 3.0%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.44us 2M:83.28us 16M:400us 64M:1.486ms 256M:5.83ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.93us + bytes / 15.3 GB/s, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.23us 2M:152.3us 16M:1.114ms 64M:4.411ms 256M:17.6ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.69us + bytes / 13.5 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 11.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.55us 512K:52.6us 2M:169.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.29us + bytes / 4.78 GB/s, written at the measured sizes (the
# medians would give 13.7%).
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38us 512K:134us 2M:463.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 2.83 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 15.1% RMS relative over 20 repetitions.
host_populate_ns = 2M:588us 16M:4.731ms 64M:23.85ms 256M:109.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.134us + bytes / 1.35e+03 GB/s, misses by 24.9% RMS,
# so it is not used.
# Residual: 19.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.877us 2M:2.881us 16M:22.18us 64M:50.76us 256M:196.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.6us + bytes / 104 GB/s, misses by
# 15.4% RMS, so it is not used.
# Residual: 6.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.15us 2M:25.13us 16M:184.9us 64M:714.7us 256M:2.757ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.61us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.785us +
# bytes / 166 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 25.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.39us 16M:92.01us 64M:370.8us 256M:1.717ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.167us
# + bytes / 8.49 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.999us 64K:23.23us 2M:253us 16M:1.894ms 64M:7.782ms 256M:29.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.92us + bytes / 12.1 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.46us 64K:29.84us 2M:280.7us 16M:1.392ms 64M:5.287ms 256M:17.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.07 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
host_read_ns = 64K:5.72us 2M:181.3us 16M:1.969ms 64M:8.923ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.8 GB/s, misses by
# 41.7% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_ns = 64K:869ns 2M:44.69us 16M:876.6us 64M:5.031ms


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
