# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:44:08Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:44:08Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.557us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.963us + bytes / 6.25e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.911us 64K:3.181us 1M:3.225us 1536K:2.797us 2M:51.97us 8M:52.57us 64M:95.19us 256M:81.17us 1G:165.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.2us + bytes / 1.33e+03 GB/s, misses by 49.8% RMS, so it is not
# used.
# Residual: 21.8% RMS relative over 45 repetitions.
free_ns = 4K:2.515us 64K:2.56us 1M:2.852us 1536K:2.474us 2M:40.81us 8M:47.27us 64M:89.25us 256M:195.7us 1G:649.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.633us + bytes / 3.93e+03 GB/s, misses by 62.8% RMS, so it is not used.
# Residual: 35.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.601us 64K:3.774us 2M:28.42us 16M:42.43us 64M:64.51us 256M:66.36us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.11us +
# bytes * -5.28e-06 ns/B, written at the measured sizes (the medians would
# give 6.4%).
# Residual: 6.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.11us 64K:14.11us 2M:14.09us 16M:14.02us 64M:13.75us 256M:12.69us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.46us      92.5us
# seq             2M          0         2         2     2097152           0     368.2us     315.7us
# seq            16M          0        16        16    16777216           0     2.399ms     2.002ms
# seq            64M          0        64        64    67108864           0       9.1ms     7.784ms
# seq           256M          0       256       256   268435456           0     29.92ms     30.91ms
# stride         64M        64K        64        64    67108864           0     6.785ms     7.784ms
# stride        256M         2M       128       128     8388608           0     2.268ms     2.339ms
# random         16M          0        10        55    16777216           0     1.646ms     1.967ms
# random         64M          0        38       373    67108864           0     7.372ms     7.724ms
# random        256M          0       160      1651   268435456           0      44.4ms     30.86ms
# fresh           2M          0         2         2           0     2097152     486.3us     261.5us
# fresh          16M          0        16        16           0    16777216     2.273ms     1.569ms
# fresh          64M          0        64        64           0    67108864     11.85ms      6.05ms
# fresh         256M          0       256       256           0   268435456     17.03ms     23.98ms
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
# defaults). Result: 10.17us per batch, 662.7ns per VA block, bytes / 9.57
# GB/s moved, 74.81us per faulting kernel, bytes / 12.7 GB/s zero-filled.
# Residual: 31.3% RMS relative over 70 repetitions.
fault_batch_ns = 10.17us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 31.3% RMS relative over 70 repetitions.
fault_block_ns = 662.7ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 31.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:428.2ns 64K:6.851us 512K:54.81us 1M:109.6us 2M:219.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 31.3% RMS relative over 70 repetitions.
fault_wake_ns = 74.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 31.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:322.4ns 64K:5.158us 512K:41.27us 1M:82.53us 2M:165.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.04us + bytes / 45
# GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.91us 2M:130.3us 16M:459.2us 64M:1.402ms 256M:5.51ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 20.14us + bytes / 9.12 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.33us 2M:250.1us 16M:1.859ms 64M:7.377ms 256M:29.45ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.22us + bytes / 8.5 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.93us 512K:79.87us 2M:264.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.1us + bytes / 2.89 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.01us 512K:218.6us 2M:735us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 345.7us + bytes / 2.23 GB/s, misses by 18.1% RMS, so
# it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:382.9us 256K:465.5us 2M:994.4us 16M:7.882ms 64M:31.38ms 256M:124.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.046us + bytes / 658 GB/s, misses by 21.4% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.66us 2M:5.63us 16M:31.22us 64M:110.6us 256M:435us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.99us + bytes / 69.6 GB/s, misses
# by 18.3% RMS, so it is not used.
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.67us 2M:35.45us 16M:263us 64M:1.034ms 256M:4.937ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.91us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 385ns +
# bytes / 152 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.03us 16M:106us 64M:435.8us 256M:1.825ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.662us
# + bytes / 7.05 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 19.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.46us 64K:21.05us 2M:299.9us 16M:2.248ms 64M:9.117ms 256M:37.54ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.87us + bytes / 10.1 GB/s,
# misses by 20.1% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.27us 64K:30.88us 2M:258.8us 16M:1.548ms 64M:6.269ms 256M:25.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.16 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 15.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.831us 2M:234.6us 16M:2.478ms 64M:10.6ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.7 GB/s, misses by
# 24.1% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.638us 2M:101.1us 16M:1.246ms 64M:5.95ms


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
