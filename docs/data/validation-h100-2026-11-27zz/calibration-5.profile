# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T00:34:21Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:34:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.892us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.024us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.938us + bytes / 4.87e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.08us 64K:2.99us 1M:2.904us 1536K:2.987us 2M:80.09us 8M:50.44us 64M:87.93us 256M:81.55us 1G:175.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.249us + bytes / 1.39e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.703us 64K:2.76us 1M:2.721us 1536K:2.563us 2M:47.06us 8M:48.38us 64M:81.13us 256M:193.7us 1G:673.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.407us + bytes / 2.37e+03 GB/s, misses by 68.2% RMS, so it is not used.
# Residual: 46.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.082us 64K:3.578us 2M:36.38us 16M:62.25us 64M:91.88us 256M:93.82us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.8us + bytes * -2.29e-07 ns/B, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.8us 64K:14.8us 2M:14.8us 16M:14.8us 64M:14.79us 256M:14.74us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.7%, 512K 17.4%, 1M 17.0%, 2M 16.5%, 4M 16.7%, 8M 17.2%, 16M
# 17.4%, 32M 18.2%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     108.5us      82.1us
# seq             2M          0         2         2     2097152           0     261.9us     296.9us
# seq            16M          0        16        16    16777216           0     1.698ms      1.96ms
# seq            64M          0        64        64    67108864           0     9.132ms     7.661ms
# seq           256M          0       256       256   268435456           0     42.27ms     30.47ms
# stride         64M        64K        32        32    67108864           0     6.787ms     7.136ms
# stride        256M         2M       128       128     8388608           0     2.804ms     2.978ms
# random         16M          0         9        35    16777216           0     2.382ms     2.271ms
# random         64M          0        34       306    67108864           0     10.74ms     11.63ms
# random        256M          0       139      1560   268435456           0     56.26ms     51.85ms
# fresh           2M          0         2         2           0     2097152     170.6us     218.7us
# fresh          16M          0        16        16           0    16777216     1.282ms     1.335ms
# fresh          64M          0        64        64           0    67108864     6.175ms     5.161ms
# fresh         256M          0       256       256           0   268435456     26.11ms     20.47ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.4us per VA
# block, bytes / 10.2 GB/s moved, 59.3us per faulting kernel, bytes / 16.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 16.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:399.9ns 64K:6.399us 512K:51.19us 1M:102.4us 2M:204.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 59.3us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:247.3ns 64K:3.957us 512K:31.66us 1M:63.32us 2M:126.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.41us + bytes /
# 43.8 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.99us 2M:132.5us 16M:468.1us 64M:1.431ms 256M:5.728ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.05us + bytes / 9.47 GB/s, written at
# the measured sizes (the medians would give 1.4%).
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.97us 2M:239.5us 16M:1.789ms 64M:7.103ms 256M:28.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.48us + bytes / 8.39 GB/s, written at the
# measured sizes (the medians would give 10.6%).
# Residual: 10.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.3us 512K:80.01us 2M:267.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.42us + bytes / 2.93 GB/s, written at
# the measured sizes (the medians would give 9.3%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.76us 512K:202.1us 2M:738.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 402.6us + bytes / 2.08 GB/s, written at the measured
# sizes (the medians would give 3.8%).
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:434.1us 256K:528.9us 2M:1.413ms 16M:8.487ms 64M:32.74ms 256M:129.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.872us + bytes / 935 GB/s, misses by 24.4% RMS, so
# it is not used.
# Residual: 15.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.061us 2M:3.962us 16M:23.45us 64M:79.29us 256M:296.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.02us + bytes / 81.4 GB/s, misses
# by 16.1% RMS, so it is not used.
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.42us 2M:32.73us 16M:260.9us 64M:889.2us 256M:3.278ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.4us

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
# sizes): 7.571us + bytes / 270 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.33us 16M:69.6us 64M:255.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 36.91us + bytes / 183 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:48.1us 16M:131us 64M:398.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 117.3ns +
# bytes / 152 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 26.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.01us 16M:108.8us 64M:440.8us 256M:1.79ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.7us +
# bytes / 7.97 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.566us 64K:23.33us 2M:187.1us 16M:2.665ms 64M:10.92ms 256M:44.45ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.81us + bytes / 7.96 GB/s,
# misses by 18.3% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.81us 64K:32.19us 2M:287.7us 16M:2.057ms 64M:8.149ms 256M:32.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.4 GB/s, misses by 40.5% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.701us 2M:134.4us 16M:2.313ms 64M:10.59ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.5 GB/s, misses by
# 44.1% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.049us 2M:61.46us 16M:1.379ms 64M:6.736ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.486us +
# bytes / 8.94 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 5.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.819us 2M:236.1us 16M:1.879ms 64M:7.511ms

