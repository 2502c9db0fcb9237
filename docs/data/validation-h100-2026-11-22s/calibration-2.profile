# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:02:21Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:02:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.5% RMS relative over 5 repetitions.
launch_ns = 4.409us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.54us + bytes / 6.42e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.385us 64K:2.5us 1M:2.481us 1536K:2.606us 2M:49.38us 8M:44.65us 64M:48.45us 256M:80.17us 1G:165.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.895us + bytes / 1.6e+03 GB/s, misses by 49.3% RMS, so it is not
# used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.355us 64K:2.261us 1M:2.107us 1536K:2.171us 2M:38.73us 8M:41.79us 64M:86.75us 256M:168.3us 1G:542.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.91us + bytes * -8.02e-06
# ns/B, misses by 22.5% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:20.14us 64K:13.48us 2M:11.7us 16M:12.39us 64M:11.17us 256M:11.09us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.53us + bytes *
# -4.45e-06 ns/B, misses by 16.1% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:17.2us 64K:13.64us 2M:11.33us 16M:11.49us 64M:11.35us 256M:11.56us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     59.46us     55.53us
# seq             2M          0         2         2     2097152           0     241.9us     227.9us
# seq            16M          0        16        16    16777216           0     1.524ms     1.547ms
# seq            64M          0        64        64    67108864           0     10.01ms     6.068ms
# seq           256M          0       256       256   268435456           0     37.74ms     24.16ms
# stride         64M        64K        64        64    67108864           0     6.241ms     6.068ms
# stride        256M         2M       128       128     8388608           0      1.99ms      2.09ms
# random         16M          0        10        55    16777216           0     1.196ms     1.623ms
# random         64M          0        38       373    67108864           0     8.865ms     6.838ms
# random        256M          0       160      1651   268435456           0     54.51ms     27.79ms
# fresh           2M          0         2         2           0     2097152     137.2us     164.9us
# fresh          16M          0        16        16           0    16777216     974.1us     1.043ms
# fresh          64M          0        64        64           0    67108864     9.816ms     4.052ms
# fresh         256M          0       256       256           0   268435456     15.05ms     16.09ms
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
# defaults). Result: 7.676us per batch, 3.135us per VA block, bytes / 12.6
# GB/s moved, 39.51us per faulting kernel, bytes / 20.2 GB/s zero-filled.
# Residual: 31.7% RMS relative over 70 repetitions.
fault_batch_ns = 7.676us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 31.7% RMS relative over 70 repetitions.
fault_block_ns = 3.135us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 31.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:325.7ns 64K:5.212us 512K:41.7us 1M:83.39us 2M:166.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 31.7% RMS relative over 70 repetitions.
fault_wake_ns = 39.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 31.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:202.7ns 64K:3.243us 512K:25.94us 1M:51.88us 2M:103.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.22us + bytes /
# 47.9 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.19us 2M:121.6us 16M:413.5us 64M:1.344ms 256M:5.346ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.85us + bytes / 15.8 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 17.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.51us 2M:177.8us 16M:994.7us 64M:3.986ms 256M:16.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.48us + bytes / 9.26 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 8.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.56us 512K:73.09us 2M:242.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.46us + bytes / 3.3 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.93us 512K:200.7us 2M:665.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 309.2us + bytes / 2.34 GB/s, misses by 15.7% RMS, so
# it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:352us 256K:406.7us 2M:940.3us 16M:7.623ms 64M:30.28ms 256M:120.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.487us + bytes / 662 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 12.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:6.143us 2M:6.072us 16M:30.91us 64M:113.5us 256M:448.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.5us + bytes / 76 GB/s,
# written at the measured sizes (the medians would give 4.4%).
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.36us 2M:44.08us 16M:237.1us 64M:899us 256M:3.547ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.83us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 163 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.23us 16M:93.75us 64M:383.8us 256M:1.743ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.507us
# + bytes / 7.13 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.736us 64K:22.63us 2M:289.3us 16M:2.271ms 64M:9.035ms 256M:36.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.17us + bytes / 8.97 GB/s,
# misses by 17.4% RMS, so it is not used.
# Residual: 9.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.18us 64K:31.17us 2M:258.6us 16M:1.875ms 64M:7.157ms 256M:28.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.96 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 18.2% RMS relative over 20 repetitions.
host_read_ns = 64K:5.293us 2M:173us 16M:2.268ms 64M:9.375ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.3 GB/s, misses by
# 17.4% RMS, so it is not used.
# Residual: 11.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.562us 2M:117.2us 16M:1.077ms 64M:5.214ms


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
