# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T06:00:09Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T06:00:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.0% RMS relative over 5 repetitions.
launch_ns = 3.15us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.169us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.341us + bytes / 1e+04 GB/s, misses by 59.5% RMS, so
# it is not used.
# Residual: 24.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.804us 64K:2.289us 1M:2.27us 1536K:2.174us 2M:68.81us 8M:47.54us 64M:53.04us 256M:61.12us 1G:86.11us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.947us + bytes / 2.96e+03 GB/s, misses by 52.0% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.184us 64K:2.162us 1M:2.184us 1536K:2.009us 2M:43.85us 8M:44.44us 64M:73.68us 256M:100.5us 1G:297.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.237us + bytes / 5.1e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 38.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.983us 64K:2.938us 2M:30.34us 16M:28.22us 64M:45.45us 256M:44.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.353us + bytes / 4.45e+05 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 9.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.353us 64K:7.353us 2M:7.358us 16M:7.391us 64M:7.504us 256M:7.956us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.5%, 512K 18.2%, 1M 17.7%, 2M 16.2%, 4M 14.8%, 8M 13.1%, 16M
# 12.9%, 32M 13.6%.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      68.8us     64.46us
# seq             2M          0         2         2     2097152           0     213.7us     230.2us
# seq            16M          0        16        16    16777216           0      1.67ms     1.698ms
# seq            64M          0        64        64    67108864           0     8.272ms     6.728ms
# seq           256M          0       256       256   268435456           0     26.28ms     26.85ms
# stride         64M        64K         4        32    67108864           0     4.395ms     4.605ms
# stride        256M         2M        16       128     8388608           0     2.026ms     2.241ms
# random         16M          0        16        16    16777216           0     1.485ms     1.698ms
# random         64M          0        39       104    67108864           0     6.577ms      6.35ms
# random        256M          0       127       907   268435456           0      42.8ms     29.12ms
# fresh           2M          0         2         2           0     2097152     142.4us     149.1us
# fresh          16M          0        16        16           0    16777216     934.8us     1.049ms
# fresh          64M          0        64        64           0    67108864     5.043ms     4.133ms
# fresh         256M          0       256       256           0   268435456     16.98ms     16.47ms
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
# prefetch at the driver's defaults). Result: 30.32us per batch, 9.495us per
# VA block, bytes / 16.1 GB/s moved, 20.58us per faulting kernel, bytes / 42.9
# GB/s zero-filled.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_batch_ns = 30.32us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_block_ns = 9.495us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:253.9ns 64K:4.062us 512K:32.5us 1M:64.99us 2M:130us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_wake_ns = 20.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:95.44ns 64K:1.527us 512K:12.22us 1M:24.43us 2M:48.87us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 36.47us + bytes /
# 45.6 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 1.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:31.49us 256K:42.13us 1M:81.68us 2M:111.9us 4M:149.1us 16M:407.4us 64M:1.343ms 256M:5.287ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.8us + bytes / 16.8 GB/s, written at the
# measured sizes (the means would give 2.7%).
# Residual: 9.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.7us 256K:31.39us 1M:78.17us 2M:140.5us 4M:265.3us 16M:1.014ms 64M:4.007ms 256M:15.98ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.09us + bytes / 13.8 GB/s, written at the measured
# sizes (the means would give 6.5%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.83us 512K:52.03us 2M:165.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 20.68us + bytes / 4.6 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.31us 512K:150us 2M:446.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 202.5us +
# bytes / 3.46 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:251.3us 256K:276.4us 2M:627.4us 16M:5.229ms 64M:22.97ms 256M:90.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.818us + bytes / 1.78e+03 GB/s, misses by 18.8% RMS,
# so it is not used.
# Residual: 11.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.306us 256K:2.258us 1M:2.283us 2M:2.303us 4M:4.303us 16M:11.63us 64M:41.27us 256M:165.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.875us +
# bytes / 119 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 12.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.42us 256K:12.07us 1M:18.68us 2M:27.48us 4M:45.08us 16M:150.7us 64M:573.1us 256M:2.263ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.95us

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
# sizes): 7.694us + bytes / 304 GB/s, written at the measured sizes (the
# medians would give 14.6%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.59us 16M:62.89us 64M:228.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.05us + bytes / 233 GB/s, written at the measured
# sizes (the medians would give 8.8%).
# Residual: 9.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.05us 16M:97us 64M:312.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 543.3ns +
# bytes / 187 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.02us 16M:83.47us 64M:372.2us 256M:1.487ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.128us + bytes / 15.9 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 10.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.429us 8K:7.328us 16K:9.054us 32K:13.69us 64K:20.27us 128K:14.03us 256K:20.12us 512K:32.55us 1M:57.36us 2M:124us 4M:276.3us 8M:555.1us 16M:1.209ms 32M:2.691ms 64M:5.339ms 256M:27.93ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.13us + bytes / 12.6 GB/s,
# misses by 29.4% RMS, so it is not used.
# Residual: 7.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.75us 8K:9.876us 16K:11.04us 32K:21.81us 64K:27.7us 128K:37.32us 256K:55.98us 512K:99.39us 1M:158.7us 2M:239.2us 4M:360.6us 8M:654.7us 16M:1.187ms 32M:2.297ms 64M:4.368ms 256M:17.21ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 10.4 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 19.6% RMS relative over 35 repetitions.
host_read_ns = 64K:5.705us 256K:22.72us 1M:98.41us 2M:181.3us 4M:371.9us 16M:1.836ms 64M:8.562ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 38.2 GB/s, misses by
# 36.7% RMS, so it is not used.
# Residual: 11.5% RMS relative over 35 repetitions.
host_write_ns = 64K:872ns 256K:5.061us 1M:21.8us 2M:44.62us 4M:162.2us 16M:787.7us 64M:5.144ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 1.59us +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 8.6%).
# Residual: 11.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.902us 256K:26.84us 1M:102.6us 2M:203.6us 4M:405.6us 16M:1.618ms 64M:6.466ms

