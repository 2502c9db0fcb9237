# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:27:35Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:27:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.617us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.074us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.085us + bytes / 6.19e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.376us 64K:3.147us 1M:3.026us 1536K:2.829us 2M:55.91us 8M:38.16us 64M:43.59us 256M:67.17us 1G:135.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.448us + bytes / 2.44e+03 GB/s, misses by 49.0% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:2.891us 64K:2.806us 1M:2.477us 1536K:2.553us 2M:43.31us 8M:35.29us 64M:54.1us 256M:128.7us 1G:345.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.87us
# + bytes / 6.21e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 41.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.402us 64K:2.254us 2M:21.41us 16M:29.8us 64M:39.56us 256M:37.5us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.38us + bytes /
# 4.16e+05 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.16us 64K:10.24us 2M:10.16us 16M:10.25us 64M:10.39us 256M:11.09us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.9%, 512K 19.6%, 1M 19.2%, 2M 18.0%, 4M 16.4%, 8M 14.1%, 16M
# 14.1%, 32M 14.3%.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      81.5us     71.24us
# seq             2M          0         2         2     2097152           0       269us     270.5us
# seq            16M          0        16        16    16777216           0       2.2ms     2.048ms
# seq            64M          0        64        64    67108864           0     7.857ms     8.141ms
# seq           256M          0       256       256   268435456           0     33.48ms     32.51ms
# stride         64M        64K         4        32    67108864           0     5.511ms     5.422ms
# stride        256M         2M        16       128     8388608           0     2.283ms     2.499ms
# random         16M          0        16        16    16777216           0     1.643ms     2.048ms
# random         64M          0        39       104    67108864           0     8.444ms     7.517ms
# random        256M          0       127       907   268435456           0     41.89ms     33.54ms
# fresh           2M          0         2         2           0     2097152     114.5us     130.6us
# fresh          16M          0        16        16           0    16777216     798.9us     928.2us
# fresh          64M          0        64        64           0    67108864     4.473ms     3.663ms
# fresh         256M          0       256       256           0   268435456     18.98ms      14.6ms
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
# prefetch at the driver's defaults). Result: 40.23us per batch, 9.544us per
# VA block, bytes / 13.6 GB/s moved, 16.65us per faulting kernel, bytes / 146
# GB/s zero-filled.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_batch_ns = 40.23us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_block_ns = 9.544us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:301.4ns 64K:4.823us 512K:38.58us 1M:77.16us 2M:154.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_wake_ns = 16.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:28.12ns 64K:449.9ns 512K:3.6us 1M:7.199us 2M:14.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 48.32us + bytes /
# 43.9 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 2.4% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:42.89us 256K:49.73us 1M:102.5us 2M:125.4us 4M:169us 16M:448.9us 64M:1.411ms 256M:5.516ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.04us + bytes / 8.57 GB/s, written at the
# measured sizes (the means would give 4.3%).
# Residual: 7.8% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.69us 256K:48.64us 1M:140.4us 2M:262.8us 4M:507.6us 16M:1.976ms 64M:7.85ms 256M:31.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 21.26us + bytes / 8.16 GB/s, written at the measured
# sizes (the means would give 9.3%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:29.3us 512K:85.53us 2M:278.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.72us + bytes / 2.57 GB/s, written at the
# measured sizes (the means would give 3.3%).
# Residual: 6.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.23us 512K:226.8us 2M:838.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 250.9us + bytes / 3.07 GB/s, written at the measured
# sizes (the medians would give 4.6%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:272.3us 256K:336.4us 2M:935us 16M:5.724ms 64M:22.14ms 256M:87.82ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.514us + bytes / 858 GB/s, misses by 21.2% RMS, so
# it is not used.
# Residual: 14.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.564us 256K:4.503us 1M:4.492us 2M:4.529us 4M:8.381us 16M:23.18us 64M:89.09us 256M:354.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 11us +
# bytes / 102 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 14.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.64us 256K:13.56us 1M:21.25us 2M:31.5us 4M:52.01us 16M:175us 64M:667.2us 256M:2.636ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.3us

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
# measured medians (15 points at 3 sizes): the best line, 7.485us + bytes /
# 283 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 19.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.91us 16M:66.01us 64M:246.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.43us + bytes / 209 GB/s, written at the measured
# sizes (the medians would give 10.8%).
# Residual: 10.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.46us 16M:98.68us 64M:339.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.114us +
# bytes / 190 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.21us 16M:88.36us 64M:356us 256M:1.423ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.252us + bytes / 11 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 12.4% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.539us 8K:8.553us 16K:10.63us 32K:15.8us 64K:22.84us 128K:16.99us 256K:23.52us 512K:40.7us 1M:96.71us 2M:201.6us 4M:438.2us 8M:765.1us 16M:1.768ms 32M:3.918ms 64M:8.795ms 256M:37.85ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.04us + bytes / 8.11 GB/s,
# misses by 24.7% RMS, so it is not used.
# Residual: 10.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.68us 8K:12.2us 16K:13.49us 32K:20.5us 64K:32.49us 128K:46.18us 256K:79.61us 512K:128.1us 1M:211.7us 2M:294us 4M:495.4us 8M:940.5us 16M:1.818ms 32M:3.734ms 64M:7.283ms 256M:29.28ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 170.5ns +
# bytes / 16.5 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 21.1% RMS relative over 35 repetitions.
host_read_ns = 64K:4.555us 256K:13.34us 1M:52.81us 2M:112.1us 4M:275.7us 16M:1.824ms 64M:7.782ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.4 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 10.1% RMS relative over 35 repetitions.
host_write_ns = 64K:1.038us 256K:7.096us 1M:26.75us 2M:53.39us 4M:189.9us 16M:949.8us 64M:4.695ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 631.3ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 4.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.166us 256K:22.77us 1M:89.19us 2M:177.7us 4M:354.9us 16M:1.418ms 64M:5.668ms

