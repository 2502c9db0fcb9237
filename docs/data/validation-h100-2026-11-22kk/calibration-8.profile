# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:07:05Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:07:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.3% RMS relative over 5 repetitions.
launch_ns = 3.076us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.202us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.776us + bytes / 8.31e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.06us 64K:2.395us 1M:1.666us 1536K:1.565us 2M:37.21us 8M:32.53us 64M:38.88us 256M:43.6us 1G:104.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.182us + bytes / 2.53e+03 GB/s, misses by 53.8% RMS, so it is
# not used.
# Residual: 22.2% RMS relative over 45 repetitions.
free_ns = 4K:1.895us 64K:2.247us 1M:1.275us 1536K:1.325us 2M:29.82us 8M:31.57us 64M:59.29us 256M:113.8us 1G:374us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.185us + bytes / 4.75e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.058us 64K:2.789us 2M:22.97us 16M:38.66us 64M:48.36us 256M:48.24us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.38us + bytes / 1.47e+05 GB/s, written at the measured sizes (the
# medians would give 11.2%).
# Residual: 11.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.38us 64K:12.38us 2M:12.4us 16M:12.5us 64M:12.84us 256M:14.21us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.6%, 512K 16.4%, 1M 16.2%, 2M 16.4%, 4M 17.4%, 8M 18.3%, 16M
# 18.6%, 32M 19.3%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.04us     58.48us
# seq             2M          0         2         2     2097152           0     225.5us     263.2us
# seq            16M          0        16        16    16777216           0      1.76ms     1.852ms
# seq            64M          0        64        64    67108864           0     8.984ms     7.299ms
# seq           256M          0       256       256   268435456           0     35.27ms     29.09ms
# stride         64M        64K        64        64    67108864           0     6.731ms     7.299ms
# stride        256M         2M       128       128     8388608           0     2.696ms     2.878ms
# random         16M          0        10        55    16777216           0     2.539ms     2.481ms
# random         64M          0        38       373    67108864           0     12.19ms     12.28ms
# random        256M          0       160      1651   268435456           0     52.57ms     51.57ms
# fresh           2M          0         2         2           0     2097152     154.7us     194.5us
# fresh          16M          0        16        16           0    16777216     1.172ms     1.302ms
# fresh          64M          0        64        64           0    67108864     6.461ms     5.099ms
# fresh         256M          0       256       256           0   268435456     29.89ms     20.29ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.12us per VA
# block, bytes / 10.8 GB/s moved, 36.28us per faulting kernel, bytes / 16.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 16.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:380.3ns 64K:6.085us 512K:48.68us 1M:97.36us 2M:194.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 36.28us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:246.1ns 64K:3.937us 512K:31.5us 1M:62.99us 2M:126us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.38us + bytes /
# 47.5 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 1.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.42us 2M:117.6us 16M:409.7us 64M:1.344ms 256M:5.335ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.74us + bytes / 15.9 GB/s, written at
# the measured sizes (the medians would give 10.3%).
# Residual: 12.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.85us 2M:152.3us 16M:1.073ms 64M:4.229ms 256M:16.86ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.86us + bytes / 12.6 GB/s, written at the
# measured sizes (the medians would give 14.1%).
# Residual: 14.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.06us 512K:55.47us 2M:180.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.88us + bytes / 4.03 GB/s, written at
# the measured sizes (the medians would give 13.0%).
# Residual: 14.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.13us 512K:150.9us 2M:540.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 287.2us + bytes / 2.53 GB/s, misses by 24.2% RMS, so
# it is not used.
# Residual: 22.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:343.3us 256K:391.2us 2M:897us 16M:7.253ms 64M:29.49ms 256M:118.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.813us + bytes / 1.5e+03 GB/s, misses by 19.0% RMS,
# so it is not used.
# Residual: 19.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.631us 2M:4.998us 16M:14.34us 64M:46.12us 256M:175.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 12.99us +
# bytes / 89.1 GB/s, written at the measured sizes (the medians would give
# 12.2%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.72us 2M:36.51us 16M:201.2us 64M:765.8us 256M:3.024ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 102.9us

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
# measured medians (15 points at 3 sizes): the best line, 5.977us + bytes /
# 249 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.36us 16M:75.22us 64M:270.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.98us + bytes / 201 GB/s, written at the measured
# sizes (the medians would give 10.8%).
# Residual: 11.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.42us 16M:104.5us 64M:355us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.383us +
# bytes / 161 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.46us 16M:105.2us 64M:425.1us 256M:1.663ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 11.77us
# + bytes / 8.55 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:10.71us 64K:41.18us 2M:314.5us 16M:2.17ms 64M:6.58ms 256M:29.11ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.74us + bytes / 11.9 GB/s,
# misses by 25.5% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.48us 64K:27.86us 2M:247.5us 16M:1.296ms 64M:5.284ms 256M:21.41ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.1 GB/s, misses by 44.4% RMS, so it is not used.
# Residual: 20.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.356us 2M:101.4us 16M:2.061ms 64M:10.48ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.8 GB/s, misses by
# 44.5% RMS, so it is not used.
# Residual: 9.3% RMS relative over 20 repetitions.
host_write_ns = 64K:958ns 2M:49.22us 16M:1.148ms 64M:5.874ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.453us 2M:176.9us 16M:1.416ms 64M:5.663ms

