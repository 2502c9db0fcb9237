# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:15:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:15:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.6% RMS relative over 5 repetitions.
launch_ns = 5.211us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.3% RMS relative over 5 repetitions.
kernel_gap_ns = 2.178us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.007us + bytes / 4.07e+03 GB/s, misses by 56.9% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.086us 64K:3.052us 1M:3.172us 1536K:3.002us 2M:65.66us 8M:54.22us 64M:87.23us 256M:96.67us 1G:207.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.321us + bytes / 1.24e+03 GB/s, misses by 48.9% RMS, so it is
# not used.
# Residual: 20.0% RMS relative over 45 repetitions.
free_ns = 4K:2.995us 64K:2.76us 1M:2.719us 1536K:2.779us 2M:46.7us 8M:52.74us 64M:87.74us 256M:246.4us 1G:706.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.604us + bytes / 2.56e+03 GB/s, misses by 66.6% RMS, so it is not used.
# Residual: 41.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.581us 64K:3.621us 2M:31.04us 16M:55.28us 64M:84.14us 256M:86.97us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.47us + bytes / 2e+05 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.47us 64K:13.47us 2M:13.48us 16M:13.56us 64M:13.81us 256M:14.81us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.6%, 1M 16.0%, 2M 15.2%, 4M 15.0%, 8M 14.8%, 16M
# 14.9%, 32M 15.5%.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.46us     74.79us
# seq             2M          0         2         2     2097152           0     276.8us     331.3us
# seq            16M          0        16        16    16777216           0     2.121ms     2.441ms
# seq            64M          0        64        64    67108864           0     10.41ms     9.674ms
# seq           256M          0       256       256   268435456           0     49.58ms      38.6ms
# stride         64M        64K         8        32    67108864           0     7.494ms     7.871ms
# stride        256M         2M        32       128     8388608           0     2.967ms     3.393ms
# random         16M          0        12        16    16777216           0     2.404ms     2.342ms
# random         64M          0        36       161    67108864           0     11.88ms     10.24ms
# random        256M          0       125      1211   268435456           0     58.12ms     47.81ms
# fresh           2M          0         2         2           0     2097152     180.6us     206.1us
# fresh          16M          0        16        16           0    16777216     1.273ms     1.439ms
# fresh          64M          0        64        64           0    67108864     6.808ms     5.667ms
# fresh         256M          0       256       256           0   268435456     27.36ms     22.58ms
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
# prefetch at the driver's defaults). Result: 24.74us per batch, 13.03us per
# VA block, bytes / 9.29 GB/s moved, 29.96us per faulting kernel, bytes / 20.8
# GB/s zero-filled.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_batch_ns = 24.74us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_block_ns = 13.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:441.1ns 64K:7.057us 512K:56.46us 1M:112.9us 2M:225.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_wake_ns = 29.96us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:196.5ns 64K:3.144us 512K:25.15us 1M:50.31us 2M:100.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.37us + bytes /
# 45.1 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 3.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.93us 2M:129.2us 16M:446.9us 64M:1.42ms 256M:5.531ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.62us + bytes / 8.8 GB/s, written at the
# measured sizes (the medians would give 2.4%).
# Residual: 5.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.07us 2M:257us 16M:1.926ms 64M:7.647ms 256M:30.53ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.67us + bytes / 7.61 GB/s, written at the
# measured sizes (the medians would give 8.3%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.28us 512K:86.53us 2M:293.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.61us + bytes / 2.74 GB/s, written at
# the measured sizes (the medians would give 7.5%).
# Residual: 10.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.56us 512K:213.2us 2M:788us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 378us + bytes / 1.99 GB/s,
# written at the measured sizes (the medians would give 8.1%).
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:410.8us 256K:509.4us 2M:1.43ms 16M:8.791ms 64M:34.03ms 256M:135ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.273us + bytes / 876 GB/s, misses by 24.0% RMS, so
# it is not used.
# Residual: 14.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.463us 2M:4.552us 16M:20.93us 64M:86.45us 256M:363us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 18.25us + bytes / 64.6 GB/s, misses
# by 16.5% RMS, so it is not used.
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.41us 2M:42.13us 16M:282.9us 64M:1.155ms 256M:4.459ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 149.3us

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
# measured medians (15 points at 3 sizes): the best line, 7.95us + bytes / 195
# GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 25.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.69us 16M:94.65us 64M:350.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.728us +
# bytes / 146 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18us 16M:119.5us 64M:459.7us 256M:1.835ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.713us
# + bytes / 8.8 GB/s, misses by 31.7% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.295us 64K:27.51us 2M:177.4us 16M:2.082ms 64M:9.538ms 256M:40.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.34us + bytes / 9.8 GB/s,
# misses by 19.0% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.9us 64K:31.75us 2M:267.2us 16M:1.663ms 64M:6.378ms 256M:25.88ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.34 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 19.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.317us 2M:230.1us 16M:2.672ms 64M:11.38ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.7 GB/s, misses by
# 34.1% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.947us 2M:86.62us 16M:1.387ms 64M:6.686ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 8.96 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 8.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.58us 2M:233.4us 16M:1.872ms 64M:7.492ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
