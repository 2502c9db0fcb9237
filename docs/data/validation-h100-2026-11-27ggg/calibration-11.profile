# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T06:01:04Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T06:01:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.7% RMS relative over 5 repetitions.
launch_ns = 3.138us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.984us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.564us + bytes / 5.54e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 23.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.839us 64K:3.02us 1M:2.42us 1536K:2.415us 2M:55.39us 8M:50.05us 64M:80.76us 256M:87.23us 1G:153.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.744us + bytes / 1.43e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:2.472us 64K:2.5us 1M:2.114us 1536K:2.037us 2M:45.83us 8M:45.66us 64M:82.41us 256M:185.4us 1G:700.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.591us + bytes / 5.81e+03 GB/s, misses by 65.6% RMS, so it is not used.
# Residual: 36.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.208us 64K:2.538us 2M:17.61us 16M:26.04us 64M:29.11us 256M:38.75us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.166us + bytes / 3.05e+05 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 6.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.166us 64K:9.166us 2M:9.172us 16M:9.221us 64M:9.386us 256M:10.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.4%, 512K 19.3%, 1M 19.3%, 2M 18.1%, 4M 18.1%, 8M 16.8%, 16M
# 14.9%, 32M 15.2%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.62us      79.2us
# seq             2M          0         2         2     2097152           0     232.5us       267us
# seq            16M          0        16        16    16777216           0     1.686ms     2.018ms
# seq            64M          0        64        64    67108864           0     8.286ms     8.021ms
# seq           256M          0       256       256   268435456           0     35.62ms     32.03ms
# stride         64M        64K         4        32    67108864           0     4.528ms     4.799ms
# stride        256M         2M        16       128     8388608           0     2.274ms     2.563ms
# random         16M          0        16        16    16777216           0     2.234ms     2.018ms
# random         64M          0        39       104    67108864           0     7.984ms     7.193ms
# random        256M          0       127       907   268435456           0     53.22ms     32.05ms
# fresh           2M          0         2         2           0     2097152     175.8us     180.3us
# fresh          16M          0        16        16           0    16777216     1.178ms     1.325ms
# fresh          64M          0        64        64           0    67108864     5.539ms     5.248ms
# fresh         256M          0       256       256           0   268435456     24.05ms     20.94ms
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
# prefetch at the driver's defaults). Result: 48.55us per batch, 9.645us per
# VA block, bytes / 15.7 GB/s moved, 16.82us per faulting kernel, bytes / 44.5
# GB/s zero-filled.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 48.55us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 9.645us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:261.2ns 64K:4.179us 512K:33.43us 1M:66.87us 2M:133.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 16.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:91.97ns 64K:1.472us 512K:11.77us 1M:23.54us 2M:47.09us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 39.58us + bytes /
# 42.9 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 8.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:32.64us 256K:47.33us 1M:95.96us 2M:120.5us 4M:189.4us 16M:497.6us 64M:1.355ms 256M:5.318ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.23us + bytes / 15.4 GB/s, written at the
# measured sizes (the means would give 4.1%).
# Residual: 10.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.47us 256K:34.2us 1M:85.13us 2M:153us 4M:288.8us 16M:1.104ms 64M:4.363ms 256M:17.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.07us + bytes / 13.3 GB/s, written at the measured
# sizes (the means would give 10.2%).
# Residual: 10.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20us 512K:54.51us 2M:172.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 19.31us + bytes / 4 GB/s, written at the
# measured sizes (the means would give 11.2%).
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.68us 512K:150.3us 2M:543.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 226.8us +
# bytes / 3.42 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:253.6us 256K:319.5us 2M:702.5us 16M:5.084ms 64M:20.92ms 256M:91.14ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.993us + bytes / 1.71e+03 GB/s, misses by 19.0% RMS,
# so it is not used.
# Residual: 16.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.419us 256K:3.489us 1M:3.462us 2M:3.509us 4M:5.631us 16M:13.33us 64M:42.9us 256M:163.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 16.98us +
# bytes / 98.3 GB/s, written at the measured sizes (the medians would give
# 13.2%).
# Residual: 14.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:17.65us 256K:19.65us 1M:27.65us 2M:38.33us 4M:59.67us 16M:187.7us 64M:700us 256M:2.749ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.54us

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
# measured medians (15 points at 3 sizes): the best line, 6.916us + bytes /
# 245 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 19.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.55us 16M:73.29us 64M:288.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.32us + bytes / 241 GB/s, written at the measured
# sizes (the medians would give 5.9%).
# Residual: 5.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:27.02us 16M:87.93us 64M:296.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 897.3ns +
# bytes / 200 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.41us 16M:83.94us 64M:333.5us 256M:1.361ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.294us + bytes / 14.2 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 12.4% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.035us 8K:7.635us 16K:9.059us 32K:14.9us 64K:20.77us 128K:14.67us 256K:20.16us 512K:33.35us 1M:61.68us 2M:141.6us 4M:338.6us 8M:663.9us 16M:1.385ms 32M:3.429ms 64M:7.734ms 256M:33.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.28us + bytes / 11.6 GB/s,
# misses by 30.7% RMS, so it is not used.
# Residual: 20.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.96us 8K:18.64us 16K:11.26us 32K:22.93us 64K:28.08us 128K:38.08us 256K:58.41us 512K:100.7us 1M:167.5us 2M:237us 4M:402.5us 8M:688.1us 16M:1.277ms 32M:2.573ms 64M:4.976ms 256M:18.82ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 6.14 GB/s, written at the measured sizes
# (the medians would give 9.7%).
# Residual: 11.0% RMS relative over 35 repetitions.
host_read_ns = 64K:6.998us 256K:39us 1M:167us 2M:337.6us 4M:679us 16M:2.727ms 64M:10.92ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 34.8% RMS, so it is not used.
# Residual: 11.7% RMS relative over 35 repetitions.
host_write_ns = 64K:1.094us 256K:6.603us 1M:26.8us 2M:72.45us 4M:184.3us 16M:1.011ms 64M:5.605ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.6 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 5.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.302us 256K:22.3us 1M:90.3us 2M:181us 4M:362.3us 16M:1.45ms 64M:5.802ms

