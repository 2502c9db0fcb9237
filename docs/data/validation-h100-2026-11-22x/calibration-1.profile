# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:02:43Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:02:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.763us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.142us + bytes / 5.47e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.943us 64K:3.031us 1M:3us 1536K:3.062us 2M:56.54us 8M:54.26us 64M:83.95us 256M:92.86us 1G:219.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.322us + bytes / 1.24e+03 GB/s, misses by 47.0% RMS, so it is
# not used.
# Residual: 16.1% RMS relative over 45 repetitions.
free_ns = 4K:2.65us 64K:2.748us 1M:2.704us 1536K:2.719us 2M:44.37us 8M:49.78us 64M:86.13us 256M:210us 1G:742.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.432us + bytes / 5.24e+03 GB/s, misses by 61.8% RMS, so it is not used.
# Residual: 33.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.989us 64K:3.927us 2M:25.61us 16M:33.95us 64M:49.04us 256M:46.72us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.17us +
# bytes / 1.49e+05 GB/s, written at the measured sizes (the medians would give
# 7.4%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.17us 64K:14.17us 2M:14.19us 16M:14.28us 64M:14.62us 256M:15.97us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 21.1%, 512K
# 20.8%, 1M 20.0%, 2M 18.6%, 4M 17.3%, 8M 16.6%, 16M 17.6%, 32M 18.5%.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.46us     67.97us
# seq             2M          0         2         2     2097152           0     279.6us     297.4us
# seq            16M          0        16        16    16777216           0     1.935ms     2.217ms
# seq            64M          0        64        64    67108864           0     10.24ms     8.798ms
# seq           256M          0       256       256   268435456           0     46.23ms     35.12ms
# stride         64M        64K         8        32    67108864           0     6.631ms     6.985ms
# stride        256M         2M        32       128     8388608           0     3.082ms     3.452ms
# random         16M          0        12        16    16777216           0     1.733ms     2.121ms
# random         64M          0        36       161    67108864           0      10.3ms     9.544ms
# random        256M          0       125      1211   268435456           0     56.73ms     45.94ms
# fresh           2M          0         2         2           0     2097152     158.2us     173.6us
# fresh          16M          0        16        16           0    16777216     1.082ms     1.226ms
# fresh          64M          0        64        64           0    67108864     5.644ms     4.836ms
# fresh         256M          0       256       256           0   268435456     24.09ms     19.27ms
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
# defaults). Result: 24.03us per batch, 14.63us per VA block, bytes / 10.6
# GB/s moved, 23.17us per faulting kernel, bytes / 28.7 GB/s zero-filled.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_batch_ns = 24.03us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_block_ns = 14.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:384.6ns 64K:6.154us 512K:49.23us 1M:98.46us 2M:196.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_wake_ns = 23.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:142.7ns 64K:2.284us 512K:18.27us 1M:36.54us 2M:73.08us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.16us + bytes /
# 45.8 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.62us 2M:126.1us 16M:453.5us 64M:1.383ms 256M:5.424ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.17us + bytes / 8.27 GB/s, written at the measured sizes (the
# medians would give 0.9%).
# Residual: 4.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.09us 2M:271.6us 16M:2.046ms 64M:8.129ms 256M:32.46ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.62us + bytes / 7.56 GB/s, written at the measured sizes (the
# medians would give 7.0%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.29us 512K:86.98us 2M:295.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.04us + bytes / 2.81 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 10.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.32us 512K:207.3us 2M:766.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 386.6us + bytes / 2.08 GB/s, misses by 17.1% RMS, so
# it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:543us 256K:609.4us 2M:1.134ms 16M:9.079ms 64M:37.63ms 256M:150ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.16us + bytes / 801 GB/s, misses by 21.9% RMS, so it
# is not used.
# Residual: 11.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.497us 2M:4.492us 16M:25.19us 64M:90.5us 256M:368.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.04us + bytes / 68.2 GB/s, misses
# by 15.9% RMS, so it is not used.
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.94us 2M:37.28us 16M:280.4us 64M:1.106ms 256M:4.343ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.085us +
# bytes / 149 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.58us 16M:113.8us 64M:451.2us 256M:1.805ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.577us
# + bytes / 7.51 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.426us 64K:25.23us 2M:281us 16M:2.149ms 64M:8.481ms 256M:35.15ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.61us + bytes / 10.9 GB/s,
# misses by 18.8% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.76us 64K:30.3us 2M:241us 16M:1.466ms 64M:5.78ms 256M:23.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.76 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_read_ns = 64K:6.617us 2M:221.3us 16M:2.384ms 64M:10.13ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19 GB/s, misses by
# 30.5% RMS, so it is not used.
# Residual: 9.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.6us 2M:78.55us 16M:1.194ms 64M:6.079ms


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
