# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:26:34Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:26:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 4.23us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.169us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.648us + bytes / 4.48e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 31.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.614us 64K:2.92us 1M:2.582us 1536K:2.759us 2M:54.74us 8M:45.53us 64M:46.66us 256M:76.61us 1G:188us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.272us + bytes / 1.51e+03 GB/s, misses by 44.9% RMS, so it is
# not used.
# Residual: 16.9% RMS relative over 45 repetitions.
free_ns = 4K:3.637us 64K:3.532us 1M:3.561us 1536K:3.563us 2M:38.8us 8M:40.22us 64M:79.88us 256M:172.2us 1G:599.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.214us + bytes / 5.13e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 38.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.301us 64K:3.435us 2M:26.08us 16M:33.43us 64M:54.91us 256M:46.29us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 115.8us + bytes *
# -0.000184 ns/B, misses by 31.3% RMS, so it is not used.
# Residual: 30.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:146.3us 64K:134us 2M:142.4us 16M:135.3us 64M:70.74us 256M:75.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 12.3%, 512K 11.6%, 1M 10.5%, 2M 9.6%, 4M 10.3%, 8M 11.9%, 16M
# 13.6%, 32M 15.1%.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.97us     69.79us
# seq             2M          0         2         2     2097152           0     222.8us     249.9us
# seq            16M          0        16        16    16777216           0     1.778ms     1.647ms
# seq            64M          0        64        64    67108864           0     6.376ms     6.436ms
# seq           256M          0       256       256   268435456           0     27.45ms     25.59ms
# stride         64M        64K        32        32    67108864           0     5.783ms     5.984ms
# stride        256M         2M       128       128     8388608           0     2.358ms     2.544ms
# random         16M          0         9        35    16777216           0     1.924ms     1.915ms
# random         64M          0        34       306    67108864           0      9.61ms     9.856ms
# random        256M          0       139      1560   268435456           0     49.52ms     44.02ms
# fresh           2M          0         2         2           0     2097152     186.4us     223.6us
# fresh          16M          0        16        16           0    16777216     1.424ms     1.436ms
# fresh          64M          0        64        64           0    67108864     6.578ms     5.595ms
# fresh         256M          0       256       256           0   268435456     23.99ms     22.23ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.13us per VA
# block, bytes / 12.2 GB/s moved, 50.31us per faulting kernel, bytes / 14.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_block_ns = 14.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334.5ns 64K:5.353us 512K:42.82us 1M:85.64us 2M:171.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_wake_ns = 50.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:283.2ns 64K:4.531us 512K:36.25us 1M:72.5us 2M:145us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.42us + bytes / 47
# GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 2.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.16us 2M:119.7us 16M:427.1us 64M:1.344ms 256M:5.41ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.19us + bytes / 12.5 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.88us 2M:251.5us 16M:1.327ms 64M:4.567ms 256M:23.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 12.12us + bytes / 7.44 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 27.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.05us 512K:68.69us 2M:401.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.78us + bytes / 2.97 GB/s, written at
# the measured sizes (the medians would give 4.8%).
# Residual: 5.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.82us 512K:198.1us 2M:727.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 308us + bytes / 2.57 GB/s, misses by 17.2% RMS, so it
# is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:351.5us 256K:438us 2M:889us 16M:7.093ms 64M:29.09ms 256M:120.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.545us + bytes / 1.01e+03 GB/s, misses by 20.7% RMS,
# so it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.503us 2M:4.633us 16M:20.78us 64M:75.04us 256M:273.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.04us + bytes / 91.3 GB/s, misses
# by 20.7% RMS, so it is not used.
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.3us 2M:25.68us 16M:233us 64M:922.2us 256M:2.844ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.93us

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
# sizes): 9.705us + bytes / 316 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 13.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.35us 16M:62.83us 64M:222.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.07us + bytes / 212 GB/s, written at the measured
# sizes (the medians would give 7.8%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.95us 16M:102.1us 64M:339us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 107 GB/s, misses by 63.8% RMS and goes negative, so it is not used.
# Residual: 62.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:0ns 16M:86.48us 64M:616.1us 256M:2.058ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.085us
# + bytes / 14.4 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.567us 64K:21.57us 2M:116.1us 16M:1.123ms 64M:5.68ms 256M:26.43ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.2us + bytes / 12.3 GB/s,
# misses by 28.9% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.41us 64K:34.7us 2M:272.9us 16M:1.585ms 64M:5.251ms 256M:17.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.5 GB/s, misses by 44.2% RMS, so it is not used.
# Residual: 28.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.43us 2M:105.7us 16M:1.944ms 64M:11.14ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.8 GB/s, misses by
# 51.2% RMS, so it is not used.
# Residual: 33.3% RMS relative over 20 repetitions.
host_write_ns = 64K:984ns 2M:49.19us 16M:1.153ms 64M:5.832ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 7.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.215us 2M:171us 16M:1.369ms 64M:5.476ms

