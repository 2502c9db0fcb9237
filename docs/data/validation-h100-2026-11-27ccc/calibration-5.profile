# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:53:23Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:53:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.8% RMS relative over 5 repetitions.
launch_ns = 3.129us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.192us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.312us + bytes / 4.55e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.527us 64K:2.569us 1M:2.377us 1536K:2.204us 2M:63us 8M:40.41us 64M:51.72us 256M:93.23us 1G:180.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.721us + bytes / 1.72e+03 GB/s, misses by 49.4% RMS, so it is
# not used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:2.095us 64K:2.229us 1M:2.056us 1536K:1.987us 2M:40.33us 8M:39.16us 64M:79.68us 256M:157.3us 1G:541us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.162us + bytes / 6.09e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:1.977us 64K:1.953us 2M:14.22us 16M:21.32us 64M:32.8us 256M:36.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.313us + bytes / 6.93e+05 GB/s, written at the measured sizes (the
# medians would give 10.4%).
# Residual: 10.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.313us 64K:7.313us 2M:7.316us 16M:7.337us 64M:7.41us 256M:7.701us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.7%, 512K 19.2%, 1M 18.2%, 2M 17.2%, 4M 17.8%, 8M 17.6%, 16M
# 17.3%, 32M 17.7%.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     61.98us     48.63us
# seq             2M          0         2         2     2097152           0     175.5us     186.2us
# seq            16M          0        16        16    16777216           0      1.24ms     1.251ms
# seq            64M          0        64        64    67108864           0     5.783ms       4.9ms
# seq           256M          0       256       256   268435456           0     25.49ms      19.5ms
# stride         64M        64K        32        32    67108864           0     3.808ms     4.567ms
# stride        256M         2M       128       128     8388608           0     1.675ms     1.892ms
# random         16M          0         9        35    16777216           0     1.361ms     1.448ms
# random         64M          0        34       306    67108864           0     8.431ms     7.419ms
# random        256M          0       139      1560   268435456           0     34.69ms     33.07ms
# fresh           2M          0         2         2           0     2097152     101.5us     132.2us
# fresh          16M          0        16        16           0    16777216     769.2us     818.4us
# fresh          64M          0        64        64           0    67108864      4.09ms     3.171ms
# fresh         256M          0       256       256           0   268435456      16.7ms     12.58ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.41us per VA
# block, bytes / 16 GB/s moved, 34.12us per faulting kernel, bytes / 27.2 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_block_ns = 10.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:256.3ns 64K:4.101us 512K:32.81us 1M:65.62us 2M:131.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_wake_ns = 34.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:150.8ns 64K:2.413us 512K:19.3us 1M:38.61us 2M:77.22us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.75us + bytes /
# 41.7 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 15.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.63us 2M:118.7us 16M:421.6us 64M:2.145ms 256M:5.331ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 13.62us + bytes / 15.3 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 18.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:17.81us 2M:162.5us 16M:923.9us 64M:12.87ms 256M:16.8ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.75us + bytes / 14.3 GB/s, written at the measured
# sizes (the means would give 7.5%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.35us 512K:50.53us 2M:160.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.61us + bytes / 4.52 GB/s, written at the
# measured sizes (the means would give 13.0%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.1us 512K:136.5us 2M:484.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 214.9us + bytes / 3.81 GB/s, written at the measured
# sizes (the medians would give 11.4%).
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:232.1us 256K:283.7us 2M:765us 16M:4.615ms 64M:17.82ms 256M:70.62ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.924us + bytes / 1.91e+03 GB/s, misses by 18.5% RMS,
# so it is not used.
# Residual: 15.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.542us 2M:3.478us 16M:11.32us 64M:39.16us 256M:150.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.28us + bytes / 114 GB/s, misses by
# 20.3% RMS, so it is not used.
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.31us 2M:21.96us 16M:162.6us 64M:600.4us 256M:2.973ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.9% RMS relative over 15 repetitions.
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
# measured medians (15 points at 3 sizes): the best line, 7.467us + bytes /
# 309 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.3us 16M:60.49us 64M:228.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.97us + bytes / 202 GB/s, written at the measured
# sizes (the medians would give 14.3%).
# Residual: 13.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.33us 16M:106.8us 64M:355.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.121us +
# bytes / 205 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.37us 16M:82.96us 64M:329.7us 256M:1.312ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.075us
# + bytes / 14.6 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.575us 64K:21.12us 2M:110us 16M:1.258ms 64M:5.439ms 256M:25.54ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.46us + bytes / 16.2 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.79us 64K:25.81us 2M:201.1us 16M:1.015ms 64M:3.81ms 256M:15.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 17 GB/s, misses by 35.3% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
host_read_ns = 64K:2.817us 2M:92.14us 16M:1.312ms 64M:6.994ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.5 GB/s, misses by
# 36.2% RMS, so it is not used.
# Residual: 9.6% RMS relative over 20 repetitions.
host_write_ns = 64K:848ns 2M:42.9us 16M:704.1us 64M:3.892ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.2 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 7.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.92us 2M:171.8us 16M:1.378ms 64M:5.512ms

