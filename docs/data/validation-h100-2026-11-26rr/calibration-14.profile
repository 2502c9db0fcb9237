# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:46:23Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:46:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.552us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.009us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.606us + bytes / 3.95e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.953us 64K:3.708us 1M:3.57us 1536K:3.47us 2M:70.34us 8M:55.31us 64M:86.81us 256M:95.96us 1G:216.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.797us + bytes / 1.26e+03 GB/s, misses by 45.9% RMS, so it is
# not used.
# Residual: 16.5% RMS relative over 45 repetitions.
free_ns = 4K:4.275us 64K:4.219us 1M:4.11us 1536K:4.128us 2M:47.55us 8M:51.8us 64M:89.49us 256M:214.6us 1G:710.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.497us + bytes / 2.99e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 41.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.014us 64K:4.195us 2M:30.93us 16M:50.53us 64M:57.03us 256M:74.76us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.49us + bytes * -2.56e-06 ns/B, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.49us 64K:13.49us 2M:13.49us 16M:13.45us 64M:13.32us 256M:12.8us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.6%, 512K 16.4%, 1M 16.1%, 2M 15.6%, 4M 15.2%, 8M 14.8%, 16M
# 14.8%, 32M 15.7%.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.19us     71.22us
# seq             2M          0         2         2     2097152           0     251.2us     307.6us
# seq            16M          0        16        16    16777216           0     2.032ms     2.305ms
# seq            64M          0        64        64    67108864           0     9.574ms     9.155ms
# seq           256M          0       256       256   268435456           0     42.45ms     36.55ms
# stride         64M        64K         8        32    67108864           0     7.085ms     7.137ms
# stride        256M         2M        32       128     8388608           0     3.264ms     3.709ms
# random         16M          0        12        16    16777216           0     2.527ms     2.197ms
# random         64M          0        36       161    67108864           0     10.87ms     9.933ms
# random        256M          0       125      1211   268435456           0     56.43ms     48.12ms
# fresh           2M          0         2         2           0     2097152     165.7us     187.6us
# fresh          16M          0        16        16           0    16777216     1.172ms     1.346ms
# fresh          64M          0        64        64           0    67108864     6.017ms     5.318ms
# fresh         256M          0       256       256           0   268435456     29.14ms      21.2ms
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
# prefetch at the driver's defaults). Result: 27us per batch, 15.81us per VA
# block, bytes / 10.5 GB/s moved, 22.17us per faulting kernel, bytes / 26.3
# GB/s zero-filled.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 27us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 15.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:390.2ns 64K:6.243us 512K:49.95us 1M:99.89us 2M:199.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 22.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:156ns 64K:2.496us 512K:19.96us 1M:39.93us 2M:79.86us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.65us + bytes /
# 45.5 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.84us 2M:126.7us 16M:444.7us 64M:1.384ms 256M:5.751ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.45us + bytes / 9.54 GB/s, written at
# the measured sizes (the medians would give 5.5%).
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.32us 2M:238.3us 16M:1.777ms 64M:7.053ms 256M:28.16ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.01us + bytes / 8.27 GB/s, written at the
# measured sizes (the medians would give 10.0%).
# Residual: 9.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.94us 512K:80.44us 2M:270.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.69us + bytes / 3.01 GB/s, written at
# the measured sizes (the medians would give 8.6%).
# Residual: 9.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.45us 512K:196.7us 2M:718.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 312.4us + bytes / 2.38 GB/s, misses by 17.2% RMS, so
# it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:367.6us 256K:428.8us 2M:962us 16M:7.67ms 64M:31.63ms 256M:124.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.976us + bytes / 797 GB/s, misses by 22.6% RMS, so
# it is not used.
# Residual: 15.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.244us 2M:4.323us 16M:25.09us 64M:94.81us 256M:366.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.91us +
# bytes / 72.1 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.82us 2M:43.99us 16M:247.6us 64M:945.5us 256M:3.737ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.1us

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
# measured medians (15 points at 3 sizes): the best line, 10.84us + bytes /
# 162 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:23.57us 16M:121.5us 64M:406.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 58.16us + bytes / 108 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 12.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:74.1us 16M:278.1us 64M:611.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 163 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.07us 16M:100.8us 64M:415.7us 256M:1.652ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.204us
# + bytes / 8.68 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.814us 64K:24.93us 2M:180.7us 16M:2.227ms 64M:9.647ms 256M:38.38ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.68us + bytes / 9.24 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.12us 64K:36.81us 2M:294.7us 16M:1.685ms 64M:6.817ms 256M:27.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 7.07 GB/s, written at the measured sizes
# (the medians would give 12.4%).
# Residual: 14.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.932us 2M:295.4us 16M:2.372ms 64M:9.493ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.5 GB/s, misses by
# 32.0% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.405us 2M:83.67us 16M:1.276ms 64M:5.749ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 582.5ns + bytes / 10.5 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.793us 2M:207.1us 16M:1.5ms 64M:6.579ms

