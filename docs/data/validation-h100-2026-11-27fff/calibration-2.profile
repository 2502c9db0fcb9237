# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:53:08Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:53:08Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.7% RMS relative over 5 repetitions.
launch_ns = 4.548us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.7us + bytes / 6.78e+03 GB/s, misses by 73.0% RMS, so it is not
# used.
# Residual: 21.2% RMS relative over 420 repetitions.
malloc_ns = 4K:2.741us 64K:2.673us 1M:2.742us 1536K:2.659us 2M:50.54us 8M:49.88us 64M:62.55us 256M:83.54us 1G:124.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.944us + bytes / 1.4e+03 GB/s, misses by 48.3% RMS, so it is not
# used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.459us 64K:2.476us 1M:2.357us 1536K:2.299us 2M:42.87us 8M:47.51us 64M:78.66us 256M:190.3us 1G:688.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.356us + bytes / 5.22e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 34.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.833us 64K:4.643us 2M:25.99us 16M:43.21us 64M:56.5us 256M:47.04us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.14us + bytes / 1.35e+05 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 9.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.14us 64K:12.14us 2M:12.16us 16M:12.27us 64M:12.64us 256M:14.13us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.3%, 1M 13.5%, 2M 12.3%, 4M 11.8%, 8M 11.5%, 16M
# 11.9%, 32M 12.7%.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.65us     68.22us
# seq             2M          0         2         2     2097152           0     251.9us     281.6us
# seq            16M          0        16        16    16777216           0     1.843ms      2.02ms
# seq            64M          0        64        64    67108864           0     8.482ms     7.978ms
# seq           256M          0       256       256   268435456           0      36.9ms     31.81ms
# stride         64M        64K         8        32    67108864           0     6.117ms      6.62ms
# stride        256M         2M        32       128     8388608           0     2.456ms     2.762ms
# random         16M          0        12        16    16777216           0     1.941ms     1.947ms
# random         64M          0        36       161    67108864           0     9.436ms     8.526ms
# random        256M          0       125      1211   268435456           0     48.21ms     39.81ms
# fresh           2M          0         2         2           0     2097152     174.5us     194.6us
# fresh          16M          0        16        16           0    16777216     1.185ms     1.324ms
# fresh          64M          0        64        64           0    67108864      5.73ms     5.194ms
# fresh         256M          0       256       256           0   268435456     25.31ms     20.68ms
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
# prefetch at the driver's defaults). Result: 18.05us per batch, 10.86us per
# VA block, bytes / 11 GB/s moved, 33.37us per faulting kernel, bytes / 20.3
# GB/s zero-filled.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_batch_ns = 18.05us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_block_ns = 10.86us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 15.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:372ns 64K:5.952us 512K:47.62us 1M:95.23us 2M:190.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_wake_ns = 33.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:202.1ns 64K:3.233us 512K:25.87us 1M:51.73us 2M:103.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 44.59us + bytes /
# 44.5 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 2.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:38.2us 256K:48.84us 1M:94.99us 2M:125.2us 4M:165.1us 16M:445.2us 64M:1.365ms 256M:5.386ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.74us + bytes / 14.1 GB/s, written at the
# measured sizes (the means would give 5.3%).
# Residual: 9.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:23.38us 256K:37.28us 1M:92.87us 2M:167us 4M:315.3us 16M:1.205ms 64M:4.763ms 256M:19ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.7us + bytes / 12.1 GB/s, written at the measured
# sizes (the means would give 12.2%).
# Residual: 12.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.11us 512K:58.99us 2M:188.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 21.11us + bytes / 3.99 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.86us 512K:170.7us 2M:509.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 305.3us + bytes / 2.46 GB/s, written at the measured
# sizes (the medians would give 6.8%).
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:331.9us 256K:411.8us 2M:1.157ms 16M:7.117ms 64M:27.55ms 256M:109.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.126us + bytes / 1.58e+03 GB/s, misses by 19.9% RMS,
# so it is not used.
# Residual: 11.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.646us 256K:2.601us 1M:2.603us 2M:2.596us 4M:6.051us 16M:13.65us 64M:45.21us 256M:174.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 14.21us +
# bytes / 74.3 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 11.9% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.09us 256K:17.74us 1M:28.32us 2M:42.43us 4M:70.64us 16M:240us 64M:917.2us 256M:3.626ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.49us

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
# sizes): 6.573us + bytes / 219 GB/s, written at the measured sizes (the
# medians would give 14.6%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.16us 16M:83.29us 64M:313.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.63us + bytes / 187 GB/s, written at the measured
# sizes (the medians would give 5.7%).
# Residual: 6.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.84us 16M:111.3us 64M:380.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.121us +
# bytes / 162 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 25.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.47us 16M:107us 64M:413.2us 256M:1.762ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.735us + bytes / 13.9 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 12.4% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.572us 8K:8.143us 16K:9.67us 32K:15.12us 64K:22.21us 128K:14.56us 256K:20.22us 512K:33.78us 1M:76.61us 2M:144.8us 4M:329.2us 8M:674.3us 16M:1.397ms 32M:2.85ms 64M:6.826ms 256M:31.05ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.83us + bytes / 11.6 GB/s,
# misses by 28.9% RMS, so it is not used.
# Residual: 8.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.57us 8K:10.22us 16K:11.48us 32K:24.11us 64K:28.46us 128K:39.97us 256K:61.22us 512K:105.2us 1M:171.6us 2M:236.8us 4M:392.3us 8M:694.2us 16M:1.278ms 32M:2.487ms 64M:4.837ms 256M:19.48ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 5.91 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 15.2% RMS relative over 35 repetitions.
host_read_ns = 64K:9.402us 256K:43.05us 1M:172.8us 2M:390.9us 4M:616.1us 16M:2.915ms 64M:12.21ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 27.8 GB/s, misses by
# 31.2% RMS, so it is not used.
# Residual: 10.2% RMS relative over 35 repetitions.
host_write_ns = 64K:1.33us 256K:6.917us 1M:27.64us 2M:73.4us 4M:185.6us 16M:966.5us 64M:5.291ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 90.04ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 6.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.997us 256K:23.72us 1M:94.6us 2M:189.1us 4M:378.1us 16M:1.512ms 64M:6.049ms

