# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:33:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:33:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.3% RMS relative over 5 repetitions.
launch_ns = 3.646us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.983us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.8us + bytes / 7.01e+03 GB/s, misses by 56.0% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.939us 64K:2.77us 1M:2.747us 1536K:2.687us 2M:43.25us 8M:36.97us 64M:39.38us 256M:42.87us 1G:131us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.179us + bytes / 2.22e+03 GB/s, misses by 51.2% RMS, so it is
# not used.
# Residual: 21.6% RMS relative over 45 repetitions.
free_ns = 4K:1.469us 64K:1.417us 1M:1.472us 1536K:1.44us 2M:32.88us 8M:33.8us 64M:57.26us 256M:123.7us 1G:417.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.605us + bytes / 3.1e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 39.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.671us 64K:3.95us 2M:47.3us 16M:49.9us 64M:69.27us 256M:73.09us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.34us + bytes / 6.59e+05 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 14.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.34us 64K:13.34us 2M:13.35us 16M:13.37us 64M:13.44us 256M:13.75us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.4%, 512K 19.2%, 1M 18.9%, 2M 17.7%, 4M 15.7%, 8M 12.7%, 16M
# 11.9%, 32M 12.5%.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.04us     69.61us
# seq             2M          0         2         2     2097152           0     239.9us     253.1us
# seq            16M          0        16        16    16777216           0     1.949ms     1.968ms
# seq            64M          0        64        64    67108864           0     7.296ms     7.848ms
# seq           256M          0       256       256   268435456           0     29.96ms     31.37ms
# stride         64M        64K         4        32    67108864           0      4.98ms     4.761ms
# stride        256M         2M        16       128     8388608           0     2.625ms     2.883ms
# random         16M          0        16        16    16777216           0     1.835ms     1.968ms
# random         64M          0        39       104    67108864           0     8.108ms     7.245ms
# random        256M          0       127       907   268435456           0     40.45ms     33.96ms
# fresh           2M          0         2         2           0     2097152     105.6us       123us
# fresh          16M          0        16        16           0    16777216     833.3us       927us
# fresh          64M          0        64        64           0    67108864     4.341ms     3.684ms
# fresh         256M          0       256       256           0   268435456     18.63ms     14.71ms
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
# prefetch at the driver's defaults). Result: 44.61us per batch, 12.81us per
# VA block, bytes / 16.1 GB/s moved, 8.109us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_batch_ns = 44.61us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_block_ns = 12.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:254.2ns 64K:4.067us 512K:32.53us 1M:65.07us 2M:130.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_wake_ns = 8.109us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 70.68us + bytes / 48.4 GB/s, written at the measured sizes (the
# medians would give 1.6%).
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:72.03us 2M:114us 16M:417.5us 64M:1.458ms 256M:5.62ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.22us + bytes / 10.1 GB/s, written at
# the measured sizes (the medians would give 6.1%).
# Residual: 7.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.71us 2M:226.1us 16M:1.681ms 64M:6.671ms 256M:26.63ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.77us + bytes / 9.18 GB/s, written at the
# measured sizes (the medians would give 11.1%).
# Residual: 11.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.91us 512K:75.87us 2M:247.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.41us + bytes / 3.12 GB/s, written at
# the measured sizes (the medians would give 9.4%).
# Residual: 12.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.44us 512K:191.6us 2M:696.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 440.6us + bytes / 1.99 GB/s, misses by 15.8% RMS, so
# it is not used.
# Residual: 8.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:517.9us 256K:577.1us 2M:1.22ms 16M:9.042ms 64M:35.76ms 256M:159.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.437us + bytes / 871 GB/s, misses by 19.7% RMS, so
# it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.773us 2M:5.62us 16M:23.93us 64M:84.93us 256M:329.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.67us +
# bytes / 79.4 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.5us 2M:41.09us 16M:226us 64M:859.9us 256M:3.396ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.5us

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
# measured medians (15 points at 3 sizes): the best line, 10.43us + bytes /
# 236 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.43us 16M:78.48us 64M:304.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.266us +
# bytes / 151 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.3us 16M:108.3us 64M:448us 256M:1.804ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.75us
# + bytes / 9.41 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.271us 64K:25.22us 2M:179.7us 16M:1.898ms 64M:7.75ms 256M:34.08ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.03us + bytes / 9.81 GB/s,
# misses by 21.4% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.72us 64K:31.49us 2M:291.6us 16M:1.647ms 64M:6.263ms 256M:25.35ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.74 GB/s, misses by 36.6% RMS, so it is not used.
# Residual: 25.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.554us 2M:172.1us 16M:2.013ms 64M:9.024ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.9 GB/s, misses by
# 36.9% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.263us 2M:73.74us 16M:745us 64M:5.016ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 372ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 4.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.165us 2M:185.7us 16M:1.483ms 64M:5.932ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
