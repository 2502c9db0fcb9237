# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:03:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:03:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 3.7% RMS relative over 5 repetitions.
launch_ns = 3.925us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.481us + bytes / 8.8e+03 GB/s, misses by 56.3% RMS,
# so it is not used.
# Residual: 23.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.424us 64K:2.238us 1M:2.358us 1536K:2.5us 2M:47.31us 8M:31.96us 64M:40.69us 256M:58.7us 1G:117.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.044us + bytes / 2.68e+03 GB/s, misses by 49.7% RMS, so it is
# not used.
# Residual: 21.0% RMS relative over 45 repetitions.
free_ns = 4K:2.3us 64K:2.047us 1M:2.125us 1536K:2.107us 2M:37.27us 8M:30.68us 64M:50.84us 256M:115us 1G:310.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 7.458us + bytes * -1.45e-06
# ns/B, misses by 16.5% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:8.453us 64K:6.998us 2M:7.341us 16M:7.279us 64M:6.688us 256M:7.157us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.514us +
# bytes / 1.71e+06 GB/s, written at the measured sizes (the medians would give
# 12.5%).
# Residual: 13.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.514us 64K:7.514us 2M:7.515us 16M:7.524us 64M:7.553us 256M:7.671us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     46.46us     43.31us
# seq             2M          0         2         2     2097152           0     202.7us     213.1us
# seq            16M          0        16        16    16777216           0     1.633ms     1.541ms
# seq            64M          0        64        64    67108864           0     6.147ms     6.095ms
# seq           256M          0       256       256   268435456           0     32.93ms     24.31ms
# stride         64M        64K        64        64    67108864           0         6ms     6.095ms
# stride        256M         2M       128       128     8388608           0     2.527ms     2.574ms
# random         16M          0        10        55    16777216           0     1.419ms     1.773ms
# random         64M          0        38       373    67108864           0     8.286ms     8.096ms
# random        256M          0       160      1651   268435456           0     43.55ms     33.51ms
# fresh           2M          0         2         2           0     2097152     136.5us     162.1us
# fresh          16M          0        16        16           0    16777216      1.08ms     1.133ms
# fresh          64M          0        64        64           0    67108864     4.962ms     4.463ms
# fresh         256M          0       256       256           0   268435456     25.28ms     17.78ms
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
# defaults). Result: 7.798us per batch, 7.13us per VA block, bytes / 13.1 GB/s
# moved, 23.39us per faulting kernel, bytes / 19.3 GB/s zero-filled.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 7.798us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 7.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:312.3ns 64K:4.996us 512K:39.97us 1M:79.94us 2M:159.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 23.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:212.7ns 64K:3.403us 512K:27.22us 1M:54.45us 2M:108.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 33.03us + bytes /
# 47.5 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 2.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.28us 2M:115.7us 16M:404us 64M:1.337ms 256M:5.288ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.48us + bytes / 16.7 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.42us 2M:239.7us 16M:940us 64M:3.731ms 256M:14.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.67us + bytes / 14.4 GB/s, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 11.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.23us 512K:53.19us 2M:162.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.38us + bytes / 4.15 GB/s, misses by 35.1% RMS, so it is not used.
# Residual: 32.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.48us 512K:270.3us 2M:501.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 246.5us + bytes / 3.11 GB/s, misses by 16.5% RMS, so
# it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:343.2us 256K:373.7us 2M:802.2us 16M:6.387ms 64M:23.79ms 256M:100.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.921us + bytes / 1.53e+03 GB/s, misses by 21.7% RMS,
# so it is not used.
# Residual: 13.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.562us 2M:2.579us 16M:14.25us 64M:46.29us 256M:176.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.37us + bytes / 108 GB/s, misses by
# 29.3% RMS, so it is not used.
# Residual: 25.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.73us 2M:23.95us 16M:171.3us 64M:712.4us 256M:2.526ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.24us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 189 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 20.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.06us 16M:78.02us 64M:322.9us 256M:1.81ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.06us +
# bytes / 9.41 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 18.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.133us 64K:19.51us 2M:215.1us 16M:1.642ms 64M:6.645ms 256M:32.32ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.76us + bytes / 13.7 GB/s,
# misses by 25.0% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.02us 64K:25.62us 2M:203.6us 16M:1.051ms 64M:4.368ms 256M:22.7ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 373.3ns +
# bytes / 16.1 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.264us 2M:97.88us 16M:1.321ms 64M:6.465ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.1 GB/s, misses by
# 29.8% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:916ns 2M:47.45us 16M:681.2us 64M:3.557ms


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
