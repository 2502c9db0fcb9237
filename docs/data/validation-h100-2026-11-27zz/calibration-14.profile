# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T00:39:24Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:39:24Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.97us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.955us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.12us + bytes / 4.75e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 24.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.16us 64K:3.364us 1M:3.204us 1536K:2.97us 2M:64.37us 8M:52.2us 64M:90.43us 256M:104.1us 1G:177.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.349us + bytes / 1.17e+03 GB/s, misses by 47.4% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:2.867us 64K:2.915us 1M:2.806us 1536K:2.849us 2M:53.9us 8M:47.47us 64M:86.24us 256M:248us 1G:773.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.48us
# + bytes / 2.69e+03 GB/s, misses by 69.0% RMS, so it is not used.
# Residual: 41.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.737us 64K:3.768us 2M:40us 16M:59.03us 64M:80.32us 256M:83.42us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.68us + bytes / 1.63e+05 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.68us 64K:13.68us 2M:13.69us 16M:13.78us 64M:14.09us 256M:15.33us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.7%, 512K 16.2%, 1M 15.4%, 2M 14.2%, 4M 14.1%, 8M 13.8%, 16M
# 14.0%, 32M 14.9%.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     102.8us     84.45us
# seq             2M          0         2         2     2097152           0       286us     341.5us
# seq            16M          0        16        16    16777216           0     2.273ms     2.495ms
# seq            64M          0        64        64    67108864           0     10.88ms      9.88ms
# seq           256M          0       256       256   268435456           0     42.59ms     39.42ms
# stride         64M        64K         8        32    67108864           0     7.393ms     7.798ms
# stride        256M         2M        32       128     8388608           0     3.259ms     3.798ms
# random         16M          0        12        16    16777216           0     2.454ms     2.382ms
# random         64M          0        36       161    67108864           0     12.75ms     10.58ms
# random        256M          0       125      1211   268435456           0     62.43ms     50.45ms
# fresh           2M          0         2         2           0     2097152     184.4us     217.6us
# fresh          16M          0        16        16           0    16777216     1.423ms     1.504ms
# fresh          64M          0        64        64           0    67108864     6.575ms     5.916ms
# fresh         256M          0       256       256           0   268435456     28.79ms     23.56ms
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
# prefetch at the driver's defaults). Result: 28.35us per batch, 15.44us per
# VA block, bytes / 9.53 GB/s moved, 33.77us per faulting kernel, bytes / 21.8
# GB/s zero-filled.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_batch_ns = 28.35us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_block_ns = 15.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:429.9ns 64K:6.878us 512K:55.03us 1M:110.1us 2M:220.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_wake_ns = 33.77us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:187.9ns 64K:3.007us 512K:24.06us 1M:48.11us 2M:96.22us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 59.97us + bytes /
# 43.9 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:55.35us 2M:151.1us 16M:478.1us 64M:1.477ms 256M:5.787ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.09us + bytes / 8.16 GB/s, written at
# the measured sizes (the medians would give 3.9%).
# Residual: 6.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.12us 2M:275.2us 16M:2.075ms 64M:8.246ms 256M:32.93ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.07us + bytes / 7.66 GB/s, written at the
# measured sizes (the medians would give 11.5%).
# Residual: 11.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.62us 512K:87.49us 2M:292.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.25us + bytes / 2.75 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.21us 512K:245us 2M:718.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 370us + bytes / 2.11 GB/s, written at the measured sizes
# (the medians would give 5.6%).
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:401us 256K:494us 2M:1.363ms 16M:8.312ms 64M:32.14ms 256M:127.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.444us + bytes / 758 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 13.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.931us 2M:4.808us 16M:27.18us 64M:98.91us 256M:378.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.13us + bytes / 66.2 GB/s, misses
# by 15.9% RMS, so it is not used.
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.31us 2M:37.33us 16M:281.6us 64M:1.159ms 256M:4.413ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.1% RMS relative over 15 repetitions.
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
# sizes): 7.438us + bytes / 270 GB/s, written at the measured sizes (the
# medians would give 14.8%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.2us 16M:69.51us 64M:255.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 61.1us + bytes / 166 GB/s, written at the measured sizes
# (the medians would give 6.1%).
# Residual: 6.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:73.74us 16M:162.2us 64M:465.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.799us +
# bytes / 151 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.96us 16M:110us 64M:442.2us 256M:1.856ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.024us
# + bytes / 7.96 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.78us 64K:26.37us 2M:193.5us 16M:2.52ms 64M:10.24ms 256M:41.97ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.51us + bytes / 9.18 GB/s,
# misses by 20.7% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.2us 64K:32.65us 2M:294.4us 16M:1.84ms 64M:6.471ms 256M:27.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.15 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.127us 2M:201.8us 16M:2.433ms 64M:11.31ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.9 GB/s, misses by
# 43.6% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.39us 2M:60.69us 16M:1.284ms 64M:6.696ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 8.93 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 5.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.673us 2M:234.2us 16M:1.878ms 64M:7.514ms

