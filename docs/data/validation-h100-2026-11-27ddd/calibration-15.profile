# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T03:05:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:05:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.007us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.178us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.499us + bytes / 1.12e+04 GB/s, misses by 58.4% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:1.49us 64K:1.55us 1M:1.456us 1536K:1.566us 2M:40.69us 8M:31.74us 64M:36.83us 256M:49.01us 1G:75.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.075us + bytes / 3.03e+03 GB/s, misses by 50.2% RMS, so it is
# not used.
# Residual: 18.5% RMS relative over 45 repetitions.
free_ns = 4K:1.314us 64K:1.264us 1M:1.262us 1536K:1.258us 2M:29.53us 8M:30.74us 64M:44.47us 256M:92.64us 1G:299.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.823us + bytes / 5.15e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 37.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.182us 64K:2.264us 2M:20.11us 16M:32.32us 64M:41.06us 256M:44.06us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.392us + bytes / 3.41e+05 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 8.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.392us 64K:7.393us 2M:7.399us 16M:7.442us 64M:7.589us 256M:8.179us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 29.8%, 512K 29.7%, 1M 29.7%, 2M 28.7%, 4M 26.5%, 8M 20.9%, 16M
# 19.6%, 32M 19.6%.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.05us     60.87us
# seq             2M          0         2         2     2097152           0     247.9us     242.2us
# seq            16M          0        16        16    16777216           0     3.853ms     1.937ms
# seq            64M          0        64        64    67108864           0     6.883ms      7.75ms
# seq           256M          0       256       256   268435456           0     35.57ms        31ms
# stride         64M        64K         4        32    67108864           0     4.151ms     4.496ms
# stride        256M         2M        16       128     8388608           0     1.932ms     2.054ms
# random         16M          0        16        16    16777216           0     1.672ms     1.937ms
# random         64M          0        39       104    67108864           0     6.257ms     6.694ms
# random        256M          0       127       907   268435456           0     36.47ms     28.05ms
# fresh           2M          0         2         2           0     2097152     90.56us     113.7us
# fresh          16M          0        16        16           0    16777216     831.3us     909.8us
# fresh          64M          0        64        64           0    67108864     4.176ms     3.639ms
# fresh         256M          0       256       256           0   268435456     18.25ms     14.56ms
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
# prefetch at the driver's defaults). Result: 51.24us per batch, 5.624us per
# VA block, bytes / 16.3 GB/s moved, 0ns per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_batch_ns = 51.24us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_block_ns = 5.624us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:250.9ns 64K:4.015us 512K:32.12us 1M:64.23us 2M:128.5us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34us + bytes / 47.4
# GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.38us 2M:117.2us 16M:405.5us 64M:1.343ms 256M:5.32ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 15us + bytes / 17 GB/s, written at the measured
# sizes (the means would give 3.9%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.86us 2M:138.6us 16M:1.004ms 64M:3.969ms 256M:15.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 15.66us + bytes / 10.2 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.32us 512K:65.01us 2M:228.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 23.08us + bytes / 4.13 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.26us 512K:166.6us 2M:497.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 247.9us +
# bytes / 3.48 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:282.2us 256K:334.4us 2M:701.2us 16M:5.187ms 64M:20.85ms 256M:86.24ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.901us + bytes / 1.54e+03 GB/s, misses by 26.9% RMS,
# so it is not used.
# Residual: 19.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.477us 2M:3.512us 16M:19.85us 64M:54.5us 256M:150.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.556us +
# bytes / 112 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 15.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.14us 2M:28.29us 16M:159.4us 64M:609us 256M:2.407ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
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
# sizes): 7.048us + bytes / 299 GB/s, written at the measured sizes (the
# medians would give 14.8%).
# Residual: 14.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.06us 16M:63.15us 64M:231.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.76us + bytes / 180 GB/s, written at the measured
# sizes (the medians would give 6.3%).
# Residual: 6.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.4us 16M:113.9us 64M:393.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 169 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.68us 16M:89.35us 64M:424.1us 256M:1.638ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.998us
# + bytes / 10.8 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 18.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.515us 64K:24.09us 2M:153.6us 16M:1.562ms 64M:6.955ms 256M:34.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.39us + bytes / 11.8 GB/s,
# misses by 21.6% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.05us 64K:26.49us 2M:241us 16M:1.481ms 64M:5.052ms 256M:20.87ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.7 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 32.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.353us 2M:105.7us 16M:1.684ms 64M:7.425ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.3 GB/s, misses by
# 34.3% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:931ns 2M:49.43us 16M:714.3us 64M:4.304ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 977.4ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.837us 2M:188.5us 16M:1.501ms 64M:6.001ms

