# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:08:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:08:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 5.166us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.192us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.069us + bytes / 3.73e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 27.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.086us 64K:3.009us 1M:3.112us 1536K:3.435us 2M:84.62us 8M:58.71us 64M:94.32us 256M:100.1us 1G:226.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.393us + bytes / 1.28e+03 GB/s, misses by 48.2% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:2.899us 64K:2.675us 1M:2.788us 1536K:2.962us 2M:50.05us 8M:53.48us 64M:94.06us 256M:207.8us 1G:716.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.665us + bytes / 2.47e+03 GB/s, misses by 60.8% RMS, so it is not used.
# Residual: 37.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.534us 64K:2.411us 2M:19.24us 16M:31.02us 64M:47.66us 256M:84.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.39us + bytes * -1.25e-06 ns/B, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 10.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.39us 64K:14.39us 2M:14.38us 16M:14.36us 64M:14.3us 256M:14.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.6%, 512K 16.3%, 1M 15.9%, 2M 14.9%, 4M 14.4%, 8M 13.8%, 16M
# 13.7%, 32M 14.5%.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      91.9us      80.4us
# seq             2M          0         2         2     2097152           0     285.3us     319.7us
# seq            16M          0        16        16    16777216           0     1.979ms     2.404ms
# seq            64M          0        64        64    67108864           0     9.964ms      9.55ms
# seq           256M          0       256       256   268435456           0     42.38ms     38.13ms
# stride         64M        64K         4        32    67108864           0     6.874ms     6.812ms
# stride        256M         2M        16       128     8388608           0     2.934ms     3.272ms
# random         16M          0        16        16    16777216           0      2.38ms     2.404ms
# random         64M          0        39       104    67108864           0     10.42ms      9.19ms
# random        256M          0       127       907   268435456           0     58.97ms     42.79ms
# fresh           2M          0         2         2           0     2097152     166.2us     186.7us
# fresh          16M          0        16        16           0    16777216     1.204ms     1.341ms
# fresh          64M          0        64        64           0    67108864     6.049ms     5.297ms
# fresh         256M          0       256       256           0   268435456     25.36ms     21.12ms
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
# prefetch at the driver's defaults). Result: 37.83us per batch, 14.64us per
# VA block, bytes / 10.9 GB/s moved, 21.91us per faulting kernel, bytes / 35
# GB/s zero-filled.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_batch_ns = 37.83us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_block_ns = 14.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:376.6ns 64K:6.026us 512K:48.2us 1M:96.41us 2M:192.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_wake_ns = 21.91us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:117ns 64K:1.872us 512K:14.98us 1M:29.96us 2M:59.91us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 48.62us + bytes /
# 44.2 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.99us 2M:150.8us 16M:466.9us 64M:1.471ms 256M:5.553ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.37us + bytes / 9.11 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 15.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.36us 2M:274.4us 16M:1.75ms 64M:7.568ms 256M:28.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.58us + bytes / 9.67 GB/s, written at the
# measured sizes (the medians would give 8.3%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.36us 512K:73.82us 2M:236.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.97us + bytes / 3.15 GB/s, written at
# the measured sizes (the medians would give 11.7%).
# Residual: 13.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.77us 512K:186.3us 2M:685.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 334us +
# bytes / 2.21 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:375.7us 256K:473.9us 2M:1.072ms 16M:8.139ms 64M:34.03ms 256M:129.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.254us + bytes / 997 GB/s, misses by 23.4% RMS, so
# it is not used.
# Residual: 17.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.411us 2M:4.274us 16M:21.28us 64M:72.9us 256M:287us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.98us + bytes / 69.7 GB/s, misses
# by 15.3% RMS, so it is not used.
# Residual: 7.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.9us 2M:37.65us 16M:283.6us 64M:1.094ms 256M:3.876ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 52.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 177.8us

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
# measured medians (15 points at 3 sizes): the best line, 8.75us + bytes / 213
# GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 20.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.63us 16M:85.9us 64M:328.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 23.45us + bytes / 164 GB/s, misses by 34.1% RMS, so it is not used.
# Residual: 34.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.33us 16M:146.3us 64M:399us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 251.4ns +
# bytes / 153 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.19us 16M:106.3us 64M:433.2us 256M:1.832ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.195us
# + bytes / 8.48 GB/s, misses by 30.2% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.875us 64K:26.9us 2M:180us 16M:2.455ms 64M:9.708ms 256M:39.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.6us + bytes / 8.68 GB/s,
# misses by 21.2% RMS, so it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.3us 64K:33.86us 2M:320.5us 16M:1.918ms 64M:7.424ms 256M:26.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.65 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 15.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.816us 2M:208.7us 16M:2.902ms 64M:12.28ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.4 GB/s, misses by
# 36.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:2.001us 2M:93.33us 16M:1.522ms 64M:7.12ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 2.123us +
# bytes / 8.64 GB/s, written at the measured sizes (the medians would give
# 3.3%).
# Residual: 5.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:9.71us 2M:244.9us 16M:1.944ms 64M:7.771ms

