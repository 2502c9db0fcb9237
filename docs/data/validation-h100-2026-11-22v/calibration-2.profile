# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:06:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:06:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.6% RMS relative over 5 repetitions.
launch_ns = 4.492us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.829us + bytes / 5.3e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 26.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.019us 64K:2.882us 1M:2.675us 1536K:2.872us 2M:58.48us 8M:49.4us 64M:59.55us 256M:84.06us 1G:199.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.432us + bytes / 1.38e+03 GB/s, misses by 46.4% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:3.725us 64K:3.809us 1M:3.557us 1536K:3.785us 2M:49.51us 8M:47.16us 64M:82.9us 256M:201.6us 1G:606.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.224us + bytes / 7.19e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 45.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.155us 64K:8.824us 2M:37.02us 16M:49.71us 64M:43.49us 256M:37.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 10.16us +
# bytes * -3.43e-06 ns/B, written at the measured sizes (the medians would
# give 13.5%).
# Residual: 13.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.16us 64K:10.15us 2M:10.15us 16M:10.1us 64M:9.925us 256M:9.234us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 28.4%, 512K
# 28.3%, 1M 28.0%, 2M 27.5%, 4M 26.6%, 8M 25.8%, 16M 25.9%, 32M 26.3%.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     268.8us     77.64us
# seq             2M          0         2         2     2097152           0     330.5us     320.4us
# seq            16M          0        16        16    16777216           0     1.911ms     2.441ms
# seq            64M          0        64        64    67108864           0     10.26ms     9.711ms
# seq           256M          0       256       256   268435456           0     40.68ms     38.79ms
# stride         64M        64K         8        32    67108864           0      7.52ms     6.985ms
# stride        256M         2M        32       128     8388608           0     3.341ms     3.734ms
# random         16M          0        12        16    16777216           0     1.982ms     2.275ms
# random         64M          0        36       161    67108864           0     10.53ms     9.769ms
# random        256M          0       125      1211   268435456           0     50.86ms     45.36ms
# fresh           2M          0         2         2           0     2097152     128.9us     163.1us
# fresh          16M          0        16        16           0    16777216     1.085ms     1.183ms
# fresh          64M          0        64        64           0    67108864     5.588ms     4.678ms
# fresh         256M          0       256       256           0   268435456     24.45ms     18.66ms
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
# defaults). Result: 41.49us per batch, 12.57us per VA block, bytes / 10.8
# GB/s moved, 17.5us per faulting kernel, bytes / 55.9 GB/s zero-filled.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_batch_ns = 41.49us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_block_ns = 12.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:380.5ns 64K:6.087us 512K:48.7us 1M:97.4us 2M:194.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_wake_ns = 17.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:73.31ns 64K:1.173us 512K:9.383us 1M:18.77us 2M:37.53us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.27us + bytes /
# 46.5 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.1us 2M:127.7us 16M:432.2us 64M:1.358ms 256M:5.364ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.5us + bytes / 14.9 GB/s, written at the measured sizes (the
# medians would give 4.4%).
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.91us 2M:157.7us 16M:1.146ms 64M:4.534ms 256M:18.09ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.1us + bytes / 8.74 GB/s, written at the measured sizes (the
# medians would give 15.7%).
# Residual: 14.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.6us 512K:78.12us 2M:258.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.17us + bytes / 4.29 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.46us 512K:144.5us 2M:511.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 269.8us + bytes / 2.69 GB/s, misses by 16.2% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:286.1us 256K:378.3us 2M:840.3us 16M:6.424ms 64M:27.59ms 256M:113.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.005us + bytes / 1.46e+03 GB/s, misses by 23.0% RMS,
# so it is not used.
# Residual: 15.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.72us 2M:2.674us 16M:14.76us 64M:48.29us 256M:182us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.45us + bytes / 69.3 GB/s, misses
# by 15.8% RMS, so it is not used.
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.68us 2M:36.76us 16M:269.4us 64M:1.115ms 256M:4.3ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 44.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 167.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 184 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.88us 16M:85.98us 64M:355.9us 256M:1.448ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.565us
# + bytes / 6.62 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.865us 64K:23.54us 2M:399.3us 16M:2.469ms 64M:10.15ms 256M:33.73ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.61us + bytes / 10.5 GB/s,
# misses by 25.3% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.87us 64K:34.07us 2M:293.8us 16M:1.876ms 64M:6.813ms 256M:20.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.03 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.167us 2M:219us 16M:2.259ms 64M:10.28ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.8 GB/s, misses by
# 31.6% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.369us 2M:82.83us 16M:1.024ms 64M:6.259ms


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
