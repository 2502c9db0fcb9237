# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:26:19Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:26:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.3% RMS relative over 5 repetitions.
launch_ns = 3.378us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.092us + bytes / 1.01e+04 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.742us 64K:2.21us 1M:1.886us 1536K:1.91us 2M:44.84us 8M:37.57us 64M:39.11us 256M:60.11us 1G:84.31us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.286us + bytes / 2.54e+03 GB/s, misses by 52.2% RMS, so it is
# not used.
# Residual: 21.4% RMS relative over 45 repetitions.
free_ns = 4K:1.684us 64K:1.559us 1M:1.484us 1536K:1.463us 2M:33.04us 8M:34.24us 64M:54.16us 256M:125.4us 1G:341.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.797us + bytes / 3.05e+03 GB/s, misses by 63.4% RMS, so it is not used.
# Residual: 35.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.802us 64K:3.258us 2M:29.97us 16M:40.77us 64M:74.97us 256M:72.79us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.27us + bytes / 1.79e+05 GB/s, written at the measured sizes (the
# medians would give 9.5%).
# Residual: 9.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.27us 64K:12.27us 2M:12.28us 16M:12.36us 64M:12.64us 256M:13.76us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.9%, 512K 17.6%, 1M 17.3%, 2M 17.6%, 4M 17.5%, 8M 18.0%, 16M
# 18.9%, 32M 20.1%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     93.82us     69.79us
# seq             2M          0         2         2     2097152           0     220.2us     255.8us
# seq            16M          0        16        16    16777216           0     1.481ms     1.737ms
# seq            64M          0        64        64    67108864           0     7.375ms     6.813ms
# seq           256M          0       256       256   268435456           0     38.27ms     27.12ms
# stride         64M        64K        64        64    67108864           0     7.529ms     6.813ms
# stride        256M         2M       128       128     8388608           0     3.099ms     3.308ms
# random         16M          0        10        55    16777216           0     2.213ms     2.218ms
# random         64M          0        38       373    67108864           0      9.73ms     10.77ms
# random        256M          0       160      1651   268435456           0     51.87ms     45.13ms
# fresh           2M          0         2         2           0     2097152     149.8us     194.8us
# fresh          16M          0        16        16           0    16777216     1.422ms     1.248ms
# fresh          64M          0        64        64           0    67108864     6.426ms      4.86ms
# fresh         256M          0       256       256           0   268435456     19.61ms     19.31ms
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
# prefetch at the driver's defaults). Result: 6.771us per batch, 13.38us per
# VA block, bytes / 12.2 GB/s moved, 44.29us per faulting kernel, bytes / 19
# GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 6.771us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 13.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334.4ns 64K:5.351us 512K:42.81us 1M:85.62us 2M:171.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 44.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:215.2ns 64K:3.443us 512K:27.55us 1M:55.1us 2M:110.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.11us + bytes /
# 44.7 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 3.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.73us 2M:124.5us 16M:466.6us 64M:1.416ms 256M:5.554ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.4us + bytes / 9.14 GB/s, written at the
# measured sizes (the medians would give 2.0%).
# Residual: 4.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.58us 2M:247.9us 16M:1.854ms 64M:7.362ms 256M:29.39ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.5us + bytes / 12.4 GB/s, written at the
# measured sizes (the medians would give 7.6%).
# Residual: 7.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.77us 512K:56.66us 2M:183.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.16us + bytes / 4.06 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.59us 512K:169.7us 2M:504.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 262.8us +
# bytes / 2.99 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:317.6us 256K:355.2us 2M:750.2us 16M:6.22ms 64M:25.03ms 256M:104.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.06us + bytes / 1.51e+03 GB/s, misses by 23.5% RMS,
# so it is not used.
# Residual: 15.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.817us 2M:2.723us 16M:14.67us 64M:48.2us 256M:183.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.87us + bytes / 69.7 GB/s, misses
# by 15.0% RMS, so it is not used.
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.37us 2M:37.73us 16M:272.8us 64M:1.06ms 256M:4.183ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 104.6us

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
# measured medians (15 points at 3 sizes): the best line, 7.268us + bytes /
# 218 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.9us 16M:83.28us 64M:317.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 23.29us + bytes / 164 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 16.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.51us 16M:137.5us 64M:410.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.433us +
# bytes / 150 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.79us 16M:109.9us 64M:468.6us 256M:1.825ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.942us
# + bytes / 10.1 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.519us 64K:24.46us 2M:158.1us 16M:1.909ms 64M:7.759ms 256M:31.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.71us + bytes / 11.7 GB/s,
# misses by 23.2% RMS, so it is not used.
# Residual: 9.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.43us 64K:28.93us 2M:271.3us 16M:1.378ms 64M:5.234ms 256M:20.69ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.6 GB/s, misses by 40.9% RMS, so it is not used.
# Residual: 19.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.552us 2M:112.6us 16M:2.177ms 64M:9.937ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.6 GB/s, misses by
# 43.5% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.027us 2M:54.83us 16M:1.209ms 64M:6.372ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.182us 2M:202.2us 16M:1.619ms 64M:6.475ms

