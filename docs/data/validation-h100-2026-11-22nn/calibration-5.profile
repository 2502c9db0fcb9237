# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:23:58Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:23:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 4.101us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.156us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.448us + bytes / 4.81e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 28.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.8us 64K:2.487us 1M:2.4us 1536K:2.423us 2M:44.78us 8M:40.79us 64M:46.99us 256M:69.78us 1G:177.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.656us + bytes / 1.62e+03 GB/s, misses by 48.4% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.033us 64K:2.059us 1M:1.921us 1536K:2.086us 2M:35.36us 8M:39.15us 64M:70.92us 256M:165.2us 1G:576.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.233us + bytes / 1.04e+04 GB/s, misses by 63.3% RMS, so it is not used.
# Residual: 32.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.191us 64K:1.871us 2M:15.05us 16M:19.56us 64M:22.99us 256M:22.95us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.15us + bytes / 3.74e+05 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 8.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.15us 64K:7.15us 2M:7.156us 16M:7.195us 64M:7.33us 256M:7.868us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.6%, 512K 12.9%, 1M 12.1%, 2M 12.9%, 4M 14.3%, 8M 16.4%, 16M
# 18.4%, 32M 20.2%.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.39us     69.58us
# seq             2M          0         2         2     2097152           0     198.2us       229us
# seq            16M          0        16        16    16777216           0     1.286ms     1.497ms
# seq            64M          0        64        64    67108864           0     6.528ms     5.842ms
# seq           256M          0       256       256   268435456           0     30.61ms     23.23ms
# stride         64M        64K        64        64    67108864           0     6.221ms     5.842ms
# stride        256M         2M       128       128     8388608           0     2.669ms     2.819ms
# random         16M          0        10        55    16777216           0       2.1ms     2.162ms
# random         64M          0        38       373    67108864           0     10.68ms     11.11ms
# random        256M          0       160      1651   268435456           0     51.58ms     47.02ms
# fresh           2M          0         2         2           0     2097152     149.5us     174.5us
# fresh          16M          0        16        16           0    16777216     1.105ms      1.06ms
# fresh          64M          0        64        64           0    67108864     4.182ms     4.097ms
# fresh         256M          0       256       256           0   268435456     17.93ms     16.25ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 17.06us per VA
# block, bytes / 14.3 GB/s moved, 47.93us per faulting kernel, bytes / 22.7
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_block_ns = 17.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:287ns 64K:4.592us 512K:36.74us 1M:73.48us 2M:147us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_wake_ns = 47.93us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:180.5ns 64K:2.888us 512K:23.11us 1M:46.21us 2M:92.42us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.16us + bytes /
# 47.5 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.08us 2M:118.3us 16M:419.6us 64M:1.336ms 256M:5.31ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.7us + bytes / 16.8 GB/s, written at the
# measured sizes (the medians would give 10.8%).
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.61us 2M:139.7us 16M:1.015ms 64M:4.014ms 256M:16.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.35us + bytes / 13.8 GB/s, written at the
# measured sizes (the medians would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.09us 512K:51.27us 2M:165us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 32.29us + bytes / 4.11 GB/s, written at
# the measured sizes (the medians would give 7.2%).
# Residual: 13.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.22us 512K:159.8us 2M:542.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 275.5us + bytes / 2.7 GB/s,
# written at the measured sizes (the medians would give 9.4%).
# Residual: 14.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:299.7us 256K:372.4us 2M:1.051ms 16M:6.478ms 64M:25.09ms 256M:99.52ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.759us + bytes / 974 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.932us 2M:3.814us 16M:21.38us 64M:75.72us 256M:296.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.73us + bytes / 98.2 GB/s, misses
# by 19.5% RMS, so it is not used.
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.67us 2M:28.15us 16M:216us 64M:664.7us 256M:3.359ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 102.9us

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
# measured medians (15 points at 3 sizes): the best line, 6.511us + bytes /
# 145 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 13.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.41us 16M:107us 64M:561.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 10.43us + bytes / 73 GB/s, misses by 39.7% RMS, so it is not used.
# Residual: 29.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38us 16M:476.4us 64M:785.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.236us +
# bytes / 206 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 25.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.42us 16M:82.07us 64M:323.2us 256M:1.319ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.757us
# + bytes / 13.9 GB/s, misses by 37.1% RMS, so it is not used.
# Residual: 22.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.175us 64K:21.53us 2M:122.4us 16M:1.046ms 64M:10.39ms 256M:28.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.33us + bytes / 12.7 GB/s,
# misses by 25.7% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.02us 64K:29.79us 2M:252.5us 16M:1.392ms 64M:4.842ms 256M:17.83ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.4 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.766us 2M:115.3us 16M:2.018ms 64M:8.232ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.4 GB/s, misses by
# 38.0% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.042us 2M:55.02us 16M:1.072ms 64M:5.079ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 11.3 GB/s, misses by
# 23.3% RMS, so it is not used.
# Residual: 21.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.71us 2M:169.6us 16M:1.323ms 64M:9.431ms

