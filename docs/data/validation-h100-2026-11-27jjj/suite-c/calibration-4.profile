# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:34:28Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:34:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 14.1% RMS relative over 5 repetitions.
launch_ns = 4.286us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.154us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.786us + bytes / 5.3e+03 GB/s, misses by 56.7% RMS,
# so it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.148us 64K:2.803us 1M:2.714us 1536K:2.736us 2M:68.47us 8M:52.55us 64M:61.19us 256M:89.09us 1G:157.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.997us + bytes / 1.4e+03 GB/s, misses by 49.0% RMS, so it is not
# used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:2.448us 64K:2.556us 1M:2.339us 1536K:2.413us 2M:44.22us 8M:50.65us 64M:103.4us 256M:176.8us 1G:713.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.151us + bytes / 7.88e+03 GB/s, misses by 67.5% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.173us 64K:3.533us 2M:40.47us 16M:50.47us 64M:52.21us 256M:32.94us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.619us + bytes / 3.03e+05 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 11.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.619us 64K:9.62us 2M:9.626us 16M:9.675us 64M:9.841us 256M:10.51us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.7%, 512K 14.1%, 1M 13.4%, 2M 12.2%, 4M 12.4%, 8M 13.4%, 16M
# 14.5%, 32M 16.2%.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      71.9us     63.15us
# seq             2M          0         2         2     2097152           0     197.5us     217.5us
# seq            16M          0        16        16    16777216           0     1.299ms     1.442ms
# seq            64M          0        64        64    67108864           0     6.802ms      5.64ms
# seq           256M          0       256       256   268435456           0     28.47ms     22.43ms
# stride         64M        64K        32        32    67108864           0     4.717ms     5.124ms
# stride        256M         2M       128       128     8388608           0     2.559ms     2.677ms
# random         16M          0         9        35    16777216           0      1.79ms     1.725ms
# random         64M          0        34       306    67108864           0     8.559ms     9.304ms
# random        256M          0       139      1560   268435456           0     45.47ms     42.21ms
# fresh           2M          0         2         2           0     2097152     174.1us     207.3us
# fresh          16M          0        16        16           0    16777216     1.307ms     1.361ms
# fresh          64M          0        64        64           0    67108864     5.894ms     5.315ms
# fresh         256M          0       256       256           0   268435456     25.15ms     21.13ms
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
# prefetch at the driver's defaults). Result: 873.4ns per batch, 15.25us per
# VA block, bytes / 14.7 GB/s moved, 42.57us per faulting kernel, bytes / 15.8
# GB/s zero-filled.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_batch_ns = 873.4ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_block_ns = 15.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:278.7ns 64K:4.458us 512K:35.67us 1M:71.34us 2M:142.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_wake_ns = 42.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:258.8ns 64K:4.141us 512K:33.13us 1M:66.25us 2M:132.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 39.47us + bytes /
# 45.8 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 3.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.35us 256K:40.63us 1M:86.27us 2M:114us 4M:150.1us 16M:413.3us 64M:1.349ms 256M:5.313ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 20.24us + bytes / 15.5 GB/s, written at the
# measured sizes (the means would give 5.6%).
# Residual: 8.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:24.48us 256K:37.19us 1M:88.06us 2M:155.9us 4M:291.5us 16M:1.105ms 64M:4.36ms 256M:17.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.49us + bytes / 13 GB/s, written at the measured
# sizes (the means would give 6.2%).
# Residual: 6.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.52us 512K:54.73us 2M:175.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.84us + bytes / 4.01 GB/s, written at the
# measured sizes (the means would give 5.1%).
# Residual: 8.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.17us 512K:152.5us 2M:544.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 310.4us +
# bytes / 2.41 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 21.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:359.1us 256K:428.7us 2M:967.8us 16M:7.694ms 64M:30.19ms 256M:122.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.422us + bytes / 1.61e+03 GB/s, misses by 17.9% RMS,
# so it is not used.
# Residual: 10.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.888us 256K:2.849us 1M:2.917us 2M:2.925us 4M:5.79us 16M:13.73us 64M:44.58us 256M:169.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 17.08us +
# bytes / 105 GB/s, written at the measured sizes (the medians would give
# 9.4%).
# Residual: 11.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:17.71us 256K:19.59us 1M:27.1us 2M:37.13us 4M:57.18us 16M:177.5us 64M:658.6us 256M:2.583ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.02us

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
# measured medians (15 points at 3 sizes): the best line, 5.163us + bytes /
# 203 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.5us 16M:88.48us 64M:334.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.56us + bytes / 250 GB/s, written at the measured
# sizes (the medians would give 8.1%).
# Residual: 7.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.95us 16M:91.71us 64M:293.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 179 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.95us 16M:86.34us 64M:349.8us 256M:1.754ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.602us + bytes / 12.8 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 12.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:9.093us 8K:8.952us 16K:10.48us 32K:16.03us 64K:22.7us 128K:14.91us 256K:22.6us 512K:39.02us 1M:73.79us 2M:164.8us 4M:373.3us 8M:672.1us 16M:1.657ms 32M:3.441ms 64M:9.282ms 256M:29.16ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.73us + bytes / 11.6 GB/s,
# misses by 29.4% RMS, so it is not used.
# Residual: 9.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.07us 8K:9.896us 16K:12.94us 32K:22.31us 64K:28.73us 128K:40.44us 256K:60.35us 512K:101.8us 1M:164.2us 2M:239.7us 4M:375.5us 8M:668.6us 16M:1.244ms 32M:2.409ms 64M:4.706ms 256M:21.59ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 100.5ns +
# bytes / 11.7 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 18.1% RMS relative over 35 repetitions.
host_read_ns = 64K:5.786us 256K:22.37us 1M:90.01us 2M:135.9us 4M:345.7us 16M:2.038ms 64M:9.612ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 32.7 GB/s, misses by
# 36.4% RMS, so it is not used.
# Residual: 12.4% RMS relative over 35 repetitions.
host_write_ns = 64K:1.235us 256K:5.832us 1M:27.2us 2M:50.67us 4M:195us 16M:1.037ms 64M:5.357ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 6.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.693us 256K:23.57us 1M:95.08us 2M:190.4us 4M:381.1us 16M:1.525ms 64M:6.102ms

