# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:24:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:24:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.2% RMS relative over 5 repetitions.
launch_ns = 4.302us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.189us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.029us + bytes / 9.85e+03 GB/s, misses by 61.5% RMS,
# so it is not used.
# Residual: 31.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.229us 64K:2.873us 1M:2.862us 1536K:2.935us 2M:53.47us 8M:39.5us 64M:41.93us 256M:67.86us 1G:86.97us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.35us + bytes / 2.57e+03 GB/s, misses by 53.3% RMS, so it is not
# used.
# Residual: 24.6% RMS relative over 45 repetitions.
free_ns = 4K:1.642us 64K:1.634us 1M:1.542us 1536K:1.552us 2M:38.95us 8M:36.75us 64M:56.74us 256M:116.8us 1G:341us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.106us + bytes / 3.04e+03 GB/s, misses by 67.4% RMS, so it is not used.
# Residual: 41.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.052us 64K:5.81us 2M:33.02us 16M:59.37us 64M:75.39us 256M:75.32us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.2us + bytes * -1.19e-05 ns/B, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 13.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.2us 64K:15.2us 2M:15.18us 16M:15us 64M:14.4us 256M:12us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.5%, 512K 18.1%, 1M 17.3%, 2M 15.7%, 4M 15.5%, 8M 15.3%, 16M
# 15.0%, 32M 15.6%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.68us      65.9us
# seq             2M          0         2         2     2097152           0     266.1us     271.2us
# seq            16M          0        16        16    16777216           0     2.025ms     2.067ms
# seq            64M          0        64        64    67108864           0     7.422ms     8.224ms
# seq           256M          0       256       256   268435456           0     33.65ms     32.85ms
# stride         64M        64K         4        32    67108864           0     5.428ms     5.759ms
# stride        256M         2M        16       128     8388608           0     2.315ms     2.605ms
# random         16M          0        16        16    16777216           0     1.912ms     2.067ms
# random         64M          0        39       104    67108864           0     9.204ms     7.766ms
# random        256M          0       127       907   268435456           0     57.86ms     35.24ms
# fresh           2M          0         2         2           0     2097152     157.6us     179.4us
# fresh          16M          0        16        16           0    16777216     1.197ms     1.332ms
# fresh          64M          0        64        64           0    67108864     5.914ms     5.285ms
# fresh         256M          0       256       256           0   268435456     27.17ms      21.1ms
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
# prefetch at the driver's defaults). Result: 35.38us per batch, 10.68us per
# VA block, bytes / 12.8 GB/s moved, 14.71us per faulting kernel, bytes / 28.9
# GB/s zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 35.38us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 10.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:321.1ns 64K:5.138us 512K:41.1us 1M:82.21us 2M:164.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 14.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:141.8ns 64K:2.268us 512K:18.15us 1M:36.29us 2M:72.59us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 67.58us + bytes /
# 47.5 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:63.41us 2M:135.7us 16M:446us 64M:1.41ms 256M:5.463ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.68us + bytes / 10.2 GB/s, written at
# the measured sizes (the medians would give 1.6%).
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.12us 2M:224.8us 16M:1.668ms 64M:6.615ms 256M:26.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.99us + bytes / 8.76 GB/s, written at the
# measured sizes (the medians would give 12.1%).
# Residual: 12.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.47us 512K:77.82us 2M:257.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.75us + bytes / 3.06 GB/s, written at
# the measured sizes (the medians would give 9.6%).
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.2us 512K:196.4us 2M:711.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 315.6us +
# bytes / 2.8 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 8.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:405.1us 256K:403.5us 2M:813.5us 16M:6.409ms 64M:27.12ms 256M:121.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.23us + bytes / 924 GB/s, misses by 22.6% RMS, so it
# is not used.
# Residual: 15.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.385us 2M:4.376us 16M:22.26us 64M:78.22us 256M:318.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.43us + bytes / 69.5 GB/s, misses
# by 16.2% RMS, so it is not used.
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.09us 2M:36.97us 16M:273.5us 64M:1.071ms 256M:4.251ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 113us

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
# measured medians (15 points at 3 sizes): the best line, 7.558us + bytes /
# 210 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.48us 16M:90.58us 64M:319.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 59.49us + bytes / 222 GB/s, written at the measured
# sizes (the medians would give 7.8%).
# Residual: 8.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:68.94us 16M:135.1us 64M:361.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 10.64us +
# bytes / 162 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 27.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:25.38us 16M:98.84us 64M:449.3us 256M:1.785ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.499us
# + bytes / 7.84 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.365us 64K:23.14us 2M:208.6us 16M:2.202ms 64M:9.913ms 256M:42.75ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.97us + bytes / 8.37 GB/s,
# misses by 21.3% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.71us 64K:34.57us 2M:278.4us 16M:1.96ms 64M:7.591ms 256M:31.19ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.43 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 14.3% RMS relative over 20 repetitions.
host_read_ns = 64K:6.652us 2M:223.8us 16M:2.629ms 64M:11.93ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.3 GB/s, misses by
# 32.7% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.623us 2M:88.5us 16M:1.419ms 64M:7.099ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 700.6ns +
# bytes / 8.72 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 9.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.22us 2M:241.3us 16M:1.926ms 64M:7.701ms

