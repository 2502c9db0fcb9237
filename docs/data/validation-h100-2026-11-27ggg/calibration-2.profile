# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T05:56:57Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T05:56:57Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.1% RMS relative over 5 repetitions.
launch_ns = 3.015us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.177us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.556us + bytes / 1.11e+04 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:1.596us 64K:1.621us 1M:1.518us 1536K:1.557us 2M:43.11us 8M:31.02us 64M:41.48us 256M:46.32us 1G:76.44us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.071us + bytes / 3.04e+03 GB/s, misses by 51.0% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:1.326us 64K:1.319us 1M:1.21us 1536K:1.263us 2M:31.29us 8M:30.15us 64M:48.08us 256M:92.62us 1G:298.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.087us + bytes / 6.41e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 39.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.662us 64K:2.895us 2M:19.82us 16M:23.04us 64M:41.29us 256M:36.45us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.056us + bytes /
# 3.08e+05 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.154us 64K:8.7us 2M:9.092us 16M:9.453us 64M:9.23us 256M:9.918us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.5%, 512K 16.3%, 1M 15.9%, 2M 15.5%, 4M 14.8%, 8M 14.2%, 16M
# 14.1%, 32M 14.5%.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     59.58us     50.18us
# seq             2M          0         2         2     2097152           0     180.6us     220.8us
# seq            16M          0        16        16    16777216           0      1.52ms     1.668ms
# seq            64M          0        64        64    67108864           0     6.614ms      6.63ms
# seq           256M          0       256       256   268435456           0     30.59ms     26.48ms
# stride         64M        64K         4        32    67108864           0     5.488ms     4.965ms
# stride        256M         2M        16       128     8388608           0     1.843ms     2.018ms
# random         16M          0        16        16    16777216           0     1.567ms     1.668ms
# random         64M          0        39       104    67108864           0     6.883ms     6.377ms
# random        256M          0       127       907   268435456           0     36.86ms     28.84ms
# fresh           2M          0         2         2           0     2097152     127.2us     146.9us
# fresh          16M          0        16        16           0    16777216     964.4us     1.076ms
# fresh          64M          0        64        64           0    67108864     5.017ms     4.263ms
# fresh         256M          0       256       256           0   268435456     21.36ms     17.01ms
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
# prefetch at the driver's defaults). Result: 23.36us per batch, 8.25us per VA
# block, bytes / 14.6 GB/s moved, 14.09us per faulting kernel, bytes / 30.1
# GB/s zero-filled.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 23.36us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 8.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:280.4ns 64K:4.486us 512K:35.89us 1M:71.77us 2M:143.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 14.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:135.9ns 64K:2.174us 512K:17.39us 1M:34.79us 2M:69.58us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 41.08us + bytes /
# 45.7 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 3.4% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.68us 256K:45.65us 1M:86.8us 2M:115.7us 4M:151.3us 16M:424.6us 64M:1.344ms 256M:5.31ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.65us + bytes / 15.5 GB/s, written at the
# measured sizes (the means would give 5.4%).
# Residual: 9.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.87us 256K:32.51us 1M:83.1us 2M:150.5us 4M:285.4us 16M:1.095ms 64M:4.332ms 256M:17.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.4us + bytes / 12.8 GB/s, written at the measured
# sizes (the means would give 9.7%).
# Residual: 9.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.52us 512K:55.34us 2M:178.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 18.83us + bytes / 4.12 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.4us 512K:154.5us 2M:506.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 216.2us + bytes / 3.44 GB/s, written at the measured
# sizes (the medians would give 6.9%).
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:235.2us 256K:292.3us 2M:825us 16M:5.087ms 64M:19.7ms 256M:78.15ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.838us + bytes / 1.83e+03 GB/s, misses by 18.2% RMS,
# so it is not used.
# Residual: 11.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.309us 256K:2.285us 1M:2.286us 2M:2.293us 4M:4.293us 16M:11.59us 64M:40.34us 256M:156.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 10.03us +
# bytes / 110 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 12.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.62us 256K:12.4us 1M:19.52us 2M:29.02us 4M:48.01us 16M:162us 64M:617.8us 256M:2.441ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.64us

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
# sizes): 5.821us + bytes / 317 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 13.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.43us 16M:58.73us 64M:217.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.16us + bytes / 208 GB/s, written at the measured
# sizes (the medians would give 9.2%).
# Residual: 9.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.27us 16M:102us 64M:344.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 198 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.13us 16M:83.41us 64M:338.1us 256M:1.374ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.061us + bytes / 14.9 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.378us 8K:7.293us 16K:9.428us 32K:14.96us 64K:20.46us 128K:14.5us 256K:20.38us 512K:32.83us 1M:58.15us 2M:126.9us 4M:286.3us 8M:626.5us 16M:1.639ms 32M:3.167ms 64M:7.619ms 256M:27.81ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.08us + bytes / 11.7 GB/s,
# misses by 31.9% RMS, so it is not used.
# Residual: 8.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.86us 8K:9.969us 16K:11.2us 32K:18.83us 64K:29.79us 128K:42.75us 256K:67.8us 512K:110.2us 1M:186.3us 2M:257.3us 4M:411.7us 8M:783.5us 16M:1.348ms 32M:2.421ms 64M:4.503ms 256M:17.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 10.5 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 26.0% RMS relative over 35 repetitions.
host_read_ns = 64K:5.695us 256K:22.68us 1M:90.64us 2M:184.7us 4M:384.5us 16M:1.755ms 64M:8.137ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 38 GB/s, misses by
# 35.8% RMS, so it is not used.
# Residual: 14.1% RMS relative over 35 repetitions.
host_write_ns = 64K:871ns 256K:5.077us 1M:21.8us 2M:44.89us 4M:159.7us 16M:770us 64M:4.275ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 12.8 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 4.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.069us 256K:20.45us 1M:81.96us 2M:164us 4M:328us 16M:1.312ms 64M:5.249ms

