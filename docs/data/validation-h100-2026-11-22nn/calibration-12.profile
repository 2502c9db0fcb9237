# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:27:34Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:27:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 4.146us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.155us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.745us + bytes / 4.63e+03 GB/s, misses by 62.0% RMS,
# so it is not used.
# Residual: 29.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.067us 64K:2.887us 1M:2.692us 1536K:2.641us 2M:48.8us 8M:44.79us 64M:58.07us 256M:81.74us 1G:181.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.044us + bytes / 1.56e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.816us 64K:2.36us 1M:2.317us 1536K:2.38us 2M:41.34us 8M:43.54us 64M:93.54us 256M:170.3us 1G:595.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.1us
# + bytes / 5.37e+03 GB/s, misses by 64.0% RMS, so it is not used.
# Residual: 35.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.787us 64K:3.605us 2M:28.72us 16M:34.27us 64M:48.28us 256M:44.24us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.95us + bytes / 2.44e+05 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 7.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.95us 64K:12.95us 2M:12.96us 16M:13.02us 64M:13.23us 256M:14.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.4%, 512K 21.2%, 1M 20.8%, 2M 19.9%, 4M 19.3%, 8M 18.0%, 16M
# 17.4%, 32M 17.7%.
# Residual: 25.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.33us     75.81us
# seq             2M          0         2         2     2097152           0     261.6us     299.7us
# seq            16M          0        16        16    16777216           0     2.254ms       2.3ms
# seq            64M          0        64        64    67108864           0     8.654ms     9.157ms
# seq           256M          0       256       256   268435456           0     38.01ms     36.59ms
# stride         64M        64K         4        32    67108864           0     6.136ms     6.093ms
# stride        256M         2M        16       128     8388608           0     2.586ms     2.887ms
# random         16M          0        16        16    16777216           0     2.158ms       2.3ms
# random         64M          0        39       104    67108864           0     9.493ms     8.489ms
# random        256M          0       127       907   268435456           0     54.52ms     38.21ms
# fresh           2M          0         2         2           0     2097152     130.3us     140.9us
# fresh          16M          0        16        16           0    16777216     816.4us     1.029ms
# fresh          64M          0        64        64           0    67108864     6.502ms     4.075ms
# fresh         256M          0       256       256           0   268435456     20.82ms     16.26ms
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
# prefetch at the driver's defaults). Result: 44.99us per batch, 11.41us per
# VA block, bytes / 12.1 GB/s moved, 14.01us per faulting kernel, bytes / 149
# GB/s zero-filled.
# Residual: 25.0% RMS relative over 70 repetitions.
fault_batch_ns = 44.99us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.0% RMS relative over 70 repetitions.
fault_block_ns = 11.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:337.7ns 64K:5.404us 512K:43.23us 1M:86.46us 2M:172.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.0% RMS relative over 70 repetitions.
fault_wake_ns = 14.01us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:27.56ns 64K:441ns 512K:3.528us 1M:7.056us 2M:14.11us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.29us + bytes /
# 43.4 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 3.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.41us 2M:123us 16M:448us 64M:1.574ms 256M:5.51ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.86us + bytes / 8.53 GB/s, written at
# the measured sizes (the medians would give 6.0%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.54us 2M:261.7us 16M:1.983ms 64M:7.883ms 256M:31.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 16.68us + bytes / 8.48 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 21.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.05us 512K:71.76us 2M:288.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.15us + bytes / 2.87 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.41us 512K:224.2us 2M:712.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 323.2us + bytes / 2.5 GB/s, misses by 20.4% RMS, so
# it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:352.8us 256K:469.2us 2M:960.9us 16M:7.123ms 64M:28.54ms 256M:122.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.763us + bytes / 987 GB/s, misses by 22.0% RMS, so
# it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.833us 2M:3.838us 16M:20.59us 64M:74.18us 256M:297.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.803us + bytes / 102 GB/s, misses by
# 19.2% RMS, so it is not used.
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.88us 2M:24.28us 16M:176.9us 64M:690.2us 256M:3.332ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.77us

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
# sizes): 9.252us + bytes / 253 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.54us 16M:75.58us 64M:274.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.97us + bytes / 248 GB/s, written at the measured
# sizes (the medians would give 13.3%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.42us 16M:87.57us 64M:290.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.816us +
# bytes / 163 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.67us 16M:105.8us 64M:415.2us 256M:1.644ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.745us
# + bytes / 10.4 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.288us 64K:22.7us 2M:152.9us 16M:1.874ms 64M:7.611ms 256M:33.64ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.24us + bytes / 10.4 GB/s,
# misses by 22.8% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.69us 64K:30.09us 2M:269.3us 16M:1.6ms 64M:6.157ms 256M:23.09ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.83 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.776us 2M:192.2us 16M:2.188ms 64M:9.421ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21 GB/s, misses by
# 30.1% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.387us 2M:73.66us 16M:1.088ms 64M:5.593ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 444.4ns +
# bytes / 12.2 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.834us 2M:172.9us 16M:1.38ms 64M:5.519ms

