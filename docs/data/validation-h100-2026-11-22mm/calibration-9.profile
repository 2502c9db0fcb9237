# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:48:12Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:48:12Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.1% RMS relative over 5 repetitions.
launch_ns = 3.205us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.172us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.775us + bytes / 6.69e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.676us 64K:2.816us 1M:2.726us 1536K:2.792us 2M:40.65us 8M:36.87us 64M:39.98us 256M:53.48us 1G:128us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.222us + bytes / 2.74e+03 GB/s, misses by 51.9% RMS, so it is
# not used.
# Residual: 21.7% RMS relative over 45 repetitions.
free_ns = 4K:1.607us 64K:1.552us 1M:1.344us 1536K:1.409us 2M:32.43us 8M:34.25us 64M:49.16us 256M:101.1us 1G:336.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.423us + bytes / 8.64e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 34.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.298us 64K:2.101us 2M:18.38us 16M:20.24us 64M:32.46us 256M:27.43us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.166us + bytes / 1.97e+05 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 11.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.166us 64K:9.166us 2M:9.176us 16M:9.251us 64M:9.507us 256M:10.53us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.0%, 512K 14.6%, 1M 14.4%, 2M 14.2%, 4M 15.6%, 8M 17.5%, 16M
# 18.6%, 32M 20.0%.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     59.01us     52.13us
# seq             2M          0         2         2     2097152           0     187.7us     206.7us
# seq            16M          0        16        16    16777216           0     1.268ms     1.443ms
# seq            64M          0        64        64    67108864           0      6.69ms     5.682ms
# seq           256M          0       256       256   268435456           0     27.67ms     22.64ms
# stride         64M        64K        32        32    67108864           0     4.597ms     5.118ms
# stride        256M         2M       128       128     8388608           0     2.541ms     2.851ms
# random         16M          0         9        35    16777216           0     2.144ms     1.778ms
# random         64M          0        34       306    67108864           0     9.629ms     9.946ms
# random        256M          0       139      1560   268435456           0     50.36ms     45.61ms
# fresh           2M          0         2         2           0     2097152     149.7us     179.1us
# fresh          16M          0        16        16           0    16777216     1.112ms     1.222ms
# fresh          64M          0        64        64           0    67108864     5.837ms     4.798ms
# fresh         256M          0       256       256           0   268435456     23.68ms      19.1ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 17.62us per VA
# block, bytes / 14.8 GB/s moved, 30.1us per faulting kernel, bytes / 18.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_block_ns = 17.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:276.1ns 64K:4.418us 512K:35.34us 1M:70.69us 2M:141.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_wake_ns = 30.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:222.2ns 64K:3.555us 512K:28.44us 1M:56.87us 2M:113.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.82us + bytes /
# 47.3 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 1.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.95us 2M:119.5us 16M:416.1us 64M:1.346ms 256M:5.29ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.17us + bytes / 15.6 GB/s, written at
# the measured sizes (the medians would give 1.9%).
# Residual: 7.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.37us 2M:149.3us 16M:1.088ms 64M:4.308ms 256M:17.19ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.52us + bytes / 10.3 GB/s, written at the
# measured sizes (the medians would give 6.5%).
# Residual: 6.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.87us 512K:66.3us 2M:218.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.49us + bytes / 4.33 GB/s, written at
# the measured sizes (the medians would give 12.7%).
# Residual: 14.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.61us 512K:142.5us 2M:505.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 219us + bytes / 3.54 GB/s,
# written at the measured sizes (the medians would give 3.0%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:237.5us 256K:293.1us 2M:811.6us 16M:4.96ms 64M:19.18ms 256M:76.07ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.244us + bytes / 1.63e+03 GB/s, misses by 21.1% RMS,
# so it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.031us 2M:2.822us 16M:13.68us 64M:44.9us 256M:168.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.9us +
# bytes / 110 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.5us 2M:29.93us 16M:163.1us 64M:619.7us 256M:2.446ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.14us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 7.231us + bytes / 306 GB/s, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.09us 16M:62.07us 64M:226.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.59us + bytes / 232 GB/s, written at the measured
# sizes (the medians would give 10.3%).
# Residual: 10.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.63us 16M:92.94us 64M:310us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 195 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.47us 16M:85.83us 64M:338.8us 256M:1.393ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.345us
# + bytes / 12.1 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.703us 64K:26.04us 2M:148.9us 16M:1.277ms 64M:6.363ms 256M:27.88ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.15us + bytes / 9.9 GB/s,
# misses by 21.5% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.58us 64K:30.98us 2M:298.8us 16M:1.658ms 64M:6.295ms 256M:24.81ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.9 GB/s, misses by 35.7% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.326us 2M:103.5us 16M:2.111ms 64M:7.032ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.7 GB/s, misses by
# 39.5% RMS, so it is not used.
# Residual: 18.1% RMS relative over 20 repetitions.
host_write_ns = 64K:954ns 2M:49.09us 16M:1.205ms 64M:4.04ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 345.3ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 7.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.773us 2M:174us 16M:1.39ms 64M:5.558ms

