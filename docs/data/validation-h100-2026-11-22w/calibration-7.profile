# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:27:48Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:27:48Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.766us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.862us + bytes / 6.9e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.889us 64K:2.972us 1M:2.643us 1536K:2.822us 2M:56.33us 8M:47.7us 64M:52.58us 256M:78.15us 1G:109.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.079us + bytes / 1.33e+03 GB/s, misses by 49.0% RMS, so it is
# not used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:2.451us 64K:2.555us 1M:2.447us 1536K:2.41us 2M:41.95us 8M:46.26us 64M:99.06us 256M:197.1us 1G:642.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.074us + bytes / 4.56e+03 GB/s, misses by 62.2% RMS, so it is not used.
# Residual: 36.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.144us 64K:3.277us 2M:22.77us 16M:34.78us 64M:60.22us 256M:56.18us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.05us + bytes *
# -4.63e-06 ns/B, misses by 18.5% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.24us 64K:13.34us 2M:13.76us 16M:13.11us 64M:13.4us 256M:12.81us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.2%, 512K
# 23.0%, 1M 22.5%, 2M 21.4%, 4M 19.9%, 8M 19.3%, 16M 20.3%, 32M 21.1%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     64.22us     55.23us
# seq             2M          0         2         2     2097152           0       230us       218us
# seq            16M          0        16        16    16777216           0     1.585ms     1.581ms
# seq            64M          0        64        64    67108864           0     7.775ms     6.254ms
# seq           256M          0       256       256   268435456           0     26.44ms     24.95ms
# stride         64M        64K         8        32    67108864           0     5.085ms     4.914ms
# stride        256M         2M        32       128     8388608           0     2.013ms     2.294ms
# random         16M          0        12        16    16777216           0     1.122ms     1.505ms
# random         64M          0        36       161    67108864           0     7.333ms     6.559ms
# random        256M          0       125      1211   268435456           0        35ms      30.7ms
# fresh           2M          0         2         2           0     2097152     98.05us       116us
# fresh          16M          0        16        16           0    16777216     756.4us     765.5us
# fresh          64M          0        64        64           0    67108864     3.161ms     2.992ms
# fresh         256M          0       256       256           0   268435456     13.82ms      11.9ms
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
# defaults). Result: 19us per batch, 8.632us per VA block, bytes / 15 GB/s
# moved, 23.23us per faulting kernel, bytes / 55.9 GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 19us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 8.632us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:272.4ns 64K:4.358us 512K:34.86us 1M:69.72us 2M:139.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 23.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:73.27ns 64K:1.172us 512K:9.378us 1M:18.76us 2M:37.51us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.01us + bytes /
# 45.9 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 3.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.7us 2M:115.9us 16M:450.2us 64M:1.371ms 256M:5.462ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.56us + bytes / 9.89 GB/s, written at the measured sizes (the
# medians would give 1.7%).
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.19us 2M:228.7us 16M:1.714ms 64M:6.805ms 256M:27.17ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 26.14us + bytes / 9.64 GB/s, written at the measured sizes (the
# medians would give 10.5%).
# Residual: 10.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:32.94us 512K:80.53us 2M:243.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.21us + bytes / 3.31 GB/s, written at the measured sizes (the
# medians would give 6.0%).
# Residual: 9.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.04us 512K:181.8us 2M:657.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 306.1us + bytes / 2.53 GB/s, written at the
# measured sizes (the medians would give 4.6%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:332us 256K:409.6us 2M:1.134ms 16M:6.928ms 64M:26.79ms 256M:106.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.042us + bytes / 930 GB/s, misses by 17.8% RMS, so
# it is not used.
# Residual: 10.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.152us 2M:5.172us 16M:22.83us 64M:77.59us 256M:303.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11.24us + bytes / 113 GB/s,
# written at the measured sizes (the medians would give 5.8%).
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.82us 2M:29.79us 16M:159.6us 64M:604.8us 256M:2.385ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.26us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 493.9ns +
# bytes / 161 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.06us 16M:104.1us 64M:419.6us 256M:1.674ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.06us +
# bytes / 7.96 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 21.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.824us 64K:19.82us 2M:254.4us 16M:1.975ms 64M:8.715ms 256M:30.47ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.04us + bytes / 11.4 GB/s,
# misses by 27.4% RMS, so it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.66us 64K:28.03us 2M:244us 16M:1.422ms 64M:6.249ms 256M:20.38ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15 GB/s, misses by 38.3% RMS, so it is not used.
# Residual: 29.0% RMS relative over 20 repetitions.
host_read_ns = 64K:2.913us 2M:96.47us 16M:1.844ms 64M:7.77ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.4 GB/s, misses by
# 39.6% RMS, so it is not used.
# Residual: 14.0% RMS relative over 20 repetitions.
host_write_ns = 64K:859ns 2M:44.59us 16M:855.7us 64M:4.482ms


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
