# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:11:29Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:11:29Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.5% RMS relative over 5 repetitions.
launch_ns = 5.096us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.968us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.412us + bytes / 4.84e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.378us 64K:2.58us 1M:2.418us 1536K:2.524us 2M:54.97us 8M:44.15us 64M:49.27us 256M:72.36us 1G:174.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.928us + bytes / 1.6e+03 GB/s, misses by 50.7% RMS, so it is not
# used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:3.429us 64K:2.229us 1M:2.189us 1536K:2.204us 2M:41.27us 8M:41.36us 64M:88.27us 256M:177.9us 1G:566.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 6.415us + bytes / 6.63e+03 GB/s, misses by 70.7% RMS, so it is not used.
# Residual: 99.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.427us 64K:12.42us 2M:26.17us 16M:26.5us 64M:39.51us 256M:38.7us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.71us + bytes *
# -6.25e-06 ns/B, misses by 20.0% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.13us 64K:10.11us 2M:14.66us 16M:14.52us 64M:11.8us 256M:11.07us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.1%, 512K 19.0%, 1M 18.8%, 2M 18.2%, 4M 17.7%, 8M 16.0%, 16M
# 14.5%, 32M 14.5%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.15us     54.11us
# seq             2M          0         2         2     2097152           0     186.7us     218.4us
# seq            16M          0        16        16    16777216           0     1.435ms     1.705ms
# seq            64M          0        64        64    67108864           0     6.955ms     6.803ms
# seq           256M          0       256       256   268435456           0     29.13ms     27.19ms
# stride         64M        64K         4        32    67108864           0     4.565ms     4.338ms
# stride        256M         2M        16       128     8388608           0     1.762ms     1.957ms
# random         16M          0        16        16    16777216           0     1.718ms     1.705ms
# random         64M          0        39       104    67108864           0     6.656ms     6.132ms
# random        256M          0       127       907   268435456           0     37.44ms      26.7ms
# fresh           2M          0         2         2           0     2097152     101.6us     116.5us
# fresh          16M          0        16        16           0    16777216     802.8us     889.6us
# fresh          64M          0        64        64           0    67108864     4.123ms      3.54ms
# fresh         256M          0       256       256           0   268435456     17.59ms     14.14ms
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
# prefetch at the driver's defaults). Result: 37.51us per batch, 6.675us per
# VA block, bytes / 16.9 GB/s moved, 6.048us per faulting kernel, bytes / 95.1
# GB/s zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 37.51us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 6.675us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:242.2ns 64K:3.876us 512K:31.01us 1M:62.01us 2M:124us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 6.048us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:43.09ns 64K:689.5ns 512K:5.516us 1M:11.03us 2M:22.06us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 66.89us + bytes / 47
# GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 19.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:62.4us 2M:133.5us 16M:525.1us 64M:1.361ms 256M:5.378ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.44us + bytes / 10.4 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.29us 2M:270.9us 16M:2.474ms 64M:5.659ms 256M:21.99ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.55us + bytes / 10.2 GB/s, written at the
# measured sizes (the medians would give 11.3%).
# Residual: 11.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.01us 512K:69.2us 2M:224.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.36us + bytes / 3.45 GB/s, written at
# the measured sizes (the medians would give 12.0%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.34us 512K:176.3us 2M:632us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 322.6us +
# bytes / 2.42 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 24.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:370.3us 256K:446.5us 2M:963.2us 16M:7.969ms 64M:29.22ms 256M:121.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.526us + bytes / 1.11e+03 GB/s, misses by 20.9% RMS,
# so it is not used.
# Residual: 14.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.268us 2M:3.568us 16M:18.05us 64M:66.02us 256M:260.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.72us +
# bytes / 113 GB/s, written at the measured sizes (the medians would give
# 8.2%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.3us 2M:28.32us 16M:158.5us 64M:604.9us 256M:2.391ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.55us

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
# sizes): 7.539us + bytes / 304 GB/s, written at the measured sizes (the
# medians would give 13.7%).
# Residual: 13.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.44us 16M:62.77us 64M:228.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 53.07us + bytes / 196 GB/s, written at the measured
# sizes (the medians would give 13.3%).
# Residual: 13.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:63.79us 16M:138.9us 64M:396.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 143 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.5us 16M:122.1us 64M:460.8us 256M:1.839ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.468us
# + bytes / 9.5 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.949us 64K:26.85us 2M:191.9us 16M:2.648ms 64M:6.652ms 256M:27.36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.27us + bytes / 8.86 GB/s,
# misses by 25.5% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.81us 64K:35.5us 2M:322.4us 16M:2.415ms 64M:6.479ms 256M:25.87ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.9 GB/s, misses by 33.9% RMS, so it is not used.
# Residual: 30.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.443us 2M:122.6us 16M:1.814ms 64M:7.667ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.4 GB/s, misses by
# 35.4% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:969ns 2M:52.27us 16M:781us 64M:4.608ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 6.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.854us 2M:174.9us 16M:1.404ms 64M:5.617ms

