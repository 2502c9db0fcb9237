# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:24:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:24:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.0% RMS relative over 5 repetitions.
launch_ns = 3.488us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.163us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.843us + bytes / 1.1e+04 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.91us 64K:2.788us 1M:2.708us 1536K:2.709us 2M:47.1us 8M:35.9us 64M:41.05us 256M:57.87us 1G:78.52us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.234us + bytes / 2.66e+03 GB/s, misses by 53.5% RMS, so it is
# not used.
# Residual: 25.0% RMS relative over 45 repetitions.
free_ns = 4K:1.736us 64K:1.447us 1M:1.407us 1536K:1.409us 2M:31.73us 8M:33.3us 64M:51.69us 256M:117.6us 1G:327.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.347us + bytes / 7.47e+03 GB/s, misses by 67.0% RMS, so it is not used.
# Residual: 36.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.297us 64K:2.066us 2M:22.78us 16M:33us 64M:35.48us 256M:31.58us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.916us + bytes / 2.53e+05 GB/s, written at the measured sizes (the
# medians would give 10.3%).
# Residual: 10.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.916us 64K:8.917us 2M:8.925us 16M:8.983us 64M:9.181us 256M:9.976us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.1%, 512K 15.3%, 1M 16.1%, 2M 17.7%, 4M 18.8%, 8M 20.3%, 16M
# 21.9%, 32M 23.7%.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_window = 256K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      68.7us      58.8us
# seq             2M          0         4         4     2097152           0       182us     227.1us
# seq            16M          0        32        32    16777216           0     1.416ms     1.597ms
# seq            64M          0       128       128    67108864           0      7.08ms     6.293ms
# seq           256M          0       512       512   268435456           0     33.69ms     25.08ms
# stride         64M        64K       128       128    67108864           0     7.237ms     6.293ms
# stride        256M         2M       128       128     8388608           0     3.353ms     3.537ms
# random         16M          0        33        95    16777216           0     3.192ms     2.903ms
# random         64M          0       135       429    67108864           0     10.83ms     12.54ms
# random        256M          0       541      1729   268435456           0     57.33ms     50.34ms
# fresh           2M          0         4         4           0     2097152     171.5us     189.1us
# fresh          16M          0        32        32           0    16777216     1.149ms     1.293ms
# fresh          64M          0       128       128           0    67108864       5.5ms     5.078ms
# fresh         256M          0       512       512           0   268435456     25.39ms     20.22ms
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
# prefetch at the driver's defaults). Result: 3.639us per batch, 20.67us per
# VA block, bytes / 21.3 GB/s moved, 31.42us per faulting kernel, bytes / 34.7
# GB/s zero-filled.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 3.639us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 20.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:192.3ns 64K:3.077us 512K:24.62us 1M:49.23us 2M:98.46us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 31.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:118.1ns 64K:1.89us 512K:15.12us 1M:30.24us 2M:60.48us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.24us + bytes / 47
# GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.17us 2M:118.4us 16M:431.1us 64M:1.353ms 256M:5.316ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.01us + bytes / 16 GB/s, written at the
# measured sizes (the medians would give 6.4%).
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.11us 2M:149.1us 16M:1.066ms 64M:4.212ms 256M:16.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 26.18us + bytes / 8.02 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 29.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:32.29us 512K:146.5us 2M:251.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.26us + bytes / 4.11 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.32us 512K:174.2us 2M:488.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 260.7us +
# bytes / 3.34 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:333.4us 256K:318.8us 2M:734.2us 16M:5.493ms 64M:22.09ms 256M:88.94ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.413us + bytes / 1.01e+03 GB/s, misses by 24.3% RMS,
# so it is not used.
# Residual: 15.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.478us 2M:3.479us 16M:19.18us 64M:69.01us 256M:338.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.33us + bytes / 86 GB/s, misses by
# 18.1% RMS, so it is not used.
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.1us 2M:27.56us 16M:233.4us 64M:872.1us 256M:3.409ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.3us

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
# sizes): 8.577us + bytes / 263 GB/s, written at the measured sizes (the
# medians would give 14.8%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.55us 16M:72.35us 64M:263.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 30.11us + bytes / 185 GB/s, written at the measured
# sizes (the medians would give 5.7%).
# Residual: 6.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.47us 16M:120.9us 64M:393.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 712.9ns +
# bytes / 199 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.32us 16M:83.88us 64M:336.5us 256M:1.372ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.291us
# + bytes / 9.86 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.981us 64K:23.21us 2M:159.5us 16M:1.843ms 64M:8.32ms 256M:35.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.95us + bytes / 10.3 GB/s,
# misses by 19.7% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.64us 64K:31.15us 2M:245.9us 16M:1.587ms 64M:6.123ms 256M:24.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.67 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 16.6% RMS relative over 20 repetitions.
host_read_ns = 64K:5.87us 2M:187us 16M:2.451ms 64M:10.41ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.2 GB/s, misses by
# 45.2% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.073us 2M:51.93us 16M:1.276ms 64M:6.251ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 370.9ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 7.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.446us 2M:194.8us 16M:1.556ms 64M:6.222ms

