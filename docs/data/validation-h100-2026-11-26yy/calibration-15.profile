# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T23:10:42Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:10:42Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 3.694us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.051us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.114us + bytes / 3.89e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:4.027us 64K:3.13us 1M:3.154us 1536K:2.914us 2M:72.97us 8M:54.12us 64M:115us 256M:97.28us 1G:222.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.256us + bytes / 1.21e+03 GB/s, misses by 49.5% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.633us 64K:2.946us 1M:2.76us 1536K:2.71us 2M:64.13us 8M:50.72us 64M:118.7us 256M:213.8us 1G:785.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.449us + bytes / 3.23e+03 GB/s, misses by 68.9% RMS, so it is not used.
# Residual: 45.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.453us 64K:3.847us 2M:36.42us 16M:65.56us 64M:84.49us 256M:71.84us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.43us + bytes *
# -4.52e-06 ns/B, misses by 16.4% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.32us 64K:12.08us 2M:12.14us 16M:11.53us 64M:11.72us 256M:11.36us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.4%, 512K 22.2%, 1M 22.0%, 2M 21.2%, 4M 21.6%, 8M 20.9%, 16M
# 19.8%, 32M 19.9%.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     115.4us     103.9us
# seq             2M          0         2         2     2097152           0     301.8us     330.4us
# seq            16M          0        16        16    16777216           0     2.083ms     2.388ms
# seq            64M          0        64        64    67108864           0     9.058ms     9.442ms
# seq           256M          0       256       256   268435456           0     40.44ms     37.66ms
# stride         64M        64K         4        32    67108864           0     5.586ms     5.999ms
# stride        256M         2M        16       128     8388608           0     2.526ms     2.827ms
# random         16M          0        16        16    16777216           0     2.409ms     2.388ms
# random         64M          0        39       104    67108864           0     11.02ms      8.54ms
# random        256M          0       127       907   268435456           0     53.01ms     37.44ms
# fresh           2M          0         2         2           0     2097152     175.6us     179.6us
# fresh          16M          0        16        16           0    16777216     886.4us     1.181ms
# fresh          64M          0        64        64           0    67108864     6.824ms     4.614ms
# fresh         256M          0       256       256           0   268435456     28.75ms     18.35ms
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
# prefetch at the driver's defaults). Result: 52.05us per batch, 9.986us per
# VA block, bytes / 12.3 GB/s moved, 36.53us per faulting kernel, bytes / 111
# GB/s zero-filled.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_batch_ns = 52.05us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_block_ns = 9.986us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:331.7ns 64K:5.307us 512K:42.46us 1M:84.92us 2M:169.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_wake_ns = 36.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:37.07ns 64K:593.1ns 512K:4.745us 1M:9.489us 2M:18.98us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.77us + bytes /
# 44.1 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 2.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.78us 2M:133us 16M:481.1us 64M:1.414ms 256M:5.737ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.8us + bytes / 9.53 GB/s, written at the
# measured sizes (the medians would give 6.7%).
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.68us 2M:239.8us 16M:1.78ms 64M:7.06ms 256M:28.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 18.88us + bytes / 7.63 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.47us 512K:87.47us 2M:294us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.62us + bytes / 2.77 GB/s, written at
# the measured sizes (the medians would give 9.1%).
# Residual: 11.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.3us 512K:213.1us 2M:781.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 391.7us + bytes / 2.06 GB/s, written at the measured
# sizes (the medians would give 4.2%).
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:423.5us 256K:519.1us 2M:1.411ms 16M:8.542ms 64M:32.99ms 256M:130.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.338us + bytes / 795 GB/s, misses by 23.8% RMS, so
# it is not used.
# Residual: 16.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.587us 2M:4.691us 16M:25.95us 64M:93.22us 256M:360.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.66us + bytes / 63.5 GB/s, misses
# by 15.2% RMS, so it is not used.
# Residual: 5.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.6us 2M:40.25us 16M:293us 64M:1.177ms 256M:4.759ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# sizes): 24.52us + bytes / 205 GB/s, written at the measured sizes (the
# medians would give 10.8%).
# Residual: 10.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:34.73us 16M:106.2us 64M:351.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.89us + bytes / 177 GB/s, written at the measured
# sizes (the medians would give 14.9%).
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.73us 16M:115.6us 64M:399.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.238us +
# bytes / 155 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.04us 16M:110.9us 64M:436.7us 256M:1.797ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.837us
# + bytes / 8.06 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.582us 64K:27.83us 2M:190.6us 16M:2.655ms 64M:9.897ms 256M:39.92ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.36us + bytes / 9.22 GB/s,
# misses by 21.4% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.95us 64K:32.73us 2M:286.5us 16M:1.831ms 64M:7.662ms 256M:24.32ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.14 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_read_ns = 64K:6.918us 2M:223.5us 16M:3.172ms 64M:12.74ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.9 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.7us 2M:88.78us 16M:1.86ms 64M:8.027ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 155.6ns +
# bytes / 7.52 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 7.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.875us 2M:279.2us 16M:2.232ms 64M:8.929ms

