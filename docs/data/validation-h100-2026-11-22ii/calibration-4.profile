# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:21:26Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:21:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.156us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.988us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.478us + bytes / 7.02e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.403us 64K:2.592us 1M:2.518us 1536K:2.486us 2M:62.58us 8M:45.8us 64M:77.08us 256M:72us 1G:121.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.785us + bytes / 1.39e+03 GB/s, misses by 48.3% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:2.256us 64K:2.188us 1M:2.226us 1536K:2.199us 2M:39.58us 8M:44.04us 64M:78.5us 256M:200.8us 1G:670us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.206us + bytes / 3.14e+03 GB/s, misses by 65.6% RMS, so it is not used.
# Residual: 40.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.278us 64K:3.55us 2M:28.11us 16M:52.57us 64M:86.6us 256M:72.69us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.16us + bytes / 1.55e+05 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 8.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.16us 64K:13.16us 2M:13.18us 16M:13.27us 64M:13.6us 256M:14.9us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.1%, 512K 17.1%, 1M 17.1%, 2M 16.1%, 4M 14.5%, 8M 11.5%, 16M
# 10.0%, 32M 10.4%.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.31us     77.85us
# seq             2M          0         2         2     2097152           0     257.2us     286.9us
# seq            16M          0        16        16    16777216           0     1.979ms     2.199ms
# seq            64M          0        64        64    67108864           0     9.127ms     8.754ms
# seq           256M          0       256       256   268435456           0     36.25ms     34.98ms
# stride         64M        64K         4        32    67108864           0     5.562ms     5.509ms
# stride        256M         2M        16       128     8388608           0     2.628ms     2.827ms
# random         16M          0        16        16    16777216           0     2.247ms     2.199ms
# random         64M          0        39       104    67108864           0     8.194ms     7.996ms
# random        256M          0       127       907   268435456           0     43.11ms     36.01ms
# fresh           2M          0         2         2           0     2097152     126.8us     132.3us
# fresh          16M          0        16        16           0    16777216     822.7us     962.1us
# fresh          64M          0        64        64           0    67108864     4.282ms     3.807ms
# fresh         256M          0       256       256           0   268435456     18.08ms     15.19ms
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
# prefetch at the driver's defaults). Result: 48.15us per batch, 11.12us per
# VA block, bytes / 13.6 GB/s moved, 13.75us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_batch_ns = 48.15us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_block_ns = 11.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:301.9ns 64K:4.831us 512K:38.65us 1M:77.3us 2M:154.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_wake_ns = 13.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.06us + bytes /
# 45.8 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 4.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.79us 2M:121.8us 16M:439.6us 64M:1.392ms 256M:5.485ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.97us + bytes / 9.41 GB/s, written at
# the measured sizes (the medians would give 1.2%).
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.93us 2M:239.7us 16M:1.799ms 64M:7.145ms 256M:28.53ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.04us + bytes / 8.37 GB/s, written at the
# measured sizes (the medians would give 13.0%).
# Residual: 13.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.88us 512K:79.72us 2M:267.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.64us + bytes / 3.03 GB/s, written at
# the measured sizes (the medians would give 5.7%).
# Residual: 8.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.28us 512K:196.8us 2M:716.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 313.9us + bytes / 2.45
# GB/s, written at the measured sizes (the medians would give 5.5%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:340.6us 256K:420.8us 2M:1.169ms 16M:7.154ms 64M:27.67ms 256M:109.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.353us + bytes / 898 GB/s, misses by 20.6% RMS, so
# it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.596us 2M:4.498us 16M:23.55us 64M:81.47us 256M:317us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.09us +
# bytes / 75.4 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.96us 2M:44.91us 16M:239.7us 64M:907.4us 256M:3.578ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.51us

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
# measured medians (15 points at 3 sizes): the best line, 6.986us + bytes /
# 216 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.67us 16M:85.15us 64M:315.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 160 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.94us 16M:106.2us 64M:420.2us 256M:1.668ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.473us
# + bytes / 9.64 GB/s, misses by 36.5% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.048us 64K:26.66us 2M:154.1us 16M:2.272ms 64M:8.811ms 256M:40.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.88us + bytes / 10 GB/s,
# misses by 21.8% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.77us 64K:30.1us 2M:234.7us 16M:1.551ms 64M:6.602ms 256M:26.11ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.79 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_read_ns = 64K:6.178us 2M:222.1us 16M:2.398ms 64M:10.47ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.7 GB/s, misses by
# 37.5% RMS, so it is not used.
# Residual: 10.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.266us 2M:66.19us 16M:1.335ms 64M:6.026ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 6.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.612us 2M:188.2us 16M:1.508ms 64M:6.032ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
