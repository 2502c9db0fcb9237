# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:24:13Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:24:13Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.541us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.167us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.679us + bytes / 5.34e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 27.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.444us 64K:2.794us 1M:2.786us 1536K:2.887us 2M:56.19us 8M:47.47us 64M:68.56us 256M:60.91us 1G:165.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.471us + bytes / 1.98e+03 GB/s, misses by 50.4% RMS, so it is
# not used.
# Residual: 24.4% RMS relative over 45 repetitions.
free_ns = 4K:3.89us 64K:3.59us 1M:3.675us 1536K:3.565us 2M:44.43us 8M:46.12us 64M:80.85us 256M:160.4us 1G:421.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.891us + bytes / 3.9e+03 GB/s, misses by 64.5% RMS, so it is not used.
# Residual: 36.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.872us 64K:3.298us 2M:29.84us 16M:35.45us 64M:47.66us 256M:57.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.36us + bytes / 3.35e+05 GB/s, written at the measured sizes (the
# medians would give 11.9%).
# Residual: 13.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.36us 64K:12.36us 2M:12.36us 16M:12.41us 64M:12.56us 256M:13.16us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 17.9%, 1M 17.4%, 2M 15.8%, 4M 13.9%, 8M 11.9%, 16M
# 12.0%, 32M 12.9%.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.76us     68.38us
# seq             2M          0         2         2     2097152           0     226.3us     262.9us
# seq            16M          0        16        16    16777216           0     2.108ms     1.973ms
# seq            64M          0        64        64    67108864           0     9.778ms     7.835ms
# seq           256M          0       256       256   268435456           0     32.02ms     31.28ms
# stride         64M        64K         8        32    67108864           0     5.278ms     5.569ms
# stride        256M         2M        32       128     8388608           0     2.721ms     3.066ms
# random         16M          0        12        16    16777216           0     1.724ms     1.835ms
# random         64M          0        36       161    67108864           0     7.675ms     7.871ms
# random        256M          0       125      1211   268435456           0     47.71ms     36.64ms
# fresh           2M          0         2         2           0     2097152       190us     194.8us
# fresh          16M          0        16        16           0    16777216     1.246ms     1.428ms
# fresh          64M          0        64        64           0    67108864     6.156ms     5.655ms
# fresh         256M          0       256       256           0   268435456     25.97ms     22.56ms
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
# prefetch at the driver's defaults). Result: 34.54us per batch, 10.35us per
# VA block, bytes / 13.6 GB/s moved, 18.67us per faulting kernel, bytes / 24.3
# GB/s zero-filled.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_batch_ns = 34.54us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_block_ns = 10.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:301.7ns 64K:4.827us 512K:38.62us 1M:77.24us 2M:154.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_wake_ns = 18.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:168.7ns 64K:2.699us 512K:21.59us 1M:43.18us 2M:86.37us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.16us + bytes /
# 46.3 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.77us 2M:122.8us 16M:444.7us 64M:1.367ms 256M:5.417ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.08us + bytes / 10.4 GB/s, written at
# the measured sizes (the medians would give 1.5%).
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.35us 2M:219.8us 16M:1.625ms 64M:6.442ms 256M:25.71ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.58us + bytes / 8.36 GB/s, written at the
# measured sizes (the medians would give 9.0%).
# Residual: 9.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.42us 512K:79.29us 2M:267.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.38us + bytes / 2.94 GB/s, written at
# the measured sizes (the medians would give 7.2%).
# Residual: 10.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.7us 512K:202us 2M:737.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 287.2us + bytes / 3.02 GB/s, misses by 18.9% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:321.1us 256K:412.9us 2M:769.2us 16M:5.986ms 64M:24.46ms 256M:104.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.868us + bytes / 934 GB/s, misses by 22.6% RMS, so
# it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.006us 2M:3.99us 16M:22.38us 64M:78.94us 256M:306.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 18.44us +
# bytes / 70.9 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.37us 2M:48.04us 16M:255.2us 64M:965.5us 256M:3.807ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.14us

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
# measured medians (15 points at 3 sizes): the best line, 11.23us + bytes /
# 200 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.74us 16M:93.88us 64M:349.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 110.9ns +
# bytes / 146 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 24.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.37us 16M:116us 64M:461.9us 256M:1.809ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.925us
# + bytes / 11.6 GB/s, misses by 34.4% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.461us 64K:23.63us 2M:129.2us 16M:1.856ms 64M:7.348ms 256M:32.21ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.89us + bytes / 11 GB/s,
# misses by 22.4% RMS, so it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.49us 64K:31.01us 2M:255.4us 16M:1.733ms 64M:5.998ms 256M:19.7ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.1 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 17.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.993us 2M:201.7us 16M:2.538ms 64M:10.92ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.4 GB/s, misses by
# 23.3% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.208us 2M:118.2us 16M:1.249ms 64M:6.038ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 408.3ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 6.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.73us 2M:202.7us 16M:1.619ms 64M:6.474ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
