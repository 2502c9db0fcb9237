# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:33:19Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:33:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.431us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.031us + bytes / 6.8e+03 GB/s, misses by 59.1% RMS,
# so it is not used.
# Residual: 23.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.989us 64K:3.184us 1M:2.902us 1536K:2.861us 2M:52.9us 8M:48.17us 64M:98.43us 256M:78.62us 1G:116us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.586us + bytes / 1.3e+03 GB/s, misses by 50.6% RMS, so it is not
# used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:3.761us 64K:3.732us 1M:3.638us 1536K:2.59us 2M:41.57us 8M:46.96us 64M:88.5us 256M:201.8us 1G:686us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. Fit (weighted
# least squares, relative errors, 30 points at 6 sizes): 13.33us + bytes *
# -3.98e-06 ns/B, written at the measured sizes (the medians would give
# 13.6%).
# Residual: 14.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:13.33us 64K:13.33us 2M:13.32us 16M:13.27us 64M:13.07us 256M:12.27us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.64us +
# bytes * -3.18e-06 ns/B, written at the measured sizes (the medians would
# give 13.8%).
# Residual: 14.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.64us 64K:13.64us 2M:13.63us 16M:13.58us 64M:13.42us 256M:12.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      75.3us     76.93us
# seq             2M          0         2         2     2097152           0     281.4us     303.5us
# seq            16M          0        16        16    16777216           0     1.968ms     2.053ms
# seq            64M          0        64        64    67108864           0     10.27ms     8.052ms
# seq           256M          0       256       256   268435456           0     43.06ms     32.05ms
# stride         64M        64K        64        64    67108864           0     7.433ms     8.052ms
# stride        256M         2M       128       128     8388608           0     3.008ms     3.041ms
# random         16M          0        10        55    16777216           0     1.815ms     2.308ms
# random         64M          0        38       373    67108864           0      10.5ms     10.26ms
# random        256M          0       160      1651   268435456           0      55.3ms     42.21ms
# fresh           2M          0         2         2           0     2097152     255.3us     227.7us
# fresh          16M          0        16        16           0    16777216     1.238ms     1.446ms
# fresh          64M          0        64        64           0    67108864     6.128ms     5.625ms
# fresh         256M          0       256       256           0   268435456     26.71ms     22.34ms
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
# defaults). Result: 8.679us per batch, 7.881us per VA block, bytes / 9.67
# GB/s moved, 53.6us per faulting kernel, bytes / 14.9 GB/s zero-filled.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_batch_ns = 8.679us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_block_ns = 7.881us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:423.5ns 64K:6.776us 512K:54.2us 1M:108.4us 2M:216.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_wake_ns = 53.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:275.3ns 64K:4.405us 512K:35.24us 1M:70.49us 2M:141us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.76us + bytes / 45
# GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.11us 2M:133us 16M:495.7us 64M:1.393ms 256M:5.479ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.73us + bytes / 8.79 GB/s, written at the measured sizes (the
# medians would give 1.4%).
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.18us 2M:256.4us 16M:1.927ms 64M:7.654ms 256M:30.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.09us + bytes / 7.96 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 10.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.32us 512K:83.93us 2M:281.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.66us + bytes / 2.9 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 9.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.28us 512K:203.6us 2M:746.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 323us + bytes / 2.48 GB/s, written at the
# measured sizes (the medians would give 4.6%).
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:349.4us 256K:428.6us 2M:1.168ms 16M:7.082ms 64M:27.36ms 256M:108.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.982us + bytes / 856 GB/s, misses by 18.8% RMS, so
# it is not used.
# Residual: 11.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.212us 2M:5.218us 16M:24.18us 64M:83.86us 256M:336.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.29us + bytes / 68.5
# GB/s, written at the measured sizes (the medians would give 5.7%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.25us 2M:46.92us 16M:261.4us 64M:996.5us 256M:3.937ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.428us +
# bytes / 152 GB/s, misses by 31.2% RMS, so it is not used.
# Residual: 31.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.51us 16M:97.74us 64M:425.8us 256M:1.735ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.523us
# + bytes / 6.91 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.605us 64K:25.17us 2M:318.5us 16M:2.352ms 64M:9.37ms 256M:36.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.5us + bytes / 9.92 GB/s,
# misses by 19.5% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.55us 64K:32.12us 2M:268us 16M:1.622ms 64M:6.518ms 256M:25.3ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 90.37ns +
# bytes / 5.81 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 32.4% RMS relative over 20 repetitions.
host_read_ns = 64K:13.61us 2M:424.9us 16M:3.542ms 64M:14.4ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.6 GB/s, misses by
# 39.8% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.206us 2M:55.95us 16M:1.086ms 64M:5.466ms


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
