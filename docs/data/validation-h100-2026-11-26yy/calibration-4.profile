# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T23:04:27Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:04:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.589us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.023us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.108us + bytes / 6.9e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.934us 64K:3.329us 1M:2.977us 1536K:3.162us 2M:60.8us 8M:49.71us 64M:61.22us 256M:84.12us 1G:122.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.7us + bytes / 1.27e+03 GB/s, misses by 50.1% RMS, so it is not
# used.
# Residual: 17.1% RMS relative over 45 repetitions.
free_ns = 4K:3.886us 64K:3.802us 1M:3.88us 1536K:2.539us 2M:41.26us 8M:45.65us 64M:96.15us 256M:208.2us 1G:775.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.101us + bytes / 3.42e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 40.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.941us 64K:2.792us 2M:24.38us 16M:41.03us 64M:60.46us 256M:64.63us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.237us + bytes / 1.99e+05 GB/s, written at the measured sizes (the
# medians would give 13.7%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.237us 64K:9.237us 2M:9.248us 16M:9.322us 64M:9.575us 256M:10.59us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.1%, 1M 13.3%, 2M 12.4%, 4M 12.0%, 8M 12.3%, 16M
# 13.2%, 32M 14.3%.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     121.2us     103.4us
# seq             2M          0         2         2     2097152           0       305us     378.3us
# seq            16M          0        16        16    16777216           0     2.484ms     2.489ms
# seq            64M          0        64        64    67108864           0     11.58ms     9.727ms
# seq           256M          0       256       256   268435456           0     45.25ms     38.68ms
# stride         64M        64K        16        32    67108864           0     9.154ms     9.106ms
# stride        256M         2M        64       128     8388608           0      3.17ms     3.371ms
# random         16M          0         9        23    16777216           0     2.428ms     2.591ms
# random         64M          0        35       230    67108864           0     12.69ms     12.41ms
# random        256M          0       128      1431   268435456           0     61.68ms     57.81ms
# fresh           2M          0         2         2           0     2097152       257us     278.3us
# fresh          16M          0        16        16           0    16777216     1.476ms      1.69ms
# fresh          64M          0        64        64           0    67108864     7.671ms     6.529ms
# fresh         256M          0       256       256           0   268435456     29.11ms     25.89ms
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
# prefetch at the driver's defaults). Result: 1.943us per batch, 16.49us per
# VA block, bytes / 7.92 GB/s moved, 76.68us per faulting kernel, bytes / 12.7
# GB/s zero-filled.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_batch_ns = 1.943us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_block_ns = 16.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:517ns 64K:8.272us 512K:66.18us 1M:132.4us 2M:264.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_wake_ns = 76.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:321.8ns 64K:5.149us 512K:41.19us 1M:82.38us 2M:164.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.9us + bytes /
# 45.3 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 2.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.17us 2M:133.1us 16M:439.5us 64M:1.378ms 256M:5.738ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.94us + bytes / 13.8 GB/s, written at
# the measured sizes (the medians would give 3.3%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.68us 2M:167.6us 16M:1.23ms 64M:4.87ms 256M:19.43ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.04us + bytes / 11.9 GB/s, written at the
# measured sizes (the medians would give 11.0%).
# Residual: 11.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.53us 512K:59.97us 2M:191.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.89us + bytes / 3.75 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.58us 512K:186.4us 2M:535.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 367.8us +
# bytes / 2.46 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 9.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:437.8us 256K:494.6us 2M:941.3us 16M:7.395ms 64M:31.83ms 256M:127.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.12us + bytes / 1.45e+03 GB/s, misses by 21.3% RMS,
# so it is not used.
# Residual: 14.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.819us 2M:2.841us 16M:15.28us 64M:50.42us 256M:189.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.53us +
# bytes / 62.8 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.58us 2M:50.93us 16M:284.7us 64M:1.086ms 256M:4.293ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 115.1us

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
# measured medians (15 points at 3 sizes): the best line, 8.582us + bytes /
# 211 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.52us 16M:88.87us 64M:325.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 53.37us + bytes / 187 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 24.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:65.64us 16M:137.5us 64M:425.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.613us +
# bytes / 180 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.44us 16M:90.48us 64M:370.8us 256M:1.557ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.867us
# + bytes / 8.06 GB/s, misses by 31.7% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.641us 64K:26.1us 2M:186.7us 16M:2.474ms 64M:11.31ms 256M:42.59ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.2us + bytes / 10.6 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.6us 64K:33.57us 2M:274.7us 16M:1.46ms 64M:5.753ms 256M:24.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.17 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 17.4% RMS relative over 20 repetitions.
host_read_ns = 64K:8.286us 2M:268.2us 16M:3.193ms 64M:14.59ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.2 GB/s, misses by
# 44.4% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.425us 2M:74.92us 16M:1.703ms 64M:8.359ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 467.8ns +
# bytes / 9.07 GB/s, written at the measured sizes (the medians would give
# 7.8%).
# Residual: 10.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.694us 2M:231.7us 16M:1.85ms 64M:7.4ms

