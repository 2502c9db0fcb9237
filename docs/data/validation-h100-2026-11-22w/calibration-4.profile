# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:26:23Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:26:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 7.6% RMS relative over 5 repetitions.
launch_ns = 4.39us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.439us + bytes / 6.17e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.527us 64K:2.39us 1M:2.294us 1536K:2.364us 2M:45.31us 8M:41.98us 64M:45.84us 256M:91.47us 1G:166us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.777us + bytes / 1.59e+03 GB/s, misses by 48.4% RMS, so it is
# not used.
# Residual: 17.1% RMS relative over 45 repetitions.
free_ns = 4K:2.133us 64K:2.203us 1M:2.042us 1536K:2.072us 2M:36.05us 8M:40.23us 64M:72.81us 256M:168.6us 1G:566.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.325us + bytes / 5.65e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 46.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.414us 64K:2.153us 2M:17.65us 16M:32.84us 64M:37.52us 256M:59.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.322us +
# bytes * -2.78e-06 ns/B, written at the measured sizes (the medians would
# give 8.6%).
# Residual: 8.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.322us 64K:9.322us 2M:9.316us 16M:9.276us 64M:9.136us 256M:8.576us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 21.0%, 512K
# 20.8%, 1M 20.4%, 2M 19.5%, 4M 18.3%, 8M 17.9%, 16M 18.5%, 32M 19.1%.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     56.48us     54.82us
# seq             2M          0         2         2     2097152           0     208.2us     232.5us
# seq            16M          0        16        16    16777216           0     1.971ms     1.756ms
# seq            64M          0        64        64    67108864           0     8.576ms     6.978ms
# seq           256M          0       256       256   268435456           0     33.15ms     27.87ms
# stride         64M        64K         8        32    67108864           0     6.032ms     5.291ms
# stride        256M         2M        32       128     8388608           0     2.678ms     2.907ms
# random         16M          0        12        16    16777216           0     1.456ms     1.663ms
# random         64M          0        36       161    67108864           0     7.033ms     7.515ms
# random        256M          0       125      1211   268435456           0      39.5ms      36.5ms
# fresh           2M          0         2         2           0     2097152     186.2us     184.7us
# fresh          16M          0        16        16           0    16777216     1.265ms     1.373ms
# fresh          64M          0        64        64           0    67108864     5.886ms     5.449ms
# fresh         256M          0       256       256           0   268435456     23.91ms     21.75ms
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
# defaults). Result: 23.15us per batch, 12.21us per VA block, bytes / 14.3
# GB/s moved, 14.86us per faulting kernel, bytes / 21.2 GB/s zero-filled.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_batch_ns = 23.15us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_block_ns = 12.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:286.9ns 64K:4.59us 512K:36.72us 1M:73.44us 2M:146.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_wake_ns = 14.86us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:193.5ns 64K:3.096us 512K:24.77us 1M:49.54us 2M:99.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.87us + bytes /
# 45.3 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 15.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.35us 2M:140.8us 16M:468.8us 64M:1.354ms 256M:5.34ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.58us + bytes / 15.6 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.56us 2M:232.5us 16M:1.099ms 64M:3.935ms 256M:16.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.19us + bytes / 12.5 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 12.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.43us 512K:57.06us 2M:182.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.8us + bytes / 3.67 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 22.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.83us 512K:179.7us 2M:636.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 300us + bytes / 2.79 GB/s, written at the
# measured sizes (the medians would give 6.4%).
# Residual: 11.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:323.5us 256K:393.9us 2M:1.052ms 16M:6.313ms 64M:24.35ms 256M:96.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.101us + bytes / 1.61e+03 GB/s, misses by 22.6% RMS,
# so it is not used.
# Residual: 16.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.834us 2M:2.8us 16M:13.76us 64M:44.49us 256M:168.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.57us + bytes / 81.9 GB/s, misses
# by 27.5% RMS, so it is not used.
# Residual: 21.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.39us 2M:28.47us 16M:259.4us 64M:1.105ms 256M:3.684ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.66us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 180 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.69us 16M:84.59us 64M:396.2us 256M:1.459ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.98us +
# bytes / 8.79 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.946us 64K:20.18us 2M:231.8us 16M:1.809ms 64M:7.331ms 256M:30.73ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.14us + bytes / 12.4 GB/s,
# misses by 22.7% RMS, so it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.811us 64K:28.12us 2M:242.5us 16M:1.271ms 64M:4.799ms 256M:20.92ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.9 GB/s, misses by 36.8% RMS, so it is not used.
# Residual: 25.7% RMS relative over 20 repetitions.
host_read_ns = 64K:2.905us 2M:94.56us 16M:1.848ms 64M:7.304ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.2 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 15.7% RMS relative over 20 repetitions.
host_write_ns = 64K:867ns 2M:44.59us 16M:827.2us 64M:4.416ms


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
