# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:47:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:47:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.483us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.052us + bytes / 6.46e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.907us 64K:3.062us 1M:3.084us 1536K:3.215us 2M:58.99us 8M:49.93us 64M:55.43us 256M:67.76us 1G:123.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.512us + bytes / 1.3e+03 GB/s, misses by 45.6% RMS, so it is not
# used.
# Residual: 16.6% RMS relative over 45 repetitions.
free_ns = 4K:3.78us 64K:3.71us 1M:3.82us 1536K:4.005us 2M:45.88us 8M:47.98us 64M:96.76us 256M:192.4us 1G:679.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 13.75us + bytes / 1.71e+05
# GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.39us 64K:13.44us 2M:13.31us 16M:13.51us 64M:13.41us 256M:14.82us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.15us + bytes /
# 1.84e+05 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.09us 64K:13.4us 2M:13.43us 16M:14.2us 64M:13.95us 256M:15.3us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.72us     68.03us
# seq             2M          0         2         2     2097152           0     246.4us     266.7us
# seq            16M          0        16        16    16777216           0     1.733ms     1.801ms
# seq            64M          0        64        64    67108864           0     9.593ms     7.061ms
# seq           256M          0       256       256   268435456           0     38.82ms      28.1ms
# stride         64M        64K        64        64    67108864           0      6.92ms     7.061ms
# stride        256M         2M       128       128     8388608           0     2.478ms     2.668ms
# random         16M          0        10        55    16777216           0     1.737ms      2.17ms
# random         64M          0        38       373    67108864           0     10.59ms     10.08ms
# random        256M          0       160      1651   268435456           0     48.98ms     41.83ms
# fresh           2M          0         2         2           0     2097152     182.6us     174.1us
# fresh          16M          0        16        16           0    16777216       916us     1.059ms
# fresh          64M          0        64        64           0    67108864     4.013ms     4.095ms
# fresh         256M          0       256       256           0   268435456     23.15ms     16.24ms
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
# defaults). Result: 4.386us per batch, 10.14us per VA block, bytes / 11 GB/s
# moved, 47.56us per faulting kernel, bytes / 21.5 GB/s zero-filled.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_batch_ns = 4.386us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_block_ns = 10.14us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:371.3ns 64K:5.941us 512K:47.53us 1M:95.06us 2M:190.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_wake_ns = 47.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:190.3ns 64K:3.045us 512K:24.36us 1M:48.72us 2M:97.43us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 48.72us + bytes /
# 44.6 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 3.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.75us 2M:137.2us 16M:484.8us 64M:1.432ms 256M:5.513ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.5us + bytes / 8.63 GB/s, written at the measured sizes (the
# medians would give 1.6%).
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.1us 2M:261.4us 16M:1.962ms 64M:7.791ms 256M:31.11ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.35us + bytes / 7.79 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.76us 512K:86.61us 2M:288.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.99us + bytes / 2.87 GB/s, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 10.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.79us 512K:204.4us 2M:751.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 351.3us + bytes / 2.17 GB/s, written at the
# measured sizes (the medians would give 5.3%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:381.5us 256K:472us 2M:1.317ms 16M:8.075ms 64M:31.25ms 256M:123.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.52us + bytes / 807 GB/s, misses by 18.4% RMS, so it
# is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.837us 2M:5.858us 16M:25.82us 64M:89.03us 256M:349.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 17.64us + bytes / 64.6
# GB/s, written at the measured sizes (the medians would give 4.5%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.65us 2M:50.09us 16M:277.3us 64M:1.056ms 256M:4.172ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.582us +
# bytes / 152 GB/s, misses by 29.5% RMS, so it is not used.
# Residual: 29.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.95us 16M:102.5us 64M:411.9us 256M:1.809ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 7.375us
# + bytes / 5.52 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 20.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.126us 64K:25.64us 2M:409.3us 16M:3.019ms 64M:11.48ms 256M:46.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.64us + bytes / 8.7 GB/s,
# misses by 18.2% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.17us 64K:32.96us 2M:287.8us 16M:1.872ms 64M:7.421ms 256M:28.54ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 4.72 GB/s, written at the measured sizes (the medians would
# give 12.2%).
# Residual: 14.2% RMS relative over 20 repetitions.
host_read_ns = 64K:12.24us 2M:443.1us 16M:3.557ms 64M:14.23ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.3 GB/s, misses by
# 40.3% RMS, so it is not used.
# Residual: 19.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.976us 2M:95.64us 16M:1.86ms 64M:8.41ms


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
