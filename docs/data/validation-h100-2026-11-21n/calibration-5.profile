# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-21T23:50:41Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T23:50:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 4.4% RMS relative over 5 repetitions.
launch_ns = 3.859us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.244us + bytes / 6.27e+03 GB/s, misses by 54.3% RMS,
# so it is not used.
# Residual: 21.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.334us 64K:2.278us 1M:2.278us 1536K:2.158us 2M:42.13us 8M:39.57us 64M:45.77us 256M:49.53us 1G:161.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.647us + bytes / 1.68e+03 GB/s, misses by 48.2% RMS, so it is
# not used.
# Residual: 15.8% RMS relative over 45 repetitions.
free_ns = 4K:1.904us 64K:2.009us 1M:1.94us 1536K:1.921us 2M:34.59us 8M:39us 64M:66.33us 256M:175us 1G:518.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 10.53us + bytes * -1.38e-06
# ns/B, misses by 17.8% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:11.41us 64K:10.08us 2M:10.18us 16M:10.36us 64M:9.481us 256M:10.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 10.46us +
# bytes / 3.84e+05 GB/s, written at the measured sizes (the medians would give
# 11.0%).
# Residual: 11.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.46us 64K:10.46us 2M:10.47us 16M:10.51us 64M:10.64us 256M:11.16us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.12us     61.51us
# seq             2M          0         2         2     2097152           0     306.2us     214.5us
# seq            16M          0        16        16    16777216           0     1.408ms     1.422ms
# seq            64M          0        64        64    67108864           0     6.742ms     5.564ms
# seq           256M          0       256       256   268435456           0     28.18ms     22.13ms
# stride         64M        64K        64        64    67108864           0     5.019ms     5.564ms
# stride        256M         2M       128       128     8388608           0     2.422ms     2.546ms
# random         16M          0        10        55    16777216           0     1.183ms      1.52ms
# random         64M          0        38       373    67108864           0     7.059ms     6.572ms
# random        256M          0       160      1651   268435456           0     33.03ms     26.91ms
# fresh           2M          0         2         2           0     2097152     106.3us     136.7us
# fresh          16M          0        16        16           0    16777216     786.8us     800.2us
# fresh          64M          0        64        64           0    67108864     3.392ms     3.075ms
# fresh         256M          0       256       256           0   268435456     13.82ms     12.17ms
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
# defaults). Result: 10.93us per batch, 4.182us per VA block, bytes / 14.7
# GB/s moved, 41.95us per faulting kernel, bytes / 32.5 GB/s zero-filled.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_batch_ns = 10.93us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_block_ns = 4.182us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:278ns 64K:4.448us 512K:35.58us 1M:71.16us 2M:142.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_wake_ns = 41.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:126.1ns 64K:2.018us 512K:16.14us 1M:32.28us 2M:64.56us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.94us + bytes /
# 45.9 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 3.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.08us 2M:121.3us 16M:441.5us 64M:1.375ms 256M:5.429ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.44us + bytes / 9.71 GB/s, written at the measured sizes (the
# medians would give 2.8%).
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.19us 2M:233.4us 16M:1.745ms 64M:6.929ms 256M:27.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.27us + bytes / 8.71 GB/s, written at the measured sizes (the
# medians would give 9.6%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.8us 512K:78.47us 2M:259.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.95us + bytes / 2.83 GB/s, written at the measured sizes (the
# medians would give 3.8%).
# Residual: 6.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.15us 512K:209.5us 2M:766.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (30 points at 6 sizes): the best line, 84.31us + bytes / 4.05 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:119.8us 256K:132.5us 2M:459.2us 16M:4.144ms 64M:20.52ms 256M:100.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.13us + bytes / 877 GB/s, misses by 24.7% RMS, so it
# is not used.
# Residual: 16.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.56us 2M:4.415us 16M:23.38us 64M:83.61us 256M:331.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11us + bytes / 113 GB/s,
# written at the measured sizes (the medians would give 8.9%).
# Residual: 12.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.58us 2M:29.59us 16M:159.8us 64M:606.1us 256M:2.391ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 40.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 81.9ns +
# bytes / 174 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 21.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.31us 16M:89.19us 64M:357.3us 256M:1.606ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.151us
# + bytes / 6.99 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.718us 64K:23.77us 2M:321.1us 16M:2.325ms 64M:9.493ms 256M:35.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.52us + bytes / 9.45 GB/s,
# misses by 22.6% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.06us 64K:32.73us 2M:261us 16M:1.778ms 64M:7.033ms 256M:25.38ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.2 GB/s, misses by 36.5% RMS, so it is not used.
# Residual: 25.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.216us 2M:104.3us 16M:1.754ms 64M:7.717ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.2 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 17.6% RMS relative over 20 repetitions.
host_write_ns = 64K:916ns 2M:57.77us 16M:911.5us 64M:4.76ms


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
