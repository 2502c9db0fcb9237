# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:05:04Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:05:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 3.584us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.623us + bytes / 8.34e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 26.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.816us 64K:2.888us 1M:2.774us 1536K:2.777us 2M:38.64us 8M:35.37us 64M:41.57us 256M:62.37us 1G:130.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.322us + bytes / 2.13e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 22.0% RMS relative over 45 repetitions.
free_ns = 4K:1.509us 64K:1.529us 1M:1.585us 1536K:1.466us 2M:31.74us 8M:33.92us 64M:55.7us 256M:138.6us 1G:398.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.626us + bytes / 7.03e+03 GB/s, misses by 64.0% RMS, so it is not used.
# Residual: 37.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.389us 64K:2.232us 2M:20.07us 16M:23.64us 64M:36.98us 256M:35.39us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.794us +
# bytes / 4.1e+05 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 6.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.794us 64K:9.794us 2M:9.799us 16M:9.835us 64M:9.958us 256M:10.45us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 27.7%, 512K
# 27.3%, 1M 27.3%, 2M 26.5%, 4M 24.9%, 8M 24.4%, 16M 25.7%, 32M 26.3%.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.03us     67.97us
# seq             2M          0         2         2     2097152           0     307.3us     266.7us
# seq            16M          0        16        16    16777216           0      2.04ms     1.944ms
# seq            64M          0        64        64    67108864           0     9.361ms     7.696ms
# seq           256M          0       256       256   268435456           0     41.09ms      30.7ms
# stride         64M        64K         8        32    67108864           0     6.374ms     5.932ms
# stride        256M         2M        32       128     8388608           0     2.898ms     2.772ms
# random         16M          0        12        16    16777216           0     1.274ms     1.841ms
# random         64M          0        36       161    67108864           0     9.598ms      7.91ms
# random        256M          0       125      1211   268435456           0     48.02ms     36.56ms
# fresh           2M          0         2         2           0     2097152     104.8us     131.6us
# fresh          16M          0        16        16           0    16777216     819.5us     863.4us
# fresh          64M          0        64        64           0    67108864      3.61ms     3.372ms
# fresh         256M          0       256       256           0   268435456     17.21ms     13.41ms
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
# defaults). Result: 25.96us per batch, 9.694us per VA block, bytes / 12.5
# GB/s moved, 27.05us per faulting kernel, bytes / 63.1 GB/s zero-filled.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_batch_ns = 25.96us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_block_ns = 9.694us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:328.8ns 64K:5.261us 512K:42.09us 1M:84.18us 2M:168.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_wake_ns = 27.05us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:64.92ns 64K:1.039us 512K:8.309us 1M:16.62us 2M:33.24us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.45us + bytes /
# 45.3 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.05us 2M:123.6us 16M:433.9us 64M:1.428ms 256M:5.496ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.98us + bytes / 8.73 GB/s, written at the measured sizes (the
# medians would give 1.1%).
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.48us 2M:259.1us 16M:1.94ms 64M:7.705ms 256M:30.76ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.37us + bytes / 8.16 GB/s, written at the measured sizes (the
# medians would give 6.8%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.4us 512K:82.63us 2M:275.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.04us + bytes / 2.87 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 10.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.91us 512K:205us 2M:753.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 231us + bytes / 3.32 GB/s, written at the
# measured sizes (the medians would give 5.7%).
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:250.7us 256K:310us 2M:863.4us 16M:5.29ms 64M:20.47ms 256M:81.17ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.356us + bytes / 790 GB/s, misses by 21.4% RMS, so
# it is not used.
# Residual: 11.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.721us 2M:4.675us 16M:26.14us 64M:92.97us 256M:361.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.21us + bytes / 68.1
# GB/s, written at the measured sizes (the medians would give 5.3%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.17us 2M:47.02us 16M:262.7us 64M:1.002ms 256M:3.96ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 124.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.081us +
# bytes / 190 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.6us 16M:86.4us 64M:348us 256M:1.406ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.493us
# + bytes / 7.58 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.287us 64K:23.73us 2M:286.2us 16M:2.142ms 64M:8.45ms 256M:34.2ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.37us + bytes / 10.5 GB/s,
# misses by 19.6% RMS, so it is not used.
# Residual: 9.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.12us 64K:30.86us 2M:257.9us 16M:1.535ms 64M:5.983ms 256M:23.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.1 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 15.9% RMS relative over 20 repetitions.
host_read_ns = 64K:6.882us 2M:218.2us 16M:2.304ms 64M:9.728ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.7 GB/s, misses by
# 26.3% RMS, so it is not used.
# Residual: 11.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.71us 2M:82.13us 16M:1ms 64M:5.735ms


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
