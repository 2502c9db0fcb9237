# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:11:52Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:11:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 4.103us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.172us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.844us + bytes / 8.3e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 26.9% RMS relative over 45 repetitions.
malloc_ns = 4K:1.577us 64K:2.123us 1M:1.729us 1536K:2.113us 2M:50.37us 8M:40.21us 64M:46.68us 256M:49.24us 1G:98.33us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.29us + bytes / 2.18e+03 GB/s, misses by 52.5% RMS, so it is not
# used.
# Residual: 23.4% RMS relative over 45 repetitions.
free_ns = 4K:1.404us 64K:2.009us 1M:1.378us 1536K:1.711us 2M:36.51us 8M:39.98us 64M:59.55us 256M:122.6us 1G:469.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.488us + bytes / 6.93e+03 GB/s, misses by 64.0% RMS, so it is not used.
# Residual: 38.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.547us 64K:2.011us 2M:16.55us 16M:34.95us 64M:33.07us 256M:36.22us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.459us +
# bytes / 5e+05 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 6.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.459us 64K:9.459us 2M:9.463us 16M:9.492us 64M:9.593us 256M:9.996us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 27.7%, 512K
# 27.5%, 1M 27.1%, 2M 26.2%, 4M 25.6%, 8M 24.2%, 16M 23.6%, 32M 23.8%.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.87us     74.53us
# seq             2M          0         2         2     2097152           0     260.9us     287.9us
# seq            16M          0        16        16    16777216           0     1.962ms     2.269ms
# seq            64M          0        64        64    67108864           0     11.32ms      9.06ms
# seq           256M          0       256       256   268435456           0     38.31ms     36.23ms
# stride         64M        64K         4        32    67108864           0     5.298ms     5.513ms
# stride        256M         2M        16       128     8388608           0     2.661ms     3.024ms
# random         16M          0        16        16    16777216           0     2.104ms     2.269ms
# random         64M          0        39       104    67108864           0      9.55ms     8.234ms
# random        256M          0       127       907   268435456           0     50.46ms     37.39ms
# fresh           2M          0         2         2           0     2097152     134.3us     155.3us
# fresh          16M          0        16        16           0    16777216     1.039ms     1.208ms
# fresh          64M          0        64        64           0    67108864     5.035ms     4.816ms
# fresh         256M          0       256       256           0   268435456     24.87ms     19.25ms
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
# defaults). Result: 52.6us per batch, 12.22us per VA block, bytes / 13.7 GB/s
# moved, 4.919us per faulting kernel, bytes / 101 GB/s zero-filled.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 52.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 12.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:299.5ns 64K:4.792us 512K:38.34us 1M:76.68us 2M:153.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 4.919us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:40.48ns 64K:647.6ns 512K:5.181us 1M:10.36us 2M:20.72us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.79us + bytes /
# 43.4 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.08us 2M:132.1us 16M:493.5us 64M:1.533ms 256M:5.307ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.1us + bytes / 13.3 GB/s, written at the measured sizes (the
# medians would give 4.9%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.02us 2M:171.3us 16M:1.272ms 64M:5.045ms 256M:20.14ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.64us + bytes / 11.8 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.18us 512K:59.98us 2M:193us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.2us + bytes / 4.46 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.88us 512K:138.7us 2M:491.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 229.8us + bytes / 3.16 GB/s, misses by 25.1% RMS, so
# it is not used.
# Residual: 21.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:284.3us 256K:304.9us 2M:690.2us 16M:6.045ms 64M:25.33ms 256M:91.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.776us + bytes / 1.76e+03 GB/s, misses by 20.2% RMS,
# so it is not used.
# Residual: 12.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.348us 2M:2.361us 16M:12.07us 64M:41.96us 256M:155.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.99us + bytes / 104 GB/s, misses by
# 16.5% RMS, so it is not used.
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.81us 2M:24.5us 16M:180.6us 64M:704.1us 256M:2.807ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 114us

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
# measured medians (15 points at 3 sizes): the best line, 8.643us + bytes /
# 241 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.57us 16M:73.6us 64M:298.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 512.5ns +
# bytes / 196 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.15us 16M:85.25us 64M:341.2us 256M:1.377ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.352us
# + bytes / 12.1 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.286us 64K:21.72us 2M:125.8us 16M:1.504ms 64M:6.967ms 256M:32.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.78us + bytes / 13.5 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.6us 64K:26.5us 2M:220.6us 16M:1.556ms 64M:4.167ms 256M:17.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.5 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 25.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.293us 2M:201.1us 16M:1.967ms 64M:8.422ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.1 GB/s, misses by
# 33.9% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:946ns 2M:49.56us 16M:753.1us 64M:4.096ms


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
