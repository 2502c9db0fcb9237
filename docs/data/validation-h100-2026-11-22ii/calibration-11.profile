# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:25:04Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:25:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.4% RMS relative over 5 repetitions.
launch_ns = 3.918us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.054us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.587us + bytes / 6.08e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.587us 64K:2.574us 1M:2.685us 1536K:2.611us 2M:62.26us 8M:47.13us 64M:79.88us 256M:83.6us 1G:138.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.919us + bytes / 1.39e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.293us 64K:2.18us 1M:2.43us 1536K:2.376us 2M:40.63us 8M:44.38us 64M:88.77us 256M:198.7us 1G:649.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.607us + bytes / 3.58e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 37.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.106us 64K:4.202us 2M:28.87us 16M:39.13us 64M:67.6us 256M:63.88us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.62us + bytes * -4.62e-06 ns/B, written at the measured sizes (the
# medians would give 12.8%).
# Residual: 12.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.62us 64K:13.62us 2M:13.61us 16M:13.54us 64M:13.31us 256M:12.38us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.7%, 512K 18.4%, 1M 18.0%, 2M 17.3%, 4M 17.1%, 8M 16.8%, 16M
# 16.7%, 32M 17.5%.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     150.6us     107.6us
# seq             2M          0         2         2     2097152           0     298.6us     335.1us
# seq            16M          0        16        16    16777216           0     1.898ms      2.36ms
# seq            64M          0        64        64    67108864           0     9.315ms     9.303ms
# seq           256M          0       256       256   268435456           0     38.47ms     37.07ms
# stride         64M        64K         4        32    67108864           0     6.713ms     6.381ms
# stride        256M         2M        16       128     8388608           0      3.08ms     3.487ms
# random         16M          0        16        16    16777216           0     2.421ms      2.36ms
# random         64M          0        39       104    67108864           0     10.89ms     8.958ms
# random        256M          0       127       907   268435456           0     57.56ms     42.57ms
# fresh           2M          0         2         2           0     2097152     175.6us     217.2us
# fresh          16M          0        16        16           0    16777216     1.361ms     1.417ms
# fresh          64M          0        64        64           0    67108864     6.421ms     5.531ms
# fresh         256M          0       256       256           0   268435456     27.24ms     21.99ms
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
# prefetch at the driver's defaults). Result: 39.97us per batch, 16.37us per
# VA block, bytes / 11.9 GB/s moved, 45.79us per faulting kernel, bytes / 35.7
# GB/s zero-filled.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 39.97us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 16.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:344.9ns 64K:5.519us 512K:44.15us 1M:88.31us 2M:176.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 45.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:114.8ns 64K:1.836us 512K:14.69us 1M:29.38us 2M:58.75us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.73us + bytes /
# 44.9 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.71us 2M:130.6us 16M:478.6us 64M:1.395ms 256M:5.597ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.16us + bytes / 9.08 GB/s, written at
# the measured sizes (the medians would give 2.4%).
# Residual: 4.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.38us 2M:249.2us 16M:1.866ms 64M:7.411ms 256M:29.59ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.95us + bytes / 7.87 GB/s, written at the
# measured sizes (the medians would give 7.2%).
# Residual: 7.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.28us 512K:83.57us 2M:283.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.38us + bytes / 2.9 GB/s, written at the
# measured sizes (the medians would give 9.1%).
# Residual: 11.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.98us 512K:204.1us 2M:746.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 343.4us + bytes / 2.47 GB/s, misses by 20.8% RMS, so
# it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:408.8us 256K:444.1us 2M:980.9us 16M:7.929ms 64M:30.55ms 256M:110.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.982us + bytes / 918 GB/s, misses by 22.8% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.145us 2M:4.127us 16M:22.52us 64M:80.52us 256M:312.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.9us + bytes / 78.8 GB/s, misses by
# 24.1% RMS, so it is not used.
# Residual: 33.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.67us 2M:33.99us 16M:257.9us 64M:750.9us 256M:6.24ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 123us

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
# measured medians (15 points at 3 sizes): the best line, 6.916us + bytes /
# 241 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.8us 16M:71.66us 64M:305.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.642us +
# bytes / 169 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.18us 16M:98.35us 64M:395.3us 256M:1.626ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.709us
# + bytes / 6.79 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.45us 64K:29.79us 2M:260.2us 16M:2.667ms 64M:10.37ms 256M:40.98ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.85us + bytes / 8.67 GB/s,
# misses by 20.1% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.72us 64K:31.61us 2M:300.9us 16M:1.795ms 64M:7.872ms 256M:27.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 2.039us +
# bytes / 14 GB/s, misses by 38.0% RMS, so it is not used.
# Residual: 19.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.876us 2M:111.5us 16M:1.887ms 64M:8.818ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 40.6% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.094us 2M:53.1us 16M:1.069ms 64M:5.486ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 800ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 3.7%).
# Residual: 3.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.258us 2M:207.4us 16M:1.654ms 64M:6.613ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
