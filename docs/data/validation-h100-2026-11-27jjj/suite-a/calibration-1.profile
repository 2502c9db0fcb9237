# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valA/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:17:20Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:17:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.5% RMS relative over 5 repetitions.
launch_ns = 4.861us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.033us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.48us + bytes / 3.63e+03 GB/s, misses by 60.0% RMS,
# so it is not used.
# Residual: 29.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.995us 64K:2.519us 1M:2.557us 1536K:2.493us 2M:73.64us 8M:54.2us 64M:83.83us 256M:90.45us 1G:239.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.677us + bytes / 1.4e+03 GB/s, misses by 50.8% RMS, so it is not
# used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:2.43us 64K:2.11us 1M:1.985us 1536K:2.147us 2M:48.92us 8M:50.19us 64M:85.14us 256M:200.3us 1G:676.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.827us + bytes / 5.3e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 38.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.681us 64K:3.323us 2M:26.9us 16M:49.54us 64M:47.47us 256M:44.9us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.46us + bytes * -1.91e-06 ns/B, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 10.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.46us 64K:14.46us 2M:14.46us 16M:14.43us 64M:14.33us 256M:13.95us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.4%, 512K 17.1%, 1M 16.5%, 2M 15.9%, 4M 15.9%, 8M 16.2%, 16M
# 16.4%, 32M 17.1%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.26us     65.15us
# seq             2M          0         2         2     2097152           0       243us     295.7us
# seq            16M          0        16        16    16777216           0     1.965ms     2.073ms
# seq            64M          0        64        64    67108864           0     9.845ms     8.166ms
# seq           256M          0       256       256   268435456           0     44.29ms     32.54ms
# stride         64M        64K        32        32    67108864           0     7.407ms      7.64ms
# stride        256M         2M       128       128     8388608           0     2.857ms      3.03ms
# random         16M          0         9        35    16777216           0     2.364ms     2.385ms
# random         64M          0        34       306    67108864           0      11.3ms     12.14ms
# random        256M          0       139      1560   268435456           0     59.04ms     53.97ms
# fresh           2M          0         2         2           0     2097152     169.9us     209.8us
# fresh          16M          0        16        16           0    16777216     1.271ms     1.386ms
# fresh          64M          0        64        64           0    67108864     6.844ms     5.418ms
# fresh         256M          0       256       256           0   268435456     27.15ms     21.55ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.44us per VA
# block, bytes / 9.49 GB/s moved, 41.81us per faulting kernel, bytes / 15.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 16.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:431.7ns 64K:6.907us 512K:55.25us 1M:110.5us 2M:221us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 41.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:263.9ns 64K:4.223us 512K:33.78us 1M:67.56us 2M:135.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 40 points at 8
# sizes): 70.2us + bytes / 47.7 GB/s, written at the measured sizes (the
# medians would give 2.6%).
# Residual: 10.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:71.57us 256K:75.69us 1M:92.17us 2M:114.1us 4M:158.1us 16M:421.7us 64M:1.476ms 256M:5.695ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 20.47us + bytes / 9.63 GB/s, written at the
# measured sizes (the means would give 4.5%).
# Residual: 11.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:27.27us 256K:47.68us 1M:129.3us 2M:238.1us 4M:455.8us 16M:1.762ms 64M:6.986ms 256M:27.88ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 20.24us + bytes / 7.95 GB/s, written at the measured
# sizes (the means would give 10.6%).
# Residual: 10.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.49us 512K:86.22us 2M:284.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.43us + bytes / 2.62 GB/s, written at the
# measured sizes (the means would give 2.0%).
# Residual: 6.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.48us 512K:222.8us 2M:823.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 432.7us +
# bytes / 2.14 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:509.5us 256K:599.1us 2M:1.06ms 16M:8.938ms 64M:36.17ms 256M:145.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.932us + bytes / 1.29e+03 GB/s, misses by 26.0% RMS,
# so it is not used.
# Residual: 14.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.658us 256K:2.636us 1M:2.607us 2M:2.623us 4M:4.958us 16M:13.55us 64M:61.49us 256M:335.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 11.3us +
# bytes / 90.4 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 13.5% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:12.02us 256K:14.2us 1M:22.9us 2M:34.51us 4M:57.71us 16M:197us 64M:754us 256M:2.982ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.4us

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
# measured medians (15 points at 3 sizes): the best line, 8.72us + bytes / 196
# GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 19.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.44us 16M:94.36us 64M:351.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 63.1us + bytes / 167 GB/s, written at the measured sizes
# (the medians would give 6.1%).
# Residual: 6.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:75.63us 16M:163.4us 64M:464.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 161 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.32us 16M:100.8us 64M:416.2us 256M:1.705ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.852us + bytes / 11.5 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 14.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.4us 8K:8.336us 16K:10.71us 32K:15.08us 64K:24.56us 128K:16.93us 256K:23.62us 512K:41.22us 1M:76.37us 2M:189.5us 4M:392.8us 8M:856.2us 16M:1.723ms 32M:3.889ms 64M:8.534ms 256M:37.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.89us + bytes / 8.55 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 7.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.97us 8K:12.06us 16K:13.71us 32K:17.44us 64K:32.66us 128K:47.72us 256K:73.87us 512K:125.1us 1M:212.9us 2M:276.9us 4M:480us 8M:920us 16M:1.76ms 32M:3.435ms 64M:6.649ms 256M:28.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 8.47 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 12.1% RMS relative over 35 repetitions.
host_read_ns = 64K:7.183us 256K:27.82us 1M:110.7us 2M:221.7us 4M:498.3us 16M:2.338ms 64M:10.21ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 24 GB/s, misses by
# 32.3% RMS, so it is not used.
# Residual: 8.1% RMS relative over 35 repetitions.
host_write_ns = 64K:1.487us 256K:7.639us 1M:32.06us 2M:85.77us 4M:241.8us 16M:1.147ms 64M:5.883ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 9.6 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 6.4% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.539us 256K:27.01us 1M:108.9us 2M:218.1us 4M:436.4us 16M:1.746ms 64M:6.987ms

