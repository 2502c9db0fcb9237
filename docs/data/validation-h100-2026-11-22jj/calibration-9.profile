# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:51:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:51:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 35.3% RMS relative over 5 repetitions.
launch_ns = 6.658us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.009us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.229us + bytes / 4.02e+03 GB/s, misses by 62.2% RMS,
# so it is not used.
# Residual: 30.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.802us 64K:4.421us 1M:3.629us 1536K:2.603us 2M:64.94us 8M:62.49us 64M:84.58us 256M:103.8us 1G:212.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.176us + bytes / 1.46e+03 GB/s, misses by 56.0% RMS, so it is
# not used.
# Residual: 21.0% RMS relative over 45 repetitions.
free_ns = 4K:3.5us 64K:3.615us 1M:3.547us 1536K:2.013us 2M:52.68us 8M:55.98us 64M:95.13us 256M:203.9us 1G:649.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.518us + bytes / 2.34e+03 GB/s, misses by 63.4% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.01us 64K:3.644us 2M:30.88us 16M:41.42us 64M:69.31us 256M:92.47us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 24.21us + bytes / 9.6e+04 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 7.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:24.21us 64K:24.21us 2M:24.24us 16M:24.39us 64M:24.91us 256M:27.01us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 14.9%, 1M 13.6%, 2M 12.3%, 4M 12.5%, 8M 13.6%, 16M
# 15.3%, 32M 16.8%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     112.2us     103.2us
# seq             2M          0         2         2     2097152           0     286.5us     331.1us
# seq            16M          0        16        16    16777216           0     1.905ms     2.108ms
# seq            64M          0        64        64    67108864           0     10.23ms     8.199ms
# seq           256M          0       256       256   268435456           0     44.18ms     32.56ms
# stride         64M        64K        32        32    67108864           0     7.232ms     7.582ms
# stride        256M         2M       128       128     8388608           0     3.263ms     3.404ms
# random         16M          0         9        35    16777216           0     2.292ms     2.474ms
# random         64M          0        34       306    67108864           0     12.75ms     12.86ms
# random        256M          0       139      1560   268435456           0     62.24ms     57.68ms
# fresh           2M          0         2         2           0     2097152     270.5us     269.3us
# fresh          16M          0        16        16           0    16777216     1.388ms     1.614ms
# fresh          64M          0        64        64           0    67108864     6.898ms     6.223ms
# fresh         256M          0       256       256           0   268435456     27.42ms     24.66ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.26us per VA
# block, bytes / 9.74 GB/s moved, 77.25us per faulting kernel, bytes / 13.7
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 19.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:420.5ns 64K:6.727us 512K:53.82us 1M:107.6us 2M:215.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 77.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:299.9ns 64K:4.798us 512K:38.38us 1M:76.77us 2M:153.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 50.97us + bytes /
# 43.4 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 10.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:46.78us 2M:216.8us 16M:481us 64M:1.445ms 256M:5.819ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.95us + bytes / 9.33 GB/s, written at
# the measured sizes (the medians would give 2.1%).
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.97us 2M:243.7us 16M:1.817ms 64M:7.212ms 256M:28.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 17.6us + bytes / 8.38 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.53us 512K:78.76us 2M:271.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.02us + bytes / 2.68 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.53us 512K:253.6us 2M:734.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 350.3us + bytes / 2.03
# GB/s, written at the measured sizes (the medians would give 6.3%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:382.6us 256K:479.4us 2M:1.383ms 16M:8.61ms 64M:33.39ms 256M:132.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.264us + bytes / 940 GB/s, misses by 25.4% RMS, so
# it is not used.
# Residual: 19.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:6.654us 2M:5.096us 16M:22.45us 64M:78.67us 256M:313.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.7us + bytes / 70.4 GB/s, misses by
# 26.4% RMS, so it is not used.
# Residual: 24.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.69us 2M:37.73us 16M:278.4us 64M:1.06ms 256M:4.071ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 119.4us

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
# measured medians (15 points at 3 sizes): the best line, 11.22us + bytes /
# 214 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 20.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.15us 16M:86.73us 64M:334.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 704.2ns +
# bytes / 129 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.83us 16M:131.9us 64M:559.8us 256M:1.975ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.943us
# + bytes / 9.08 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.549us 64K:24.52us 2M:169.6us 16M:2.199ms 64M:9.167ms 256M:38.99ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.73us + bytes / 9.91 GB/s,
# misses by 18.9% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.54us 64K:29.82us 2M:242.9us 16M:1.543ms 64M:6.769ms 256M:26.52ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.09 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_read_ns = 64K:8.94us 2M:246.7us 16M:2.611ms 64M:11.49ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15 GB/s, misses by
# 28.1% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.368us 2M:107.8us 16M:1.32ms 64M:6.442ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 125.4ns +
# bytes / 9.47 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.042us 2M:221.5us 16M:1.771ms 64M:7.083ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
