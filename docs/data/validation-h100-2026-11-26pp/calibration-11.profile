# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T17:58:25Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:58:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.6% RMS relative over 5 repetitions.
launch_ns = 2.874us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.177us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.571us + bytes / 9.37e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:1.744us 64K:1.673us 1M:1.55us 1536K:1.485us 2M:34.24us 8M:31.92us 64M:37.28us 256M:37.65us 1G:93.11us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.104us + bytes / 3.09e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:1.478us 64K:1.321us 1M:1.262us 1536K:1.24us 2M:28.34us 8M:30.33us 64M:45.3us 256M:93.1us 1G:292.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.258us + bytes / 9.23e+03 GB/s, misses by 63.3% RMS, so it is not used.
# Residual: 34.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.085us 64K:1.97us 2M:15.34us 16M:16.51us 64M:23.37us 256M:25.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.088us + bytes / 2.59e+05 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 8.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.088us 64K:7.088us 2M:7.096us 16M:7.152us 64M:7.347us 256M:8.124us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.9%, 512K 17.6%, 1M 17.0%, 2M 16.1%, 4M 16.0%, 8M 16.4%, 16M
# 16.8%, 32M 17.6%.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     57.57us     52.75us
# seq             2M          0         2         2     2097152           0     182.5us     193.6us
# seq            16M          0        16        16    16777216           0     1.138ms     1.274ms
# seq            64M          0        64        64    67108864           0     5.908ms     4.978ms
# seq           256M          0       256       256   268435456           0     25.27ms     19.79ms
# stride         64M        64K        16        32    67108864           0      4.07ms     4.681ms
# stride        256M         2M        64       128     8388608           0     1.622ms      1.77ms
# random         16M          0         9        23    16777216           0      1.39ms     1.339ms
# random         64M          0        35       230    67108864           0     6.304ms     6.518ms
# random        256M          0       128      1431   268435456           0     36.18ms      30.7ms
# fresh           2M          0         2         2           0     2097152     134.5us     147.8us
# fresh          16M          0        16        16           0    16777216     740.9us     907.4us
# fresh          64M          0        64        64           0    67108864     4.054ms     3.512ms
# fresh         256M          0       256       256           0   268435456     21.57ms     13.93ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 9.281us per VA
# block, bytes / 15.4 GB/s moved, 39.23us per faulting kernel, bytes / 23.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_block_ns = 9.281us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:265.2ns 64K:4.243us 512K:33.94us 1M:67.88us 2M:135.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_wake_ns = 39.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:175.7ns 64K:2.811us 512K:22.49us 1M:44.98us 2M:89.96us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 30.75us + bytes /
# 47.3 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 0.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:29.5us 2M:113.2us 16M:408.6us 64M:1.335ms 256M:5.289ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.63us + bytes / 17.5 GB/s, written at
# the measured sizes (the medians would give 7.0%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.37us 2M:134.3us 16M:971.8us 64M:3.843ms 256M:15.33ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.91us + bytes / 14.5 GB/s, written at the
# measured sizes (the medians would give 6.4%).
# Residual: 6.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.44us 512K:50.16us 2M:158.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.9us + bytes / 4.77 GB/s, written at the
# measured sizes (the medians would give 11.7%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.65us 512K:130.9us 2M:460.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 213.5us + bytes / 3.89
# GB/s, written at the measured sizes (the medians would give 4.4%).
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:230.3us 256K:280.8us 2M:752.2us 16M:4.524ms 64M:17.45ms 256M:69.17ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.628us + bytes / 1.86e+03 GB/s, misses by 20.5% RMS,
# so it is not used.
# Residual: 11.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.197us 2M:2.192us 16M:11.31us 64M:39.02us 256M:153.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.799us +
# bytes / 123 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.33us 2M:26.92us 16M:146.7us 64M:557.5us 256M:2.201ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 76us

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
# sizes): 5.509us + bytes / 307 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.34us 16M:60.18us 64M:224.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.57us + bytes / 224 GB/s, written at the measured
# sizes (the medians would give 8.1%).
# Residual: 8.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.91us 16M:95.32us 64M:319.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.51us +
# bytes / 207 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.64us 16M:82.55us 64M:323.9us 256M:1.304ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.96us
# + bytes / 14.4 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.441us 64K:21.32us 2M:121.8us 16M:1.077ms 64M:5.458ms 256M:25.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.88us + bytes / 15 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 9.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.568us 64K:26.38us 2M:217.5us 16M:1.103ms 64M:4.111ms 256M:15.98ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 19.1 GB/s, misses by 31.6% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
host_read_ns = 64K:2.821us 2M:93us 16M:836.3us 64M:6.17ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.3 GB/s, misses by
# 32.0% RMS, so it is not used.
# Residual: 10.0% RMS relative over 20 repetitions.
host_write_ns = 64K:886ns 2M:43.9us 16M:631.1us 64M:3.489ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.8 GB/s, written at the measured sizes (the medians would give
# 7.0%).
# Residual: 7.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.841us 2M:163.8us 16M:1.312ms 64M:5.25ms

