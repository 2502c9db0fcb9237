# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:36:54Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:36:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 4.44us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.184us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.622us + bytes / 4.76e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 27.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.814us 64K:2.702us 1M:2.729us 1536K:2.52us 2M:52.7us 8M:48.83us 64M:54.77us 256M:70.85us 1G:181us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.973us + bytes / 1.5e+03 GB/s, misses by 49.5% RMS, so it is not
# used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.476us 64K:2.609us 1M:2.275us 1536K:2.293us 2M:40.81us 8M:45.88us 64M:96.65us 256M:183.2us 1G:613.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.956us + bytes / 7.46e+03 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 36.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.986us 64K:2.452us 2M:21.55us 16M:25.97us 64M:35.02us 256M:31.92us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.959us + bytes /
# 3.36e+05 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.34us 64K:9.647us 2M:9.615us 16M:10.85us 64M:9.765us 256M:10.83us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.2%, 512K 21.7%, 1M 21.0%, 2M 20.4%, 4M 21.1%, 8M 19.9%, 16M
# 18.4%, 32M 18.2%.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.66us     67.75us
# seq             2M          0         2         2     2097152           0     274.1us     275.5us
# seq            16M          0        16        16    16777216           0     1.845ms     2.204ms
# seq            64M          0        64        64    67108864           0     9.036ms     8.816ms
# seq           256M          0       256       256   268435456           0     31.16ms     35.26ms
# stride         64M        64K         4        32    67108864           0     5.353ms       5.3ms
# stride        256M         2M         8       128     8388608           0     2.102ms     2.255ms
# random         16M          0        16        16    16777216           0     1.951ms     2.204ms
# random         64M          0        43        73    67108864           0     14.07ms     7.779ms
# random        256M          0       134       611   268435456           0      46.3ms     32.15ms
# fresh           2M          0         2         2           0     2097152     106.2us     126.2us
# fresh          16M          0        16        16           0    16777216     1.026ms     1.009ms
# fresh          64M          0        64        64           0    67108864     4.249ms     4.037ms
# fresh         256M          0       256       256           0   268435456     19.29ms     16.15ms
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
# prefetch at the driver's defaults). Result: 53.47us per batch, 9.609us per
# VA block, bytes / 14 GB/s moved, 0ns per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_batch_ns = 53.47us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_block_ns = 9.609us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:291.7ns 64K:4.666us 512K:37.33us 1M:74.66us 2M:149.3us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 48.7us + bytes /
# 45.1 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 1.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:42.45us 256K:51.2us 1M:98.42us 2M:124.7us 4M:166us 16M:452.8us 64M:1.362ms 256M:5.348ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.53us + bytes / 14.2 GB/s, written at the
# measured sizes (the means would give 2.9%).
# Residual: 7.8% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.15us 256K:34us 1M:89.42us 2M:163.3us 4M:311.1us 16M:1.198ms 64M:4.744ms 256M:18.93ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.79us + bytes / 10.9 GB/s, written at the measured
# sizes (the means would give 12.5%).
# Residual: 13.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.83us 512K:64.11us 2M:209.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.18us + bytes / 3.52 GB/s, written at the
# measured sizes (the means would give 6.9%).
# Residual: 9.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.8us 512K:171.1us 2M:617.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 314.9us + bytes / 2.44 GB/s, written at the measured
# sizes (the medians would give 3.7%).
# Residual: 10.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:341.7us 256K:422.4us 2M:1.175ms 16M:7.196ms 64M:27.84ms 256M:110.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.163us + bytes / 1.5e+03 GB/s, misses by 20.4% RMS,
# so it is not used.
# Residual: 13.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.7us 256K:2.654us 1M:2.66us 2M:2.683us 4M:6.152us 16M:14.76us 64M:48.04us 256M:181.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 10.66us +
# bytes / 104 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 13.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.28us 256K:13.17us 1M:20.71us 2M:30.76us 4M:50.87us 16M:171.5us 64M:654.1us 256M:2.584ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.69us

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
# sizes): 7.411us + bytes / 225 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.74us 16M:82.03us 64M:305.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.32us + bytes / 186 GB/s, written at the measured
# sizes (the medians would give 9.9%).
# Residual: 10.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.61us 16M:115.6us 64M:386.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.012us +
# bytes / 191 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.14us 16M:86.02us 64M:358us 256M:1.428ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.857us + bytes / 13.6 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 10.9% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.11us 8K:8.151us 16K:9.426us 32K:14.75us 64K:23.38us 128K:15.23us 256K:20.35us 512K:35us 1M:66.53us 2M:178.2us 4M:355.8us 8M:661.8us 16M:1.498ms 32M:3.134ms 64M:6.704ms 256M:31.99ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.93us + bytes / 10.8 GB/s,
# misses by 30.4% RMS, so it is not used.
# Residual: 10.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.31us 8K:11.05us 16K:11.63us 32K:22.99us 64K:33.17us 128K:41.07us 256K:63.87us 512K:112.6us 1M:188.5us 2M:282.8us 4M:415.7us 8M:833.3us 16M:1.295ms 32M:2.656ms 64M:5.127ms 256M:20.14ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 421.2ns +
# bytes / 17.8 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 22.3% RMS relative over 35 repetitions.
host_read_ns = 64K:4.498us 256K:12.74us 1M:50.74us 2M:106.5us 4M:253.7us 16M:1.198ms 64M:7.466ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 32.2 GB/s, misses by
# 32.5% RMS, so it is not used.
# Residual: 14.0% RMS relative over 35 repetitions.
host_write_ns = 64K:1.001us 256K:6.848us 1M:25.48us 2M:50.91us 4M:177.3us 16M:718.2us 64M:4.633ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 1.084us +
# bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 9.8%).
# Residual: 10.4% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.397us 256K:22.33us 1M:86.08us 2M:171.1us 4M:341.1us 16M:1.361ms 64M:5.441ms

