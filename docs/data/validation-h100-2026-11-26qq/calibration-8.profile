# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:19:37Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:19:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 3.906us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.181us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.177us + bytes / 5.43e+03 GB/s, misses by 55.6% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.234us 64K:2.439us 1M:2.123us 1536K:2.208us 2M:46.44us 8M:40.92us 64M:62us 256M:53.77us 1G:169.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.007us + bytes / 1.72e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 17.3% RMS relative over 45 repetitions.
free_ns = 4K:2.379us 64K:2.426us 1M:2.33us 1536K:2.262us 2M:36.29us 8M:39.25us 64M:73.62us 256M:154.7us 1G:535.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.558us + bytes / 4.19e+03 GB/s, misses by 64.0% RMS, so it is not used.
# Residual: 36.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.448us 64K:3.085us 2M:27.18us 16M:35.89us 64M:52.2us 256M:54.19us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.93us + bytes / 1.4e+05 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 9.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.93us 64K:10.93us 2M:10.94us 16M:11.05us 64M:11.41us 256M:12.85us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.1%, 512K 21.0%, 1M 21.0%, 2M 21.1%, 4M 21.1%, 8M 20.9%, 16M
# 20.7%, 32M 21.1%.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.64us     58.91us
# seq             2M          0         2         2     2097152           0     180.9us     222.4us
# seq            16M          0        16        16    16777216           0     1.172ms     1.665ms
# seq            64M          0        64        64    67108864           0     8.462ms     6.611ms
# seq           256M          0       256       256   268435456           0     33.95ms      26.4ms
# stride         64M        64K         4        32    67108864           0     5.392ms     4.603ms
# stride        256M         2M        16       128     8388608           0     2.167ms     2.385ms
# random         16M          0        16        16    16777216           0      1.81ms     1.665ms
# random         64M          0        39       104    67108864           0     8.306ms     6.363ms
# random        256M          0       127       907   268435456           0     33.84ms     30.02ms
# fresh           2M          0         2         2           0     2097152     99.52us     116.6us
# fresh          16M          0        16        16           0    16777216     746.4us     819.1us
# fresh          64M          0        64        64           0    67108864     3.787ms     3.228ms
# fresh         256M          0       256       256           0   268435456     15.85ms     12.86ms
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
# prefetch at the driver's defaults). Result: 27.59us per batch, 11.03us per
# VA block, bytes / 16.3 GB/s moved, 16.26us per faulting kernel, bytes / 90.7
# GB/s zero-filled.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_batch_ns = 27.59us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_block_ns = 11.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:251.7ns 64K:4.027us 512K:32.21us 1M:64.43us 2M:128.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_wake_ns = 16.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:45.15ns 64K:722.3ns 512K:5.779us 1M:11.56us 2M:23.11us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.98us + bytes /
# 45.9 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.32us 2M:116us 16M:417us 64M:1.364ms 256M:5.709ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.45us + bytes / 10.2 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.75us 2M:241.1us 16M:1.587ms 64M:6.068ms 256M:29.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.4us + bytes / 14.6 GB/s, written at the
# measured sizes (the medians would give 6.3%).
# Residual: 6.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:17.89us 512K:49.37us 2M:157.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 17.78us + bytes / 3.91 GB/s, written at
# the measured sizes (the medians would give 12.5%).
# Residual: 12.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.53us 512K:151.8us 2M:553.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 291.8us + bytes / 2.82
# GB/s, written at the measured sizes (the medians would give 8.1%).
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:315us 256K:384.6us 2M:1.034ms 16M:6.231ms 64M:24.05ms 256M:95.33ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.759us + bytes / 1.81e+03 GB/s, misses by 27.0% RMS,
# so it is not used.
# Residual: 21.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.404us 2M:2.32us 16M:11.72us 64M:40.43us 256M:157.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.58us +
# bytes / 117 GB/s, written at the measured sizes (the medians would give
# 10.6%).
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.14us 2M:29.58us 16M:155.5us 64M:587.4us 256M:2.315ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.58us

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
# measured medians (15 points at 3 sizes): the best line, 5.626us + bytes /
# 319 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.22us 16M:57.4us 64M:218.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.34us + bytes / 211 GB/s, written at the measured
# sizes (the medians would give 4.9%).
# Residual: 4.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.3us 16M:101us 64M:339.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.147us +
# bytes / 163 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.45us 16M:97.56us 64M:430.4us 256M:1.705ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.353us
# + bytes / 12.8 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.737us 64K:22.77us 2M:132.4us 16M:1.281ms 64M:6.509ms 256M:26.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.61us + bytes / 14.7 GB/s,
# misses by 26.9% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.361us 64K:26.05us 2M:214.7us 16M:1.126ms 64M:4.139ms 256M:16.5ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.5 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 15.5% RMS relative over 20 repetitions.
host_read_ns = 64K:5.562us 2M:176.1us 16M:1.569ms 64M:8.034ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.8 GB/s, misses by
# 40.9% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
host_write_ns = 64K:844ns 2M:42.94us 16M:650.6us 64M:4.196ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.8 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.381us 2M:151.4us 16M:1.214ms 64M:4.858ms

