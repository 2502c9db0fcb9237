# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:07:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:07:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 4.213us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.58us + bytes / 4.8e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.544us 64K:2.713us 1M:2.518us 1536K:2.766us 2M:51.86us 8M:46.84us 64M:49.09us 256M:71.81us 1G:176.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.183us + bytes / 1.5e+03 GB/s, misses by 47.0% RMS, so it is not
# used.
# Residual: 20.0% RMS relative over 45 repetitions.
free_ns = 4K:3.474us 64K:3.453us 1M:3.418us 1536K:3.596us 2M:38.9us 8M:43.16us 64M:92.74us 256M:181.7us 1G:581.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.192us + bytes / 6.81e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 33.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.365us 64K:2.557us 2M:20.66us 16M:23.94us 64M:34.83us 256M:34.55us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.84us + bytes / 1.89e+06 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 7.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.84us 64K:10.84us 2M:10.84us 16M:10.85us 64M:10.88us 256M:10.98us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.8%, 512K 19.4%, 1M 18.9%, 2M 18.9%, 4M 19.2%, 8M 20.1%, 16M
# 20.9%, 32M 21.8%.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      74.5us     54.33us
# seq             2M          0         2         2     2097152           0     188.1us     229.7us
# seq            16M          0        16        16    16777216           0     1.384ms     1.586ms
# seq            64M          0        64        64    67108864           0     8.895ms     6.238ms
# seq           256M          0       256       256   268435456           0      28.2ms     24.84ms
# stride         64M        64K        64        64    67108864           0     7.188ms     6.238ms
# stride        256M         2M       128       128     8388608           0     2.246ms     2.396ms
# random         16M          0        10        55    16777216           0     1.916ms     2.053ms
# random         64M          0        38       373    67108864           0     9.314ms     9.958ms
# random        256M          0       160      1651   268435456           0     48.13ms     41.66ms
# fresh           2M          0         2         2           0     2097152     134.3us     177.3us
# fresh          16M          0        16        16           0    16777216      1.17ms     1.167ms
# fresh          64M          0        64        64           0    67108864      5.48ms     4.561ms
# fresh         256M          0       256       256           0   268435456     24.75ms     18.13ms
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
# prefetch at the driver's defaults). Result: 1.075us per batch, 12.13us per
# VA block, bytes / 12.5 GB/s moved, 35.89us per faulting kernel, bytes / 18.2
# GB/s zero-filled.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_batch_ns = 1.075us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_block_ns = 12.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.9ns 64K:5.231us 512K:41.85us 1M:83.7us 2M:167.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_wake_ns = 35.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:224.6ns 64K:3.593us 512K:28.75us 1M:57.49us 2M:115us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.87us + bytes /
# 46.7 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.14us 2M:116.7us 16M:417.1us 64M:1.362ms 256M:5.416ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.47us + bytes / 10 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 15.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.81us 2M:249.4us 16M:1.59ms 64M:6.446ms 256M:27.56ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.48us + bytes / 8.86 GB/s, written at the
# measured sizes (the medians would give 6.2%).
# Residual: 6.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.88us 512K:74.63us 2M:252.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.47us + bytes / 3.32 GB/s, written at
# the measured sizes (the medians would give 5.3%).
# Residual: 8.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.2us 512K:181.4us 2M:655.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 290.8us + bytes / 2.79 GB/s, misses by 15.5% RMS, so
# it is not used.
# Residual: 9.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:329.7us 256K:411.5us 2M:826.9us 16M:6.72ms 64M:26.68ms 256M:106ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.571us + bytes / 973 GB/s, misses by 22.2% RMS, so
# it is not used.
# Residual: 10.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.718us 2M:3.641us 16M:21.01us 64M:76.2us 256M:301.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.49us + bytes / 91.9 GB/s, misses
# by 23.0% RMS, so it is not used.
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.1us 2M:26.09us 16M:170.4us 64M:1.007ms 256M:3.895ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 39.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.2us

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
# measured medians (15 points at 3 sizes): the best line, 12.09us + bytes /
# 199 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 16.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:22.54us 16M:97.94us 64M:344us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.51us + bytes / 217 GB/s, written at the measured
# sizes (the medians would give 12.1%).
# Residual: 12.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.17us 16M:96.82us 64M:328.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.849us +
# bytes / 172 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.15us 16M:96.82us 64M:395.3us 256M:1.579ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.982us
# + bytes / 10.7 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.662us 64K:23.42us 2M:141.3us 16M:1.844ms 64M:8.177ms 256M:33.94ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.74us + bytes / 10.6 GB/s,
# misses by 21.7% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.57us 64K:29.42us 2M:262.6us 16M:1.488ms 64M:6.417ms 256M:22.1ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.48 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 17.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.804us 2M:227.9us 16M:2.857ms 64M:10.07ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.3 GB/s, misses by
# 31.9% RMS, so it is not used.
# Residual: 18.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.469us 2M:93.69us 16M:1.773ms 64M:6.129ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 100.1ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 6.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.97us 2M:187.9us 16M:1.503ms 64M:6.011ms

