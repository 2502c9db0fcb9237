# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:42:39Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:42:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 3.899us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.617us + bytes / 7.72e+03 GB/s, misses by 56.4% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.946us 64K:2.766us 1M:2.94us 1536K:2.973us 2M:45.65us 8M:40.88us 64M:47.76us 256M:48.88us 1G:142us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.55us + bytes / 2.24e+03 GB/s, misses by 51.9% RMS, so it is not
# used.
# Residual: 23.4% RMS relative over 45 repetitions.
free_ns = 4K:1.662us 64K:1.761us 1M:1.651us 1536K:1.688us 2M:34.99us 8M:37.12us 64M:56.64us 256M:132.9us 1G:383us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.647us + bytes / 6.42e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 33.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.584us 64K:2.824us 2M:24.45us 16M:30.47us 64M:43.9us 256M:39.64us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.34us + bytes /
# 1.3e+05 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.07us 64K:12.09us 2M:11.81us 16M:12.37us 64M:12.88us 256M:13.68us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     58.02us      56.8us
# seq             2M          0         2         2     2097152           0     238.5us     230.5us
# seq            16M          0        16        16    16777216           0     1.464ms     1.586ms
# seq            64M          0        64        64    67108864           0     7.373ms     6.234ms
# seq           256M          0       256       256   268435456           0      37.6ms     24.82ms
# stride         64M        64K        64        64    67108864           0     5.776ms     6.234ms
# stride        256M         2M       128       128     8388608           0     2.498ms     2.597ms
# random         16M          0        10        55    16777216           0     1.535ms     1.948ms
# random         64M          0        38       373    67108864           0     9.728ms     9.203ms
# random        256M          0       160      1651   268435456           0     46.76ms     38.33ms
# fresh           2M          0         2         2           0     2097152     164.4us     192.8us
# fresh          16M          0        16        16           0    16777216     1.303ms     1.285ms
# fresh          64M          0        64        64           0    67108864     5.417ms     5.029ms
# fresh         256M          0       256       256           0   268435456      22.4ms        20ms
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
# defaults). Result: 4.862us per batch, 10.02us per VA block, bytes / 12.8
# GB/s moved, 36.8us per faulting kernel, bytes / 16.6 GB/s zero-filled.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 4.862us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 10.02us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:320.1ns 64K:5.122us 512K:40.97us 1M:81.95us 2M:163.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 36.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:246.6ns 64K:3.945us 512K:31.56us 1M:63.12us 2M:126.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.7us + bytes /
# 46.3 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.01us 2M:119us 16M:414.5us 64M:1.366ms 256M:5.4ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.26us + bytes / 10.2 GB/s, written at the measured sizes (the
# medians would give 6.0%).
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.71us 2M:224.7us 16M:1.669ms 64M:6.623ms 256M:26.44ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.3us + bytes / 9.25 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.39us 512K:72.98us 2M:243us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 45.04us + bytes / 3.42 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 26.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:62.43us 512K:213.7us 2M:657.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 313.4us + bytes / 2.75 GB/s, misses by 23.5% RMS, so
# it is not used.
# Residual: 22.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:351.4us 256K:513.5us 2M:923.9us 16M:6.711ms 64M:25.11ms 256M:103.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.071us + bytes / 844 GB/s, misses by 21.5% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.276us 2M:4.309us 16M:24.13us 64M:84.37us 256M:355.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.2us + bytes / 107 GB/s, misses by
# 17.1% RMS, so it is not used.
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.24us 2M:24.35us 16M:170.9us 64M:649.4us 256M:2.956ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.31us +
# bytes / 166 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.34us 16M:98.94us 64M:401.1us 256M:1.689ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.776us
# + bytes / 7.79 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.826us 64K:21.47us 2M:289.3us 16M:2.101ms 64M:8.631ms 256M:32.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.68us + bytes / 11.1 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.3us 64K:29.18us 2M:239.1us 16M:1.568ms 64M:6.108ms 256M:19.67ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15 GB/s, misses by 35.3% RMS, so it is not used.
# Residual: 29.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.112us 2M:96.84us 16M:1.622ms 64M:7.618ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.3 GB/s, misses by
# 36.8% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_write_ns = 64K:875ns 2M:52.29us 16M:699.9us 64M:4.552ms


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
