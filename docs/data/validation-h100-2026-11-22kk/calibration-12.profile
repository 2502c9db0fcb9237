# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:09:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:09:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 4.619us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.186us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.963us + bytes / 5.89e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.235us 64K:3.126us 1M:2.803us 1536K:2.832us 2M:53.76us 8M:47.56us 64M:54.83us 256M:58.72us 1G:148.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.369us + bytes / 1.52e+03 GB/s, misses by 47.7% RMS, so it is
# not used.
# Residual: 20.9% RMS relative over 45 repetitions.
free_ns = 4K:3.702us 64K:3.729us 1M:3.595us 1536K:3.672us 2M:42.44us 8M:47.33us 64M:95.15us 256M:177.8us 1G:581us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.818us + bytes / 2.18e+03 GB/s, misses by 73.4% RMS, so it is not used.
# Residual: 53.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.741us 64K:3.336us 2M:24.78us 16M:50.74us 64M:54.95us 256M:98.66us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 18.17us + bytes / 1.95e+05 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 9.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:18.17us 64K:18.17us 2M:18.18us 16M:18.25us 64M:18.51us 256M:19.54us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.7%, 512K 20.2%, 1M 19.5%, 2M 19.2%, 4M 20.2%, 8M 21.0%, 16M
# 20.8%, 32M 21.1%.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      67.2us     54.15us
# seq             2M          0         2         2     2097152           0     182.9us     240.3us
# seq            16M          0        16        16    16777216           0     1.699ms     1.688ms
# seq            64M          0        64        64    67108864           0     9.369ms     6.651ms
# seq           256M          0       256       256   268435456           0      39.4ms      26.5ms
# stride         64M        64K        32        32    67108864           0     5.389ms     6.168ms
# stride        256M         2M       128       128     8388608           0     2.265ms     2.672ms
# random         16M          0         9        35    16777216           0     2.006ms     1.975ms
# random         64M          0        34       306    67108864           0     11.74ms      10.3ms
# random        256M          0       139      1560   268435456           0      53.3ms     46.18ms
# fresh           2M          0         2         2           0     2097152     153.9us     181.1us
# fresh          16M          0        16        16           0    16777216     1.238ms     1.214ms
# fresh          64M          0        64        64           0    67108864     4.561ms     4.755ms
# fresh         256M          0       256       256           0   268435456     25.74ms     18.92ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.09us per VA
# block, bytes / 11.9 GB/s moved, 33.54us per faulting kernel, bytes / 17.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_block_ns = 15.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:344.9ns 64K:5.519us 512K:44.15us 1M:88.3us 2M:176.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_wake_ns = 33.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:229.2ns 64K:3.667us 512K:29.34us 1M:58.68us 2M:117.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.78us + bytes /
# 45.5 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 1.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.6us 2M:126.6us 16M:442.8us 64M:1.384ms 256M:5.507ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.1us + bytes / 9.94 GB/s, written at the
# measured sizes (the medians would give 2.1%).
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.69us 2M:228.1us 16M:1.705ms 64M:6.77ms 256M:27.03ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 55.19us + bytes / 10.2 GB/s, misses by 73.9% RMS, so it is not used.
# Residual: 75.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:63us 512K:102us 2M:268.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.82us + bytes / 3.18 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.21us 512K:243.5us 2M:600.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 378.4us + bytes / 2.45 GB/s, misses by 35.3% RMS, so
# it is not used.
# Residual: 33.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:401us 256K:509.5us 2M:1.14ms 16M:7.38ms 64M:27.7ms 256M:113.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.956us + bytes / 1.63e+03 GB/s, misses by 21.9% RMS,
# so it is not used.
# Residual: 15.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.667us 2M:2.577us 16M:13.08us 64M:44.79us 256M:174.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 55.88us + bytes / 80.7 GB/s, misses
# by 34.2% RMS, so it is not used.
# Residual: 27.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:85.73us 2M:65us 16M:259.6us 64M:975.8us 256M:3.519ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 34.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.8us

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
# measured medians (15 points at 3 sizes): the best line, 7.916us + bytes /
# 302 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.87us 16M:63.34us 64M:230.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.75us + bytes / 238 GB/s, written at the measured
# sizes (the medians would give 11.1%).
# Residual: 11.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.57us 16M:97.26us 64M:308.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 13.14us +
# bytes / 151 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 24.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:27.63us 16M:117.9us 64M:473.8us 256M:1.802ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.316us
# + bytes / 9.72 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.864us 64K:25.9us 2M:166.6us 16M:1.749ms 64M:8.065ms 256M:39.98ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.86us + bytes / 11.2 GB/s,
# misses by 25.5% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.15us 64K:32.01us 2M:276.2us 16M:1.566ms 64M:6.171ms 256M:19.39ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.59 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 18.7% RMS relative over 20 repetitions.
host_read_ns = 64K:6.452us 2M:191.5us 16M:2.377ms 64M:10.39ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.5 GB/s, misses by
# 42.5% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.142us 2M:54.95us 16M:1.193ms 64M:5.967ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 844.2ns +
# bytes / 9.15 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 6.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.01us 2M:230.1us 16M:1.835ms 64M:7.338ms

