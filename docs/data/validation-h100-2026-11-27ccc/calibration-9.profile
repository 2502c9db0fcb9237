# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:55:11Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:55:11Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 2.782us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.173us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.612us + bytes / 1.24e+04 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:1.658us 64K:1.814us 1M:1.528us 1536K:1.536us 2M:34.52us 8M:30.82us 64M:43.91us 256M:36.8us 1G:70.04us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.132us + bytes / 3.07e+03 GB/s, misses by 50.8% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:1.504us 64K:1.364us 1M:1.322us 1536K:1.239us 2M:28.01us 8M:30.05us 64M:47.41us 256M:90.55us 1G:299.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.274us + bytes / 8.78e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.152us 64K:1.99us 2M:18.19us 16M:20.81us 64M:28.33us 256M:26.76us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.196us + bytes / 2.89e+05 GB/s, written at the measured sizes (the
# medians would give 9.5%).
# Residual: 9.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.196us 64K:7.196us 2M:7.203us 16M:7.254us 64M:7.428us 256M:8.124us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.7%, 512K 16.4%, 1M 15.9%, 2M 15.6%, 4M 15.1%, 8M 14.9%, 16M
# 15.4%, 32M 16.1%.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.52us     63.44us
# seq             2M          0         2         2     2097152           0       213us     261.1us
# seq            16M          0        16        16    16777216           0     1.656ms     1.842ms
# seq            64M          0        64        64    67108864           0     7.495ms     7.261ms
# seq           256M          0       256       256   268435456           0     32.72ms     28.94ms
# stride         64M        64K         8        32    67108864           0     7.168ms     6.255ms
# stride        256M         2M        32       128     8388608           0     2.247ms     2.488ms
# random         16M          0        12        16    16777216           0     1.771ms     1.794ms
# random         64M          0        36       161    67108864           0     8.399ms     7.947ms
# random        256M          0       125      1211   268435456           0     43.25ms     37.42ms
# fresh           2M          0         2         2           0     2097152     139.7us     173.3us
# fresh          16M          0        16        16           0    16777216     1.076ms     1.139ms
# fresh          64M          0        64        64           0    67108864     5.505ms      4.45ms
# fresh         256M          0       256       256           0   268435456     21.42ms     17.69ms
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
# prefetch at the driver's defaults). Result: 11.94us per batch, 10.53us per
# VA block, bytes / 11.6 GB/s moved, 35.31us per faulting kernel, bytes / 22.5
# GB/s zero-filled.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_batch_ns = 11.94us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_block_ns = 10.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:353.2ns 64K:5.652us 512K:45.21us 1M:90.43us 2M:180.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_wake_ns = 35.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:181.7ns 64K:2.906us 512K:23.25us 1M:46.5us 2M:93.01us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.24us + bytes /
# 48.1 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.18us 2M:113us 16M:411.8us 64M:1.34ms 256M:5.275ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 22.92us + bytes / 16.5 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 19.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.07us 2M:212us 16M:927.3us 64M:3.684ms 256M:18.02ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.83us + bytes / 14.3 GB/s, written at the measured
# sizes (the means would give 5.3%).
# Residual: 5.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.42us 512K:50.53us 2M:160.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 58.72us + bytes / 5.12 GB/s, misses by 55.4% RMS, so it is not used.
# Residual: 51.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:68.16us 512K:197.3us 2M:429.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 214.2us + bytes / 3.78 GB/s, written at the measured
# sizes (the medians would give 6.8%).
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:231.5us 256K:283.6us 2M:769.5us 16M:4.657ms 64M:17.98ms 256M:71.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.045us + bytes / 1.54e+03 GB/s, misses by 20.3% RMS,
# so it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.741us 2M:2.703us 16M:14.84us 64M:48.1us 256M:174.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.783us + bytes / 120 GB/s, misses by
# 25.7% RMS, so it is not used.
# Residual: 22.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.57us 2M:22.47us 16M:156.3us 64M:601.3us 256M:2.482ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 78.56us

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
# measured medians (15 points at 3 sizes): the best line, 5.519us + bytes /
# 320 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.1us 16M:57.24us 64M:217.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.28us + bytes / 232 GB/s, written at the measured
# sizes (the medians would give 6.7%).
# Residual: 7.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.34us 16M:94.75us 64M:312.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.252us +
# bytes / 204 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.56us 16M:83.27us 64M:330.9us 256M:1.322ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.892us
# + bytes / 10.9 GB/s, misses by 35.6% RMS, so it is not used.
# Residual: 35.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.598us 64K:43.4us 2M:175.7us 16M:1.474ms 64M:6.208ms 256M:27.82ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.24us + bytes / 14.9 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.7us 64K:25.47us 2M:207.1us 16M:1.077ms 64M:4.2ms 256M:16.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.8 GB/s, misses by 36.6% RMS, so it is not used.
# Residual: 34.8% RMS relative over 20 repetitions.
host_read_ns = 64K:2.815us 2M:96.33us 16M:1.79ms 64M:7.219ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.9 GB/s, misses by
# 37.2% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:840ns 2M:43.04us 16M:633us 64M:4.093ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 781.3ns +
# bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 5.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.1us 2M:171us 16M:1.362ms 64M:5.447ms

