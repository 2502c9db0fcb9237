# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T23:05:02Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:05:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 4.596us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.037us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.398us + bytes / 4.24e+03 GB/s, misses by 64.8% RMS,
# so it is not used.
# Residual: 30.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.691us 64K:2.633us 1M:2.414us 1536K:2.338us 2M:59.46us 8M:47.75us 64M:84.03us 256M:113.3us 1G:196.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.659us + bytes / 1.4e+03 GB/s, misses by 50.0% RMS, so it is not
# used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.241us 64K:2.162us 1M:2.092us 1536K:2.018us 2M:37.81us 8M:46.98us 64M:80.4us 256M:219us 1G:650.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.132us + bytes / 3.17e+03 GB/s, misses by 66.8% RMS, so it is not used.
# Residual: 38.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.042us 64K:2.849us 2M:34.01us 16M:53.25us 64M:77.43us 256M:70.83us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.69us + bytes / 7.4e+04 GB/s, written at the measured sizes (the
# medians would give 10.9%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.69us 64K:12.69us 2M:12.72us 16M:12.92us 64M:13.6us 256M:16.32us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.1%, 512K 22.9%, 1M 22.6%, 2M 22.1%, 4M 21.8%, 8M 21.1%, 16M
# 20.8%, 32M 21.2%.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.22us     69.06us
# seq             2M          0         2         2     2097152           0     253.2us     304.4us
# seq            16M          0        16        16    16777216           0     2.165ms      2.42ms
# seq            64M          0        64        64    67108864           0      8.15ms     9.673ms
# seq           256M          0       256       256   268435456           0     45.89ms     38.69ms
# stride         64M        64K         4        32    67108864           0     7.345ms     6.427ms
# stride        256M         2M        16       128     8388608           0     2.998ms     3.407ms
# random         16M          0        16        16    16777216           0     2.417ms      2.42ms
# random         64M          0        39       104    67108864           0     11.03ms     9.133ms
# random        256M          0       127       907   268435456           0     58.62ms     42.67ms
# fresh           2M          0         2         2           0     2097152     119.1us     140.3us
# fresh          16M          0        16        16           0    16777216     926.6us     1.107ms
# fresh          64M          0        64        64           0    67108864     6.149ms     4.422ms
# fresh         256M          0       256       256           0   268435456     28.97ms     17.68ms
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
# prefetch at the driver's defaults). Result: 45.98us per batch, 15.24us per
# VA block, bytes / 11.7 GB/s moved, 2.221us per faulting kernel, bytes / 134
# GB/s zero-filled.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_batch_ns = 45.98us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_block_ns = 15.24us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:351.1ns 64K:5.618us 512K:44.95us 1M:89.89us 2M:179.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_wake_ns = 2.221us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:30.64ns 64K:490.2ns 512K:3.922us 1M:7.844us 2M:15.69us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.95us + bytes /
# 42.3 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 2.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.06us 2M:139.6us 16M:496.3us 64M:1.46ms 256M:5.993ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.76us + bytes / 9.47 GB/s, written at
# the measured sizes (the medians would give 5.8%).
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.68us 2M:239.3us 16M:1.79ms 64M:7.107ms 256M:28.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.34us + bytes / 7.35 GB/s, written at the
# measured sizes (the medians would give 9.8%).
# Residual: 9.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.26us 512K:89.69us 2M:303.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.67us + bytes / 2.73 GB/s, written at
# the measured sizes (the medians would give 6.5%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.7us 512K:211.9us 2M:788.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 396.8us + bytes / 2.1 GB/s, written at the measured
# sizes (the medians would give 6.3%).
# Residual: 11.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:428us 256K:521.6us 2M:1.395ms 16M:8.38ms 64M:32.33ms 256M:128.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.47us + bytes / 780 GB/s, misses by 22.3% RMS, so it
# is not used.
# Residual: 13.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.807us 2M:4.825us 16M:26.91us 64M:91.91us 256M:375.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.77us +
# bytes / 63.1 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 13.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.81us 2M:51.03us 16M:283.8us 64M:1.082ms 256M:4.275ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.6us

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
# measured medians (15 points at 3 sizes): the best line, 7.774us + bytes /
# 210 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.83us 16M:85.8us 64M:334.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 31.48us + bytes / 166 GB/s, written at the measured
# sizes (the medians would give 12.1%).
# Residual: 11.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:44.09us 16M:132.4us 64M:435us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.586us +
# bytes / 161 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 24.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:22.08us 16M:109.2us 64M:393.6us 256M:1.899ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.047us
# + bytes / 8.13 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.791us 64K:26.02us 2M:188.2us 16M:2.393ms 64M:10.17ms 256M:44.01ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.85us + bytes / 8.26 GB/s,
# misses by 19.0% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.51us 64K:32.9us 2M:297.4us 16M:1.989ms 64M:7.848ms 256M:30.48ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.6 GB/s, misses by 47.2% RMS, so it is not used.
# Residual: 26.1% RMS relative over 20 repetitions.
host_read_ns = 64K:3.673us 2M:120.8us 16M:2.97ms 64M:11.55ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.6 GB/s, misses by
# 49.1% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.123us 2M:57.71us 16M:1.77ms 64M:7.33ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 7.84 GB/s, written at the measured sizes (the medians would give
# 12.4%).
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.308us 2M:267.5us 16M:2.14ms 64M:8.561ms

