# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:29:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:29:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 3.535us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.77us + bytes / 7.06e+03 GB/s, misses by 55.2% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.041us 64K:1.864us 1M:1.699us 1536K:1.685us 2M:38.83us 8M:35us 64M:40.68us 256M:43.5us 1G:146.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.232us + bytes / 2.32e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 20.5% RMS relative over 45 repetitions.
free_ns = 4K:1.422us 64K:1.46us 1M:1.42us 1536K:1.447us 2M:32.5us 8M:33.41us 64M:54.14us 256M:119.7us 1G:389.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 8.789us + bytes / 5.02e+06
# GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:10.02us 64K:8.58us 2M:8.547us 16M:8.444us 64M:8.284us 256M:8.916us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 8.849us +
# bytes / 4.56e+05 GB/s, written at the measured sizes (the medians would give
# 13.6%).
# Residual: 13.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.849us 64K:8.849us 2M:8.854us 16M:8.886us 64M:8.996us 256M:9.438us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.08us     59.45us
# seq             2M          0         2         2     2097152           0     214.7us     218.8us
# seq            16M          0        16        16    16777216           0     1.415ms      1.46ms
# seq            64M          0        64        64    67108864           0     9.044ms     5.716ms
# seq           256M          0       256       256   268435456           0     33.08ms     22.74ms
# stride         64M        64K        64        64    67108864           0     5.096ms     5.716ms
# stride        256M         2M       128       128     8388608           0     2.263ms     2.341ms
# random         16M          0        10        55    16777216           0     1.253ms     1.628ms
# random         64M          0        38       373    67108864           0     7.404ms     7.215ms
# random        256M          0       160      1651   268435456           0     46.09ms     29.67ms
# fresh           2M          0         2         2           0     2097152       146us     182.1us
# fresh          16M          0        16        16           0    16777216     1.108ms     1.167ms
# fresh          64M          0        64        64           0    67108864     4.866ms     4.542ms
# fresh         256M          0       256       256           0   268435456     22.67ms     18.04ms
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
# defaults). Result: 7.747us per batch, 5.502us per VA block, bytes / 13.9
# GB/s moved, 41.49us per faulting kernel, bytes / 18.4 GB/s zero-filled.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_batch_ns = 7.747us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_block_ns = 5.502us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:294.6ns 64K:4.714us 512K:37.71us 1M:75.42us 2M:150.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_wake_ns = 41.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:222.9ns 64K:3.567us 512K:28.54us 1M:57.07us 2M:114.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.52us + bytes /
# 46.7 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 1.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.48us 2M:123.4us 16M:440.9us 64M:1.348ms 256M:5.344ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.42us + bytes / 14.7 GB/s, written at the measured sizes (the
# medians would give 6.0%).
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.9us 2M:159.6us 16M:1.162ms 64M:4.597ms 256M:18.34ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.22us + bytes / 12.6 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.41us 512K:55.69us 2M:180.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.51us + bytes / 4.51 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.55us 512K:162us 2M:482.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 236.7us + bytes / 3.12 GB/s, misses by 15.2% RMS, so
# it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:279.1us 256K:326.7us 2M:706.2us 16M:5.533ms 64M:23.38ms 256M:95.01ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.115us + bytes / 1.61e+03 GB/s, misses by 21.2% RMS,
# so it is not used.
# Residual: 13.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.94us 2M:2.719us 16M:13.8us 64M:44.58us 256M:168.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 15.12us + bytes / 81.2
# GB/s, written at the measured sizes (the medians would give 4.9%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.93us 2M:40.94us 16M:221.7us 64M:841.3us 256M:3.32ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 103us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 272.6ns +
# bytes / 179 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 20.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.88us 16M:83.69us 64M:370.3us 256M:1.522ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.457us
# + bytes / 8.8 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.502us 64K:17.33us 2M:228.7us 16M:1.804ms 64M:7.462ms 256M:28.82ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.02us + bytes / 12.8 GB/s,
# misses by 22.9% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.581us 64K:27.13us 2M:223.6us 16M:1.286ms 64M:4.757ms 256M:18.7ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 6.69 GB/s, written at the measured sizes (the medians would
# give 15.0%).
# Residual: 14.6% RMS relative over 20 repetitions.
host_read_ns = 64K:8.398us 2M:312us 16M:2.506ms 64M:10.03ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.4 GB/s, misses by
# 32.8% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.175us 2M:67.23us 16M:975.7us 64M:5.753ms


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
