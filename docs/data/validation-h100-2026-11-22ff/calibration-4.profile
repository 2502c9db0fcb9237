# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:13:04Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:13:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.993us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.3% RMS relative over 5 repetitions.
kernel_gap_ns = 2.104us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.723us + bytes / 6.25e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.522us 64K:2.936us 1M:2.979us 1536K:2.646us 2M:68.13us 8M:51.79us 64M:81.33us 256M:85.97us 1G:135.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.336us + bytes / 1.4e+03 GB/s, misses by 49.2% RMS, so it is not
# used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:2.982us 64K:2.778us 1M:2.554us 1536K:2.809us 2M:48.37us 8M:49.08us 64M:79.94us 256M:182.6us 1G:684us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.445us + bytes / 1.98e+03 GB/s, misses by 66.8% RMS, so it is not used.
# Residual: 44.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.663us 64K:3.736us 2M:29.66us 16M:66.53us 64M:101.4us 256M:110us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.77us + bytes /
# 1.3e+05 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.14us 64K:12.71us 2M:12.33us 16M:12.83us 64M:13.71us 256M:14.73us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 18.9%, 1M 17.3%, 2M 14.9%, 4M 14.8%, 8M 15.9%, 16M
# 17.6%, 32M 18.9%.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      87.9us     89.62us
# seq             2M          0         2         2     2097152           0     280.7us     278.6us
# seq            16M          0        16        16    16777216           0     1.687ms     1.755ms
# seq            64M          0        64        64    67108864           0     9.258ms     6.818ms
# seq           256M          0       256       256   268435456           0     31.06ms     27.07ms
# stride         64M        64K        16        32    67108864           0      5.21ms     6.294ms
# stride        256M         2M        64       128     8388608           0     2.528ms     2.878ms
# random         16M          0         9        23    16777216           0      1.67ms      1.87ms
# random         64M          0        35       230    67108864           0     10.76ms     9.539ms
# random        256M          0       128      1431   268435456           0     58.94ms     46.33ms
# fresh           2M          0         2         2           0     2097152     273.2us     235.6us
# fresh          16M          0        16        16           0    16777216      1.17ms     1.411ms
# fresh          64M          0        64        64           0    67108864     5.661ms     5.442ms
# fresh         256M          0       256       256           0   268435456     24.92ms     21.57ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.39us per VA
# block, bytes / 11.8 GB/s moved, 67.66us per faulting kernel, bytes / 15.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_block_ns = 16.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:348ns 64K:5.568us 512K:44.54us 1M:89.09us 2M:178.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_wake_ns = 67.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:264ns 64K:4.224us 512K:33.79us 1M:67.59us 2M:135.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.6us + bytes /
# 44.6 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 9.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.81us 2M:128.3us 16M:472.7us 64M:1.424ms 256M:5.582ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.53us + bytes / 8.67 GB/s, written at
# the measured sizes (the medians would give 1.9%).
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.08us 2M:261.3us 16M:1.954ms 64M:7.757ms 256M:30.97ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.37us + bytes / 8.08 GB/s, written at the
# measured sizes (the medians would give 9.8%).
# Residual: 9.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.49us 512K:83.29us 2M:278us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23us + bytes / 2.82 GB/s, written at the
# measured sizes (the medians would give 7.9%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.28us 512K:209.2us 2M:768us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 339.2us + bytes / 2.19
# GB/s, written at the measured sizes (the medians would give 5.3%).
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:369.1us 256K:459us 2M:1.298ms 16M:8.012ms 64M:31.03ms 256M:123.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.336us + bytes / 840 GB/s, misses by 23.5% RMS, so
# it is not used.
# Residual: 14.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.696us 2M:4.553us 16M:25us 64M:90.12us 256M:332.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.23us + bytes / 71.2 GB/s, misses
# by 15.2% RMS, so it is not used.
# Residual: 4.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.01us 2M:37.27us 16M:267.5us 64M:1.03ms 256M:4.161ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 129.1us

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
# measured medians (15 points at 3 sizes): the best line, 9.792us + bytes /
# 205 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.12us 16M:89.72us 64M:344.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.956us +
# bytes / 151 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.18us 16M:111.9us 64M:444.3us 256M:1.872ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.496us
# + bytes / 8.46 GB/s, misses by 35.3% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.252us 64K:26.8us 2M:180.4us 16M:2.151ms 64M:9.931ms 256M:48.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.66us + bytes / 9.44 GB/s,
# misses by 20.1% RMS, so it is not used.
# Residual: 10.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.31us 64K:32.5us 2M:274.6us 16M:1.68ms 64M:6.698ms 256M:27.09ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.35 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 16.7% RMS relative over 20 repetitions.
host_read_ns = 64K:5.523us 2M:190.7us 16M:2.569ms 64M:11.78ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.8 GB/s, misses by
# 38.3% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.232us 2M:80.61us 16M:1.39ms 64M:7.454ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 1.458us + bytes / 10.7 GB/s, misses
# by 15.8% RMS, so it is not used.
# Residual: 15.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.583us 2M:187us 16M:1.553ms 64M:6.7ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
