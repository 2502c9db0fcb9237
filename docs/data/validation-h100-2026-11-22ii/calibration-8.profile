# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:23:30Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:23:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.2% RMS relative over 5 repetitions.
launch_ns = 4.68us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.989us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.934us + bytes / 5.5e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.844us 64K:3.094us 1M:3.094us 1536K:2.86us 2M:68.49us 8M:54.76us 64M:86.5us 256M:85.88us 1G:154.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.133us + bytes / 1.31e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.782us 64K:2.614us 1M:2.594us 1536K:2.488us 2M:45.4us 8M:50.16us 64M:83.37us 256M:210.1us 1G:716.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.996us + bytes / 2.52e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 40.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.023us 64K:3.423us 2M:27.25us 16M:54.3us 64M:82.19us 256M:87.14us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.76us + bytes /
# 2.24e+05 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.8us 64K:15.79us 2M:13.2us 16M:13.17us 64M:13.67us 256M:15.14us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.1%, 512K 17.6%, 1M 16.6%, 2M 15.1%, 4M 14.7%, 8M 14.9%, 16M
# 15.6%, 32M 16.5%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.38us     61.94us
# seq             2M          0         2         2     2097152           0     219.3us     278.4us
# seq            16M          0        16        16    16777216           0      2.23ms     1.951ms
# seq            64M          0        64        64    67108864           0     10.86ms     7.685ms
# seq           256M          0       256       256   268435456           0     37.79ms     30.62ms
# stride         64M        64K        16        32    67108864           0     6.345ms     7.175ms
# stride        256M         2M        64       128     8388608           0      2.63ms     2.909ms
# random         16M          0         9        23    16777216           0     1.922ms     2.063ms
# random         64M          0        35       230    67108864           0     10.45ms     10.33ms
# random        256M          0       128      1431   268435456           0     57.89ms     49.36ms
# fresh           2M          0         2         2           0     2097152     226.4us       230us
# fresh          16M          0        16        16           0    16777216      1.41ms     1.563ms
# fresh          64M          0        64        64           0    67108864     6.294ms     6.135ms
# fresh         256M          0       256       256           0   268435456     27.78ms     24.42ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 0ns per batch, 15.95us per VA
# block, bytes / 10.1 GB/s moved, 39.52us per faulting kernel, bytes / 13.2
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 15.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:404.3ns 64K:6.47us 512K:51.76us 1M:103.5us 2M:207us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 39.52us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:309.7ns 64K:4.955us 512K:39.64us 1M:79.29us 2M:158.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 70.34us + bytes / 44
# GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 17.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:63.34us 2M:174.4us 16M:562us 64M:1.455ms 256M:5.574ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.27us + bytes / 9.08 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 18.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.27us 2M:280.6us 16M:1.711ms 64M:7.259ms 256M:30.57ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 12.38us + bytes / 9.52 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 14.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.92us 512K:59.77us 2M:267.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.17us + bytes / 3.08 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.48us 512K:228.3us 2M:645us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 332.4us + bytes / 2.25
# GB/s, written at the measured sizes (the medians would give 10.1%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:361.5us 256K:449us 2M:1.265ms 16M:7.794ms 64M:30.18ms 256M:119.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.536us + bytes / 820 GB/s, misses by 21.4% RMS, so
# it is not used.
# Residual: 13.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.819us 2M:4.846us 16M:24.23us 64M:91.46us 256M:355.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.04us + bytes / 71.2 GB/s, misses
# by 16.9% RMS, so it is not used.
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.43us 2M:36.54us 16M:257us 64M:1.058ms 256M:4.212ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 47.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 149.2us

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
# measured medians (15 points at 3 sizes): the best line, 7.483us + bytes /
# 221 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.04us 16M:80.8us 64M:319.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.32us +
# bytes / 147 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.58us 16M:120us 64M:443.7us 256M:1.892ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.9us +
# bytes / 8.46 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.583us 64K:25.74us 2M:203.2us 16M:1.807ms 64M:9.854ms 256M:39.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.16us + bytes / 9.96 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 13.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.78us 64K:33.62us 2M:267.2us 16M:1.656ms 64M:7.257ms 256M:22.42ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 45.1% RMS, so it is not used.
# Residual: 19.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.592us 2M:111us 16M:2.731ms 64M:10.64ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28 GB/s, misses by
# 47.5% RMS, so it is not used.
# Residual: 9.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.035us 2M:54.4us 16M:1.484ms 64M:6.605ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 133ns +
# bytes / 8.83 GB/s, written at the measured sizes (the medians would give
# 14.5%).
# Residual: 14.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.556us 2M:237.7us 16M:1.9ms 64M:7.601ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
