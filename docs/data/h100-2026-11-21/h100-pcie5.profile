# docs/data/h100-2026-11-21/h100-pcie5.profile: NVIDIA H100 80GB HBM3, the fit of thirteen
# runs of gpurun --calibrate on seven leases of 2026-11-21 (20:15 to 23:52 UTC) by the
# gpurun of that day, with the keys that only later calibrations measure (kernel_gap_ns,
# prefetch_zero_ns, prefetch_queue, host_write_cold_ns, prefetch_zero_defer_ns) appended
# afterwards with the estimates of their day. It is the base of
# docs/data/h100-2026-11-22/h100-pcie5.profile, which takes its kernel_gap_ns,
# prefetch_queue, fault_batch and remote_ns. Its measurements time the launch on an empty
# kernel, which today's fit no longer reads, so it is kept as written; they are in the
# repository's history (commit 59250d9a, docs/data/calibration-h100-2026-11-21e/ and
# docs/data/validation-h100-2026-11-21{l,m,n}/).
#
# Calibrated profile: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime
# 13000. Base profile (unmeasured keys):
# 59250d9a:docs/data/calibration-h100-2026-11-21e/base.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T20:15:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 65
# repetitions.
# Residual: 13.8% RMS relative over 65 repetitions.
launch_ns = 3.817us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (560 points at 9
# sizes): the best line, 2.242us + bytes / 8.06e+03 GB/s, misses by 62.0% RMS,
# so it is not used.
# Residual: 36.9% RMS relative over 560 repetitions.
malloc_ns = 4K:2.994us 64K:2.513us 1M:2.614us 1536K:2.515us 2M:54.71us 8M:44.04us 64M:49.65us 256M:63.01us 1G:121.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (560 points at 9 sizes): the
# best line, 1.608us + bytes / 2.18e+03 GB/s, misses by 56.5% RMS, so it is
# not used.
# Residual: 34.9% RMS relative over 560 repetitions.
free_ns = 4K:2.312us 64K:2.142us 1M:2.155us 1536K:2.062us 2M:39.51us 8M:42.2us 64M:70.19us 256M:155.3us 1G:470.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (390 points at 6 sizes): the best line, 9.685us + bytes * -3.75e-07
# ns/B, misses by 26.8% RMS, so it is not used.
# Residual: 27.9% RMS relative over 390 repetitions.
managed_malloc_ns = 4K:12.36us 64K:10.24us 2M:10.39us 16M:10.53us 64M:10.15us 256M:10.63us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (390 points at 6 sizes): the best line, 9.78us + bytes /
# 3.96e+05 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 25.7% RMS relative over 390 repetitions.
managed_free_ns = 4K:11.71us 64K:10.7us 2M:10.54us 16M:10.62us 64M:10.53us 256M:11.43us

# Model parameter (pages per batch), not measured. Kept from the base profile
# 59250d9a:docs/data/calibration-h100-2026-11-21e/base.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# 59250d9a:docs/data/calibration-h100-2026-11-21e/base.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.52us     62.09us
# seq             2M          0         2         2     2097152           0     266.8us     239.4us
# seq            16M          0        16        16    16777216           0      1.55ms     1.618ms
# seq            64M          0        64        64    67108864           0     8.337ms     6.344ms
# seq           256M          0       256       256   268435456           0     34.29ms     25.25ms
# stride         64M        64K        64        64    67108864           0     5.713ms     6.344ms
# stride        256M         2M       128       128     8388608           0     2.543ms     2.546ms
# random         16M          0        10        55    16777216           0     1.425ms     1.808ms
# random         64M          0        38       373    67108864           0     8.615ms     8.029ms
# random        256M          0       160      1651   268435456           0     46.97ms     33.03ms
# fresh           2M          0         2         2           0     2097152     150.7us     164.4us
# fresh          16M          0        16        16           0    16777216     1.041ms     1.018ms
# fresh          64M          0        64        64           0    67108864     4.975ms     3.943ms
# fresh         256M          0       256       256           0   268435456     21.22ms     15.65ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 910 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 8.161us per batch, 6.139us per VA block, bytes / 12.5
# GB/s moved, 42.53us per faulting kernel, bytes / 22.5 GB/s zero-filled.
# Residual: 26.7% RMS relative over 910 repetitions.
fault_batch_ns = 8.161us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 910 repetitions.
fault_block_ns = 6.139us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.7% RMS relative over 910 repetitions.
fault_h2d_ns = 4K:328.7ns 64K:5.26us 512K:42.08us 1M:84.16us 2M:168.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 910 repetitions.
fault_wake_ns = 42.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.7% RMS relative over 910 repetitions.
fault_zero_ns = 4K:182.2ns 64K:2.916us 512K:23.33us 1M:46.65us 2M:93.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (325 points at 5 sizes): the best line, 39.3us + bytes /
# 45.6 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 9.2% RMS relative over 325 repetitions.
prefetch_h2d_ns = 64K:37.02us 2M:124.9us 16M:447.4us 64M:1.377ms 256M:5.411ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (325 points at 5 sizes): the best
# line, 16.25us + bytes / 13.1 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 25.1% RMS relative over 325 repetitions.
prefetch_d2h_ns = 64K:21.95us 2M:204.2us 16M:1.294ms 64M:5.731ms 256M:23.88ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (6240 points at 3 sizes): the best line,
# 16.3us + bytes / 11 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 23.7% RMS relative over 6240 repetitions.
evict_d2h_ns = 64K:24.15us 512K:72.03us 2M:235.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (390 points at 3 sizes): the best
# line, 23.12us + bytes / 3.73 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.3% RMS relative over 390 repetitions.
cpu_fault_d2h_ns = 64K:41.91us 512K:196.8us 2M:599.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile 59250d9a:docs/data/calibration-h100-2026-11-21e/base.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (340 points at 6 sizes): the best line, 82.4us + bytes / 3.54 GB/s,
# misses by 28.8% RMS, so it is not used.
# Residual: 22.5% RMS relative over 340 repetitions.
host_populate_ns = 64K:145.4us 256K:142.7us 2M:527.6us 16M:5.19ms 64M:23.74ms 256M:102.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (650 points at 5
# sizes): the best line, 2.222us + bytes / 1.37e+03 GB/s, misses by 36.7% RMS,
# so it is not used.
# Residual: 48.2% RMS relative over 650 repetitions.
prefetch_host_ns = 64K:4.169us 2M:3.86us 16M:22.27us 64M:73.67us 256M:284us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (275 points at 5 sizes): the best line, 13.05us + bytes / 90.8 GB/s, misses
# by 22.8% RMS, so it is not used.
# Residual: 20.3% RMS relative over 275 repetitions.
prefetch_call_ns = 64K:16.81us 2M:30.8us 16M:231.5us 64M:786.7us 256M:3.453ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 165 repetitions.
# Residual: 28.5% RMS relative over 165 repetitions.
prefetch_defer_ns = 94.21us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (260 points at 4 sizes): the best line, 761.4ns
# + bytes / 176 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 25.2% RMS relative over 260 repetitions.
managed_free_resident_ns = 2M:13.7us 16M:91.21us 64M:367.9us 256M:1.656ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (390 points at 6 sizes): the best line, 5.462us
# + bytes / 7.64 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 21.3% RMS relative over 390 repetitions.
memcpy_h2d_ns = 4K:5.557us 64K:22.03us 2M:286.6us 16M:2.248ms 64M:8.87ms 256M:34.33ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (390 points at 6 sizes): the best line, 13.52us + bytes / 11.2 GB/s,
# misses by 27.5% RMS, so it is not used.
# Residual: 21.3% RMS relative over 390 repetitions.
memcpy_d2h_ns = 4K:12.01us 64K:30.44us 2M:269.5us 16M:1.6ms 64M:6.421ms 256M:24.12ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (260 points at 4 sizes): the best line, 0ns +
# bytes / 10.9 GB/s, misses by 40.4% RMS, so it is not used.
# Residual: 42.9% RMS relative over 260 repetitions.
host_read_ns = 64K:5.902us 2M:202.4us 16M:2.191ms 64M:9.246ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (260 points at 4 sizes): the best line, 0ns + bytes / 26.7 GB/s, misses by
# 40.7% RMS, so it is not used.
# Residual: 25.8% RMS relative over 260 repetitions.
host_write_ns = 64K:1.089us 2M:68.73us 16M:1.023ms 64M:5.219ms


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
