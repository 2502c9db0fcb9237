# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:36:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:36:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.9% RMS relative over 5 repetitions.
launch_ns = 4.158us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.09us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.754us + bytes / 3.86e+03 GB/s, misses by 60.3% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.942us 64K:2.869us 1M:2.88us 1536K:2.722us 2M:59.34us 8M:49.99us 64M:100.2us 256M:96.7us 1G:221.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.091us + bytes / 1.38e+03 GB/s, misses by 48.8% RMS, so it is
# not used.
# Residual: 17.1% RMS relative over 45 repetitions.
free_ns = 4K:2.706us 64K:2.384us 1M:2.475us 1536K:2.537us 2M:43.36us 8M:46.47us 64M:91.69us 256M:201.5us 1G:656us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.77us
# + bytes / 6.66e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.678us 64K:2.38us 2M:18.55us 16M:31.23us 64M:32.48us 256M:34.93us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.406us + bytes / 5.12e+05 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 8.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.406us 64K:9.406us 2M:9.41us 16M:9.439us 64M:9.537us 256M:9.93us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.3%, 512K 13.3%, 1M 13.6%, 2M 12.7%, 4M 13.1%, 8M 13.4%, 16M
# 12.9%, 32M 13.9%.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     64.74us     61.68us
# seq             2M          0         2         2     2097152           0     198.9us       228us
# seq            16M          0        16        16    16777216           0     1.578ms     1.519ms
# seq            64M          0        64        64    67108864           0     7.145ms     5.946ms
# seq           256M          0       256       256   268435456           0     30.74ms     23.65ms
# stride         64M        64K        32        32    67108864           0     4.538ms     5.524ms
# stride        256M         2M       128       128     8388608           0     2.283ms     2.365ms
# random         16M          0         9        35    16777216           0     2.235ms     1.769ms
# random         64M          0        34       306    67108864           0     8.064ms      9.13ms
# random        256M          0       139      1560   268435456           0     43.52ms     40.81ms
# fresh           2M          0         2         2           0     2097152     189.9us     193.9us
# fresh          16M          0        16        16           0    16777216     1.339ms     1.246ms
# fresh          64M          0        64        64           0    67108864     4.748ms     4.855ms
# fresh         256M          0       256       256           0   268435456     18.86ms     19.29ms
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
# prefetch at the driver's defaults). Result: 39.75ns per batch, 13.16us per
# VA block, bytes / 13.3 GB/s moved, 43.54us per faulting kernel, bytes / 16.9
# GB/s zero-filled.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_batch_ns = 39.75ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_block_ns = 13.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:308.7ns 64K:4.939us 512K:39.51us 1M:79.03us 2M:158.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_wake_ns = 43.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:242.1ns 64K:3.873us 512K:30.99us 1M:61.98us 2M:124us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.75us + bytes /
# 47.4 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 0.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.84us 2M:117.6us 16M:415.7us 64M:1.343ms 256M:5.311ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.69us + bytes / 15.3 GB/s, written at
# the measured sizes (the medians would give 1.0%).
# Residual: 8.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.98us 2M:151.9us 16M:1.113ms 64M:4.406ms 256M:17.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.36us + bytes / 13.1 GB/s, written at the
# measured sizes (the medians would give 7.7%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.36us 512K:53.37us 2M:173.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.1us + bytes / 4.17 GB/s, written at the
# measured sizes (the medians would give 12.2%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.82us 512K:147.9us 2M:525.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 227.4us + bytes / 3.23 GB/s, misses by 15.9% RMS, so
# it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:261.2us 256K:321us 2M:708.6us 16M:5.868ms 64M:22.98ms 256M:89.11ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.257us + bytes / 1.62e+03 GB/s, misses by 19.7% RMS,
# so it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.962us 2M:2.87us 16M:13.69us 64M:44.71us 256M:171us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.45us +
# bytes / 103 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.08us 2M:31.78us 16M:174.1us 64M:662.2us 256M:2.614ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.25us

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
# measured medians (15 points at 3 sizes): the best line, 27.48us + bytes /
# 320 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 17.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:34.67us 16M:76.08us 64M:246.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.986us +
# bytes / 194 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.87us 16M:90.12us 64M:349.4us 256M:1.407ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.803us
# + bytes / 11.1 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.322us 64K:23.92us 2M:151.1us 16M:1.565ms 64M:6.851ms 256M:29.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.08us + bytes / 12.6 GB/s,
# misses by 24.2% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.843us 64K:27.91us 2M:258.3us 16M:1.297ms 64M:4.852ms 256M:19.14ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14 GB/s, misses by 34.7% RMS, so it is not used.
# Residual: 19.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.311us 2M:110.3us 16M:1.828ms 64M:7.689ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.9 GB/s, misses by
# 37.5% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:950ns 2M:50.33us 16M:990.4us 64M:4.462ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 501.1ns +
# bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 4.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.85us 2M:171.7us 16M:1.37ms 64M:5.477ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
