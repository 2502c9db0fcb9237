# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:08:37Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:08:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.7% RMS relative over 5 repetitions.
launch_ns = 4.16us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.013us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.79us + bytes / 3.79e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.385us 64K:4us 1M:3.738us 1536K:4.299us 2M:57.91us 8M:61.94us 64M:70.21us 256M:105.3us 1G:218.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 4.215us + bytes / 1.06e+03 GB/s, misses by 44.0% RMS, so it is
# not used.
# Residual: 21.1% RMS relative over 45 repetitions.
free_ns = 4K:4.364us 64K:4.839us 1M:4.618us 1536K:4.765us 2M:40.87us 8M:59.16us 64M:102.1us 256M:263.1us 1G:826.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.255us + bytes / 3.38e+03 GB/s, misses by 61.3% RMS, so it is not used.
# Residual: 35.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.397us 64K:3.507us 2M:31.39us 16M:32.53us 64M:51.34us 256M:65.77us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 33.04us + bytes / 9.97e+04 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:33.04us 64K:33.04us 2M:33.06us 16M:33.21us 64M:33.71us 256M:35.73us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.6%, 512K 17.4%, 1M 17.3%, 2M 17.0%, 4M 18.1%, 8M 19.3%, 16M
# 19.3%, 32M 19.9%.
# Residual: 28.0% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.49us      67.3us
# seq             2M          0         2         2     2097152           0     210.8us     249.6us
# seq            16M          0        16        16    16777216           0     1.629ms      1.67ms
# seq            64M          0        64        64    67108864           0      8.98ms      6.54ms
# seq           256M          0       256       256   268435456           0     33.37ms     26.02ms
# stride         64M        64K        32        32    67108864           0     4.922ms     6.052ms
# stride        256M         2M       128       128     8388608           0     2.365ms     2.689ms
# random         16M          0         9        35    16777216           0     2.318ms      1.96ms
# random         64M          0        34       306    67108864           0     10.42ms     10.23ms
# random        256M          0       139      1560   268435456           0     52.18ms     45.92ms
# fresh           2M          0         2         2           0     2097152     247.3us       248us
# fresh          16M          0        16        16           0    16777216     1.861ms     1.657ms
# fresh          64M          0        64        64           0    67108864     8.816ms     6.489ms
# fresh         256M          0       256       256           0   268435456     20.96ms     25.82ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.26us per VA
# block, bytes / 12.2 GB/s moved, 46.65us per faulting kernel, bytes / 12.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 28.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.0% RMS relative over 70 repetitions.
fault_block_ns = 15.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336.7ns 64K:5.387us 512K:43.1us 1M:86.2us 2M:172.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.0% RMS relative over 70 repetitions.
fault_wake_ns = 46.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:333.6ns 64K:5.338us 512K:42.7us 1M:85.41us 2M:170.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 63.56us + bytes /
# 48.5 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:60.98us 2M:120.8us 16M:439.1us 64M:1.369ms 256M:5.424ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.01us + bytes / 10.5 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 7.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.25us 2M:216.9us 16M:1.616ms 64M:6.414ms 256M:25.61ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 13.42us + bytes / 7 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 26.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.05us 512K:73.09us 2M:433.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 27.13us + bytes / 3.23 GB/s, written at
# the measured sizes (the medians would give 8.2%).
# Residual: 13.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.44us 512K:189.6us 2M:676.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 323.3us + bytes / 2.67
# GB/s, written at the measured sizes (the medians would give 8.4%).
# Residual: 11.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:347.9us 256K:421.6us 2M:1.11ms 16M:6.615ms 64M:25.49ms 256M:101ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 5.319us + bytes / 658 GB/s, misses by 20.3% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:6.981us 2M:6.877us 16M:32.93us 64M:111.8us 256M:421.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.36us + bytes / 90.3 GB/s, misses
# by 16.5% RMS, so it is not used.
# Residual: 11.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.13us 2M:34.36us 16M:254.4us 64M:699.4us 256M:2.839ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.2us

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
# measured medians (15 points at 3 sizes): the best line, 9.01us + bytes / 276
# GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.43us 16M:74.25us 64M:241us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.95us + bytes / 217 GB/s, written at the measured
# sizes (the medians would give 12.1%).
# Residual: 11.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.61us 16M:103.3us 64M:335.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 119 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 25.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:6.396us 16M:159.7us 64M:649.7us 256M:1.891ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.548us
# + bytes / 10.2 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.147us 64K:23.63us 2M:167.6us 16M:1.48ms 64M:8.031ms 256M:36.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.27us + bytes / 9.62 GB/s,
# misses by 22.2% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.1us 64K:30.34us 2M:278.5us 16M:2.057ms 64M:5.954ms 256M:24.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.6 GB/s, misses by 38.7% RMS, so it is not used.
# Residual: 20.5% RMS relative over 20 repetitions.
host_read_ns = 64K:3.258us 2M:112us 16M:1.981ms 64M:8.922ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.8 GB/s, misses by
# 41.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_write_ns = 64K:966ns 2M:54.07us 16M:1.13ms 64M:5.411ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 179.9ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 4.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.59us 2M:205.3us 16M:1.641ms 64M:6.564ms

