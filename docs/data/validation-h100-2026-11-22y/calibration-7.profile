# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:44:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:44:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.8% RMS relative over 5 repetitions.
launch_ns = 3.329us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.633us + bytes / 8.76e+03 GB/s, misses by 55.6% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.625us 64K:2.705us 1M:2.725us 1536K:2.731us 2M:46.14us 8M:38.13us 64M:39.06us 256M:52.24us 1G:125.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.336us + bytes / 2.77e+03 GB/s, misses by 55.8% RMS, so it is
# not used.
# Residual: 21.7% RMS relative over 45 repetitions.
free_ns = 4K:3.453us 64K:1.474us 1M:1.415us 1536K:1.397us 2M:40.2us 8M:35.27us 64M:49.51us 256M:98.81us 1G:333.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.681us + bytes / 5.5e+03 GB/s, misses by 63.4% RMS, so it is not used.
# Residual: 39.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.588us 64K:2.309us 2M:18.83us 16M:27.75us 64M:40.04us 256M:52.67us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.09us +
# bytes / 5.18e+04 GB/s, written at the measured sizes (the medians would give
# 12.2%).
# Residual: 12.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.09us 64K:11.09us 2M:11.13us 16M:11.41us 64M:12.38us 256M:16.27us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.0%, 512K
# 21.7%, 1M 21.1%, 2M 20.3%, 4M 19.6%, 8M 19.4%, 16M 20.1%, 32M 20.9%.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      70.3us     58.32us
# seq             2M          0         2         2     2097152           0     227.5us     249.7us
# seq            16M          0        16        16    16777216           0     1.717ms     1.764ms
# seq            64M          0        64        64    67108864           0     8.537ms     6.956ms
# seq           256M          0       256       256   268435456           0     30.58ms     27.72ms
# stride         64M        64K         8        32    67108864           0     6.393ms     6.148ms
# stride        256M         2M        32       128     8388608           0     2.709ms     2.484ms
# random         16M          0        12        16    16777216           0     1.508ms     1.733ms
# random         64M          0        36       161    67108864           0     8.258ms      7.87ms
# random        256M          0       125      1211   268435456           0     47.48ms     37.84ms
# fresh           2M          0         2         2           0     2097152     172.7us     185.4us
# fresh          16M          0        16        16           0    16777216     1.288ms     1.249ms
# fresh          64M          0        64        64           0    67108864     5.552ms     4.897ms
# fresh         256M          0       256       256           0   268435456     22.39ms     19.49ms
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
# defaults). Result: 7.755us per batch, 11.66us per VA block, bytes / 11.8
# GB/s moved, 33.36us per faulting kernel, bytes / 18.5 GB/s zero-filled.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 7.755us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 11.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:346.7ns 64K:5.546us 512K:44.37us 1M:88.74us 2M:177.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 33.36us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:221ns 64K:3.537us 512K:28.29us 1M:56.59us 2M:113.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.93us + bytes /
# 46.6 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.68us 2M:115.4us 16M:427.8us 64M:1.365ms 256M:5.406ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.57us + bytes / 15.2 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 11.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.89us 2M:153.8us 16M:1.121ms 64M:4.439ms 256M:17.71ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.29us + bytes / 9.04 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.54us 512K:74.31us 2M:248.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.14us + bytes / 3.51 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 10.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.82us 512K:172.6us 2M:621.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 250.5us + bytes / 3.25 GB/s, misses by 15.8% RMS, so
# it is not used.
# Residual: 9.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:296us 256K:371.7us 2M:686.1us 16M:5.69ms 64M:22.25ms 256M:89.24ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.888us + bytes / 1.42e+03 GB/s, misses by 27.4% RMS,
# so it is not used.
# Residual: 19.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.648us 2M:2.615us 16M:17.94us 64M:46.54us 256M:194.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.38us + bytes / 83.9 GB/s, misses
# by 26.1% RMS, so it is not used.
# Residual: 19.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.77us 2M:27.86us 16M:223.6us 64M:988.3us 256M:3.527ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.17us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 154 GB/s, misses by 37.3% RMS, so it is not used.
# Residual: 45.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.78us 16M:249.8us 64M:527.9us 256M:1.506ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.938us
# + bytes / 7.25 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.567us 64K:24.36us 2M:318.6us 16M:2.22ms 64M:8.68ms 256M:35.04ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.19us + bytes / 10.8 GB/s,
# misses by 25.2% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.29us 64K:32.09us 2M:302.6us 16M:1.545ms 64M:5.339ms 256M:24.32ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.1 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 16.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.427us 2M:220.8us 16M:2.257ms 64M:9.575ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.9 GB/s, misses by
# 23.0% RMS, so it is not used.
# Residual: 18.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.378us 2M:96.75us 16M:1.042ms 64M:5.278ms


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
