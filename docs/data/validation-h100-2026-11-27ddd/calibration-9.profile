# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T03:02:25Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:02:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 3.302us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.17us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.817us + bytes / 1.15e+04 GB/s, misses by 60.7% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.885us 64K:2.747us 1M:2.68us 1536K:2.718us 2M:48.8us 8M:36.43us 64M:53.37us 256M:70.07us 1G:76.26us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.233us + bytes / 2.68e+03 GB/s, misses by 53.3% RMS, so it is
# not used.
# Residual: 22.6% RMS relative over 45 repetitions.
free_ns = 4K:1.621us 64K:1.469us 1M:1.389us 1536K:1.432us 2M:32.48us 8M:33.12us 64M:60.85us 256M:120.6us 1G:320.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.824us + bytes / 5.57e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 36.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.762us 64K:2.445us 2M:21.77us 16M:33.67us 64M:40.59us 256M:41.24us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.12us + bytes / 5.8e+04 GB/s, written at the measured sizes (the
# medians would give 9.2%).
# Residual: 13.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.12us 64K:10.13us 2M:10.16us 16M:10.41us 64M:11.28us 256M:14.75us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.7%, 512K 19.4%, 1M 18.8%, 2M 18.2%, 4M 16.9%, 8M 16.3%, 16M
# 17.1%, 32M 18.0%.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.46us     60.34us
# seq             2M          0         2         2     2097152           0     201.7us     224.7us
# seq            16M          0        16        16    16777216           0     1.391ms     1.625ms
# seq            64M          0        64        64    67108864           0     6.424ms     6.425ms
# seq           256M          0       256       256   268435456           0     39.13ms     25.62ms
# stride         64M        64K         8        32    67108864           0     6.084ms     4.962ms
# stride        256M         2M        32       128     8388608           0     2.518ms     2.743ms
# random         16M          0        12        16    16777216           0     1.349ms     1.548ms
# random         64M          0        36       161    67108864           0     7.076ms     7.067ms
# random        256M          0       125      1211   268435456           0     39.08ms     34.72ms
# fresh           2M          0         2         2           0     2097152     108.1us     129.4us
# fresh          16M          0        16        16           0    16777216     801.6us     861.8us
# fresh          64M          0        64        64           0    67108864     3.963ms     3.373ms
# fresh         256M          0       256       256           0   268435456     16.23ms     13.42ms
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
# prefetch at the driver's defaults). Result: 19.17us per batch, 12.15us per
# VA block, bytes / 15.3 GB/s moved, 24.72us per faulting kernel, bytes / 49.9
# GB/s zero-filled.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_batch_ns = 19.17us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_block_ns = 12.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:268.3ns 64K:4.292us 512K:34.34us 1M:68.68us 2M:137.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_wake_ns = 24.72us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:82.01ns 64K:1.312us 512K:10.5us 1M:21us 2M:41.99us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.69us + bytes /
# 46.7 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 2.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.69us 2M:118.1us 16M:435.5us 64M:1.356ms 256M:5.341ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 19.28us + bytes / 15.8 GB/s, written at the
# measured sizes (the means would give 6.1%).
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.42us 2M:151.9us 16M:1.08ms 64M:4.263ms 256M:16.99ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.56us + bytes / 13.4 GB/s, written at the measured
# sizes (the means would give 8.6%).
# Residual: 8.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.45us 512K:53.71us 2M:171.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.32us + bytes / 4.1 GB/s, written at the
# measured sizes (the means would give 12.2%).
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.29us 512K:148.1us 2M:531.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 225.8us +
# bytes / 3.44 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 9.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:258us 256K:321.2us 2M:660.5us 16M:5.391ms 64M:21.97ms 256M:86.62ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.722us + bytes / 1.69e+03 GB/s, misses by 18.1% RMS,
# so it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.252us 2M:3.385us 16M:13.3us 64M:43us 256M:164us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.11us + bytes / 109 GB/s, misses by
# 19.8% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13us 2M:22.28us 16M:183.5us 64M:676.7us 256M:2.831ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.74us

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
# measured medians (15 points at 3 sizes): the best line, 6.62us + bytes / 256
# GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.67us 16M:76.89us 64M:256.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.3us + bytes / 261 GB/s, written at the measured sizes
# (the medians would give 11.5%).
# Residual: 11.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.35us 16M:91.65us 64M:284.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.777us +
# bytes / 202 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 24.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.58us 16M:82.98us 64M:340.9us 256M:1.385ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.525us
# + bytes / 10.2 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.035us 64K:24.86us 2M:155.7us 16M:1.892ms 64M:8.091ms 256M:30.74ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.84us + bytes / 11.7 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.27us 64K:30.11us 2M:271.4us 16M:1.416ms 64M:5.495ms 256M:20.02ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14 GB/s, misses by 38.5% RMS, so it is not used.
# Residual: 19.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.522us 2M:109.3us 16M:2.038ms 64M:9.084ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.4 GB/s, misses by
# 42.0% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_write_ns = 64K:985ns 2M:55.11us 16M:1.045ms 64M:5.914ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.358us +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 3.7%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.281us 2M:190.9us 16M:1.518ms 64M:6.067ms

