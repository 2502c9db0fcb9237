# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:21:34Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:21:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.215us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.037us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.663us + bytes / 4.6e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.711us 64K:2.757us 1M:2.682us 1536K:2.741us 2M:64.64us 8M:48.35us 64M:55.7us 256M:82.27us 1G:181.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.976us + bytes / 1.53e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.372us 64K:2.396us 1M:2.411us 1536K:2.281us 2M:40.64us 8M:44.49us 64M:91.56us 256M:186.6us 1G:582.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.383us + bytes / 8.38e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 36.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.381us 64K:2us 2M:16.07us 16M:27.07us 64M:24.49us 256M:28us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.543us + bytes / 2.52e+05 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 13.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.543us 64K:7.543us 2M:7.552us 16M:7.61us 64M:7.809us 256M:8.608us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.1%, 512K 12.6%, 1M 11.9%, 2M 10.8%, 4M 10.6%, 8M 11.2%, 16M
# 12.2%, 32M 13.4%.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.21us     74.09us
# seq             2M          0         2         2     2097152           0       220us     267.9us
# seq            16M          0        16        16    16777216           0     1.766ms     1.763ms
# seq            64M          0        64        64    67108864           0     8.228ms     6.888ms
# seq           256M          0       256       256   268435456           0     34.24ms     27.39ms
# stride         64M        64K        16        32    67108864           0      5.81ms     6.441ms
# stride        256M         2M        64       128     8388608           0      2.44ms     2.575ms
# random         16M          0         9        23    16777216           0     1.921ms     1.859ms
# random         64M          0        35       230    67108864           0     9.087ms     9.185ms
# random        256M          0       128      1431   268435456           0     46.56ms     43.65ms
# fresh           2M          0         2         2           0     2097152     258.9us     236.8us
# fresh          16M          0        16        16           0    16777216     1.516ms     1.514ms
# fresh          64M          0        64        64           0    67108864     5.352ms     5.894ms
# fresh         256M          0       256       256           0   268435456     24.69ms     23.41ms
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
# prefetch at the driver's defaults). Result: 88.13ns per batch, 13.85us per
# VA block, bytes / 11.3 GB/s moved, 54.35us per faulting kernel, bytes / 13.6
# GB/s zero-filled.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_batch_ns = 88.13ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_block_ns = 13.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:362.7ns 64K:5.803us 512K:46.42us 1M:92.85us 2M:185.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_wake_ns = 54.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:302ns 64K:4.831us 512K:38.65us 1M:77.3us 2M:154.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.43us + bytes /
# 46.8 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 4.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.06us 2M:121.9us 16M:441.8us 64M:1.355ms 256M:5.327ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.05us + bytes / 15.6 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 16.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.95us 2M:175.4us 16M:1.049ms 64M:4.291ms 256M:16.31ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.18us + bytes / 13.7 GB/s, written at the
# measured sizes (the medians would give 8.6%).
# Residual: 8.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.98us 512K:52.56us 2M:167.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 34.9us + bytes / 4.06 GB/s, misses by 34.6% RMS, so it is not used.
# Residual: 31.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:49.19us 512K:206.1us 2M:496.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 287.6us + bytes / 2.61 GB/s, misses by 15.4% RMS, so
# it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:330.8us 256K:402.7us 2M:882.4us 16M:7.165ms 64M:28.2ms 256M:112.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.079us + bytes / 1.53e+03 GB/s, misses by 23.1% RMS,
# so it is not used.
# Residual: 14.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.901us 2M:2.734us 16M:13.63us 64M:44.68us 256M:206.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.522us + bytes / 98.4 GB/s, misses
# by 18.8% RMS, so it is not used.
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.58us 2M:24.46us 16M:186.3us 64M:690.8us 256M:3.69ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.54us

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
# measured medians (15 points at 3 sizes): the best line, 5.991us + bytes /
# 311 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.71us 16M:60.13us 64M:220.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.03us + bytes / 246 GB/s, written at the measured
# sizes (the medians would give 10.7%).
# Residual: 11.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.55us 16M:89.15us 64M:293.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.708us +
# bytes / 203 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.1us 16M:83.44us 64M:330.5us 256M:1.346ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.515us
# + bytes / 12.7 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.022us 64K:22.58us 2M:125.4us 16M:1.416ms 64M:6.161ms 256M:30.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.36us + bytes / 13.9 GB/s,
# misses by 24.2% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.04us 64K:26.4us 2M:228.8us 16M:1.196ms 64M:4.431ms 256M:17.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.54 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 32.3% RMS relative over 20 repetitions.
host_read_ns = 64K:5.513us 2M:185.4us 16M:1.969ms 64M:8.042ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.9 GB/s, misses by
# 40.1% RMS, so it is not used.
# Residual: 19.7% RMS relative over 20 repetitions.
host_write_ns = 64K:846ns 2M:43.13us 16M:971.6us 64M:4.221ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 779.5ns +
# bytes / 12.7 GB/s, written at the measured sizes (the medians would give
# 3.4%).
# Residual: 3.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.951us 2M:166.3us 16M:1.325ms 64M:5.297ms

