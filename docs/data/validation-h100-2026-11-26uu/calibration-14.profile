# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:30:40Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:30:40Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.5% RMS relative over 5 repetitions.
launch_ns = 4.413us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.3% RMS relative over 5 repetitions.
kernel_gap_ns = 2.012us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.664us + bytes / 7.01e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.941us 64K:2.806us 1M:2.569us 1536K:2.501us 2M:59.65us 8M:47.45us 64M:76.36us 256M:70.55us 1G:122.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.827us + bytes / 1.4e+03 GB/s, misses by 49.1% RMS, so it is not
# used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.399us 64K:2.314us 1M:2.34us 1536K:2.124us 2M:40.09us 8M:45.08us 64M:83.23us 256M:203.5us 1G:664us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.791us + bytes / 3.53e+03 GB/s, misses by 63.4% RMS, so it is not used.
# Residual: 38.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.853us 64K:3.174us 2M:24.29us 16M:41.09us 64M:66.61us 256M:63.91us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.16us + bytes / 1.68e+05 GB/s, written at the measured sizes (the
# medians would give 6.2%).
# Residual: 6.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.16us 64K:14.16us 2M:14.17us 16M:14.26us 64M:14.56us 256M:15.75us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 19.3%, 1M 18.7%, 2M 18.0%, 4M 17.0%, 8M 16.6%, 16M
# 17.2%, 32M 18.5%.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.27us     60.45us
# seq             2M          0         2         2     2097152           0     220.2us     239.3us
# seq            16M          0        16        16    16777216           0     1.442ms     1.732ms
# seq            64M          0        64        64    67108864           0     6.658ms      6.85ms
# seq           256M          0       256       256   268435456           0     34.89ms     27.32ms
# stride         64M        64K         8        32    67108864           0     6.002ms     5.584ms
# stride        256M         2M        32       128     8388608           0     2.769ms      3.14ms
# random         16M          0        12        16    16777216           0     1.752ms     1.679ms
# random         64M          0        36       161    67108864           0     7.708ms     8.044ms
# random        256M          0       125      1211   268435456           0     54.79ms     41.01ms
# fresh           2M          0         2         2           0     2097152     136.3us     172.8us
# fresh          16M          0        16        16           0    16777216     1.153ms     1.199ms
# fresh          64M          0        64        64           0    67108864      5.69ms     4.719ms
# fresh         256M          0       256       256           0   268435456     25.12ms      18.8ms
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
# prefetch at the driver's defaults). Result: 13.35us per batch, 16.17us per
# VA block, bytes / 13.6 GB/s moved, 26.11us per faulting kernel, bytes / 23.9
# GB/s zero-filled.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_batch_ns = 13.35us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_block_ns = 16.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:301.2ns 64K:4.818us 512K:38.55us 1M:77.1us 2M:154.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_wake_ns = 26.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:171.1ns 64K:2.738us 512K:21.9us 1M:43.8us 2M:87.61us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.24us + bytes /
# 45.8 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 3.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.05us 2M:126.6us 16M:445.7us 64M:1.378ms 256M:5.411ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.51us + bytes / 9.22 GB/s, written at
# the measured sizes (the medians would give 12.7%).
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.61us 2M:245.9us 16M:1.838ms 64M:7.295ms 256M:29.12ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 21.1us + bytes / 6.53 GB/s, written at the
# measured sizes (the medians would give 8.6%).
# Residual: 9.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:31.13us 512K:101.4us 2M:342.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.49us + bytes / 3.15 GB/s, written at
# the measured sizes (the medians would give 6.9%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.33us 512K:191.2us 2M:691.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 294.3us + bytes / 2.62 GB/s, written at the measured
# sizes (the medians would give 8.3%).
# Residual: 14.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:319.3us 256K:394.4us 2M:1.095ms 16M:6.7ms 64M:25.92ms 256M:102.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.498us + bytes / 805 GB/s, misses by 18.3% RMS, so
# it is not used.
# Residual: 11.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.814us 2M:5.803us 16M:26.54us 64M:90.5us 256M:351.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.65us + bytes / 71 GB/s, misses by
# 20.6% RMS, so it is not used.
# Residual: 10.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.32us 2M:34.39us 16M:250.2us 64M:1.027ms 256M:4.966ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 122us

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
# measured medians (15 points at 3 sizes): the best line, 7.15us + bytes / 228
# GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.35us 16M:81.08us 64M:300.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.07us + bytes / 221 GB/s, written at the measured
# sizes (the medians would give 11.2%).
# Residual: 13.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.57us 16M:101.1us 64M:329us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.599us +
# bytes / 157 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.03us 16M:106us 64M:432.5us 256M:1.715ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.437us
# + bytes / 10.8 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.852us 64K:26.33us 2M:163.8us 16M:1.63ms 64M:6.463ms 256M:28.41ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.05us + bytes / 10.1 GB/s,
# misses by 19.9% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.76us 64K:30.59us 2M:254.9us 16M:1.547ms 64M:6.005ms 256M:27.04ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 44.19us +
# bytes / 4.6 GB/s, misses by 44.6% RMS, so it is not used.
# Residual: 17.6% RMS relative over 20 repetitions.
host_read_ns = 64K:57.18us 2M:2.115ms 16M:4.938ms 64M:11.51ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 7.453us + bytes / 8.29 GB/s, misses
# by 41.2% RMS, so it is not used.
# Residual: 19.0% RMS relative over 20 repetitions.
host_write_ns = 64K:15.18us 2M:933.8us 16M:2.225ms 64M:6.646ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.95 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 4.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.554us 2M:210.7us 16M:1.686ms 64M:6.745ms

