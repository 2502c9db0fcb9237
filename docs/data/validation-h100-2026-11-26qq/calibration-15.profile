# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:23:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:23:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 3.915us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.002us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.805us + bytes / 4.1e+03 GB/s, misses by 62.1% RMS,
# so it is not used.
# Residual: 29.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.67us 64K:3.434us 1M:2.772us 1536K:2.889us 2M:67.57us 8M:51.27us 64M:103.7us 256M:84.47us 1G:213.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.958us + bytes / 1.22e+03 GB/s, misses by 49.9% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:2.561us 64K:2.784us 1M:2.383us 1536K:2.375us 2M:44.3us 8M:50.16us 64M:102.9us 256M:233.6us 1G:771.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.985us + bytes / 6.51e+03 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 33.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.07us 64K:2.459us 2M:21.44us 16M:26.81us 64M:37.86us 256M:35.95us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.43us + bytes / 2.11e+05 GB/s, written at the measured sizes (the
# medians would give 6.2%).
# Residual: 6.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.43us 64K:11.43us 2M:11.44us 16M:11.51us 64M:11.75us 256M:12.7us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.4%, 512K 14.1%, 1M 13.6%, 2M 13.1%, 4M 13.2%, 8M 13.3%, 16M
# 13.5%, 32M 14.3%.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.98us     69.27us
# seq             2M          0         2         2     2097152           0       233us     286.3us
# seq            16M          0        16        16    16777216           0      1.88ms     1.961ms
# seq            64M          0        64        64    67108864           0     9.401ms     7.702ms
# seq           256M          0       256       256   268435456           0     42.43ms     30.67ms
# stride         64M        64K        32        32    67108864           0     6.742ms     7.199ms
# stride        256M         2M       128       128     8388608           0     2.759ms      2.89ms
# random         16M          0         9        35    16777216           0     2.275ms     2.217ms
# random         64M          0        34       306    67108864           0     10.76ms     11.06ms
# random        256M          0       139      1560   268435456           0     49.56ms     48.83ms
# fresh           2M          0         2         2           0     2097152     174.9us     201.9us
# fresh          16M          0        16        16           0    16777216     1.236ms     1.286ms
# fresh          64M          0        64        64           0    67108864     5.465ms     5.001ms
# fresh         256M          0       256       256           0   268435456     22.39ms     19.86ms
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
# prefetch at the driver's defaults). Result: 1.641us per batch, 14.08us per
# VA block, bytes / 10.1 GB/s moved, 47.06us per faulting kernel, bytes / 17
# GB/s zero-filled.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 1.641us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 14.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:405.8ns 64K:6.493us 512K:51.95us 1M:103.9us 2M:207.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 47.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:241ns 64K:3.856us 512K:30.85us 1M:61.69us 2M:123.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.63us + bytes /
# 46.8 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.29us 2M:117.6us 16M:455.1us 64M:1.339ms 256M:5.362ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.78us + bytes / 13.6 GB/s, written at
# the measured sizes (the medians would give 7.6%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.6us 2M:172.2us 16M:1.253ms 64M:4.96ms 256M:19.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.38us + bytes / 12.7 GB/s, written at the
# measured sizes (the medians would give 13.2%).
# Residual: 13.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.53us 512K:55.6us 2M:179.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.27us + bytes / 3.74 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.87us 512K:191.3us 2M:535.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 286.4us + bytes / 2.84 GB/s, misses by 18.4% RMS, so
# it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:332.6us 256K:390.5us 2M:823.8us 16M:6.52ms 64M:26.19ms 256M:104.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.271us + bytes / 1.56e+03 GB/s, misses by 25.5% RMS,
# so it is not used.
# Residual: 19.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.546us 2M:4.087us 16M:20.26us 64M:43.34us 256M:167.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.78us +
# bytes / 103 GB/s, written at the measured sizes (the medians would give
# 8.0%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.42us 2M:32.22us 16M:175.3us 64M:665.8us 256M:2.628ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 152.5us

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
# sizes): 21.49us + bytes / 291 GB/s, written at the measured sizes (the
# medians would give 12.8%).
# Residual: 12.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:28.7us 16M:79.16us 64M:252.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 17.97us + bytes / 191 GB/s, written at the measured
# sizes (the medians would give 9.7%).
# Residual: 10.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.97us 16M:105.9us 64M:369.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.049us +
# bytes / 179 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.81us 16M:96.81us 64M:376.2us 256M:1.519ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.826us
# + bytes / 9.7 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.394us 64K:29.06us 2M:176.2us 16M:1.775ms 64M:7.394ms 256M:33.64ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.37us + bytes / 12.4 GB/s,
# misses by 27.0% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.1us 64K:28.27us 2M:258.9us 16M:1.35ms 64M:4.771ms 256M:19.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.84 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 18.1% RMS relative over 20 repetitions.
host_read_ns = 64K:9.489us 2M:275.9us 16M:2.579ms 64M:10.67ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.8 GB/s, misses by
# 33.2% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.28us 2M:66.84us 16M:1.156ms 64M:5.001ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 7.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.67us 2M:172.7us 16M:1.386ms 64M:5.548ms

