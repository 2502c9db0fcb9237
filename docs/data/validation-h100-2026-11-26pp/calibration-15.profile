# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T18:00:11Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T18:00:11Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 3.615us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.171us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.336us + bytes / 5.78e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.589us 64K:2.271us 1M:2.831us 1536K:2.084us 2M:42.77us 8M:40.2us 64M:44.54us 256M:48.53us 1G:161.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.475us + bytes / 1.75e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 22.6% RMS relative over 45 repetitions.
free_ns = 4K:1.965us 64K:1.863us 1M:1.744us 1536K:1.812us 2M:34.98us 8M:38.62us 64M:67.57us 256M:153.2us 1G:548.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.547us + bytes / 1.05e+04 GB/s, misses by 64.4% RMS, so it is not used.
# Residual: 33.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.448us 64K:2.163us 2M:18.68us 16M:20.19us 64M:29.68us 256M:23.38us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.307us + bytes / 2.79e+05 GB/s, written at the measured sizes (the
# medians would give 7.0%).
# Residual: 7.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.307us 64K:7.308us 2M:7.315us 16M:7.368us 64M:7.548us 256M:8.269us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.2%, 512K 15.8%, 1M 15.5%, 2M 15.7%, 4M 16.6%, 8M 18.1%, 16M
# 19.4%, 32M 20.7%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.85us     55.73us
# seq             2M          0         2         2     2097152           0     192.8us       216us
# seq            16M          0        16        16    16777216           0      1.29ms     1.484ms
# seq            64M          0        64        64    67108864           0     6.718ms     5.833ms
# seq           256M          0       256       256   268435456           0     32.41ms     23.23ms
# stride         64M        64K        64        64    67108864           0     5.629ms     5.833ms
# stride        256M         2M       128       128     8388608           0     2.584ms     2.714ms
# random         16M          0        10        55    16777216           0     2.146ms     2.095ms
# random         64M          0        38       373    67108864           0     9.779ms     10.69ms
# random        256M          0       160      1651   268435456           0     49.56ms     45.15ms
# fresh           2M          0         2         2           0     2097152     144.9us     181.4us
# fresh          16M          0        16        16           0    16777216      1.13ms     1.208ms
# fresh          64M          0        64        64           0    67108864     5.988ms     4.726ms
# fresh         256M          0       256       256           0   268435456     23.58ms      18.8ms
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
# prefetch at the driver's defaults). Result: 541ns per batch, 15.75us per VA
# block, bytes / 14.1 GB/s moved, 34.79us per faulting kernel, bytes / 18.4
# GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 541ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 15.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290.2ns 64K:4.644us 512K:37.15us 1M:74.3us 2M:148.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 34.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:222.7ns 64K:3.563us 512K:28.51us 1M:57.01us 2M:114us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.02us + bytes /
# 46.9 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.31us 2M:116.7us 16M:423.8us 64M:1.354ms 256M:5.321ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.6us + bytes / 15.4 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.63us 2M:171.2us 16M:1.006ms 64M:4.169ms 256M:18.47ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.21us + bytes / 8.85 GB/s, written at the
# measured sizes (the medians would give 7.7%).
# Residual: 7.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.62us 512K:76.48us 2M:254.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.81us + bytes / 3.73 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.39us 512K:162.4us 2M:584.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 279.1us + bytes / 3.13
# GB/s, written at the measured sizes (the medians would give 5.3%).
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:300.1us 256K:363us 2M:949.8us 16M:5.645ms 64M:21.74ms 256M:86.13ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.194us + bytes / 1.63e+03 GB/s, misses by 19.1% RMS,
# so it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.806us 2M:2.843us 16M:13.67us 64M:44.76us 256M:169.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.97us +
# bytes / 107 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.59us 2M:30.61us 16M:168us 64M:639.2us 256M:2.524ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.5us

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
# sizes): 7.205us + bytes / 289 GB/s, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.47us 16M:65.35us 64M:239.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.18us + bytes / 197 GB/s, written at the measured
# sizes (the medians would give 6.6%).
# Residual: 6.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.83us 16M:108.4us 64M:363.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.339us +
# bytes / 206 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.53us 16M:82.46us 64M:326us 256M:1.311ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.187us
# + bytes / 12.2 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.626us 64K:22.97us 2M:135.1us 16M:1.455ms 64M:6.37ms 256M:28.17ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13us + bytes / 11.1 GB/s,
# misses by 22.4% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.59us 64K:30.06us 2M:258.3us 16M:1.514ms 64M:6.223ms 256M:19.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.8 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 30.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.306us 2M:104.1us 16M:1.811ms 64M:7.552ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.1 GB/s, misses by
# 37.1% RMS, so it is not used.
# Residual: 14.4% RMS relative over 20 repetitions.
host_write_ns = 64K:957ns 2M:49.15us 16M:774.5us 64M:4.528ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 2.138us +
# bytes / 12.2 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 7.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.489us 2M:173.4us 16M:1.372ms 64M:5.482ms

