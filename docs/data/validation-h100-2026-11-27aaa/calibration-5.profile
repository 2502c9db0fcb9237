# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:06:26Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:06:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.319us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.073us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.686us + bytes / 7.03e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 29.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.794us 64K:2.058us 1M:1.597us 1536K:1.646us 2M:41.29us 8M:32.32us 64M:38.9us 256M:50.05us 1G:121.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.205us + bytes / 2.9e+03 GB/s, misses by 50.8% RMS, so it is not
# used.
# Residual: 19.6% RMS relative over 45 repetitions.
free_ns = 4K:1.36us 64K:1.514us 1M:1.421us 1536K:1.364us 2M:29.65us 8M:31.34us 64M:47.34us 256M:96.35us 1G:310.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.67us
# + bytes / 4e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 45.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.638us 64K:2.333us 2M:19.51us 16M:39.62us 64M:70.96us 256M:56.47us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.45us + bytes / 5.8e+04 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 10.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.45us 64K:9.452us 2M:9.487us 16M:9.74us 64M:10.61us 256M:14.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.7%, 512K 17.4%, 1M 16.9%, 2M 15.9%, 4M 15.5%, 8M 14.5%, 16M
# 14.0%, 32M 14.5%.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.17us     61.85us
# seq             2M          0         2         2     2097152           0     222.7us     280.7us
# seq            16M          0        16        16    16777216           0     1.938ms     2.239ms
# seq            64M          0        64        64    67108864           0     10.88ms     8.951ms
# seq           256M          0       256       256   268435456           0     38.81ms      35.8ms
# stride         64M        64K         4        32    67108864           0     6.185ms     5.978ms
# stride        256M         2M        16       128     8388608           0     2.676ms     3.001ms
# random         16M          0        16        16    16777216           0     2.148ms     2.239ms
# random         64M          0        39       104    67108864           0     9.922ms     8.397ms
# random        256M          0       127       907   268435456           0     52.56ms     38.64ms
# fresh           2M          0         2         2           0     2097152     149.2us     161.7us
# fresh          16M          0        16        16           0    16777216     1.262ms     1.287ms
# fresh          64M          0        64        64           0    67108864     5.345ms     5.143ms
# fresh         256M          0       256       256           0   268435456     22.38ms     20.57ms
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
# prefetch at the driver's defaults). Result: 42.71us per batch, 12.83us per
# VA block, bytes / 12.4 GB/s moved, 1.047us per faulting kernel, bytes / 42.3
# GB/s zero-filled.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_batch_ns = 42.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_block_ns = 12.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:329.3ns 64K:5.269us 512K:42.16us 1M:84.31us 2M:168.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_wake_ns = 1.047us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:96.93ns 64K:1.551us 512K:12.41us 1M:24.81us 2M:49.63us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.54us + bytes /
# 46.5 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.68us 2M:118.4us 16M:425.8us 64M:1.37ms 256M:5.363ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.75us + bytes / 15.6 GB/s, written at
# the measured sizes (the medians would give 5.7%).
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.94us 2M:148.8us 16M:1.087ms 64M:4.305ms 256M:17.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 50.94us + bytes / 15 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 24.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:53.76us 512K:91.74us 2M:185.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 26.62us + bytes / 4.35 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.67us 512K:169.6us 2M:469.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 269us +
# bytes / 3.05 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 23.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:329.8us 256K:348.9us 2M:768.6us 16M:5.751ms 64M:23.88ms 256M:108.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.789us + bytes / 1.21e+03 GB/s, misses by 17.6% RMS,
# so it is not used.
# Residual: 12.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.71us 2M:4.625us 16M:18.31us 64M:60.42us 256M:229.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.903us + bytes / 85.6 GB/s, misses
# by 24.5% RMS, so it is not used.
# Residual: 18.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.16us 2M:26.88us 16M:214us 64M:891.8us 256M:3.63ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.34us

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
# measured medians (15 points at 3 sizes): the best line, 9.069us + bytes /
# 187 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.08us 16M:104.9us 64M:351.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.85us + bytes / 171 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 7.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.12us 16M:124us 64M:418.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.109us +
# bytes / 192 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.96us 16M:91.27us 64M:337.5us 256M:1.425ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.328us
# + bytes / 10.6 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.884us 64K:23.09us 2M:144.7us 16M:1.889ms 64M:7.688ms 256M:34.88ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.85us + bytes / 13.2 GB/s,
# misses by 24.3% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.633us 64K:26.62us 2M:252.1us 16M:1.25ms 64M:4.532ms 256M:18.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15 GB/s, misses by 43.4% RMS, so it is not used.
# Residual: 20.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.309us 2M:101.7us 16M:2.154ms 64M:9.399ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.8 GB/s, misses by
# 45.6% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:960ns 2M:49.27us 16M:1.152ms 64M:5.99ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 9.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.87us 2M:197.2us 16M:1.579ms 64M:6.319ms

