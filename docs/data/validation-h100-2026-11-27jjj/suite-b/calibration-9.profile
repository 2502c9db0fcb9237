# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:29:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:29:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.8% RMS relative over 5 repetitions.
launch_ns = 4.439us

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
# sizes): the best line, 3.107us + bytes / 6.86e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 25.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.275us 64K:3.152us 1M:3.213us 1536K:2.855us 2M:56.55us 8M:66.07us 64M:84.03us 256M:74.86us 1G:125.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.388us + bytes / 1.35e+03 GB/s, misses by 45.8% RMS, so it is
# not used.
# Residual: 16.4% RMS relative over 45 repetitions.
free_ns = 4K:3.869us 64K:3.823us 1M:3.687us 1536K:3.689us 2M:44.27us 8M:49.28us 64M:86.27us 256M:197us 1G:672us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.658us + bytes / 5.56e+03 GB/s, misses by 65.6% RMS, so it is not used.
# Residual: 34.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.794us 64K:3.026us 2M:29.32us 16M:37.19us 64M:42.82us 256M:42.43us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.21us + bytes / 2.33e+05 GB/s, written at the measured sizes (the
# medians would give 13.8%).
# Residual: 14.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.21us 64K:13.21us 2M:13.22us 16M:13.28us 64M:13.5us 256M:14.36us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.9%, 512K 18.8%, 1M 18.7%, 2M 19.0%, 4M 19.1%, 8M 19.1%, 16M
# 19.2%, 32M 19.8%.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     91.17us     66.41us
# seq             2M          0         2         2     2097152           0     256.9us     279.4us
# seq            16M          0        16        16    16777216           0     1.552ms     1.945ms
# seq            64M          0        64        64    67108864           0     9.981ms     7.656ms
# seq           256M          0       256       256   268435456           0     42.23ms      30.5ms
# stride         64M        64K        64        64    67108864           0     7.682ms     7.656ms
# stride        256M         2M       128       128     8388608           0     3.027ms     3.237ms
# random         16M          0        10        55    16777216           0     2.448ms     2.385ms
# random         64M          0        38       373    67108864           0     11.28ms     11.28ms
# random        256M          0       160      1651   268435456           0     46.32ms        47ms
# fresh           2M          0         2         2           0     2097152     118.1us     152.3us
# fresh          16M          0        16        16           0    16777216       853us     928.4us
# fresh          64M          0        64        64           0    67108864     4.652ms     3.589ms
# fresh         256M          0       256       256           0   268435456     19.11ms     14.23ms
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
# prefetch at the driver's defaults). Result: 6.427us per batch, 12.27us per
# VA block, bytes / 10.5 GB/s moved, 41.44us per faulting kernel, bytes / 28.5
# GB/s zero-filled.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_batch_ns = 6.427us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_block_ns = 12.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:391.7ns 64K:6.268us 512K:50.14us 1M:100.3us 2M:200.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_wake_ns = 41.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:143.5ns 64K:2.296us 512K:18.37us 1M:36.73us 2M:73.47us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 47.15us + bytes /
# 44.8 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 2.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:42.95us 256K:47.24us 1M:95.07us 2M:122.8us 4M:169.4us 16M:448.9us 64M:1.372ms 256M:5.359ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 17.93us + bytes / 11.6 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 13.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.93us 256K:44.75us 1M:121.8us 2M:219.1us 4M:371.5us 16M:1.284ms 64M:6.167ms 256M:21.47ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 18.47us + bytes / 10.8 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 12.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.77us 512K:77.05us 2M:197us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.59us + bytes / 3.21 GB/s, written at the
# measured sizes (the means would give 9.9%).
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.98us 512K:186.7us 2M:676us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 243.6us +
# bytes / 2.92 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:272.3us 256K:388.8us 2M:718.3us 16M:6.723ms 64M:27.08ms 256M:103ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.196us + bytes / 974 GB/s, misses by 18.1% RMS, so
# it is not used.
# Residual: 11.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.043us 256K:3.972us 1M:3.971us 2M:4.122us 4M:8.114us 16M:21.16us 64M:74.86us 256M:299.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 15.52us +
# bytes / 69.1 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 11.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.47us 256K:19.32us 1M:30.7us 2M:45.89us 4M:76.25us 16M:258.5us 64M:987.3us 256M:3.902ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.37us

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
# measured medians (15 points at 3 sizes): the best line, 7.013us + bytes /
# 200 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 16.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.36us 16M:95.88us 64M:328.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.8us + bytes / 199 GB/s, written at the measured sizes
# (the medians would give 6.8%).
# Residual: 7.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.36us 16M:108.2us 64M:361.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.311us +
# bytes / 175 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.98us 16M:101.5us 64M:419.7us 256M:1.411ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.909us + bytes / 13.9 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 9.0% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.757us 8K:8.307us 16K:9.568us 32K:14.78us 64K:22.09us 128K:14.61us 256K:21.54us 512K:35.86us 1M:66.68us 2M:145.1us 4M:323.7us 8M:677.4us 16M:1.425ms 32M:3.046ms 64M:6.555ms 256M:30.37ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.72us + bytes / 10.5 GB/s,
# misses by 28.5% RMS, so it is not used.
# Residual: 10.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.13us 8K:10.22us 16K:11.48us 32K:22.77us 64K:29.81us 128K:40.64us 256K:65.01us 512K:103.1us 1M:176.6us 2M:267.2us 4M:409.2us 8M:750.1us 16M:1.532ms 32M:2.693ms 64M:5.366ms 256M:20.96ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 8.92 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 14.2% RMS relative over 35 repetitions.
host_read_ns = 64K:6.719us 256K:25.87us 1M:104.7us 2M:229.9us 4M:429.3us 16M:2.299ms 64M:9.744ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 28.5 GB/s, misses by
# 33.4% RMS, so it is not used.
# Residual: 10.8% RMS relative over 35 repetitions.
host_write_ns = 64K:1.234us 256K:6.536us 1M:27.71us 2M:68.03us 4M:204.7us 16M:911.3us 64M:5.469ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 448.8ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 11.6%).
# Residual: 11.6% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.587us 256K:25us 1M:98.66us 2M:196.9us 4M:393.3us 16M:1.572ms 64M:6.286ms

