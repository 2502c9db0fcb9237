# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:15:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:15:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.3% RMS relative over 5 repetitions.
launch_ns = 3.095us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.536us + bytes / 8.78e+03 GB/s, misses by 55.6% RMS,
# so it is not used.
# Residual: 21.8% RMS relative over 45 repetitions.
malloc_ns = 4K:1.461us 64K:1.619us 1M:1.575us 1536K:1.503us 2M:34.61us 8M:31.99us 64M:43.01us 256M:38.06us 1G:99.55us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.079us + bytes / 2.85e+03 GB/s, misses by 50.5% RMS, so it is
# not used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:1.231us 64K:1.295us 1M:1.187us 1536K:1.235us 2M:28.73us 8M:30.58us 64M:46.43us 256M:102.9us 1G:306.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 7.698us + bytes * -6.11e-07
# ns/B, misses by 15.4% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:8.221us 64K:7.31us 2M:7.796us 16M:7.713us 64M:7.204us 256M:7.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.749us +
# bytes / 5.42e+05 GB/s, written at the measured sizes (the medians would give
# 11.8%).
# Residual: 13.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.749us 64K:7.75us 2M:7.753us 16M:7.78us 64M:7.873us 256M:8.244us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     53.09us     49.35us
# seq             2M          0         2         2     2097152           0     192.5us     199.9us
# seq            16M          0        16        16    16777216           0     1.115ms      1.37ms
# seq            64M          0        64        64    67108864           0     6.328ms     5.382ms
# seq           256M          0       256       256   268435456           0     29.81ms     21.43ms
# stride         64M        64K        64        64    67108864           0     6.224ms     5.382ms
# stride        256M         2M       128       128     8388608           0     1.983ms     2.161ms
# random         16M          0        10        55    16777216           0     1.175ms     1.576ms
# random         64M          0        38       373    67108864           0     8.641ms     7.146ms
# random        256M          0       160      1651   268435456           0     36.13ms     29.52ms
# fresh           2M          0         2         2           0     2097152     99.14us     126.3us
# fresh          16M          0        16        16           0    16777216     788.9us     781.5us
# fresh          64M          0        64        64           0    67108864     3.215ms     3.028ms
# fresh         256M          0       256       256           0   268435456     13.26ms     12.01ms
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
# defaults). Result: 5.953us per batch, 6.207us per VA block, bytes / 14.7
# GB/s moved, 32.72us per faulting kernel, bytes / 30.3 GB/s zero-filled.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_batch_ns = 5.953us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_block_ns = 6.207us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:279ns 64K:4.464us 512K:35.71us 1M:71.43us 2M:142.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_wake_ns = 32.72us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:135.3ns 64K:2.165us 512K:17.32us 1M:34.64us 2M:69.28us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 66.36us +
# bytes / 49.7 GB/s, written at the measured sizes (the medians would give
# 9.0%).
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:67.68us 2M:108.5us 16M:403.8us 64M:1.416ms 256M:5.466ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 20.64us + bytes / 17.8 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.33us 2M:138.7us 16M:965.5us 64M:3.8ms 256M:15.14ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.19us + bytes / 14.2 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.82us 512K:51.22us 2M:162.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.39us + bytes / 4.96 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 13.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.6us 512K:127.1us 2M:444.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 268.9us + bytes / 3.08 GB/s, misses by 15.4% RMS, so
# it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:286.8us 256K:369.6us 2M:862.3us 16M:6.591ms 64M:23.39ms 256M:94.15ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.659us + bytes / 1.86e+03 GB/s, misses by 19.7% RMS,
# so it is not used.
# Residual: 10.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.241us 2M:2.208us 16M:11.25us 64M:39.29us 256M:150.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.48us + bytes / 77.3 GB/s, misses
# by 16.3% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.69us 2M:33.17us 16M:280.6us 64M:945.2us 256M:3.474ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.64us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 371ns +
# bytes / 193 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 21.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.21us 16M:80.11us 64M:322us 256M:1.498ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.237us
# + bytes / 9.32 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.129us 64K:19.04us 2M:214.2us 16M:1.698ms 64M:7.001ms 256M:29.05ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.65us + bytes / 14.4 GB/s,
# misses by 25.2% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.262us 64K:27.39us 2M:216.8us 16M:1.091ms 64M:4.195ms 256M:18.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 6.67 GB/s, written at the measured sizes (the medians would
# give 6.8%).
# Residual: 7.3% RMS relative over 20 repetitions.
host_read_ns = 64K:8.722us 2M:313.2us 16M:2.513ms 64M:10.06ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.2 GB/s, misses by
# 34.5% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.015us 2M:54.3us 16M:801.4us 64M:4.84ms


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
