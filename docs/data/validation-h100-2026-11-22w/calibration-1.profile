# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:24:59Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:24:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 7.9% RMS relative over 5 repetitions.
launch_ns = 4.515us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.273us + bytes / 6.54e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.625us 64K:2.353us 1M:2.157us 1536K:2.202us 2M:54.49us 8M:44.34us 64M:50.97us 256M:56.88us 1G:163.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.945us + bytes / 1.68e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:2.329us 64K:2.376us 1M:2.315us 1536K:2.174us 2M:40.2us 8M:42.05us 64M:82.81us 256M:161.1us 1G:547.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.436us + bytes / 7.81e+03 GB/s, misses by 67.2% RMS, so it is not used.
# Residual: 40.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.236us 64K:4.053us 2M:32.04us 16M:65.2us 64M:56.9us 256M:35.32us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.38us +
# bytes / 3.39e+05 GB/s, written at the measured sizes (the medians would give
# 8.9%).
# Residual: 8.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.38us 64K:7.38us 2M:7.386us 16M:7.429us 64M:7.577us 256M:8.171us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.8%, 512K
# 20.5%, 1M 19.7%, 2M 18.6%, 4M 17.3%, 8M 16.9%, 16M 17.9%, 32M 19.0%.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      63.3us     60.98us
# seq             2M          0         2         2     2097152           0       261us       261us
# seq            16M          0        16        16    16777216           0     1.855ms     1.912ms
# seq            64M          0        64        64    67108864           0      8.13ms     7.574ms
# seq           256M          0       256       256   268435456           0     39.83ms     30.22ms
# stride         64M        64K         8        32    67108864           0     6.658ms     6.238ms
# stride        256M         2M        32       128     8388608           0     2.851ms     3.156ms
# random         16M          0        12        16    16777216           0     1.575ms     1.852ms
# random         64M          0        36       161    67108864           0     9.129ms     8.622ms
# random        256M          0       125      1211   268435456           0     49.27ms     42.74ms
# fresh           2M          0         2         2           0     2097152     152.1us     182.8us
# fresh          16M          0        16        16           0    16777216     1.261ms     1.287ms
# fresh          64M          0        64        64           0    67108864     5.519ms     5.071ms
# fresh         256M          0       256       256           0   268435456     24.17ms     20.21ms
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
# defaults). Result: 15.18us per batch, 15.19us per VA block, bytes / 12 GB/s
# moved, 25.13us per faulting kernel, bytes / 21.6 GB/s zero-filled.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_batch_ns = 15.18us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_block_ns = 15.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.1ns 64K:5.474us 512K:43.79us 1M:87.58us 2M:175.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_wake_ns = 25.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:189.3ns 64K:3.029us 512K:24.23us 1M:48.47us 2M:96.94us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 39.73us +
# bytes / 45.4 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.18us 2M:85.92us 16M:409.3us 64M:1.518ms 256M:5.952ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.67us + bytes / 16.3 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 12.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.68us 2M:144.1us 16M:1.043ms 64M:4.126ms 256M:16.46ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 18.18us + bytes / 10.3 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 39.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:34.88us 512K:68.96us 2M:231.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 28.94us + bytes / 4.72 GB/s, written at the measured sizes (the
# medians would give 13.7%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.82us 512K:140us 2M:473.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 336us + bytes / 2.56 GB/s, misses by 20.1% RMS, so it
# is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:452.9us 256K:509.8us 2M:956.3us 16M:7.842ms 64M:30.7ms 256M:124.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 7.862us + bytes / 511 GB/s, misses by 19.1% RMS, so
# it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:9.618us 2M:9.643us 16M:45.25us 64M:146.7us 256M:497.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.98us + bytes / 92.6 GB/s, misses
# by 18.4% RMS, so it is not used.
# Residual: 7.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.42us 2M:27.39us 16M:191.7us 64M:773.2us 256M:3.75ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 98.85us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.154us +
# bytes / 203 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.59us 16M:82.48us 64M:328.1us 256M:1.36ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.504us
# + bytes / 9.27 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.468us 64K:20.35us 2M:225.5us 16M:1.716ms 64M:7.013ms 256M:28.2ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.7us + bytes / 12.4 GB/s,
# misses by 20.9% RMS, so it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.497us 64K:26.69us 2M:227us 16M:1.305ms 64M:4.922ms 256M:20.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 37.9% RMS, so it is not used.
# Residual: 19.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.203us 2M:99.66us 16M:1.929ms 64M:8.606ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.4 GB/s, misses by
# 41.9% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:923ns 2M:47.61us 16M:930.8us 64M:5.293ms


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
