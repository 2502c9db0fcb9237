# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:58:41Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:58:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.9% RMS relative over 5 repetitions.
launch_ns = 6.658us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.157us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.628us + bytes / 5.93e+03 GB/s, misses by 55.9% RMS,
# so it is not used.
# Residual: 30.5% RMS relative over 45 repetitions.
malloc_ns = 4K:4.646us 64K:3.028us 1M:3.743us 1536K:3.517us 2M:44.66us 8M:42.3us 64M:45.35us 256M:47.34us 1G:161.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.814us + bytes / 1.99e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 21.5% RMS relative over 45 repetitions.
free_ns = 4K:4.392us 64K:4.044us 1M:3.794us 1536K:3.846us 2M:35.42us 8M:44.86us 64M:70.29us 256M:116.2us 1G:523.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.098us + bytes / 2.02e+03 GB/s, misses by 75.6% RMS, so it is not used.
# Residual: 96.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:15.18us 64K:3.891us 2M:34.48us 16M:78.07us 64M:107.1us 256M:109.8us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.62us + bytes *
# -1.26e-05 ns/B, misses by 16.4% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14us 64K:12.84us 2M:14.18us 16M:13.54us 64M:12.61us 256M:10.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.9%, 512K 16.6%, 1M 16.2%, 2M 14.7%, 4M 14.8%, 8M 13.9%, 16M
# 13.2%, 32M 14.1%.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.75us     83.92us
# seq             2M          0         2         2     2097152           0       272us     297.4us
# seq            16M          0        16        16    16777216           0     2.028ms     2.258ms
# seq            64M          0        64        64    67108864           0     10.34ms     8.978ms
# seq           256M          0       256       256   268435456           0     31.82ms     35.86ms
# stride         64M        64K         4        32    67108864           0     5.347ms     5.701ms
# stride        256M         2M        16       128     8388608           0     2.928ms     3.305ms
# random         16M          0        16        16    16777216           0     2.346ms     2.258ms
# random         64M          0        39       104    67108864           0     10.89ms      8.41ms
# random        256M          0       127       907   268435456           0     54.43ms     39.57ms
# fresh           2M          0         2         2           0     2097152     164.4us     175.3us
# fresh          16M          0        16        16           0    16777216     1.216ms     1.281ms
# fresh          64M          0        64        64           0    67108864     6.068ms     5.071ms
# fresh         256M          0       256       256           0   268435456     19.89ms     20.23ms
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
# prefetch at the driver's defaults). Result: 46.64us per batch, 14.95us per
# VA block, bytes / 13.4 GB/s moved, 17.42us per faulting kernel, bytes / 60.4
# GB/s zero-filled.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_batch_ns = 46.64us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_block_ns = 14.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:306.3ns 64K:4.901us 512K:39.21us 1M:78.42us 2M:156.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_wake_ns = 17.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:67.85ns 64K:1.086us 512K:8.684us 1M:17.37us 2M:34.74us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.52us + bytes / 46
# GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 2.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.95us 2M:127.1us 16M:456.3us 64M:1.371ms 256M:5.392ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.6us + bytes / 13.6 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.4us 2M:170.3us 16M:1.246ms 64M:4.936ms 256M:19.69ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.35us + bytes / 7.94 GB/s, written at the
# measured sizes (the medians would give 9.9%).
# Residual: 10.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.6us 512K:84.36us 2M:282.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.07us + bytes / 3.88 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.21us 512K:177.7us 2M:524.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 355.1us +
# bytes / 2.36 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:404.5us 256K:491.7us 2M:999.6us 16M:7.582ms 64M:32.18ms 256M:127.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.108us + bytes / 1.46e+03 GB/s, misses by 21.4% RMS,
# so it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.83us 2M:2.815us 16M:15.3us 64M:49.88us 256M:189.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.15us + bytes / 92.1 GB/s, misses
# by 17.3% RMS, so it is not used.
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.54us 2M:28.2us 16M:212us 64M:793us 256M:3.111ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.32us

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
# sizes): 7.525us + bytes / 285 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.89us 16M:66.46us 64M:243.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.71us + bytes / 183 GB/s, written at the measured
# sizes (the medians would give 11.0%).
# Residual: 10.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.17us 16M:118.3us 64M:393.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.558us +
# bytes / 160 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 24.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.52us 16M:113.6us 64M:438.5us 256M:1.634ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.345us
# + bytes / 10.1 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.899us 64K:24.06us 2M:156us 16M:1.898ms 64M:8.582ms 256M:31.03ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.29us + bytes / 11.3 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.11us 64K:29.21us 2M:260.5us 16M:1.351ms 64M:5.055ms 256M:25.42ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.01 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 10.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.775us 2M:214.6us 16M:2.338ms 64M:10.59ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.2 GB/s, misses by
# 44.7% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.229us 2M:60.18us 16M:1.08ms 64M:6.245ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 477.9ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 6.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.68us 2M:198.9us 16M:1.588ms 64M:6.351ms

