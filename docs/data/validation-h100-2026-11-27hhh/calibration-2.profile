# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:40:16Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:40:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.2% RMS relative over 5 repetitions.
launch_ns = 3.367us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.983us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.68us + bytes / 7.24e+03 GB/s, misses by 60.7% RMS,
# so it is not used.
# Residual: 32.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.601us 64K:2.671us 1M:2.634us 1536K:2.716us 2M:47.93us 8M:32.44us 64M:38.82us 256M:49.33us 1G:118.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.191us + bytes / 3e+03 GB/s, misses by 51.8% RMS, so it is not
# used.
# Residual: 21.1% RMS relative over 45 repetitions.
free_ns = 4K:1.498us 64K:1.38us 1M:1.416us 1536K:1.319us 2M:32.88us 8M:31.53us 64M:47.41us 256M:95.52us 1G:298.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.993us + bytes / 3.71e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 37.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.142us 64K:3.302us 2M:27.18us 16M:41.44us 64M:56.96us 256M:61.1us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.14us + bytes / 1.56e+05 GB/s, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 9.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.14us 64K:12.14us 2M:12.15us 16M:12.25us 64M:12.57us 256M:13.86us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.7%, 512K 15.4%, 1M 15.0%, 2M 14.0%, 4M 13.3%, 8M 12.9%, 16M
# 13.2%, 32M 14.2%.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      71.3us     62.17us
# seq             2M          0         2         2     2097152           0     226.7us     252.1us
# seq            16M          0        16        16    16777216           0     1.553ms     1.817ms
# seq            64M          0        64        64    67108864           0     7.937ms     7.184ms
# seq           256M          0       256       256   268435456           0     31.98ms     28.65ms
# stride         64M        64K         8        32    67108864           0     5.679ms     5.889ms
# stride        256M         2M        32       128     8388608           0     2.478ms     2.801ms
# random         16M          0        12        16    16777216           0     1.905ms     1.753ms
# random         64M          0        36       161    67108864           0     7.975ms     7.944ms
# random        256M          0       125      1211   268435456           0     49.87ms     38.45ms
# fresh           2M          0         2         2           0     2097152     155.1us     183.4us
# fresh          16M          0        16        16           0    16777216     1.206ms     1.267ms
# fresh          64M          0        64        64           0    67108864     5.524ms     4.984ms
# fresh         256M          0       256       256           0   268435456      24.2ms     19.85ms
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
# prefetch at the driver's defaults). Result: 16us per batch, 12.45us per VA
# block, bytes / 12.6 GB/s moved, 28.51us per faulting kernel, bytes / 21.4
# GB/s zero-filled.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_batch_ns = 16us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_block_ns = 12.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:325.6ns 64K:5.209us 512K:41.68us 1M:83.35us 2M:166.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_wake_ns = 28.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:191.3ns 64K:3.061us 512K:24.49us 1M:48.98us 2M:97.96us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 43.04us + bytes /
# 45.9 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 1.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.87us 256K:53.13us 1M:83.04us 2M:115.8us 4M:150.3us 16M:412.6us 64M:1.363ms 256M:5.368ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.08us + bytes / 10.8 GB/s, written at the
# measured sizes (the means would give 1.9%).
# Residual: 6.8% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.16us 256K:43.41us 1M:116.4us 2M:213.7us 4M:408.4us 16M:1.576ms 64M:6.248ms 256M:24.93ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.45us + bytes / 9.36 GB/s, written at the measured
# sizes (the means would give 10.1%).
# Residual: 10.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.45us 512K:74.46us 2M:242.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.04us + bytes / 3.07 GB/s, written at the
# measured sizes (the means would give 2.9%).
# Residual: 7.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.37us 512K:193.7us 2M:705.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 232.8us +
# bytes / 3.49 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:265.9us 256K:319.7us 2M:680.6us 16M:5.203ms 64M:21.07ms 256M:85.16ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.732us + bytes / 1.17e+03 GB/s, misses by 20.4% RMS,
# so it is not used.
# Residual: 14.5% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.647us 256K:4.574us 1M:4.7us 2M:4.16us 4M:7.619us 16M:18.09us 64M:60.07us 256M:270.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.253us +
# bytes / 112 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 12.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.838us 256K:11.59us 1M:18.61us 2M:27.97us 4M:46.7us 16M:159us 64M:608.4us 256M:2.406ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.9us

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
# sizes): 5.872us + bytes / 311 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.61us 16M:59.73us 64M:221.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.3us + bytes / 206 GB/s, written at the measured sizes
# (the medians would give 10.8%).
# Residual: 10.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.48us 16M:106.8us 64M:351.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.035us +
# bytes / 158 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.57us 16M:108.2us 64M:435.2us 256M:1.736ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.504us + bytes / 15.8 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 9.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.299us 8K:7.648us 16K:9.078us 32K:13.08us 64K:20.76us 128K:14.27us 256K:19.22us 512K:32.1us 1M:59.96us 2M:124.3us 4M:281.7us 8M:576.8us 16M:1.214ms 32M:2.75ms 64M:5.727ms 256M:28.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.91us + bytes / 8.02 GB/s,
# misses by 26.7% RMS, so it is not used.
# Residual: 15.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:17.07us 8K:12.48us 16K:14.72us 32K:19.77us 64K:34.23us 128K:43.97us 256K:71.05us 512K:111.5us 1M:209.5us 2M:285.5us 4M:588.1us 8M:1.024ms 16M:1.813ms 32M:3.84ms 64M:7.839ms 256M:26.03ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 17 GB/s, misses by 39.8% RMS, so it is not used.
# Residual: 22.3% RMS relative over 35 repetitions.
host_read_ns = 64K:4.294us 256K:12.28us 1M:50.26us 2M:103.9us 4M:368.4us 16M:2.003ms 64M:10.37ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 32.4 GB/s, misses by
# 39.3% RMS, so it is not used.
# Residual: 9.5% RMS relative over 35 repetitions.
host_write_ns = 64K:963ns 256K:6.741us 1M:25.03us 2M:49.84us 4M:192.1us 16M:1.156ms 64M:6.378ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 179.8ns +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 7.4% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.173us 256K:24.15us 1M:96.08us 2M:192us 4M:383.8us 16M:1.535ms 64M:6.138ms

