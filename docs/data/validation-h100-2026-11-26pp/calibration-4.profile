# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T17:55:12Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:55:12Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.1% RMS relative over 5 repetitions.
launch_ns = 3.177us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.169us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.774us + bytes / 7.63e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 28.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.751us 64K:2.762us 1M:2.785us 1536K:2.675us 2M:37.74us 8M:36.05us 64M:49.51us 256M:40.65us 1G:120.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.225us + bytes / 2.62e+03 GB/s, misses by 52.5% RMS, so it is
# not used.
# Residual: 23.1% RMS relative over 45 repetitions.
free_ns = 4K:1.63us 64K:1.452us 1M:1.431us 1536K:1.398us 2M:30.93us 8M:32.66us 64M:63.4us 256M:109.5us 1G:344.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.175us + bytes / 6.9e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 37.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.15us 64K:1.882us 2M:16.46us 16M:30.58us 64M:36.9us 256M:33.55us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.16us + bytes /
# 1.14e+05 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.62us 64K:9.176us 2M:9.055us 16M:11.12us 64M:11.35us 256M:12.28us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.7%, 512K 18.5%, 1M 18.0%, 2M 17.4%, 4M 16.9%, 8M 16.6%, 16M
# 16.8%, 32M 17.5%.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.97us     71.33us
# seq             2M          0         2         2     2097152           0     218.7us     269.6us
# seq            16M          0        16        16    16777216           0     1.724ms     1.889ms
# seq            64M          0        64        64    67108864           0     8.026ms     7.442ms
# seq           256M          0       256       256   268435456           0     35.57ms     29.65ms
# stride         64M        64K         8        32    67108864           0     6.167ms     6.148ms
# stride        256M         2M        32       128     8388608           0     2.345ms     2.637ms
# random         16M          0        12        16    16777216           0     1.832ms     1.821ms
# random         64M          0        36       161    67108864           0     8.512ms     7.984ms
# random        256M          0       125      1211   268435456           0     45.29ms     37.46ms
# fresh           2M          0         2         2           0     2097152     134.9us       149us
# fresh          16M          0        16        16           0    16777216     766.7us     924.9us
# fresh          64M          0        64        64           0    67108864     3.999ms     3.585ms
# fresh         256M          0       256       256           0   268435456     22.68ms     14.23ms
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
# prefetch at the driver's defaults). Result: 17.09us per batch, 10.52us per
# VA block, bytes / 11.9 GB/s moved, 38.21us per faulting kernel, bytes / 37.7
# GB/s zero-filled.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 17.09us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 10.52us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:344ns 64K:5.504us 512K:44.03us 1M:88.07us 2M:176.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 38.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:108.6ns 64K:1.738us 512K:13.9us 1M:27.8us 2M:55.61us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.04us + bytes /
# 46.4 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 1.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.04us 2M:119.9us 16M:446.4us 64M:1.368ms 256M:5.291ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 12.8us + bytes / 11.9 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.46us 2M:172.3us 16M:1.637ms 64M:6.492ms 256M:20.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 10.94us + bytes / 8.55 GB/s, written at the
# measured sizes (the medians would give 14.1%).
# Residual: 13.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.6us 512K:72.26us 2M:256.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.41us + bytes / 3.77 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.02us 512K:185us 2M:524.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 227.3us + bytes / 3.61
# GB/s, written at the measured sizes (the medians would give 5.0%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:245.5us 256K:299.9us 2M:807.5us 16M:4.869ms 64M:18.79ms 256M:74.49ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.714us + bytes / 1.68e+03 GB/s, misses by 18.8% RMS,
# so it is not used.
# Residual: 15.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.099us 2M:3.483us 16M:13.28us 64M:43.17us 256M:163.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.23us +
# bytes / 113 GB/s, written at the measured sizes (the medians would give
# 8.4%).
# Residual: 15.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.81us 2M:29.87us 16M:160.3us 64M:607.6us 256M:2.397ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.62us

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
# measured medians (15 points at 3 sizes): the best line, 6.348us + bytes /
# 316 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13us 16M:59.29us 64M:219.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.29us + bytes / 216 GB/s, written at the measured
# sizes (the medians would give 7.9%).
# Residual: 8.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.98us 16M:97.79us 64M:330.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 14.22ns +
# bytes / 198 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.66us 16M:83.4us 64M:332.3us 256M:1.394ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.774us
# + bytes / 13 GB/s, misses by 32.1% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.362us 64K:22.24us 2M:121.9us 16M:1.269ms 64M:7.34ms 256M:30.8ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.31us + bytes / 12.9 GB/s,
# misses by 25.9% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.71us 64K:29.3us 2M:253.1us 16M:1.475ms 64M:4.41ms 256M:18.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.5 GB/s, misses by 32.6% RMS, so it is not used.
# Residual: 25.5% RMS relative over 20 repetitions.
host_read_ns = 64K:2.92us 2M:95.02us 16M:1.321ms 64M:6.702ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.7 GB/s, misses by
# 34.2% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:870ns 2M:45.61us 16M:686.2us 64M:3.84ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.673us 2M:173.6us 16M:1.395ms 64M:5.581ms

