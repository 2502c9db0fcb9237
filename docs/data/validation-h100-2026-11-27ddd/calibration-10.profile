# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T03:02:55Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:02:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.4% RMS relative over 5 repetitions.
launch_ns = 4.605us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.031us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.559us + bytes / 1.07e+04 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:1.513us 64K:1.747us 1M:1.545us 1536K:1.539us 2M:35.62us 8M:30.59us 64M:45.64us 256M:36.44us 1G:81.58us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.072us + bytes / 3.06e+03 GB/s, misses by 51.8% RMS, so it is
# not used.
# Residual: 20.8% RMS relative over 45 repetitions.
free_ns = 4K:1.504us 64K:1.349us 1M:1.213us 1536K:1.2us 2M:28.26us 8M:29.87us 64M:45.92us 256M:102.1us 1G:287.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.35us
# + bytes / 9.19e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 35.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.083us 64K:2.157us 2M:15.16us 16M:22.21us 64M:33.54us 256M:26.09us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.278us + bytes / 4.03e+05 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 8.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.278us 64K:7.278us 2M:7.283us 16M:7.319us 64M:7.444us 256M:7.943us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.1%, 512K 16.8%, 1M 16.8%, 2M 17.5%, 4M 18.8%, 8M 20.2%, 16M
# 20.4%, 32M 20.9%.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.03us     52.89us
# seq             2M          0         2         2     2097152           0     180.3us     227.9us
# seq            16M          0        16        16    16777216           0     1.702ms      1.58ms
# seq            64M          0        64        64    67108864           0     6.525ms     6.214ms
# seq           256M          0       256       256   268435456           0     31.86ms     24.75ms
# stride         64M        64K        64        64    67108864           0     5.642ms     6.214ms
# stride        256M         2M       128       128     8388608           0     1.987ms     2.345ms
# random         16M          0        10        55    16777216           0     2.179ms     2.079ms
# random         64M          0        38       373    67108864           0     10.92ms     10.17ms
# random        256M          0       160      1651   268435456           0     52.61ms     42.63ms
# fresh           2M          0         2         2           0     2097152     135.2us     167.5us
# fresh          16M          0        16        16           0    16777216      1.03ms     1.096ms
# fresh          64M          0        64        64           0    67108864     5.039ms     4.278ms
# fresh         256M          0       256       256           0   268435456     21.87ms     17.01ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.81us per VA
# block, bytes / 12.5 GB/s moved, 34.85us per faulting kernel, bytes / 19.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_block_ns = 12.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:327.1ns 64K:5.233us 512K:41.87us 1M:83.73us 2M:167.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_wake_ns = 34.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:208.9ns 64K:3.343us 512K:26.75us 1M:53.49us 2M:107us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.56us + bytes /
# 45.7 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.69us 2M:119.6us 16M:429.9us 64M:1.386ms 256M:5.533ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 16.43us + bytes / 9.51 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 16.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.33us 2M:241.3us 16M:1.563ms 64M:6.618ms 256M:41.21ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.92us + bytes / 9.77 GB/s, written at the measured
# sizes (the means would give 10.8%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.62us 512K:72.56us 2M:233.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.73us + bytes / 3.51 GB/s, written at the
# measured sizes (the means would give 7.9%).
# Residual: 11.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.41us 512K:174.1us 2M:622.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 237.3us +
# bytes / 3.53 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:263.4us 256K:335.5us 2M:677.6us 16M:5.21ms 64M:20.68ms 256M:83.17ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.873us + bytes / 987 GB/s, misses by 22.1% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.961us 2M:3.936us 16M:21.03us 64M:74.8us 256M:290us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.41us + bytes / 76 GB/s, misses by
# 20.9% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.28us 2M:32.42us 16M:233.4us 64M:1.006ms 256M:4.419ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.4us

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
# measured medians (15 points at 3 sizes): the best line, 8.684us + bytes /
# 199 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.32us 16M:90.43us 64M:355.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.36us + bytes / 168 GB/s, written at the measured
# sizes (the medians would give 7.0%).
# Residual: 8.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.82us 16M:126us 64M:424.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.444us +
# bytes / 205 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.65us 16M:83.12us 64M:327.7us 256M:1.309ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.973us
# + bytes / 10.5 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.717us 64K:20.68us 2M:142.1us 16M:1.897ms 64M:8.803ms 256M:36.82ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.11us + bytes / 10.3 GB/s,
# misses by 20.1% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.74us 64K:29.25us 2M:240.6us 16M:1.58ms 64M:6.13ms 256M:26.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.91 GB/s, misses by 34.8% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.654us 2M:175.5us 16M:2.76ms 64M:10.65ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.7 GB/s, misses by
# 43.1% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.001us 2M:76.32us 16M:1.979ms 64M:6.613ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 6.339us +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 9.0%).
# Residual: 9.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:12.58us 2M:205.9us 16M:1.603ms 64M:6.393ms

