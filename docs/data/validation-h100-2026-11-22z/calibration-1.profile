# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:25:11Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:25:11Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 4.209us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.666us + bytes / 6.31e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.466us 64K:2.839us 1M:2.562us 1536K:2.569us 2M:54.33us 8M:49.15us 64M:53.24us 256M:73.03us 1G:181.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.294us + bytes / 1.54e+03 GB/s, misses by 45.9% RMS, so it is
# not used.
# Residual: 14.5% RMS relative over 45 repetitions.
free_ns = 4K:3.444us 64K:3.578us 1M:3.448us 1536K:3.439us 2M:39.91us 8M:44.44us 64M:89.14us 256M:182us 1G:582.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.651us + bytes / 4.77e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 47.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.18us 64K:6.39us 2M:32.65us 16M:34.78us 64M:39.33us 256M:50.79us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.9us +
# bytes / 7.58e+05 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 5.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.9us 64K:13.9us 2M:13.91us 16M:13.93us 64M:13.99us 256M:14.26us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 21.1%, 512K
# 21.0%, 1M 21.0%, 2M 20.6%, 4M 20.5%, 8M 20.5%, 16M 20.4%, 32M 20.9%.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.28us     58.33us
# seq             2M          0         2         2     2097152           0     189.2us     238.2us
# seq            16M          0        16        16    16777216           0      1.63ms     1.795ms
# seq            64M          0        64        64    67108864           0     7.172ms     7.132ms
# seq           256M          0       256       256   268435456           0     37.61ms     28.48ms
# stride         64M        64K         4        32    67108864           0     5.531ms     5.179ms
# stride        256M         2M        16       128     8388608           0     2.282ms     2.495ms
# random         16M          0        16        16    16777216           0     1.895ms     1.795ms
# random         64M          0        39       104    67108864           0     7.449ms      6.93ms
# random        256M          0       127       907   268435456           0     44.65ms     32.55ms
# fresh           2M          0         2         2           0     2097152     142.8us     163.8us
# fresh          16M          0        16        16           0    16777216     1.099ms       1.2ms
# fresh          64M          0        64        64           0    67108864      5.21ms     4.752ms
# fresh         256M          0       256       256           0   268435456     24.29ms     18.96ms
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
# defaults). Result: 26.43us per batch, 11.48us per VA block, bytes / 14.3
# GB/s moved, 15.83us per faulting kernel, bytes / 29.1 GB/s zero-filled.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_batch_ns = 26.43us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_block_ns = 11.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:286.2ns 64K:4.58us 512K:36.64us 1M:73.27us 2M:146.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_wake_ns = 15.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:141ns 64K:2.256us 512K:18.04us 1M:36.09us 2M:72.18us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.7us + bytes /
# 44.8 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.28us 2M:120us 16M:447.9us 64M:1.365ms 256M:5.435ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.75us + bytes / 9.58 GB/s, written at the measured sizes (the
# medians would give 1.9%).
# Residual: 4.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.59us 2M:235.6us 16M:1.768ms 64M:7.021ms 256M:28.03ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.59us + bytes / 8.61 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 6.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.21us 512K:77.51us 2M:260.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.64us + bytes / 3.21 GB/s, written at the measured sizes (the
# medians would give 6.3%).
# Residual: 10.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.04us 512K:186.8us 2M:676.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 348us + bytes / 2.38 GB/s, misses by 16.1% RMS, so it
# is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:471.3us 256K:553.1us 2M:1.003ms 16M:7.996ms 64M:31.49ms 256M:130.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.154us + bytes / 913 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 10.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.325us 2M:5.295us 16M:23.5us 64M:80.61us 256M:311.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.97us + bytes / 109 GB/s, misses by
# 19.3% RMS, so it is not used.
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.87us 2M:25.48us 16M:178.8us 64M:679.6us 256M:2.645ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.48us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 167 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.25us 16M:97.97us 64M:402.2us 256M:1.632ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.997us
# + bytes / 11.2 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.969us 64K:23.54us 2M:145.6us 16M:1.228ms 64M:7.521ms 256M:34.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.9us + bytes / 10.1 GB/s,
# misses by 21.6% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.2us 64K:31.84us 2M:274.2us 16M:1.599ms 64M:6.201ms 256M:24.06ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.04 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 10.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.347us 2M:219.9us 16M:2.35ms 64M:9.669ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.4 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.306us 2M:56.77us 16M:1.138ms 64M:5.285ms


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
