# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:40:52Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:40:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 3.905us

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
# sizes): the best line, 2.388us + bytes / 4.41e+03 GB/s, misses by 60.0% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.384us 64K:2.519us 1M:2.562us 1536K:2.437us 2M:62.49us 8M:49.23us 64M:97.55us 256M:87.01us 1G:193.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.75us + bytes / 1.5e+03 GB/s, misses by 49.6% RMS, so it is not
# used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:2.12us 64K:2.193us 1M:2.12us 1536K:2.159us 2M:43.53us 8M:44.12us 64M:89.39us 256M:183.9us 1G:610.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.783us + bytes / 8.39e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.7us 64K:2.366us 2M:19.11us 16M:28.39us 64M:28.77us 256M:28.57us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.381us + bytes * -8.06e-07 ns/B, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.381us 64K:7.381us 2M:7.379us 16M:7.367us 64M:7.327us 256M:7.164us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.5%, 512K 19.5%, 1M 19.8%, 2M 19.2%, 4M 18.9%, 8M 17.1%, 16M
# 15.3%, 32M 15.3%.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.66us     60.26us
# seq             2M          0         2         2     2097152           0     195.2us     243.3us
# seq            16M          0        16        16    16777216           0     1.832ms     1.923ms
# seq            64M          0        64        64    67108864           0     7.885ms     7.683ms
# seq           256M          0       256       256   268435456           0     30.43ms     30.72ms
# stride         64M        64K         4        32    67108864           0     4.677ms     4.735ms
# stride        256M         2M        16       128     8388608           0     2.049ms     2.262ms
# random         16M          0        16        16    16777216           0     2.225ms     1.923ms
# random         64M          0        39       104    67108864           0     7.459ms     6.872ms
# random        256M          0       127       907   268435456           0     40.88ms     30.02ms
# fresh           2M          0         2         2           0     2097152     123.8us     122.1us
# fresh          16M          0        16        16           0    16777216     759.6us     953.7us
# fresh          64M          0        64        64           0    67108864     4.413ms     3.805ms
# fresh         256M          0       256       256           0   268435456     20.28ms     15.21ms
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
# prefetch at the driver's defaults). Result: 44.96us per batch, 7.824us per
# VA block, bytes / 15.6 GB/s moved, 3.279us per faulting kernel, bytes / 158
# GB/s zero-filled.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_batch_ns = 44.96us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_block_ns = 7.824us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:262.5ns 64K:4.201us 512K:33.6us 1M:67.21us 2M:134.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_wake_ns = 3.279us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:25.87ns 64K:413.9ns 512K:3.311us 1M:6.622us 2M:13.24us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.67us + bytes /
# 45.7 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.11us 2M:126.7us 16M:443.5us 64M:1.408ms 256M:5.438ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.72us + bytes / 9.49 GB/s, written at
# the measured sizes (the medians would give 15.3%).
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.62us 2M:237.8us 16M:1.785ms 64M:7.09ms 256M:28.31ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 16.83us + bytes / 8.63 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.48us 512K:76.94us 2M:261.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.71us + bytes / 3.13 GB/s, written at
# the measured sizes (the medians would give 7.3%).
# Residual: 11.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.65us 512K:191.2us 2M:693.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 330.5us + bytes / 2.38
# GB/s, written at the measured sizes (the medians would give 9.8%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:358us 256K:440.6us 2M:1.212ms 16M:7.381ms 64M:28.53ms 256M:113.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.771us + bytes / 1.02e+03 GB/s, misses by 21.9% RMS,
# so it is not used.
# Residual: 13.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.837us 2M:3.788us 16M:20.49us 64M:71.99us 256M:279.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.27us + bytes / 97 GB/s, misses by
# 16.5% RMS, so it is not used.
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.86us 2M:31.44us 16M:226.5us 64M:786.2us 256M:2.495ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.38us

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
# measured medians (15 points at 3 sizes): the best line, 5.906us + bytes /
# 231 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 20.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.1us 16M:74.36us 64M:311.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 9.339ns +
# bytes / 190 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.28us 16M:83.77us 64M:332.3us 256M:1.612ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.115us
# + bytes / 12 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.575us 64K:23.37us 2M:133.6us 16M:1.544ms 64M:6.456ms 256M:29.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.03us + bytes / 12.5 GB/s,
# misses by 26.2% RMS, so it is not used.
# Residual: 13.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.47us 64K:30.59us 2M:251.9us 16M:1.602ms 64M:4.654ms 256M:18.28ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.93 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 20 repetitions.
host_read_ns = 64K:5.302us 2M:186.8us 16M:2.237ms 64M:9.463ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.5 GB/s, misses by
# 43.7% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.052us 2M:46.52us 16M:1.05ms 64M:5.183ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 4.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.618us 2M:184.7us 16M:1.478ms 64M:5.914ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
