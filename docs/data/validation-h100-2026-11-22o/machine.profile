# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/machine.profile --base
# scripts/../profiles/h100-pcie5.profile --from
# /root/out/w/val/gpu/calibration-1.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-2.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-3.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-4.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-5.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-6.profile.measurements.csv` on
# 2026-11-22T00:16:14Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:16:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 30
# repetitions.
# Residual: 6.2% RMS relative over 30 repetitions.
launch_ns = 4.924us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (270 points at 9
# sizes): the best line, 3.262us + bytes / 5.2e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 28.1% RMS relative over 270 repetitions.
malloc_ns = 4K:3.406us 64K:3.307us 1M:3.249us 1536K:3.239us 2M:64.54us 8M:57us 64M:91.72us 256M:91.19us 1G:200.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (270 points at 9 sizes): the
# best line, 2.708us + bytes / 1.2e+03 GB/s, misses by 48.6% RMS, so it is not
# used.
# Residual: 21.2% RMS relative over 270 repetitions.
free_ns = 4K:3.696us 64K:3.276us 1M:3.268us 1536K:3.072us 2M:48.92us 8M:51.91us 64M:90.28us 256M:232.9us 1G:747.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (180 points at 6 sizes): the best line, 15.29us + bytes * -5.26e-07
# ns/B, misses by 18.2% RMS, so it is not used.
# Residual: 17.5% RMS relative over 180 repetitions.
managed_malloc_ns = 4K:17.14us 64K:14.68us 2M:15.12us 16M:15.15us 64M:14.66us 256M:15.27us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (180 points at 6 sizes): the best line, 15.36us + bytes /
# 2.92e+05 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 15.4% RMS relative over 180 repetitions.
managed_free_ns = 4K:16.72us 64K:14.87us 2M:14.62us 16M:15.17us 64M:14.88us 256M:16.44us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     91.01us     78.55us
# seq             2M          0         2         2     2097152           0     322.4us     303.4us
# seq            16M          0        16        16    16777216           0     2.086ms     2.034ms
# seq            64M          0        64        64    67108864           0     10.49ms     7.967ms
# seq           256M          0       256       256   268435456           0     43.28ms      31.7ms
# stride         64M        64K        64        64    67108864           0     7.159ms     7.967ms
# stride        256M         2M       128       128     8388608           0     2.928ms     2.916ms
# random         16M          0        10        55    16777216           0     1.796ms     2.252ms
# random         64M          0        38       373    67108864           0     10.29ms     9.882ms
# random        256M          0       160      1651   268435456           0     55.94ms     40.53ms
# fresh           2M          0         2         2           0     2097152     181.7us     211.9us
# fresh          16M          0        16        16           0    16777216     1.265ms     1.301ms
# fresh          64M          0        64        64           0    67108864     6.177ms     5.037ms
# fresh         256M          0       256       256           0   268435456     26.74ms     19.98ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 420 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 8.666us per batch, 6.927us per VA block, bytes / 9.71
# GB/s moved, 56.21us per faulting kernel, bytes / 16.8 GB/s zero-filled.
# Residual: 26.1% RMS relative over 420 repetitions.
fault_batch_ns = 8.666us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 420 repetitions.
fault_block_ns = 6.927us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.1% RMS relative over 420 repetitions.
fault_h2d_ns = 4K:421.9ns 64K:6.751us 512K:54.01us 1M:108us 2M:216us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 420 repetitions.
fault_wake_ns = 56.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.1% RMS relative over 420 repetitions.
fault_zero_ns = 4K:243.1ns 64K:3.889us 512K:31.12us 1M:62.23us 2M:124.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (150 points at 5 sizes): the best line, 44.01us + bytes /
# 43.7 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 7.2% RMS relative over 150 repetitions.
prefetch_h2d_ns = 64K:42.25us 2M:131.6us 16M:471.6us 64M:1.466ms 256M:5.742ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 150 points at
# 5 sizes): 20.03us + bytes / 9.18 GB/s, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 13.6% RMS relative over 150 repetitions.
prefetch_d2h_ns = 64K:27.17us 2M:248.6us 16M:1.848ms 64M:7.333ms 256M:29.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (2880 points at 3 sizes): the best line,
# 18.5us + bytes / 8.9 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 20.5% RMS relative over 2880 repetitions.
evict_d2h_ns = 64K:26.81us 512K:85.78us 2M:282.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 180
# points at 3 sizes): 22.65us + bytes / 2.98 GB/s, written at the measured
# sizes (the medians would give 11.6%).
# Residual: 13.4% RMS relative over 180 repetitions.
cpu_fault_d2h_ns = 64K:44.67us 512K:198.8us 2M:727.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (180 points at 6
# sizes): the best line, 352.2us + bytes / 2.11 GB/s, misses by 17.6% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 180 repetitions.
host_populate_ns = 64K:407.8us 256K:474.3us 2M:1.108ms 16M:8.748ms 64M:35.54ms 256M:142ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (300 points at 5
# sizes): the best line, 3.609us + bytes / 939 GB/s, misses by 29.3% RMS, so
# it is not used.
# Residual: 32.7% RMS relative over 300 repetitions.
prefetch_host_ns = 64K:5.883us 2M:5.41us 16M:25.33us 64M:90.38us 256M:344.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (150 points at 5 sizes): the best line, 16.06us + bytes / 72.2 GB/s, misses
# by 20.6% RMS, so it is not used.
# Residual: 16.5% RMS relative over 150 repetitions.
prefetch_call_ns = 64K:20.73us 2M:38.84us 16M:286.2us 64M:1.112ms 256M:4.553ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 90 repetitions.
# Residual: 27.0% RMS relative over 90 repetitions.
prefetch_defer_ns = 121.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (120 points at 4 sizes): the best line, 1.005us
# + bytes / 147 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 28.3% RMS relative over 120 repetitions.
managed_free_resident_ns = 2M:15.8us 16M:106.5us 64M:433.3us 256M:1.882ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (180 points at 6 sizes): the best line, 6.096us
# + bytes / 6.67 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 22.2% RMS relative over 180 repetitions.
memcpy_h2d_ns = 4K:6.298us 64K:24.76us 2M:322.5us 16M:2.423ms 64M:9.849ms 256M:38.25ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (180 points at 6 sizes): the best line, 14.36us + bytes / 9.47 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 16.5% RMS relative over 180 repetitions.
memcpy_d2h_ns = 4K:12.35us 64K:32.53us 2M:276.2us 16M:1.762ms 64M:6.582ms 256M:25.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (120 points at 4 sizes): the best line, 0ns +
# bytes / 6.28 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 27.7% RMS relative over 120 repetitions.
host_read_ns = 64K:12.43us 2M:326.4us 16M:3.066ms 64M:13.32ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (120 points at 4 sizes): the best line, 0ns + bytes / 21.4 GB/s, misses by
# 44.3% RMS, so it is not used.
# Residual: 22.7% RMS relative over 120 repetitions.
host_write_ns = 64K:1.518us 2M:71.51us 16M:1.386ms 64M:7.115ms


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
