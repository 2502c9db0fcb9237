# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:04:24Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:04:24Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.662us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.018us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.801us + bytes / 5.04e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.88us 64K:2.962us 1M:2.872us 1536K:2.733us 2M:73.14us 8M:58.19us 64M:77.09us 256M:78.99us 1G:169.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.103us + bytes / 1.61e+03 GB/s, misses by 49.0% RMS, so it is
# not used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:2.51us 64K:2.423us 1M:2.522us 1536K:2.394us 2M:46.32us 8M:45.11us 64M:77.73us 256M:165.2us 1G:569.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.641us + bytes / 2.95e+03 GB/s, misses by 67.4% RMS, so it is not used.
# Residual: 42.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.033us 64K:3.024us 2M:35.99us 16M:49.48us 64M:81.8us 256M:75.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.37us + bytes / 1.72e+05 GB/s, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.37us 64K:11.37us 2M:11.38us 16M:11.47us 64M:11.76us 256M:12.93us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.2%, 512K 19.0%, 1M 18.8%, 2M 18.5%, 4M 18.0%, 8M 17.3%, 16M
# 17.2%, 32M 17.8%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     145.1us     96.62us
# seq             2M          0         2         2     2097152           0     246.8us     317.5us
# seq            16M          0        16        16    16777216           0     2.066ms     2.281ms
# seq            64M          0        64        64    67108864           0     8.328ms     9.014ms
# seq           256M          0       256       256   268435456           0     42.59ms     35.95ms
# stride         64M        64K         4        32    67108864           0     7.101ms       6.2ms
# stride        256M         2M        16       128     8388608           0     3.018ms     3.355ms
# random         16M          0        16        16    16777216           0     2.305ms     2.281ms
# random         64M          0        39       104    67108864           0     10.02ms     8.681ms
# random        256M          0       127       907   268435456           0     50.13ms     41.22ms
# fresh           2M          0         2         2           0     2097152     166.6us     195.1us
# fresh          16M          0        16        16           0    16777216     1.176ms     1.302ms
# fresh          64M          0        64        64           0    67108864      5.91ms     5.095ms
# fresh         256M          0       256       256           0   268435456     25.33ms     20.27ms
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
# prefetch at the driver's defaults). Result: 38.52us per batch, 15.73us per
# VA block, bytes / 12.2 GB/s moved, 37us per faulting kernel, bytes / 42.3
# GB/s zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 38.52us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 15.73us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336ns 64K:5.377us 512K:43.01us 1M:86.03us 2M:172.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:96.86ns 64K:1.55us 512K:12.4us 1M:24.8us 2M:49.59us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.28us + bytes /
# 45.1 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 4.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.5us 2M:141.3us 16M:474.6us 64M:1.388ms 256M:5.446ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.14us + bytes / 10.2 GB/s, written at
# the measured sizes (the medians would give 5.2%).
# Residual: 7.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.57us 2M:223.1us 16M:1.665ms 64M:6.608ms 256M:26.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.4us + bytes / 9.09 GB/s, written at the
# measured sizes (the medians would give 11.2%).
# Residual: 11.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.61us 512K:73.1us 2M:246.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.2us + bytes / 3.18 GB/s, written at the
# measured sizes (the medians would give 10.8%).
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.79us 512K:189us 2M:683.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 356.3us + bytes / 2.2 GB/s, written at the measured
# sizes (the medians would give 10.9%).
# Residual: 14.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:386us 256K:475.3us 2M:1.309ms 16M:7.975ms 64M:30.83ms 256M:122.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.699us + bytes / 1.03e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 15.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.649us 2M:3.764us 16M:19.36us 64M:73.14us 256M:280.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.35us +
# bytes / 76.6 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.21us 2M:42.74us 16M:234.5us 64M:891.8us 256M:3.521ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.5us

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
# sizes): 6.194us + bytes / 232 GB/s, written at the measured sizes (the
# medians would give 14.1%).
# Residual: 14.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.24us 16M:78.56us 64M:295.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.3us + bytes / 199 GB/s, written at the measured sizes
# (the medians would give 8.6%).
# Residual: 9.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.84us 16M:105.6us 64M:358.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.789us +
# bytes / 157 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.36us 16M:105us 64M:430.4us 256M:1.761ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.856us
# + bytes / 8.81 GB/s, misses by 34.0% RMS, so it is not used.
# Residual: 21.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.544us 64K:26.34us 2M:174.6us 16M:2.19ms 64M:9.52ms 256M:39.57ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.03us + bytes / 9.65 GB/s,
# misses by 19.6% RMS, so it is not used.
# Residual: 10.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.77us 64K:31.7us 2M:256.2us 16M:1.656ms 64M:6.554ms 256M:26.94ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.25 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.748us 2M:172.3us 16M:2.336ms 64M:10.43ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.5 GB/s, misses by
# 31.6% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.175us 2M:79.83us 16M:1.115ms 64M:5.913ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 640.4ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.874us 2M:200.1us 16M:1.597ms 64M:6.384ms

