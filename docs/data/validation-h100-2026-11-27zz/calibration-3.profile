# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T00:33:13Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:33:13Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.2% RMS relative over 5 repetitions.
launch_ns = 4.285us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.165us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.835us + bytes / 6.21e+03 GB/s, misses by 60.4% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.919us 64K:3.098us 1M:2.711us 1536K:2.776us 2M:66.93us 8M:50.42us 64M:99.31us 256M:89.87us 1G:138.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.437us + bytes / 2.17e+03 GB/s, misses by 51.0% RMS, so it is
# not used.
# Residual: 17.1% RMS relative over 45 repetitions.
free_ns = 4K:3.915us 64K:3.71us 1M:3.449us 1536K:3.508us 2M:49.18us 8M:47.33us 64M:92.02us 256M:170.3us 1G:375.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.433us + bytes / 3.4e+03 GB/s, misses by 67.0% RMS, so it is not used.
# Residual: 52.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.616us 64K:2.894us 2M:24.61us 16M:58.83us 64M:108us 256M:68.49us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.77us + bytes * -6.77e-06 ns/B, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.77us 64K:12.77us 2M:12.76us 16M:12.66us 64M:12.32us 256M:10.96us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.0%, 512K 14.5%, 1M 14.1%, 2M 14.2%, 4M 15.5%, 8M 17.2%, 16M
# 17.8%, 32M 18.7%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.38us     63.75us
# seq             2M          0         2         2     2097152           0       214us     264.7us
# seq            16M          0        16        16    16777216           0     1.814ms     1.835ms
# seq            64M          0        64        64    67108864           0     9.476ms      7.22ms
# seq           256M          0       256       256   268435456           0     39.86ms     28.76ms
# stride         64M        64K        64        64    67108864           0     6.346ms      7.22ms
# stride        256M         2M       128       128     8388608           0     2.757ms     3.035ms
# random         16M          0        10        55    16777216           0     2.506ms     2.517ms
# random         64M          0        38       373    67108864           0     12.79ms     12.62ms
# random        256M          0       160      1651   268435456           0     59.37ms     53.14ms
# fresh           2M          0         2         2           0     2097152     185.1us     209.8us
# fresh          16M          0        16        16           0    16777216     1.546ms     1.396ms
# fresh          64M          0        64        64           0    67108864     5.732ms     5.463ms
# fresh         256M          0       256       256           0   268435456     21.57ms     21.73ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 17.48us per VA
# block, bytes / 11.1 GB/s moved, 40.35us per faulting kernel, bytes / 15.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 17.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:369.9ns 64K:5.919us 512K:47.35us 1M:94.7us 2M:189.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 40.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:262.7ns 64K:4.203us 512K:33.63us 1M:67.25us 2M:134.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 62.98us + bytes /
# 44.5 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:57.44us 2M:161.9us 16M:496.3us 64M:1.442ms 256M:5.658ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.87us + bytes / 9.18 GB/s, written at
# the measured sizes (the medians would give 2.8%).
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.01us 2M:247.3us 16M:1.846ms 64M:7.327ms 256M:29.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.42us + bytes / 8.78 GB/s, written at the
# measured sizes (the medians would give 12.6%).
# Residual: 13.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.88us 512K:78.14us 2M:257.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.72us + bytes / 2.8 GB/s, written at the
# measured sizes (the medians would give 12.0%).
# Residual: 13.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.16us 512K:209.2us 2M:771.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 346us +
# bytes / 2.23 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:397.2us 256K:481.5us 2M:1.042ms 16M:8.296ms 64M:32.06ms 256M:136.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.138us + bytes / 874 GB/s, misses by 22.9% RMS, so
# it is not used.
# Residual: 13.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.356us 2M:4.324us 16M:25.04us 64M:80.79us 256M:331.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 18.18us + bytes / 65.1 GB/s, misses
# by 15.4% RMS, so it is not used.
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.71us 2M:40.95us 16M:293.1us 64M:1.114ms 256M:4.478ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 158.4us

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
# sizes): 25.87us + bytes / 190 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 11.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:36.88us 16M:113.9us 64M:378.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 30.5us + bytes / 163 GB/s, written at the measured sizes
# (the medians would give 12.8%).
# Residual: 12.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:43.33us 16M:133.2us 64M:441.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.297us +
# bytes / 170 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.79us 16M:100.7us 64M:404.2us 256M:1.596ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.737us
# + bytes / 7.18 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.655us 64K:24.74us 2M:216.3us 16M:2.665ms 64M:11.61ms 256M:45.92ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.02us + bytes / 9.01 GB/s,
# misses by 23.1% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.62us 64K:31.94us 2M:308.1us 16M:1.73ms 64M:7.101ms 256M:28.06ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.19 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.576us 2M:228.5us 16M:2.803ms 64M:12.5ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.7 GB/s, misses by
# 38.0% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.629us 2M:85.27us 16M:1.584ms 64M:6.928ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 736.3ns +
# bytes / 9.85 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 6.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.391us 2M:213.7us 16M:1.704ms 64M:6.815ms

