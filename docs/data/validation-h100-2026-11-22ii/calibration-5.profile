# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:21:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:21:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.577us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.193us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.465us + bytes / 4.39e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.299us 64K:2.609us 1M:2.667us 1536K:2.609us 2M:55.97us 8M:47.85us 64M:50.2us 256M:75.61us 1G:192.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.05us + bytes / 1.37e+03 GB/s, misses by 47.1% RMS, so it is not
# used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:3.509us 64K:3.58us 1M:3.365us 1536K:3.319us 2M:39.31us 8M:44.55us 64M:91.69us 256M:201.6us 1G:644.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.531us + bytes / 6.93e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 33.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.475us 64K:2.249us 2M:23.27us 16M:53.1us 64M:38.01us 256M:34.41us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.313us + bytes / 4.42e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.313us 64K:9.313us 2M:9.318us 16M:9.351us 64M:9.465us 256M:9.92us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.9%, 512K 14.5%, 1M 13.9%, 2M 12.9%, 4M 12.4%, 8M 11.9%, 16M
# 12.2%, 32M 13.1%.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.72us     72.82us
# seq             2M          0         2         2     2097152           0     265.3us     309.2us
# seq            16M          0        16        16    16777216           0     2.149ms     2.274ms
# seq            64M          0        64        64    67108864           0     9.009ms     9.011ms
# seq           256M          0       256       256   268435456           0     41.07ms     35.96ms
# stride         64M        64K         8        32    67108864           0     6.881ms     7.208ms
# stride        256M         2M        32       128     8388608           0     2.967ms     3.345ms
# random         16M          0        12        16    16777216           0      2.24ms     2.176ms
# random         64M          0        36       161    67108864           0     11.02ms      9.62ms
# random        256M          0       125      1211   268435456           0     52.66ms     45.51ms
# fresh           2M          0         2         2           0     2097152     161.9us     179.5us
# fresh          16M          0        16        16           0    16777216     1.077ms     1.236ms
# fresh          64M          0        64        64           0    67108864     5.708ms     4.859ms
# fresh         256M          0       256       256           0   268435456     23.35ms     19.35ms
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
# prefetch at the driver's defaults). Result: 24.56us per batch, 13.37us per
# VA block, bytes / 10.2 GB/s moved, 28.49us per faulting kernel, bytes / 27.9
# GB/s zero-filled.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_batch_ns = 24.56us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_block_ns = 13.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:400.1ns 64K:6.402us 512K:51.21us 1M:102.4us 2M:204.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_wake_ns = 28.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:146.7ns 64K:2.347us 512K:18.78us 1M:37.55us 2M:75.11us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.91us + bytes /
# 45.9 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 1.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.15us 2M:129.3us 16M:465.9us 64M:1.355ms 256M:5.462ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.89us + bytes / 12.2 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.73us 2M:257.3us 16M:1.723ms 64M:4.362ms 256M:22.09ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.07us + bytes / 12.3 GB/s, written at the
# measured sizes (the medians would give 9.6%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.39us 512K:56.6us 2M:184.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.33us + bytes / 4.01 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37us 512K:170.6us 2M:507.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 267us + bytes / 3.22 GB/s, misses by 19.2% RMS, so it
# is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:315us 256K:358.3us 2M:721.5us 16M:5.915ms 64M:24.05ms 256M:89.26ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.634us + bytes / 1.4e+03 GB/s, misses by 26.2% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.679us 2M:4.216us 16M:13.59us 64M:52.89us 256M:198us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.19us + bytes / 92.4 GB/s, misses
# by 19.2% RMS, so it is not used.
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.31us 2M:25.77us 16M:208us 64M:783.8us 256M:3.578ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.3us

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
# measured medians (15 points at 3 sizes): the best line, 10.51us + bytes /
# 294 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.85us 16M:64.05us 64M:250.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 260.2ns +
# bytes / 195 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.05us 16M:84.99us 64M:342.4us 256M:1.394ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.006us
# + bytes / 9.06 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.563us 64K:25.05us 2M:179.1us 16M:2.065ms 64M:9.068ms 256M:33.78ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.06us + bytes / 11.4 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.91us 64K:28.36us 2M:273.8us 16M:1.366ms 64M:4.989ms 256M:24.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.8 GB/s, misses by 31.9% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.444us 2M:122.2us 16M:1.917ms 64M:7.999ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.2 GB/s, misses by
# 37.2% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:979ns 2M:53.39us 16M:1.076ms 64M:4.545ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 4.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.922us 2M:203.3us 16M:1.63ms 64M:6.521ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
