# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T16:55:29Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:55:29Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.5% RMS relative over 5 repetitions.
launch_ns = 4.426us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.942us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.884us + bytes / 6.61e+03 GB/s, misses by 61.4% RMS,
# so it is not used.
# Residual: 29.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.85us 64K:2.902us 1M:2.812us 1536K:2.903us 2M:44.83us 8M:39.18us 64M:61.12us 256M:57.77us 1G:130.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.397us + bytes / 2.46e+03 GB/s, misses by 53.2% RMS, so it is
# not used.
# Residual: 23.2% RMS relative over 45 repetitions.
free_ns = 4K:1.695us 64K:1.727us 1M:1.57us 1536K:1.614us 2M:33.9us 8M:36us 64M:73.73us 256M:118.3us 1G:363us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.722us + bytes / 3.21e+03 GB/s, misses by 67.2% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.964us 64K:3.142us 2M:36.61us 16M:51.7us 64M:75.82us 256M:70.48us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.74us + bytes /
# 1.85e+05 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.15us 64K:12.17us 2M:12.88us 16M:13.43us 64M:12.61us 256M:14.31us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.9%, 512K 14.7%, 1M 14.5%, 2M 14.3%, 4M 14.6%, 8M 15.2%, 16M
# 15.5%, 32M 16.4%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.71us     73.81us
# seq             2M          0         2         2     2097152           0     236.5us     304.2us
# seq            16M          0        16        16    16777216           0     2.054ms     2.087ms
# seq            64M          0        64        64    67108864           0     9.976ms       8.2ms
# seq           256M          0       256       256   268435456           0     43.36ms     32.65ms
# stride         64M        64K        32        32    67108864           0     7.329ms     7.643ms
# stride        256M         2M       128       128     8388608           0     3.023ms     3.157ms
# random         16M          0         9        35    16777216           0     2.715ms     2.417ms
# random         64M          0        34       306    67108864           0      11.3ms     12.41ms
# random        256M          0       139      1560   268435456           0      58.5ms     55.32ms
# fresh           2M          0         2         2           0     2097152     202.4us     225.4us
# fresh          16M          0        16        16           0    16777216     1.316ms     1.456ms
# fresh          64M          0        64        64           0    67108864     6.237ms     5.677ms
# fresh         256M          0       256       256           0   268435456     26.78ms     22.56ms
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
# prefetch at the driver's defaults). Result: 15.95ns per batch, 17.39us per
# VA block, bytes / 9.54 GB/s moved, 49.53us per faulting kernel, bytes / 14.9
# GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 15.95ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 17.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:429.5ns 64K:6.872us 512K:54.97us 1M:109.9us 2M:219.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 49.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:275.5ns 64K:4.408us 512K:35.26us 1M:70.53us 2M:141.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 53.99us + bytes /
# 45.5 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 7.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:49.24us 2M:171.4us 16M:466.9us 64M:1.402ms 256M:5.495ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.54us + bytes / 9.04 GB/s, written at
# the measured sizes (the medians would give 2.0%).
# Residual: 5.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.79us 2M:250.5us 16M:1.875ms 64M:7.443ms 256M:29.71ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.47us + bytes / 8.2 GB/s, written at the
# measured sizes (the medians would give 7.4%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.46us 512K:82.4us 2M:274.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.81us + bytes / 2.72 GB/s, written at
# the measured sizes (the medians would give 3.1%).
# Residual: 7.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.95us 512K:216.9us 2M:796.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 305.6us + bytes / 2.32 GB/s, misses by 17.1% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:343.1us 256K:444.6us 2M:993.6us 16M:7.934ms 64M:31.65ms 256M:125ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.142us + bytes / 859 GB/s, misses by 22.6% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.381us 2M:4.375us 16M:23.72us 64M:84.81us 256M:344.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 18.49us + bytes / 70.9 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 7.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:22.58us 2M:38.41us 16M:270.5us 64M:1.059ms 256M:4.052ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 106.4us

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
# sizes): 23.03us + bytes / 200 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 12.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:33.5us 16M:106.8us 64M:358.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 30.97us + bytes / 168 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 7.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:43.48us 16M:131.1us 64M:431.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.432us +
# bytes / 150 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.95us 16M:109.6us 64M:481.9us 256M:1.812ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.845us
# + bytes / 8.25 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.485us 64K:26.41us 2M:190.5us 16M:2.65ms 64M:9.271ms 256M:37.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.6us + bytes / 9.55 GB/s,
# misses by 19.6% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.27us 64K:31.47us 2M:278.8us 16M:1.677ms 64M:6.578ms 256M:26.45ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.05 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 17.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.054us 2M:209us 16M:2.417ms 64M:10.6ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.4 GB/s, misses by
# 30.5% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.274us 2M:89.81us 16M:1.223ms 64M:6.329ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 8.96 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 6.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.474us 2M:233.2us 16M:1.871ms 64M:7.488ms

