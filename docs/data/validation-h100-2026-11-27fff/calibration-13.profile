# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T04:58:55Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:58:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.377us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.165us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.866us + bytes / 6.86e+03 GB/s, misses by 72.5% RMS, so it is
# not used.
# Residual: 21.4% RMS relative over 420 repetitions.
malloc_ns = 4K:3.068us 64K:2.902us 1M:2.615us 1536K:2.941us 2M:49.74us 8M:50.75us 64M:70.45us 256M:83.54us 1G:124us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.297us + bytes / 1.31e+03 GB/s, misses by 45.4% RMS, so it is
# not used.
# Residual: 16.3% RMS relative over 45 repetitions.
free_ns = 4K:3.66us 64K:3.832us 1M:3.616us 1536K:3.644us 2M:42.04us 8M:46.03us 64M:79.89us 256M:198.9us 1G:709.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.301us + bytes / 4.01e+03 GB/s, misses by 63.5% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.72us 64K:4.686us 2M:28.45us 16M:36.76us 64M:54.83us 256M:58.1us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.27us + bytes / 3.56e+05 GB/s, written at the measured sizes (the
# medians would give 11.5%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.27us 64K:13.27us 2M:13.27us 16M:13.31us 64M:13.45us 256M:14.02us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.1%, 512K 16.9%, 1M 16.7%, 2M 15.8%, 4M 14.1%, 8M 12.0%, 16M
# 12.1%, 32M 12.3%.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     77.09us      66.7us
# seq             2M          0         2         2     2097152           0     253.1us     268.2us
# seq            16M          0        16        16    16777216           0     1.871ms     1.986ms
# seq            64M          0        64        64    67108864           0     8.375ms     7.877ms
# seq           256M          0       256       256   268435456           0     36.26ms     31.44ms
# stride         64M        64K         8        32    67108864           0      5.84ms     5.825ms
# stride        256M         2M        32       128     8388608           0     2.138ms     2.384ms
# random         16M          0        12        16    16777216           0     1.616ms     1.851ms
# random         64M          0        36       161    67108864           0     7.432ms     7.383ms
# random        256M          0       125      1211   268435456           0     39.12ms     31.49ms
# fresh           2M          0         2         2           0     2097152     120.1us     138.6us
# fresh          16M          0        16        16           0    16777216     869.9us     949.5us
# fresh          64M          0        64        64           0    67108864     4.134ms      3.73ms
# fresh         256M          0       256       256           0   268435456     18.51ms     14.85ms
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
# prefetch at the driver's defaults). Result: 33.95us per batch, 4.71us per VA
# block, bytes / 12.5 GB/s moved, 22.79us per faulting kernel, bytes / 54.4
# GB/s zero-filled.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_batch_ns = 33.95us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_block_ns = 4.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:328.4ns 64K:5.254us 512K:42.03us 1M:84.06us 2M:168.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_wake_ns = 22.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:75.25ns 64K:1.204us 512K:9.632us 1M:19.26us 2M:38.53us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 52.86us + bytes /
# 42.5 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 10.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:39.37us 256K:76.77us 1M:120.5us 2M:166.7us 4M:224.9us 16M:472us 64M:1.388ms 256M:5.509ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.1us + bytes / 9.16 GB/s, written at the
# measured sizes (the means would give 2.9%).
# Residual: 6.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:26.25us 256K:47.71us 1M:133.6us 2M:248us 4M:477us 16M:1.851ms 64M:7.346ms 256M:29.33ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.22us + bytes / 12.2 GB/s, written at the measured
# sizes (the means would give 9.6%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.61us 512K:59.35us 2M:188.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 29.12us + bytes / 3.92 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.79us 512K:186.7us 2M:522.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 290.6us + bytes / 2.51 GB/s, written at the measured
# sizes (the medians would give 4.9%).
# Residual: 11.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:316.7us 256K:394.9us 2M:1.125ms 16M:6.969ms 64M:27.01ms 256M:107.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.61us + bytes / 802 GB/s, misses by 17.3% RMS, so it
# is not used.
# Residual: 11.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.689us 256K:5.634us 1M:5.661us 2M:5.683us 4M:9.865us 16M:27.01us 64M:91.65us 256M:357.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 9.09us + bytes / 90.8 GB/s, misses by
# 19.6% RMS, so it is not used.
# Residual: 8.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:13.21us 256K:11.73us 1M:18.27us 2M:26.19us 4M:49.82us 16M:196.1us 64M:973.2us 256M:3.98ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.65us

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
# measured medians (15 points at 3 sizes): the best line, 7.453us + bytes /
# 295 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.59us 16M:64.06us 64M:236.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 50.19us + bytes / 203 GB/s, written at the measured
# sizes (the medians would give 8.1%).
# Residual: 8.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:60.54us 16M:133us 64M:381.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.696us +
# bytes / 157 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 25.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.34us 16M:104.5us 64M:432us 256M:1.767ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.895us + bytes / 14.1 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 10.9% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.619us 8K:8.247us 16K:9.665us 32K:14.56us 64K:22.57us 128K:15.12us 256K:20.91us 512K:35.02us 1M:65.81us 2M:143.6us 4M:317.9us 8M:649us 16M:1.433ms 32M:2.993ms 64M:6.662ms 256M:31.23ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 15.77us + bytes / 10.3 GB/s,
# misses by 29.1% RMS, so it is not used.
# Residual: 12.4% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:16.75us 8K:12.76us 16K:14.93us 32K:19.26us 64K:34.25us 128K:52.28us 256K:82.77us 512K:134us 1M:204.2us 2M:274us 4M:413.5us 8M:745.6us 16M:1.398ms 32M:2.948ms 64M:5.516ms 256M:22.67ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 626.5ns +
# bytes / 9.92 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 19.1% RMS relative over 35 repetitions.
host_read_ns = 64K:7.573us 256K:24.4us 1M:97.36us 2M:196.2us 4M:399.9us 16M:2.074ms 64M:8.861ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 11.6% RMS relative over 35 repetitions.
host_write_ns = 64K:973ns 256K:6.65us 1M:24.7us 2M:49.34us 4M:172.8us 16M:766us 64M:4.792ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 397ns +
# bytes / 12.4 GB/s, written at the measured sizes (the medians would give
# 8.4%).
# Residual: 8.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.683us 256K:21.54us 1M:84.97us 2M:169.5us 4M:338.7us 16M:1.354ms 64M:5.413ms

