# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:22:35Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:22:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 4.731us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.982us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.018us + bytes / 3.83e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 23.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.07us 64K:3.205us 1M:3.086us 1536K:3.051us 2M:68.87us 8M:52.97us 64M:105us 256M:110.1us 1G:219.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.282us + bytes / 1.26e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 17.8% RMS relative over 45 repetitions.
free_ns = 4K:2.895us 64K:2.734us 1M:2.753us 1536K:2.671us 2M:45.29us 8M:50.14us 64M:116.6us 256M:226.9us 1G:707.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.141us + bytes / 2.79e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 39.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.064us 64K:3.276us 2M:34.27us 16M:46.9us 64M:69.11us 256M:79.33us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.06us + bytes * -6e-06 ns/B, written at the measured sizes (the
# medians would give 10.9%).
# Residual: 11.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.06us 64K:13.06us 2M:13.05us 16M:12.96us 64M:12.66us 256M:11.45us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.4%, 512K 20.0%, 1M 19.1%, 2M 17.3%, 4M 15.8%, 8M 14.5%, 16M
# 15.0%, 32M 16.3%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     159.5us       117us
# seq             2M          0         2         2     2097152           0     284.5us     319.4us
# seq            16M          0        16        16    16777216           0     2.022ms     2.125ms
# seq            64M          0        64        64    67108864           0     8.208ms     8.314ms
# seq           256M          0       256       256   268435456           0     37.94ms     33.07ms
# stride         64M        64K         8        32    67108864           0      5.65ms     5.875ms
# stride        256M         2M        32       128     8388608           0     3.311ms     3.896ms
# random         16M          0        12        16    16777216           0     1.933ms     1.988ms
# random         64M          0        36       161    67108864           0     9.623ms     8.963ms
# random        256M          0       125      1211   268435456           0     58.43ms      44.4ms
# fresh           2M          0         2         2           0     2097152       193us     235.5us
# fresh          16M          0        16        16           0    16777216     1.384ms     1.454ms
# fresh          64M          0        64        64           0    67108864     6.586ms     5.632ms
# fresh         256M          0       256       256           0   268435456     26.31ms     22.34ms
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
# prefetch at the driver's defaults). Result: 34.1us per batch, 16.54us per VA
# block, bytes / 13.4 GB/s moved, 61.45us per faulting kernel, bytes / 28.8
# GB/s zero-filled.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 34.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 16.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:305.9ns 64K:4.894us 512K:39.16us 1M:78.31us 2M:156.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 61.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:142.2ns 64K:2.275us 512K:18.2us 1M:36.4us 2M:72.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.63us + bytes /
# 45.6 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 3.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.08us 2M:125.8us 16M:440.6us 64M:1.38ms 256M:5.644ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.27us + bytes / 14.6 GB/s, written at
# the measured sizes (the medians would give 9.1%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.76us 2M:164us 16M:1.17ms 64M:4.62ms 256M:18.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.7us + bytes / 12.2 GB/s, written at the
# measured sizes (the medians would give 11.9%).
# Residual: 11.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.08us 512K:57.77us 2M:187us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.57us + bytes / 3.93 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.48us 512K:177.9us 2M:518.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 368.9us +
# bytes / 2.13 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 10.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:411.4us 256K:523.7us 2M:1.114ms 16M:8.581ms 64M:35.05ms 256M:134.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.065us + bytes / 1.46e+03 GB/s, misses by 22.6% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.756us 2M:2.764us 16M:16.9us 64M:47.66us 256M:187.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.77us + bytes / 75.8 GB/s, misses
# by 15.9% RMS, so it is not used.
# Residual: 12.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.06us 2M:36.77us 16M:272us 64M:1.085ms 256M:3.237ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 99.81us

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
# sizes): 22.55us + bytes / 218 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 13.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:32.17us 16M:99.52us 64M:330.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 33.78us + bytes / 194 GB/s, written at the measured
# sizes (the medians would give 9.2%).
# Residual: 9.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:44.56us 16M:120.1us 64M:378.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.692us +
# bytes / 160 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.05us 16M:107.2us 64M:421.6us 256M:1.739ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.694us
# + bytes / 9.3 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.254us 64K:25.89us 2M:168.9us 16M:2.083ms 64M:8.891ms 256M:35.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.19us + bytes / 11.3 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.05us 64K:28.48us 2M:256.9us 16M:1.34ms 64M:5.05ms 256M:26.78ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.3 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.09us 2M:187.2us 16M:3.116ms 64M:12.25ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.8 GB/s, misses by
# 45.6% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.34us 2M:89.53us 16M:1.823ms 64M:8.236ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 8.91 GB/s, written at the measured sizes (the medians would give
# 10.0%).
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.636us 2M:234.6us 16M:1.882ms 64M:7.53ms

