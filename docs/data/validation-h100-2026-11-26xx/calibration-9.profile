# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:23:09Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:23:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.46us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.176us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.182us + bytes / 3.69e+03 GB/s, misses by 56.5% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.342us 64K:3.26us 1M:3.349us 1536K:3.132us 2M:74.93us 8M:53.84us 64M:85.29us 256M:90.37us 1G:234.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.353us + bytes / 1.37e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 18.5% RMS relative over 45 repetitions.
free_ns = 4K:2.709us 64K:2.85us 1M:2.7us 1536K:2.825us 2M:51.27us 8M:50.8us 64M:86.39us 256M:194.6us 1G:670.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.238us + bytes / 3.06e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 43.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.769us 64K:3.454us 2M:35.25us 16M:58.06us 64M:74.34us 256M:74.11us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.4us + bytes / 8.68e+07 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.4us 64K:13.4us 2M:13.4us 16M:13.4us 64M:13.4us 256M:13.41us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.7%, 1M 17.0%, 2M 16.3%, 4M 16.5%, 8M 16.6%, 16M
# 16.4%, 32M 16.9%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     98.14us     75.53us
# seq             2M          0         2         2     2097152           0     262.1us     309.9us
# seq            16M          0        16        16    16777216           0     2.046ms     2.109ms
# seq            64M          0        64        64    67108864           0     9.956ms     8.277ms
# seq           256M          0       256       256   268435456           0     43.55ms     32.95ms
# stride         64M        64K        32        32    67108864           0     7.065ms     7.777ms
# stride        256M         2M       128       128     8388608           0     2.703ms     2.955ms
# random         16M          0         9        35    16777216           0     2.366ms     2.406ms
# random         64M          0        34       306    67108864           0     11.68ms     12.06ms
# random        256M          0       139      1560   268435456           0     59.52ms     53.31ms
# fresh           2M          0         2         2           0     2097152     166.8us     210.7us
# fresh          16M          0        16        16           0    16777216      1.22ms     1.316ms
# fresh          64M          0        64        64           0    67108864      6.39ms     5.105ms
# fresh         256M          0       256       256           0   268435456        26ms     20.26ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.62us per VA
# block, bytes / 9.29 GB/s moved, 52.86us per faulting kernel, bytes / 16.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 15.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:441ns 64K:7.056us 512K:56.44us 1M:112.9us 2M:225.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 52.86us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:247.3ns 64K:3.958us 512K:31.66us 1M:63.32us 2M:126.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 48.72us + bytes /
# 43.8 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 10.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.19us 2M:145.4us 16M:483.1us 64M:1.46ms 256M:5.623ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.35us + bytes / 9.41 GB/s, written at
# the measured sizes (the medians would give 2.6%).
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.32us 2M:242.1us 16M:1.802ms 64M:7.149ms 256M:28.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 18.01us + bytes / 8.29 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 19.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.9us 512K:81.36us 2M:270.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.72us + bytes / 3.07 GB/s, written at
# the measured sizes (the medians would give 7.7%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.04us 512K:195.3us 2M:706.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 377.8us +
# bytes / 2.08 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:437.7us 256K:521.5us 2M:1.114ms 16M:8.805ms 64M:35.44ms 256M:146.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.677us + bytes / 1.01e+03 GB/s, misses by 26.1% RMS,
# so it is not used.
# Residual: 17.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.814us 2M:3.737us 16M:18.05us 64M:78.93us 256M:300.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 18.22us +
# bytes / 81 GB/s, written at the measured sizes (the medians would give
# 8.7%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.03us 2M:44.12us 16M:225.4us 64M:846.9us 256M:3.333ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 122us

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
# sizes): 9.106us + bytes / 218 GB/s, written at the measured sizes (the
# medians would give 14.6%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.73us 16M:86.13us 64M:317.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 31.71us + bytes / 179 GB/s, written at the measured
# sizes (the medians would give 9.4%).
# Residual: 10.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:43.44us 16M:125.6us 64M:407.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.433us +
# bytes / 162 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.61us 16M:101.3us 64M:417.6us 256M:1.701ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.602us
# + bytes / 8.2 GB/s, misses by 29.5% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.281us 64K:26.04us 2M:190.1us 16M:2.35ms 64M:9.991ms 256M:41.1ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.73us + bytes / 9.41 GB/s,
# misses by 21.3% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.35us 64K:32.94us 2M:300.2us 16M:1.704ms 64M:6.582ms 256M:26.53ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 52.12ns +
# bytes / 7.91 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_read_ns = 64K:8.417us 2M:208.8us 16M:2.619ms 64M:11.03ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.6 GB/s, misses by
# 40.0% RMS, so it is not used.
# Residual: 9.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.231us 2M:69.74us 16M:1.367ms 64M:6.314ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.18us +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 8.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.381us 2M:199.6us 16M:1.589ms 64M:6.351ms

