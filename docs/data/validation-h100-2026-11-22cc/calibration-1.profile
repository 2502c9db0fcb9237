# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:09:19Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:09:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 3.947us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.181us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.57us + bytes / 5.63e+03 GB/s, misses by 56.7% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.51us 64K:2.655us 1M:2.798us 1536K:2.412us 2M:51.55us 8M:47.31us 64M:56.81us 256M:75.98us 1G:152.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.197us + bytes / 1.76e+03 GB/s, misses by 46.7% RMS, so it is
# not used.
# Residual: 16.6% RMS relative over 45 repetitions.
free_ns = 4K:3.362us 64K:3.336us 1M:3.826us 1536K:3.289us 2M:41.34us 8M:42.68us 64M:80.49us 256M:146.3us 1G:519.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.891us + bytes / 4.59e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 35.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.911us 64K:3.272us 2M:26.07us 16M:36.16us 64M:51.96us 256M:53.05us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.79us +
# bytes * -3.03e-07 ns/B, written at the measured sizes (the medians would
# give 10.9%).
# Residual: 11.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.79us 64K:14.79us 2M:14.79us 16M:14.79us 64M:14.77us 256M:14.71us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.9%, 512K
# 23.7%, 1M 23.4%, 2M 23.1%, 4M 23.0%, 8M 23.1%, 16M 23.3%, 32M 23.9%.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.04us     66.24us
# seq             2M          0         2         2     2097152           0     217.1us     280.1us
# seq            16M          0        16        16    16777216           0     1.776ms     1.936ms
# seq            64M          0        64        64    67108864           0     9.014ms     7.615ms
# seq           256M          0       256       256   268435456           0     39.97ms     30.33ms
# stride         64M        64K        16        32    67108864           0     6.712ms     7.065ms
# stride        256M         2M        64       128     8388608           0     2.669ms     2.841ms
# random         16M          0         9        23    16777216           0     2.141ms     2.027ms
# random         64M          0        35       230    67108864           0     9.566ms     9.995ms
# random        256M          0       128      1431   268435456           0      51.6ms     47.31ms
# fresh           2M          0         2         2           0     2097152     159.2us     197.4us
# fresh          16M          0        16        16           0    16777216     1.177ms     1.275ms
# fresh          64M          0        64        64           0    67108864     5.508ms     4.968ms
# fresh         256M          0       256       256           0   268435456     33.81ms     19.74ms
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
# defaults). Result: 1.704us per batch, 14.63us per VA block, bytes / 10.3
# GB/s moved, 43.53us per faulting kernel, bytes / 17.3 GB/s zero-filled.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_batch_ns = 1.704us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_block_ns = 14.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:398.3ns 64K:6.373us 512K:50.99us 1M:102us 2M:203.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_wake_ns = 43.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:236.8ns 64K:3.788us 512K:30.31us 1M:60.61us 2M:121.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 43.65us +
# bytes / 47.1 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.04us 2M:88.14us 16M:399.6us 64M:1.467ms 256M:5.738ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.56us + bytes / 10.6 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.74us 2M:216.5us 16M:1.602ms 64M:6.353ms 256M:25.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.7us + bytes / 8.32 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.58us 512K:78.75us 2M:267.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.37us + bytes / 3.48 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.18us 512K:174.9us 2M:626.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 368.2us + bytes / 2.41 GB/s, misses by 18.5% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:491.7us 256K:522.8us 2M:964.1us 16M:7.632ms 64M:32.75ms 256M:127.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.508us + bytes / 1.07e+03 GB/s, misses by 21.4% RMS,
# so it is not used.
# Residual: 11.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.563us 2M:3.483us 16M:19.05us 64M:68.32us 256M:273.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.236us + bytes / 92.1 GB/s, misses
# by 25.3% RMS, so it is not used.
# Residual: 13.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.6us 2M:23.15us 16M:230us 64M:894.5us 256M:3.552ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.11us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 8.639us + bytes /
# 263 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.85us 16M:70.86us 64M:265us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 485.1ns +
# bytes / 160 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.18us 16M:103.7us 64M:421.7us 256M:1.663ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.324us
# + bytes / 10.5 GB/s, misses by 30.2% RMS, so it is not used.
# Residual: 19.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.145us 64K:23.21us 2M:156us 16M:1.718ms 64M:7.635ms 256M:33.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.01us + bytes / 9.92 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.55us 64K:29.2us 2M:258us 16M:1.535ms 64M:6.132ms 256M:25.5ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 9.065us +
# bytes / 5.4 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 19.1% RMS relative over 20 repetitions.
host_read_ns = 64K:20.89us 2M:573.7us 16M:2.774ms 64M:11.84ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.9 GB/s, misses by
# 24.5% RMS, so it is not used.
# Residual: 18.4% RMS relative over 20 repetitions.
host_write_ns = 64K:2.757us 2M:138.3us 16M:871.4us 64M:5.465ms


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
