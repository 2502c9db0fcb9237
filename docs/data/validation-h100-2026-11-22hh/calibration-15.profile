# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:47:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:47:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.953us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.047us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.912us + bytes / 3.83e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 26.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.047us 64K:2.926us 1M:3.068us 1536K:2.944us 2M:62.5us 8M:52.23us 64M:86.31us 256M:93.8us 1G:222.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.288us + bytes / 1.35e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.82us 64K:2.687us 1M:2.702us 1536K:2.688us 2M:46.46us 8M:49.31us 64M:86.54us 256M:211.5us 1G:663.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.646us + bytes / 3.95e+03 GB/s, misses by 65.2% RMS, so it is not used.
# Residual: 34.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.572us 64K:3.943us 2M:34.98us 16M:39.41us 64M:72.61us 256M:59.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.44us + bytes * -2.86e-06 ns/B, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 13.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.44us 64K:14.44us 2M:14.43us 16M:14.39us 64M:14.25us 256M:13.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 11.1%, 512K 11.1%, 1M 11.5%, 2M 11.9%, 4M 12.2%, 8M 12.8%, 16M
# 13.6%, 32M 14.8%.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_window = 256K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      81.7us     76.25us
# seq             2M          0         4         4     2097152           0     237.2us     286.8us
# seq            16M          0        32        32    16777216           0     1.883ms     1.918ms
# seq            64M          0       128       128    67108864           0     8.007ms     7.512ms
# seq           256M          0       512       512   268435456           0     38.54ms     29.89ms
# stride         64M        64K       128       128    67108864           0     7.424ms     7.512ms
# stride        256M         2M       128       128     8388608           0     2.885ms     2.938ms
# random         16M          0        33        95    16777216           0     2.833ms     2.682ms
# random         64M          0       135       429    67108864           0     9.795ms     11.17ms
# random        256M          0       541      1729   268435456           0     51.58ms      44.7ms
# fresh           2M          0         4         4           0     2097152       245us     236.1us
# fresh          16M          0        32        32           0    16777216      1.35ms     1.513ms
# fresh          64M          0       128       128           0    67108864     5.942ms     5.891ms
# fresh         256M          0       512       512           0   268435456     26.21ms      23.4ms
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
# prefetch at the driver's defaults). Result: 5.384us per batch, 12.04us per
# VA block, bytes / 12.8 GB/s moved, 53.72us per faulting kernel, bytes / 18.6
# GB/s zero-filled.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_batch_ns = 5.384us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_block_ns = 12.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:319.1ns 64K:5.105us 512K:40.84us 1M:81.68us 2M:163.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_wake_ns = 53.72us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:220.1ns 64K:3.522us 512K:28.18us 1M:56.35us 2M:112.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 75.4us + bytes /
# 49.2 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 17.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:73.51us 2M:127.5us 16M:423.7us 64M:1.393ms 256M:5.506ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.6us + bytes / 8.75 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 15.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.91us 2M:281.8us 16M:1.826ms 64M:6.974ms 256M:34.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.11us + bytes / 8.35 GB/s, written at the
# measured sizes (the medians would give 8.0%).
# Residual: 8.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.96us 512K:79.89us 2M:268.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.67us + bytes / 3 GB/s, written at the
# measured sizes (the medians would give 6.6%).
# Residual: 10.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.51us 512K:197.4us 2M:721.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 325.5us + bytes / 2.32
# GB/s, written at the measured sizes (the medians would give 4.7%).
# Residual: 10.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:353.7us 256K:438.3us 2M:1.228ms 16M:7.544ms 64M:29.2ms 256M:115.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.731us + bytes / 992 GB/s, misses by 22.5% RMS, so
# it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.84us 2M:3.779us 16M:20.91us 64M:76.22us 256M:284.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.95us +
# bytes / 75 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.83us 2M:42.93us 16M:238.8us 64M:910.2us 256M:3.596ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.71us

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
# measured medians (15 points at 3 sizes): the best line, 7.967us + bytes /
# 219 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.81us 16M:77.32us 64M:345.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.27us +
# bytes / 153 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:22.32us 16M:112.8us 64M:450.3us 256M:1.803ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.831us
# + bytes / 9.51 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 20.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.459us 64K:24.54us 2M:171.7us 16M:1.934ms 64M:7.958ms 256M:34.13ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.92us + bytes / 9.97 GB/s,
# misses by 20.2% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.63us 64K:31.3us 2M:256.8us 16M:1.55ms 64M:6.745ms 256M:25.1ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.36 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.074us 2M:204.9us 16M:2.296ms 64M:9.721ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.5 GB/s, misses by
# 34.8% RMS, so it is not used.
# Residual: 10.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.211us 2M:64.38us 16M:1.169ms 64M:5.458ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 123.6ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 5.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.235us 2M:195.7us 16M:1.565ms 64M:6.258ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
