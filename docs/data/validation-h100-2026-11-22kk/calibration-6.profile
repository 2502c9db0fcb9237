# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:06:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:06:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.1% RMS relative over 5 repetitions.
launch_ns = 3.73us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.998us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.806us + bytes / 6.26e+03 GB/s, misses by 60.6% RMS,
# so it is not used.
# Residual: 28.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.766us 64K:2.893us 1M:2.721us 1536K:2.806us 2M:43.43us 8M:37.52us 64M:51.96us 256M:70.58us 1G:133.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.247us + bytes / 2.54e+03 GB/s, misses by 51.8% RMS, so it is
# not used.
# Residual: 21.9% RMS relative over 45 repetitions.
free_ns = 4K:1.516us 64K:1.544us 1M:1.474us 1536K:1.437us 2M:32.97us 8M:34.65us 64M:52.33us 256M:114.7us 1G:351.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.712us + bytes / 3.63e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 40.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.371us 64K:2.627us 2M:19.81us 16M:26.83us 64M:49.2us 256M:59.42us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.87us + bytes / 7.64e+05 GB/s, written at the measured sizes (the
# medians would give 12.6%).
# Residual: 13.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.87us 64K:9.87us 2M:9.872us 16M:9.892us 64M:9.958us 256M:10.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.0%, 512K 16.0%, 1M 16.1%, 2M 15.5%, 4M 14.1%, 8M 12.2%, 16M
# 11.1%, 32M 11.6%.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.77us     65.35us
# seq             2M          0         2         2     2097152           0     235.5us     276.7us
# seq            16M          0        16        16    16777216           0     1.882ms     2.182ms
# seq            64M          0        64        64    67108864           0     9.252ms     8.713ms
# seq           256M          0       256       256   268435456           0     38.05ms     34.84ms
# stride         64M        64K         4        32    67108864           0     6.286ms     5.757ms
# stride        256M         2M        16       128     8388608           0     2.893ms     3.098ms
# random         16M          0        16        16    16777216           0     2.387ms     2.182ms
# random         64M          0        39       104    67108864           0     7.885ms     8.224ms
# random        256M          0       127       907   268435456           0     45.84ms      38.5ms
# fresh           2M          0         2         2           0     2097152     156.1us     169.3us
# fresh          16M          0        16        16           0    16777216     1.208ms     1.322ms
# fresh          64M          0        64        64           0    67108864     5.553ms     5.276ms
# fresh         256M          0       256       256           0   268435456     25.63ms     21.09ms
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
# prefetch at the driver's defaults). Result: 41.84us per batch, 13.92us per
# VA block, bytes / 13.1 GB/s moved, 4.571us per faulting kernel, bytes / 39.4
# GB/s zero-filled.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_batch_ns = 41.84us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_block_ns = 13.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:313.7ns 64K:5.019us 512K:40.16us 1M:80.31us 2M:160.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_wake_ns = 4.571us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:103.9ns 64K:1.663us 512K:13.3us 1M:26.61us 2M:53.21us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.12us + bytes /
# 45.6 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.91us 2M:122.2us 16M:436.2us 64M:1.37ms 256M:5.678ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16us + bytes / 13.2 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 18.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.95us 2M:180.5us 16M:1.118ms 64M:4.793ms 256M:29.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.54us + bytes / 12.9 GB/s, written at the
# measured sizes (the medians would give 11.2%).
# Residual: 11.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.61us 512K:55.11us 2M:176.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.66us + bytes / 4.07 GB/s, written at
# the measured sizes (the medians would give 11.7%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.78us 512K:149.6us 2M:536.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 282.5us + bytes / 2.77 GB/s, misses by 16.0% RMS, so
# it is not used.
# Residual: 9.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:316.8us 256K:408.3us 2M:831.8us 16M:6.497ms 64M:26.98ms 256M:110.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.062us + bytes / 1.53e+03 GB/s, misses by 23.4% RMS,
# so it is not used.
# Residual: 16.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.756us 2M:2.728us 16M:14.84us 64M:47.26us 256M:179.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 21.2us +
# bytes / 103 GB/s, written at the measured sizes (the medians would give
# 9.9%).
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.83us 2M:41.48us 16M:183.4us 64M:670us 256M:2.616ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.58us

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
# measured medians (15 points at 3 sizes): the best line, 6.799us + bytes /
# 276 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 16.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.28us 16M:71.14us 64M:240.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.27us + bytes / 255 GB/s, written at the measured
# sizes (the medians would give 9.3%).
# Residual: 9.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.48us 16M:92.95us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 115.6ns +
# bytes / 186 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.37us 16M:89.86us 64M:361.7us 256M:1.437ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.771us
# + bytes / 9.18 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.396us 64K:26.35us 2M:185.2us 16M:1.897ms 64M:7.945ms 256M:34.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.15us + bytes / 11.9 GB/s,
# misses by 24.9% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.945us 64K:28.69us 2M:271.1us 16M:1.35ms 64M:4.864ms 256M:21.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.17 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 16.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.276us 2M:182.8us 16M:2.075ms 64M:9.906ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.8 GB/s, misses by
# 29.3% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.499us 2M:79.13us 16M:1.056ms 64M:5.981ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 189.9ns +
# bytes / 10 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 6.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.743us 2M:209.9us 16M:1.678ms 64M:6.711ms

