# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:52:36Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:52:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.0% RMS relative over 5 repetitions.
launch_ns = 3.794us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.933us + bytes / 9.28e+03 GB/s, misses by 71.5% RMS, so it is
# not used.
# Residual: 21.8% RMS relative over 420 repetitions.
malloc_ns = 4K:2.853us 64K:2.968us 1M:2.811us 1536K:2.838us 2M:36.34us 8M:36.89us 64M:52.81us 256M:60.53us 1G:92.43us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.291us + bytes / 2.32e+03 GB/s, misses by 52.4% RMS, so it is
# not used.
# Residual: 24.5% RMS relative over 45 repetitions.
free_ns = 4K:1.627us 64K:1.578us 1M:1.589us 1536K:1.469us 2M:32.62us 8M:33.4us 64M:54.73us 256M:126.6us 1G:385.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.661us + bytes / 1.97e+03 GB/s, misses by 61.8% RMS, so it is not used.
# Residual: 45.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.623us 64K:3.247us 2M:28.91us 16M:64.56us 64M:69.07us 256M:108.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.51us + bytes / 1.18e+05 GB/s, written at the measured sizes (the
# medians would give 11.6%).
# Residual: 12.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.51us 64K:12.51us 2M:12.53us 16M:12.65us 64M:13.08us 256M:14.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.3%, 512K 16.1%, 1M 15.6%, 2M 14.9%, 4M 14.5%, 8M 14.1%, 16M
# 14.2%, 32M 14.8%.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.43us     71.43us
# seq             2M          0         2         2     2097152           0     261.3us     299.6us
# seq            16M          0        16        16    16777216           0     1.913ms     2.175ms
# seq            64M          0        64        64    67108864           0     10.21ms     8.604ms
# seq           256M          0       256       256   268435456           0     34.04ms     34.32ms
# stride         64M        64K         8        32    67108864           0     7.003ms     7.002ms
# stride        256M         2M        32       128     8388608           0     2.649ms     2.988ms
# random         16M          0        12        16    16777216           0     2.141ms     2.086ms
# random         64M          0        36       161    67108864           0     10.04ms     9.077ms
# random        256M          0       125      1211   268435456           0     49.97ms     42.18ms
# fresh           2M          0         2         2           0     2097152     153.3us     184.2us
# fresh          16M          0        16        16           0    16777216      1.13ms     1.251ms
# fresh          64M          0        64        64           0    67108864     5.991ms      4.91ms
# fresh         256M          0       256       256           0   268435456     24.94ms     19.55ms
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
# prefetch at the driver's defaults). Result: 22.17us per batch, 11.27us per
# VA block, bytes / 10.4 GB/s moved, 31.71us per faulting kernel, bytes / 24.5
# GB/s zero-filled.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_batch_ns = 22.17us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_block_ns = 11.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:392.6ns 64K:6.282us 512K:50.25us 1M:100.5us 2M:201us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_wake_ns = 31.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:167.1ns 64K:2.674us 512K:21.39us 1M:42.79us 2M:85.58us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 48.99us + bytes /
# 43.6 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 11.4% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:43.24us 256K:49.94us 1M:106.4us 2M:129.1us 4M:177.9us 16M:457.9us 64M:1.398ms 256M:5.507ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.74us + bytes / 8.86 GB/s, written at the
# measured sizes (the means would give 1.0%).
# Residual: 5.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.14us 256K:47.33us 1M:136.1us 2M:254.5us 4M:491.2us 16M:1.912ms 64M:7.593ms 256M:30.32ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.17us + bytes / 8.14 GB/s, written at the measured
# sizes (the means would give 8.7%).
# Residual: 8.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.23us 512K:82.61us 2M:275.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.83us + bytes / 2.98 GB/s, written at the
# measured sizes (the means would give 5.8%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.85us 512K:199.9us 2M:728.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 329.7us +
# bytes / 2.7 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:389.7us 256K:453.5us 2M:839.3us 16M:6.881ms 64M:29.94ms 256M:112.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.356us + bytes / 852 GB/s, misses by 18.1% RMS, so
# it is not used.
# Residual: 11.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.383us 256K:5.317us 1M:5.397us 2M:5.346us 4M:9.232us 16M:25.46us 64M:86.85us 256M:336.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 14.16us +
# bytes / 75.8 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 13.4% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.03us 256K:17.62us 1M:28us 2M:41.84us 4M:69.51us 16M:235.5us 64M:899.7us 256M:3.556ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.5us

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
# sizes): 6.471us + bytes / 259 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.58us 16M:71.36us 64M:266us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 28.24us + bytes / 204 GB/s, written at the measured
# sizes (the medians would give 8.4%).
# Residual: 8.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.51us 16M:110.4us 64M:356.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.71us +
# bytes / 161 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 29.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:22.75us 16M:100.2us 64M:434.1us 256M:1.81ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.375us + bytes / 12.4 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 10.4% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.046us 8K:7.589us 16K:10.36us 32K:14.82us 64K:22.73us 128K:15.6us 256K:22.14us 512K:36.49us 1M:73.71us 2M:163.6us 4M:359.8us 8M:818.4us 16M:1.711ms 32M:3.621ms 64M:8.263ms 256M:36.05ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.83us + bytes / 8.93 GB/s,
# misses by 24.3% RMS, so it is not used.
# Residual: 12.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:16.98us 8K:11.74us 16K:12.96us 32K:17.6us 64K:30.4us 128K:43.14us 256K:68.53us 512K:111.2us 1M:194.6us 2M:281.9us 4M:473.7us 8M:871.3us 16M:1.681ms 32M:3.311ms 64M:6.5ms 256M:26.03ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 310.3ns +
# bytes / 9.42 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 30.6% RMS relative over 35 repetitions.
host_read_ns = 64K:7.554us 256K:25.32us 1M:111us 2M:202.2us 4M:419us 16M:2.046ms 64M:8.919ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.7 GB/s, misses by
# 32.8% RMS, so it is not used.
# Residual: 8.9% RMS relative over 35 repetitions.
host_write_ns = 64K:993ns 256K:6.847us 1M:25.58us 2M:51.07us 4M:187.9us 16M:890us 64M:4.9ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 753.5ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 8.3%).
# Residual: 8.6% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.265us 256K:22.8us 1M:88.94us 2M:177.1us 4M:353.5us 16M:1.412ms 64M:5.644ms

