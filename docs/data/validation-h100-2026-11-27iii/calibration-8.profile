# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:49:50Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:49:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.287us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.992us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.705us + bytes / 3.7e+03 GB/s, misses by 57.4% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.942us 64K:2.942us 1M:2.716us 1536K:2.704us 2M:65.05us 8M:48.99us 64M:76.98us 256M:81.68us 1G:241us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.973us + bytes / 1.54e+03 GB/s, misses by 49.5% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:2.45us 64K:2.444us 1M:2.405us 1536K:2.239us 2M:49.25us 8M:44.45us 64M:76.44us 256M:169.7us 1G:620.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.83us
# + bytes / 8.06e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 36.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.8us 64K:2.375us 2M:18.14us 16M:30.34us 64M:34.92us 256M:29.93us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.195us + bytes / 2.4e+05 GB/s, written at the measured sizes (the
# medians would give 10.5%).
# Residual: 10.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.195us 64K:9.195us 2M:9.204us 16M:9.265us 64M:9.474us 256M:10.31us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.2%, 512K 15.8%, 1M 15.2%, 2M 14.3%, 4M 14.2%, 8M 14.1%, 16M
# 14.2%, 32M 14.9%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.43us     66.59us
# seq             2M          0         2         2     2097152           0     237.1us     283.8us
# seq            16M          0        16        16    16777216           0     1.847ms     2.076ms
# seq            64M          0        64        64    67108864           0     8.593ms      8.22ms
# seq           256M          0       256       256   268435456           0     40.16ms      32.8ms
# stride         64M        64K         8        32    67108864           0      6.24ms      6.67ms
# stride        256M         2M        32       128     8388608           0     2.597ms     2.998ms
# random         16M          0        12        16    16777216           0     2.128ms     1.993ms
# random         64M          0        36       161    67108864           0     10.13ms     8.808ms
# random        256M          0       125      1211   268435456           0     52.31ms      41.6ms
# fresh           2M          0         2         2           0     2097152     151.2us       173us
# fresh          16M          0        16        16           0    16777216     1.079ms      1.19ms
# fresh          64M          0        64        64           0    67108864     5.575ms     4.675ms
# fresh         256M          0       256       256           0   268435456     21.44ms     18.62ms
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
# prefetch at the driver's defaults). Result: 20.78us per batch, 12.06us per
# VA block, bytes / 11 GB/s moved, 27.8us per faulting kernel, bytes / 26.4
# GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 20.78us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 12.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:371.7ns 64K:5.947us 512K:47.58us 1M:95.16us 2M:190.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 27.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:155.3ns 64K:2.485us 512K:19.88us 1M:39.76us 2M:79.52us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 40.38us + bytes /
# 44.3 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 2.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:33.78us 256K:47.64us 1M:94.39us 2M:119.4us 4M:158.9us 16M:428.5us 64M:1.377ms 256M:5.409ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.66us + bytes / 10.8 GB/s, written at the
# measured sizes (the means would give 2.6%).
# Residual: 6.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:23.72us 256K:41.93us 1M:114.8us 2M:211.9us 4M:406.1us 16M:1.572ms 64M:6.233ms 256M:24.88ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.4us + bytes / 9.25 GB/s, written at the measured
# sizes (the means would give 11.1%).
# Residual: 11.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.48us 512K:74.06us 2M:244.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 27.57us + bytes / 3.09 GB/s, written at the
# measured sizes (the means would give 3.7%).
# Residual: 13.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:48.76us 512K:197us 2M:705.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 307.6us + bytes / 2.44 GB/s, written at the measured
# sizes (the medians would give 4.2%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:334.4us 256K:414.8us 2M:1.165ms 16M:7.17ms 64M:27.76ms 256M:110.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.328us + bytes / 909 GB/s, misses by 20.6% RMS, so
# it is not used.
# Residual: 15.0% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.361us 256K:4.27us 1M:4.213us 2M:4.25us 4M:8.079us 16M:22.89us 64M:82.61us 256M:324.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 13.08us +
# bytes / 79.6 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 12.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:13.9us 256K:16.37us 1M:26.25us 2M:39.43us 4M:65.78us 16M:223.9us 64M:856.3us 256M:3.386ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.91us

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
# measured medians (15 points at 3 sizes): the best line, 6.901us + bytes /
# 250 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 18.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.35us 16M:72.49us 64M:280.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.92us + bytes / 247 GB/s, written at the measured
# sizes (the medians would give 10.7%).
# Residual: 10.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:27.41us 16M:86.79us 64M:290.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 388.1ns +
# bytes / 198 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.97us 16M:85.44us 64M:338.3us 256M:1.356ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 9.446us + bytes / 9.14 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 11.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:9.29us 8K:9.327us 16K:12.06us 32K:18.14us 64K:31.3us 128K:20.73us 256K:32.28us 512K:55.88us 1M:105.6us 2M:249.9us 4M:500.7us 8M:977.4us 16M:1.814ms 32M:4.085ms 64M:8.704ms 256M:35.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.26us + bytes / 8.75 GB/s,
# misses by 26.5% RMS, so it is not used.
# Residual: 12.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.34us 8K:11.42us 16K:12.84us 32K:18.08us 64K:30.88us 128K:45.08us 256K:69.3us 512K:119us 1M:211us 2M:257us 4M:456.4us 8M:880.4us 16M:1.573ms 32M:3.237ms 64M:6.504ms 256M:38.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 10.1 GB/s, misses by 33.3% RMS, so it is not used.
# Residual: 25.0% RMS relative over 35 repetitions.
host_read_ns = 64K:5.734us 256K:23us 1M:80.41us 2M:202.4us 4M:403.8us 16M:2.413ms 64M:13ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 29.7 GB/s, misses by
# 42.6% RMS, so it is not used.
# Residual: 19.0% RMS relative over 35 repetitions.
host_write_ns = 64K:1.108us 256K:6.274us 1M:25.79us 2M:67.56us 4M:206.8us 16M:1.342ms 64M:6.787ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 370.2ns +
# bytes / 9.99 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 5.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.933us 256K:26.62us 1M:105.4us 2M:210.4us 4M:420.4us 16M:1.68ms 64M:6.721ms

