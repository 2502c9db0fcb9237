# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T03:04:51Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:04:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 3.219us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.011us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.495us + bytes / 7.01e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:1.519us 64K:1.593us 1M:1.497us 1536K:1.587us 2M:41.69us 8M:31.89us 64M:36.91us 256M:59.32us 1G:117.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.029us + bytes / 2.28e+03 GB/s, misses by 51.7% RMS, so it is
# not used.
# Residual: 23.8% RMS relative over 45 repetitions.
free_ns = 4K:1.366us 64K:1.296us 1M:1.309us 1536K:1.266us 2M:29.58us 8M:30.87us 64M:58us 256M:101.3us 1G:506.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.217us + bytes / 6.54e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.04us 64K:2.047us 2M:18.22us 16M:29.21us 64M:44.61us 256M:35.46us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.38us + bytes / 9.28e+05 GB/s, written at the measured sizes (the
# medians would give 9.9%).
# Residual: 10.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.38us 64K:11.38us 2M:11.38us 16M:11.4us 64M:11.45us 256M:11.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.7%, 512K 15.5%, 1M 15.4%, 2M 15.0%, 4M 15.4%, 8M 15.5%, 16M
# 15.5%, 32M 16.4%.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.02us     55.75us
# seq             2M          0         2         2     2097152           0     198.4us       222us
# seq            16M          0        16        16    16777216           0     1.443ms     1.522ms
# seq            64M          0        64        64    67108864           0     7.115ms     5.977ms
# seq           256M          0       256       256   268435456           0     28.86ms      23.8ms
# stride         64M        64K        32        32    67108864           0     4.861ms     5.514ms
# stride        256M         2M       128       128     8388608           0     2.381ms     2.514ms
# random         16M          0         9        35    16777216           0     1.982ms     1.764ms
# random         64M          0        34       306    67108864           0     9.089ms     9.135ms
# random        256M          0       139      1560   268435456           0     39.45ms     40.87ms
# fresh           2M          0         2         2           0     2097152     117.2us     138.8us
# fresh          16M          0        16        16           0    16777216     729.1us     855.2us
# fresh          64M          0        64        64           0    67108864     4.074ms     3.312ms
# fresh         256M          0       256       256           0   268435456     18.48ms     13.14ms
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
# prefetch at the driver's defaults). Result: 1.253us per batch, 13.21us per
# VA block, bytes / 13.4 GB/s moved, 36.4us per faulting kernel, bytes / 28.6
# GB/s zero-filled.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_batch_ns = 1.253us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_block_ns = 13.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:306.1ns 64K:4.898us 512K:39.18us 1M:78.36us 2M:156.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_wake_ns = 36.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:143.4ns 64K:2.295us 512K:18.36us 1M:36.72us 2M:73.44us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.91us + bytes /
# 45.6 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.26us 2M:120.2us 16M:437.4us 64M:1.346ms 256M:5.626ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 14.08us + bytes / 15.4 GB/s, written at the
# measured sizes (the means would give 3.6%).
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.33us 2M:150us 16M:1.102ms 64M:4.364ms 256M:17.41ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 11.05us + bytes / 8.87 GB/s, misses by 33.7% RMS, so it is not used.
# Residual: 47.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.72us 512K:56.5us 2M:630.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.52us + bytes / 4.13 GB/s, written at the
# measured sizes (the means would give 12.8%).
# Residual: 13.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.38us 512K:148.4us 2M:529.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 338.2us +
# bytes / 3.01 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 27.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:382.6us 256K:416.6us 2M:935.3us 16M:6.26ms 64M:22.35ms 256M:93.55ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.057us + bytes / 1.51e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 15.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.735us 2M:2.743us 16M:14.86us 64M:48.17us 256M:181us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.75us +
# bytes / 108 GB/s, written at the measured sizes (the medians would give
# 11.2%).
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.36us 2M:34.22us 16M:170.5us 64M:637.7us 256M:2.507ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.55us

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
# sizes): 5.867us + bytes / 325 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.31us 16M:57.44us 64M:212.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.52us + bytes / 247 GB/s, written at the measured
# sizes (the medians would give 13.3%).
# Residual: 12.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.01us 16M:94.43us 64M:298.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 199 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:7.377us 16M:79.57us 64M:331.5us 256M:1.367ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.085us
# + bytes / 9.96 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.779us 64K:24.24us 2M:157us 16M:1.85ms 64M:8.528ms 256M:33.9ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 19.19us + bytes / 11.3 GB/s,
# misses by 30.8% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:16.81us 64K:35.98us 2M:328.2us 16M:1.794ms 64M:4.946ms 256M:20.97ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.9 GB/s, misses by 34.8% RMS, so it is not used.
# Residual: 18.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.61us 2M:110.4us 16M:2.01ms 64M:8.135ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.8 GB/s, misses by
# 37.7% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.034us 2M:54.41us 16M:1ms 64M:4.876ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 9.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.795us 2M:172.6us 16M:1.385ms 64M:5.541ms

