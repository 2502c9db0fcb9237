# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:28:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:28:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 3.864us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.735us + bytes / 8.41e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 27.8% RMS relative over 45 repetitions.
malloc_ns = 4K:1.749us 64K:1.806us 1M:1.689us 1536K:1.669us 2M:36.82us 8M:43.79us 64M:53.09us 256M:69.83us 1G:129.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.2us + bytes / 2.41e+03 GB/s, misses by 51.4% RMS, so it is not
# used.
# Residual: 19.9% RMS relative over 45 repetitions.
free_ns = 4K:1.371us 64K:1.433us 1M:1.384us 1536K:1.359us 2M:30.52us 8M:42.7us 64M:65.23us 256M:119.5us 1G:392.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.842us + bytes / 9.29e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 35.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.482us 64K:2.252us 2M:17.27us 16M:21.31us 64M:28.45us 256M:28.75us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.202us +
# bytes / 3.69e+05 GB/s, written at the measured sizes (the medians would give
# 8.5%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.202us 64K:9.202us 2M:9.207us 16M:9.247us 64M:9.383us 256M:9.929us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.0%, 512K
# 24.6%, 1M 24.6%, 2M 24.4%, 4M 23.6%, 8M 23.5%, 16M 23.9%, 32M 24.3%.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.28us     76.02us
# seq             2M          0         2         2     2097152           0       239us     252.6us
# seq            16M          0        16        16    16777216           0     1.767ms     1.666ms
# seq            64M          0        64        64    67108864           0     8.561ms     6.511ms
# seq           256M          0       256       256   268435456           0     35.18ms     25.89ms
# stride         64M        64K         8        32    67108864           0     7.367ms      5.58ms
# stride        256M         2M        32       128     8388608           0     1.895ms     2.165ms
# random         16M          0        12        16    16777216           0     1.135ms     1.619ms
# random         64M          0        36       161    67108864           0     6.798ms     7.011ms
# random        256M          0       125      1211   268435456           0     36.06ms     32.51ms
# fresh           2M          0         2         2           0     2097152     153.9us     176.8us
# fresh          16M          0        16        16           0    16777216     1.279ms      1.06ms
# fresh          64M          0        64        64           0    67108864      4.69ms     4.087ms
# fresh         256M          0       256       256           0   268435456     14.79ms      16.2ms
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
# defaults). Result: 11.73us per batch, 8.541us per VA block, bytes / 13 GB/s
# moved, 50.7us per faulting kernel, bytes / 24.5 GB/s zero-filled.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_batch_ns = 11.73us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_block_ns = 8.541us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:315.1ns 64K:5.041us 512K:40.33us 1M:80.66us 2M:161.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_wake_ns = 50.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:167.2ns 64K:2.675us 512K:21.4us 1M:42.8us 2M:85.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 40.15us +
# bytes / 46.7 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.55us 2M:85.06us 16M:399.4us 64M:1.477ms 256M:5.789ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.49us + bytes / 14.4 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 5.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.81us 2M:171.6us 16M:1.001ms 64M:4.206ms 256M:30.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.7us + bytes / 8.68 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 10.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.25us 512K:78.08us 2M:259.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.58us + bytes / 3.08 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.37us 512K:196.7us 2M:708.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 258.1us + bytes / 3.24 GB/s, misses by 16.2% RMS, so
# it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:285.7us 256K:369.6us 2M:693.2us 16M:5.52ms 64M:23.41ms 256M:86.98ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.014us + bytes / 880 GB/s, misses by 25.2% RMS, so
# it is not used.
# Residual: 17.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.353us 2M:4.238us 16M:23.18us 64M:82.73us 256M:326.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.7us + bytes / 105 GB/s, misses by
# 27.8% RMS, so it is not used.
# Residual: 23.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.46us 2M:25.15us 16M:168.3us 64M:927.6us 256M:3.136ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.62us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 275ns +
# bytes / 195 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.08us 16M:85.02us 64M:341us 256M:1.39ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.316us
# + bytes / 7.62 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.324us 64K:20.62us 2M:284.9us 16M:2.155ms 64M:8.606ms 256M:34.02ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.83us + bytes / 11.3 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11us 64K:30.32us 2M:266.7us 16M:1.493ms 64M:5.952ms 256M:22.96ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.3 GB/s, misses by 41.5% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_read_ns = 64K:2.834us 2M:91.64us 16M:1.845ms 64M:8.152ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.2 GB/s, misses by
# 42.5% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:845ns 2M:43.01us 16M:836.3us 64M:4.702ms


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
