# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:34:57Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:34:57Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 3.948us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.998us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.344us + bytes / 5.31e+03 GB/s, misses by 54.8% RMS,
# so it is not used.
# Residual: 24.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.561us 64K:2.456us 1M:2.283us 1536K:2.357us 2M:50.5us 8M:47.05us 64M:50.02us 256M:52.52us 1G:176.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.677us + bytes / 1.75e+03 GB/s, misses by 51.4% RMS, so it is
# not used.
# Residual: 24.4% RMS relative over 45 repetitions.
free_ns = 4K:3.316us 64K:3.343us 1M:2.468us 1536K:3.245us 2M:36.69us 8M:41.01us 64M:71.55us 256M:162.2us 1G:500.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.022us + bytes / 6.71e+03 GB/s, misses by 68.1% RMS, so it is not used.
# Residual: 39.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.11us 64K:2.517us 2M:25.28us 16M:30.47us 64M:38.68us 256M:35.28us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.638us + bytes * -8.57e-07 ns/B, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 11.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.638us 64K:8.638us 2M:8.636us 16M:8.623us 64M:8.58us 256M:8.408us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.1%, 512K 18.5%, 1M 17.2%, 2M 16.1%, 4M 16.1%, 8M 16.9%, 16M
# 18.3%, 32M 19.3%.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.14us     57.54us
# seq             2M          0         2         2     2097152           0     195.1us     232.5us
# seq            16M          0        16        16    16777216           0     1.349ms     1.579ms
# seq            64M          0        64        64    67108864           0     7.933ms     6.195ms
# seq           256M          0       256       256   268435456           0     31.54ms     24.66ms
# stride         64M        64K        16        32    67108864           0     5.996ms     5.808ms
# stride        256M         2M        64       128     8388608           0     1.994ms     2.261ms
# random         16M          0         9        23    16777216           0     1.491ms     1.664ms
# random         64M          0        35       230    67108864           0     9.286ms     8.203ms
# random        256M          0       128      1431   268435456           0      46.9ms     38.87ms
# fresh           2M          0         2         2           0     2097152     143.1us     171.8us
# fresh          16M          0        16        16           0    16777216     1.138ms     1.093ms
# fresh          64M          0        64        64           0    67108864     4.149ms     4.253ms
# fresh         256M          0       256       256           0   268435456     21.78ms     16.89ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.1us per VA
# block, bytes / 12.5 GB/s moved, 40.19us per faulting kernel, bytes / 19.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 12.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:328.4ns 64K:5.255us 512K:42.04us 1M:84.07us 2M:168.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 40.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:209.9ns 64K:3.358us 512K:26.86us 1M:53.73us 2M:107.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 40.37us + bytes /
# 45.2 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 3.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.42us 256K:44.54us 1M:85us 2M:114.6us 4M:153us 16M:430.8us 64M:1.358ms 256M:5.322ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 16.04us + bytes / 13.3 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 8.8% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.12us 256K:36.53us 1M:95.63us 2M:227.1us 4M:368.6us 16M:1.471ms 64M:4.759ms 256M:16.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 22.23us + bytes / 11.8 GB/s, written at the measured
# sizes (the means would give 12.1%).
# Residual: 13.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.79us 512K:66.71us 2M:200.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.06us + bytes / 3.81 GB/s, written at the
# measured sizes (the means would give 8.1%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.28us 512K:157.8us 2M:571us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 224us +
# bytes / 3.33 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:254us 256K:331.7us 2M:662.3us 16M:5.348ms 64M:24.74ms 256M:89.76ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.967us + bytes / 1.71e+03 GB/s, misses by 17.0% RMS,
# so it is not used.
# Residual: 13.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.409us 256K:3.518us 1M:3.325us 2M:3.524us 4M:5.657us 16M:13.26us 64M:42.96us 256M:162.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.494us +
# bytes / 111 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 14.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.08us 256K:11.86us 1M:18.95us 2M:28.4us 4M:47.3us 16M:160.7us 64M:614.4us 256M:2.429ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.62us

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
# sizes): 7.132us + bytes / 302 GB/s, written at the measured sizes (the
# medians would give 12.0%).
# Residual: 11.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.07us 16M:62.64us 64M:229.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.98us + bytes / 180 GB/s, written at the measured
# sizes (the medians would give 10.4%).
# Residual: 11.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.66us 16M:113.4us 64M:393.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 236.3ns +
# bytes / 199 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.75us 16M:85.31us 64M:334.9us 256M:1.351ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.612us + bytes / 14.9 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 10.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.155us 8K:7.89us 16K:9.178us 32K:13.77us 64K:21.04us 128K:14.52us 256K:21.81us 512K:33.81us 1M:61.8us 2M:132.4us 4M:315.6us 8M:581.6us 16M:1.278ms 32M:2.717ms 64M:6.02ms 256M:28.28ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.3us + bytes / 12.9 GB/s,
# misses by 30.4% RMS, so it is not used.
# Residual: 10.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.72us 8K:10.28us 16K:14.11us 32K:22.65us 64K:27.73us 128K:39.84us 256K:63.27us 512K:93.22us 1M:152.8us 2M:217.8us 4M:351.8us 8M:641us 16M:1.165ms 32M:2.246ms 64M:4.354ms 256M:17.23ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 429.8ns +
# bytes / 18.5 GB/s, misses by 32.3% RMS, so it is not used.
# Residual: 24.1% RMS relative over 35 repetitions.
host_read_ns = 64K:4.339us 256K:12.27us 1M:48.86us 2M:105.7us 4M:238.6us 16M:1.086ms 64M:7.199ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33.2 GB/s, misses by
# 31.4% RMS, so it is not used.
# Residual: 11.6% RMS relative over 35 repetitions.
host_write_ns = 64K:955ns 256K:6.625us 1M:24.6us 2M:49.41us 4M:171.1us 16M:701.7us 64M:4.542ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 417.3ns +
# bytes / 12.8 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 4.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.529us 256K:20.86us 1M:82.2us 2M:164us 4M:327.5us 16M:1.309ms 64M:5.234ms

