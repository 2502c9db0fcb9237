# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:45:04Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:45:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.632us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.017us + bytes / 4.37e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.881us 64K:3.181us 1M:3.006us 1536K:2.864us 2M:59.96us 8M:54.92us 64M:88.22us 256M:97.53us 1G:232.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.257us + bytes / 1.24e+03 GB/s, misses by 48.2% RMS, so it is
# not used.
# Residual: 16.5% RMS relative over 45 repetitions.
free_ns = 4K:2.796us 64K:2.663us 1M:2.655us 1536K:2.552us 2M:47.01us 8M:51.25us 64M:88.18us 256M:232.1us 1G:726us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.349us + bytes / 5.38e+03 GB/s, misses by 63.3% RMS, so it is not used.
# Residual: 32.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.965us 64K:3.571us 2M:29.15us 16M:41.81us 64M:50.72us 256M:49.09us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.2us +
# bytes / 1.6e+05 GB/s, written at the measured sizes (the medians would give
# 12.7%).
# Residual: 12.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.2us 64K:12.2us 2M:12.21us 16M:12.31us 64M:12.62us 256M:13.87us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.8%, 512K
# 25.5%, 1M 24.7%, 2M 23.3%, 4M 21.8%, 8M 21.5%, 16M 22.8%, 32M 24.2%.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.54us     62.01us
# seq             2M          0         2         2     2097152           0     211.9us     241.9us
# seq            16M          0        16        16    16777216           0     1.664ms     1.716ms
# seq            64M          0        64        64    67108864           0     7.722ms      6.77ms
# seq           256M          0       256       256   268435456           0     42.34ms     26.99ms
# stride         64M        64K         8        32    67108864           0      6.23ms     5.755ms
# stride        256M         2M        32       128     8388608           0     2.881ms     3.185ms
# random         16M          0        12        16    16777216           0     1.376ms     1.684ms
# random         64M          0        36       161    67108864           0     10.24ms     8.257ms
# random        256M          0       125      1211   268435456           0     52.58ms     42.79ms
# fresh           2M          0         2         2           0     2097152     181.8us     195.2us
# fresh          16M          0        16        16           0    16777216     1.226ms     1.342ms
# fresh          64M          0        64        64           0    67108864     5.801ms     5.275ms
# fresh         256M          0       256       256           0   268435456     25.56ms        21ms
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
# defaults). Result: 8.037us per batch, 17.65us per VA block, bytes / 13.2
# GB/s moved, 31.34us per faulting kernel, bytes / 18.6 GB/s zero-filled.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_batch_ns = 8.037us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_block_ns = 17.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:310.9ns 64K:4.975us 512K:39.8us 1M:79.6us 2M:159.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_wake_ns = 31.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:219.7ns 64K:3.515us 512K:28.12us 1M:56.24us 2M:112.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 71.58us +
# bytes / 48.2 GB/s, written at the measured sizes (the medians would give
# 3.3%).
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:72.93us 2M:115.1us 16M:419.4us 64M:1.463ms 256M:5.637ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.07us + bytes / 10 GB/s, written at the measured sizes (the
# medians would give 6.0%).
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.62us 2M:227.8us 16M:1.696ms 64M:6.73ms 256M:26.86ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 19.48us + bytes / 7.97 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.71us 512K:85.3us 2M:282.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 25.12us + bytes / 3.26 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 9.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.2us 512K:185.7us 2M:667.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 344.9us + bytes / 2.25 GB/s, misses by 21.3% RMS, so
# it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:386.9us 256K:480.4us 2M:982.2us 16M:8.035ms 64M:33.07ms 256M:123.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.418us + bytes / 803 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.615us 2M:4.768us 16M:26.1us 64M:90.4us 256M:350.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11.63us + bytes / 97.3
# GB/s, written at the measured sizes (the medians would give 7.1%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.31us 2M:33.19us 16M:184.1us 64M:701.3us 256M:2.77ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.02us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.345us +
# bytes / 156 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.4us 16M:104.6us 64M:423.5us 256M:1.792ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.184us
# + bytes / 7.2 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 19.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.263us 64K:24.74us 2M:272.8us 16M:2.188ms 64M:8.903ms 256M:36.02ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.95us + bytes / 9.72 GB/s,
# misses by 22.2% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.27us 64K:30.35us 2M:274.1us 16M:1.674ms 64M:6.219ms 256M:27.24ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.82 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.731us 2M:229.9us 16M:2.367ms 64M:9.981ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.8 GB/s, misses by
# 34.7% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.195us 2M:60.78us 16M:937.7us 64M:5.346ms


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
