# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:44:26Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:44:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.0% RMS relative over 5 repetitions.
launch_ns = 3.901us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.193us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.967us + bytes / 5.23e+03 GB/s, misses by 62.6% RMS,
# so it is not used.
# Residual: 30.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.994us 64K:2.163us 1M:1.999us 1536K:2.004us 2M:44.99us 8M:38.01us 64M:44.29us 256M:77.52us 1G:156.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.276us + bytes / 1.7e+03 GB/s, misses by 49.8% RMS, so it is not
# used.
# Residual: 18.5% RMS relative over 45 repetitions.
free_ns = 4K:1.634us 64K:1.686us 1M:1.698us 1536K:1.58us 2M:35.39us 8M:37.65us 64M:66.3us 256M:171.5us 1G:553.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.726us + bytes / 6.65e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 37.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.673us 64K:2.353us 2M:23.28us 16M:29.04us 64M:38.48us 256M:35.22us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.65us + bytes * -4.2e-07 ns/B, written at the measured sizes (the
# medians would give 6.8%).
# Residual: 7.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.65us 64K:9.65us 2M:9.649us 16M:9.643us 64M:9.622us 256M:9.537us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.8%, 512K 20.5%, 1M 20.0%, 2M 19.0%, 4M 18.1%, 8M 17.1%, 16M
# 16.9%, 32M 17.8%.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     64.29us     54.01us
# seq             2M          0         2         2     2097152           0     184.1us     208.2us
# seq            16M          0        16        16    16777216           0     1.228ms     1.619ms
# seq            64M          0        64        64    67108864           0     8.329ms     6.454ms
# seq           256M          0       256       256   268435456           0     28.79ms      25.8ms
# stride         64M        64K         4        32    67108864           0     4.374ms     4.189ms
# stride        256M         2M        16       128     8388608           0     2.302ms     2.605ms
# random         16M          0        16        16    16777216           0      1.58ms     1.619ms
# random         64M          0        39       104    67108864           0     7.208ms     6.197ms
# random        256M          0       127       907   268435456           0      40.4ms      30.2ms
# fresh           2M          0         2         2           0     2097152     102.3us     117.1us
# fresh          16M          0        16        16           0    16777216     800.2us     889.7us
# fresh          64M          0        64        64           0    67108864     4.099ms     3.539ms
# fresh         256M          0       256       256           0   268435456     17.73ms     14.13ms
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
# prefetch at the driver's defaults). Result: 30.89us per batch, 12.88us per
# VA block, bytes / 18.4 GB/s moved, 6.685us per faulting kernel, bytes / 91.8
# GB/s zero-filled.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_batch_ns = 30.89us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_block_ns = 12.88us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:222.6ns 64K:3.561us 512K:28.49us 1M:56.97us 2M:113.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_wake_ns = 6.685us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:44.61ns 64K:713.8ns 512K:5.71us 1M:11.42us 2M:22.84us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 41.4us + bytes / 48.2 GB/s, written at the measured sizes (the
# medians would give 1.8%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.76us 2M:84.94us 16M:389.7us 64M:1.435ms 256M:5.614ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.42us + bytes / 14.8 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.5us 2M:177.4us 16M:1.591ms 64M:4.351ms 256M:15.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.06us + bytes / 14 GB/s, written at the
# measured sizes (the medians would give 8.2%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:17.73us 512K:50.39us 2M:162.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.48us + bytes / 4.61 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.91us 512K:155.6us 2M:439.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 363.6us + bytes / 2.73 GB/s, misses by 19.2% RMS, so
# it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:441.6us 256K:474.6us 2M:863.1us 16M:6.986ms 64M:28.02ms 256M:111.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.718us + bytes / 1.77e+03 GB/s, misses by 20.2% RMS,
# so it is not used.
# Residual: 11.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.34us 2M:2.303us 16M:11.76us 64M:41.4us 256M:161.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.77us +
# bytes / 108 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.37us 2M:30.13us 16M:165.7us 64M:630.5us 256M:2.49ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.39us

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
# sizes): 6.068us + bytes / 294 GB/s, written at the measured sizes (the
# medians would give 12.6%).
# Residual: 13.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.2us 16M:63.16us 64M:234.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.03us + bytes / 257 GB/s, written at the measured
# sizes (the medians would give 7.6%).
# Residual: 7.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.19us 16M:89.34us 64M:285.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.074us +
# bytes / 184 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.52us 16M:91.49us 64M:360.5us 256M:1.49ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.436us
# + bytes / 11.9 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.897us 64K:24.82us 2M:166.1us 16M:1.193ms 64M:6.128ms 256M:27.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.61us + bytes / 11.6 GB/s,
# misses by 24.9% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.57us 64K:27.05us 2M:224.4us 16M:1.194ms 64M:5.892ms 256M:24.9ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 18.6 GB/s, misses by 33.8% RMS, so it is not used.
# Residual: 24.7% RMS relative over 20 repetitions.
host_read_ns = 64K:2.91us 2M:94.55us 16M:879.2us 64M:6.553ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.6 GB/s, misses by
# 33.7% RMS, so it is not used.
# Residual: 9.0% RMS relative over 20 repetitions.
host_write_ns = 64K:860ns 2M:44.52us 16M:660.1us 64M:3.735ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 4.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.594us 2M:160.5us 16M:1.287ms 64M:5.149ms

