# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:39:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:39:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.502us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.995us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.218us + bytes / 9.1e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.758us 64K:2.57us 1M:1.859us 1536K:2.133us 2M:45.16us 8M:34.24us 64M:40.17us 256M:53.96us 1G:93.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.611us + bytes / 2.59e+03 GB/s, misses by 51.4% RMS, so it is
# not used.
# Residual: 20.8% RMS relative over 45 repetitions.
free_ns = 4K:2.371us 64K:2.356us 1M:1.44us 1536K:2.024us 2M:35.06us 8M:33.15us 64M:52.54us 256M:102.5us 1G:361.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.369us + bytes / 3.92e+03 GB/s, misses by 67.9% RMS, so it is not used.
# Residual: 50.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.525us 64K:5.088us 2M:18.27us 16M:45.61us 64M:80.18us 256M:58.67us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.5us + bytes *
# -5.47e-06 ns/B, misses by 21.0% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.21us 64K:14.24us 2M:10.05us 16M:9.037us 64M:8.511us 256M:9.652us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 18.0%, 1M 17.8%, 2M 16.8%, 4M 16.1%, 8M 14.2%, 16M
# 12.9%, 32M 13.3%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.98us     73.16us
# seq             2M          0         2         2     2097152           0     243.8us     289.2us
# seq            16M          0        16        16    16777216           0     1.997ms     2.279ms
# seq            64M          0        64        64    67108864           0     9.527ms     9.101ms
# seq           256M          0       256       256   268435456           0     39.32ms     36.39ms
# stride         64M        64K         4        32    67108864           0     5.665ms      5.64ms
# stride        256M         2M        16       128     8388608           0     2.696ms         3ms
# random         16M          0        16        16    16777216           0     2.275ms     2.279ms
# random         64M          0        39       104    67108864           0     9.442ms     8.303ms
# random        256M          0       127       907   268435456           0     49.92ms     37.64ms
# fresh           2M          0         2         2           0     2097152     161.4us     173.9us
# fresh          16M          0        16        16           0    16777216     1.185ms     1.357ms
# fresh          64M          0        64        64           0    67108864     6.189ms     5.412ms
# fresh         256M          0       256       256           0   268435456     25.83ms     21.63ms
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
# prefetch at the driver's defaults). Result: 51.25us per batch, 12.07us per
# VA block, bytes / 13.3 GB/s moved, 4.919us per faulting kernel, bytes / 49.5
# GB/s zero-filled.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 51.25us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 12.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:307.9ns 64K:4.926us 512K:39.41us 1M:78.81us 2M:157.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 4.919us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:82.69ns 64K:1.323us 512K:10.58us 1M:21.17us 2M:42.34us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.36us + bytes /
# 46.3 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 1.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.83us 2M:126.1us 16M:446.2us 64M:1.37ms 256M:5.377ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 15.91us + bytes / 12.7 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.93us 2M:195.1us 16M:1.262ms 64M:5.735ms 256M:19.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.85us + bytes / 12.4 GB/s, written at the measured
# sizes (the means would give 9.1%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.16us 512K:58.3us 2M:185.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 19.52us + bytes / 3.53 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.6us 512K:182.5us 2M:580.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 345.7us +
# bytes / 2.67 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:401.1us 256K:464.2us 2M:895.8us 16M:6.78ms 64M:28.71ms 256M:113.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.016us + bytes / 1.51e+03 GB/s, misses by 20.2% RMS,
# so it is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.722us 2M:2.692us 16M:14.73us 64M:48.06us 256M:181.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.44us + bytes / 80.5 GB/s, misses
# by 20.5% RMS, so it is not used.
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.14us 2M:27.91us 16M:213.1us 64M:1.041ms 256M:4.121ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

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
# sizes): 8.528us + bytes / 210 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.51us 16M:88.37us 64M:327.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 29.91us + bytes / 181 GB/s, written at the measured
# sizes (the medians would give 9.5%).
# Residual: 9.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.48us 16M:122.5us 64M:400.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 180 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.23us 16M:91.84us 64M:379.9us 256M:1.466ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.872us
# + bytes / 10.1 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.474us 64K:24.7us 2M:153us 16M:2.082ms 64M:7.756ms 256M:34.19ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 16.75us + bytes / 10.7 GB/s,
# misses by 30.0% RMS, so it is not used.
# Residual: 19.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.01us 64K:31.67us 2M:267.3us 16M:1.426ms 64M:5.852ms 256M:25.4ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.88 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_read_ns = 64K:6.635us 2M:182.1us 16M:2.484ms 64M:10.01ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.6 GB/s, misses by
# 38.7% RMS, so it is not used.
# Residual: 15.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.361us 2M:54.88us 16M:1.126ms 64M:5.545ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.79 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.595us 2M:214.1us 16M:1.714ms 64M:6.855ms

