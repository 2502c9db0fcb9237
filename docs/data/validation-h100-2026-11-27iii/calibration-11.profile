# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:51:23Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:51:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.431us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.943us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.391us + bytes / 4.23e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.534us 64K:2.285us 1M:2.491us 1536K:2.63us 2M:57.83us 8M:47.83us 64M:94.31us 256M:72.92us 1G:211.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.847us + bytes / 1.57e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:1.996us 64K:2.206us 1M:2.209us 1536K:2.381us 2M:47.45us 8M:44.86us 64M:82us 256M:174.9us 1G:568.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.662us + bytes / 5.73e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 35.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.332us 64K:2.484us 2M:16.43us 16M:24.69us 64M:31.57us 256M:39.24us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.632us + bytes / 2.43e+05 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.632us 64K:9.632us 2M:9.641us 16M:9.701us 64M:9.908us 256M:10.74us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.8%, 512K 20.3%, 1M 19.1%, 2M 18.4%, 4M 18.5%, 8M 19.4%, 16M
# 20.8%, 32M 22.0%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     60.13us     51.03us
# seq             2M          0         2         2     2097152           0     177.7us     215.6us
# seq            16M          0        16        16    16777216           0     1.257ms     1.489ms
# seq            64M          0        64        64    67108864           0     6.749ms     5.853ms
# seq           256M          0       256       256   268435456           0     38.56ms     23.31ms
# stride         64M        64K        32        32    67108864           0     6.257ms     5.458ms
# stride        256M         2M       128       128     8388608           0     2.041ms     2.241ms
# random         16M          0         9        35    16777216           0      1.53ms     1.723ms
# random         64M          0        34       306    67108864           0       8.8ms     8.838ms
# random        256M          0       139      1560   268435456           0     50.79ms      39.4ms
# fresh           2M          0         2         2           0     2097152     158.8us     184.3us
# fresh          16M          0        16        16           0    16777216       1.1ms     1.238ms
# fresh          64M          0        64        64           0    67108864     5.821ms     4.851ms
# fresh         256M          0       256       256           0   268435456     23.78ms      19.3ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.33us per VA
# block, bytes / 13.3 GB/s moved, 33.78us per faulting kernel, bytes / 16.7
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 12.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:307ns 64K:4.912us 512K:39.3us 1M:78.59us 2M:157.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 33.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:245.8ns 64K:3.933us 512K:31.46us 1M:62.93us 2M:125.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.37us + bytes / 45
# GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 12.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:34.78us 256K:50.01us 1M:95.79us 2M:147.4us 4M:158.8us 16M:412.2us 64M:1.367ms 256M:5.342ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 18.02us + bytes / 14.1 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 37.0% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.32us 256K:42.52us 1M:108.3us 2M:629.1us 4M:321.6us 16M:1.104ms 64M:4.833ms 256M:16.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.31us + bytes / 13.3 GB/s, written at the measured
# sizes (the means would give 8.0%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.22us 512K:54.58us 2M:172.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.47us + bytes / 4.09 GB/s, written at the
# measured sizes (the means would give 5.3%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.47us 512K:149.5us 2M:533.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 318.6us +
# bytes / 2.27 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 21.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:360.4us 256K:450.4us 2M:1.041ms 16M:7.869ms 64M:32.47ms 256M:127.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.756us + bytes / 1.69e+03 GB/s, misses by 18.0% RMS,
# so it is not used.
# Residual: 14.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.884us 256K:3.502us 1M:3.344us 2M:3.236us 4M:5.665us 16M:13.39us 64M:43.1us 256M:162.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 13.88us + bytes / 75.1 GB/s, misses
# by 17.5% RMS, so it is not used.
# Residual: 15.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:18.23us 256K:17.06us 1M:24.74us 2M:36.57us 4M:66.12us 16M:261.1us 64M:979.8us 256M:3.919ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.22us

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
# sizes): 7.457us + bytes / 291 GB/s, written at the measured sizes (the
# medians would give 13.9%).
# Residual: 13.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.67us 16M:65.18us 64M:238.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.09us + bytes / 182 GB/s, written at the measured
# sizes (the medians would give 9.2%).
# Residual: 8.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.61us 16M:112.3us 64M:388.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 192 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.93us 16M:87.36us 64M:346.2us 256M:1.417ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.604us + bytes / 14.7 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 11.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.424us 8K:8.036us 16K:9.355us 32K:14.05us 64K:21.13us 128K:14.53us 256K:19.68us 512K:32.69us 1M:61.22us 2M:134.4us 4M:343.3us 8M:643.1us 16M:1.414ms 32M:2.998ms 64M:6.986ms 256M:30.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.65us + bytes / 11.4 GB/s,
# misses by 29.0% RMS, so it is not used.
# Residual: 12.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.97us 8K:13.89us 16K:11.45us 32K:22.49us 64K:27.3us 128K:38.73us 256K:60.04us 512K:101.1us 1M:171us 2M:244.1us 4M:371.9us 8M:676.4us 16M:1.244ms 32M:2.517ms 64M:5.606ms 256M:20.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 334.2ns +
# bytes / 18.1 GB/s, misses by 36.8% RMS, so it is not used.
# Residual: 21.1% RMS relative over 35 repetitions.
host_read_ns = 64K:4.378us 256K:12.29us 1M:49.09us 2M:102.5us 4M:246.9us 16M:1.804ms 64M:8.838ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33 GB/s, misses by
# 36.9% RMS, so it is not used.
# Residual: 13.0% RMS relative over 35 repetitions.
host_write_ns = 64K:1.103us 256K:6.631us 1M:24.7us 2M:49.28us 4M:177.1us 16M:1.028ms 64M:5.214ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 622.3ns +
# bytes / 9.85 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 9.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.273us 256K:27.22us 1M:107us 2M:213.4us 4M:426.3us 16M:1.703ms 64M:6.811ms

