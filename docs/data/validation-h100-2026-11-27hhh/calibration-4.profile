# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:41:10Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:41:10Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.4% RMS relative over 5 repetitions.
launch_ns = 4.258us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.061us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.251us + bytes / 3.79e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 26.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.182us 64K:2.39us 1M:2.523us 1536K:2.372us 2M:60.89us 8M:48.25us 64M:56.34us 256M:88.38us 1G:221.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.752us + bytes / 1.56e+03 GB/s, misses by 49.6% RMS, so it is
# not used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:2.19us 64K:2.155us 1M:2.119us 1536K:2.109us 2M:47.9us 8M:43.12us 64M:91us 256M:179us 1G:582.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.548us + bytes / 4.21e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 37.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.505us 64K:3.06us 2M:28.86us 16M:39.79us 64M:57.68us 256M:54.43us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.13us + bytes / 1.56e+05 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 7.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.13us 64K:11.13us 2M:11.14us 16M:11.24us 64M:11.56us 256M:12.85us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.1%, 512K 12.9%, 1M 12.9%, 2M 13.4%, 4M 13.6%, 8M 14.7%, 16M
# 16.1%, 32M 17.7%.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_window = 512K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     67.17us     56.95us
# seq             2M          0         3         3     2097152           0     181.3us     217.4us
# seq            16M          0        24        24    16777216           0     1.474ms     1.492ms
# seq            64M          0        96        96    67108864           0     6.305ms     5.862ms
# seq           256M          0       384       384   268435456           0     26.95ms     23.34ms
# stride         64M        64K        96        96    67108864           0     6.069ms     5.862ms
# stride        256M         2M       128       128     8388608           0     2.679ms     2.808ms
# random         16M          0        18        81    16777216           0     2.195ms      2.18ms
# random         64M          0        72       411    67108864           0      8.53ms     9.711ms
# random        256M          0       293      1701   268435456           0     48.24ms     39.48ms
# fresh           2M          0         3         3           0     2097152     159.4us     187.6us
# fresh          16M          0        24        24           0    16777216     1.149ms     1.254ms
# fresh          64M          0        96        96           0    67108864     5.628ms     4.909ms
# fresh         256M          0       384       384           0   268435456     24.14ms     19.53ms
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
# prefetch at the driver's defaults). Result: 5.023us per batch, 12.6us per VA
# block, bytes / 16.2 GB/s moved, 35.29us per faulting kernel, bytes / 21.1
# GB/s zero-filled.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_batch_ns = 5.023us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_block_ns = 12.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:252.4ns 64K:4.038us 512K:32.3us 1M:64.6us 2M:129.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_wake_ns = 35.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:194.2ns 64K:3.107us 512K:24.86us 1M:49.71us 2M:99.42us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 37.23us + bytes / 44
# GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 4.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:32.17us 256K:42.45us 1M:87.48us 2M:118.5us 4M:157.1us 16M:424.3us 64M:1.341ms 256M:5.6ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.22us + bytes / 16.1 GB/s, written at the
# measured sizes (the means would give 4.5%).
# Residual: 9.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.3us 256K:32.54us 1M:81.51us 2M:146.8us 4M:277.4us 16M:1.061ms 64M:4.195ms 256M:16.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.6us + bytes / 12.1 GB/s, written at the measured
# sizes (the means would give 13.3%).
# Residual: 14.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20us 512K:57.76us 2M:187.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.18us + bytes / 3.75 GB/s, written at the
# measured sizes (the means would give 8.9%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.66us 512K:161.1us 2M:580.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 306.9us +
# bytes / 2.55 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 26.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:356.3us 256K:424.3us 2M:903.6us 16M:7.245ms 64M:29.11ms 256M:118.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.929us + bytes / 1.12e+03 GB/s, misses by 21.2% RMS,
# so it is not used.
# Residual: 20.5% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.789us 256K:4.556us 1M:4.682us 2M:4.772us 4M:7.652us 16M:18.58us 64M:65.17us 256M:267.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 8.816us +
# bytes / 113 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 12.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.398us 256K:11.14us 1M:18.13us 2M:27.44us 4M:46.07us 16M:157.8us 64M:604.8us 256M:2.393ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.8% RMS relative over 15 repetitions.
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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 7.317us + bytes /
# 275 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.92us 16M:69.1us 64M:249.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.87us + bytes / 200 GB/s, written at the measured
# sizes (the medians would give 11.8%).
# Residual: 12.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.35us 16M:108.8us 64M:360.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.538us +
# bytes / 167 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.22us 16M:103.6us 64M:406.8us 256M:1.639ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.265us + bytes / 13.9 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.822us 8K:7.587us 16K:9.321us 32K:13.48us 64K:21.62us 128K:15.79us 256K:20.38us 512K:33.67us 1M:63.55us 2M:155.1us 4M:328us 8M:633us 16M:1.498ms 32M:3.08ms 64M:7.335ms 256M:37.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.25us + bytes / 9.83 GB/s,
# misses by 25.9% RMS, so it is not used.
# Residual: 9.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.07us 8K:11.35us 16K:12.48us 32K:17.46us 64K:29.94us 128K:43.52us 256K:72.92us 512K:109.3us 1M:192.1us 2M:251.8us 4M:429.6us 8M:795.4us 16M:1.579ms 32M:3.205ms 64M:5.819ms 256M:21.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 334ns +
# bytes / 18.8 GB/s, misses by 39.8% RMS, so it is not used.
# Residual: 24.2% RMS relative over 35 repetitions.
host_read_ns = 64K:4.2us 256K:11.84us 1M:48.33us 2M:99.95us 4M:229.2us 16M:1.703ms 64M:11.52ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33.9 GB/s, misses by
# 36.8% RMS, so it is not used.
# Residual: 10.3% RMS relative over 35 repetitions.
host_write_ns = 64K:913ns 256K:6.446us 1M:23.89us 2M:48.66us 4M:164.8us 16M:947us 64M:6.292ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 9.1%).
# Residual: 12.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.732us 256K:22.99us 1M:96.02us 2M:193.4us 4M:388.1us 16M:1.557ms 64M:6.231ms

