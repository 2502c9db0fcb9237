# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:01:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:01:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.1% RMS relative over 5 repetitions.
launch_ns = 4.309us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.169us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.784us + bytes / 5.86e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 25.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.726us 64K:2.914us 1M:2.928us 1536K:2.709us 2M:61.82us 8M:52.78us 64M:91.76us 256M:71.08us 1G:147.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.077us + bytes / 1.38e+03 GB/s, misses by 49.6% RMS, so it is
# not used.
# Residual: 20.3% RMS relative over 45 repetitions.
free_ns = 4K:2.466us 64K:2.636us 1M:2.552us 1536K:2.427us 2M:48.33us 8M:50.7us 64M:86.6us 256M:193.8us 1G:680.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.523us + bytes / 3.35e+03 GB/s, misses by 66.5% RMS, so it is not used.
# Residual: 38.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.673us 64K:3.019us 2M:35.6us 16M:53.98us 64M:68.43us 256M:67.44us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.59us + bytes / 1.99e+05 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.59us 64K:13.59us 2M:13.6us 16M:13.68us 64M:13.93us 256M:14.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.4%, 512K 16.0%, 1M 15.6%, 2M 15.2%, 4M 14.9%, 8M 14.9%, 16M
# 15.4%, 32M 16.4%.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     109.3us     91.54us
# seq             2M          0         2         2     2097152           0     303.2us     305.3us
# seq            16M          0        16        16    16777216           0       1.6ms     2.076ms
# seq            64M          0        64        64    67108864           0     9.374ms     8.147ms
# seq           256M          0       256       256   268435456           0     35.22ms     32.43ms
# stride         64M        64K         8        32    67108864           0     6.965ms     6.654ms
# stride        256M         2M        32       128     8388608           0     3.143ms     3.374ms
# random         16M          0        12        16    16777216           0     2.125ms     2.005ms
# random         64M          0        36       161    67108864           0     10.21ms     9.177ms
# random        256M          0       125      1211   268435456           0     46.62ms     45.13ms
# fresh           2M          0         2         2           0     2097152     187.3us     232.5us
# fresh          16M          0        16        16           0    16777216     1.383ms     1.494ms
# fresh          64M          0        64        64           0    67108864     6.855ms     5.818ms
# fresh         256M          0       256       256           0   268435456     30.93ms     23.12ms
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
# prefetch at the driver's defaults). Result: 17.67us per batch, 15.72us per
# VA block, bytes / 11.3 GB/s moved, 52.34us per faulting kernel, bytes / 18.5
# GB/s zero-filled.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_batch_ns = 17.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_block_ns = 15.72us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:363.6ns 64K:5.818us 512K:46.55us 1M:93.09us 2M:186.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_wake_ns = 52.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:221.5ns 64K:3.544us 512K:28.35us 1M:56.71us 2M:113.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.81us + bytes /
# 45.1 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 2.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.2us 2M:128.9us 16M:442.6us 64M:1.421ms 256M:5.605ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.18us + bytes / 9.74 GB/s, written at
# the measured sizes (the medians would give 6.7%).
# Residual: 11.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.9us 2M:235.4us 16M:1.742ms 64M:6.908ms 256M:27.57ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.2us + bytes / 8.61 GB/s, written at the
# measured sizes (the medians would give 11.1%).
# Residual: 12.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.81us 512K:79.09us 2M:261.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 19.46us + bytes / 2.66 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 20.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.78us 512K:229.6us 2M:776.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 429us + bytes / 2.08 GB/s,
# written at the measured sizes (the medians would give 6.3%).
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:460.5us 256K:555.2us 2M:1.439ms 16M:8.508ms 64M:32.75ms 256M:129.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.521us + bytes / 771 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 12.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.989us 2M:4.859us 16M:26.83us 64M:96.5us 256M:372.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.48us + bytes / 65.8 GB/s, misses
# by 19.4% RMS, so it is not used.
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.31us 2M:36.84us 16M:274us 64M:1.087ms 256M:5.391ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.4us

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
# measured medians (15 points at 3 sizes): the best line, 9.195us + bytes /
# 271 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.04us 16M:69.08us 64M:264.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.559us +
# bytes / 152 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.6us 16M:111.2us 64M:435.9us 256M:1.853ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.594us
# + bytes / 8.77 GB/s, misses by 32.9% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.351us 64K:24.02us 2M:172.5us 16M:2.264ms 64M:9.868ms 256M:40.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.01us + bytes / 9.57 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.78us 64K:30.82us 2M:262.8us 16M:1.685ms 64M:6.619ms 256M:26.67ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 4.9 GB/s, written at the measured sizes
# (the medians would give 12.7%).
# Residual: 12.6% RMS relative over 20 repetitions.
host_read_ns = 64K:11.67us 2M:426.5us 16M:3.424ms 64M:13.7ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.2 GB/s, misses by
# 39.4% RMS, so it is not used.
# Residual: 18.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.397us 2M:93.19us 16M:1.728ms 64M:8.602ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 8.17 GB/s, written at the measured sizes (the medians would give
# 9.6%).
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.502us 2M:256.3us 16M:2.054ms 64M:8.217ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
