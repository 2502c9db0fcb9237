# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:48:51Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:48:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.5% RMS relative over 5 repetitions.
launch_ns = 3.046us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.019us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.677us + bytes / 7.12e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.887us 64K:2.757us 1M:2.699us 1536K:2.4us 2M:38.44us 8M:35.47us 64M:38us 256M:51.49us 1G:120.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.457us + bytes / 2.84e+03 GB/s, misses by 45.7% RMS, so it is
# not used.
# Residual: 17.1% RMS relative over 45 repetitions.
free_ns = 4K:3.627us 64K:3.507us 1M:3.505us 1536K:3.425us 2M:30.73us 8M:32.68us 64M:48.21us 256M:98.16us 1G:311.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.18us
# + bytes / 5.44e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.575us 64K:2.52us 2M:20.45us 16M:32.71us 64M:37.13us 256M:42.26us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.516us + bytes / 2.73e+05 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 9.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.516us 64K:7.517us 2M:7.524us 16M:7.578us 64M:7.762us 256M:8.5us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 19.4%, 1M 18.9%, 2M 17.9%, 4M 17.1%, 8M 15.8%, 16M
# 15.5%, 32M 16.0%.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     77.38us     66.14us
# seq             2M          0         2         2     2097152           0     213.2us     270.6us
# seq            16M          0        16        16    16777216           0     1.917ms     2.113ms
# seq            64M          0        64        64    67108864           0     10.64ms     8.429ms
# seq           256M          0       256       256   268435456           0     36.46ms     33.69ms
# stride         64M        64K         4        32    67108864           0      5.82ms     5.561ms
# stride        256M         2M        16       128     8388608           0     2.658ms     2.955ms
# random         16M          0        16        16    16777216           0     1.925ms     2.113ms
# random         64M          0        39       104    67108864           0     9.262ms     7.931ms
# random        256M          0       127       907   268435456           0     46.67ms     36.94ms
# fresh           2M          0         2         2           0     2097152     144.8us     152.4us
# fresh          16M          0        16        16           0    16777216     986.8us     1.168ms
# fresh          64M          0        64        64           0    67108864     5.212ms     4.649ms
# fresh         256M          0       256       256           0   268435456     23.84ms     18.57ms
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
# prefetch at the driver's defaults). Result: 40.84us per batch, 13.07us per
# VA block, bytes / 13.5 GB/s moved, 7.372us per faulting kernel, bytes / 56.3
# GB/s zero-filled.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_batch_ns = 40.84us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_block_ns = 13.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:303.4ns 64K:4.855us 512K:38.84us 1M:77.68us 2M:155.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_wake_ns = 7.372us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:72.72ns 64K:1.164us 512K:9.308us 1M:18.62us 2M:37.23us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 39.22us + bytes /
# 43.9 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 2.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:33.1us 256K:46.74us 1M:88.56us 2M:117.1us 4M:157.5us 16M:426.7us 64M:1.361ms 256M:5.63ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 14.79us + bytes / 15.2 GB/s, written at the
# measured sizes (the means would give 3.0%).
# Residual: 9.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.09us 256K:32.02us 1M:83.71us 2M:152.6us 4M:290.5us 16M:1.118ms 64M:4.426ms 256M:17.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.77us + bytes / 12 GB/s, written at the measured
# sizes (the means would give 9.4%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.24us 512K:60.58us 2M:192us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 26.77us + bytes / 3.62 GB/s, written at the
# measured sizes (the means would give 7.8%).
# Residual: 14.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.9us 512K:171.8us 2M:606.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 263.8us +
# bytes / 2.87 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 22.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:295.8us 256K:382us 2M:799.4us 16M:6.48ms 64M:26.59ms 256M:99.13ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.281us + bytes / 1.44e+03 GB/s, misses by 19.9% RMS,
# so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.838us 256K:2.808us 1M:2.827us 2M:2.793us 4M:6.388us 16M:15.42us 64M:50.09us 256M:188.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 8.987us +
# bytes / 111 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 13.9% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.578us 256K:11.35us 1M:18.44us 2M:27.9us 4M:46.8us 16M:160.3us 64M:614.1us 256M:2.429ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 42.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.4us

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
# measured medians (15 points at 3 sizes): the best line, 7.188us + bytes /
# 279 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.62us 16M:69.43us 64M:241.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.44us + bytes / 194 GB/s, written at the measured
# sizes (the medians would give 5.4%).
# Residual: 5.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.27us 16M:107.1us 64M:367us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.514us +
# bytes / 201 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.99us 16M:84.43us 64M:334.7us 256M:1.356ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.748us + bytes / 14.9 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 10.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.462us 8K:7.878us 16K:9.316us 32K:14.67us 64K:21.81us 128K:15.02us 256K:19.97us 512K:34.65us 1M:65.61us 2M:120.9us 4M:302.7us 8M:631.8us 16M:1.241ms 32M:2.906ms 64M:6.779ms 256M:31.16ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.73us + bytes / 12.8 GB/s,
# misses by 31.4% RMS, so it is not used.
# Residual: 7.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.58us 8K:10.17us 16K:11.44us 32K:22.44us 64K:28.34us 128K:40.57us 256K:61.57us 512K:105.9us 1M:173.7us 2M:241.9us 4M:367.6us 8M:604us 16M:1.227ms 32M:2.138ms 64M:4.363ms 256M:17.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 1.814us +
# bytes / 16.3 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 20.0% RMS relative over 35 repetitions.
host_read_ns = 64K:5.91us 256K:19.74us 1M:52.78us 2M:109.2us 4M:252.6us 16M:1.789ms 64M:8.463ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 30.6 GB/s, misses by
# 32.8% RMS, so it is not used.
# Residual: 10.5% RMS relative over 35 repetitions.
host_write_ns = 64K:1.16us 256K:7.227us 1M:26.66us 2M:53.09us 4M:187.1us 16M:957.6us 64M:5.026ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 348.6ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 4.6% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.843us 256K:22.33us 1M:88.26us 2M:176.2us 4M:352us 16M:1.407ms 64M:5.627ms

