# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:06:29Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:06:29Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.0% RMS relative over 5 repetitions.
launch_ns = 4.148us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.682us + bytes / 5.67e+03 GB/s, misses by 55.8% RMS,
# so it is not used.
# Residual: 24.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.587us 64K:2.816us 1M:2.45us 1536K:2.729us 2M:57.31us 8M:52.67us 64M:58.66us 256M:60.44us 1G:186.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.206us + bytes / 1.46e+03 GB/s, misses by 46.7% RMS, so it is
# not used.
# Residual: 15.9% RMS relative over 45 repetitions.
free_ns = 4K:3.519us 64K:3.665us 1M:3.327us 1536K:3.495us 2M:42.74us 8M:47.18us 64M:89.52us 256M:195.2us 1G:599.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.756us + bytes / 7.94e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 35.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.683us 64K:2.302us 2M:18.13us 16M:28.11us 64M:28.86us 256M:28.74us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.151us +
# bytes / 1.94e+05 GB/s, written at the measured sizes (the medians would give
# 12.2%).
# Residual: 12.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.151us 64K:9.151us 2M:9.162us 16M:9.237us 64M:9.497us 256M:10.54us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.6%, 512K
# 23.2%, 1M 22.4%, 2M 20.9%, 4M 20.0%, 8M 19.8%, 16M 20.8%, 32M 21.8%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     60.13us     57.71us
# seq             2M          0         2         2     2097152           0     216.8us     237.9us
# seq            16M          0        16        16    16777216           0     1.585ms     1.717ms
# seq            64M          0        64        64    67108864           0     8.739ms     6.787ms
# seq           256M          0       256       256   268435456           0     42.22ms     27.07ms
# stride         64M        64K         8        32    67108864           0     5.182ms     5.654ms
# stride        256M         2M        32       128     8388608           0     2.543ms     2.808ms
# random         16M          0        12        16    16777216           0     1.497ms     1.667ms
# random         64M          0        36       161    67108864           0     8.491ms     7.763ms
# random        256M          0       125      1211   268435456           0     52.29ms     38.48ms
# fresh           2M          0         2         2           0     2097152     136.8us       140us
# fresh          16M          0        16        16           0    16777216     810.2us     933.4us
# fresh          64M          0        64        64           0    67108864     3.651ms     3.654ms
# fresh         256M          0       256       256           0   268435456     16.78ms     14.54ms
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
# defaults). Result: 12.43us per batch, 13.65us per VA block, bytes / 13.2
# GB/s moved, 26.66us per faulting kernel, bytes / 34.3 GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 12.43us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 13.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:310.8ns 64K:4.972us 512K:39.78us 1M:79.56us 2M:159.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 26.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:119.5ns 64K:1.912us 512K:15.3us 1M:30.6us 2M:61.19us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.12us + bytes /
# 46.6 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 2.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.8us 2M:120.7us 16M:441.4us 64M:1.348ms 256M:5.324ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.44us + bytes / 15.9 GB/s, written at the measured sizes (the
# medians would give 4.1%).
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.57us 2M:148.6us 16M:1.074ms 64M:4.247ms 256M:16.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.91us + bytes / 8.19 GB/s, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.91us 512K:81.91us 2M:273.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 17.04us + bytes / 3.65 GB/s, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35us 512K:160.8us 2M:592us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 254.2us + bytes / 3.18 GB/s, misses by 15.4% RMS, so
# it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:280.7us 256K:357.7us 2M:718.4us 16M:5.842ms 64M:22.43ms 256M:87.76ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.245us + bytes / 1.68e+03 GB/s, misses by 20.3% RMS,
# so it is not used.
# Residual: 14.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.945us 2M:2.942us 16M:13.19us 64M:43.32us 256M:161.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.77us + bytes / 89.2 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.37us 2M:35.78us 16M:207.9us 64M:866.6us 256M:2.927ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.049ns +
# bytes / 194 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.92us 16M:85.08us 64M:340.8us 256M:1.397ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.938us
# + bytes / 7.01 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.883us 64K:21.78us 2M:312.6us 16M:2.305ms 64M:9.189ms 256M:35.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.28us + bytes / 9.86 GB/s,
# misses by 21.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.46us 64K:31.05us 2M:286.1us 16M:1.624ms 64M:6.352ms 256M:25ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13 GB/s, misses by 36.3% RMS, so it is not used.
# Residual: 20.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.602us 2M:109.9us 16M:2.048ms 64M:8.145ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28 GB/s, misses by
# 39.2% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.021us 2M:52.78us 16M:1.032ms 64M:4.981ms


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
