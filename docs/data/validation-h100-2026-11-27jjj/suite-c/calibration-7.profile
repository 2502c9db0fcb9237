# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:35:56Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:35:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.3% RMS relative over 5 repetitions.
launch_ns = 3.414us

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
# sizes): the best line, 2.822us + bytes / 1.11e+04 GB/s, misses by 59.8% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.856us 64K:2.455us 1M:2.893us 1536K:2.915us 2M:41.64us 8M:39.85us 64M:55.06us 256M:58.28us 1G:78.16us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.38us + bytes / 2.56e+03 GB/s, misses by 53.3% RMS, so it is not
# used.
# Residual: 23.3% RMS relative over 45 repetitions.
free_ns = 4K:1.681us 64K:1.856us 1M:1.536us 1536K:1.543us 2M:33.3us 8M:35.69us 64M:63.73us 256M:114.5us 1G:350.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.961us + bytes / 6.71e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 37.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.06us 64K:2.456us 2M:20.21us 16M:39.93us 64M:35.48us 256M:35.33us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.611us + bytes * -2.05e-08 ns/B, written at the measured sizes (the
# medians would give 7.0%).
# Residual: 7.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.611us 64K:9.611us 2M:9.611us 16M:9.61us 64M:9.609us 256M:9.605us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.8%, 512K 17.5%, 1M 17.1%, 2M 16.0%, 4M 15.6%, 8M 14.3%, 16M
# 13.7%, 32M 14.3%.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.78us     76.72us
# seq             2M          0         2         2     2097152           0     255.4us     276.7us
# seq            16M          0        16        16    16777216           0     1.797ms     2.098ms
# seq            64M          0        64        64    67108864           0     7.532ms     8.344ms
# seq           256M          0       256       256   268435456           0     39.02ms     33.33ms
# stride         64M        64K         4        32    67108864           0     5.293ms     5.376ms
# stride        256M         2M        16       128     8388608           0     2.647ms     2.967ms
# random         16M          0        16        16    16777216           0     2.091ms     2.098ms
# random         64M          0        39       104    67108864           0     9.832ms     7.805ms
# random        256M          0       127       907   268435456           0     47.41ms     36.36ms
# fresh           2M          0         2         2           0     2097152     126.2us     140.3us
# fresh          16M          0        16        16           0    16777216     900.5us     1.007ms
# fresh          64M          0        64        64           0    67108864     4.594ms     3.978ms
# fresh         256M          0       256       256           0   268435456     18.56ms     15.86ms
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
# prefetch at the driver's defaults). Result: 42.48us per batch, 13.08us per
# VA block, bytes / 14.1 GB/s moved, 16.5us per faulting kernel, bytes / 165
# GB/s zero-filled.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_batch_ns = 42.48us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_block_ns = 13.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:291.2ns 64K:4.66us 512K:37.28us 1M:74.55us 2M:149.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_wake_ns = 16.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:24.78ns 64K:396.5ns 512K:3.172us 1M:6.344us 2M:12.69us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 38.93us + bytes /
# 45.3 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 1.4% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:34.34us 256K:42.58us 1M:86.49us 2M:116.5us 4M:149.6us 16M:412.8us 64M:1.377ms 256M:5.31ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 15.7us + bytes / 12.7 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 12.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.83us 256K:38.49us 1M:108.2us 2M:205.7us 4M:315us 16M:1.305ms 64M:6.713ms 256M:17.78ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.74us + bytes / 12.5 GB/s, written at the measured
# sizes (the means would give 9.0%).
# Residual: 9.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.96us 512K:56.55us 2M:182us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.55us + bytes / 3.72 GB/s, written at the
# measured sizes (the means would give 8.8%).
# Residual: 12.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.15us 512K:164.4us 2M:586.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 219.1us + bytes / 3.37 GB/s, written at the measured
# sizes (the medians would give 3.5%).
# Residual: 10.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:238.6us 256K:296.9us 2M:841.7us 16M:5.2ms 64M:20.14ms 256M:79.92ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.205us + bytes / 1.57e+03 GB/s, misses by 22.5% RMS,
# so it is not used.
# Residual: 10.5% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.95us 256K:2.651us 1M:2.663us 2M:2.636us 4M:5.002us 16M:13.56us 64M:47.55us 256M:189.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 14.19us + bytes / 90.2 GB/s, misses
# by 17.9% RMS, so it is not used.
# Residual: 11.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:19.34us 256K:16.68us 1M:25.81us 2M:28.12us 4M:63.16us 16M:236us 64M:931.5us 256M:2.91ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.4us

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
# sizes): 20.43us + bytes / 291 GB/s, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 11.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:27.63us 16M:78.03us 64M:250.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.62us + bytes / 194 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 6.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:36.43us 16M:112.1us 64M:371.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.615us +
# bytes / 194 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.49us 16M:89.22us 64M:349.6us 256M:1.401ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.574us + bytes / 14 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 9.5% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.43us 8K:7.926us 16K:9.13us 32K:13.49us 64K:21.29us 128K:15.06us 256K:20.69us 512K:35.11us 1M:66.38us 2M:145.2us 4M:334.4us 8M:686.5us 16M:1.322ms 32M:3.026ms 64M:6.118ms 256M:32ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.24us + bytes / 11 GB/s,
# misses by 29.0% RMS, so it is not used.
# Residual: 7.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.14us 8K:10.07us 16K:11.31us 32K:22.43us 64K:28.16us 128K:43.08us 256K:61.99us 512K:103.7us 1M:176us 2M:252.9us 4M:440.6us 8M:723.2us 16M:1.356ms 32M:2.563ms 64M:5.11ms 256M:19.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 311.6ns +
# bytes / 17.4 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 21.5% RMS relative over 35 repetitions.
host_read_ns = 64K:4.475us 256K:12.81us 1M:50.91us 2M:107.1us 4M:282us 16M:1.198ms 64M:7.467ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.9 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 10.7% RMS relative over 35 repetitions.
host_write_ns = 64K:987ns 256K:6.84us 1M:25.5us 2M:51us 4M:189.6us 16M:776.1us 64M:4.795ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 862.1ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.4% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.395us 256K:22.99us 1M:89.38us 2M:177.9us 4M:355us 16M:1.417ms 64M:5.666ms

