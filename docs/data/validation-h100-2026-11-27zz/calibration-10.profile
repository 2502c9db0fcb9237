# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T00:37:08Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:37:08Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.87us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.154us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.912us + bytes / 3.72e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 23.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.056us 64K:3.154us 1M:3.054us 1536K:2.837us 2M:67.77us 8M:56.64us 64M:96.01us 256M:94.49us 1G:232.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.29us + bytes / 1.29e+03 GB/s, misses by 48.6% RMS, so it is not
# used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.842us 64K:2.927us 1M:2.646us 1536K:2.703us 2M:47.91us 8M:52.36us 64M:89.61us 256M:212.8us 1G:716.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.786us + bytes / 3.37e+03 GB/s, misses by 65.8% RMS, so it is not used.
# Residual: 39.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.318us 64K:4.404us 2M:33.34us 16M:53.39us 64M:78.79us 256M:68.73us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.21us + bytes / 2.21e+05 GB/s, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 7.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.21us 64K:14.21us 2M:14.22us 16M:14.29us 64M:14.52us 256M:15.43us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.6%, 512K 16.4%, 1M 16.1%, 2M 15.3%, 4M 14.7%, 8M 13.6%, 16M
# 13.1%, 32M 13.6%.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     98.27us     83.97us
# seq             2M          0         2         2     2097152           0     268.4us     334.6us
# seq            16M          0        16        16    16777216           0     2.276ms     2.541ms
# seq            64M          0        64        64    67108864           0     10.79ms     10.11ms
# seq           256M          0       256       256   268435456           0     44.81ms     40.37ms
# stride         64M        64K         4        32    67108864           0     7.285ms     6.986ms
# stride        256M         2M        16       128     8388608           0     2.973ms     3.292ms
# random         16M          0        16        16    16777216           0     2.511ms     2.541ms
# random         64M          0        39       104    67108864           0     10.44ms     9.542ms
# random        256M          0       127       907   268435456           0     58.19ms     43.59ms
# fresh           2M          0         2         2           0     2097152     186.8us       202us
# fresh          16M          0        16        16           0    16777216     1.335ms      1.48ms
# fresh          64M          0        64        64           0    67108864     6.349ms     5.864ms
# fresh         256M          0       256       256           0   268435456     27.57ms      23.4ms
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
# prefetch at the driver's defaults). Result: 44.67us per batch, 13.79us per
# VA block, bytes / 10.6 GB/s moved, 19.31us per faulting kernel, bytes / 31.9
# GB/s zero-filled.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_batch_ns = 44.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_block_ns = 13.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:387.4ns 64K:6.198us 512K:49.59us 1M:99.17us 2M:198.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_wake_ns = 19.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:128.4ns 64K:2.054us 512K:16.43us 1M:32.86us 2M:65.72us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 50.74us + bytes /
# 44.1 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:46.47us 2M:162.4us 16M:520.6us 64M:1.411ms 256M:5.55ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 13.97us + bytes / 10.4 GB/s, written at
# the measured sizes (the medians would give 5.8%).
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.3us 2M:216.4us 16M:1.633ms 64M:6.491ms 256M:25.92ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.37us + bytes / 9.53 GB/s, written at the
# measured sizes (the medians would give 9.7%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.25us 512K:72.37us 2M:237.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.74us + bytes / 3.1 GB/s, written at the
# measured sizes (the medians would give 11.0%).
# Residual: 12.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.91us 512K:193.1us 2M:701.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 374.7us + bytes / 2.16 GB/s, written at the measured
# sizes (the medians would give 4.7%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:405.1us 256K:496.3us 2M:1.348ms 16M:8.158ms 64M:31.51ms 256M:124.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4us + bytes / 1.05e+03 GB/s, misses by 19.4% RMS, so
# it is not used.
# Residual: 14.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.015us 2M:5.005us 16M:20.65us 64M:69.58us 256M:270.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.97us +
# bytes / 66.7 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.95us 2M:49.39us 16M:269.3us 64M:1.023ms 256M:4.04ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 113.5us

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
# sizes): 6.965us + bytes / 203 GB/s, written at the measured sizes (the
# medians would give 14.1%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.31us 16M:89.73us 64M:338us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 31.89us + bytes / 212 GB/s, written at the measured
# sizes (the medians would give 9.6%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.8us 16M:111.2us 64M:349.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 7.234us +
# bytes / 149 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.84us 16M:112.3us 64M:463.2us 256M:1.878ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.605us
# + bytes / 8.9 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.32us 64K:25.1us 2M:174.5us 16M:2.144ms 64M:9.11ms 256M:38.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.32us + bytes / 9.62 GB/s,
# misses by 24.3% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.8us 64K:33.59us 2M:320.2us 16M:1.948ms 64M:5.51ms 256M:27.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.91 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 11.4% RMS relative over 20 repetitions.
host_read_ns = 64K:8.77us 2M:253.2us 16M:2.75ms 64M:11.39ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.4 GB/s, misses by
# 28.5% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.402us 2M:93.9us 16M:1.466ms 64M:6.341ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 115.3ns +
# bytes / 9.96 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 4.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.694us 2M:210.6us 16M:1.684ms 64M:6.736ms

