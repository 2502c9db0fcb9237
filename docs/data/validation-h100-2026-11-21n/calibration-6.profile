# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-21T23:51:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T23:51:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 7.6% RMS relative over 5 repetitions.
launch_ns = 3.298us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.535us + bytes / 1.12e+04 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 23.1% RMS relative over 45 repetitions.
malloc_ns = 4K:1.556us 64K:1.624us 1M:1.485us 1536K:1.547us 2M:33.83us 8M:31.59us 64M:36us 256M:39.49us 1G:72.19us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.107us + bytes / 2.96e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:1.245us 64K:1.328us 1M:1.231us 1536K:1.214us 2M:28.53us 8M:30.48us 64M:46.43us 256M:92.56us 1G:302.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 8.007us + bytes * -4.46e-07
# ns/B, misses by 21.6% RMS, so it is not used.
# Residual: 20.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:9.898us 64K:7.381us 2M:7.428us 16M:10.09us 64M:7.482us 256M:7.76us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 8.072us + bytes /
# 1.04e+06 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.185us 64K:7.285us 2M:7.462us 16M:10.58us 64M:7.494us 256M:8.21us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.35us     72.45us
# seq             2M          0         2         2     2097152           0     280.2us     263.5us
# seq            16M          0        16        16    16777216           0      1.81ms     1.743ms
# seq            64M          0        64        64    67108864           0      8.32ms     6.815ms
# seq           256M          0       256       256   268435456           0        38ms      27.1ms
# stride         64M        64K        64        64    67108864           0     6.029ms     6.815ms
# stride        256M         2M       128       128     8388608           0     2.525ms     2.643ms
# random         16M          0        10        55    16777216           0      1.63ms     1.907ms
# random         64M          0        38       373    67108864           0     9.164ms     8.305ms
# random        256M          0       160      1651   268435456           0     46.56ms     34.02ms
# fresh           2M          0         2         2           0     2097152     160.4us     200.9us
# fresh          16M          0        16        16           0    16777216     1.116ms     1.241ms
# fresh          64M          0        64        64           0    67108864     5.714ms     4.809ms
# fresh         256M          0       256       256           0   268435456     22.46ms     19.08ms
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
# defaults). Result: 8.972us per batch, 5.577us per VA block, bytes / 11.5
# GB/s moved, 52.21us per faulting kernel, bytes / 17.5 GB/s zero-filled.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_batch_ns = 8.972us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_block_ns = 5.577us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:355.9ns 64K:5.695us 512K:45.56us 1M:91.12us 2M:182.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_wake_ns = 52.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:233.5ns 64K:3.736us 512K:29.89us 1M:59.78us 2M:119.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38us + bytes / 45.3
# GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 4.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.86us 2M:129.6us 16M:455.6us 64M:1.41ms 256M:5.37ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.63us + bytes / 13.8 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.39us 2M:170us 16M:1.236ms 64M:4.893ms 256M:19.52ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.49us + bytes / 9.51 GB/s, written at the measured sizes (the
# medians would give 10.9%).
# Residual: 10.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.38us 512K:72.62us 2M:238us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 18.66us + bytes / 3.71 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 7.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.33us 512K:160us 2M:584.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (30 points at 6 sizes): the best line, 71.68us + bytes / 4.14 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:105.9us 256K:120.4us 2M:423.5us 16M:4.338ms 64M:21.14ms 256M:93.43ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.725us + bytes / 1.76e+03 GB/s, misses by 21.1% RMS,
# so it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.334us 2M:2.305us 16M:11.71us 64M:40.87us 256M:155.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 15.79us + bytes / 87.7
# GB/s, written at the measured sizes (the medians would give 10.2%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.54us 2M:39.69us 16M:207us 64M:780.7us 256M:3.075ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.144us +
# bytes / 190 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 25.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.22us 16M:95.24us 64M:327.6us 256M:1.48ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.914us
# + bytes / 7.64 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.999us 64K:19.27us 2M:262.6us 16M:2.342ms 64M:8.887ms 256M:30.23ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.49us + bytes / 10.8 GB/s,
# misses by 25.5% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.14us 64K:29.25us 2M:253.2us 16M:1.754ms 64M:6.614ms 256M:19.06ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.11 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.115us 2M:200.6us 16M:2.283ms 64M:10.48ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.5 GB/s, misses by
# 31.6% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.123us 2M:77.98us 16M:1.097ms 64M:6.178ms


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
