# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:51:37Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:51:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 3.605us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.176us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.569us + bytes / 1.16e+04 GB/s, misses by 59.5% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:1.629us 64K:1.697us 1M:1.487us 1536K:1.539us 2M:34.16us 8M:30.56us 64M:44.55us 256M:62.55us 1G:73.75us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.078us + bytes / 3.02e+03 GB/s, misses by 50.8% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:1.328us 64K:1.319us 1M:1.239us 1536K:1.254us 2M:27.9us 8M:29.75us 64M:45.04us 256M:97.37us 1G:293.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.068us + bytes / 7.95e+03 GB/s, misses by 62.8% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.364us 64K:3.853us 2M:24.5us 16M:23.89us 64M:28.34us 256M:31us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.67us + bytes /
# 2.74e+05 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.18us 64K:10.45us 2M:10.67us 16M:10.81us 64M:10.55us 256M:11.76us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.3%, 512K 17.9%, 1M 17.3%, 2M 16.2%, 4M 16.1%, 8M 16.5%, 16M
# 16.5%, 32M 17.1%.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     61.22us     50.98us
# seq             2M          0         2         2     2097152           0     172.2us     196.7us
# seq            16M          0        16        16    16777216           0     1.205ms     1.323ms
# seq            64M          0        64        64    67108864           0     6.652ms     5.184ms
# seq           256M          0       256       256   268435456           0     26.44ms     20.63ms
# stride         64M        64K        16        32    67108864           0     4.167ms     4.839ms
# stride        256M         2M        64       128     8388608           0     1.736ms     1.972ms
# random         16M          0         9        23    16777216           0     1.491ms     1.398ms
# random         64M          0        35       230    67108864           0     6.671ms     6.972ms
# random        256M          0       128      1431   268435456           0     43.72ms     33.28ms
# fresh           2M          0         2         2           0     2097152     125.4us     153.8us
# fresh          16M          0        16        16           0    16777216     948.8us     979.4us
# fresh          64M          0        64        64           0    67108864     4.799ms      3.81ms
# fresh         256M          0       256       256           0   268435456     16.65ms     15.13ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.77us per VA
# block, bytes / 15.1 GB/s moved, 35.85us per faulting kernel, bytes / 21.8
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_block_ns = 10.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:272.1ns 64K:4.354us 512K:34.83us 1M:69.67us 2M:139.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_wake_ns = 35.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:188.3ns 64K:3.013us 512K:24.1us 1M:48.2us 2M:96.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 31.98us + bytes /
# 47.1 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:30.53us 2M:117.4us 16M:415.7us 64M:1.335ms 256M:5.289ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 19.94us + bytes / 16.7 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 15.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.41us 2M:170.4us 16M:988us 64M:3.902ms 256M:15.49ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.04us + bytes / 14.2 GB/s, written at the measured
# sizes (the means would give 5.8%).
# Residual: 5.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.65us 512K:50.9us 2M:161.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.43us + bytes / 4.77 GB/s, written at the
# measured sizes (the means would give 11.7%).
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.18us 512K:130.4us 2M:460.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 264us +
# bytes / 3.59 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:314.9us 256K:350us 2M:654.8us 16M:5.254ms 64M:21.3ms 256M:84.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.63us + bytes / 1.88e+03 GB/s, misses by 20.7% RMS,
# so it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.216us 2M:2.18us 16M:11.29us 64M:39.23us 256M:150.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.79us +
# bytes / 120 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 10.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.33us 2M:29.27us 16M:151.6us 64M:571.1us 256M:2.249ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.81us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 5.88us + bytes / 322 GB/s, written at the measured sizes (the
# medians would give 14.6%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.39us 16M:57.95us 64M:214.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.48us + bytes / 224 GB/s, written at the measured
# sizes (the medians would give 7.6%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.85us 16M:94.44us 64M:319.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.035us +
# bytes / 180 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.03us 16M:111.8us 64M:388us 256M:1.369ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.653us
# + bytes / 12.5 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.257us 64K:21.28us 2M:132.8us 16M:1.395ms 64M:6.011ms 256M:26.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.17us + bytes / 14.1 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.66us 64K:26.16us 2M:212.2us 16M:1.144ms 64M:4.67ms 256M:16.94ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.6 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 17.1% RMS relative over 20 repetitions.
host_read_ns = 64K:5.318us 2M:156.9us 16M:1.863ms 64M:8.37ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.9 GB/s, misses by
# 28.4% RMS, so it is not used.
# Residual: 12.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.08us 2M:69.6us 16M:873.8us 64M:4.596ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.8 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.675us 2M:151.6us 16M:1.213ms 64M:4.853ms

