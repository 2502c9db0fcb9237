# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:25:07Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:25:07Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.531us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.156us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.296us + bytes / 3.71e+03 GB/s, misses by 60.6% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.913us 64K:2.301us 1M:2.379us 1536K:2.3us 2M:56.14us 8M:52.33us 64M:82.64us 256M:90.03us 1G:233.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.661us + bytes / 1.51e+03 GB/s, misses by 49.7% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:2.351us 64K:1.957us 1M:1.962us 1536K:2.11us 2M:42.42us 8M:45.65us 64M:81.68us 256M:177us 1G:630us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.979us + bytes / 7.53e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 37.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.302us 64K:2.379us 2M:20.18us 16M:35.92us 64M:33.42us 256M:31.91us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.47us + bytes / 3.12e+05 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.47us 64K:10.47us 2M:10.48us 16M:10.52us 64M:10.69us 256M:11.33us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.1%, 512K 22.9%, 1M 22.6%, 2M 22.3%, 4M 21.4%, 8M 20.3%, 16M
# 20.1%, 32M 20.3%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     125.3us     74.71us
# seq             2M          0         2         2     2097152           0     229.6us     285.7us
# seq            16M          0        16        16    16777216           0      1.85ms     2.157ms
# seq            64M          0        64        64    67108864           0     9.213ms     8.572ms
# seq           256M          0       256       256   268435456           0     39.39ms     34.23ms
# stride         64M        64K         4        32    67108864           0     7.485ms     5.799ms
# stride        256M         2M        16       128     8388608           0     2.415ms     2.676ms
# random         16M          0        16        16    16777216           0     1.852ms     2.157ms
# random         64M          0        39       104    67108864           0     8.927ms     7.978ms
# random        256M          0       127       907   268435456           0     44.43ms     35.85ms
# fresh           2M          0         2         2           0     2097152     111.9us     136.2us
# fresh          16M          0        16        16           0    16777216     887.9us     960.6us
# fresh          64M          0        64        64           0    67108864     4.317ms     3.787ms
# fresh         256M          0       256       256           0   268435456     21.48ms     15.09ms
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
# prefetch at the driver's defaults). Result: 40.59us per batch, 10.53us per
# VA block, bytes / 12.7 GB/s moved, 18.43us per faulting kernel, bytes / 135
# GB/s zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 40.59us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 10.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:322.3ns 64K:5.158us 512K:41.26us 1M:82.52us 2M:165us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 18.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:30.33ns 64K:485.3ns 512K:3.882us 1M:7.764us 2M:15.53us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 40 points at 8
# sizes): 74.6us + bytes / 47.9 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 14.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:75.96us 256K:80.07us 1M:96.5us 2M:118.4us 4M:162.2us 16M:425.1us 64M:1.477ms 256M:5.683ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.57us + bytes / 10.6 GB/s, written at the
# measured sizes (the means would give 8.1%).
# Residual: 10.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:24.74us 256K:43.25us 1M:117.3us 2M:216us 4M:413.3us 16M:1.598ms 64M:6.335ms 256M:25.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.38us + bytes / 12.2 GB/s, written at the measured
# sizes (the means would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.74us 512K:58.27us 2M:186.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 18.18us + bytes / 2.88 GB/s, written at the
# measured sizes (the means would give 7.8%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.91us 512K:200us 2M:745.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 315.6us +
# bytes / 2.32 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 20.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:370us 256K:429.8us 2M:1.011ms 16M:7.914ms 64M:31.56ms 256M:125.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.472us + bytes / 930 GB/s, misses by 17.1% RMS, so
# it is not used.
# Residual: 12.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.097us 256K:4.249us 1M:4.35us 2M:4.511us 4M:8.645us 16M:23.03us 64M:79.08us 256M:294.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 11.15us +
# bytes / 97 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 13.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.83us 256K:13.85us 1M:21.96us 2M:32.77us 4M:54.38us 16M:184.1us 64M:702.8us 256M:2.778ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.28us

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
# sizes): 7.198us + bytes / 282 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.65us 16M:66.78us 64M:245.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.69us + bytes / 216 GB/s, written at the measured
# sizes (the medians would give 9.0%).
# Residual: 9.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.42us 16M:104.5us 64M:337.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 423.1ns +
# bytes / 192 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.41us 16M:86.49us 64M:351.8us 256M:1.408ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.582us + bytes / 14 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 12.0% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.761us 8K:8.684us 16K:10.06us 32K:15.1us 64K:22.96us 128K:15.83us 256K:21.1us 512K:36.98us 1M:68.7us 2M:148.7us 4M:331.8us 8M:647.7us 16M:1.278ms 32M:2.975ms 64M:6.472ms 256M:29.34ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.56us + bytes / 11.2 GB/s,
# misses by 29.3% RMS, so it is not used.
# Residual: 7.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.57us 8K:10.27us 16K:11.48us 32K:22.59us 64K:28.49us 128K:41.3us 256K:63.57us 512K:110.9us 1M:175.4us 2M:245.6us 4M:395.9us 8M:694.7us 16M:1.31ms 32M:2.51ms 64M:4.887ms 256M:21.35ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 274.5ns +
# bytes / 16.8 GB/s, misses by 33.9% RMS, so it is not used.
# Residual: 25.3% RMS relative over 35 repetitions.
host_read_ns = 64K:4.584us 256K:13.26us 1M:52.79us 2M:110us 4M:260.9us 16M:1.856ms 64M:8.33ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.6 GB/s, misses by
# 32.4% RMS, so it is not used.
# Residual: 11.2% RMS relative over 35 repetitions.
host_write_ns = 64K:1.02us 256K:7.069us 1M:26.75us 2M:52.99us 4M:185.4us 16M:871.5us 64M:5.1ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 706.3ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 7.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.543us 256K:24.05us 1M:94.09us 2M:187.5us 4M:374.3us 16M:1.495ms 64M:5.978ms

