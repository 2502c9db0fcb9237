# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:46:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:46:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 4.59us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.185us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.776us + bytes / 5.36e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.814us 64K:2.893us 1M:2.828us 1536K:2.75us 2M:74.57us 8M:50.82us 64M:83.35us 256M:76.43us 1G:159.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.994us + bytes / 1.34e+03 GB/s, misses by 49.4% RMS, so it is
# not used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:2.526us 64K:2.462us 1M:2.365us 1536K:2.443us 2M:45.17us 8M:46.93us 64M:82.92us 256M:206us 1G:688.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.703us + bytes / 2.41e+03 GB/s, misses by 69.6% RMS, so it is not used.
# Residual: 41.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.593us 64K:3.381us 2M:37.82us 16M:70.71us 64M:106.4us 256M:92.92us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.06us + bytes / 2.92e+05 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 8.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.06us 64K:13.06us 2M:13.06us 16M:13.11us 64M:13.28us 256M:13.97us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.9%, 512K 16.4%, 1M 15.7%, 2M 15.3%, 4M 15.7%, 8M 16.6%, 16M
# 17.4%, 32M 18.3%.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.18us     63.69us
# seq             2M          0         2         2     2097152           0       208us     263.2us
# seq            16M          0        16        16    16777216           0     1.707ms     1.812ms
# seq            64M          0        64        64    67108864           0     8.104ms     7.121ms
# seq           256M          0       256       256   268435456           0     41.37ms     28.36ms
# stride         64M        64K        32        32    67108864           0     6.669ms     6.615ms
# stride        256M         2M       128       128     8388608           0     2.634ms     2.825ms
# random         16M          0         9        35    16777216           0     2.134ms     2.112ms
# random         64M          0        34       306    67108864           0     10.53ms     10.95ms
# random        256M          0       139      1560   268435456           0     53.15ms     48.98ms
# fresh           2M          0         2         2           0     2097152     177.4us     209.4us
# fresh          16M          0        16        16           0    16777216     1.263ms     1.382ms
# fresh          64M          0        64        64           0    67108864      6.42ms       5.4ms
# fresh         256M          0       256       256           0   268435456     25.71ms     21.48ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.82us per VA
# block, bytes / 11.1 GB/s moved, 41.95us per faulting kernel, bytes / 15.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_block_ns = 15.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:370.3ns 64K:5.925us 512K:47.4us 1M:94.79us 2M:189.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_wake_ns = 41.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:265.3ns 64K:4.244us 512K:33.95us 1M:67.91us 2M:135.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.74us + bytes /
# 45.2 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 3.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.04us 2M:127.9us 16M:464.5us 64M:1.406ms 256M:5.48ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 18.18us + bytes / 9.69 GB/s, written at the
# measured sizes (the means would give 2.9%).
# Residual: 7.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.95us 2M:234.7us 16M:1.75ms 64M:6.946ms 256M:27.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.92us + bytes / 8.69 GB/s, written at the measured
# sizes (the means would give 12.5%).
# Residual: 12.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.46us 512K:80.24us 2M:261.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 25.22us + bytes / 3.14 GB/s, written at the
# measured sizes (the means would give 10.4%).
# Residual: 12.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.1us 512K:192.3us 2M:693.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 372.6us + bytes / 2.15 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 14.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:403us 256K:494.3us 2M:1.346ms 16M:8.162ms 64M:31.53ms 256M:125ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.134us + bytes / 924 GB/s, misses by 21.7% RMS, so
# it is not used.
# Residual: 16.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.483us 2M:5.197us 16M:22.89us 64M:83.64us 256M:296.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.86us +
# bytes / 73.6 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.75us 2M:44.35us 16M:243.8us 64M:927.7us 256M:3.663ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.5us

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
# measured medians (15 points at 3 sizes): the best line, 6.044us + bytes /
# 221 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 17.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.34us 16M:89.52us 64M:290.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.56us + bytes / 227 GB/s, written at the measured
# sizes (the medians would give 11.9%).
# Residual: 11.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.81us 16M:96.5us 64M:318.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 19.54us +
# bytes / 162 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 29.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:34.5us 16M:107.6us 64M:455.2us 256M:1.783ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.599us
# + bytes / 8.93 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.192us 64K:25.58us 2M:181us 16M:2.071ms 64M:8.618ms 256M:37.13ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 22.71us + bytes / 9.26 GB/s,
# misses by 34.9% RMS, so it is not used.
# Residual: 29.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:20.33us 64K:40.29us 2M:280.6us 16M:1.771ms 64M:6.944ms 256M:27.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.89 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 15.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.753us 2M:186.8us 16M:2.263ms 64M:9.822ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.6 GB/s, misses by
# 41.2% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.419us 2M:53.02us 16M:1.184ms 64M:5.477ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.571us +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.527us 2M:192.2us 16M:1.526ms 64M:6.1ms

