# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:26:52Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:26:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.7% RMS relative over 5 repetitions.
launch_ns = 4.944us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.196us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.747us + bytes / 5.01e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.074us 64K:2.753us 1M:2.737us 1536K:2.716us 2M:75.52us 8M:63.36us 64M:57.62us 256M:104.1us 1G:164.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.128us + bytes / 1.43e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 18.5% RMS relative over 45 repetitions.
free_ns = 4K:2.646us 64K:2.433us 1M:2.626us 1536K:2.486us 2M:57.84us 8M:49.54us 64M:81.62us 256M:190us 1G:647.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.352us + bytes / 2.8e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 47.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.89us 64K:3.559us 2M:32.99us 16M:76.81us 64M:80.41us 256M:81.05us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.16us + bytes /
# 1.75e+05 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.01us 64K:12.6us 2M:13.16us 16M:13.02us 64M:13.69us 256M:14.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.5%, 512K 20.2%, 1M 19.8%, 2M 19.6%, 4M 20.1%, 8M 20.7%, 16M
# 21.0%, 32M 21.9%.
# Residual: 25.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     114.9us     75.47us
# seq             2M          0         2         2     2097152           0     200.4us     265.1us
# seq            16M          0        16        16    16777216           0     1.661ms      1.77ms
# seq            64M          0        64        64    67108864           0     9.089ms     6.929ms
# seq           256M          0       256       256   268435456           0     42.82ms     27.56ms
# stride         64M        64K        32        32    67108864           0     6.051ms     6.293ms
# stride        256M         2M       128       128     8388608           0     3.021ms     3.294ms
# random         16M          0         9        35    16777216           0     2.368ms     2.147ms
# random         64M          0        34       306    67108864           0     11.15ms     11.74ms
# random        256M          0       139      1560   268435456           0     55.78ms     53.47ms
# fresh           2M          0         2         2           0     2097152     165.5us     202.8us
# fresh          16M          0        16        16           0    16777216     1.218ms     1.272ms
# fresh          64M          0        64        64           0    67108864     5.515ms     4.936ms
# fresh         256M          0       256       256           0   268435456      24.5ms     19.59ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.87us per VA
# block, bytes / 12 GB/s moved, 50.13us per faulting kernel, bytes / 18.6 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 25.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.5% RMS relative over 70 repetitions.
fault_block_ns = 19.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.2ns 64K:5.476us 512K:43.81us 1M:87.61us 2M:175.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.5% RMS relative over 70 repetitions.
fault_wake_ns = 50.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:220.6ns 64K:3.53us 512K:28.24us 1M:56.48us 2M:113us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 53.43us + bytes /
# 40.3 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 16.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:50.17us 2M:149.9us 16M:447.5us 64M:2.375ms 256M:5.567ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.28us + bytes / 8.32 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:27.16us 2M:275us 16M:1.789ms 64M:12.87ms 256M:29.81ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.89us + bytes / 8.52 GB/s, written at the
# measured sizes (the medians would give 10.4%).
# Residual: 10.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.58us 512K:79.41us 2M:263.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.07us + bytes / 2.96 GB/s, written at
# the measured sizes (the medians would give 7.1%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.2us 512K:200.1us 2M:731.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 317.7us +
# bytes / 2.08 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:376.2us 256K:452.1us 2M:1.059ms 16M:8.467ms 64M:35.96ms 256M:153.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.221us + bytes / 891 GB/s, misses by 21.5% RMS, so
# it is not used.
# Residual: 14.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.495us 2M:4.379us 16M:23.09us 64M:83.67us 256M:321.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.3us + bytes / 67 GB/s, misses by
# 19.1% RMS, so it is not used.
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.66us 2M:39.5us 16M:280.6us 64M:1.153ms 256M:4.185ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 33.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 117.2us

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
# measured medians (15 points at 3 sizes): the best line, 7.756us + bytes /
# 206 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.87us 16M:92.31us 64M:325.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.32us + bytes / 172 GB/s, written at the measured
# sizes (the medians would give 8.7%).
# Residual: 9.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.54us 16M:121.1us 64M:414.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 14.32us +
# bytes / 152 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 24.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:28.79us 16M:116.6us 64M:463us 256M:1.83ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.005us
# + bytes / 7.26 GB/s, misses by 27.8% RMS, so it is not used.
# Residual: 20.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.831us 64K:25.48us 2M:240.1us 16M:2.257ms 64M:9.521ms 256M:47.56ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.26us + bytes / 7.93 GB/s,
# misses by 18.6% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.96us 64K:33.79us 2M:313us 16M:2.106ms 64M:7.457ms 256M:34.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.67 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
host_read_ns = 64K:7.331us 2M:244us 16M:2.881ms 64M:16.31ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 13.1 GB/s, misses by
# 29.7% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.994us 2M:120.1us 16M:1.616ms 64M:8.395ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 453.2ns +
# bytes / 9.75 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 6.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.171us 2M:215.4us 16M:1.72ms 64M:6.88ms

