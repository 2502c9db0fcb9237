# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:48:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:48:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.3% RMS relative over 5 repetitions.
launch_ns = 4.034us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.82us + bytes / 4.37e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 25.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.206us 64K:2.944us 1M:2.649us 1536K:2.891us 2M:70.22us 8M:50.87us 64M:75.03us 256M:84.08us 1G:195.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.692us + bytes / 1.53e+03 GB/s, misses by 46.3% RMS, so it is
# not used.
# Residual: 16.3% RMS relative over 45 repetitions.
free_ns = 4K:4.021us 64K:4.089us 1M:3.892us 1536K:3.953us 2M:46.42us 8M:48.75us 64M:78.11us 256M:166.5us 1G:610.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.844us + bytes / 3.71e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 45.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.599us 64K:2.668us 2M:19.1us 16M:64.45us 64M:59.27us 256M:60.79us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.851us + bytes *
# -5.17e-06 ns/B, misses by 19.4% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.747us 64K:11.15us 2M:11.43us 16M:9.442us 64M:7.974us 256M:8.956us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 33.2%, 512K 33.2%, 1M 33.2%, 2M 32.7%, 4M 31.7%, 8M 30.4%, 16M
# 30.4%, 32M 30.4%.
# Residual: 34.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     868.3us     78.31us
# seq             2M          0         2         2     2097152           0     785.7us     351.7us
# seq            16M          0        16        16    16777216           0     2.436ms     2.711ms
# seq            64M          0        64        64    67108864           0     9.986ms      10.8ms
# seq           256M          0       256       256   268435456           0     43.23ms     43.15ms
# stride         64M        64K         8        32    67108864           0     7.214ms     7.629ms
# stride        256M         2M        32       128     8388608           0      2.84ms     2.722ms
# random         16M          0        12        16    16777216           0     2.645ms     2.484ms
# random         64M          0        36       161    67108864           0     8.284ms     9.214ms
# random        256M          0       125      1211   268435456           0     39.94ms     35.74ms
# fresh           2M          0         2         2           0     2097152     109.4us     127.9us
# fresh          16M          0        16        16           0    16777216     794.9us     920.7us
# fresh          64M          0        64        64           0    67108864     4.033ms     3.639ms
# fresh         256M          0       256       256           0   268435456     18.57ms     14.51ms
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
# prefetch at the driver's defaults). Result: 56.63us per batch, 0ns per VA
# block, bytes / 9.37 GB/s moved, 14.69us per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 34.6% RMS relative over 70 repetitions.
fault_batch_ns = 56.63us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 34.6% RMS relative over 70 repetitions.
fault_block_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 34.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:437.1ns 64K:6.993us 512K:55.95us 1M:111.9us 2M:223.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 34.6% RMS relative over 70 repetitions.
fault_wake_ns = 14.69us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 34.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.88us + bytes /
# 47.2 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.97us 2M:123.7us 16M:428.8us 64M:1.362ms 256M:5.452ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.87us + bytes / 9 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.03us 2M:268.9us 16M:1.747ms 64M:7.028ms 256M:33.08ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.89us + bytes / 8.5 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.6us 512K:77.59us 2M:262.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.3us + bytes / 2.99 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.62us 512K:215.3us 2M:679.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 306.3us + bytes / 3.13 GB/s, misses by 34.1% RMS, so
# it is not used.
# Residual: 33.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:333.7us 256K:424.4us 2M:806.6us 16M:6.101ms 64M:22.49ms 256M:92.55ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.139us + bytes / 611 GB/s, misses by 22.0% RMS, so
# it is not used.
# Residual: 11.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.861us 2M:5.861us 16M:34us 64M:122.8us 256M:464.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.68us + bytes / 100 GB/s, misses by
# 25.8% RMS, so it is not used.
# Residual: 22.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.16us 2M:26.88us 16M:233.2us 64M:666.8us 256M:2.642ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.94us

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
# measured medians (15 points at 3 sizes): the best line, 7.768us + bytes /
# 294 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.97us 16M:62.99us 64M:241.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 160 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:9.437us 16M:103.9us 64M:400.3us 256M:1.7ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.331us
# + bytes / 12 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.632us 64K:24.04us 2M:142.6us 16M:1.232ms 64M:7.759ms 256M:33.79ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.24us + bytes / 10.3 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.97us 64K:31.03us 2M:330.3us 16M:1.544ms 64M:5.905ms 256M:23.87ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.4 GB/s, misses by 34.6% RMS, so it is not used.
# Residual: 24.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.352us 2M:166.2us 16M:1.828ms 64M:7.762ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.7 GB/s, misses by
# 36.9% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:960ns 2M:52.93us 16M:898.4us 64M:4.587ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 642.1ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 5.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.141us 2M:176.6us 16M:1.408ms 64M:5.631ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
