# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:08:30Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:08:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.237us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 26.9% RMS relative over 5 repetitions.
kernel_gap_ns = 1.972us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 32.7us + bytes / 3.11e+03 GB/s, misses by 60.3% RMS,
# so it is not used.
# Residual: 51.2% RMS relative over 45 repetitions.
malloc_ns = 4K:27.32us 64K:31.29us 1M:31.07us 1536K:30.26us 2M:576.1us 8M:276.9us 64M:206.7us 256M:461us 1G:642.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 27.73us + bytes / 552 GB/s, misses by 49.7% RMS, so it is not
# used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:27.66us 64K:26.13us 1M:25.5us 1536K:25.93us 2M:349.2us 8M:190.2us 64M:383us 256M:620.2us 1G:1.503ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.951us + bytes / 4.95e+03 GB/s, misses by 62.4% RMS, so it is not used.
# Residual: 35.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.822us 64K:3.317us 2M:25.5us 16M:28.63us 64M:47.4us 256M:50.62us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 16us +
# bytes / 6.54e+05 GB/s, written at the measured sizes (the medians would give
# 10.1%).
# Residual: 10.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:16us 64K:16us 2M:16.01us 16M:16.03us 64M:16.11us 256M:16.41us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 26.7%, 512K
# 26.6%, 1M 26.5%, 2M 26.1%, 4M 25.3%, 8M 24.5%, 16M 24.4%, 32M 24.9%.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.06us      64.1us
# seq             2M          0         2         2     2097152           0     212.5us     250.1us
# seq            16M          0        16        16    16777216           0     1.779ms     1.965ms
# seq            64M          0        64        64    67108864           0     6.847ms     7.846ms
# seq           256M          0       256       256   268435456           0     37.11ms     31.37ms
# stride         64M        64K         4        32    67108864           0      6.44ms     5.065ms
# stride        256M         2M        16       128     8388608           0      3.48ms      3.45ms
# random         16M          0        16        16    16777216           0      2.29ms     1.965ms
# random         64M          0        39       104    67108864           0     8.079ms     7.652ms
# random        256M          0       127       907   268435456           0     42.18ms     38.42ms
# fresh           2M          0         2         2           0     2097152     125.4us     135.2us
# fresh          16M          0        16        16           0    16777216     837.3us     1.046ms
# fresh          64M          0        64        64           0    67108864     5.585ms      4.17ms
# fresh         256M          0       256       256           0   268435456     23.79ms     16.66ms
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
# defaults). Result: 36.69us per batch, 18.1us per VA block, bytes / 15.5 GB/s
# moved, 5.085us per faulting kernel, bytes / 102 GB/s zero-filled.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_batch_ns = 36.69us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_block_ns = 18.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:264.5ns 64K:4.233us 512K:33.86us 1M:67.72us 2M:135.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_wake_ns = 5.085us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:40.19ns 64K:643ns 512K:5.144us 1M:10.29us 2M:20.58us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.83us + bytes /
# 41.5 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 17.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.29us 2M:122.6us 16M:461.5us 64M:1.684ms 256M:5.369ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.59us + bytes / 8.94 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 21.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.58us 2M:280.4us 16M:1.809ms 64M:9.876ms 256M:23.88ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.22us + bytes / 9.57 GB/s, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 7.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.07us 512K:70.98us 2M:235.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.17us + bytes / 3.29 GB/s, written at the measured sizes (the
# medians would give 1.3%).
# Residual: 6.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.11us 512K:182.7us 2M:661.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 295.8us + bytes / 2.59 GB/s, misses by 18.1% RMS, so
# it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:324.5us 256K:407.1us 2M:856.5us 16M:6.808ms 64M:27.38ms 256M:110.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.666us + bytes / 1.02e+03 GB/s, misses by 21.9% RMS,
# so it is not used.
# Residual: 12.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.775us 2M:3.706us 16M:19.89us 64M:72.92us 256M:274.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.33us + bytes / 106 GB/s, misses by
# 15.8% RMS, so it is not used.
# Residual: 12.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.45us 2M:33.76us 16M:235.6us 64M:610.2us 256M:2.48ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.86us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 9.186us + bytes /
# 301 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 24.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.72us 16M:60.87us 64M:231.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 856.7ns +
# bytes / 140 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.11us 16M:116.2us 64M:477.1us 256M:1.992ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.341us
# + bytes / 10.3 GB/s, misses by 35.2% RMS, so it is not used.
# Residual: 20.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.137us 64K:23.45us 2M:144.7us 16M:1.638ms 64M:11.96ms 256M:33.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.08us + bytes / 10.3 GB/s,
# misses by 18.8% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.63us 64K:30.02us 2M:249.8us 16M:1.533ms 64M:6.553ms 256M:24.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.81 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_read_ns = 64K:6.9us 2M:224.9us 16M:2.392ms 64M:10.53ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.7 GB/s, misses by
# 35.3% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.355us 2M:61.31us 16M:843.9us 64M:5.627ms

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
