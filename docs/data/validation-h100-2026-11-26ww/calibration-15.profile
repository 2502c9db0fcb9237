# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:13:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:13:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 3.962us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.985us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.566us + bytes / 4.21e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.62us 64K:2.523us 1M:2.869us 1536K:2.61us 2M:67.28us 8M:49.89us 64M:79.78us 256M:85.96us 1G:202us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.449us + bytes / 1.51e+03 GB/s, misses by 52.3% RMS, so it is
# not used.
# Residual: 21.2% RMS relative over 45 repetitions.
free_ns = 4K:3.563us 64K:3.398us 1M:3.439us 1536K:2.282us 2M:48.22us 8M:47.77us 64M:77.64us 256M:198.7us 1G:607.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.655us + bytes / 4.4e+03 GB/s, misses by 68.1% RMS, so it is not used.
# Residual: 41.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.132us 64K:3.105us 2M:21.79us 16M:36.69us 64M:45.45us 256M:50.66us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 7.973us + bytes *
# -3.34e-07 ns/B, misses by 15.5% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.63us 64K:7.829us 2M:7.448us 16M:7.693us 64M:7.407us 256M:8.069us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 25.5%, 512K 25.3%, 1M 25.0%, 2M 24.5%, 4M 23.8%, 8M 22.4%, 16M
# 22.0%, 32M 22.1%.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.17us      59.6us
# seq             2M          0         2         2     2097152           0     214.4us     275.9us
# seq            16M          0        16        16    16777216           0     5.298ms     2.207ms
# seq            64M          0        64        64    67108864           0     8.277ms     8.827ms
# seq           256M          0       256       256   268435456           0     33.83ms     35.31ms
# stride         64M        64K         4        32    67108864           0     6.449ms     5.863ms
# stride        256M         2M        16       128     8388608           0     2.461ms     2.732ms
# random         16M          0        16        16    16777216           0     1.973ms     2.207ms
# random         64M          0        39       104    67108864           0      9.18ms      8.16ms
# random        256M          0       127       907   268435456           0     47.86ms      36.6ms
# fresh           2M          0         2         2           0     2097152     117.9us     135.7us
# fresh          16M          0        16        16           0    16777216     966.3us     1.086ms
# fresh          64M          0        64        64           0    67108864     5.208ms     4.344ms
# fresh         256M          0       256       256           0   268435456     22.47ms     17.38ms
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
# prefetch at the driver's defaults). Result: 43.73us per batch, 10.65us per
# VA block, bytes / 12.6 GB/s moved, 0ns per faulting kernel, bytes / 77.7
# GB/s zero-filled.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_batch_ns = 43.73us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_block_ns = 10.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.3ns 64K:5.222us 512K:41.77us 1M:83.55us 2M:167.1us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:52.69ns 64K:843.1ns 512K:6.745us 1M:13.49us 2M:26.98us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 32.5us + bytes /
# 46.6 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31us 2M:121.3us 16M:412.8us 64M:1.361ms 256M:5.362ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.45us + bytes / 10.7 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.34us 2M:252.4us 16M:1.513ms 64M:5.97ms 256M:24.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.39us + bytes / 10.8 GB/s, written at the
# measured sizes (the medians would give 9.5%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.44us 512K:65.78us 2M:211us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.92us + bytes / 3.29 GB/s, written at
# the measured sizes (the medians would give 8.1%).
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.81us 512K:183.1us 2M:660.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 221.6us +
# bytes / 3.21 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:264.1us 256K:304.4us 2M:702.7us 16M:5.96ms 64M:23.31ms 256M:89.69ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.682us + bytes / 1.07e+03 GB/s, misses by 24.8% RMS,
# so it is not used.
# Residual: 16.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.727us 2M:3.656us 16M:19.23us 64M:67.95us 256M:275.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.25us + bytes / 76.7 GB/s, misses
# by 16.8% RMS, so it is not used.
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.7us 2M:31.91us 16M:235.3us 64M:927.3us 256M:4.232ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.02us

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
# measured medians (15 points at 3 sizes): the best line, 7.255us + bytes /
# 233 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.31us 16M:77.77us 64M:300.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.75us + bytes / 242 GB/s, written at the measured
# sizes (the medians would give 9.9%).
# Residual: 10.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.4us 16M:91.95us 64M:299.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.308us +
# bytes / 181 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.32us 16M:86.42us 64M:399.4us 256M:1.531ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.467us
# + bytes / 12.1 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.013us 64K:22.89us 2M:130.2us 16M:1.58ms 64M:6.935ms 256M:28.42ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.24us + bytes / 11.5 GB/s,
# misses by 27.7% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.51us 64K:33.95us 2M:294.5us 16M:1.707ms 64M:6.32ms 256M:17.49ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.25 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 21.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.813us 2M:179.5us 16M:2.148ms 64M:9.375ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.9 GB/s, misses by
# 31.4% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.087us 2M:69.94us 16M:1.117ms 64M:5.274ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 147.8ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.285us 2M:196.5us 16M:1.571ms 64M:6.284ms

