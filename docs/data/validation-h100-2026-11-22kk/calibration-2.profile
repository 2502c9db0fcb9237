# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:03:59Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:03:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 3.444us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.972us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.659us + bytes / 2.81e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.64us 64K:4.024us 1M:3.738us 1536K:3.805us 2M:102.8us 8M:71.37us 64M:109.4us 256M:149.1us 1G:295.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.789us + bytes / 984 GB/s, misses by 49.3% RMS, so it is not
# used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:3.479us 64K:3.67us 1M:3.187us 1536K:3.435us 2M:72.61us 8M:63.07us 64M:126.4us 256M:291.6us 1G:915.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.773us + bytes / 2.83e+03 GB/s, misses by 66.6% RMS, so it is not used.
# Residual: 38.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.944us 64K:3.169us 2M:27.31us 16M:50.56us 64M:76.66us 256M:78.29us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.88us + bytes / 3.84e+05 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 9.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.88us 64K:12.88us 2M:12.89us 16M:12.92us 64M:13.06us 256M:13.58us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 15.1%, 1M 14.3%, 2M 14.5%, 4M 15.8%, 8M 17.4%, 16M
# 18.5%, 32M 19.7%.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0        80us     66.41us
# seq             2M          0         2         2     2097152           0     201.4us     256.8us
# seq            16M          0        16        16    16777216           0     1.932ms     1.756ms
# seq            64M          0        64        64    67108864           0     7.641ms     6.897ms
# seq           256M          0       256       256   268435456           0     36.93ms     27.46ms
# stride         64M        64K        64        64    67108864           0     6.541ms     6.897ms
# stride        256M         2M       128       128     8388608           0     2.891ms      3.09ms
# random         16M          0        10        55    16777216           0     2.336ms     2.468ms
# random         64M          0        38       373    67108864           0     13.24ms     12.54ms
# random        256M          0       160      1651   268435456           0      54.1ms     52.92ms
# fresh           2M          0         2         2           0     2097152     191.1us     216.7us
# fresh          16M          0        16        16           0    16777216     1.272ms     1.435ms
# fresh          64M          0        64        64           0    67108864     6.531ms     5.612ms
# fresh         256M          0       256       256           0   268435456     26.92ms     22.32ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 18.25us per VA
# block, bytes / 11.8 GB/s moved, 42.61us per faulting kernel, bytes / 15.2
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_block_ns = 18.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:347.1ns 64K:5.553us 512K:44.42us 1M:88.85us 2M:177.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_wake_ns = 42.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:268.6ns 64K:4.298us 512K:34.39us 1M:68.77us 2M:137.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.09us + bytes /
# 46.3 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 6.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.5us 2M:121.1us 16M:454.1us 64M:1.379ms 256M:5.374ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.7us + bytes / 13.8 GB/s, written at the
# measured sizes (the medians would give 9.7%).
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.44us 2M:169.3us 16M:1.23ms 64M:4.869ms 256M:19.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 15.47us + bytes / 10.3 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 16.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.42us 512K:71.77us 2M:207.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.52us + bytes / 3.32 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.7us 512K:195.8us 2M:607.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 346.4us + bytes / 2.32 GB/s, misses by 15.9% RMS, so
# it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:398.8us 256K:477.7us 2M:1.009ms 16M:7.81ms 64M:31.83ms 256M:131.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.606us + bytes / 1.04e+03 GB/s, misses by 25.4% RMS,
# so it is not used.
# Residual: 19.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.065us 2M:4.476us 16M:20.42us 64M:71.62us 256M:271.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.76us + bytes / 73.7 GB/s, misses
# by 19.4% RMS, so it is not used.
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.79us 2M:31.84us 16M:247.3us 64M:1.048ms 256M:3.911ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.4us

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
# sizes): 10.46us + bytes / 225 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 13.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.8us 16M:85.19us 64M:309.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.59us + bytes / 204 GB/s, written at the measured
# sizes (the medians would give 12.0%).
# Residual: 11.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.88us 16M:109us 64M:356.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.432us +
# bytes / 155 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:22.15us 16M:114us 64M:437.7us 256M:1.782ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.276us
# + bytes / 10.4 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.858us 64K:22.84us 2M:148us 16M:2.039ms 64M:7.958ms 256M:32.28ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.35us + bytes / 11.4 GB/s,
# misses by 22.5% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.97us 64K:27.14us 2M:244.8us 16M:1.431ms 64M:5.785ms 256M:21.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 1.068us +
# bytes / 10.6 GB/s, misses by 37.8% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.36us 2M:153.2us 16M:1.951ms 64M:9.658ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.6 GB/s, misses by
# 42.8% RMS, so it is not used.
# Residual: 17.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.708us 2M:53.64us 16M:980.8us 64M:6.325ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.84 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 7.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.519us 2M:213us 16M:1.705ms 64M:6.819ms

