# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:16:51Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:16:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.8% RMS relative over 5 repetitions.
launch_ns = 4.537us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.989us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.888us + bytes / 6.79e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.825us 64K:2.943us 1M:2.953us 1536K:2.819us 2M:60.87us 8M:49.05us 64M:57.76us 256M:62.8us 1G:125.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.295us + bytes / 1.33e+03 GB/s, misses by 46.0% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:3.685us 64K:3.842us 1M:3.628us 1536K:3.591us 2M:44.21us 8M:46.29us 64M:100.9us 256M:193.5us 1G:690.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.422us + bytes / 3.44e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 36.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.068us 64K:3.941us 2M:29.82us 16M:38.47us 64M:61.42us 256M:65.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.42us + bytes / 9.03e+05 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 7.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.42us 64K:14.42us 2M:14.42us 16M:14.43us 64M:14.49us 256M:14.71us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.8%, 1M 16.7%, 2M 16.2%, 4M 15.1%, 8M 13.1%, 16M
# 12.3%, 32M 12.5%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     81.15us      67.7us
# seq             2M          0         2         2     2097152           0     275.3us     295.8us
# seq            16M          0        16        16    16777216           0     2.008ms     2.343ms
# seq            64M          0        64        64    67108864           0     9.508ms     9.361ms
# seq           256M          0       256       256   268435456           0     35.23ms     37.43ms
# stride         64M        64K         4        32    67108864           0     6.876ms      6.15ms
# stride        256M         2M        16       128     8388608           0       2.7ms      2.93ms
# random         16M          0        16        16    16777216           0     2.237ms     2.343ms
# random         64M          0        39       104    67108864           0     10.35ms     8.635ms
# random        256M          0       127       907   268435456           0     43.87ms      38.8ms
# fresh           2M          0         2         2           0     2097152     113.8us     135.4us
# fresh          16M          0        16        16           0    16777216     1.021ms     1.059ms
# fresh          64M          0        64        64           0    67108864       4.9ms     4.227ms
# fresh         256M          0       256       256           0   268435456     20.34ms      16.9ms
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
# prefetch at the driver's defaults). Result: 47.39us per batch, 11.48us per
# VA block, bytes / 12 GB/s moved, 3.375us per faulting kernel, bytes / 147
# GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 47.39us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 11.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:341.2ns 64K:5.459us 512K:43.67us 1M:87.34us 2M:174.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 3.375us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:27.84ns 64K:445.4ns 512K:3.563us 1M:7.127us 2M:14.25us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.05us + bytes /
# 46.4 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 1.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.94us 2M:119.1us 16M:440.6us 64M:1.366ms 256M:5.391ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.43us + bytes / 14.7 GB/s, written at
# the measured sizes (the medians would give 4.5%).
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.9us 2M:158.4us 16M:1.159ms 64M:4.589ms 256M:18.31ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.12us + bytes / 12.6 GB/s, written at the
# measured sizes (the medians would give 9.4%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.32us 512K:55.67us 2M:180.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.38us + bytes / 3.87 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.75us 512K:172.8us 2M:535.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 320.6us + bytes / 2.45
# GB/s, written at the measured sizes (the medians would give 4.6%).
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:347.4us 256K:427.7us 2M:1.178ms 16M:7.177ms 64M:27.74ms 256M:110ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.015us + bytes / 1.5e+03 GB/s, misses by 22.3% RMS,
# so it is not used.
# Residual: 14.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.708us 2M:2.708us 16M:14.77us 64M:47.91us 256M:187us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.41us + bytes / 80.3 GB/s, misses
# by 18.5% RMS, so it is not used.
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.35us 2M:29.87us 16M:253.1us 64M:1.008ms 256M:3.389ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.27us

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
# measured medians (15 points at 3 sizes): the best line, 10.24us + bytes /
# 280 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.92us 16M:67us 64M:261.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.056us +
# bytes / 157 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.53us 16M:106.7us 64M:429.1us 256M:1.733ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.561us
# + bytes / 8.73 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.204us 64K:24.74us 2M:183.1us 16M:2.16ms 64M:9.141ms 256M:37.3ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.43us + bytes / 9.96 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.07us 64K:31.03us 2M:293.3us 16M:1.616ms 64M:6.191ms 256M:24.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.2 GB/s, misses by 38.7% RMS, so it is not used.
# Residual: 19.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.611us 2M:115.9us 16M:2.108ms 64M:9.295ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.3 GB/s, misses by
# 41.4% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.019us 2M:53.35us 16M:1.129ms 64M:5.75ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.14 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 8.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.265us 2M:228.4us 16M:1.834ms 64M:7.338ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
