# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:54:16Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:54:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 3.131us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.021us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.509us + bytes / 1.18e+04 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.478us 64K:1.593us 1M:1.461us 1536K:1.559us 2M:38.03us 8M:32.19us 64M:37.07us 256M:36.56us 1G:72.26us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.076us + bytes / 3.05e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:1.299us 64K:1.349us 1M:1.221us 1536K:1.264us 2M:31.91us 8M:30.25us 64M:45.57us 256M:95.53us 1G:292.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.122us + bytes / 1.1e+04 GB/s, misses by 62.9% RMS, so it is not used.
# Residual: 32.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:1.938us 64K:1.876us 2M:15.79us 16M:15.86us 64M:21.22us 256M:21.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.29us + bytes / 3.29e+05 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.29us 64K:7.29us 2M:7.297us 16M:7.341us 64M:7.494us 256M:8.107us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 19.3%, 1M 18.7%, 2M 17.4%, 4M 16.8%, 8M 14.9%, 16M
# 14.0%, 32M 14.1%.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     108.7us     86.76us
# seq             2M          0         2         2     2097152           0     216.4us     237.6us
# seq            16M          0        16        16    16777216           0     1.566ms     1.598ms
# seq            64M          0        64        64    67108864           0     6.639ms     6.264ms
# seq           256M          0       256       256   268435456           0     25.44ms     24.93ms
# stride         64M        64K         4        32    67108864           0     3.936ms     4.033ms
# stride        256M         2M        16       128     8388608           0      1.64ms      1.82ms
# random         16M          0        16        16    16777216           0     1.345ms     1.598ms
# random         64M          0        39       104    67108864           0     6.572ms     5.658ms
# random        256M          0       127       907   268435456           0     33.75ms      24.5ms
# fresh           2M          0         2         2           0     2097152     131.1us     150.2us
# fresh          16M          0        16        16           0    16777216     807.3us     899.3us
# fresh          64M          0        64        64           0    67108864     3.867ms     3.468ms
# fresh         256M          0       256       256           0   268435456      16.8ms     13.74ms
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
# prefetch at the driver's defaults). Result: 33.96us per batch, 6.066us per
# VA block, bytes / 18.3 GB/s moved, 43.16us per faulting kernel, bytes / 77.8
# GB/s zero-filled.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 33.96us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 6.066us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:223.4ns 64K:3.574us 512K:28.59us 1M:57.18us 2M:114.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 43.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:52.66ns 64K:842.6ns 512K:6.741us 1M:13.48us 2M:26.96us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.05us + bytes /
# 43.6 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.45us 2M:116.8us 16M:632us 64M:1.381ms 256M:5.392ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 15.93us + bytes / 9.72 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 19.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.68us 2M:225.6us 16M:3.872ms 64M:6.501ms 256M:24.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.1us + bytes / 14.2 GB/s, written at the measured
# sizes (the means would give 7.0%).
# Residual: 7.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.71us 512K:50.94us 2M:161.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 25.12us + bytes / 3.73 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.68us 512K:194.5us 2M:538.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 236.1us +
# bytes / 3.52 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 8.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:277.6us 256K:319.6us 2M:657.8us 16M:5.203ms 64M:21.78ms 256M:85.04ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.683us + bytes / 1.01e+03 GB/s, misses by 23.5% RMS,
# so it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.742us 2M:3.726us 16M:20.46us 64M:73.29us 256M:286us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.391us +
# bytes / 115 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:9.962us 2M:27.69us 16M:155.8us 64M:594.9us 256M:2.352ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.99us

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
# measured medians (15 points at 3 sizes): the best line, 5.73us + bytes / 318
# GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.36us 16M:57.99us 64M:218.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 20.85us + bytes / 238 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 17.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.66us 16M:91.05us 64M:302.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.846us +
# bytes / 207 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.05us 16M:81.49us 64M:326.4us 256M:1.319ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.842us
# + bytes / 14.4 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.333us 64K:22.45us 2M:121.7us 16M:1.051ms 64M:5.61ms 256M:25.73ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 14.97us + bytes / 14.3 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.33us 64K:26.36us 2M:220.8us 16M:1.097ms 64M:4.269ms 256M:18.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.5 GB/s, misses by 35.7% RMS, so it is not used.
# Residual: 32.3% RMS relative over 20 repetitions.
host_read_ns = 64K:2.81us 2M:93.42us 16M:1.487ms 64M:6.918ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 36 GB/s, misses by
# 36.6% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_ns = 64K:841ns 2M:42.99us 16M:622.8us 64M:4.102ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.6 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 4.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.573us 2M:153.8us 16M:1.232ms 64M:4.929ms

