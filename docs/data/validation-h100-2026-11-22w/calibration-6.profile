# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:27:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:27:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 14.2% RMS relative over 5 repetitions.
launch_ns = 3.608us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.526us + bytes / 1.03e+04 GB/s, misses by 59.6% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:1.48us 64K:1.665us 1M:1.512us 1536K:1.525us 2M:37.62us 8M:32.21us 64M:35.58us 256M:64.05us 1G:73us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.091us + bytes / 2.89e+03 GB/s, misses by 51.3% RMS, so it is
# not used.
# Residual: 20.8% RMS relative over 45 repetitions.
free_ns = 4K:1.347us 64K:1.369us 1M:1.193us 1536K:1.256us 2M:31.22us 8M:30.07us 64M:44.09us 256M:97.43us 1G:291.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.369us + bytes / 1.1e+04 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 34.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.208us 64K:2.04us 2M:16.6us 16M:17.77us 64M:26.02us 256M:24.74us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.234us +
# bytes / 6.89e+05 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 8.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.234us 64K:7.235us 2M:7.237us 16M:7.259us 64M:7.332us 256M:7.624us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 21.2%, 512K
# 20.9%, 1M 20.2%, 2M 18.9%, 4M 17.8%, 8M 17.5%, 16M 18.5%, 32M 19.6%.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.79us        76us
# seq             2M          0         2         2     2097152           0     270.2us     257.6us
# seq            16M          0        16        16    16777216           0     1.717ms     1.699ms
# seq            64M          0        64        64    67108864           0     6.338ms     6.643ms
# seq           256M          0       256       256   268435456           0      31.3ms     26.42ms
# stride         64M        64K         8        32    67108864           0     5.683ms      5.88ms
# stride        256M         2M        32       128     8388608           0     2.258ms     2.578ms
# random         16M          0        12        16    16777216           0     1.356ms     1.674ms
# random         64M          0        36       161    67108864           0     8.043ms     7.724ms
# random        256M          0       125      1211   268435456           0     45.13ms     37.96ms
# fresh           2M          0         2         2           0     2097152     186.2us     220.1us
# fresh          16M          0        16        16           0    16777216     1.455ms       1.4ms
# fresh          64M          0        64        64           0    67108864     6.196ms     5.445ms
# fresh         256M          0       256       256           0   268435456     20.91ms     21.62ms
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
# defaults). Result: 6.229us per batch, 12.94us per VA block, bytes / 12.5
# GB/s moved, 51.59us per faulting kernel, bytes / 16.1 GB/s zero-filled.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_batch_ns = 6.229us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_block_ns = 12.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:327.4ns 64K:5.239us 512K:41.91us 1M:83.82us 2M:167.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_wake_ns = 51.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:254.3ns 64K:4.068us 512K:32.55us 1M:65.1us 2M:130.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.65us + bytes /
# 42.7 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 27.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.55us 2M:119us 16M:869.3us 64M:1.544ms 256M:5.336ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.33us + bytes / 14.5 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 35.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.51us 2M:164.4us 16M:2.708ms 64M:5.312ms 256M:15.2ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.12us + bytes / 14 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 7.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.8us 512K:51.55us 2M:163.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20us + bytes / 4.65 GB/s, written at the measured sizes (the
# medians would give 15.0%).
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.1us 512K:132.8us 2M:471us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 224.1us + bytes / 3.57 GB/s, misses by 16.6% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:248.1us 256K:299.2us 2M:633us 16M:5.022ms 64M:19.73ms 256M:81.68ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.713us + bytes / 1.87e+03 GB/s, misses by 20.1% RMS,
# so it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.258us 2M:2.241us 16M:11.25us 64M:39.04us 256M:150.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.92us + bytes / 108 GB/s, misses by
# 19.8% RMS, so it is not used.
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.69us 2M:25.23us 16M:217us 64M:636.3us 256M:2.451ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.99us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 903.3ns +
# bytes / 204 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.96us 16M:82.05us 64M:326us 256M:1.33ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.306us
# + bytes / 8.51 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.825us 64K:21.05us 2M:275.3us 16M:1.99ms 64M:7.031ms 256M:29.51ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.08us + bytes / 12.9 GB/s,
# misses by 24.9% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.46us 64K:28.76us 2M:267.5us 16M:1.419ms 64M:4.502ms 256M:19.67ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 48.08ns +
# bytes / 15 GB/s, misses by 34.1% RMS, so it is not used.
# Residual: 21.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.24us 2M:99.22us 16M:1.436ms 64M:7.41ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.6 GB/s, misses by
# 36.3% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_write_ns = 64K:890ns 2M:47.36us 16M:736us 64M:4.391ms


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
