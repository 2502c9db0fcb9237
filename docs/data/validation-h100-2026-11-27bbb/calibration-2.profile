# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:40:14Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:40:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.1% RMS relative over 5 repetitions.
launch_ns = 4.861us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.992us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.606us + bytes / 4.06e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.554us 64K:2.788us 1M:2.661us 1536K:2.764us 2M:56.76us 8M:50.54us 64M:82.71us 256M:98.7us 1G:205.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.192us + bytes / 1.58e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:2.712us 64K:2.671us 1M:2.383us 1536K:2.565us 2M:41.49us 8M:45.7us 64M:82.98us 256M:173.8us 1G:570.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.06us
# + bytes / 5.25e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 37.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.249us 64K:3.288us 2M:29.44us 16M:30.62us 64M:48.44us 256M:44.88us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.3us + bytes /
# 2.48e+05 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.87us 64K:13.28us 2M:13.34us 16M:13.27us 64M:13us 256M:14.57us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.6%, 512K 20.4%, 1M 20.0%, 2M 19.0%, 4M 17.5%, 8M 15.8%, 16M
# 16.1%, 32M 16.4%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       108us     81.99us
# seq             2M          0         2         2     2097152           0     267.2us     300.7us
# seq            16M          0        16        16    16777216           0     2.118ms     2.178ms
# seq            64M          0        64        64    67108864           0     9.603ms     8.616ms
# seq           256M          0       256       256   268435456           0     39.37ms     34.37ms
# stride         64M        64K         8        32    67108864           0     6.574ms     6.329ms
# stride        256M         2M        32       128     8388608           0     2.463ms     2.835ms
# random         16M          0        12        16    16777216           0     1.689ms     2.031ms
# random         64M          0        36       161    67108864           0     8.438ms     8.269ms
# random        256M          0       125      1211   268435456           0     49.85ms     36.27ms
# fresh           2M          0         2         2           0     2097152     148.1us     183.4us
# fresh          16M          0        16        16           0    16777216     1.226ms      1.24ms
# fresh          64M          0        64        64           0    67108864     5.482ms     4.862ms
# fresh         256M          0       256       256           0   268435456     23.97ms     19.35ms
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
# prefetch at the driver's defaults). Result: 36.81us per batch, 7.048us per
# VA block, bytes / 11.6 GB/s moved, 32.49us per faulting kernel, bytes / 33.2
# GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 36.81us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 7.048us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:352.6ns 64K:5.641us 512K:45.13us 1M:90.25us 2M:180.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 32.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:123.5ns 64K:1.976us 512K:15.8us 1M:31.61us 2M:63.22us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.65us + bytes /
# 46.8 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 1.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.46us 2M:122.5us 16M:429.7us 64M:1.352ms 256M:5.355ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 17.89us + bytes / 14.6 GB/s, written at the
# measured sizes (the means would give 6.4%).
# Residual: 10.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.38us 2M:161.5us 16M:1.167ms 64M:4.614ms 256M:18.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.56us + bytes / 8.12 GB/s, written at the measured
# sizes (the means would give 9.1%).
# Residual: 9.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.63us 512K:84.11us 2M:277.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.79us + bytes / 3.95 GB/s, written at the
# measured sizes (the means would give 11.3%).
# Residual: 13.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.38us 512K:154.6us 2M:552.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 316.8us + bytes / 2.32 GB/s, written at the measured
# sizes (the medians would give 2.9%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:345us 256K:429.6us 2M:1.219ms 16M:7.536ms 64M:29.19ms 256M:115.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.975us + bytes / 1.51e+03 GB/s, misses by 22.0% RMS,
# so it is not used.
# Residual: 14.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.688us 2M:2.651us 16M:14.63us 64M:48.29us 256M:183us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16us + bytes / 69.5 GB/s, misses by
# 15.6% RMS, so it is not used.
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.45us 2M:36.82us 16M:270.8us 64M:1.087ms 256M:4.216ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.2us

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
# measured medians (15 points at 3 sizes): the best line, 7.995us + bytes /
# 232 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 18.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.03us 16M:80.96us 64M:296us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.76us + bytes / 228 GB/s, written at the measured
# sizes (the medians would give 12.8%).
# Residual: 12.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.96us 16M:100.4us 64M:321.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 762.6ns +
# bytes / 151 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.85us 16M:107.8us 64M:455.6us 256M:1.795ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.906us
# + bytes / 8.98 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.523us 64K:23.83us 2M:179.7us 16M:2.057ms 64M:8.655ms 256M:37.71ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 16.11us + bytes / 8.75 GB/s,
# misses by 20.8% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.61us 64K:33.23us 2M:301.6us 16M:1.974ms 64M:7.509ms 256M:26.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.4 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.511us 2M:198.2us 16M:2.419ms 64M:10.1ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.3 GB/s, misses by
# 30.3% RMS, so it is not used.
# Residual: 11.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.47us 2M:80.44us 16M:1.158ms 64M:5.78ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 737.6ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 9.3%).
# Residual: 10.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.124us 2M:205.1us 16M:1.636ms 64M:6.54ms

