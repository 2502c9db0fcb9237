# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:47:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:47:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 4.609us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.049us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.776us + bytes / 4.84e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.753us 64K:2.675us 1M:2.965us 1536K:2.901us 2M:57.04us 8M:48.15us 64M:72.92us 256M:64.74us 1G:184.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.111us + bytes / 1.48e+03 GB/s, misses by 49.0% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.593us 64K:2.474us 1M:2.466us 1536K:2.496us 2M:46.19us 8M:45.28us 64M:79.7us 256M:183.9us 1G:616.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.832us + bytes / 3.69e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 35.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.906us 64K:3.3us 2M:40.53us 16M:49.62us 64M:55.56us 256M:61.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 17.24us + bytes / 6.37e+05 GB/s, written at the measured sizes (the
# medians would give 13.9%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:17.24us 64K:17.25us 2M:17.25us 16M:17.27us 64M:17.35us 256M:17.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.3%, 512K 19.9%, 1M 19.3%, 2M 18.3%, 4M 17.9%, 8M 17.7%, 16M
# 17.8%, 32M 18.6%.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       111us     89.47us
# seq             2M          0         2         2     2097152           0     267.5us     322.1us
# seq            16M          0        16        16    16777216           0     1.908ms     2.272ms
# seq            64M          0        64        64    67108864           0     10.93ms     8.956ms
# seq           256M          0       256       256   268435456           0     44.38ms     35.69ms
# stride         64M        64K         8        32    67108864           0     6.629ms     7.096ms
# stride        256M         2M        32       128     8388608           0     3.023ms     3.541ms
# random         16M          0        12        16    16777216           0     2.291ms     2.173ms
# random         64M          0        36       161    67108864           0     10.62ms     9.712ms
# random        256M          0       125      1211   268435456           0      64.1ms     46.71ms
# fresh           2M          0         2         2           0     2097152     174.6us     197.7us
# fresh          16M          0        16        16           0    16777216     1.106ms     1.276ms
# fresh          64M          0        64        64           0    67108864     5.481ms     4.973ms
# fresh         256M          0       256       256           0   268435456     27.82ms     19.76ms
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
# prefetch at the driver's defaults). Result: 24.69us per batch, 14.92us per
# VA block, bytes / 10.5 GB/s moved, 43.63us per faulting kernel, bytes / 28
# GB/s zero-filled.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_batch_ns = 24.69us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_block_ns = 14.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:389.2ns 64K:6.227us 512K:49.82us 1M:99.64us 2M:199.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_wake_ns = 43.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:146.1ns 64K:2.338us 512K:18.71us 1M:37.41us 2M:74.82us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 74.82us + bytes /
# 44.3 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:68.6us 2M:162us 16M:494.9us 64M:1.512ms 256M:5.707ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.7us + bytes / 9.51 GB/s, written at the
# measured sizes (the medians would give 5.8%).
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.6us 2M:239.2us 16M:1.783ms 64M:7.075ms 256M:28.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.26us + bytes / 8.13 GB/s, written at the
# measured sizes (the medians would give 10.6%).
# Residual: 10.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.32us 512K:82.72us 2M:276.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.49us + bytes / 2.94 GB/s, written at
# the measured sizes (the medians would give 10.6%).
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.82us 512K:203.1us 2M:739us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 303.8us + bytes / 2.48 GB/s, misses by 22.0% RMS, so
# it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:346.7us 256K:432.3us 2M:922.1us 16M:7.365ms 64M:29.35ms 256M:124.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.132us + bytes / 937 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.251us 2M:4.27us 16M:21.87us 64M:75.31us 256M:322.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.61us + bytes / 68.7 GB/s, misses
# by 25.5% RMS, so it is not used.
# Residual: 21.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.92us 2M:39.28us 16M:288.7us 64M:1.019ms 256M:4.236ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.3us

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
# measured medians (15 points at 3 sizes): the best line, 11.04us + bytes /
# 209 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.11us 16M:90.16us 64M:335.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 906.3ns +
# bytes / 142 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.98us 16M:113.5us 64M:476us 256M:1.942ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.425us
# + bytes / 9.42 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.928us 64K:24.9us 2M:170.5us 16M:2.006ms 64M:8.113ms 256M:37.23ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.58us + bytes / 9.2 GB/s,
# misses by 22.1% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.4us 64K:32us 2M:278.1us 16M:1.852ms 64M:6.576ms 256M:27.28ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 7.38 GB/s, written at the measured sizes
# (the medians would give 12.1%).
# Residual: 14.1% RMS relative over 20 repetitions.
host_read_ns = 64K:8.841us 2M:284us 16M:2.272ms 64M:9.087ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.6 GB/s, misses by
# 28.6% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.396us 2M:74.62us 16M:878.9us 64M:5.395ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 713.5ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 6.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.197us 2M:208.2us 16M:1.66ms 64M:6.64ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
