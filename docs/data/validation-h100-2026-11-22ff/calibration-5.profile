# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:13:37Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:13:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.668us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.18us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.2us + bytes / 6.55e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.351us 64K:3.176us 1M:2.959us 1536K:3.314us 2M:59.74us 8M:50.64us 64M:77.56us 256M:66.03us 1G:132us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.065us + bytes / 1.26e+03 GB/s, misses by 48.4% RMS, so it is
# not used.
# Residual: 16.4% RMS relative over 45 repetitions.
free_ns = 4K:4.102us 64K:3.891us 1M:3.792us 1536K:3.004us 2M:45.12us 8M:48.94us 64M:86.47us 256M:212.5us 1G:753.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.312us + bytes / 2.95e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 39.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.875us 64K:3.465us 2M:31.68us 16M:44.47us 64M:82.68us 256M:76.18us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.23us + bytes / 4.44e+06 GB/s, written at the measured sizes (the
# medians would give 6.3%).
# Residual: 7.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.23us 64K:15.23us 2M:15.23us 16M:15.23us 64M:15.24us 256M:15.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 24.6%, 512K 24.3%, 1M 23.8%, 2M 22.9%, 4M 21.7%, 8M 19.9%, 16M
# 19.8%, 32M 20.4%.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     122.8us     79.54us
# seq             2M          0         2         2     2097152           0       253us     304.2us
# seq            16M          0        16        16    16777216           0     2.043ms     2.357ms
# seq            64M          0        64        64    67108864           0     9.826ms     9.397ms
# seq           256M          0       256       256   268435456           0     42.12ms     37.55ms
# stride         64M        64K         4        32    67108864           0     6.477ms     6.086ms
# stride        256M         2M        16       128     8388608           0      3.26ms     3.675ms
# random         16M          0        16        16    16777216           0     2.172ms     2.357ms
# random         64M          0        39       104    67108864           0     10.82ms     8.962ms
# random        256M          0       127       907   268435456           0     55.23ms     43.18ms
# fresh           2M          0         2         2           0     2097152     114.5us     137.8us
# fresh          16M          0        16        16           0    16777216     857.3us     1.026ms
# fresh          64M          0        64        64           0    67108864     5.404ms     4.072ms
# fresh         256M          0       256       256           0   268435456     23.76ms     16.25ms
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
# prefetch at the driver's defaults). Result: 45.74us per batch, 17.71us per
# VA block, bytes / 12.6 GB/s moved, 10.89us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_batch_ns = 45.74us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_block_ns = 17.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:325ns 64K:5.2us 512K:41.6us 1M:83.2us 2M:166.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_wake_ns = 10.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.29us + bytes /
# 44.7 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 3.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.26us 2M:129.1us 16M:489us 64M:1.413ms 256M:5.545ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.43us + bytes / 10.7 GB/s, written at
# the measured sizes (the medians would give 10.2%).
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.56us 2M:213.7us 16M:1.587ms 64M:6.297ms 256M:25.14ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.81us + bytes / 10.8 GB/s, written at the
# measured sizes (the medians would give 12.8%).
# Residual: 13.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.9us 512K:62.57us 2M:208.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.03us + bytes / 3.27 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.18us 512K:214.2us 2M:603.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 351.2us + bytes / 2.31
# GB/s, written at the measured sizes (the medians would give 2.3%).
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:379.6us 256K:464.7us 2M:1.259ms 16M:7.615ms 64M:29.4ms 256M:116.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.232us + bytes / 952 GB/s, misses by 26.2% RMS, so
# it is not used.
# Residual: 18.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.319us 2M:4.293us 16M:24.51us 64M:84.46us 256M:264.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.11us + bytes / 80.9 GB/s, misses
# by 22.3% RMS, so it is not used.
# Residual: 11.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.82us 2M:28.28us 16M:282.6us 64M:1.061ms 256M:3.165ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.7us

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
# measured medians (15 points at 3 sizes): the best line, 9.806us + bytes /
# 291 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.08us 16M:66.08us 64M:244.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 148 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.82us 16M:110.5us 64M:452.9us 256M:1.855ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.132us
# + bytes / 7.87 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.975us 64K:25.35us 2M:207.8us 16M:2.307ms 64M:9.812ms 256M:38.58ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.29us + bytes / 8.61 GB/s,
# misses by 20.7% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.12us 64K:32.13us 2M:288.8us 16M:1.901ms 64M:7.23ms 256M:29.75ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.34 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.439us 2M:228.8us 16M:2.701ms 64M:11.46ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.8 GB/s, misses by
# 44.1% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.221us 2M:56.58us 16M:1.362ms 64M:6.498ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 502.2ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 6.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.683us 2M:198.3us 16M:1.583ms 64M:6.33ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
