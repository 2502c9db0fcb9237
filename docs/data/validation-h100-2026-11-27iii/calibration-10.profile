# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:50:51Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:50:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.5% RMS relative over 5 repetitions.
launch_ns = 3.312us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.014us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.125us + bytes / 1.08e+04 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 26.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.656us 64K:2.751us 1M:2.92us 1536K:3.027us 2M:40.21us 8M:34.56us 64M:41.46us 256M:58.04us 1G:79.61us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.184us + bytes / 2.51e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:3.244us 64K:3.576us 1M:4.363us 1536K:2.773us 2M:30.95us 8M:33.2us 64M:61.15us 256M:123.1us 1G:337.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.863us + bytes / 3.45e+03 GB/s, misses by 69.4% RMS, so it is not used.
# Residual: 52.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.374us 64K:2.26us 2M:20.17us 16M:21.55us 64M:52.85us 256M:61.97us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.12us + bytes * -3.34e-06 ns/B, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 9.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.12us 64K:13.12us 2M:13.11us 16M:13.06us 64M:12.9us 256M:12.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.4%, 512K 18.3%, 1M 18.2%, 2M 18.0%, 4M 17.7%, 8M 17.2%, 16M
# 17.0%, 32M 17.6%.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.72us     58.27us
# seq             2M          0         2         2     2097152           0     198.8us     252.9us
# seq            16M          0        16        16    16777216           0      1.58ms     1.992ms
# seq            64M          0        64        64    67108864           0     8.326ms     7.955ms
# seq           256M          0       256       256   268435456           0     41.38ms     31.81ms
# stride         64M        64K         4        32    67108864           0      6.08ms     5.416ms
# stride        256M         2M        16       128     8388608           0     2.715ms     3.018ms
# random         16M          0        16        16    16777216           0     2.148ms     1.992ms
# random         64M          0        39       104    67108864           0      9.14ms     7.672ms
# random        256M          0       127       907   268435456           0     44.21ms      36.8ms
# fresh           2M          0         2         2           0     2097152     145.2us     164.6us
# fresh          16M          0        16        16           0    16777216     1.145ms     1.285ms
# fresh          64M          0        64        64           0    67108864     6.118ms     5.128ms
# fresh         256M          0       256       256           0   268435456     25.09ms      20.5ms
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
# prefetch at the driver's defaults). Result: 34.57us per batch, 14.52us per
# VA block, bytes / 14 GB/s moved, 4.476us per faulting kernel, bytes / 33.9
# GB/s zero-filled.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_batch_ns = 34.57us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_block_ns = 14.52us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:293.5ns 64K:4.696us 512K:37.57us 1M:75.14us 2M:150.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_wake_ns = 4.476us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:120.9ns 64K:1.935us 512K:15.48us 1M:30.96us 2M:61.92us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 39.23us + bytes /
# 43.9 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 2.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:34.4us 256K:41.62us 1M:102.2us 2M:129.1us 4M:171.1us 16M:426.4us 64M:1.355ms 256M:5.46ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.58us + bytes / 15.3 GB/s, written at the
# measured sizes (the means would give 6.5%).
# Residual: 11.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.85us 256K:33.66us 1M:84.91us 2M:153.2us 4M:289.9us 16M:1.11ms 64M:4.39ms 256M:17.51ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.21us + bytes / 12.9 GB/s, written at the measured
# sizes (the means would give 7.8%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.28us 512K:55.75us 2M:177.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 26.08us + bytes / 4.01 GB/s, written at the
# measured sizes (the means would give 6.2%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.43us 512K:156.9us 2M:549.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 347.9us +
# bytes / 2.2 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 22.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:400.9us 256K:495.2us 2M:1.017ms 16M:8.86ms 64M:33.62ms 256M:134.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.849us + bytes / 1.18e+03 GB/s, misses by 21.6% RMS,
# so it is not used.
# Residual: 17.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.211us 256K:3.147us 1M:3.572us 2M:3.938us 4M:7.274us 16M:17.55us 64M:66.04us 256M:213.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 12.6us + bytes / 83.5 GB/s, misses by
# 20.8% RMS, so it is not used.
# Residual: 17.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.4us 256K:15.52us 1M:23.24us 2M:31.87us 4M:59.31us 16M:205.6us 64M:1.12ms 256M:3.534ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.42us

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
# sizes): 5.995us + bytes / 245 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 13.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.55us 16M:74.41us 64M:279.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 49.42us + bytes / 249 GB/s, written at the measured
# sizes (the medians would give 11.5%).
# Residual: 11.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:57.83us 16M:116.7us 64M:318.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 867.6ns +
# bytes / 174 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.85us 16M:98.58us 64M:395us 256M:1.507ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line, 7.92us
# + bytes / 13.8 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 10.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.775us 8K:8.449us 16K:9.305us 32K:14.59us 64K:22.37us 128K:15.56us 256K:21us 512K:35.65us 1M:66.94us 2M:132.3us 4M:343.7us 8M:672.1us 16M:1.555ms 32M:3.392ms 64M:8.215ms 256M:34.51ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.66us + bytes / 9.78 GB/s,
# misses by 29.0% RMS, so it is not used.
# Residual: 13.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.79us 8K:11.62us 16K:12.57us 32K:20.85us 64K:30.18us 128K:46.84us 256K:69.86us 512K:104.7us 1M:185.3us 2M:274.6us 4M:457.3us 8M:830.4us 16M:1.552ms 32M:2.815ms 64M:5.013ms 256M:29.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 174.9ns +
# bytes / 17.1 GB/s, misses by 35.0% RMS, so it is not used.
# Residual: 21.9% RMS relative over 35 repetitions.
host_read_ns = 64K:4.42us 256K:12.75us 1M:50.88us 2M:108.8us 4M:265.5us 16M:1.766ms 64M:8.432ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.4 GB/s, misses by
# 34.2% RMS, so it is not used.
# Residual: 11.0% RMS relative over 35 repetitions.
host_write_ns = 64K:972ns 256K:6.875us 1M:25.78us 2M:51.69us 4M:179.9us 16M:936.8us 64M:4.961ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 485.5ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.99us 256K:22.51us 1M:88.57us 2M:176.6us 4M:352.8us 16M:1.41ms 64M:5.638ms

