# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:45:52Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:45:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 3.9% RMS relative over 5 repetitions.
launch_ns = 3.879us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.968us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.521us + bytes / 8.41e+03 GB/s, misses by 59.6% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.484us 64K:2.68us 1M:2.402us 1536K:2.537us 2M:59.72us 8M:44.16us 64M:66.26us 256M:67.15us 1G:101.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.038us + bytes / 1.57e+03 GB/s, misses by 46.7% RMS, so it is
# not used.
# Residual: 17.0% RMS relative over 45 repetitions.
free_ns = 4K:3.39us 64K:3.449us 1M:3.201us 1536K:3.367us 2M:38.32us 8M:42.27us 64M:81.43us 256M:169.7us 1G:569.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.92us
# + bytes / 4.17e+03 GB/s, misses by 67.1% RMS, so it is not used.
# Residual: 47.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.362us 64K:3.915us 2M:27.95us 16M:61.23us 64M:70.41us 256M:56.57us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12us + bytes / 2.04e+05 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12us 64K:12us 2M:12.01us 16M:12.08us 64M:12.33us 256M:13.32us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.5%, 512K 23.2%, 1M 22.7%, 2M 21.1%, 4M 20.9%, 8M 19.3%, 16M
# 18.2%, 32M 18.7%.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.67us     76.79us
# seq             2M          0         2         2     2097152           0     221.5us     266.3us
# seq            16M          0        16        16    16777216           0     1.638ms     2.071ms
# seq            64M          0        64        64    67108864           0     10.35ms     8.259ms
# seq           256M          0       256       256   268435456           0     42.78ms     33.01ms
# stride         64M        64K         4        32    67108864           0     4.596ms     4.772ms
# stride        256M         2M        16       128     8388608           0     2.641ms      3.03ms
# random         16M          0        16        16    16777216           0     1.993ms     2.071ms
# random         64M          0        39       104    67108864           0     9.234ms     7.509ms
# random        256M          0       127       907   268435456           0     55.09ms        35ms
# fresh           2M          0         2         2           0     2097152     132.3us       137us
# fresh          16M          0        16        16           0    16777216     904.6us     1.037ms
# fresh          64M          0        64        64           0    67108864     4.474ms     4.122ms
# fresh         256M          0       256       256           0   268435456     19.17ms     16.46ms
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
# prefetch at the driver's defaults). Result: 51.1us per batch, 13.18us per VA
# block, bytes / 16.2 GB/s moved, 8.478us per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_batch_ns = 51.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_block_ns = 13.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:252.5ns 64K:4.04us 512K:32.32us 1M:64.64us 2M:129.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_wake_ns = 8.478us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.33us + bytes /
# 46.6 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.25us 2M:124.4us 16M:427.9us 64M:1.353ms 256M:5.396ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.95us + bytes / 14.3 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 16.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.68us 2M:265.1us 16M:1.543ms 64M:3.935ms 256M:16.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.35us + bytes / 12 GB/s, written at the
# measured sizes (the medians would give 7.2%).
# Residual: 7.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.82us 512K:58.07us 2M:189.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.28us + bytes / 4.27 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.7us 512K:170.6us 2M:474.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 347.1us + bytes / 2.49 GB/s, misses by 16.8% RMS, so
# it is not used.
# Residual: 10.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:392.2us 256K:496us 2M:922.3us 16M:7.735ms 64M:30.77ms 256M:117.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.006us + bytes / 1.52e+03 GB/s, misses by 22.0% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.711us 2M:2.679us 16M:14.8us 64M:47.75us 256M:181.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.26us + bytes / 81.4 GB/s, misses
# by 23.6% RMS, so it is not used.
# Residual: 19.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.74us 2M:34.07us 16M:215.5us 64M:910.9us 256M:3.921ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 96.58us

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
# sizes): 22.56us + bytes / 295 GB/s, written at the measured sizes (the
# medians would give 11.5%).
# Residual: 11.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:29.67us 16M:79.4us 64M:249.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.23us + bytes / 242 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 7.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.88us 16M:96.44us 64M:304.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.319us +
# bytes / 166 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.1us 16M:104.3us 64M:403.6us 256M:1.668ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.021us
# + bytes / 10.7 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.584us 64K:24.48us 2M:141.7us 16M:1.889ms 64M:8.095ms 256M:34.47ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.9us + bytes / 12.8 GB/s,
# misses by 22.8% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.704us 64K:26.9us 2M:248.6us 16M:1.232ms 64M:4.62ms 256M:20.41ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.71 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.282us 2M:216.8us 16M:2.853ms 64M:10.07ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.2 GB/s, misses by
# 48.3% RMS, so it is not used.
# Residual: 35.1% RMS relative over 20 repetitions.
host_write_ns = 64K:2.588us 2M:111.8us 16M:1.774ms 64M:5.916ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 918.1ns +
# bytes / 9.97 GB/s, written at the measured sizes (the medians would give
# 6.5%).
# Residual: 6.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.49us 2M:211.2us 16M:1.683ms 64M:6.731ms

