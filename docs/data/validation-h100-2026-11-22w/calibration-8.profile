# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:28:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:28:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 9.1% RMS relative over 5 repetitions.
launch_ns = 4.098us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.712us + bytes / 9.06e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:1.794us 64K:1.776us 1M:1.638us 1536K:1.715us 2M:40.68us 8M:34.68us 64M:40.28us 256M:49.65us 1G:88.77us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.213us + bytes / 2.58e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 20.4% RMS relative over 45 repetitions.
free_ns = 4K:1.496us 64K:1.446us 1M:1.362us 1536K:1.337us 2M:35.15us 8M:33.39us 64M:50.44us 256M:115us 1G:344.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.1us
# + bytes / 3.71e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 39.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.007us 64K:3.48us 2M:31.08us 16M:46.44us 64M:72.16us 256M:73.92us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.4us +
# bytes / 2.25e+05 GB/s, written at the measured sizes (the medians would give
# 10.1%).
# Residual: 10.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.4us 64K:12.4us 2M:12.41us 16M:12.48us 64M:12.7us 256M:13.6us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.4%, 512K
# 24.9%, 1M 24.9%, 2M 24.4%, 4M 23.3%, 8M 22.9%, 16M 23.2%, 32M 24.0%.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      72.7us     66.94us
# seq             2M          0         2         2     2097152           0     274.7us       233us
# seq            16M          0        16        16    16777216           0     1.736ms      1.59ms
# seq            64M          0        64        64    67108864           0     7.967ms     6.241ms
# seq           256M          0       256       256   268435456           0     30.62ms     24.85ms
# stride         64M        64K         8        32    67108864           0      5.73ms     5.275ms
# stride        256M         2M        32       128     8388608           0     2.578ms      2.68ms
# random         16M          0        12        16    16777216           0     1.166ms     1.552ms
# random         64M          0        36       161    67108864           0     6.284ms     7.301ms
# random        256M          0       125      1211   268435456           0      47.7ms     36.65ms
# fresh           2M          0         2         2           0     2097152     184.1us     176.1us
# fresh          16M          0        16        16           0    16777216     1.132ms     1.134ms
# fresh          64M          0        64        64           0    67108864     5.305ms     4.418ms
# fresh         256M          0       256       256           0   268435456     16.33ms     17.55ms
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
# defaults). Result: 9.451us per batch, 13.65us per VA block, bytes / 14.2
# GB/s moved, 39.23us per faulting kernel, bytes / 23.1 GB/s zero-filled.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_batch_ns = 9.451us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_block_ns = 13.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:288.3ns 64K:4.613us 512K:36.9us 1M:73.8us 2M:147.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_wake_ns = 39.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:177ns 64K:2.832us 512K:22.66us 1M:45.31us 2M:90.62us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.05us + bytes /
# 44.7 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 11.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.03us 2M:115.4us 16M:415.9us 64M:1.35ms 256M:5.603ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.83us + bytes / 15.2 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 25.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.86us 2M:176.8us 16M:998.3us 64M:3.934ms 256M:20.04ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.8us + bytes / 13.4 GB/s, written at the measured sizes (the
# medians would give 10.1%).
# Residual: 10.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.7us 512K:53us 2M:170.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.83us + bytes / 4.73 GB/s, written at the measured sizes (the
# medians would give 12.5%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.68us 512K:132.7us 2M:465.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 269.6us + bytes / 3 GB/s, misses by 17.5% RMS, so it
# is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:326.3us 256K:364.5us 2M:723.1us 16M:5.76ms 64M:23.35ms 256M:95.98ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.603us + bytes / 1.73e+03 GB/s, misses by 24.0% RMS,
# so it is not used.
# Residual: 18.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.193us 2M:2.228us 16M:11.41us 64M:39.07us 256M:229us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.41us + bytes / 79.5
# GB/s, written at the measured sizes (the medians would give 11.5%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.23us 2M:42.78us 16M:227.4us 64M:860.2us 256M:3.392ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.815us +
# bytes / 150 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.96us 16M:111.5us 64M:457.8us 256M:1.839ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.498us
# + bytes / 8.9 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 18.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.017us 64K:21.2us 2M:233.6us 16M:1.759ms 64M:7.393ms 256M:28.58ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.99us + bytes / 13.3 GB/s,
# misses by 22.4% RMS, so it is not used.
# Residual: 10.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.724us 64K:26.95us 2M:230.9us 16M:1.159ms 64M:4.621ms 256M:18.3ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.8 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 25.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.316us 2M:184.1us 16M:2.229ms 64M:9.739ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22 GB/s, misses by
# 33.5% RMS, so it is not used.
# Residual: 9.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.154us 2M:68.28us 16M:1.058ms 64M:5.582ms


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
