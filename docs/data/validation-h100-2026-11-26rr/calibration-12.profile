# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:45:21Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:45:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.8% RMS relative over 5 repetitions.
launch_ns = 4.704us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.174us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.894us + bytes / 5e+03 GB/s, misses by 58.1% RMS, so
# it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.086us 64K:3.082us 1M:3.205us 1536K:2.595us 2M:68.01us 8M:51.66us 64M:99.25us 256M:99.78us 1G:169.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.183us + bytes / 1.43e+03 GB/s, misses by 49.6% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:2.765us 64K:2.707us 1M:2.674us 1536K:2.408us 2M:42.15us 8M:47.03us 64M:90.16us 256M:196us 1G:639.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.242us + bytes / 2.48e+03 GB/s, misses by 68.8% RMS, so it is not used.
# Residual: 42.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.244us 64K:3.707us 2M:40.83us 16M:53.7us 64M:82.34us 256M:89.08us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.01us + bytes * -1.6e-06 ns/B, written at the measured sizes (the
# medians would give 9.5%).
# Residual: 9.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.01us 64K:12.01us 2M:12.01us 16M:11.99us 64M:11.91us 256M:11.58us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.7%, 1M 17.2%, 2M 16.2%, 4M 14.7%, 8M 13.6%, 16M
# 14.0%, 32M 14.9%.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.89us     73.58us
# seq             2M          0         2         2     2097152           0     221.7us     268.5us
# seq            16M          0        16        16    16777216           0     1.779ms     1.932ms
# seq            64M          0        64        64    67108864           0      8.69ms     7.637ms
# seq           256M          0       256       256   268435456           0     36.59ms     30.46ms
# stride         64M        64K         8        32    67108864           0     6.106ms     5.816ms
# stride        256M         2M        32       128     8388608           0     2.717ms     3.059ms
# random         16M          0        12        16    16777216           0     1.728ms      1.83ms
# random         64M          0        36       161    67108864           0     7.879ms     8.105ms
# random        256M          0       125      1211   268435456           0     49.86ms     38.76ms
# fresh           2M          0         2         2           0     2097152     170.8us     198.5us
# fresh          16M          0        16        16           0    16777216     1.312ms     1.373ms
# fresh          64M          0        64        64           0    67108864     5.883ms     5.398ms
# fresh         256M          0       256       256           0   268435456     25.46ms      21.5ms
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
# prefetch at the driver's defaults). Result: 25.56us per batch, 12.2us per VA
# block, bytes / 12.9 GB/s moved, 30.76us per faulting kernel, bytes / 22.7
# GB/s zero-filled.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_batch_ns = 25.56us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_block_ns = 12.2us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:316.8ns 64K:5.068us 512K:40.55us 1M:81.09us 2M:162.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_wake_ns = 30.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:180.1ns 64K:2.882us 512K:23.05us 1M:46.11us 2M:92.22us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 39.64us + bytes / 46.3 GB/s, written at the measured sizes (the
# medians would give 4.5%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.06us 2M:84.97us 16M:402.2us 64M:1.49ms 256M:5.841ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.13us + bytes / 12.1 GB/s, written at
# the measured sizes (the medians would give 3.5%).
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.55us 2M:190.6us 16M:1.405ms 64M:5.567ms 256M:22.22ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.55us + bytes / 10.2 GB/s, written at the
# measured sizes (the medians would give 8.1%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.96us 512K:65.83us 2M:219.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.22us + bytes / 4.45 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 13.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.32us 512K:153.9us 2M:458.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 351us + bytes / 2.37 GB/s,
# written at the measured sizes (the medians would give 4.7%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:378.7us 256K:461.8us 2M:1.237ms 16M:7.438ms 64M:28.7ms 256M:113.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.629us + bytes / 1.87e+03 GB/s, misses by 22.1% RMS,
# so it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.218us 2M:2.182us 16M:11.32us 64M:39.31us 256M:151.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.806us + bytes / 103 GB/s, misses by
# 16.7% RMS, so it is not used.
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.93us 2M:23.99us 16M:169.5us 64M:783.8us 256M:2.898ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.54us

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
# sizes): 18.79us + bytes / 305 GB/s, written at the measured sizes (the
# medians would give 12.5%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:25.65us 16M:73.72us 64M:238.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.54us + bytes / 236 GB/s, written at the measured
# sizes (the medians would give 10.5%).
# Residual: 10.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.42us 16M:90.54us 64M:303.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.363us +
# bytes / 155 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.41us 16M:126.8us 64M:422.3us 256M:1.726ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.809us
# + bytes / 10.1 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.244us 64K:26.66us 2M:167us 16M:1.707ms 64M:7.434ms 256M:32.55ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.52us + bytes / 12.8 GB/s,
# misses by 27.7% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.386us 64K:26.94us 2M:234us 16M:1.096ms 64M:4.641ms 256M:25.4ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.1 GB/s, misses by 43.5% RMS, so it is not used.
# Residual: 25.2% RMS relative over 20 repetitions.
host_read_ns = 64K:2.836us 2M:127.5us 16M:2.085ms 64M:8.735ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.4 GB/s, misses by
# 46.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
host_write_ns = 64K:839ns 2M:45.5us 16M:1.191ms 64M:5.65ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 182ns +
# bytes / 9.71 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.929us 2M:216.1us 16M:1.727ms 64M:6.909ms

