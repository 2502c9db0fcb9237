# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:32:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:32:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.3% RMS relative over 5 repetitions.
launch_ns = 4.118us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.184us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.333us + bytes / 1.08e+04 GB/s, misses by 61.0% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.155us 64K:2.744us 1M:2.701us 1536K:1.741us 2M:40.97us 8M:36.11us 64M:54.86us 256M:57.23us 1G:80.77us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.133us + bytes / 2.24e+03 GB/s, misses by 52.1% RMS, so it is
# not used.
# Residual: 21.7% RMS relative over 45 repetitions.
free_ns = 4K:1.434us 64K:1.494us 1M:1.337us 1536K:1.416us 2M:31.52us 8M:34.45us 64M:64.59us 256M:129.1us 1G:407.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.811us + bytes / 3.9e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 40.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.789us 64K:2.418us 2M:21.95us 16M:27.41us 64M:45.33us 256M:55.83us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 11.2us + bytes /
# 5.28e+04 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.25us 64K:9.323us 2M:12.62us 16M:12.8us 64M:12.22us 256M:16.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.2%, 512K 18.8%, 1M 18.3%, 2M 16.9%, 4M 17.3%, 8M 16.3%, 16M
# 14.9%, 32M 15.4%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.62us     67.74us
# seq             2M          0         2         2     2097152           0     213.4us     263.7us
# seq            16M          0        16        16    16777216           0     1.959ms     2.105ms
# seq            64M          0        64        64    67108864           0     8.995ms     8.417ms
# seq           256M          0       256       256   268435456           0     34.95ms     33.67ms
# stride         64M        64K         4        32    67108864           0     4.719ms      4.98ms
# stride        256M         2M        16       128     8388608           0     2.525ms     2.881ms
# random         16M          0        16        16    16777216           0     2.124ms     2.105ms
# random         64M          0        39       104    67108864           0      9.82ms     7.616ms
# random        256M          0       127       907   268435456           0     53.58ms      34.8ms
# fresh           2M          0         2         2           0     2097152     173.2us     172.1us
# fresh          16M          0        16        16           0    16777216     1.193ms     1.372ms
# fresh          64M          0        64        64           0    67108864     5.954ms     5.486ms
# fresh         256M          0       256       256           0   268435456     24.49ms     21.94ms
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
# prefetch at the driver's defaults). Result: 50.96us per batch, 11.84us per
# VA block, bytes / 15.3 GB/s moved, 643.4ns per faulting kernel, bytes / 45.8
# GB/s zero-filled.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 50.96us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 11.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:268.4ns 64K:4.294us 512K:34.35us 1M:68.7us 2M:137.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 643.4ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:89.49ns 64K:1.432us 512K:11.46us 1M:22.91us 2M:45.82us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.26us + bytes /
# 46.4 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 2.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.11us 2M:119.6us 16M:441.9us 64M:1.357ms 256M:5.414ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.81us + bytes / 13.9 GB/s, written at
# the measured sizes (the medians would give 9.9%).
# Residual: 12.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.54us 2M:167.2us 16M:1.227ms 64M:4.86ms 256M:19.39ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.78us + bytes / 8.43 GB/s, written at the
# measured sizes (the medians would give 9.7%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.55us 512K:78.98us 2M:265.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.95us + bytes / 3.59 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.58us 512K:186.8us 2M:565.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 577.7us + bytes / 1.86 GB/s, misses by 25.9% RMS, so
# it is not used.
# Residual: 22.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:775.1us 256K:715us 2M:1.267ms 16M:10.31ms 64M:43.56ms 256M:165.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.866us + bytes / 899 GB/s, misses by 20.1% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.079us 2M:5.042us 16M:22.69us 64M:85.64us 256M:310.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.54us +
# bytes / 110 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.14us 2M:29.69us 16M:163.8us 64M:623.4us 256M:2.462ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.15us

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
# measured medians (15 points at 3 sizes): the best line, 7.407us + bytes /
# 290 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.74us 16M:62.56us 64M:247.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.647us +
# bytes / 186 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.72us 16M:97.17us 64M:358.7us 256M:1.425ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.663us
# + bytes / 11.7 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.168us 64K:22.65us 2M:146us 16M:1.318ms 64M:6.447ms 256M:37.06ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.72us + bytes / 11.7 GB/s,
# misses by 26.3% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.11us 64K:31.22us 2M:282.9us 16M:1.697ms 64M:5.2ms 256M:18.68ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.66 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 15.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.012us 2M:217.3us 16M:2.542ms 64M:11.57ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.8 GB/s, misses by
# 43.5% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.25us 2M:80.35us 16M:1.726ms 64M:8.798ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 8.9 GB/s, misses by
# 15.9% RMS, so it is not used.
# Residual: 8.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.741us 2M:268.3us 16M:2.264ms 64M:6.261ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
