# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T23:06:46Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:06:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 13.5% RMS relative over 5 repetitions.
launch_ns = 4.427us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.773us + bytes / 4.97e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.906us 64K:2.931us 1M:2.682us 1536K:2.772us 2M:56.11us 8M:46.46us 64M:53.82us 256M:77.78us 1G:168.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.133us + bytes / 1.33e+03 GB/s, misses by 46.0% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:3.616us 64K:3.598us 1M:3.491us 1536K:3.42us 2M:40.6us 8M:45.25us 64M:96.49us 256M:194.9us 1G:690.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.961us + bytes / 3.62e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 35.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.896us 64K:3.392us 2M:28.74us 16M:39.8us 64M:59.49us 256M:62.38us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.87us + bytes / 1.02e+06 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.87us 64K:13.87us 2M:13.87us 16M:13.89us 64M:13.93us 256M:14.13us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.3%, 1M 13.9%, 2M 13.2%, 4M 12.5%, 8M 12.2%, 16M
# 12.5%, 32M 13.7%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     101.3us     88.44us
# seq             2M          0         2         2     2097152           0       295us     347.3us
# seq            16M          0        16        16    16777216           0     2.098ms     2.518ms
# seq            64M          0        64        64    67108864           0     10.98ms     9.962ms
# seq           256M          0       256       256   268435456           0     49.29ms     39.74ms
# stride         64M        64K         8        32    67108864           0     7.923ms      7.93ms
# stride        256M         2M        32       128     8388608           0     3.762ms      4.16ms
# random         16M          0        12        16    16777216           0     2.682ms     2.417ms
# random         64M          0        36       161    67108864           0     11.65ms     11.09ms
# random        256M          0       125      1211   268435456           0     61.61ms     54.48ms
# fresh           2M          0         2         2           0     2097152     173.2us     190.6us
# fresh          16M          0        16        16           0    16777216     1.217ms     1.265ms
# fresh          64M          0        64        64           0    67108864     5.868ms     4.949ms
# fresh         256M          0       256       256           0   268435456     19.65ms     19.69ms
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
# prefetch at the driver's defaults). Result: 25.46us per batch, 18.93us per
# VA block, bytes / 9.47 GB/s moved, 37.13us per faulting kernel, bytes / 32.4
# GB/s zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 25.46us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 18.93us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:432.4ns 64K:6.918us 512K:55.34us 1M:110.7us 2M:221.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 37.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:126.4ns 64K:2.022us 512K:16.18us 1M:32.36us 2M:64.71us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 48.02us + bytes /
# 44.1 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.27us 2M:126.1us 16M:477.5us 64M:1.435ms 256M:5.737ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.26us + bytes / 13.5 GB/s, written at
# the measured sizes (the medians would give 6.6%).
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.09us 2M:171.1us 16M:1.255ms 64M:4.97ms 256M:19.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 19.71us + bytes / 11.9 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.63us 512K:61.04us 2M:203.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.68us + bytes / 2.79 GB/s, written at
# the measured sizes (the medians would give 10.2%).
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.18us 512K:210.6us 2M:774.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 378.3us + bytes / 2.25 GB/s, written at the measured
# sizes (the medians would give 9.3%).
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:407.5us 256K:495us 2M:1.312ms 16M:7.849ms 64M:30.26ms 256M:119.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.04us + bytes / 906 GB/s, misses by 21.1% RMS, so it
# is not used.
# Residual: 15.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.213us 2M:5.271us 16M:21.64us 64M:78.31us 256M:350.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.33us + bytes / 83 GB/s, misses by
# 15.2% RMS, so it is not used.
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.39us 2M:31.21us 16M:235.3us 64M:855.1us 256M:3.417ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.8us

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
# measured medians (15 points at 3 sizes): the best line, 6.968us + bytes /
# 206 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 20.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.24us 16M:85.88us 64M:342.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 29.34us + bytes / 171 GB/s, written at the measured
# sizes (the medians would give 7.3%).
# Residual: 7.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.59us 16M:127.4us 64M:421.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 9.605us +
# bytes / 154 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:24.29us 16M:107.1us 64M:453.9us 256M:1.88ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.039us
# + bytes / 8.06 GB/s, misses by 35.6% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.807us 64K:25.16us 2M:190.5us 16M:2.455ms 64M:9.884ms 256M:44.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.33us + bytes / 11.4 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.64us 64K:33.58us 2M:261.9us 16M:1.357ms 64M:6.177ms 256M:20.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.36 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 14.4% RMS relative over 20 repetitions.
host_read_ns = 64K:8.621us 2M:257.2us 16M:3.288ms 64M:13.98ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.7 GB/s, misses by
# 34.6% RMS, so it is not used.
# Residual: 8.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.56us 2M:95.83us 16M:1.804ms 64M:7.605ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 1.018us + bytes / 7.71 GB/s, misses
# by 31.9% RMS, so it is not used.
# Residual: 40.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:9.449us 2M:471.1us 16M:1.887ms 64M:8.254ms

