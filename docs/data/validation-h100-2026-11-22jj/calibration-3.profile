# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:47:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:47:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.066us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.199us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.784us + bytes / 6.58e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.53us 64K:2.272us 1M:2.724us 1536K:1.621us 2M:43.93us 8M:38.35us 64M:42.08us 256M:52.89us 1G:129.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.348us + bytes / 2.28e+03 GB/s, misses by 52.8% RMS, so it is
# not used.
# Residual: 19.9% RMS relative over 45 repetitions.
free_ns = 4K:1.422us 64K:2.151us 1M:2.238us 1536K:1.379us 2M:36.6us 8M:38.47us 64M:58.76us 256M:122.2us 1G:408.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.573us + bytes / 5.68e+03 GB/s, misses by 65.8% RMS, so it is not used.
# Residual: 41.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.33us 64K:3.174us 2M:28.47us 16M:36.69us 64M:38.62us 256M:41.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.01us + bytes / 3.19e+05 GB/s, written at the measured sizes (the
# medians would give 4.9%).
# Residual: 6.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.01us 64K:12.01us 2M:12.02us 16M:12.07us 64M:12.22us 256M:12.86us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.5%, 512K 17.0%, 1M 16.2%, 2M 15.3%, 4M 14.9%, 8M 15.0%, 16M
# 15.6%, 32M 16.5%.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       105us     82.71us
# seq             2M          0         2         2     2097152           0     251.1us     314.2us
# seq            16M          0        16        16    16777216           0     1.998ms     2.121ms
# seq            64M          0        64        64    67108864           0     10.41ms     8.314ms
# seq           256M          0       256       256   268435456           0     43.86ms     33.09ms
# stride         64M        64K        16        32    67108864           0     7.324ms     7.634ms
# stride        256M         2M        64       128     8388608           0     2.955ms     3.266ms
# random         16M          0         9        23    16777216           0     2.173ms     2.217ms
# random         64M          0        35       230    67108864           0        11ms     11.01ms
# random        256M          0       128      1431   268435456           0     59.07ms     52.38ms
# fresh           2M          0         2         2           0     2097152     200.4us     240.6us
# fresh          16M          0        16        16           0    16777216     1.551ms     1.532ms
# fresh          64M          0        64        64           0    67108864     7.191ms     5.959ms
# fresh         256M          0       256       256           0   268435456     24.49ms     23.67ms
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
# prefetch at the driver's defaults). Result: 3.006us per batch, 16.74us per
# VA block, bytes / 9.6 GB/s moved, 56.13us per faulting kernel, bytes / 14.5
# GB/s zero-filled.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_batch_ns = 3.006us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_block_ns = 16.74us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:426.9ns 64K:6.83us 512K:54.64us 1M:109.3us 2M:218.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_wake_ns = 56.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:283.2ns 64K:4.53us 512K:36.24us 1M:72.49us 2M:145us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.27us + bytes /
# 41.1 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 19.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.62us 2M:122.2us 16M:465.9us 64M:1.819ms 256M:5.571ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.69us + bytes / 8.34 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 30.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.75us 2M:242.5us 16M:2.869ms 64M:10.97ms 256M:26.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.7us + bytes / 8.76 GB/s, written at the
# measured sizes (the medians would give 9.1%).
# Residual: 9.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.18us 512K:76.53us 2M:256us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 25.22us + bytes / 3.52 GB/s, written at
# the measured sizes (the medians would give 10.7%).
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.83us 512K:174.1us 2M:620.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 261us + bytes / 3.27 GB/s, misses by 29.4% RMS, so it
# is not used.
# Residual: 25.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:346.8us 256K:330us 2M:685.9us 16M:5.483ms 64M:26.64ms 256M:93.24ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.963us + bytes / 1.03e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.072us 2M:3.965us 16M:20.27us 64M:70.77us 256M:282.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13us + bytes / 82 GB/s, misses by
# 17.1% RMS, so it is not used.
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.39us 2M:29.7us 16M:233.8us 64M:924.3us 256M:3.707ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.98us

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
# measured medians (15 points at 3 sizes): the best line, 7.735us + bytes /
# 248 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.28us 16M:73.12us 64M:286.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.007us +
# bytes / 170 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.43us 16M:97.26us 64M:397.2us 256M:1.597ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.994us
# + bytes / 8.37 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.694us 64K:26.05us 2M:192us 16M:2.201ms 64M:9.996ms 256M:36.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.87us + bytes / 7.82 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.47us 64K:37.74us 2M:331.5us 16M:2.341ms 64M:8.805ms 256M:27.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.3 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.875us 2M:210.6us 16M:2.259ms 64M:9.495ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.7 GB/s, misses by
# 36.0% RMS, so it is not used.
# Residual: 16.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.026us 2M:71.36us 16M:1.034ms 64M:5.335ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 524.7ns +
# bytes / 8.52 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 10.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.22us 2M:246.8us 16M:1.971ms 64M:7.881ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
