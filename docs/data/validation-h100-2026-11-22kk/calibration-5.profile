# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:05:29Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:05:29Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.226us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.992us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.603us + bytes / 4.71e+03 GB/s, misses by 60.3% RMS,
# so it is not used.
# Residual: 29.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.511us 64K:2.67us 1M:3.144us 1536K:2.481us 2M:61.59us 8M:47.61us 64M:50.35us 256M:77.54us 1G:177.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.1us + bytes / 1.45e+03 GB/s, misses by 46.0% RMS, so it is not
# used.
# Residual: 16.6% RMS relative over 45 repetitions.
free_ns = 4K:3.456us 64K:3.407us 1M:3.53us 1536K:3.351us 2M:39.56us 8M:42.52us 64M:84.78us 256M:199us 1G:591.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 16.09us + bytes / 3.55e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 37.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:17.87us 64K:12.2us 2M:112.7us 16M:91.08us 64M:84.44us 256M:77.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.72us + bytes / 1.72e+05 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 9.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.72us 64K:12.72us 2M:12.73us 16M:12.82us 64M:13.11us 256M:14.28us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.8%, 512K 21.0%, 1M 19.3%, 2M 17.0%, 4M 17.3%, 8M 18.4%, 16M
# 19.7%, 32M 21.0%.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.38us        79us
# seq             2M          0         2         2     2097152           0     255.6us     263.7us
# seq            16M          0        16        16    16777216           0     1.887ms     1.731ms
# seq            64M          0        64        64    67108864           0     7.567ms     6.761ms
# seq           256M          0       256       256   268435456           0     38.38ms     26.88ms
# stride         64M        64K        32        32    67108864           0     5.085ms     6.136ms
# stride        256M         2M       128       128     8388608           0     2.946ms     3.235ms
# random         16M          0         9        35    16777216           0     1.802ms     2.102ms
# random         64M          0        34       306    67108864           0     13.01ms     11.49ms
# random        256M          0       139      1560   268435456           0     57.62ms     52.34ms
# fresh           2M          0         2         2           0     2097152     197.2us     185.3us
# fresh          16M          0        16        16           0    16777216     851.3us     1.103ms
# fresh          64M          0        64        64           0    67108864      4.97ms      4.25ms
# fresh         256M          0       256       256           0   268435456     23.44ms     16.84ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.52us per VA
# block, bytes / 12.3 GB/s moved, 54.15us per faulting kernel, bytes / 22.8
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_block_ns = 19.52us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:333.1ns 64K:5.33us 512K:42.64us 1M:85.27us 2M:170.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_wake_ns = 54.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:179.8ns 64K:2.877us 512K:23.02us 1M:46.03us 2M:92.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.78us + bytes /
# 47.3 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 1.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.63us 2M:121.4us 16M:411.5us 64M:1.352ms 256M:5.371ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 20.32us + bytes / 16.1 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.55us 2M:242.6us 16M:1ms 64M:3.927ms 256M:15.67ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.85us + bytes / 11 GB/s, written at the
# measured sizes (the medians would give 9.0%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.81us 512K:64.48us 2M:207.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.23us + bytes / 4.13 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.76us 512K:155.2us 2M:508.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 346.9us + bytes / 2.47 GB/s, misses by 16.5% RMS, so
# it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:395.2us 256K:476.7us 2M:960us 16M:7.813ms 64M:30.73ms 256M:113.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.856us + bytes / 1.76e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 16.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.429us 2M:3.458us 16M:12.88us 64M:41.67us 256M:156.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.53us + bytes / 71 GB/s, misses by
# 21.5% RMS, so it is not used.
# Residual: 18.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.31us 2M:41.24us 16M:269.3us 64M:1.05ms 256M:3.634ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 15.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 140.6us

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
# measured medians (15 points at 3 sizes): the best line, 11.7us + bytes / 280
# GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 18.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.15us 16M:72.12us 64M:249.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.24us + bytes / 184 GB/s, written at the measured
# sizes (the medians would give 10.3%).
# Residual: 11.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.65us 16M:115.5us 64M:389.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.698us +
# bytes / 145 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 26.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.25us 16M:115.9us 64M:455.2us 256M:1.911ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.724us
# + bytes / 9.7 GB/s, misses by 34.4% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.501us 64K:22.7us 2M:156.7us 16M:1.948ms 64M:9.379ms 256M:36.33ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.89us + bytes / 10.9 GB/s,
# misses by 36.3% RMS, so it is not used.
# Residual: 25.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.25us 64K:34.74us 2M:304us 16M:2.938ms 64M:4.956ms 256M:21.03ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.3 GB/s, misses by 41.0% RMS, so it is not used.
# Residual: 20.0% RMS relative over 20 repetitions.
host_read_ns = 64K:3.157us 2M:113.7us 16M:2.141ms 64M:9.661ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.4 GB/s, misses by
# 44.7% RMS, so it is not used.
# Residual: 10.6% RMS relative over 20 repetitions.
host_write_ns = 64K:938ns 2M:49.95us 16M:1.127ms 64M:6.164ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.94us +
# bytes / 8.7 GB/s, written at the measured sizes (the medians would give
# 10.1%).
# Residual: 9.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:9.473us 2M:243us 16M:1.93ms 64M:7.715ms

