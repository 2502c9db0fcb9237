# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T03:03:25Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:03:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 3.868us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 25.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.007us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 34.71us + bytes / 1.71e+03 GB/s, misses by 61.4% RMS,
# so it is not used.
# Residual: 37.6% RMS relative over 45 repetitions.
malloc_ns = 4K:50.54us 64K:31.42us 1M:30.72us 1536K:29.1us 2M:331.4us 8M:225.5us 64M:226.8us 256M:240.5us 1G:540.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 29.37us + bytes / 469 GB/s, misses by 48.1% RMS, so it is not
# used.
# Residual: 24.1% RMS relative over 45 repetitions.
free_ns = 4K:36.41us 64K:28.13us 1M:26.99us 1536K:27.32us 2M:202.4us 8M:163.4us 64M:424.2us 256M:856.8us 1G:1.726ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.595us + bytes / 4.45e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 35.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.652us 64K:2.993us 2M:25.39us 16M:31.52us 64M:55us 256M:51.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.27us + bytes / 2.13e+05 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 8.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.27us 64K:11.27us 2M:11.28us 16M:11.35us 64M:11.58us 256M:12.53us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.8%, 512K 17.4%, 1M 16.8%, 2M 16.1%, 4M 16.1%, 8M 15.5%, 16M
# 15.4%, 32M 16.0%.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      72.9us     60.69us
# seq             2M          0         2         2     2097152           0     190.2us     241.4us
# seq            16M          0        16        16    16777216           0     1.616ms     1.856ms
# seq            64M          0        64        64    67108864           0     8.173ms     7.392ms
# seq           256M          0       256       256   268435456           0     32.51ms     29.54ms
# stride         64M        64K         4        32    67108864           0     5.194ms     4.982ms
# stride        256M         2M        16       128     8388608           0     2.341ms     2.611ms
# random         16M          0        16        16    16777216           0     1.777ms     1.856ms
# random         64M          0        39       104    67108864           0     9.807ms     7.013ms
# random        256M          0       127       907   268435456           0     39.66ms     32.79ms
# fresh           2M          0         2         2           0     2097152     128.1us       139us
# fresh          16M          0        16        16           0    16777216     919.1us     1.037ms
# fresh          64M          0        64        64           0    67108864     4.536ms     4.116ms
# fresh         256M          0       256       256           0   268435456     19.92ms     16.43ms
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
# prefetch at the driver's defaults). Result: 33.91us per batch, 11.72us per
# VA block, bytes / 15 GB/s moved, 10.7us per faulting kernel, bytes / 56.6
# GB/s zero-filled.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_batch_ns = 33.91us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_block_ns = 11.72us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:272.3ns 64K:4.356us 512K:34.85us 1M:69.7us 2M:139.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_wake_ns = 10.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:72.32ns 64K:1.157us 512K:9.256us 1M:18.51us 2M:37.03us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.56us + bytes /
# 46.2 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.65us 2M:116.9us 16M:426.6us 64M:1.366ms 256M:5.524ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 17.06us + bytes / 9.81 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 19.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.7us 2M:239.1us 16M:1.557ms 64M:6.157ms 256M:39.86ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.4us + bytes / 9.43 GB/s, written at the measured
# sizes (the means would give 7.9%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.35us 512K:72.02us 2M:238.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.3us + bytes / 3.46 GB/s, written at the
# measured sizes (the means would give 6.0%).
# Residual: 9.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.26us 512K:175us 2M:630.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 286.7us +
# bytes / 2.5 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 21.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:326.1us 256K:416.8us 2M:899us 16M:7.305ms 64M:30.56ms 256M:117.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.685us + bytes / 1.03e+03 GB/s, misses by 21.5% RMS,
# so it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.684us 2M:3.72us 16M:20.05us 64M:72.11us 256M:278.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.72us +
# bytes / 111 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.31us 2M:29.63us 16M:162us 64M:615.9us 256M:2.432ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.9us

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
# sizes): 5.677us + bytes / 318 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.28us 16M:58.51us 64M:217us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.73us + bytes / 213 GB/s, written at the measured
# sizes (the medians would give 7.2%).
# Residual: 6.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.59us 16M:101.6us 64M:338.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.851us +
# bytes / 166 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.68us 16M:100us 64M:405.3us 256M:1.67ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.115us
# + bytes / 9.75 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.752us 64K:22.91us 2M:160.4us 16M:1.942ms 64M:8.526ms 256M:35.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15us + bytes / 11.2 GB/s,
# misses by 20.7% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.55us 64K:28.37us 2M:240.7us 16M:1.384ms 64M:5.627ms 256M:24.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.1 GB/s, misses by 39.1% RMS, so it is not used.
# Residual: 21.2% RMS relative over 20 repetitions.
host_read_ns = 64K:2.818us 2M:94.5us 16M:1.841ms 64M:7.311ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35 GB/s, misses by
# 42.0% RMS, so it is not used.
# Residual: 15.7% RMS relative over 20 repetitions.
host_write_ns = 64K:849ns 2M:43.11us 16M:982.9us 64M:4.404ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.4 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.574us 2M:155.7us 16M:1.247ms 64M:4.991ms

