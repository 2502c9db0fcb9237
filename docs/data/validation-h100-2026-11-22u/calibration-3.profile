# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:43:37Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:43:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.388us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.414us + bytes / 4.61e+03 GB/s, misses by 53.9% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.586us 64K:2.621us 1M:2.618us 1536K:2.315us 2M:59.47us 8M:47.31us 64M:55.44us 256M:71.11us 1G:193.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.887us + bytes / 1.84e+03 GB/s, misses by 51.6% RMS, so it is
# not used.
# Residual: 24.4% RMS relative over 45 repetitions.
free_ns = 4K:3.057us 64K:2.31us 1M:2.11us 1536K:2.096us 2M:44.14us 8M:45.32us 64M:63.27us 256M:129.9us 1G:535.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.574us + bytes / 5.84e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 39.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.452us 64K:2.571us 2M:18.47us 16M:34.86us 64M:33.52us 256M:51.53us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.71us +
# bytes / 1.68e+06 GB/s, written at the measured sizes (the medians would give
# 12.8%).
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.71us 64K:9.71us 2M:9.712us 16M:9.72us 64M:9.75us 256M:9.87us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.38us     59.48us
# seq             2M          0         2         2     2097152           0     280.6us     251.7us
# seq            16M          0        16        16    16777216           0     1.667ms     1.733ms
# seq            64M          0        64        64    67108864           0     10.84ms     6.812ms
# seq           256M          0       256       256   268435456           0     31.27ms     27.13ms
# stride         64M        64K        64        64    67108864           0     6.312ms     6.812ms
# stride        256M         2M       128       128     8388608           0     2.646ms     2.522ms
# random         16M          0        10        55    16777216           0     1.189ms     1.719ms
# random         64M          0        38       373    67108864           0     7.608ms      6.96ms
# random        256M          0       160      1651   268435456           0     40.99ms     28.06ms
# fresh           2M          0         2         2           0     2097152     109.3us     141.5us
# fresh          16M          0        16        16           0    16777216     815.7us     851.1us
# fresh          64M          0        64        64           0    67108864      3.67ms     3.284ms
# fresh         256M          0       256       256           0   268435456     23.32ms     13.02ms
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
# defaults). Result: 12.13us per batch, 1.502us per VA block, bytes / 11.4
# GB/s moved, 40.09us per faulting kernel, bytes / 28.3 GB/s zero-filled.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_batch_ns = 12.13us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_block_ns = 1.502us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:360.1ns 64K:5.761us 512K:46.09us 1M:92.17us 2M:184.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_wake_ns = 40.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:144.8ns 64K:2.316us 512K:18.53us 1M:37.06us 2M:74.12us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.18us + bytes /
# 45.1 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.52us 2M:160.5us 16M:465.5us 64M:1.39ms 256M:5.442ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.88us + bytes / 9.31 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 23.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.95us 2M:346.1us 16M:1.617ms 64M:7.401ms 256M:27.87ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.36us + bytes / 12.3 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.67us 512K:56.9us 2M:184.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.21us + bytes / 4.29 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 14.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.5us 512K:144.6us 2M:511.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 246.2us + bytes / 3.11 GB/s, misses by 16.8% RMS, so
# it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:287.4us 256K:323.5us 2M:778.4us 16M:5.852ms 64M:25.7ms 256M:90.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.977us + bytes / 1.54e+03 GB/s, misses by 21.6% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.594us 2M:2.618us 16M:14.18us 64M:46.37us 256M:175.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.52us + bytes / 93.8 GB/s, misses
# by 18.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.26us 2M:26.76us 16M:197us 64M:819.6us 256M:3.085ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.923us +
# bytes / 195 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.85us 16M:84.59us 64M:343.3us 256M:1.4ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.437us
# + bytes / 7.46 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.342us 64K:24.76us 2M:261us 16M:2.138ms 64M:9.154ms 256M:34.08ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.4us + bytes / 10.3 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.81us 64K:31.47us 2M:292.3us 16M:1.655ms 64M:6.812ms 256M:21.73ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.7 GB/s, misses by 38.1% RMS, so it is not used.
# Residual: 19.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.467us 2M:111.7us 16M:2.195ms 64M:8.875ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.5 GB/s, misses by
# 40.5% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.005us 2M:52.91us 16M:1.055ms 64M:5.433ms


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
