# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:21:02Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:21:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.0% RMS relative over 5 repetitions.
launch_ns = 5.051us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.176us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.749us + bytes / 3.96e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.869us 64K:2.943us 1M:2.954us 1536K:2.661us 2M:70.32us 8M:55.6us 64M:81.47us 256M:92.48us 1G:214.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.135us + bytes / 1.34e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:2.791us 64K:2.525us 1M:2.551us 1536K:2.533us 2M:45.19us 8M:50.44us 64M:79.08us 256M:208.6us 1G:692.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.003us + bytes / 3.44e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 40.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.317us 64K:3.279us 2M:29.74us 16M:43.47us 64M:73.44us 256M:66.01us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.02us + bytes * -3.7e-06 ns/B, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 9.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.02us 64K:15.02us 2M:15.01us 16M:14.95us 64M:14.77us 256M:14.02us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 15.2%, 1M 14.6%, 2M 14.1%, 4M 14.0%, 8M 14.1%, 16M
# 14.7%, 32M 15.6%.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      78.4us     67.14us
# seq             2M          0         2         2     2097152           0     267.9us     297.4us
# seq            16M          0        16        16    16777216           0     1.799ms     2.107ms
# seq            64M          0        64        64    67108864           0     9.363ms     8.311ms
# seq           256M          0       256       256   268435456           0      41.7ms     33.13ms
# stride         64M        64K        16        32    67108864           0     7.239ms     7.521ms
# stride        256M         2M        64       128     8388608           0     2.989ms     3.248ms
# random         16M          0         9        23    16777216           0     2.259ms     2.169ms
# random         64M          0        35       230    67108864           0     11.44ms     10.64ms
# random        256M          0       128      1431   268435456           0     51.15ms     50.14ms
# fresh           2M          0         2         2           0     2097152     165.6us     200.7us
# fresh          16M          0        16        16           0    16777216     1.202ms     1.334ms
# fresh          64M          0        64        64           0    67108864     6.443ms     5.218ms
# fresh         256M          0       256       256           0   268435456     26.63ms     20.75ms
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
# prefetch at the driver's defaults). Result: 6.345us per batch, 15.17us per
# VA block, bytes / 9.73 GB/s moved, 38.89us per faulting kernel, bytes / 17.7
# GB/s zero-filled.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 6.345us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 15.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:420.8ns 64K:6.733us 512K:53.87us 1M:107.7us 2M:215.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 38.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:232.1ns 64K:3.713us 512K:29.7us 1M:59.41us 2M:118.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.77us + bytes /
# 46.6 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.04us 2M:128us 16M:440.3us 64M:1.37ms 256M:5.345ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.4us + bytes / 14.7 GB/s, written at the
# measured sizes (the medians would give 3.9%).
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.87us 2M:159.5us 16M:1.161ms 64M:4.594ms 256M:18.33ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.38us + bytes / 8.25 GB/s, written at the
# measured sizes (the medians would give 9.0%).
# Residual: 9.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.32us 512K:81.89us 2M:272.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.78us + bytes / 3.51 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.92us 512K:186.1us 2M:577.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 319.2us + bytes / 2.37 GB/s, written at the measured
# sizes (the medians would give 4.8%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:346.8us 256K:429.7us 2M:1.203ms 16M:7.394ms 64M:28.62ms 256M:113.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.055us + bytes / 1.52e+03 GB/s, misses by 20.9% RMS,
# so it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.758us 2M:2.728us 16M:14.81us 64M:48.2us 256M:180.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.78us + bytes / 91.9 GB/s, misses
# by 15.9% RMS, so it is not used.
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.87us 2M:34.79us 16M:200.8us 64M:769us 256M:3.114ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 8.404us + bytes / 215 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.14us 16M:86.29us 64M:319.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.02us + bytes / 178 GB/s, written at the measured
# sizes (the medians would give 12.7%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.79us 16M:115.1us 64M:397.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 155 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.78us 16M:102.7us 64M:453.6us 256M:1.712ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.175us
# + bytes / 8.88 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.82us 64K:25.6us 2M:178.7us 16M:2.082ms 64M:9.072ms 256M:37.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.31us + bytes / 9.07 GB/s,
# misses by 20.6% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.08us 64K:31.31us 2M:295.5us 16M:1.768ms 64M:6.944ms 256M:27.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 36.2% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.592us 2M:111.7us 16M:2ms 64M:8.503ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.5 GB/s, misses by
# 39.7% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.034us 2M:52.94us 16M:1.053ms 64M:5.27ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 916.3ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.075us 2M:198us 16M:1.578ms 64M:6.307ms

