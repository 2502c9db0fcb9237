# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:50:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:50:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.455us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.147us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.085us + bytes / 4.13e+03 GB/s, misses by 61.3% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.093us 64K:3.049us 1M:3.526us 1536K:2.995us 2M:60.2us 8M:54.8us 64M:84.04us 256M:83.76us 1G:209.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.356us + bytes / 1.33e+03 GB/s, misses by 47.5% RMS, so it is
# not used.
# Residual: 16.9% RMS relative over 45 repetitions.
free_ns = 4K:2.666us 64K:2.757us 1M:2.865us 1536K:2.783us 2M:44.27us 8M:50.12us 64M:83.71us 256M:216us 1G:659.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.71us
# + bytes / 2.23e+03 GB/s, misses by 75.7% RMS, so it is not used.
# Residual: 51.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.929us 64K:2.284us 2M:22.11us 16M:35.87us 64M:68.55us 256M:93.41us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.39us + bytes / 2.14e+05 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 11.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.39us 64K:13.39us 2M:13.4us 16M:13.47us 64M:13.71us 256M:14.65us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.1%, 512K 22.9%, 1M 22.7%, 2M 21.7%, 4M 19.7%, 8M 17.5%, 16M
# 18.3%, 32M 18.5%.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       146us     111.4us
# seq             2M          0         2         2     2097152           0     359.2us     349.4us
# seq            16M          0        16        16    16777216           0     2.777ms     2.457ms
# seq            64M          0        64        64    67108864           0     9.427ms     9.685ms
# seq           256M          0       256       256   268435456           0     45.47ms     38.59ms
# stride         64M        64K         8        32    67108864           0     6.727ms     6.625ms
# stride        256M         2M        32       128     8388608           0     2.793ms     3.231ms
# random         16M          0        12        16    16777216           0     1.743ms     2.253ms
# random         64M          0        36       161    67108864           0     8.849ms     8.864ms
# random        256M          0       125      1211   268435456           0     54.18ms      37.9ms
# fresh           2M          0         2         2           0     2097152     167.7us     210.7us
# fresh          16M          0        16        16           0    16777216     1.299ms     1.348ms
# fresh          64M          0        64        64           0    67108864      5.98ms     5.247ms
# fresh         256M          0       256       256           0   268435456      27.2ms     20.84ms
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
# prefetch at the driver's defaults). Result: 51.06us per batch, 6.273us per
# VA block, bytes / 11.2 GB/s moved, 48.22us per faulting kernel, bytes / 43.9
# GB/s zero-filled.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_batch_ns = 51.06us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_block_ns = 6.273us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:364.2ns 64K:5.827us 512K:46.62us 1M:93.24us 2M:186.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_wake_ns = 48.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:93.32ns 64K:1.493us 512K:11.94us 1M:23.89us 2M:47.78us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.5us + bytes /
# 46.2 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.16us 2M:124.3us 16M:438.1us 64M:1.362ms 256M:5.48ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.27us + bytes / 13.8 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.62us 2M:219.4us 16M:1.074ms 64M:4.22ms 256M:27.03ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 23.92us + bytes / 8.86 GB/s, written at the
# measured sizes (the medians would give 10.9%).
# Residual: 11.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:31.31us 512K:83.06us 2M:260.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.58us + bytes / 2.93 GB/s, written at
# the measured sizes (the medians would give 10.8%).
# Residual: 11.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.97us 512K:201.7us 2M:739.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 348.9us + bytes / 2.32
# GB/s, written at the measured sizes (the medians would give 7.6%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:377.2us 256K:462us 2M:1.254ms 16M:7.589ms 64M:29.31ms 256M:116.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.735us + bytes / 957 GB/s, misses by 22.2% RMS, so
# it is not used.
# Residual: 16.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.854us 2M:4.803us 16M:23.62us 64M:71.71us 256M:303.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.08us + bytes / 79.1 GB/s, misses
# by 18.7% RMS, so it is not used.
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.91us 2M:36.32us 16M:266.7us 64M:809.2us 256M:3.856ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 40.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.9us

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
# measured medians (15 points at 3 sizes): the best line, 9.849us + bytes /
# 191 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.02us 16M:92.06us 64M:381.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 204.5us +
# bytes / 122 GB/s, misses by 33.4% RMS, so it is not used.
# Residual: 34.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:195.8us 16M:494.6us 64M:791.4us 256M:2.192ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.006us
# + bytes / 10.9 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.549us 64K:24.01us 2M:143.4us 16M:1.642ms 64M:8.819ms 256M:31.69ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.29us + bytes / 9.23 GB/s,
# misses by 21.0% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.83us 64K:34.5us 2M:294.1us 16M:1.81ms 64M:6.717ms 256M:26.48ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.2 GB/s, misses by 40.3% RMS, so it is not used.
# Residual: 19.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.457us 2M:107.2us 16M:2.22ms 64M:8.953ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.4 GB/s, misses by
# 42.5% RMS, so it is not used.
# Residual: 9.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.008us 2M:51.26us 16M:1.245ms 64M:5.345ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 685.7ns +
# bytes / 10 GB/s, written at the measured sizes (the medians would give
# 11.6%).
# Residual: 11.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.233us 2M:210.2us 16M:1.677ms 64M:6.705ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
