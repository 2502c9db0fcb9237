# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:46:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:46:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.4% RMS relative over 5 repetitions.
launch_ns = 4.353us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.04us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.645us + bytes / 4.76e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.293us 64K:2.59us 1M:2.492us 1536K:2.718us 2M:65.02us 8M:48.41us 64M:56.25us 256M:61.11us 1G:191.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.179us + bytes / 1.58e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:3.64us 64K:3.491us 1M:3.391us 1536K:3.449us 2M:43.26us 8M:45.48us 64M:88.59us 256M:179.2us 1G:551.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.842us + bytes / 4.34e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 36.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.903us 64K:3.162us 2M:26.41us 16M:27.6us 64M:43.41us 256M:52.03us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.89us + bytes * -3.33e-06 ns/B, written at the measured sizes (the
# medians would give 14.1%).
# Residual: 14.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.89us 64K:15.89us 2M:15.89us 16M:15.84us 64M:15.67us 256M:15us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.5%, 512K 17.1%, 1M 16.5%, 2M 15.4%, 4M 15.4%, 8M 14.8%, 16M
# 14.4%, 32M 14.8%.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.31us     71.64us
# seq             2M          0         2         2     2097152           0     256.4us     292.9us
# seq            16M          0        16        16    16777216           0     2.082ms      2.24ms
# seq            64M          0        64        64    67108864           0     8.892ms     8.914ms
# seq           256M          0       256       256   268435456           0     35.75ms     35.61ms
# stride         64M        64K         4        32    67108864           0     6.044ms      6.15ms
# stride        256M         2M        16       128     8388608           0     2.509ms     2.808ms
# random         16M          0        16        16    16777216           0      2.12ms      2.24ms
# random         64M          0        39       104    67108864           0     10.44ms     8.367ms
# random        256M          0       127       907   268435456           0     52.63ms     37.83ms
# fresh           2M          0         2         2           0     2097152     149.1us     164.4us
# fresh          16M          0        16        16           0    16777216     1.037ms     1.211ms
# fresh          64M          0        64        64           0    67108864     5.577ms     4.801ms
# fresh         256M          0       256       256           0   268435456     24.96ms     19.16ms
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
# prefetch at the driver's defaults). Result: 40.03us per batch, 11.33us per
# VA block, bytes / 12 GB/s moved, 14.8us per faulting kernel, bytes / 44.8
# GB/s zero-filled.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_batch_ns = 40.03us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_block_ns = 11.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.5ns 64K:5.481us 512K:43.84us 1M:87.69us 2M:175.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_wake_ns = 14.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:91.46ns 64K:1.463us 512K:11.71us 1M:23.41us 2M:46.83us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.45us + bytes /
# 47.1 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 2.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.59us 2M:118us 16M:414.8us 64M:1.355ms 256M:5.35ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.56us + bytes / 15 GB/s, written at the
# measured sizes (the medians would give 4.9%).
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.95us 2M:156.8us 16M:1.138ms 64M:4.504ms 256M:17.97ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.93us + bytes / 9.02 GB/s, written at the
# measured sizes (the medians would give 12.4%).
# Residual: 12.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.2us 512K:76.08us 2M:250.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.91us + bytes / 3.84 GB/s, written at
# the measured sizes (the medians would give 6.7%).
# Residual: 10.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.98us 512K:158.5us 2M:568.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 292us + bytes / 2.51 GB/s,
# written at the measured sizes (the medians would give 8.4%).
# Residual: 14.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:318.1us 256K:396.4us 2M:1.127ms 16M:6.976ms 64M:27.03ms 256M:107.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.062us + bytes / 1.54e+03 GB/s, misses by 21.8% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.741us 2M:2.727us 16M:14.74us 64M:48.21us 256M:174.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.83us + bytes / 83.8 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 6.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.63us 2M:31.39us 16M:224.4us 64M:858.1us 256M:3.607ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.89us

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
# sizes): 5.359us + bytes / 238 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.18us 16M:75.93us 64M:287.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.26us + bytes / 179 GB/s, written at the measured
# sizes (the medians would give 8.7%).
# Residual: 8.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.98us 16M:115us 64M:396.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 163 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.57us 16M:109.6us 64M:397.3us 256M:1.648ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.748us
# + bytes / 11.9 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.245us 64K:23us 2M:138.7us 16M:1.463ms 64M:6.584ms 256M:28.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.9us + bytes / 11.3 GB/s,
# misses by 27.4% RMS, so it is not used.
# Residual: 20.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.45us 64K:31.51us 2M:279us 16M:1.354ms 64M:7.846ms 256M:18.96ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 3.462us +
# bytes / 6.86 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
host_read_ns = 64K:13us 2M:318.3us 16M:2.494ms 64M:9.391ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.7 GB/s, misses by
# 31.0% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
host_write_ns = 64K:2.205us 2M:84.18us 16M:940.9us 64M:5.115ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.105us +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 3.4%).
# Residual: 3.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.867us 2M:185.5us 16M:1.476ms 64M:5.901ms

