# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:44:29Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:44:29Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.503us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.97us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 4.06us + bytes / 5.5e+03 GB/s, misses by 60.4% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.938us 64K:4.155us 1M:4.338us 1536K:3.791us 2M:75.01us 8M:66.33us 64M:108.2us 256M:124.9us 1G:156.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.953us + bytes / 943 GB/s, misses by 48.3% RMS, so it is not
# used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:3.77us 64K:3.607us 1M:3.533us 1536K:3.499us 2M:55.21us 8M:63.93us 64M:136.5us 256M:270.1us 1G:1.027ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.674us + bytes / 5.02e+03 GB/s, misses by 62.4% RMS, so it is not used.
# Residual: 32.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.66us 64K:3.842us 2M:30.67us 16M:34us 64M:46.39us 256M:47.21us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.9us + bytes / 2.7e+05 GB/s, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.9us 64K:12.9us 2M:12.91us 16M:12.96us 64M:13.15us 256M:13.9us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.3%, 512K 13.9%, 1M 13.2%, 2M 12.8%, 4M 12.3%, 8M 12.1%, 16M
# 12.8%, 32M 13.7%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     100.3us      81.5us
# seq             2M          0         2         2     2097152           0     276.7us     342.7us
# seq            16M          0        16        16    16777216           0     2.388ms     2.457ms
# seq            64M          0        64        64    67108864           0     10.55ms     9.706ms
# seq           256M          0       256       256   268435456           0     38.95ms      38.7ms
# stride         64M        64K         8        32    67108864           0     8.986ms     8.195ms
# stride        256M         2M        32       128     8388608           0     3.185ms     3.509ms
# random         16M          0        12        16    16777216           0     2.365ms     2.384ms
# random         64M          0        36       161    67108864           0      11.8ms     10.66ms
# random        256M          0       125      1211   268435456           0     56.06ms     50.79ms
# fresh           2M          0         2         2           0     2097152       176us     205.7us
# fresh          16M          0        16        16           0    16777216     1.269ms     1.361ms
# fresh          64M          0        64        64           0    67108864     6.269ms     5.321ms
# fresh         256M          0       256       256           0   268435456     24.06ms     21.16ms
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
# prefetch at the driver's defaults). Result: 18.31us per batch, 15.17us per
# VA block, bytes / 8.92 GB/s moved, 40.67us per faulting kernel, bytes / 21.4
# GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 18.31us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 15.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:459.1ns 64K:7.346us 512K:58.77us 1M:117.5us 2M:235.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 40.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:191.5ns 64K:3.064us 512K:24.51us 1M:49.02us 2M:98.04us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 55.46us + bytes /
# 46.9 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:51.38us 2M:137.3us 16M:446.3us 64M:1.385ms 256M:5.415ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.42us + bytes / 9.68 GB/s, written at
# the measured sizes (the medians would give 8.4%).
# Residual: 9.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.18us 2M:234us 16M:1.75ms 64M:6.947ms 256M:27.74ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 12.25us + bytes / 11.1 GB/s, written at the
# measured sizes (the medians would give 14.9%).
# Residual: 14.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.14us 512K:59.4us 2M:200.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 18.8us + bytes / 3.15 GB/s, written at the
# measured sizes (the medians would give 15.1%).
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.62us 512K:185.3us 2M:685us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 311.2us + bytes / 2.38
# GB/s, written at the measured sizes (the medians would give 7.9%).
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:338.7us 256K:421.2us 2M:1.191ms 16M:7.353ms 64M:28.48ms 256M:113ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.932us + bytes / 930 GB/s, misses by 18.3% RMS, so
# it is not used.
# Residual: 10.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.096us 2M:5.066us 16M:22.55us 64M:77.67us 256M:311.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.3us + bytes / 90.4 GB/s, misses by
# 21.7% RMS, so it is not used.
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.33us 2M:26.55us 16M:189.8us 64M:892.7us 256M:3.725ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 103us

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
# measured medians (15 points at 3 sizes): the best line, 7.674us + bytes /
# 299 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.71us 16M:62.81us 64M:234.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.568us +
# bytes / 156 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.11us 16M:106.4us 64M:432us 256M:1.745ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.646us
# + bytes / 9.13 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.191us 64K:25.19us 2M:191.9us 16M:1.728ms 64M:8.325ms 256M:36.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.57us + bytes / 8.69 GB/s,
# misses by 21.4% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.5us 64K:31.08us 2M:290.6us 16M:1.76ms 64M:7.885ms 256M:28.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 8.94 GB/s, written at the measured sizes
# (the medians would give 12.3%).
# Residual: 14.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.264us 2M:234.4us 16M:1.876ms 64M:7.503ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.5 GB/s, misses by
# 37.3% RMS, so it is not used.
# Residual: 10.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.305us 2M:53.42us 16M:916.5us 64M:4.778ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 6.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.9us 2M:199.2us 16M:1.596ms 64M:6.386ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
