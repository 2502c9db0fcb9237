# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:02:50Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:02:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.546us

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
# sizes): the best line, 3.055us + bytes / 3.77e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 45 repetitions.
malloc_ns = 4K:4.121us 64K:3.005us 1M:3.04us 1536K:2.914us 2M:62.32us 8M:50.4us 64M:88.9us 256M:88.91us 1G:231.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.178us + bytes / 1.34e+03 GB/s, misses by 47.7% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.612us 64K:2.7us 1M:2.533us 1536K:2.638us 2M:45.32us 8M:47.81us 64M:82.72us 256M:201.2us 1G:694.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.632us + bytes / 2.48e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 39.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.554us 64K:3.186us 2M:25.76us 16M:47.51us 64M:88.43us 256M:87.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.92us + bytes / 1.68e+06 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 8.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.92us 64K:14.92us 2M:14.92us 16M:14.93us 64M:14.96us 256M:15.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.6%, 1M 15.8%, 2M 14.6%, 4M 14.3%, 8M 13.7%, 16M
# 13.8%, 32M 14.5%.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     99.52us     81.99us
# seq             2M          0         2         2     2097152           0     277.6us     321.1us
# seq            16M          0        16        16    16777216           0     2.132ms     2.328ms
# seq            64M          0        64        64    67108864           0     9.968ms      9.21ms
# seq           256M          0       256       256   268435456           0     39.18ms     36.74ms
# stride         64M        64K         8        32    67108864           0     6.819ms     7.218ms
# stride        256M         2M        32       128     8388608           0     2.955ms     3.428ms
# random         16M          0        12        16    16777216           0     2.242ms     2.216ms
# random         64M          0        36       161    67108864           0     11.34ms     9.695ms
# random        256M          0       125      1211   268435456           0     56.89ms     45.58ms
# fresh           2M          0         2         2           0     2097152       165us     194.3us
# fresh          16M          0        16        16           0    16777216     1.198ms     1.314ms
# fresh          64M          0        64        64           0    67108864     6.004ms     5.152ms
# fresh         256M          0       256       256           0   268435456     25.42ms     20.51ms
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
# prefetch at the driver's defaults). Result: 28.08us per batch, 13.11us per
# VA block, bytes / 10.3 GB/s moved, 34.41us per faulting kernel, bytes / 27
# GB/s zero-filled.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_batch_ns = 28.08us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_block_ns = 13.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:399.1ns 64K:6.386us 512K:51.09us 1M:102.2us 2M:204.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_wake_ns = 34.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:151.5ns 64K:2.423us 512K:19.39us 1M:38.78us 2M:77.55us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42us + bytes / 45
# GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 11.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.46us 2M:127.2us 16M:473.2us 64M:1.394ms 256M:5.499ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.42us + bytes / 8.43 GB/s, written at
# the measured sizes (the medians would give 1.6%).
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.19us 2M:266.3us 16M:2.008ms 64M:7.982ms 256M:31.87ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.32us + bytes / 7.61 GB/s, written at the
# measured sizes (the medians would give 6.5%).
# Residual: 6.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.93us 512K:86.22us 2M:292.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.81us + bytes / 2.9 GB/s, written at the
# measured sizes (the medians would give 5.1%).
# Residual: 9.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.43us 512K:200.8us 2M:743.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 333.1us + bytes / 2.25 GB/s, written at the measured
# sizes (the medians would give 4.9%).
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:362.2us 256K:449.5us 2M:1.264ms 16M:7.781ms 64M:30.12ms 256M:119.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.365us + bytes / 762 GB/s, misses by 21.6% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.723us 2M:4.76us 16M:26.99us 64M:97.28us 256M:379.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.67us +
# bytes / 69.1 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.62us 2M:46.02us 16M:258.4us 64M:986.7us 256M:3.9ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.82us

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
# measured medians (15 points at 3 sizes): the best line, 7.126us + bytes /
# 204 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.4us 16M:89.96us 64M:334.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.51us + bytes / 192 GB/s, written at the measured
# sizes (the medians would give 9.4%).
# Residual: 9.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.44us 16M:113.9us 64M:376.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.066us +
# bytes / 161 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.5us 16M:103.2us 64M:417us 256M:1.759ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.859us
# + bytes / 9.8 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.557us 64K:22.26us 2M:151.3us 16M:2.106ms 64M:9.384ms 256M:40.03ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.69us + bytes / 10.2 GB/s,
# misses by 20.9% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.25us 64K:31.44us 2M:285us 16M:1.577ms 64M:6.167ms 256M:23.87ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.88 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.575us 2M:220.1us 16M:2.371ms 64M:10.31ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24 GB/s, misses by
# 38.3% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.663us 2M:63.24us 16M:1.167ms 64M:5.818ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.539us +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 8.8%).
# Residual: 9.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.968us 2M:207.2us 16M:1.647ms 64M:6.584ms

