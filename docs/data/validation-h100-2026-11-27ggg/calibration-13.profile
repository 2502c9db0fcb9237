# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T06:02:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T06:02:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.8% RMS relative over 5 repetitions.
launch_ns = 3.711us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.97us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.527us + bytes / 4.15e+03 GB/s, misses by 56.5% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.751us 64K:2.706us 1M:2.495us 1536K:2.579us 2M:72.96us 8M:46.9us 64M:59.91us 256M:67.39us 1G:222.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.95us + bytes / 1.48e+03 GB/s, misses by 49.5% RMS, so it is not
# used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.403us 64K:2.415us 1M:2.437us 1536K:2.237us 2M:47.08us 8M:44.39us 64M:94.56us 256M:196us 1G:607.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.324us + bytes / 8.72e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 36.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.054us 64K:2.119us 2M:16.15us 16M:16.72us 64M:24.39us 256M:26.58us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.304us + bytes / 4.5e+05 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 8.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.304us 64K:7.304us 2M:7.309us 16M:7.341us 64M:7.453us 256M:7.901us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.8%, 512K 16.6%, 1M 16.2%, 2M 16.1%, 4M 15.5%, 8M 15.1%, 16M
# 15.3%, 32M 16.1%.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      63.2us     51.25us
# seq             2M          0         2         2     2097152           0     189.3us     221.8us
# seq            16M          0        16        16    16777216           0     1.293ms     1.625ms
# seq            64M          0        64        64    67108864           0     8.087ms     6.436ms
# seq           256M          0       256       256   268435456           0     28.03ms     25.68ms
# stride         64M        64K         8        32    67108864           0     5.973ms     5.272ms
# stride        256M         2M        32       128     8388608           0     2.194ms     2.411ms
# random         16M          0        12        16    16777216           0     1.661ms     1.565ms
# random         64M          0        36       161    67108864           0     7.158ms     7.011ms
# random        256M          0       125      1211   268435456           0     37.95ms      33.5ms
# fresh           2M          0         2         2           0     2097152     108.2us     130.6us
# fresh          16M          0        16        16           0    16777216       858us     895.1us
# fresh          64M          0        64        64           0    67108864     3.894ms     3.516ms
# fresh         256M          0       256       256           0   268435456     17.73ms        14ms
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
# prefetch at the driver's defaults). Result: 14.94us per batch, 10.24us per
# VA block, bytes / 14 GB/s moved, 21.38us per faulting kernel, bytes / 35.6
# GB/s zero-filled.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_batch_ns = 14.94us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_block_ns = 10.24us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:293.2ns 64K:4.69us 512K:37.52us 1M:75.05us 2M:150.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_wake_ns = 21.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:114.9ns 64K:1.839us 512K:14.71us 1M:29.42us 2M:58.85us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 39.7us + bytes /
# 45.8 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 1.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:34.29us 256K:44.23us 1M:87.85us 2M:118.4us 4M:152.5us 16M:410.5us 64M:1.342ms 256M:5.292ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.86us + bytes / 15.9 GB/s, written at the
# measured sizes (the means would give 1.7%).
# Residual: 8.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.99us 256K:32.37us 1M:81.88us 2M:147.9us 4M:279.9us 16M:1.072ms 64M:4.241ms 256M:16.92ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.24us + bytes / 12.9 GB/s, written at the measured
# sizes (the means would give 7.7%).
# Residual: 7.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.32us 512K:55.82us 2M:177.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.39us + bytes / 4.35 GB/s, written at the
# measured sizes (the means would give 12.7%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.46us 512K:141us 2M:502.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 295.9us +
# bytes / 2.55 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:342.6us 256K:406.4us 2M:918.4us 16M:7.205ms 64M:29.08ms 256M:113.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.799us + bytes / 1.67e+03 GB/s, misses by 17.4% RMS,
# so it is not used.
# Residual: 15.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.822us 256K:3.247us 1M:3.477us 2M:3.514us 4M:5.676us 16M:13.23us 64M:43.1us 256M:162us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.523us +
# bytes / 111 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 13.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.12us 256K:11.89us 1M:18.99us 2M:28.46us 4M:47.4us 16M:161us 64M:615.5us 256M:2.433ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.8us

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
# sizes): 7.154us + bytes / 314 GB/s, written at the measured sizes (the
# medians would give 12.6%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.84us 16M:60.61us 64M:221us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.49us + bytes / 201 GB/s, written at the measured
# sizes (the medians would give 13.0%).
# Residual: 12.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.94us 16M:107.1us 64M:357.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 968.3ns +
# bytes / 199 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.57us 16M:83.27us 64M:333.5us 256M:1.388ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.831us + bytes / 14.5 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 11.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.431us 8K:8.143us 16K:10.06us 32K:14.29us 64K:20.64us 128K:14.64us 256K:21.14us 512K:33.4us 1M:62.51us 2M:148.7us 4M:288.6us 8M:610.2us 16M:1.387ms 32M:3.253ms 64M:7.436ms 256M:34.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.57us + bytes / 11.2 GB/s,
# misses by 29.5% RMS, so it is not used.
# Residual: 14.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.44us 8K:12.4us 16K:12.94us 32K:22.34us 64K:27.09us 128K:39.07us 256K:60.13us 512K:102.5us 1M:164.6us 2M:243us 4M:395.3us 8M:685.8us 16M:1.28ms 32M:2.486ms 64M:5.358ms 256M:22.24ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 428.7ns +
# bytes / 10.3 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 18.8% RMS relative over 35 repetitions.
host_read_ns = 64K:7.114us 256K:23.5us 1M:93.88us 2M:187.8us 4M:394.5us 16M:1.992ms 64M:8.302ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33.9 GB/s, misses by
# 33.0% RMS, so it is not used.
# Residual: 9.4% RMS relative over 35 repetitions.
host_write_ns = 64K:906ns 256K:6.44us 1M:23.87us 2M:47.55us 4M:168.6us 16M:866.7us 64M:4.474ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 970.7ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 7.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.404us 256K:22.7us 1M:87.9us 2M:174.8us 4M:348.7us 16M:1.392ms 64M:5.565ms

