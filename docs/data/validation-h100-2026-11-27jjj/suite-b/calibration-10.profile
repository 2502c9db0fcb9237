# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:29:37Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:29:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 3.52us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.156us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.807us + bytes / 4.72e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.761us 64K:3.138us 1M:2.818us 1536K:2.778us 2M:52.53us 8M:46.87us 64M:90.32us 256M:78.36us 1G:183.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.261us + bytes / 1.51e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:2.539us 64K:2.672us 1M:2.539us 1536K:2.741us 2M:41.57us 8M:44.77us 64M:100us 256M:182.4us 1G:588.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.8us
# + bytes / 7.16e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 39.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.565us 64K:2.583us 2M:21.11us 16M:52.4us 64M:37.35us 256M:33.63us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.543us + bytes * -1.54e-06 ns/B, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 7.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.543us 64K:9.543us 2M:9.54us 16M:9.518us 64M:9.44us 256M:9.131us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.8%, 512K 17.3%, 1M 16.6%, 2M 15.6%, 4M 15.3%, 8M 15.1%, 16M
# 15.5%, 32M 16.4%.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.23us     70.74us
# seq             2M          0         2         2     2097152           0     249.6us       304us
# seq            16M          0        16        16    16777216           0     2.002ms     2.256ms
# seq            64M          0        64        64    67108864           0     9.528ms     8.947ms
# seq           256M          0       256       256   268435456           0     45.55ms     35.71ms
# stride         64M        64K         8        32    67108864           0     6.891ms     7.108ms
# stride        256M         2M        32       128     8388608           0     3.063ms      3.52ms
# random         16M          0        12        16    16777216           0     2.186ms     2.159ms
# random         64M          0        36       161    67108864           0     11.66ms     9.719ms
# random        256M          0       125      1211   268435456           0     55.15ms     46.83ms
# fresh           2M          0         2         2           0     2097152     165.9us     186.3us
# fresh          16M          0        16        16           0    16777216     1.134ms     1.314ms
# fresh          64M          0        64        64           0    67108864     6.251ms     5.181ms
# fresh         256M          0       256       256           0   268435456     25.75ms     20.65ms
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
# prefetch at the driver's defaults). Result: 24.29us per batch, 14.97us per
# VA block, bytes / 10.5 GB/s moved, 25.22us per faulting kernel, bytes / 25.4
# GB/s zero-filled.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_batch_ns = 24.29us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_block_ns = 14.97us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:391.2ns 64K:6.259us 512K:50.08us 1M:100.2us 2M:200.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_wake_ns = 25.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:161.3ns 64K:2.581us 512K:20.65us 1M:41.3us 2M:82.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.24us + bytes /
# 45.4 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 2.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.8us 256K:45.31us 1M:97.1us 2M:119.4us 4M:157.1us 16M:419.9us 64M:1.355ms 256M:5.311ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.93us + bytes / 14.5 GB/s, written at the
# measured sizes (the means would give 5.5%).
# Residual: 10.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.44us 256K:34.97us 1M:89.08us 2M:161.2us 4M:305.5us 16M:1.171ms 64M:4.635ms 256M:18.49ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 20.57us + bytes / 7.96 GB/s, written at the measured
# sizes (the means would give 8.3%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.81us 512K:86.45us 2M:284.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 18.8us + bytes / 3.23 GB/s, written at the
# measured sizes (the means would give 12.8%).
# Residual: 12.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.11us 512K:181.3us 2M:668.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 301.8us +
# bytes / 2.82 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:325.4us 256K:418.2us 2M:923.2us 16M:6.516ms 64M:23.24ms 256M:106.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.188us + bytes / 1.5e+03 GB/s, misses by 21.4% RMS,
# so it is not used.
# Residual: 15.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.72us 256K:2.699us 1M:2.679us 2M:2.704us 4M:6.168us 16M:14.59us 64M:47.93us 256M:182.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 17.2us +
# bytes / 82.2 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 14.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:18us 256K:20.39us 1M:29.95us 2M:42.71us 4M:68.21us 16M:221.2us 64M:833.3us 256M:3.282ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.9us

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
# sizes): 8.429us + bytes / 195 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.16us 16M:94.25us 64M:351.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.58us + bytes / 167 GB/s, written at the measured
# sizes (the medians would give 13.0%).
# Residual: 13.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.11us 16M:121.8us 64M:422.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 559.5ns +
# bytes / 194 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.44us 16M:86.36us 64M:344us 256M:1.41ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.617us + bytes / 14.3 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 9.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.411us 8K:8.183us 16K:9.494us 32K:14.93us 64K:21.75us 128K:13.75us 256K:20.12us 512K:34.73us 1M:65.22us 2M:152.4us 4M:314us 8M:640.4us 16M:1.461ms 32M:2.958ms 64M:6.229ms 256M:29.66ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.42us + bytes / 10.4 GB/s,
# misses by 29.7% RMS, so it is not used.
# Residual: 9.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.73us 8K:12.84us 16K:13.21us 32K:16.71us 64K:35us 128K:45.39us 256K:70.44us 512K:119.1us 1M:207us 2M:287us 4M:450.7us 8M:860.3us 16M:1.624ms 32M:2.843ms 64M:4.948ms 256M:19.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 9.03 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 16.9% RMS relative over 35 repetitions.
host_read_ns = 64K:6.483us 256K:25.77us 1M:104.9us 2M:220us 4M:430.6us 16M:2.261ms 64M:9.366ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 25.2 GB/s, misses by
# 28.7% RMS, so it is not used.
# Residual: 11.3% RMS relative over 35 repetitions.
host_write_ns = 64K:1.254us 256K:7.408us 1M:31.78us 2M:78.16us 4M:195us 16M:965.7us 64M:5.3ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 730.7ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 4.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.61us 256K:24.25us 1M:94.8us 2M:188.9us 4M:377us 16M:1.506ms 64M:6.021ms

