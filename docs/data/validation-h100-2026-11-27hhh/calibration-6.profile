# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:42:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:42:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 13.8% RMS relative over 5 repetitions.
launch_ns = 3.81us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.183us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.483us + bytes / 6.48e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.463us 64K:2.623us 1M:2.587us 1536K:2.362us 2M:64.55us 8M:33.64us 64M:54.98us 256M:68.15us 1G:129.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.021us + bytes / 2.44e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 20.1% RMS relative over 45 repetitions.
free_ns = 4K:2.276us 64K:2.331us 1M:2.209us 1536K:2.16us 2M:41.08us 8M:31.75us 64M:65.89us 256M:118.2us 1G:355.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.773us + bytes / 4.32e+03 GB/s, misses by 66.5% RMS, so it is not used.
# Residual: 39.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.534us 64K:3.389us 2M:36.41us 16M:34.31us 64M:58.61us 256M:53.23us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 7.358us + bytes /
# 3.4e+05 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.07us 64K:7.474us 2M:7.345us 16M:6.957us 64M:7.277us 256M:8.277us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.1%, 1M 17.2%, 2M 17.1%, 4M 17.7%, 8M 18.6%, 16M
# 19.7%, 32M 20.7%.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.75us     67.52us
# seq             2M          0         2         2     2097152           0     200.2us       223us
# seq            16M          0        16        16    16777216           0     1.138ms     1.419ms
# seq            64M          0        64        64    67108864           0     6.895ms     5.521ms
# seq           256M          0       256       256   268435456           0     25.68ms     21.93ms
# stride         64M        64K        32        32    67108864           0     5.796ms     5.178ms
# stride        256M         2M       128       128     8388608           0     1.868ms     2.021ms
# random         16M          0         9        35    16777216           0     1.518ms     1.623ms
# random         64M          0        34       306    67108864           0     9.407ms     8.113ms
# random        256M          0       139      1560   268435456           0     36.42ms     35.89ms
# fresh           2M          0         2         2           0     2097152       145us     187.3us
# fresh          16M          0        16        16           0    16777216     1.086ms     1.134ms
# fresh          64M          0        64        64           0    67108864     5.295ms     4.378ms
# fresh         256M          0       256       256           0   268435456     22.47ms     17.36ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.71us per VA
# block, bytes / 14 GB/s moved, 52.14us per faulting kernel, bytes / 18.4 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 10.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:292ns 64K:4.671us 512K:37.37us 1M:74.74us 2M:149.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 52.14us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:222.2ns 64K:3.556us 512K:28.44us 1M:56.89us 2M:113.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 37.87us + bytes /
# 43.8 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 2.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:32.19us 256K:45.85us 1M:83.11us 2M:115.3us 4M:149.9us 16M:425.9us 64M:1.431ms 256M:5.421ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 14.82us + bytes / 11 GB/s, written at the measured
# sizes (the means would give 3.2%).
# Residual: 9.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.76us 256K:38.59us 1M:109.9us 2M:205us 4M:395.2us 16M:1.536ms 64M:6.101ms 256M:24.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.58us + bytes / 9.82 GB/s, written at the measured
# sizes (the means would give 8.3%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.25us 512K:69.99us 2M:230.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.61us + bytes / 3.21 GB/s, written at the
# measured sizes (the means would give 2.5%).
# Residual: 7.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.03us 512K:186us 2M:676.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 285.9us +
# bytes / 2.99 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 20.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:358.7us 256K:400.2us 2M:699us 16M:7.121ms 64M:26.61ms 256M:107.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.92us + bytes / 1.06e+03 GB/s, misses by 19.6% RMS,
# so it is not used.
# Residual: 14.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.711us 256K:3.591us 1M:3.721us 2M:3.759us 4M:7.083us 16M:19.84us 64M:71.53us 256M:265.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.807us +
# bytes / 111 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 12.4% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.4us 256K:12.17us 1M:19.25us 2M:28.7us 4M:47.59us 16M:161us 64M:614.4us 256M:2.428ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.1us

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
# measured medians (15 points at 3 sizes): the best line, 5.146us + bytes /
# 307 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.06us 16M:57.4us 64M:232.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.67us + bytes / 215 GB/s, written at the measured
# sizes (the medians would give 13.1%).
# Residual: 13.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.41us 16M:99.61us 64M:333.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 10.46us +
# bytes / 167 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:23.32us 16M:106.3us 64M:412.3us 256M:1.672ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.066us + bytes / 15.4 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 11.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.582us 8K:7.191us 16K:9.046us 32K:13.8us 64K:20.27us 128K:14us 256K:20.03us 512K:32.3us 1M:56.95us 2M:136.2us 4M:275.3us 8M:565.7us 16M:1.33ms 32M:2.913ms 64M:6.513ms 256M:29.67ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.13us + bytes / 12.9 GB/s,
# misses by 30.3% RMS, so it is not used.
# Residual: 11.4% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.89us 8K:11.71us 16K:14.3us 32K:21.63us 64K:27.18us 128K:38.06us 256K:57.59us 512K:96.06us 1M:165.5us 2M:222.6us 4M:365.4us 8M:634us 16M:1.161ms 32M:2.213ms 64M:4.381ms 256M:17.21ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 18.5 GB/s, misses by 40.8% RMS, so it is not used.
# Residual: 25.6% RMS relative over 35 repetitions.
host_read_ns = 64K:2.903us 256K:11.44us 1M:45.53us 2M:106.6us 4M:226.3us 16M:1.86ms 64M:10.21ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 37.8 GB/s, misses by
# 41.1% RMS, so it is not used.
# Residual: 14.2% RMS relative over 35 repetitions.
host_write_ns = 64K:875ns 256K:5.124us 1M:22.39us 2M:44.95us 4M:163.2us 16M:1.092ms 64M:6.123ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 13.2 GB/s, written at the measured sizes (the medians would give
# 9.9%).
# Residual: 11.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.136us 256K:19.03us 1M:78.59us 2M:158us 4M:316.9us 16M:1.27ms 64M:5.082ms

