# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:49:38Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:49:38Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.9% RMS relative over 5 repetitions.
launch_ns = 3.104us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.013us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.842us + bytes / 1.02e+04 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.829us 64K:2.886us 1M:2.752us 1536K:2.711us 2M:65.06us 8M:37.16us 64M:41.15us 256M:40.15us 1G:86.06us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.246us + bytes / 2.57e+03 GB/s, misses by 51.8% RMS, so it is
# not used.
# Residual: 22.0% RMS relative over 45 repetitions.
free_ns = 4K:1.513us 64K:1.555us 1M:1.518us 1536K:1.403us 2M:41.34us 8M:34.05us 64M:50.18us 256M:107.9us 1G:359.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.574us + bytes / 6.89e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 41.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.552us 64K:2.214us 2M:19.32us 16M:40.99us 64M:28.09us 256M:33.87us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.037us + bytes / 3.98e+05 GB/s, written at the measured sizes (the
# medians would give 7.0%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.037us 64K:9.037us 2M:9.042us 16M:9.079us 64M:9.206us 256M:9.711us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.2%, 512K 18.9%, 1M 18.5%, 2M 17.6%, 4M 17.2%, 8M 16.5%, 16M
# 16.3%, 32M 16.9%.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     105.2us     81.18us
# seq             2M          0         2         2     2097152           0     236.5us       278us
# seq            16M          0        16        16    16777216           0     1.674ms     2.035ms
# seq            64M          0        64        64    67108864           0     8.406ms     8.057ms
# seq           256M          0       256       256   268435456           0     35.72ms     32.15ms
# stride         64M        64K         4        32    67108864           0     5.729ms     5.452ms
# stride        256M         2M        16       128     8388608           0     2.524ms     2.841ms
# random         16M          0        16        16    16777216           0     1.972ms     2.035ms
# random         64M          0        39       104    67108864           0     9.061ms     7.646ms
# random        256M          0       127       907   268435456           0     48.25ms     35.64ms
# fresh           2M          0         2         2           0     2097152     147.2us     173.3us
# fresh          16M          0        16        16           0    16777216     1.072ms     1.196ms
# fresh          64M          0        64        64           0    67108864     5.548ms     4.705ms
# fresh         256M          0       256       256           0   268435456     24.19ms     18.74ms
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
# prefetch at the driver's defaults). Result: 36.68us per batch, 12.64us per
# VA block, bytes / 13.8 GB/s moved, 27.11us per faulting kernel, bytes / 44.1
# GB/s zero-filled.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_batch_ns = 36.68us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_block_ns = 12.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:297.4ns 64K:4.759us 512K:38.07us 1M:76.15us 2M:152.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_wake_ns = 27.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:92.84ns 64K:1.485us 512K:11.88us 1M:23.77us 2M:47.53us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.81us + bytes /
# 47.5 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 1.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.08us 2M:117.3us 16M:410us 64M:1.342ms 256M:5.289ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.89us + bytes / 15.6 GB/s, written at
# the measured sizes (the medians would give 2.1%).
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.08us 2M:149us 16M:1.088ms 64M:4.307ms 256M:17.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.17us + bytes / 13.1 GB/s, written at the
# measured sizes (the medians would give 8.2%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.18us 512K:54.28us 2M:174.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.39us + bytes / 4.35 GB/s, written at
# the measured sizes (the medians would give 12.0%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.46us 512K:141.9us 2M:503.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 222.4us + bytes / 3.43
# GB/s, written at the measured sizes (the medians would give 6.3%).
# Residual: 13.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:241.5us 256K:298.8us 2M:833.9us 16M:5.115ms 64M:19.79ms 256M:78.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.931us + bytes / 1.58e+03 GB/s, misses by 22.4% RMS,
# so it is not used.
# Residual: 15.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.6us 2M:2.583us 16M:14.19us 64M:46.38us 256M:174us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.86us +
# bytes / 102 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.5us 2M:31.35us 16M:174.8us 64M:666.6us 256M:2.634ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.08us

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
# sizes): 9.093us + bytes / 303 GB/s, written at the measured sizes (the
# medians would give 15.0%).
# Residual: 15.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.01us 16M:64.39us 64M:230.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.96us + bytes / 216 GB/s, written at the measured
# sizes (the medians would give 14.4%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.69us 16M:103.8us 64M:337.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.212us +
# bytes / 196 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 24.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.99us 16M:85.46us 64M:350us 256M:1.37ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.671us
# + bytes / 12.5 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.01us 64K:22.7us 2M:142.6us 16M:1.229ms 64M:6.201ms 256M:27.92ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.06us + bytes / 13 GB/s,
# misses by 25.1% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.8us 64K:28.27us 2M:243.2us 16M:1.255ms 64M:4.74ms 256M:18.4ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.1 GB/s, misses by 34.6% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
host_read_ns = 64K:3.253us 2M:109.1us 16M:1.832ms 64M:7.445ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.7 GB/s, misses by
# 35.9% RMS, so it is not used.
# Residual: 11.6% RMS relative over 20 repetitions.
host_write_ns = 64K:988ns 2M:50.84us 16M:970.3us 64M:4.283ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 6.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.652us 2M:182.1us 16M:1.457ms 64M:5.828ms

