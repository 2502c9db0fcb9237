# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:06:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:06:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 3.4% RMS relative over 5 repetitions.
launch_ns = 4.014us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.621us + bytes / 5.38e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 23.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.676us 64K:2.594us 1M:2.404us 1536K:2.59us 2M:54.62us 8M:50.54us 64M:53.82us 256M:86.97us 1G:182.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.234us + bytes / 1.46e+03 GB/s, misses by 46.1% RMS, so it is
# not used.
# Residual: 16.5% RMS relative over 45 repetitions.
free_ns = 4K:3.535us 64K:3.528us 1M:3.477us 1536K:3.403us 2M:41.18us 8M:45.73us 64M:88.53us 256M:175.2us 1G:573.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.463us + bytes / 4.52e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 37.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.663us 64K:3.723us 2M:37.53us 16M:42.37us 64M:62.07us 256M:60.08us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.23us +
# bytes / 1.64e+05 GB/s, written at the measured sizes (the medians would give
# 12.3%).
# Residual: 12.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.23us 64K:12.23us 2M:12.24us 16M:12.33us 64M:12.64us 256M:13.87us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.5%, 512K
# 23.2%, 1M 22.6%, 2M 21.4%, 4M 20.0%, 8M 19.2%, 16M 19.8%, 32M 20.6%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.49us     59.25us
# seq             2M          0         2         2     2097152           0     201.6us       213us
# seq            16M          0        16        16    16777216           0     1.426ms     1.552ms
# seq            64M          0        64        64    67108864           0     6.375ms     6.145ms
# seq           256M          0       256       256   268435456           0     27.16ms     24.51ms
# stride         64M        64K         8        32    67108864           0     4.535ms     4.524ms
# stride        256M         2M        32       128     8388608           0     2.415ms     2.652ms
# random         16M          0        12        16    16777216           0     1.283ms     1.462ms
# random         64M          0        36       161    67108864           0     6.702ms     6.578ms
# random        256M          0       125      1211   268435456           0     40.53ms     32.06ms
# fresh           2M          0         2         2           0     2097152     106.7us     129.4us
# fresh          16M          0        16        16           0    16777216     812.1us     882.9us
# fresh          64M          0        64        64           0    67108864     4.771ms     3.466ms
# fresh         256M          0       256       256           0   268435456     16.38ms      13.8ms
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
# defaults). Result: 22.66us per batch, 11.01us per VA block, bytes / 16.9
# GB/s moved, 21.71us per faulting kernel, bytes / 52 GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 22.66us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 11.01us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:242.2ns 64K:3.875us 512K:31us 1M:62us 2M:124us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 21.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:78.74ns 64K:1.26us 512K:10.08us 1M:20.16us 2M:40.32us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.08us + bytes /
# 45.6 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.36us 2M:133.2us 16M:445.8us 64M:1.381ms 256M:5.437ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.26us + bytes / 9.38 GB/s, written at the measured sizes (the
# medians would give 2.4%).
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.25us 2M:239.8us 16M:1.804ms 64M:7.169ms 256M:28.63ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.32us + bytes / 9.29 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.37us 512K:71.76us 2M:241.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.47us + bytes / 3.25 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 9.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.61us 512K:185.6us 2M:669.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 300.1us + bytes / 2.63 GB/s, written at the
# measured sizes (the medians would give 8.4%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:325.1us 256K:400us 2M:1.099ms 16M:6.689ms 64M:25.85ms 256M:102.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.968us + bytes / 935 GB/s, misses by 21.2% RMS, so
# it is not used.
# Residual: 11.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.157us 2M:4.054us 16M:21.83us 64M:78.29us 256M:303.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 10.69us + bytes / 109 GB/s,
# written at the measured sizes (the medians would give 6.9%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.29us 2M:29.87us 16M:164.1us 64M:624.5us 256M:2.466ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.13us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.437us +
# bytes / 154 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.82us 16M:112.8us 64M:428.9us 256M:1.778ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.145us
# + bytes / 7.59 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.972us 64K:20.69us 2M:265.4us 16M:2.112ms 64M:8.672ms 256M:35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.27us + bytes / 11.1 GB/s,
# misses by 19.5% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.81us 64K:29.12us 2M:237.5us 16M:1.476ms 64M:5.695ms 256M:22.34ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.6 GB/s, misses by 38.4% RMS, so it is not used.
# Residual: 20.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.532us 2M:104.5us 16M:2.082ms 64M:8.59ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29 GB/s, misses by
# 40.8% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:978ns 2M:50.75us 16M:1.02ms 64M:5.074ms


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
