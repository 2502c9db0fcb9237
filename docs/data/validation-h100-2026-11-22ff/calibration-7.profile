# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:14:41Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:14:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.587us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.18us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.593us + bytes / 6.51e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.45us 64K:2.642us 1M:2.771us 1536K:2.628us 2M:63.09us 8M:52.86us 64M:82.39us 256M:67.75us 1G:131.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.03us + bytes / 1.45e+03 GB/s, misses by 49.1% RMS, so it is not
# used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:2.614us 64K:2.525us 1M:2.435us 1536K:2.327us 2M:44.04us 8M:48.87us 64M:85.53us 256M:207.9us 1G:610.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.049us + bytes / 2.94e+03 GB/s, misses by 63.5% RMS, so it is not used.
# Residual: 41.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.638us 64K:3.813us 2M:27.71us 16M:60.61us 64M:79.59us 256M:76.75us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.66us + bytes * -1.41e-07 ns/B, written at the measured sizes (the
# medians would give 11.5%).
# Residual: 11.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.66us 64K:15.66us 2M:15.66us 16M:15.66us 64M:15.65us 256M:15.62us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.7%, 512K 18.2%, 1M 17.2%, 2M 16.0%, 4M 15.4%, 8M 15.0%, 16M
# 15.5%, 32M 16.4%.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     93.92us     74.66us
# seq             2M          0         2         2     2097152           0     248.1us     308.3us
# seq            16M          0        16        16    16777216           0     2.239ms     2.284ms
# seq            64M          0        64        64    67108864           0     9.203ms     9.058ms
# seq           256M          0       256       256   268435456           0     42.23ms     36.15ms
# stride         64M        64K         8        32    67108864           0     7.037ms     7.044ms
# stride        256M         2M        32       128     8388608           0     3.105ms     3.632ms
# random         16M          0        12        16    16777216           0     2.095ms     2.175ms
# random         64M          0        36       161    67108864           0     11.56ms     9.767ms
# random        256M          0       125      1211   268435456           0     58.63ms     47.08ms
# fresh           2M          0         2         2           0     2097152     167.1us     198.1us
# fresh          16M          0        16        16           0    16777216     1.296ms     1.403ms
# fresh          64M          0        64        64           0    67108864      6.52ms     5.533ms
# fresh         256M          0       256       256           0   268435456     27.06ms     22.05ms
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
# prefetch at the driver's defaults). Result: 27.28us per batch, 15.19us per
# VA block, bytes / 10.6 GB/s moved, 26.03us per faulting kernel, bytes / 24.1
# GB/s zero-filled.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_batch_ns = 27.28us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_block_ns = 15.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:385.4ns 64K:6.166us 512K:49.33us 1M:98.65us 2M:197.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_wake_ns = 26.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:170.2ns 64K:2.723us 512K:21.79us 1M:43.57us 2M:87.15us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.32us + bytes / 45
# GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 3.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.47us 2M:131us 16M:474.8us 64M:1.404ms 256M:5.506ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.45us + bytes / 8.9 GB/s, written at the
# measured sizes (the medians would give 1.2%).
# Residual: 5.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.81us 2M:254.1us 16M:1.904ms 64M:7.559ms 256M:30.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.45us + bytes / 7.8 GB/s, written at the
# measured sizes (the medians would give 7.2%).
# Residual: 7.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.85us 512K:84.65us 2M:286.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.26us + bytes / 2.86 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 9.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.15us 512K:206.3us 2M:755.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 337us + bytes / 2.24 GB/s,
# written at the measured sizes (the medians would give 6.8%).
# Residual: 14.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:366.3us 256K:454.2us 2M:1.274ms 16M:7.835ms 64M:30.33ms 256M:120.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.222us + bytes / 828 GB/s, misses by 18.9% RMS, so
# it is not used.
# Residual: 12.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.51us 2M:5.497us 16M:25.38us 64M:88.11us 256M:345.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.98us +
# bytes / 73.7 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.87us 2M:46.45us 16M:245.7us 64M:929us 256M:3.662ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.3us

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
# measured medians (15 points at 3 sizes): the best line, 10.92us + bytes /
# 219 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.55us 16M:86.67us 64M:320.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.525us +
# bytes / 153 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.43us 16M:110us 64M:436us 256M:1.812ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.193us
# + bytes / 8.98 GB/s, misses by 30.1% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.749us 64K:25.89us 2M:172.8us 16M:2.212ms 64M:9.208ms 256M:38.34ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.19us + bytes / 9.6 GB/s,
# misses by 21.4% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.75us 64K:31.82us 2M:322us 16M:1.667ms 64M:6.446ms 256M:25.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.78 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_read_ns = 64K:8.158us 2M:253.3us 16M:2.824ms 64M:12.06ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.9 GB/s, misses by
# 39.9% RMS, so it is not used.
# Residual: 11.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.266us 2M:68.78us 16M:1.366ms 64M:6.64ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.37 GB/s, written at the measured sizes (the medians would give
# 8.1%).
# Residual: 9.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.962us 2M:223.7us 16M:1.79ms 64M:7.161ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
