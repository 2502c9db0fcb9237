# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T20:25:13Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:25:13Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.169us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.981us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.724us + bytes / 9.39e+03 GB/s, misses by 56.7% RMS,
# so it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.592us 64K:2.808us 1M:2.596us 1536K:2.757us 2M:61.98us 8M:36.83us 64M:40.81us 256M:56.57us 1G:90.26us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.388us + bytes / 2.5e+03 GB/s, misses by 45.8% RMS, so it is not
# used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:3.452us 64K:3.403us 1M:3.581us 1536K:3.538us 2M:44.95us 8M:34.22us 64M:53.58us 256M:120.5us 1G:337.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.762us + bytes / 4.03e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 33.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.814us 64K:3.138us 2M:27.1us 16M:32.72us 64M:49.19us 256M:55.87us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.17us + bytes / 6.02e+05 GB/s, written at the measured sizes (the
# medians would give 6.8%).
# Residual: 7.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.17us 64K:13.17us 2M:13.18us 16M:13.2us 64M:13.28us 256M:13.62us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.9%, 512K 15.6%, 1M 15.2%, 2M 15.1%, 4M 14.2%, 8M 13.8%, 16M
# 14.1%, 32M 15.0%.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.76us     53.86us
# seq             2M          0         2         2     2097152           0     204.1us     232.7us
# seq            16M          0        16        16    16777216           0      1.47ms     1.737ms
# seq            64M          0        64        64    67108864           0     6.708ms     6.897ms
# seq           256M          0       256       256   268435456           0     31.74ms     27.53ms
# stride         64M        64K         8        32    67108864           0     6.512ms     5.443ms
# stride        256M         2M        32       128     8388608           0     2.629ms     2.848ms
# random         16M          0        12        16    16777216           0     1.731ms     1.663ms
# random         64M          0        36       161    67108864           0     7.774ms     7.602ms
# random        256M          0       125      1211   268435456           0     40.13ms     37.19ms
# fresh           2M          0         2         2           0     2097152     106.6us     128.3us
# fresh          16M          0        16        16           0    16777216     829.5us     902.3us
# fresh          64M          0        64        64           0    67108864      4.28ms     3.556ms
# fresh         256M          0       256       256           0   268435456      17.9ms     14.17ms
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
# prefetch at the driver's defaults). Result: 18.71us per batch, 12.68us per
# VA block, bytes / 13.8 GB/s moved, 17.71us per faulting kernel, bytes / 43.9
# GB/s zero-filled.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_batch_ns = 18.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_block_ns = 12.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:297.2ns 64K:4.756us 512K:38.05us 1M:76.09us 2M:152.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_wake_ns = 17.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:93.36ns 64K:1.494us 512K:11.95us 1M:23.9us 2M:47.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.53us + bytes /
# 47.1 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 1.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.14us 2M:123.3us 16M:424.5us 64M:1.344ms 256M:5.382ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.85us + bytes / 12.2 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 9.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.72us 2M:254.1us 16M:1.605ms 64M:4.259ms 256M:25.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.92us + bytes / 8.75 GB/s, written at the
# measured sizes (the medians would give 13.4%).
# Residual: 13.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.41us 512K:75.85us 2M:255.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.45us + bytes / 3.24 GB/s, written at
# the measured sizes (the medians would give 9.3%).
# Residual: 11.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.68us 512K:186.3us 2M:672us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 269.9us + bytes / 2.66 GB/s, misses by 16.0% RMS, so
# it is not used.
# Residual: 7.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:308.2us 256K:386.8us 2M:855.1us 16M:6.947ms 64M:28.3ms 256M:109.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.935us + bytes / 944 GB/s, misses by 19.0% RMS, so
# it is not used.
# Residual: 11.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.119us 2M:5.018us 16M:22.81us 64M:78.87us 256M:293.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.87us +
# bytes / 107 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 11.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.48us 2M:35.46us 16M:172.6us 64M:642.8us 256M:2.524ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.7us

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
# measured medians (15 points at 3 sizes): the best line, 7.955us + bytes /
# 301 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 17.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.96us 16M:62.55us 64M:234.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.6us + bytes / 194 GB/s, written at the measured sizes
# (the medians would give 6.2%).
# Residual: 6.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.41us 16M:112.1us 64M:371.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 10.22us +
# bytes / 168 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:23.68us 16M:100us 64M:419.9us 256M:1.698ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.016us
# + bytes / 10.3 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.502us 64K:24.07us 2M:155.5us 16M:1.897ms 64M:7.501ms 256M:34ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.78us + bytes / 10.5 GB/s,
# misses by 21.0% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.46us 64K:30.18us 2M:270us 16M:1.479ms 64M:6.048ms 256M:23.99ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.5 GB/s, misses by 35.6% RMS, so it is not used.
# Residual: 18.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.527us 2M:105.9us 16M:1.873ms 64M:7.896ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.7 GB/s, misses by
# 38.3% RMS, so it is not used.
# Residual: 10.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.021us 2M:50.7us 16M:996.6us 64M:4.571ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 444.6ns +
# bytes / 12.7 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 5.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.624us 2M:166.2us 16M:1.326ms 64M:5.304ms

