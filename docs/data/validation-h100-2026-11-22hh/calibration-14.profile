# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:47:03Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:47:03Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.504us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.161us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.202us + bytes / 5.28e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.083us 64K:3.038us 1M:3.511us 1536K:3.297us 2M:69.41us 8M:57.41us 64M:82.51us 256M:72.82us 1G:163.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.404us + bytes / 1.4e+03 GB/s, misses by 48.5% RMS, so it is not
# used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:2.529us 64K:2.822us 1M:2.888us 1536K:2.914us 2M:48.67us 8M:52.38us 64M:82.67us 256M:178.4us 1G:681us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.795us + bytes / 3.48e+03 GB/s, misses by 67.5% RMS, so it is not used.
# Residual: 40.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.177us 64K:3.093us 2M:28.01us 16M:49.53us 64M:53.5us 256M:64.67us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.34us + bytes / 2.32e+05 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 10.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.34us 64K:13.34us 2M:13.35us 16M:13.41us 64M:13.63us 256M:14.5us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.4%, 512K 15.9%, 1M 15.1%, 2M 14.5%, 4M 14.2%, 8M 14.8%, 16M
# 15.9%, 32M 17.2%.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     115.6us     85.33us
# seq             2M          0         2         2     2097152           0     262.7us     296.7us
# seq            16M          0        16        16    16777216           0     1.844ms     1.954ms
# seq            64M          0        64        64    67108864           0     7.962ms     7.634ms
# seq           256M          0       256       256   268435456           0      32.4ms     30.36ms
# stride         64M        64K        16        32    67108864           0     7.211ms      7.01ms
# stride        256M         2M        64       128     8388608           0     2.982ms     3.251ms
# random         16M          0         9        23    16777216           0     2.142ms     2.076ms
# random         64M          0        35       230    67108864           0     10.52ms     10.66ms
# random        256M          0       128      1431   268435456           0      56.5ms      51.8ms
# fresh           2M          0         2         2           0     2097152     162.4us     207.6us
# fresh          16M          0        16        16           0    16777216     1.163ms     1.241ms
# fresh          64M          0        64        64           0    67108864     5.697ms     4.784ms
# fresh         256M          0       256       256           0   268435456     25.39ms     18.96ms
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
# prefetch at the driver's defaults). Result: 772.6ns per batch, 18.34us per
# VA block, bytes / 10.6 GB/s moved, 60.01us per faulting kernel, bytes / 19.2
# GB/s zero-filled.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_batch_ns = 772.6ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_block_ns = 18.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:387.6ns 64K:6.202us 512K:49.62us 1M:99.24us 2M:198.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_wake_ns = 60.01us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:213.7ns 64K:3.419us 512K:27.35us 1M:54.7us 2M:109.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 49.28us + bytes /
# 44.3 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:46.04us 2M:134.9us 16M:468.6us 64M:1.468ms 256M:5.597ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.87us + bytes / 8.45 GB/s, written at
# the measured sizes (the medians would give 2.5%).
# Residual: 4.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.63us 2M:266.1us 16M:2.004ms 64M:7.961ms 256M:31.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.33us + bytes / 7.84 GB/s, written at the
# measured sizes (the medians would give 7.9%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.69us 512K:84.18us 2M:284.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.67us + bytes / 2.78 GB/s, written at
# the measured sizes (the medians would give 6.8%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.26us 512K:210.4us 2M:776.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 257.6us + bytes / 2.79 GB/s, misses by 20.4% RMS, so
# it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:295.5us 256K:381.3us 2M:774.6us 16M:7.121ms 64M:25.85ms 256M:111ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.376us + bytes / 823 GB/s, misses by 20.5% RMS, so
# it is not used.
# Residual: 17.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.521us 2M:5.727us 16M:25.48us 64M:88.56us 256M:345.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 18.28us +
# bytes / 67.7 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.25us 2M:49.24us 16M:266us 64M:1.009ms 256M:3.981ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.8us

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
# measured medians (15 points at 3 sizes): the best line, 7.09us + bytes / 216
# GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.85us 16M:82.62us 64M:324.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.587us +
# bytes / 153 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.47us 16M:108.2us 64M:438.7us 256M:1.803ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.985us
# + bytes / 9.3 GB/s, misses by 30.0% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.647us 64K:24.47us 2M:164.4us 16M:2.129ms 64M:9.347ms 256M:36.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.97us + bytes / 9.93 GB/s,
# misses by 20.7% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.52us 64K:31.84us 2M:291us 16M:1.63ms 64M:6.229ms 256M:24.92ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 7.04 GB/s, written at the measured sizes
# (the medians would give 10.9%).
# Residual: 14.0% RMS relative over 20 repetitions.
host_read_ns = 64K:7.916us 2M:296.4us 16M:2.381ms 64M:9.527ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.6 GB/s, misses by
# 30.3% RMS, so it is not used.
# Residual: 11.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.612us 2M:83.14us 16M:1.247ms 64M:5.887ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 4.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.946us 2M:201.8us 16M:1.617ms 64M:6.468ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
