# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:42:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:42:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.3% RMS relative over 5 repetitions.
launch_ns = 3.447us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.166us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.747us + bytes / 6.34e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 28.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.087us 64K:2.86us 1M:2.857us 1536K:2.403us 2M:42.48us 8M:37.53us 64M:39.51us 256M:45.21us 1G:147.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.982us + bytes / 2.37e+03 GB/s, misses by 50.9% RMS, so it is
# not used.
# Residual: 22.7% RMS relative over 45 repetitions.
free_ns = 4K:1.673us 64K:1.726us 1M:3.627us 1536K:3.236us 2M:32.97us 8M:34.86us 64M:54.97us 256M:105.9us 1G:361.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.456us + bytes / 6.15e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 38.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.569us 64K:2.064us 2M:20.23us 16M:35.49us 64M:39.48us 256M:37.61us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.16us + bytes *
# -6.43e-06 ns/B, misses by 19.6% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.97us 64K:11.59us 2M:12.14us 16M:8.083us 64M:8.511us 256M:8.904us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.5%, 512K 16.2%, 1M 15.6%, 2M 14.7%, 4M 14.4%, 8M 13.7%, 16M
# 13.2%, 32M 13.5%.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.77us     70.14us
# seq             2M          0         2         2     2097152           0     249.6us     284.4us
# seq            16M          0        16        16    16777216           0      1.87ms     2.128ms
# seq            64M          0        64        64    67108864           0     8.603ms     8.447ms
# seq           256M          0       256       256   268435456           0     38.18ms     33.73ms
# stride         64M        64K         4        32    67108864           0     6.094ms     6.073ms
# stride        256M         2M        16       128     8388608           0     2.149ms     2.373ms
# random         16M          0        16        16    16777216           0     1.946ms     2.128ms
# random         64M          0        39       104    67108864           0     9.093ms     7.911ms
# random        256M          0       127       907   268435456           0     48.11ms     34.73ms
# fresh           2M          0         2         2           0     2097152     157.6us     179.5us
# fresh          16M          0        16        16           0    16777216     1.193ms     1.288ms
# fresh          64M          0        64        64           0    67108864     5.658ms      5.09ms
# fresh         256M          0       256       256           0   268435456      24.2ms      20.3ms
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
# prefetch at the driver's defaults). Result: 35.05us per batch, 8.488us per
# VA block, bytes / 11.9 GB/s moved, 21.1us per faulting kernel, bytes / 29.4
# GB/s zero-filled.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_batch_ns = 35.05us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_block_ns = 8.488us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:344.2ns 64K:5.508us 512K:44.06us 1M:88.12us 2M:176.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_wake_ns = 21.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:139.3ns 64K:2.229us 512K:17.84us 1M:35.67us 2M:71.34us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.53us + bytes /
# 46.4 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.4us 2M:123.3us 16M:449.7us 64M:1.346ms 256M:5.34ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.22us + bytes / 15.1 GB/s, written at
# the measured sizes (the medians would give 8.1%).
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.56us 2M:155.2us 16M:1.128ms 64M:4.463ms 256M:17.81ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.13us + bytes / 12.7 GB/s, written at the
# measured sizes (the medians would give 10.6%).
# Residual: 10.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.3us 512K:55.47us 2M:179.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 27.64us + bytes / 3.79 GB/s, written at
# the measured sizes (the medians would give 7.8%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.93us 512K:166us 2M:581us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 239.8us + bytes / 3.22
# GB/s, written at the measured sizes (the medians would give 4.6%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:260.2us 256K:321.2us 2M:890.6us 16M:5.446ms 64M:21.06ms 256M:83.53ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.147us + bytes / 938 GB/s, misses by 20.5% RMS, so
# it is not used.
# Residual: 14.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.103us 2M:4.343us 16M:21.55us 64M:84.32us 256M:290.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.64us +
# bytes / 73.1 GB/s, written at the measured sizes (the medians would give
# 9.2%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.54us 2M:44.34us 16M:245.2us 64M:933.9us 256M:3.689ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.5us

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
# sizes): 9.768us + bytes / 227 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.02us 16M:83.79us 64M:305.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 52.47us + bytes / 217 GB/s, written at the measured
# sizes (the medians would give 11.8%).
# Residual: 10.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:62.14us 16M:129.9us 64M:362us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 191 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:8.055us 16M:86.02us 64M:336.4us 256M:1.443ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.136us
# + bytes / 9.96 GB/s, misses by 32.9% RMS, so it is not used.
# Residual: 19.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.652us 64K:24.02us 2M:156.5us 16M:2.969ms 64M:7.652ms 256M:30.74ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.8us + bytes / 11.5 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 13.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.684us 64K:28.17us 2M:276.8us 16M:1.36ms 64M:5.353ms 256M:21.56ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 2.66us +
# bytes / 8.01 GB/s, misses by 46.3% RMS, so it is not used.
# Residual: 34.8% RMS relative over 20 repetitions.
host_read_ns = 64K:10.93us 2M:221.7us 16M:2.628ms 64M:8.952ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.5 GB/s, misses by
# 38.2% RMS, so it is not used.
# Residual: 16.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.234us 2M:56.88us 16M:1.22ms 64M:4.579ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 977.7ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 2.9%).
# Residual: 2.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.855us 2M:189us 16M:1.506ms 64M:6.019ms

