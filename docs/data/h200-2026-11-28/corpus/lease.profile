# Calibrated profile: NVIDIA H200.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/vc/gpu/machine.profile --base
# profiles/h200-pcie5.profile --from
# /tmp/vc/gpu/calibration-1.profile.measurements.csv --from
# /tmp/vc/gpu/calibration-2.profile.measurements.csv --from
# /tmp/vc/gpu/calibration-3.profile.measurements.csv` from measurements of
# 2026-11-28T20:18:27Z to 2026-11-28T20:21:26Z: NVIDIA H200, driver 580.159.04
# (API 13000), CUDA runtime 13000. Every repetition is in the measurements
# file beside this one (its name + .measurements.csv); `gpurun --calibrate
# FILE --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# profiles/h200-pcie5.profile.

description = NVIDIA H200, calibrated by gpurun --calibrate (2026-11-28T20:18:27Z to 2026-11-28T20:21:26Z)

# The device's name as the measurements record it.
gpu_name = NVIDIA H200

# cudaMemGetInfo's total bytes.
capacity = 150109880320

# An FMA-bound kernel, every thread running 8 independent chains of fp32 fmaf
# on registers, 8 blocks of 256 threads per SM, 2 FLOPs per FMA (size = the
# kernel's FLOPs), GPU time by CUDA events. Measured by gpurun --calibrate;
# the value is the best of 15 repetitions (a maximum: a peak rate).
# Residual: 0.2% RMS relative over 15 repetitions.
fp32_flops = 65.21T

# A tensor-core kernel through WMMA (nvcuda::wmma 16x16x16, fp16 inputs, fp32
# accumulate), every warp running 8 independent accumulators on fragments in
# registers, 2 * 16^3 FLOPs per mma_sync, GPU time by CUDA events. WMMA does
# not use Hopper's warpgroup instructions (wgmma), so on an H100 or H200 this
# rate can be below the datasheet's. Measured by gpurun --calibrate; the value
# is the best of 15 repetitions (a maximum: a peak rate).
# Residual: 0.5% RMS relative over 15 repetitions.
fp16_flops = 652.4T

# A device-memory streaming kernel copying between the two halves of one
# cudaMalloc buffer of up to 2 GiB (far beyond the L2), 16 bytes per thread;
# size = bytes read + written, GPU time by CUDA events. Measured by gpurun
# --calibrate; the value is the best of 15 repetitions (a maximum: a peak
# rate).
# Residual: 0.9% RMS relative over 15 repetitions.
mem_bw = 4.244T

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 15 repetitions.
# Residual: 22.9% RMS relative over 15 repetitions.
launch_ns = 4.404us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 15 repetitions.
# Residual: 4.5% RMS relative over 15 repetitions.
kernel_gap_ns = 1.625us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (135 points at 9
# sizes): the best line, 1.449us + bytes / 1.43e+03 GB/s, misses by 63.1% RMS,
# so it is not used.
# Residual: 54.5% RMS relative over 135 repetitions.
malloc_ns = 4K:2.64us 64K:2.278us 1M:2.156us 1536K:1.623us 2M:62.09us 8M:60.66us 64M:158.8us 256M:631.7us 1G:668.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (135 points at 9 sizes): the
# best line, 3.357us + bytes / 1.77e+03 GB/s, misses by 52.3% RMS, so it is
# not used.
# Residual: 23.1% RMS relative over 135 repetitions.
free_ns = 4K:3.649us 64K:3.671us 1M:3.616us 1536K:3.546us 2M:50.19us 8M:57.09us 64M:79.79us 256M:166.5us 1G:486.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (90 points at 6 sizes): the best line,
# 3.345us + bytes / 6.15e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 41.6% RMS relative over 90 repetitions.
managed_malloc_ns = 4K:3.178us 64K:2.904us 2M:22.15us 16M:38.73us 64M:37.49us 256M:38.48us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (90 points at 6 sizes): the best line, 10.81us + bytes /
# 3.61e+05 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 15.8% RMS relative over 90 repetitions.
managed_free_ns = 4K:11.37us 64K:10.84us 2M:10.82us 16M:10.56us 64M:10.65us 256M:11.68us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h200-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.3%, 512K 13.9%, 1M 13.3%, 2M 13.0%, 4M 12.8%, 8M 13.3%, 16M
# 14.3%, 32M 15.4%.
# Residual: 22.1% RMS relative over 210 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.34us     66.11us
# seq             2M          0         2         2     2097152           0     218.3us     236.2us
# seq            16M          0        16        16    16777216           0     1.312ms     1.543ms
# seq            64M          0        64        64    67108864           0     6.446ms     6.024ms
# seq           256M          0       256       256   268435456           0      28.1ms     23.95ms
# stride         64M        64K        16        32    67108864           0     5.951ms     5.655ms
# stride        256M         2M        64       128     8388608           0      2.08ms     2.181ms
# random         16M          0         9        23    16777216           0     1.671ms     1.624ms
# random         64M          0        35       230    67108864           0     7.784ms     7.939ms
# random        256M          0       128      1431   268435456           0     39.48ms      37.5ms
# fresh           2M          0         2         2           0     2097152     137.2us     163.4us
# fresh          16M          0        16        16           0    16777216     852.8us     961.2us
# fresh          64M          0        64        64           0    67108864     4.197ms     3.696ms
# fresh         256M          0       256       256           0   268435456     19.72ms     14.64ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 210 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 0ns per batch, 11.54us per VA
# block, bytes / 12.8 GB/s moved, 49.46us per faulting kernel, bytes / 23.1
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.1% RMS relative over 210 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 210 repetitions.
fault_block_ns = 11.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.1% RMS relative over 210 repetitions.
fault_h2d_ns = 4K:319.6ns 64K:5.114us 512K:40.91us 1M:81.82us 2M:163.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 210 repetitions.
fault_wake_ns = 49.46us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.1% RMS relative over 210 repetitions.
fault_zero_ns = 4K:177.5ns 64K:2.84us 512K:22.72us 1M:45.45us 2M:90.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (120 points at 8 sizes): the best line, 41.6us + bytes /
# 42.3 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 7.5% RMS relative over 120 repetitions.
prefetch_h2d_ns = 64K:37.86us 256K:43.42us 1M:91.44us 2M:119.5us 4M:169.6us 16M:467us 64M:1.425ms 256M:5.636ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (120 points at 8 sizes): the best line,
# 18.28us + bytes / 14.3 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 11.8% RMS relative over 120 repetitions.
prefetch_d2h_ns = 64K:21.56us 256K:37.29us 1M:113.2us 2M:198.8us 4M:308us 16M:1.06ms 64M:4.333ms 256M:18.92ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 1440 points at 3 sizes): 17.22us + bytes / 12.6 GB/s, written at the
# measured sizes (the means would give 8.3%).
# Residual: 8.3% RMS relative over 1440 repetitions.
evict_d2h_ns = 64K:22.42us 512K:58.87us 2M:183.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (90 points at 3 sizes): the best
# line, 24.24us + bytes / 4.14 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 14.3% RMS relative over 90 repetitions.
cpu_fault_d2h_ns = 64K:39.27us 512K:171us 2M:493.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h200-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (90 points at 6 sizes): the best line, 310.4us +
# bytes / 2.75 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 17.4% RMS relative over 90 repetitions.
host_populate_ns = 64K:358us 256K:403.6us 2M:922.7us 16M:6.397ms 64M:25.05ms 256M:113.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (240 points at 8
# sizes): the best line, 3.117us + bytes / 1.53e+03 GB/s, misses by 24.9% RMS,
# so it is not used.
# Residual: 22.7% RMS relative over 240 repetitions.
prefetch_host_ns = 64K:3.635us 256K:3.552us 1M:3.55us 2M:3.639us 4M:6.95us 16M:15.07us 64M:47.13us 256M:175.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (120 points at 8 sizes): the best line, 11.91us + bytes / 102 GB/s, misses
# by 18.4% RMS, so it is not used.
# Residual: 14.7% RMS relative over 120 repetitions.
prefetch_call_ns = 64K:15.05us 256K:14.94us 1M:19.78us 2M:27.61us 4M:49.61us 16M:192.3us 64M:744.4us 256M:2.862ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 45 repetitions.
# Residual: 36.4% RMS relative over 45 repetitions.
prefetch_defer_ns = 97.25us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 15 repetitions.
# Residual: 0.0% RMS relative over 15 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (45 points at 3 sizes): the best line, 10.62us + bytes /
# 297 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.3% RMS relative over 45 repetitions.
prefetch_zero_ns = 2M:17.69us 16M:67.09us 64M:236.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 45
# points at 3 sizes): 24.65us + bytes / 198 GB/s, written at the measured
# sizes (the medians would give 14.1%).
# Residual: 14.1% RMS relative over 45 repetitions.
prefetch_zero_defer_ns = 2M:35.23us 16M:109.3us 64M:363.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (60 points at 4 sizes): the best line, 0ns +
# bytes / 126 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 24.3% RMS relative over 60 repetitions.
managed_free_resident_ns = 2M:12.67us 16M:128.9us 64M:526.7us 256M:2.117ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (240 points at 16 sizes): the best line,
# 7.589us + bytes / 14.2 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 14.9% RMS relative over 240 repetitions.
memcpy_h2d_ns = 4K:7.115us 8K:7.626us 16K:9.39us 32K:13.55us 64K:22.07us 128K:18.29us 256K:20.5us 512K:33.41us 1M:63.41us 2M:134.9us 4M:324.2us 8M:654.3us 16M:1.428ms 32M:3.062ms 64M:6.81ms 256M:31.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (240 points at 16 sizes): the best line, 14.72us + bytes / 11.2 GB/s,
# misses by 31.8% RMS, so it is not used.
# Residual: 14.9% RMS relative over 240 repetitions.
memcpy_d2h_ns = 4K:14.31us 8K:11.53us 16K:14.16us 32K:22.58us 64K:33.41us 128K:43.03us 256K:66.2us 512K:110.7us 1M:177.3us 2M:252.6us 4M:405.2us 8M:704.7us 16M:1.306ms 32M:2.596ms 64M:5.017ms 256M:20.35ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (105 points at 7 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 38.1% RMS, so it is not used.
# Residual: 32.2% RMS relative over 105 repetitions.
host_read_ns = 64K:4.55us 256K:13.97us 1M:63.49us 2M:136.3us 4M:375.5us 16M:1.875ms 64M:9.518ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (105 points at 7 sizes): the best line, 0ns + bytes / 31.9 GB/s, misses by
# 35.2% RMS, so it is not used.
# Residual: 14.7% RMS relative over 105 repetitions.
host_write_ns = 64K:1.015us 256K:6.798us 1M:25.45us 2M:51.27us 4M:179.5us 16M:894.6us 64M:5.626ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 105 points at 7 sizes): 452.1ns
# + bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 7.4%).
# Residual: 7.6% RMS relative over 105 repetitions.
host_write_cold_ns = 64K:6.858us 256K:26.08us 1M:103us 2M:205.5us 4M:410.5us 16M:1.64ms 64M:6.561ms

