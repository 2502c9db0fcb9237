# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T23:03:20Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:03:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.908us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.012us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.843us + bytes / 3.59e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:4.007us 64K:3.172us 1M:2.623us 1536K:2.766us 2M:71.44us 8M:57.56us 64M:89.8us 256M:98.78us 1G:241.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.967us + bytes / 1.26e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:2.698us 64K:2.563us 1M:2.429us 1536K:2.343us 2M:46.32us 8M:54.15us 64M:91.62us 256M:224.6us 1G:750.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.076us + bytes / 4.18e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 44.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:6.562us 64K:3.004us 2M:22.74us 16M:39.83us 64M:46.41us 256M:54.72us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.13us + bytes / 3.7e+05 GB/s, written at the measured sizes (the
# medians would give 14.1%).
# Residual: 14.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.13us 64K:14.13us 2M:14.14us 16M:14.18us 64M:14.31us 256M:14.86us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 12.6%, 512K 12.3%, 1M 12.0%, 2M 12.2%, 4M 13.0%, 8M 14.1%, 16M
# 15.2%, 32M 16.5%.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.88us     73.12us
# seq             2M          0         2         2     2097152           0     217.8us       269us
# seq            16M          0        16        16    16777216           0     1.671ms     1.811ms
# seq            64M          0        64        64    67108864           0     9.562ms     7.099ms
# seq           256M          0       256       256   268435456           0     36.85ms     28.25ms
# stride         64M        64K        64        64    67108864           0     6.822ms     7.099ms
# stride        256M         2M       128       128     8388608           0     3.102ms     3.172ms
# random         16M          0        10        55    16777216           0     2.359ms      2.36ms
# random         64M          0        38       373    67108864           0     11.62ms     11.53ms
# random        256M          0       160      1651   268435456           0        48ms     48.33ms
# fresh           2M          0         2         2           0     2097152     212.9us       202us
# fresh          16M          0        16        16           0    16777216     1.185ms     1.275ms
# fresh          64M          0        64        64           0    67108864     5.166ms     4.954ms
# fresh         256M          0       256       256           0   268435456     19.72ms     19.67ms
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
# prefetch at the driver's defaults). Result: 4.008us per batch, 14.67us per
# VA block, bytes / 11.5 GB/s moved, 48.72us per faulting kernel, bytes / 18.1
# GB/s zero-filled.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_batch_ns = 4.008us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_block_ns = 14.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:357.4ns 64K:5.718us 512K:45.74us 1M:91.48us 2M:183us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_wake_ns = 48.72us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:226.4ns 64K:3.623us 512K:28.98us 1M:57.96us 2M:115.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 48.81us + bytes /
# 45.8 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.49us 2M:135.5us 16M:442.9us 64M:1.397ms 256M:5.573ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.15us + bytes / 13.3 GB/s, written at
# the measured sizes (the medians would give 4.0%).
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.06us 2M:175.3us 16M:1.275ms 64M:5.047ms 256M:20.13ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.11us + bytes / 11.7 GB/s, written at the
# measured sizes (the medians would give 9.6%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.73us 512K:60.09us 2M:195us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.95us + bytes / 3.19 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.9us 512K:203.9us 2M:639.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 376.1us +
# bytes / 2.15 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:419us 256K:514.8us 2M:1.156ms 16M:8.872ms 64M:32.6ms 256M:129.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.088us + bytes / 1.3e+03 GB/s, misses by 24.7% RMS,
# so it is not used.
# Residual: 17.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.898us 2M:2.925us 16M:14.79us 64M:59.75us 256M:227.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.59us + bytes / 72 GB/s, misses by
# 25.3% RMS, so it is not used.
# Residual: 10.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.63us 2M:27.81us 16M:287.4us 64M:1.19ms 256M:4.566ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 131us

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
# sizes): 7.716us + bytes / 254 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 12.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.98us 16M:73.81us 64M:272.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.77us + bytes / 161 GB/s, written at the measured
# sizes (the medians would give 9.6%).
# Residual: 10.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.75us 16M:126.7us 64M:438.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.813us +
# bytes / 165 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.05us 16M:114.4us 64M:452.2us 256M:1.494ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.455us
# + bytes / 7.42 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.175us 64K:28.98us 2M:218.8us 16M:2.399ms 64M:10.67ms 256M:42.81ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.26us + bytes / 10.5 GB/s,
# misses by 28.3% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.94us 64K:33.91us 2M:290.2us 16M:1.427ms 64M:5.454ms 256M:28.01ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12 GB/s, misses by 43.6% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.724us 2M:127.1us 16M:2.509ms 64M:11.65ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.2 GB/s, misses by
# 49.9% RMS, so it is not used.
# Residual: 7.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.06us 2M:56.58us 16M:1.552ms 64M:8.535ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 542.6ns +
# bytes / 8.01 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 6.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.723us 2M:262.3us 16M:2.095ms 64M:8.377ms

