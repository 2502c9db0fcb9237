# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:41:58Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:41:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.187us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.47us + bytes / 5.19e+03 GB/s, misses by 55.7% RMS,
# so it is not used.
# Residual: 25.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.466us 64K:2.678us 1M:2.359us 1536K:2.368us 2M:55.4us 8M:45.85us 64M:51.23us 256M:66.19us 1G:191.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.815us + bytes / 1.47e+03 GB/s, misses by 49.7% RMS, so it is
# not used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:2.172us 64K:2.332us 1M:2.209us 1536K:2.096us 2M:42.5us 8M:45.91us 64M:89.92us 256M:179us 1G:662.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.821us + bytes / 5.32e+03 GB/s, misses by 63.5% RMS, so it is not used.
# Residual: 36.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.486us 64K:5.293us 2M:30.65us 16M:39.77us 64M:49.46us 256M:49.39us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 10.66us +
# bytes / 2.85e+05 GB/s, written at the measured sizes (the medians would give
# 8.4%).
# Residual: 9.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.66us 64K:10.66us 2M:10.67us 16M:10.72us 64M:10.9us 256M:11.6us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 26.6%, 512K
# 26.3%, 1M 25.6%, 2M 24.4%, 4M 23.3%, 8M 23.0%, 16M 24.0%, 32M 25.0%.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.17us     73.67us
# seq             2M          0         2         2     2097152           0     283.3us     248.4us
# seq            16M          0        16        16    16777216           0     1.491ms     1.688ms
# seq            64M          0        64        64    67108864           0     9.943ms     6.623ms
# seq           256M          0       256       256   268435456           0     41.38ms     26.37ms
# stride         64M        64K         8        32    67108864           0     5.844ms     5.535ms
# stride        256M         2M        32       128     8388608           0     2.507ms     2.989ms
# random         16M          0        12        16    16777216           0     1.313ms     1.646ms
# random         64M          0        36       161    67108864           0     8.617ms     7.841ms
# random        256M          0       125      1211   268435456           0     45.69ms     39.87ms
# fresh           2M          0         2         2           0     2097152     158.8us     187.7us
# fresh          16M          0        16        16           0    16777216     1.088ms     1.202ms
# fresh          64M          0        64        64           0    67108864      5.22ms     4.682ms
# fresh         256M          0       256       256           0   268435456     21.69ms      18.6ms
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
# defaults). Result: 10.53us per batch, 15.59us per VA block, bytes / 13.7
# GB/s moved, 42.76us per faulting kernel, bytes / 22.6 GB/s zero-filled.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_batch_ns = 10.53us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_block_ns = 15.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:299.6ns 64K:4.794us 512K:38.35us 1M:76.7us 2M:153.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_wake_ns = 42.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:181.1ns 64K:2.897us 512K:23.18us 1M:46.36us 2M:92.71us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 74.18us +
# bytes / 48 GB/s, written at the measured sizes (the medians would give
# 10.2%).
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:75.55us 2M:117.9us 16M:423.8us 64M:1.473ms 256M:5.669ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.47us + bytes / 9.52 GB/s, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.36us 2M:238.8us 16M:1.781ms 64M:7.069ms 256M:28.22ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 22.2us + bytes / 8.71 GB/s, written at the measured sizes (the
# medians would give 9.2%).
# Residual: 10.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:29.72us 512K:82.4us 2M:263us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.57us + bytes / 3 GB/s, written at the measured sizes (the
# medians would give 9.2%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.41us 512K:198.3us 2M:722.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 300.3us + bytes / 2.45 GB/s, written at the
# measured sizes (the medians would give 7.5%).
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:327us 256K:407.3us 2M:1.156ms 16M:7.149ms 64M:27.7ms 256M:109.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.843us + bytes / 897 GB/s, misses by 23.5% RMS, so
# it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.053us 2M:4.005us 16M:22.43us 64M:82.19us 256M:330.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.02us + bytes / 73.3 GB/s, misses
# by 27.0% RMS, so it is not used.
# Residual: 21.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.71us 2M:33.32us 16M:258.9us 64M:965.8us 256M:4.264ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.83us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.005us +
# bytes / 162 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.43us 16M:101.7us 64M:412.2us 256M:1.729ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.121us
# + bytes / 7.05 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 18.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.009us 64K:23.22us 2M:282.3us 16M:2.249ms 64M:9.072ms 256M:37.19ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.76us + bytes / 9.5 GB/s,
# misses by 22.6% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.2us 64K:30.63us 2M:269.3us 16M:1.624ms 64M:6.389ms 256M:28.97ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.2 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.214us 2M:211.8us 16M:2.297ms 64M:10.16ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.3 GB/s, misses by
# 32.0% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.223us 2M:76.38us 16M:1.089ms 64M:5.426ms


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
