# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:39:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:39:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.3% RMS relative over 5 repetitions.
launch_ns = 3.13us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.178us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.458us + bytes / 8.14e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 28.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.648us 64K:2.848us 1M:2.754us 1536K:2.675us 2M:42.45us 8M:36.23us 64M:41.26us 256M:55.17us 1G:132.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.258us + bytes / 2.59e+03 GB/s, misses by 51.5% RMS, so it is
# not used.
# Residual: 21.9% RMS relative over 45 repetitions.
free_ns = 4K:1.524us 64K:1.45us 1M:1.428us 1536K:1.449us 2M:39.51us 8M:33.75us 64M:49.88us 256M:103.3us 1G:342.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.253us + bytes / 8.7e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 39.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.145us 64K:2.09us 2M:16.1us 16M:29.18us 64M:29.07us 256M:30.6us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.48us +
# bytes / 4.64e+05 GB/s, written at the measured sizes (the medians would give
# 8.0%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.48us 64K:7.481us 2M:7.485us 16M:7.517us 64M:7.625us 256M:8.059us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 30.1%, 512K
# 30.0%, 1M 29.8%, 2M 29.3%, 4M 28.1%, 8M 26.8%, 16M 26.5%, 32M 26.9%.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      99.2us     66.17us
# seq             2M          0         2         2     2097152           0     301.4us     261.1us
# seq            16M          0        16        16    16777216           0     1.628ms     2.055ms
# seq            64M          0        64        64    67108864           0     7.414ms     8.205ms
# seq           256M          0       256       256   268435456           0      34.6ms     32.81ms
# stride         64M        64K         4        32    67108864           0     6.004ms      5.25ms
# stride        256M         2M        16       128     8388608           0     3.082ms     3.315ms
# random         16M          0        16        16    16777216           0     2.037ms     2.055ms
# random         64M          0        39       104    67108864           0     8.821ms     7.845ms
# random        256M          0       127       907   268435456           0     47.66ms     38.21ms
# fresh           2M          0         2         2           0     2097152     92.77us     118.6us
# fresh          16M          0        16        16           0    16777216     874.4us       915us
# fresh          64M          0        64        64           0    67108864     4.927ms     3.645ms
# fresh         256M          0       256       256           0   268435456     21.79ms     14.57ms
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
# defaults). Result: 40.54us per batch, 16.34us per VA block, bytes / 14.7
# GB/s moved, 4.838us per faulting kernel, bytes * 0 ns/B zero-filled.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_batch_ns = 40.54us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_block_ns = 16.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:278.3ns 64K:4.453us 512K:35.62us 1M:71.24us 2M:142.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_wake_ns = 4.838us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.93us + bytes / 44
# GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.54us 2M:121us 16M:446.7us 64M:1.379ms 256M:5.434ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.43us + bytes / 15.1 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 19.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.26us 2M:173.8us 16M:1.01ms 64M:4.7ms 256M:16.43ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.35us + bytes / 10.2 GB/s, written at the measured sizes (the
# medians would give 15.8%).
# Residual: 15.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.77us 512K:69.74us 2M:223.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.82us + bytes / 3.23 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 23.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.54us 512K:172.5us 2M:667.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 258us + bytes / 3.12 GB/s, misses by 23.6% RMS, so it
# is not used.
# Residual: 21.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:285.6us 256K:340.9us 2M:713.4us 16M:5.609ms 64M:22.48ms 256M:91.67ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.675us + bytes / 1.83e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.263us 2M:2.217us 16M:11.34us 64M:39.02us 256M:151.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.794us + bytes / 97.1 GB/s, misses
# by 29.6% RMS, so it is not used.
# Residual: 24.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.89us 2M:24.13us 16M:256.1us 64M:745.2us 256M:3.3ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.11us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.061us +
# bytes / 205 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.07us 16M:81.6us 64M:325.9us 256M:1.331ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.992us
# + bytes / 10.8 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.655us 64K:22.5us 2M:137.8us 16M:1.726ms 64M:7.777ms 256M:35.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.89us + bytes / 12.7 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.95us 64K:30.02us 2M:237.3us 16M:1.479ms 64M:4.708ms 256M:18.03ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.31 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_read_ns = 64K:5.414us 2M:203.2us 16M:2.254ms 64M:9.294ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.6 GB/s, misses by
# 39.7% RMS, so it is not used.
# Residual: 15.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.134us 2M:62.38us 16M:1.304ms 64M:5.689ms


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
