# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T03:01:56Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:01:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 4.091us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.3% RMS relative over 5 repetitions.
kernel_gap_ns = 2.168us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 5.504us + bytes / 4.2e+03 GB/s, misses by 60.8% RMS,
# so it is not used.
# Residual: 28.1% RMS relative over 45 repetitions.
malloc_ns = 4K:5.536us 64K:5.61us 1M:5.357us 1536K:5.333us 2M:105.3us 8M:88.81us 64M:102us 256M:125.7us 1G:202.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 4.23us + bytes / 924 GB/s, misses by 49.3% RMS, so it is not
# used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:5.112us 64K:4.925us 1M:4.586us 1536K:4.812us 2M:71.14us 8M:80.57us 64M:169.1us 256M:285.9us 1G:994.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.359us + bytes / 4.24e+03 GB/s, misses by 62.6% RMS, so it is not used.
# Residual: 32.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.216us 64K:2.904us 2M:20.94us 16M:31.79us 64M:61.9us 256M:53.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.15us + bytes / 1.99e+05 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 9.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.15us 64K:12.15us 2M:12.16us 16M:12.24us 64M:12.49us 256M:13.5us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 24.0%, 512K 23.7%, 1M 23.1%, 2M 21.8%, 4M 21.2%, 8M 20.3%, 16M
# 20.0%, 32M 20.5%.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.43us     63.36us
# seq             2M          0         2         2     2097152           0     240.7us       221us
# seq            16M          0        16        16    16777216           0     1.358ms     1.641ms
# seq            64M          0        64        64    67108864           0      6.33ms      6.51ms
# seq           256M          0       256       256   268435456           0     27.94ms     25.99ms
# stride         64M        64K         4        32    67108864           0     4.221ms     4.287ms
# stride        256M         2M        16       128     8388608           0     1.974ms     2.236ms
# random         16M          0        16        16    16777216           0     1.463ms     1.641ms
# random         64M          0        39       104    67108864           0     7.174ms     6.095ms
# random        256M          0       127       907   268435456           0     42.78ms     28.11ms
# fresh           2M          0         2         2           0     2097152     107.3us     129.1us
# fresh          16M          0        16        16           0    16777216       773us     906.6us
# fresh          64M          0        64        64           0    67108864     4.501ms     3.572ms
# fresh         256M          0       256       256           0   268435456     25.58ms     14.23ms
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
# prefetch at the driver's defaults). Result: 31.95us per batch, 9.586us per
# VA block, bytes / 17.5 GB/s moved, 18.08us per faulting kernel, bytes / 74.9
# GB/s zero-filled.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_batch_ns = 31.95us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_block_ns = 9.586us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:234ns 64K:3.744us 512K:29.95us 1M:59.91us 2M:119.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_wake_ns = 18.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:54.67ns 64K:874.7ns 512K:6.998us 1M:14us 2M:27.99us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.3us + bytes /
# 45.2 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.11us 2M:123.7us 16M:433.6us 64M:1.378ms 256M:5.806ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 16.23us + bytes / 12.3 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.68us 2M:183.2us 16M:1.17ms 64M:5.688ms 256M:29.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 53.15us + bytes / 7.27 GB/s, misses by 78.5% RMS, so it is not used.
# Residual: 76.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:58.5us 512K:161.2us 2M:311.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.89us + bytes / 3.16 GB/s, written at the
# measured sizes (the means would give 9.2%).
# Residual: 10.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.64us 512K:187.9us 2M:686us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 361.7us +
# bytes / 2.58 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:423.1us 256K:480.3us 2M:928.4us 16M:7.368ms 64M:28.72ms 256M:116.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.971us + bytes / 1.18e+03 GB/s, misses by 30.2% RMS,
# so it is not used.
# Residual: 23.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.973us 2M:2.9us 16M:14.7us 64M:62.91us 256M:348.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.85us +
# bytes / 101 GB/s, written at the measured sizes (the medians would give
# 7.5%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.51us 2M:31.68us 16M:177.4us 64M:677.2us 256M:2.676ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 109.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 299.2us

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
# measured medians (15 points at 3 sizes): the best line, 7.341us + bytes /
# 299 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.39us 16M:63.03us 64M:233.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.85us + bytes / 183 GB/s, written at the measured
# sizes (the medians would give 11.2%).
# Residual: 11.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.34us 16M:114.8us 64M:390.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.549us +
# bytes / 165 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.16us 16M:106.1us 64M:417.4us 256M:1.587ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.29us
# + bytes / 8.99 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 19.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.939us 64K:25.03us 2M:171.2us 16M:2.467ms 64M:9.602ms 256M:33.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.98us + bytes / 11.7 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.26us 64K:30.22us 2M:245.8us 16M:1.409ms 64M:5.421ms 256M:21.18ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.7 GB/s, misses by 38.8% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.653us 2M:132.1us 16M:2.293ms 64M:9.132ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.9 GB/s, misses by
# 46.7% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.057us 2M:65.84us 16M:1.807ms 64M:5.987ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 556.3ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 6.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.289us 2M:184us 16M:1.468ms 64M:5.871ms

