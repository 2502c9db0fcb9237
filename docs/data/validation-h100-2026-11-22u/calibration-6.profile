# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:45:10Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:45:10Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 18.5% RMS relative over 5 repetitions.
launch_ns = 3.37us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.262us + bytes / 8.44e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 29.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.561us 64K:2.884us 1M:2.895us 1536K:1.811us 2M:37.22us 8M:34.98us 64M:40.7us 256M:43.36us 1G:133.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.389us + bytes / 2.47e+03 GB/s, misses by 53.3% RMS, so it is
# not used.
# Residual: 21.3% RMS relative over 45 repetitions.
free_ns = 4K:2.265us 64K:1.587us 1M:1.512us 1536K:1.443us 2M:31.85us 8M:34.33us 64M:56.31us 256M:114.1us 1G:356.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.213us + bytes / 4.78e+03 GB/s, misses by 67.1% RMS, so it is not used.
# Residual: 59.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.838us 64K:3.456us 2M:19.95us 16M:49.74us 64M:80.46us 256M:80.79us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.48us + bytes /
# 2.36e+06 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.22us 64K:12.9us 2M:14.08us 16M:12.83us 64M:13.34us 256M:13.76us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.34us     71.65us
# seq             2M          0         2         2     2097152           0     308.7us     283.6us
# seq            16M          0        16        16    16777216           0     1.768ms      1.96ms
# seq            64M          0        64        64    67108864           0     9.763ms     7.707ms
# seq           256M          0       256       256   268435456           0     42.26ms     30.69ms
# stride         64M        64K        64        64    67108864           0     6.935ms     7.707ms
# stride        256M         2M       128       128     8388608           0     3.578ms     3.569ms
# random         16M          0        10        55    16777216           0     1.871ms     2.019ms
# random         64M          0        38       373    67108864           0     7.151ms     8.545ms
# random        256M          0       160      1651   268435456           0      51.2ms     34.85ms
# fresh           2M          0         2         2           0     2097152     171.2us       214us
# fresh          16M          0        16        16           0    16777216      1.35ms     1.403ms
# fresh          64M          0        64        64           0    67108864     6.203ms     5.479ms
# fresh         256M          0       256       256           0   268435456     25.44ms     21.78ms
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
# defaults). Result: 17.23us per batch, 4.164us per VA block, bytes / 10.7
# GB/s moved, 44.11us per faulting kernel, bytes / 16.5 GB/s zero-filled.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_batch_ns = 17.23us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_block_ns = 4.164us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:384.1ns 64K:6.146us 512K:49.17us 1M:98.33us 2M:196.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_wake_ns = 44.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:248.2ns 64K:3.97us 512K:31.76us 1M:63.53us 2M:127.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 48.93us + bytes /
# 42.9 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 20.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44us 2M:125.4us 16M:437.1us 64M:1.387ms 256M:6.548ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.43us + bytes / 12.4 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 38.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.47us 2M:200us 16M:1.259ms 64M:10.78ms 256M:21.76ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 15.89us + bytes / 11.1 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 16.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.23us 512K:57.63us 2M:236.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 33.38us + bytes / 4.01 GB/s, written at the measured sizes (the
# medians would give 14.1%).
# Residual: 13.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:49.73us 512K:164.2us 2M:556.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 269us + bytes / 2.66 GB/s, misses by 21.7% RMS, so it
# is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:324.6us 256K:420.3us 2M:760.2us 16M:6.073ms 64M:31.21ms 256M:117.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.206us + bytes / 1.04e+03 GB/s, misses by 20.7% RMS,
# so it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.173us 2M:4.154us 16M:21.11us 64M:73.42us 256M:260.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 19.96us + bytes / 77.8
# GB/s, written at the measured sizes (the medians would give 8.9%).
# Residual: 11.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.8us 2M:46.93us 16M:235.7us 64M:882.9us 256M:3.472ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.039us +
# bytes / 166 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18us 16M:109.4us 64M:433us 256M:1.461ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.181us
# + bytes / 6.85 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.55us 64K:30.5us 2M:300us 16M:2.353ms 64M:9.635ms 256M:35.67ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.95us + bytes / 9.25 GB/s,
# misses by 22.6% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.46us 64K:31.63us 2M:322.1us 16M:1.823ms 64M:6.938ms 256M:24.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.01 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 17.4% RMS relative over 20 repetitions.
host_read_ns = 64K:5.869us 2M:213.3us 16M:2.381ms 64M:11.01ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.9 GB/s, misses by
# 30.8% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.258us 2M:81.67us 16M:1.126ms 64M:6.815ms


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
