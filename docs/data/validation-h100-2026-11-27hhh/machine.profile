# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/machine.profile
# --base scripts/../profiles/h100-pcie5.profile --from
# /tmp/val/gpu/calibration-1.profile.measurements.csv --from
# /tmp/val/gpu/calibration-2.profile.measurements.csv --from
# /tmp/val/gpu/calibration-3.profile.measurements.csv --from
# /tmp/val/gpu/calibration-4.profile.measurements.csv --from
# /tmp/val/gpu/calibration-5.profile.measurements.csv --from
# /tmp/val/gpu/calibration-6.profile.measurements.csv --from
# /tmp/val/gpu/calibration-7.profile.measurements.csv --from
# /tmp/val/gpu/calibration-8.profile.measurements.csv --from
# /tmp/val/gpu/calibration-9.profile.measurements.csv --from
# /tmp/val/gpu/calibration-10.profile.measurements.csv --from
# /tmp/val/gpu/calibration-11.profile.measurements.csv --from
# /tmp/val/gpu/calibration-12.profile.measurements.csv --from
# /tmp/val/gpu/calibration-13.profile.measurements.csv` from measurements of
# 2026-11-27T07:39:49Z to 2026-11-27T07:45:21Z: NVIDIA H100 80GB HBM3, driver
# 580.159.04 (API 13000), CUDA runtime 13000. Every repetition is in the
# measurements file beside this one (its name + .measurements.csv); `gpurun
# --calibrate FILE --from THAT.csv` redoes the fit without a GPU. Each key
# says how it was measured and fitted and its RMS relative residual: the
# written value against every repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:39:49Z to 2026-11-27T07:45:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 65 repetitions.
# Residual: 13.5% RMS relative over 65 repetitions.
launch_ns = 3.367us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 65 repetitions.
# Residual: 5.3% RMS relative over 65 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (585 points at 9
# sizes): the best line, 2.594us + bytes / 7.04e+03 GB/s, misses by 63.1% RMS,
# so it is not used.
# Residual: 36.1% RMS relative over 585 repetitions.
malloc_ns = 4K:2.605us 64K:2.623us 1M:2.523us 1536K:2.599us 2M:47.02us 8M:36.34us 64M:52.3us 256M:64.34us 1G:119.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (585 points at 9 sizes): the
# best line, 1.573us + bytes / 2.65e+03 GB/s, misses by 56.0% RMS, so it is
# not used.
# Residual: 32.7% RMS relative over 585 repetitions.
free_ns = 4K:2.215us 64K:1.714us 1M:2.012us 1536K:1.569us 2M:34.74us 8M:33.01us 64M:56.92us 256M:114.8us 1G:329.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (390 points at 6 sizes): the best line,
# 3.514us + bytes / 6.25e+03 GB/s, misses by 69.9% RMS, so it is not used.
# Residual: 47.2% RMS relative over 390 repetitions.
managed_malloc_ns = 4K:3.243us 64K:3.055us 2M:19.88us 16M:32.9us 64M:34.2us 256M:37.77us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (390 points at 6 sizes): the best line, 8.472us + bytes /
# 3.4e+05 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 19.9% RMS relative over 390 repetitions.
managed_free_ns = 4K:9.7us 64K:7.811us 2M:8.348us 16M:8.636us 64M:8.496us 256M:9.306us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.7%, 512K 17.3%, 1M 16.6%, 2M 15.4%, 4M 14.8%, 8M 14.1%, 16M
# 14.0%, 32M 14.7%.
# Residual: 23.0% RMS relative over 910 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.31us     58.82us
# seq             2M          0         2         2     2097152           0     189.9us     221.5us
# seq            16M          0        16        16    16777216           0     1.421ms     1.651ms
# seq            64M          0        64        64    67108864           0     7.163ms     6.551ms
# seq           256M          0       256       256   268435456           0     29.68ms     26.15ms
# stride         64M        64K         4        32    67108864           0     4.639ms     4.572ms
# stride        256M         2M        16       128     8388608           0     1.972ms       2.2ms
# random         16M          0        16        16    16777216           0      1.49ms     1.651ms
# random         64M          0        39       104    67108864           0     7.477ms     6.235ms
# random        256M          0       127       907   268435456           0     38.21ms     28.75ms
# fresh           2M          0         2         2           0     2097152     128.8us     146.2us
# fresh          16M          0        16        16           0    16777216     960.2us     1.048ms
# fresh          64M          0        64        64           0    67108864     4.794ms      4.14ms
# fresh         256M          0       256       256           0   268435456     19.07ms     16.51ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 910 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 27.91us per batch, 9.524us per
# VA block, bytes / 16.2 GB/s moved, 17.34us per faulting kernel, bytes / 38.9
# GB/s zero-filled.
# Residual: 23.0% RMS relative over 910 repetitions.
fault_batch_ns = 27.91us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 910 repetitions.
fault_block_ns = 9.524us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.0% RMS relative over 910 repetitions.
fault_h2d_ns = 4K:252.6ns 64K:4.041us 512K:32.33us 1M:64.66us 2M:129.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 910 repetitions.
fault_wake_ns = 17.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.0% RMS relative over 910 repetitions.
fault_zero_ns = 4K:105.4ns 64K:1.687us 512K:13.49us 1M:26.99us 2M:53.97us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (520 points at 8 sizes): the best line, 40.17us + bytes /
# 44.8 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 8.2% RMS relative over 520 repetitions.
prefetch_h2d_ns = 64K:33.94us 256K:46.7us 1M:89.18us 2M:118.4us 4M:158.7us 16M:421.4us 64M:1.355ms 256M:5.391ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (520 points at 8 sizes): the best line,
# 16.14us + bytes / 14.3 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 14.9% RMS relative over 520 repetitions.
prefetch_d2h_ns = 64K:19.35us 256K:37.27us 1M:101.4us 2M:188.5us 4M:303us 16M:1.117ms 64M:4.382ms 256M:18.23ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (6240 points at 3 sizes): the best line,
# 15.79us + bytes / 11.5 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 17.6% RMS relative over 6240 repetitions.
evict_d2h_ns = 64K:21.51us 512K:60.81us 2M:198.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 390 points at 3 sizes): 21.4us + bytes / 3.73 GB/s, written at the
# measured sizes (the means would give 11.6%).
# Residual: 13.7% RMS relative over 390 repetitions.
cpu_fault_d2h_ns = 64K:38.99us 512K:162.1us 2M:584.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (390 points at 6 sizes): the best line, 256.1us +
# bytes / 3.24 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 18.5% RMS relative over 390 repetitions.
host_populate_ns = 64K:306.6us 256K:340.1us 2M:715.4us 16M:5.779ms 64M:23.01ms 256M:92.56ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1040 points at
# 8 sizes): the best line, 2.584us + bytes / 1.68e+03 GB/s, misses by 30.4%
# RMS, so it is not used.
# Residual: 27.6% RMS relative over 1040 repetitions.
prefetch_host_ns = 64K:3.146us 256K:2.929us 1M:3.107us 2M:3.036us 4M:5.604us 16M:13.27us 64M:43.51us 256M:162.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (520 points at 8 sizes): the best line, 9.236us + bytes / 113 GB/s, misses
# by 16.1% RMS, so it is not used.
# Residual: 11.6% RMS relative over 520 repetitions.
prefetch_call_ns = 64K:12.36us 256K:10.94us 1M:17.26us 2M:23.86us 4M:44.25us 16M:173.1us 64M:663.1us 256M:2.525ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 195 repetitions.
# Residual: 23.3% RMS relative over 195 repetitions.
prefetch_defer_ns = 84.93us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 65 repetitions.
# Residual: 0.0% RMS relative over 65 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (195 points at 3 sizes): the best line, 6.566us + bytes /
# 299 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 195 repetitions.
prefetch_zero_ns = 2M:13.58us 16M:62.5us 64M:231.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (195 points at 3 sizes): the best line,
# 23.37us + bytes / 223 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 19.1% RMS relative over 195 repetitions.
prefetch_zero_defer_ns = 2M:32.44us 16M:103.3us 64M:315.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (260 points at 4 sizes): the best line, 1.9us +
# bytes / 201 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 25.3% RMS relative over 260 repetitions.
managed_free_resident_ns = 2M:12.43us 16M:83.95us 64M:337.1us 256M:1.358ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (1040 points at 16 sizes): the best line,
# 7.335us + bytes / 14.9 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 13.2% RMS relative over 1040 repetitions.
memcpy_h2d_ns = 4K:6.967us 8K:7.588us 16K:9.124us 32K:13.91us 64K:20.65us 128K:14.5us 256K:20.39us 512K:32.71us 1M:59.95us 2M:136.2us 4M:300us 8M:623.9us 16M:1.367ms 32M:2.983ms 64M:6.58ms 256M:31.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (1040 points at 16 sizes): the best line, 13.16us + bytes / 11 GB/s,
# misses by 31.7% RMS, so it is not used.
# Residual: 16.1% RMS relative over 1040 repetitions.
memcpy_d2h_ns = 4K:13.2us 8K:10.58us 16K:12.39us 32K:21.75us 64K:28.79us 128K:40.53us 256K:62.38us 512K:102.6us 1M:176.5us 2M:246.7us 4M:414.4us 8M:725.6us 16M:1.366ms 32M:2.669ms 64M:5.181ms 256M:19.32ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (455 points at 7 sizes): the best line, 108.5ns +
# bytes / 18 GB/s, misses by 39.5% RMS, so it is not used.
# Residual: 30.6% RMS relative over 455 repetitions.
host_read_ns = 64K:4.181us 256K:11.87us 1M:47.61us 2M:103us 4M:275.6us 16M:1.765ms 64M:9.259ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (455 points at 7 sizes): the best line, 0ns + bytes / 36.5 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 18.2% RMS relative over 455 repetitions.
host_write_ns = 64K:905ns 256K:5.124us 1M:23.52us 2M:46.78us 4M:167.5us 16M:968.9us 64M:5.448ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 455 points at 7 sizes): 0ns +
# bytes / 11.6 GB/s, written at the measured sizes (the medians would give
# 13.8%).
# Residual: 14.5% RMS relative over 455 repetitions.
host_write_cold_ns = 64K:5.331us 256K:22.21us 1M:89.71us 2M:179.7us 4M:359.7us 16M:1.44ms 64M:5.76ms

