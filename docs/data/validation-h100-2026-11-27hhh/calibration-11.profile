# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:44:27Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:44:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.049us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.056us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.492us + bytes / 5.05e+03 GB/s, misses by 60.0% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.462us 64K:2.664us 1M:2.538us 1536K:2.527us 2M:48.87us 8M:43.7us 64M:87.07us 256M:72.89us 1G:170.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.15us + bytes / 1.51e+03 GB/s, misses by 45.4% RMS, so it is not
# used.
# Residual: 15.9% RMS relative over 45 repetitions.
free_ns = 4K:3.502us 64K:3.436us 1M:3.44us 1536K:3.46us 2M:39.78us 8M:42.38us 64M:79.39us 256M:182.2us 1G:578.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.286us + bytes / 1.08e+04 GB/s, misses by 63.0% RMS, so it is not used.
# Residual: 32.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.21us 64K:1.921us 2M:15.43us 16M:17.5us 64M:23.51us 256M:22.28us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.38us + bytes / 2.65e+05 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 8.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.38us 64K:7.381us 2M:7.388us 16M:7.444us 64M:7.633us 256M:8.392us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.3%, 512K 14.9%, 1M 14.3%, 2M 13.4%, 4M 13.1%, 8M 12.8%, 16M
# 13.1%, 32M 13.9%.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     61.79us     52.84us
# seq             2M          0         2         2     2097152           0     176.9us     208.4us
# seq            16M          0        16        16    16777216           0     1.329ms      1.49ms
# seq            64M          0        64        64    67108864           0     6.216ms     5.883ms
# seq           256M          0       256       256   268435456           0     27.76ms     23.46ms
# stride         64M        64K         8        32    67108864           0     4.568ms     4.788ms
# stride        256M         2M        32       128     8388608           0     1.897ms     2.145ms
# random         16M          0        12        16    16777216           0     1.485ms     1.431ms
# random         64M          0        36       161    67108864           0      7.19ms     6.312ms
# random        256M          0       125      1211   268435456           0     35.05ms     29.79ms
# fresh           2M          0         2         2           0     2097152     118.4us     134.1us
# fresh          16M          0        16        16           0    16777216     800.4us     895.3us
# fresh          64M          0        64        64           0    67108864     3.964ms     3.505ms
# fresh         256M          0       256       256           0   268435456     17.06ms     13.94ms
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
# prefetch at the driver's defaults). Result: 14.61us per batch, 8.637us per
# VA block, bytes / 15.4 GB/s moved, 25.33us per faulting kernel, bytes / 33.7
# GB/s zero-filled.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_batch_ns = 14.61us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_block_ns = 8.637us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:266.7ns 64K:4.267us 512K:34.14us 1M:68.28us 2M:136.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_wake_ns = 25.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:121.6ns 64K:1.945us 512K:15.56us 1M:31.13us 2M:62.26us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 39.94us + bytes /
# 46.1 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 3.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:33.94us 256K:46.8us 1M:84.33us 2M:113.3us 4M:148.7us 16M:405.5us 64M:1.342ms 256M:5.316ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.26us + bytes / 17.2 GB/s, written at the
# measured sizes (the means would give 0.6%).
# Residual: 9.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.07us 256K:30.51us 1M:76.27us 2M:137.3us 4M:259.3us 16M:991.4us 64M:3.92ms 256M:15.63ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.21us + bytes / 14.3 GB/s, written at the measured
# sizes (the means would give 6.3%).
# Residual: 6.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.79us 512K:50.87us 2M:160.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.04us + bytes / 4.18 GB/s, written at the
# measured sizes (the means would give 5.5%).
# Residual: 9.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.71us 512K:145.4us 2M:521.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 220.1us +
# bytes / 3.6 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 10.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:255.4us 256K:301.1us 2M:648.3us 16M:5.085ms 64M:20.46ms 256M:83.32ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.769us + bytes / 1.89e+03 GB/s, misses by 17.3% RMS,
# so it is not used.
# Residual: 9.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.237us 256K:2.19us 1M:2.189us 2M:2.221us 4M:4.152us 16M:11.27us 64M:38.99us 256M:151.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 8.804us +
# bytes / 115 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 11.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.373us 256K:11.08us 1M:17.91us 2M:27.02us 4M:45.24us 16M:154.6us 64M:591.8us 256M:2.341ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.7us

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
# measured medians (15 points at 3 sizes): the best line, 5.523us + bytes /
# 291 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 16.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.72us 16M:63.52us 64M:235us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.43us + bytes / 241 GB/s, written at the measured
# sizes (the medians would give 5.4%).
# Residual: 5.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.14us 16M:92.13us 64M:301.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.691us +
# bytes / 205 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.9us 16M:83.97us 64M:329.8us 256M:1.303ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.065us + bytes / 14.9 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 10.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.419us 8K:7.113us 16K:9.098us 32K:13.84us 64K:20.52us 128K:14.5us 256K:20.86us 512K:33.99us 1M:73.73us 2M:130us 4M:287.9us 8M:555.6us 16M:1.11ms 32M:2.738ms 64M:6.082ms 256M:30.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.03us + bytes / 12.5 GB/s,
# misses by 29.7% RMS, so it is not used.
# Residual: 7.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.9us 8K:9.635us 16K:11.08us 32K:21.51us 64K:26.64us 128K:38.19us 256K:57.75us 512K:100.9us 1M:165.2us 2M:247us 4M:370us 8M:633.8us 16M:1.199ms 32M:2.258ms 64M:4.47ms 256M:17.38ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 334.3ns +
# bytes / 18.8 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 35 repetitions.
host_read_ns = 64K:4.22us 256K:11.9us 1M:47.32us 2M:98.13us 4M:237.2us 16M:1.742ms 64M:8.172ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 34 GB/s, misses by
# 34.8% RMS, so it is not used.
# Residual: 10.9% RMS relative over 35 repetitions.
host_write_ns = 64K:892ns 256K:6.434us 1M:23.8us 2M:47.5us 4M:168.4us 16M:891us 64M:4.737ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 531ns +
# bytes / 12.2 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 6.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.893us 256K:21.98us 1M:86.32us 2M:172.1us 4M:343.7us 16M:1.373ms 64M:5.491ms

