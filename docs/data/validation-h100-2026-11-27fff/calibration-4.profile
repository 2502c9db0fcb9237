# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:54:09Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:54:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.4% RMS relative over 5 repetitions.
launch_ns = 4.034us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.169us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.85us + bytes / 9.67e+03 GB/s, misses by 71.5% RMS, so it is not
# used.
# Residual: 22.2% RMS relative over 420 repetitions.
malloc_ns = 4K:2.713us 64K:2.901us 1M:2.752us 1536K:2.746us 2M:33.84us 8M:33.69us 64M:43.28us 256M:61.49us 1G:88us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.218us + bytes / 2.66e+03 GB/s, misses by 52.7% RMS, so it is
# not used.
# Residual: 22.2% RMS relative over 45 repetitions.
free_ns = 4K:1.498us 64K:1.606us 1M:1.452us 1536K:1.346us 2M:31.18us 8M:31.35us 64M:60.49us 256M:118.3us 1G:328.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.92us
# + bytes / 3.57e+03 GB/s, misses by 61.8% RMS, so it is not used.
# Residual: 39.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.086us 64K:2.408us 2M:17.7us 16M:35.47us 64M:53.57us 256M:61.3us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.756us + bytes / 1.33e+06 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.756us 64K:9.756us 2M:9.757us 16M:9.768us 64M:9.806us 256M:9.958us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.9%, 512K 14.5%, 1M 13.9%, 2M 13.1%, 4M 12.9%, 8M 12.8%, 16M
# 13.1%, 32M 14.0%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.57us      69.7us
# seq             2M          0         2         2     2097152           0     242.8us     299.3us
# seq            16M          0        16        16    16777216           0     1.938ms     2.191ms
# seq            64M          0        64        64    67108864           0     9.831ms     8.677ms
# seq           256M          0       256       256   268435456           0     40.21ms     34.62ms
# stride         64M        64K         8        32    67108864           0     6.921ms     7.084ms
# stride        256M         2M        32       128     8388608           0     2.881ms     3.259ms
# random         16M          0        12        16    16777216           0     2.232ms     2.109ms
# random         64M          0        36       161    67108864           0     10.78ms      9.44ms
# random        256M          0       125      1211   268435456           0     52.47ms      45.1ms
# fresh           2M          0         2         2           0     2097152     163.6us     183.2us
# fresh          16M          0        16        16           0    16777216     1.208ms     1.263ms
# fresh          64M          0        64        64           0    67108864     5.055ms     4.963ms
# fresh         256M          0       256       256           0   268435456     23.85ms     19.77ms
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
# prefetch at the driver's defaults). Result: 20.56us per batch, 13.8us per VA
# block, bytes / 10.4 GB/s moved, 29.05us per faulting kernel, bytes / 24.5
# GB/s zero-filled.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 20.56us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 13.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:393.6ns 64K:6.298us 512K:50.39us 1M:100.8us 2M:201.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 29.05us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:167ns 64K:2.671us 512K:21.37us 1M:42.74us 2M:85.48us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 38.6us + bytes /
# 43.7 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 2.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.06us 256K:40.06us 1M:91.61us 2M:122.1us 4M:166.3us 16M:434.2us 64M:1.383ms 256M:5.445ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 13.07us + bytes / 12 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 8.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.23us 256K:34.31us 1M:98.46us 2M:177.7us 4M:285.8us 16M:1.584ms 64M:6.869ms 256M:27.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.43us + bytes / 8.42 GB/s, written at the measured
# sizes (the means would give 6.7%).
# Residual: 6.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.22us 512K:79.7us 2M:266.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.54us + bytes / 3.04 GB/s, written at the
# measured sizes (the means would give 6.5%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.1us 512K:196us 2M:713.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 282.1us +
# bytes / 3.08 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:312.7us 256K:374.4us 2M:853.6us 16M:5.646ms 64M:23.34ms 256M:92.81ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.33us + bytes / 912 GB/s, misses by 18.5% RMS, so it
# is not used.
# Residual: 9.7% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.279us 256K:4.246us 1M:4.248us 2M:4.231us 4M:8.233us 16M:23.55us 64M:79.54us 256M:322.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 8.43us + bytes / 79.4 GB/s, misses by
# 19.5% RMS, so it is not used.
# Residual: 7.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:13.39us 256K:11.38us 1M:18.23us 2M:26.63us 4M:64.54us 16M:249.2us 64M:1.015ms 256M:4.206ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 105.1us

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
# measured medians (15 points at 3 sizes): the best line, 7.726us + bytes /
# 294 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 17.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.91us 16M:63.91us 64M:239.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.78us + bytes / 245 GB/s, written at the measured
# sizes (the medians would give 10.7%).
# Residual: 10.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.34us 16M:94.24us 64M:299.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 15.7us +
# bytes / 180 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 35.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:30.2us 16M:88.75us 64M:414us 256M:1.742ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line, 7.54us
# + bytes / 13 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 11.9% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.067us 8K:7.836us 16K:10.05us 32K:15.19us 64K:22.2us 128K:15.53us 256K:22.07us 512K:36.39us 1M:69.84us 2M:161.5us 4M:338.3us 8M:719.7us 16M:1.541ms 32M:3.431ms 64M:7.421ms 256M:34.51ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.61us + bytes / 9.4 GB/s,
# misses by 25.9% RMS, so it is not used.
# Residual: 10.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:15.04us 8K:11.94us 16K:16.6us 32K:16.78us 64K:30.53us 128K:43.49us 256K:72.47us 512K:120.1us 1M:209.4us 2M:269.6us 4M:447.2us 8M:845.3us 16M:1.595ms 32M:3.105ms 64M:6.202ms 256M:24.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 442.3ns +
# bytes / 9.52 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 11.5% RMS relative over 35 repetitions.
host_read_ns = 64K:7.339us 256K:29.62us 1M:97.36us 2M:194.7us 4M:421.1us 16M:2.036ms 64M:9.344ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 32.3 GB/s, misses by
# 36.3% RMS, so it is not used.
# Residual: 13.0% RMS relative over 35 repetitions.
host_write_ns = 64K:947ns 256K:7.179us 1M:24.68us 2M:49.33us 4M:179.1us 16M:975.3us 64M:5.1ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 549.4ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 5.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.089us 256K:22.71us 1M:89.18us 2M:177.8us 4M:355.1us 16M:1.419ms 64M:5.673ms

