# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:00:18Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:00:18Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 2.7% RMS relative over 5 repetitions.
launch_ns = 4.331us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.001us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.815us + bytes / 3.96e+03 GB/s, misses by 60.3% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.742us 64K:2.971us 1M:2.868us 1536K:2.999us 2M:65.03us 8M:50.74us 64M:77.97us 256M:107.6us 1G:208.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.328us + bytes / 1.34e+03 GB/s, misses by 44.9% RMS, so it is
# not used.
# Residual: 16.2% RMS relative over 45 repetitions.
free_ns = 4K:3.685us 64K:3.694us 1M:3.667us 1536K:3.723us 2M:45.08us 8M:47.65us 64M:79.43us 256M:206us 1G:664.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.913us + bytes / 4.11e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 38.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.875us 64K:4.147us 2M:33.25us 16M:56.96us 64M:55.97us 256M:57.48us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.29us + bytes * -4.09e-06 ns/B, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 14.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.29us 64K:13.29us 2M:13.28us 16M:13.22us 64M:13.01us 256M:12.19us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.3%, 512K 19.0%, 1M 18.4%, 2M 17.2%, 4M 16.6%, 8M 16.2%, 16M
# 16.0%, 32M 16.5%.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     84.99us     73.39us
# seq             2M          0         2         2     2097152           0     232.6us     292.6us
# seq            16M          0        16        16    16777216           0     2.107ms     2.211ms
# seq            64M          0        64        64    67108864           0     11.39ms     8.786ms
# seq           256M          0       256       256   268435456           0     35.12ms     35.09ms
# stride         64M        64K         4        32    67108864           0     6.184ms     6.164ms
# stride        256M         2M        16       128     8388608           0      2.53ms     2.849ms
# random         16M          0        16        16    16777216           0     2.024ms     2.211ms
# random         64M          0        39       104    67108864           0     9.252ms     8.332ms
# random        256M          0       127       907   268435456           0     62.46ms     38.06ms
# fresh           2M          0         2         2           0     2097152     182.2us     194.2us
# fresh          16M          0        16        16           0    16777216     1.309ms     1.424ms
# fresh          64M          0        64        64           0    67108864      5.91ms     5.638ms
# fresh         256M          0       256       256           0   268435456      25.9ms      22.5ms
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
# prefetch at the driver's defaults). Result: 37.32us per batch, 11.97us per
# VA block, bytes / 12 GB/s moved, 18.62us per faulting kernel, bytes / 27.2
# GB/s zero-filled.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 37.32us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 11.97us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.6ns 64K:5.482us 512K:43.85us 1M:87.71us 2M:175.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 18.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:150.5ns 64K:2.408us 512K:19.26us 1M:38.52us 2M:77.04us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 39.46us + bytes / 42.5 GB/s, written at the measured sizes (the
# medians would give 4.9%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.01us 2M:88.84us 16M:434.4us 64M:1.619ms 256M:6.359ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.58us + bytes / 8.71 GB/s, written at
# the measured sizes (the medians would give 9.2%).
# Residual: 10.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.11us 2M:257.3us 16M:1.943ms 64M:7.721ms 256M:30.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 16.08us + bytes / 7.67 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 23.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.27us 512K:76.63us 2M:320us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.03us + bytes / 3.09 GB/s, written at
# the measured sizes (the medians would give 8.8%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.21us 512K:192.5us 2M:700.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 325.8us + bytes / 2.37
# GB/s, written at the measured sizes (the medians would give 8.8%).
# Residual: 14.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:353.5us 256K:436.6us 2M:1.212ms 16M:7.416ms 64M:28.68ms 256M:113.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.122us + bytes / 853 GB/s, misses by 18.1% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.186us 2M:5.439us 16M:24.62us 64M:85.28us 256M:331.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.68us + bytes / 71.7 GB/s, misses
# by 22.2% RMS, so it is not used.
# Residual: 17.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.59us 2M:36.76us 16M:262.1us 64M:1.035ms 256M:4.012ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.18us

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
# measured medians (15 points at 3 sizes): the best line, 8.548us + bytes /
# 162 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.59us 16M:110.4us 64M:431.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.907us +
# bytes / 156 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.46us 16M:107.2us 64M:436.1us 256M:1.736ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.478us
# + bytes / 10.5 GB/s, misses by 30.2% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.079us 64K:24.17us 2M:154.9us 16M:1.691ms 64M:7.308ms 256M:33ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 18.33us + bytes / 9.62 GB/s,
# misses by 31.3% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:16us 64K:43.15us 2M:447.5us 16M:2.035ms 64M:5.932ms 256M:23.92ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 1.058us + bytes / 5.58 GB/s, written at the measured
# sizes (the medians would give 6.7%).
# Residual: 6.8% RMS relative over 20 repetitions.
host_read_ns = 64K:12.81us 2M:377us 16M:3.009ms 64M:12.03ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.6 GB/s, misses by
# 26.7% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.22us 2M:74.28us 16M:893.1us 64M:5.056ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.66 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 4.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.631us 2M:217us 16M:1.737ms 64M:6.947ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
