# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:48:15Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:48:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.6% RMS relative over 5 repetitions.
launch_ns = 4.689us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.012us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.309us + bytes / 4.76e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 30.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.722us 64K:3.401us 1M:3.305us 1536K:3.086us 2M:58.05us 8M:54.95us 64M:85.83us 256M:65.07us 1G:193.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.333us + bytes / 1.42e+03 GB/s, misses by 48.9% RMS, so it is
# not used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:2.702us 64K:2.869us 1M:2.695us 1536K:2.715us 2M:43.74us 8M:52.62us 64M:82.72us 256M:190.6us 1G:647.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.333us + bytes / 5.21e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 33.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.904us 64K:3.856us 2M:28.29us 16M:33.94us 64M:43.3us 256M:45.34us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.96us + bytes / 2.25e+06 GB/s, written at the measured sizes (the
# medians would give 10.4%).
# Residual: 10.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.96us 64K:13.96us 2M:13.96us 16M:13.97us 64M:13.99us 256M:14.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.8%, 512K 14.3%, 1M 13.5%, 2M 12.6%, 4M 12.4%, 8M 13.0%, 16M
# 13.8%, 32M 14.8%.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.59us     73.79us
# seq             2M          0         2         2     2097152           0     244.3us     292.8us
# seq            16M          0        16        16    16777216           0      1.83ms     1.983ms
# seq            64M          0        64        64    67108864           0     9.566ms     7.776ms
# seq           256M          0       256       256   268435456           0     36.92ms     30.95ms
# stride         64M        64K        16        32    67108864           0     6.942ms      7.27ms
# stride        256M         2M        64       128     8388608           0     2.658ms     2.915ms
# random         16M          0         9        23    16777216           0     2.116ms     2.093ms
# random         64M          0        35       230    67108864           0     10.48ms      10.4ms
# random        256M          0       128      1431   268435456           0     54.85ms     49.53ms
# fresh           2M          0         2         2           0     2097152     159.6us     191.5us
# fresh          16M          0        16        16           0    16777216      1.26ms     1.172ms
# fresh          64M          0        64        64           0    67108864      4.97ms     4.534ms
# fresh         256M          0       256       256           0   268435456     18.64ms     17.98ms
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
# block, bytes / 10 GB/s moved, 51.42us per faulting kernel, bytes / 19.3 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_block_ns = 15.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:409.7ns 64K:6.555us 512K:52.44us 1M:104.9us 2M:209.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_wake_ns = 51.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:211.8ns 64K:3.389us 512K:27.11us 1M:54.22us 2M:108.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 48.53us + bytes /
# 47.4 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.1us 2M:134.2us 16M:426.1us 64M:1.365ms 256M:5.354ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.02us + bytes / 14.6 GB/s, written at
# the measured sizes (the medians would give 5.7%).
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.51us 2M:159.5us 16M:1.164ms 64M:4.607ms 256M:18.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.57us + bytes / 12.5 GB/s, written at the
# measured sizes (the medians would give 9.0%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.82us 512K:56.58us 2M:182.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.42us + bytes / 3.68 GB/s, written at
# the measured sizes (the medians would give 7.1%).
# Residual: 12.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.25us 512K:164us 2M:591.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 302.4us + bytes / 2.33
# GB/s, written at the measured sizes (the medians would give 5.4%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:330.6us 256K:415us 2M:1.203ms 16M:7.511ms 64M:29.14ms 256M:115.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.032us + bytes / 1.51e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.703us 2M:2.722us 16M:14.8us 64M:48.13us 256M:181.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.71us +
# bytes / 85.6 GB/s, written at the measured sizes (the medians would give
# 10.0%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.47us 2M:41.21us 16M:212.8us 64M:800.9us 256M:3.153ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.2us

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
# sizes): 7.611us + bytes / 218 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.21us 16M:84.41us 64M:314.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 52.69us + bytes / 252 GB/s, written at the measured
# sizes (the medians would give 9.4%).
# Residual: 10.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:61us 16M:119.2us 64M:318.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 164 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.72us 16M:98.69us 64M:405.1us 256M:1.694ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.098us
# + bytes / 11.5 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.549us 64K:25.08us 2M:146us 16M:1.451ms 64M:6.803ms 256M:29.9ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.36us + bytes / 12.3 GB/s,
# misses by 21.7% RMS, so it is not used.
# Residual: 9.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.82us 64K:29.31us 2M:251.2us 16M:1.373ms 64M:4.911ms 256M:19.78ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 1.684us + bytes / 6.16 GB/s, written at the measured
# sizes (the medians would give 7.4%).
# Residual: 8.1% RMS relative over 20 repetitions.
host_read_ns = 64K:12.32us 2M:341.9us 16M:2.723ms 64M:10.89ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.3 GB/s, misses by
# 30.8% RMS, so it is not used.
# Residual: 11.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.426us 2M:72.04us 16M:1.133ms 64M:5.433ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 9.721ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 6.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.223us 2M:198.8us 16M:1.591ms 64M:6.362ms

