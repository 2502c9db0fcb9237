# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/valB/gpu/machine.profile
# --base scripts/../profiles/h100-pcie5.profile --from
# /tmp/valB/gpu/calibration-1.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-2.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-3.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-4.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-5.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-6.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-7.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-8.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-9.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-10.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-11.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-12.profile.measurements.csv --from
# /tmp/valB/gpu/calibration-13.profile.measurements.csv` from measurements of
# 2026-11-27T09:25:07Z to 2026-11-27T09:31:12Z: NVIDIA H100 80GB HBM3, driver
# 580.159.04 (API 13000), CUDA runtime 13000. Every repetition is in the
# measurements file beside this one (its name + .measurements.csv); `gpurun
# --calibrate FILE --from THAT.csv` redoes the fit without a GPU. Each key
# says how it was measured and fitted and its RMS relative residual: the
# written value against every repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:25:07Z to 2026-11-27T09:31:12Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 65 repetitions.
# Residual: 13.9% RMS relative over 65 repetitions.
launch_ns = 4.499us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 65 repetitions.
# Residual: 4.4% RMS relative over 65 repetitions.
kernel_gap_ns = 2.024us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (585 points at 9
# sizes): the best line, 2.815us + bytes / 5.4e+03 GB/s, misses by 59.8% RMS,
# so it is not used.
# Residual: 31.5% RMS relative over 585 repetitions.
malloc_ns = 4K:2.913us 64K:2.875us 1M:2.831us 1536K:2.781us 2M:58.75us 8M:50.47us 64M:79.17us 256M:82.39us 1G:156.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (585 points at 9 sizes): the
# best line, 2.337us + bytes / 1.45e+03 GB/s, misses by 56.5% RMS, so it is
# not used.
# Residual: 34.1% RMS relative over 585 repetitions.
free_ns = 4K:3.28us 64K:2.672us 1M:2.676us 1536K:2.615us 2M:44.05us 8M:45.98us 64M:81.32us 256M:189.1us 1G:630us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (390 points at 6 sizes): the best line,
# 3.285us + bytes / 5.88e+03 GB/s, misses by 66.5% RMS, so it is not used.
# Residual: 40.0% RMS relative over 390 repetitions.
managed_malloc_ns = 4K:3.108us 64K:2.871us 2M:22.2us 16M:37.1us 64M:42.38us 256M:40.06us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (390 points at 6 sizes): the best line, 10.18us + bytes /
# 8.06e+05 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 14.9% RMS relative over 390 repetitions.
managed_free_ns = 4K:10.73us 64K:9.978us 2M:10.16us 16M:10.07us 64M:10.07us 256M:10.57us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.2%, 1M 13.4%, 2M 12.3%, 4M 11.6%, 8M 11.3%, 16M
# 12.1%, 32M 13.3%.
# Residual: 24.2% RMS relative over 910 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.23us     72.77us
# seq             2M          0         2         2     2097152           0     246.3us     290.5us
# seq            16M          0        16        16    16777216           0     1.841ms     2.069ms
# seq            64M          0        64        64    67108864           0     9.217ms     8.168ms
# seq           256M          0       256       256   268435456           0     38.53ms     32.56ms
# stride         64M        64K         8        32    67108864           0     6.777ms     6.799ms
# stride        256M         2M        32       128     8388608           0     2.784ms     3.085ms
# random         16M          0        12        16    16777216           0     1.948ms     2.003ms
# random         64M          0        36       161    67108864           0     9.867ms      9.02ms
# random        256M          0       125      1211   268435456           0     49.46ms     43.37ms
# fresh           2M          0         2         2           0     2097152     156.2us     171.1us
# fresh          16M          0        16        16           0    16777216     1.011ms     1.114ms
# fresh          64M          0        64        64           0    67108864     4.741ms     4.346ms
# fresh         256M          0       256       256           0   268435456     19.93ms     17.27ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 910 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 16.67us per batch, 13.6us per VA
# block, bytes / 10.8 GB/s moved, 36.45us per faulting kernel, bytes / 28.3
# GB/s zero-filled.
# Residual: 24.2% RMS relative over 910 repetitions.
fault_batch_ns = 16.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.2% RMS relative over 910 repetitions.
fault_block_ns = 13.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.2% RMS relative over 910 repetitions.
fault_h2d_ns = 4K:378ns 64K:6.049us 512K:48.39us 1M:96.78us 2M:193.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.2% RMS relative over 910 repetitions.
fault_wake_ns = 36.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.2% RMS relative over 910 repetitions.
fault_zero_ns = 4K:144.8ns 64K:2.317us 512K:18.53us 1M:37.07us 2M:74.13us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (520 points at 8 sizes): the best line, 45.84us + bytes /
# 44.7 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 7.9% RMS relative over 520 repetitions.
prefetch_h2d_ns = 64K:40.09us 256K:48.36us 1M:97.26us 2M:123.4us 4M:165.8us 16M:445.7us 64M:1.371ms 256M:5.36ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (520 points at 8 sizes): the best line,
# 16.45us + bytes / 11.4 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 21.0% RMS relative over 520 repetitions.
prefetch_d2h_ns = 64K:21.2us 256K:41.44us 1M:119.8us 2M:218.3us 4M:367.1us 16M:1.44ms 64M:5.815ms 256M:22.15ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (6240 points at 3 sizes): the best line,
# 17.02us + bytes / 10.3 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 19.3% RMS relative over 6240 repetitions.
evict_d2h_ns = 64K:23.32us 512K:68.44us 2M:219.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (390 points at 3 sizes): the best
# line, 22.75us + bytes / 3.31 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 14.3% RMS relative over 390 repetitions.
cpu_fault_d2h_ns = 64K:41.9us 512K:201.6us 2M:614.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (390 points at 6 sizes): the best line, 282.6us +
# bytes / 2.81 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 15.6% RMS relative over 390 repetitions.
host_populate_ns = 64K:323.4us 256K:392.3us 2M:830.9us 16M:6.535ms 64M:27.12ms 256M:102.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1040 points at
# 8 sizes): the best line, 3.35us + bytes / 1.31e+03 GB/s, misses by 32.9%
# RMS, so it is not used.
# Residual: 30.7% RMS relative over 1040 repetitions.
prefetch_host_ns = 64K:4.122us 256K:3.919us 1M:3.932us 2M:3.99us 4M:6.989us 16M:15.81us 64M:51.23us 256M:254.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (520 points at 8 sizes): the best line, 11.05us + bytes / 98.4 GB/s, misses
# by 21.2% RMS, so it is not used.
# Residual: 16.5% RMS relative over 520 repetitions.
prefetch_call_ns = 64K:16.93us 256K:12.62us 1M:19.95us 2M:27.45us 4M:51.29us 16M:195.1us 64M:792.1us 256M:2.939ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 195 repetitions.
# Residual: 24.2% RMS relative over 195 repetitions.
prefetch_defer_ns = 94.3us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 65 repetitions.
# Residual: 0.0% RMS relative over 65 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (195 points at 3 sizes): the best line, 7.612us + bytes /
# 272 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 19.8% RMS relative over 195 repetitions.
prefetch_zero_ns = 2M:15.23us 16M:71.47us 64M:247.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (195 points at 3 sizes): the best line,
# 24.41us + bytes / 194 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 17.3% RMS relative over 195 repetitions.
prefetch_zero_defer_ns = 2M:34.93us 16M:115.6us 64M:361.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (260 points at 4 sizes): the best line, 642.7ns
# + bytes / 191 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 24.1% RMS relative over 260 repetitions.
managed_free_resident_ns = 2M:11.64us 16M:87.77us 64M:349.8us 256M:1.418ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (1040 points at 16 sizes): the best line,
# 7.941us + bytes / 13.5 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 14.0% RMS relative over 1040 repetitions.
memcpy_h2d_ns = 4K:7.809us 8K:8.262us 16K:9.796us 32K:14.85us 64K:22.09us 128K:15.35us 256K:21.12us 512K:37.08us 1M:68.68us 2M:154.2us 4M:349us 8M:691.1us 16M:1.47ms 32M:3.132ms 64M:6.555ms 256M:31.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (1040 points at 16 sizes): the best line, 13.25us + bytes / 9.69 GB/s,
# misses by 30.2% RMS, so it is not used.
# Residual: 15.7% RMS relative over 1040 repetitions.
memcpy_d2h_ns = 4K:13.69us 8K:11.12us 16K:12.3us 32K:20.95us 64K:30.32us 128K:42.83us 256K:67.5us 512K:113.3us 1M:190.4us 2M:277.3us 4M:443us 8M:799.2us 16M:1.58ms 32M:3.115ms 64M:5.836ms 256M:22.48ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (455 points at 7 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 35.5% RMS, so it is not used.
# Residual: 31.0% RMS relative over 455 repetitions.
host_read_ns = 64K:5.269us 256K:13.34us 1M:69.81us 2M:138.4us 4M:371.5us 16M:1.823ms 64M:8.163ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (455 points at 7 sizes): the best line, 0ns + bytes / 30.3 GB/s, misses by
# 32.6% RMS, so it is not used.
# Residual: 13.8% RMS relative over 455 repetitions.
host_write_ns = 64K:1.09us 256K:7.044us 1M:26.63us 2M:54.77us 4M:192.3us 16M:900.3us 64M:4.9ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 455 points at 7 sizes): 501.5ns
# + bytes / 11.6 GB/s, written at the measured sizes (the medians would give
# 9.2%).
# Residual: 9.3% RMS relative over 455 repetitions.
host_write_cold_ns = 64K:6.168us 256K:23.17us 1M:91.16us 2M:181.8us 4M:363.1us 16M:1.451ms 64M:5.803ms

