# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:38:53Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:38:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.2% RMS relative over 5 repetitions.
launch_ns = 4.381us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.031us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.744us + bytes / 5.85e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 26.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.873us 64K:2.89us 1M:2.825us 1536K:2.519us 2M:43.55us 8M:39.83us 64M:59.26us 256M:60.41us 1G:148.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.585us + bytes / 2.37e+03 GB/s, misses by 52.9% RMS, so it is
# not used.
# Residual: 22.7% RMS relative over 45 repetitions.
free_ns = 4K:1.702us 64K:1.554us 1M:1.589us 1536K:3.484us 2M:36.58us 8M:36.46us 64M:73.44us 256M:116.5us 1G:358.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.122us + bytes / 6.62e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 40.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.538us 64K:2.468us 2M:19.61us 16M:36.14us 64M:41.51us 256M:36.07us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.969us + bytes * -1.06e-06 ns/B, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 7.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.969us 64K:9.969us 2M:9.967us 16M:9.951us 64M:9.898us 256M:9.685us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.1%, 512K 19.8%, 1M 19.2%, 2M 18.0%, 4M 17.1%, 8M 16.2%, 16M
# 16.3%, 32M 16.9%.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.35us     75.83us
# seq             2M          0         2         2     2097152           0     239.1us     278.9us
# seq            16M          0        16        16    16777216           0     1.787ms     1.966ms
# seq            64M          0        64        64    67108864           0     9.442ms     7.751ms
# seq           256M          0       256       256   268435456           0     40.03ms     30.89ms
# stride         64M        64K         8        32    67108864           0     5.735ms     6.149ms
# stride        256M         2M        32       128     8388608           0     2.298ms     2.643ms
# random         16M          0        12        16    16777216           0     1.714ms     1.872ms
# random         64M          0        36       161    67108864           0     8.165ms     7.965ms
# random        256M          0       125      1211   268435456           0     52.92ms     36.39ms
# fresh           2M          0         2         2           0     2097152     175.7us     195.8us
# fresh          16M          0        16        16           0    16777216     1.129ms     1.301ms
# fresh          64M          0        64        64           0    67108864     5.917ms     5.091ms
# fresh         256M          0       256       256           0   268435456     25.04ms     20.25ms
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
# prefetch at the driver's defaults). Result: 23.48us per batch, 8.978us per
# VA block, bytes / 11.9 GB/s moved, 37.87us per faulting kernel, bytes / 22.6
# GB/s zero-filled.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_batch_ns = 23.48us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_block_ns = 8.978us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:344ns 64K:5.504us 512K:44.03us 1M:88.07us 2M:176.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_wake_ns = 37.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:181.6ns 64K:2.906us 512K:23.25us 1M:46.5us 2M:92.99us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 45.03us + bytes /
# 45.8 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 3.9% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:40.25us 256K:46.31us 1M:94.86us 2M:118us 4M:164.4us 16M:418.7us 64M:1.348ms 256M:5.328ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.16us + bytes / 14.2 GB/s, written at the
# measured sizes (the means would give 5.6%).
# Residual: 9.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.76us 256K:34.57us 1M:89.8us 2M:163.4us 4M:310.7us 16M:1.194ms 64M:4.729ms 256M:18.87ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.51us + bytes / 12.2 GB/s, written at the measured
# sizes (the means would give 8.2%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.86us 512K:58.32us 2M:186.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.14us + bytes / 3.79 GB/s, written at the
# measured sizes (the means would give 5.1%).
# Residual: 8.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.45us 512K:159.6us 2M:575us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 260.5us + bytes / 3.13 GB/s, written at the measured
# sizes (the medians would give 10.7%).
# Residual: 15.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:281.4us 256K:344.3us 2M:930.8us 16M:5.623ms 64M:21.71ms 256M:86.06ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.416us + bytes / 1.46e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 21.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.625us 256K:2.595us 1M:2.591us 2M:4.595us 4M:6.045us 16M:14.2us 64M:46.21us 256M:180.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 12.41us +
# bytes / 87.4 GB/s, written at the measured sizes (the medians would give
# 12.1%).
# Residual: 14.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:13.16us 256K:15.41us 1M:24.41us 2M:36.41us 4M:60.41us 16M:204.4us 64M:780.4us 256M:3.085ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.11us

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
# measured medians (15 points at 3 sizes): the best line, 6.428us + bytes /
# 207 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.7us 16M:83.33us 64M:347.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.89us + bytes / 182 GB/s, written at the measured
# sizes (the medians would give 6.2%).
# Residual: 6.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.42us 16M:117.2us 64M:394.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.438us +
# bytes / 191 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.55us 16M:86.78us 64M:361.6us 256M:1.413ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.681us + bytes / 14.3 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.385us 8K:8.054us 16K:9.392us 32K:14.42us 64K:22.57us 128K:15.2us 256K:20.17us 512K:34.41us 1M:64.74us 2M:141.9us 4M:333.2us 8M:656us 16M:1.366ms 32M:3.013ms 64M:6.521ms 256M:30.06ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.8us + bytes / 10.6 GB/s,
# misses by 28.9% RMS, so it is not used.
# Residual: 11.5% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.61us 8K:10.05us 16K:13.03us 32K:22.34us 64K:27.57us 128K:40.28us 256K:62.32us 512K:100us 1M:167.3us 2M:255.3us 4M:406.2us 8M:782us 16M:1.52ms 32M:2.992ms 64M:5.186ms 256M:19.04ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 291ns +
# bytes / 17 GB/s, misses by 32.0% RMS, so it is not used.
# Residual: 25.2% RMS relative over 35 repetitions.
host_read_ns = 64K:4.433us 256K:13.91us 1M:50.76us 2M:106.6us 4M:258.4us 16M:1.804ms 64M:7.797ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.8 GB/s, misses by
# 31.8% RMS, so it is not used.
# Residual: 9.8% RMS relative over 35 repetitions.
host_write_ns = 64K:968ns 256K:6.84us 1M:25.62us 2M:51.35us 4M:176.5us 16M:790us 64M:4.689ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 8.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.326us 256K:23.02us 1M:93.79us 2M:188.2us 4M:376.9us 16M:1.509ms 64M:6.039ms

