# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:46:14Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:46:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 3.297us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.514us + bytes / 8.74e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 29.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.874us 64K:2.839us 1M:2.734us 1536K:2.828us 2M:44.68us 8M:37.15us 64M:40.23us 256M:52.51us 1G:124.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.279us + bytes / 2.62e+03 GB/s, misses by 51.4% RMS, so it is
# not used.
# Residual: 21.1% RMS relative over 45 repetitions.
free_ns = 4K:1.403us 64K:1.487us 1M:1.4us 1536K:1.427us 2M:34.12us 8M:34.14us 64M:52.9us 256M:102.5us 1G:335.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.257us + bytes / 4.58e+03 GB/s, misses by 63.0% RMS, so it is not used.
# Residual: 38.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.175us 64K:2.956us 2M:21.37us 16M:35.57us 64M:55.34us 256M:52.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.26us +
# bytes / 3.55e+05 GB/s, written at the measured sizes (the medians would give
# 8.0%).
# Residual: 8.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.26us 64K:11.26us 2M:11.27us 16M:11.31us 64M:11.45us 256M:12.02us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.34us     69.89us
# seq             2M          0         2         2     2097152           0     263.4us     278.8us
# seq            16M          0        16        16    16777216           0      2.04ms      1.91ms
# seq            64M          0        64        64    67108864           0     9.236ms     7.501ms
# seq           256M          0       256       256   268435456           0     40.39ms     29.87ms
# stride         64M        64K        64        64    67108864           0     6.585ms     7.501ms
# stride        256M         2M       128       128     8388608           0      3.09ms     3.124ms
# random         16M          0        10        55    16777216           0     1.338ms     1.833ms
# random         64M          0        38       373    67108864           0     7.499ms     7.261ms
# random        256M          0       160      1651   268435456           0     43.07ms     29.15ms
# fresh           2M          0         2         2           0     2097152     189.6us     167.4us
# fresh          16M          0        16        16           0    16777216     942.9us     1.019ms
# fresh          64M          0        64        64           0    67108864     4.622ms     3.937ms
# fresh         256M          0       256       256           0   268435456     15.19ms     15.61ms
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
# defaults). Result: 17.21us per batch, 671.9ns per VA block, bytes / 10.6
# GB/s moved, 45.84us per faulting kernel, bytes / 24.4 GB/s zero-filled.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_batch_ns = 17.21us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_block_ns = 671.9ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:385.2ns 64K:6.163us 512K:49.3us 1M:98.6us 2M:197.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_wake_ns = 45.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:167.6ns 64K:2.682us 512K:21.45us 1M:42.91us 2M:85.81us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.23us + bytes /
# 46.2 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.95us 2M:122.5us 16M:431.8us 64M:1.395ms 256M:5.448ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.7us + bytes / 10.2 GB/s, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.1us 2M:220.7us 16M:1.656ms 64M:6.575ms 256M:26.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 20.94us + bytes / 6.68 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 10.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:30.75us 512K:99.4us 2M:334.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.35us + bytes / 3.18 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 10.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.99us 512K:189.5us 2M:684.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 263.2us + bytes / 2.98 GB/s, misses by 15.3% RMS, so
# it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:273.1us 256K:381.6us 2M:747.4us 16M:6.424ms 64M:23.31ms 256M:98.57ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.973us + bytes / 931 GB/s, misses by 22.4% RMS, so
# it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.077us 2M:4.093us 16M:21.55us 64M:80.38us 256M:318us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.58us + bytes / 77.1 GB/s, misses
# by 16.6% RMS, so it is not used.
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.45us 2M:32.99us 16M:244.7us 64M:970.4us 256M:3.837ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.06us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 156ns +
# bytes / 182 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.71us 16M:91.35us 64M:362.1us 256M:1.472ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.833us
# + bytes / 6.19 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 23.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.721us 64K:23.54us 2M:317.6us 16M:2.453ms 64M:12.49ms 256M:39.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.85us + bytes / 8.61 GB/s,
# misses by 26.5% RMS, so it is not used.
# Residual: 23.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.63us 64K:31.92us 2M:293.7us 16M:1.655ms 64M:12.29ms 256M:30.31ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.7 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 19.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.41us 2M:204.4us 16M:2.302ms 64M:9.715ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.3 GB/s, misses by
# 32.1% RMS, so it is not used.
# Residual: 15.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.496us 2M:73.18us 16M:1.093ms 64M:5.39ms


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
