# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:55:38Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:55:38Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 3.932us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.3% RMS relative over 5 repetitions.
kernel_gap_ns = 2.049us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.54us + bytes / 9.21e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:1.51us 64K:1.728us 1M:1.528us 1536K:1.55us 2M:43.86us 8M:30.98us 64M:45.82us 256M:52.43us 1G:91.39us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.097us + bytes / 2.91e+03 GB/s, misses by 51.2% RMS, so it is
# not used.
# Residual: 20.8% RMS relative over 45 repetitions.
free_ns = 4K:1.419us 64K:1.296us 1M:1.258us 1536K:1.289us 2M:29.69us 8M:30us 64M:47.15us 256M:111.9us 1G:294.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 1.971us + bytes / 6.83e+03 GB/s, misses by 68.6% RMS, so it is not used.
# Residual: 64.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:1.963us 64K:1.747us 2M:15.97us 16M:55.01us 64M:63.26us 256M:35.43us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.45us + bytes / 2.75e+05 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 9.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.45us 64K:7.45us 2M:7.457us 16M:7.51us 64M:7.693us 256M:8.425us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.0%, 512K 15.6%, 1M 15.1%, 2M 14.0%, 4M 14.7%, 8M 15.9%, 16M
# 16.6%, 32M 17.9%.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     67.36us     63.24us
# seq             2M          0         2         2     2097152           0     181.6us     213.8us
# seq            16M          0        16        16    16777216           0     1.309ms     1.401ms
# seq            64M          0        64        64    67108864           0     8.251ms     5.472ms
# seq           256M          0       256       256   268435456           0        28ms     21.75ms
# stride         64M        64K        32        32    67108864           0     4.307ms     5.002ms
# stride        256M         2M       128       128     8388608           0     2.327ms     2.484ms
# random         16M          0         9        35    16777216           0     1.841ms      1.68ms
# random         64M          0        34       306    67108864           0     8.441ms     9.024ms
# random        256M          0       139      1560   268435456           0     44.74ms      40.9ms
# fresh           2M          0         2         2           0     2097152     192.3us     191.2us
# fresh          16M          0        16        16           0    16777216     1.329ms      1.22ms
# fresh          64M          0        64        64           0    67108864     5.014ms     4.749ms
# fresh         256M          0       256       256           0   268435456     16.94ms     18.86ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.68us per VA
# block, bytes / 15 GB/s moved, 44.17us per faulting kernel, bytes / 17.8 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_block_ns = 14.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:273.9ns 64K:4.383us 512K:35.06us 1M:70.12us 2M:140.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_wake_ns = 44.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:229.8ns 64K:3.677us 512K:29.42us 1M:58.83us 2M:117.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.88us + bytes /
# 47.7 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.27us 2M:111.5us 16M:409.3us 64M:1.336ms 256M:5.275ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 17.24us + bytes / 16.5 GB/s, written at the
# measured sizes (the means would give 5.8%).
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.2us 2M:144.2us 16M:1.033ms 64M:4.079ms 256M:16.26ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.11us + bytes / 14 GB/s, written at the measured
# sizes (the means would give 12.1%).
# Residual: 12.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.81us 512K:53.68us 2M:166.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.03us + bytes / 4.65 GB/s, written at the
# measured sizes (the means would give 11.4%).
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.14us 512K:133.8us 2M:472.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 224.5us +
# bytes / 3.53 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:270.4us 256K:295.7us 2M:663.4us 16M:5.17ms 64M:21.1ms 256M:84.81ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.984us + bytes / 1.69e+03 GB/s, misses by 24.9% RMS,
# so it is not used.
# Residual: 20.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.199us 2M:2.817us 16M:16.79us 64M:39.08us 256M:155.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.767us +
# bytes / 116 GB/s, written at the measured sizes (the medians would give
# 8.2%).
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.33us 2M:27.82us 16M:154.2us 64M:587.6us 256M:2.321ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 66.98us

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
# sizes): 5.791us + bytes / 319 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 12.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.37us 16M:58.42us 64M:216.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.25us + bytes / 202 GB/s, written at the measured
# sizes (the medians would give 9.6%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.65us 16M:107.4us 64M:357us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.807us +
# bytes / 190 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.47us 16M:103.6us 64M:336.9us 256M:1.367ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.791us
# + bytes / 11.7 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.252us 64K:23.5us 2M:152.8us 16M:1.329ms 64M:6.485ms 256M:27.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.01us + bytes / 13.9 GB/s,
# misses by 22.3% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.6us 64K:25.12us 2M:209.4us 16M:1.117ms 64M:4.503ms 256M:18.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.3 GB/s, misses by 38.9% RMS, so it is not used.
# Residual: 21.9% RMS relative over 20 repetitions.
host_read_ns = 64K:2.822us 2M:93.02us 16M:1.793ms 64M:7.371ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.1 GB/s, misses by
# 38.0% RMS, so it is not used.
# Residual: 10.4% RMS relative over 20 repetitions.
host_write_ns = 64K:853ns 2M:45.52us 16M:877.2us 64M:4.041ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 8.6%).
# Residual: 9.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.305us 2M:182.7us 16M:1.464ms 64M:5.859ms

