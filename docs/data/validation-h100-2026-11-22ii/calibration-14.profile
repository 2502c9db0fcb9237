# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:26:41Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:26:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.496us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.986us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.766us + bytes / 4.43e+03 GB/s, misses by 60.9% RMS,
# so it is not used.
# Residual: 30.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.645us 64K:2.874us 1M:2.979us 1536K:2.822us 2M:54.97us 8M:49.23us 64M:76.88us 256M:77.31us 1G:194.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.107us + bytes / 1.39e+03 GB/s, misses by 47.9% RMS, so it is
# not used.
# Residual: 17.8% RMS relative over 45 repetitions.
free_ns = 4K:2.55us 64K:2.582us 1M:2.53us 1536K:2.475us 2M:41.83us 8M:46.65us 64M:88.58us 256M:189.7us 1G:672.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.659us + bytes / 2.98e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 40.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.782us 64K:3.128us 2M:31.08us 16M:56.45us 64M:72.69us 256M:74.99us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.79us + bytes / 1.82e+05 GB/s, written at the measured sizes (the
# medians would give 12.3%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.79us 64K:12.79us 2M:12.8us 16M:12.88us 64M:13.16us 256M:14.27us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.8%, 512K 15.5%, 1M 14.9%, 2M 14.2%, 4M 14.0%, 8M 13.4%, 16M
# 13.4%, 32M 14.1%.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     103.7us      83.8us
# seq             2M          0         2         2     2097152           0     256.7us     315.5us
# seq            16M          0        16        16    16777216           0     2.088ms     2.274ms
# seq            64M          0        64        64    67108864           0     9.443ms     8.991ms
# seq           256M          0       256       256   268435456           0     40.39ms     35.86ms
# stride         64M        64K         8        32    67108864           0     6.736ms     6.941ms
# stride        256M         2M        32       128     8388608           0     2.963ms     3.379ms
# random         16M          0        12        16    16777216           0     2.258ms     2.157ms
# random         64M          0        36       161    67108864           0     11.74ms     9.397ms
# random        256M          0       125      1211   268435456           0     49.69ms      44.1ms
# fresh           2M          0         2         2           0     2097152     176.2us     203.9us
# fresh          16M          0        16        16           0    16777216     1.294ms     1.381ms
# fresh          64M          0        64        64           0    67108864     6.466ms     5.418ms
# fresh         256M          0       256       256           0   268435456     23.79ms     21.57ms
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
# prefetch at the driver's defaults). Result: 29.36us per batch, 12.66us per
# VA block, bytes / 10.7 GB/s moved, 35.66us per faulting kernel, bytes / 24.9
# GB/s zero-filled.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_batch_ns = 29.36us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_block_ns = 12.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:382.4ns 64K:6.119us 512K:48.95us 1M:97.9us 2M:195.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_wake_ns = 35.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:164.4ns 64K:2.63us 512K:21.04us 1M:42.08us 2M:84.16us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.89us + bytes /
# 46.2 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 2.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.99us 2M:127.6us 16M:446us 64M:1.391ms 256M:5.442ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.64us + bytes / 9.25 GB/s, written at
# the measured sizes (the medians would give 1.0%).
# Residual: 5.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.73us 2M:245.4us 16M:1.833ms 64M:7.275ms 256M:29.04ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.93us + bytes / 8.32 GB/s, written at the
# measured sizes (the medians would give 8.6%).
# Residual: 8.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.81us 512K:80.98us 2M:270.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.7us + bytes / 3.11 GB/s, written at the
# measured sizes (the medians would give 5.9%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.8us 512K:193.5us 2M:699.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 330.6us + bytes / 2.43
# GB/s, written at the measured sizes (the medians would give 5.1%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:357.5us 256K:438.4us 2M:1.193ms 16M:7.229ms 64M:27.92ms 256M:110.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.467us + bytes / 859 GB/s, misses by 18.4% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.713us 2M:5.669us 16M:25.55us 64M:84.26us 256M:325.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.17us + bytes / 65.9 GB/s, misses
# by 20.1% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.25us 2M:38.54us 16M:279.9us 64M:1.167ms 256M:4.576ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 47.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 195.2us

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
# measured medians (15 points at 3 sizes): the best line, 9.008us + bytes /
# 214 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.86us 16M:86.83us 64M:325.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.736us +
# bytes / 156 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.34us 16M:111us 64M:437.9us 256M:1.75ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.583us
# + bytes / 9.22 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.174us 64K:24.62us 2M:174.5us 16M:2.021ms 64M:8.456ms 256M:36.25ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.73us + bytes / 9.58 GB/s,
# misses by 20.6% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.51us 64K:30.6us 2M:289.9us 16M:1.628ms 64M:6.515ms 256M:26.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.03 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.892us 2M:208.2us 16M:2.452ms 64M:11ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.8 GB/s, misses by
# 43.0% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.178us 2M:56.41us 16M:1.194ms 64M:6.244ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 6.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.828us 2M:202.6us 16M:1.625ms 64M:6.501ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
