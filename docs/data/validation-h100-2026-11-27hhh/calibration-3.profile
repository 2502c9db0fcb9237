# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:40:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:40:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.7% RMS relative over 5 repetitions.
launch_ns = 3.881us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.187us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.353us + bytes / 4.68e+03 GB/s, misses by 60.8% RMS,
# so it is not used.
# Residual: 28.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.458us 64K:2.4us 1M:2.406us 1536K:2.437us 2M:56.5us 8M:45.95us 64M:72.95us 256M:79.94us 1G:181.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.893us + bytes / 1.57e+03 GB/s, misses by 49.5% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:2.215us 64K:2.255us 1M:2.428us 1536K:2.173us 2M:40.18us 8M:43.95us 64M:78.93us 256M:186.7us 1G:561.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.854us + bytes / 8.33e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 39.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.576us 64K:2.193us 2M:27.17us 16M:20.89us 64M:29.77us 256M:28.65us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.34us + bytes / 8.15e+05 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 14.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.34us 64K:7.34us 2M:7.342us 16M:7.36us 64M:7.422us 256M:7.669us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.2%, 1M 17.5%, 2M 16.3%, 4M 16.3%, 8M 16.6%, 16M
# 16.9%, 32M 17.6%.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     61.15us      52.4us
# seq             2M          0         2         2     2097152           0       185us     204.2us
# seq            16M          0        16        16    16777216           0     1.187ms     1.382ms
# seq            64M          0        64        64    67108864           0     7.834ms     5.421ms
# seq           256M          0       256       256   268435456           0     28.78ms     21.57ms
# stride         64M        64K        16        32    67108864           0     4.385ms     5.031ms
# stride        256M         2M        64       128     8388608           0     1.907ms     2.121ms
# random         16M          0         9        23    16777216           0     1.483ms      1.46ms
# random         64M          0        35       230    67108864           0     7.515ms      7.33ms
# random        256M          0       128      1431   268435456           0     39.28ms     35.12ms
# fresh           2M          0         2         2           0     2097152     135.3us     164.5us
# fresh          16M          0        16        16           0    16777216     1.001ms     1.065ms
# fresh          64M          0        64        64           0    67108864     5.313ms      4.15ms
# fresh         256M          0       256       256           0   268435456     18.62ms     16.49ms
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
# prefetch at the driver's defaults). Result: 411.9ns per batch, 11.57us per
# VA block, bytes / 14.5 GB/s moved, 35.91us per faulting kernel, bytes / 20
# GB/s zero-filled.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_batch_ns = 411.9ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_block_ns = 11.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:281.8ns 64K:4.51us 512K:36.08us 1M:72.15us 2M:144.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_wake_ns = 35.91us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:204.3ns 64K:3.269us 512K:26.15us 1M:52.3us 2M:104.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 40.46us + bytes /
# 44.1 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 2.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:33.03us 256K:52.69us 1M:84.77us 2M:116us 4M:166.3us 16M:418.7us 64M:1.386ms 256M:5.5ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.85us + bytes / 16 GB/s, written at the measured
# sizes (the means would give 4.7%).
# Residual: 13.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.96us 256K:34.27us 1M:83.55us 2M:149.2us 4M:280.6us 16M:1.069ms 64M:4.222ms 256M:16.84ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.2us + bytes / 14.1 GB/s, written at the measured
# sizes (the means would give 8.1%).
# Residual: 8.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.83us 512K:51.25us 2M:162.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.62us + bytes / 3.88 GB/s, written at the
# measured sizes (the means would give 6.1%).
# Residual: 12.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.53us 512K:156.9us 2M:562.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 213us +
# bytes / 3.63 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:245.6us 256K:296.1us 2M:636.4us 16M:5.138ms 64M:20.53ms 256M:80.75ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.923us + bytes / 1.7e+03 GB/s, misses by 16.3% RMS,
# so it is not used.
# Residual: 13.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.256us 256K:3.329us 1M:3.495us 2M:3.463us 4M:5.612us 16M:13.33us 64M:42.95us 256M:161.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 8.504us +
# bytes / 119 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 12.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.056us 256K:10.71us 1M:17.33us 2M:26.16us 4M:43.81us 16M:149.7us 64M:573.4us 256M:2.268ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.24us

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
# measured medians (15 points at 3 sizes): the best line, 4.839us + bytes /
# 295 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 18.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.94us 16M:61.74us 64M:231.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.09us + bytes / 245 GB/s, written at the measured
# sizes (the medians would give 6.0%).
# Residual: 6.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:26.66us 16M:86.6us 64M:292.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.59us +
# bytes / 204 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.93us 16M:83.14us 64M:327.7us 256M:1.342ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.126us + bytes / 14.8 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 11.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.523us 8K:7.329us 16K:8.942us 32K:13.84us 64K:20.6us 128K:14.78us 256K:21.06us 512K:33.86us 1M:60.09us 2M:139.4us 4M:280.3us 8M:563.7us 16M:1.336ms 32M:3.13ms 64M:6.415ms 256M:31.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.19us + bytes / 12.3 GB/s,
# misses by 31.2% RMS, so it is not used.
# Residual: 9.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.98us 8K:9.745us 16K:11.31us 32K:22.12us 64K:27.11us 128K:39.75us 256K:57.36us 512K:100.3us 1M:198.4us 2M:234.8us 4M:453.7us 8M:642.6us 16M:1.195ms 32M:2.329ms 64M:4.494ms 256M:17.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 19.7 GB/s, misses by 36.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 35 repetitions.
host_read_ns = 64K:2.812us 256K:11.05us 1M:43.98us 2M:91.16us 4M:224.1us 16M:1.649ms 64M:7.932ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 39.3 GB/s, misses by
# 38.1% RMS, so it is not used.
# Residual: 9.9% RMS relative over 35 repetitions.
host_write_ns = 64K:837ns 256K:4.899us 1M:21.16us 2M:43.18us 4M:165.3us 16M:934.1us 64M:4.543ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 13.1 GB/s, written at the measured sizes (the medians would give
# 8.3%).
# Residual: 10.3% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.896us 256K:19.9us 1M:79.94us 2M:160us 4M:320.1us 16M:1.281ms 64M:5.123ms

