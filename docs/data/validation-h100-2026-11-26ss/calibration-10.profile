# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T20:24:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:24:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.8% RMS relative over 5 repetitions.
launch_ns = 4.111us

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
# sizes): the best line, 1.575us + bytes / 7.07e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.65us 64K:1.642us 1M:1.559us 1536K:1.654us 2M:38.74us 8M:33.3us 64M:39.6us 256M:49.59us 1G:120.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.162us + bytes / 2.88e+03 GB/s, misses by 51.3% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:1.417us 64K:1.359us 1M:1.347us 1536K:1.361us 2M:32.69us 8M:31.86us 64M:49.64us 256M:95.75us 1G:316.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.252us + bytes / 8.56e+03 GB/s, misses by 63.5% RMS, so it is not used.
# Residual: 35.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.227us 64K:1.892us 2M:14.47us 16M:22.96us 64M:25.69us 256M:27.26us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.208us + bytes / 7.77e+04 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 12.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.208us 64K:7.209us 2M:7.235us 16M:7.424us 64M:8.072us 256M:10.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.8%, 512K 19.4%, 1M 18.7%, 2M 17.5%, 4M 16.8%, 8M 16.1%, 16M
# 16.2%, 32M 16.8%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.98us     50.31us
# seq             2M          0         2         2     2097152           0     175.7us     197.2us
# seq            16M          0        16        16    16777216           0     1.253ms     1.426ms
# seq            64M          0        64        64    67108864           0     6.103ms     5.639ms
# seq           256M          0       256       256   268435456           0      26.3ms     22.49ms
# stride         64M        64K         8        32    67108864           0     4.259ms     4.433ms
# stride        256M         2M        32       128     8388608           0     1.741ms     2.036ms
# random         16M          0        12        16    16777216           0     1.296ms     1.357ms
# random         64M          0        36       161    67108864           0       6.4ms     5.882ms
# random        256M          0       125      1211   268435456           0      38.5ms     27.38ms
# fresh           2M          0         2         2           0     2097152     101.8us     124.9us
# fresh          16M          0        16        16           0    16777216     783.4us     847.6us
# fresh          64M          0        64        64           0    67108864     4.003ms     3.326ms
# fresh         256M          0       256       256           0   268435456     17.21ms     13.24ms
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
# prefetch at the driver's defaults). Result: 17.26us per batch, 7.485us per
# VA block, bytes / 16.6 GB/s moved, 21.63us per faulting kernel, bytes / 39
# GB/s zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 17.26us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 7.485us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:246.2ns 64K:3.939us 512K:31.52us 1M:63.03us 2M:126.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 21.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:105ns 64K:1.68us 512K:13.44us 1M:26.88us 2M:53.75us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.55us + bytes /
# 47.5 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.8us 2M:114.6us 16M:419us 64M:1.336ms 256M:5.277ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.37us + bytes / 17.7 GB/s, written at
# the measured sizes (the medians would give 4.7%).
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.08us 2M:136.9us 16M:966.6us 64M:3.811ms 256M:15.19ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.85us + bytes / 14.1 GB/s, written at the
# measured sizes (the medians would give 6.9%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.5us 512K:51.01us 2M:162.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 18.66us + bytes / 4.23 GB/s, written at
# the measured sizes (the medians would give 12.6%).
# Residual: 13.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.16us 512K:142.6us 2M:514.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 225.9us + bytes / 3.56
# GB/s, written at the measured sizes (the medians would give 3.6%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:244.3us 256K:299.6us 2M:815.5us 16M:4.943ms 64M:19.09ms 256M:75.69ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.617us + bytes / 1.87e+03 GB/s, misses by 21.9% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.189us 2M:2.176us 16M:11.24us 64M:39.25us 256M:152.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.923us +
# bytes / 117 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.48us 2M:27.91us 16M:153.8us 64M:585.5us 256M:2.312ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.49us

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
# sizes): 5.526us + bytes / 318 GB/s, written at the measured sizes (the
# medians would give 13.9%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.12us 16M:58.31us 64M:216.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.03us + bytes / 253 GB/s, written at the measured
# sizes (the medians would give 6.0%).
# Residual: 7.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.31us 16M:88.26us 64M:287us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.144us +
# bytes / 197 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.85us 16M:84.92us 64M:355.1us 256M:1.341ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.959us
# + bytes / 11.5 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.589us 64K:22.18us 2M:137.6us 16M:1.54ms 64M:7.521ms 256M:29.94ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.82us + bytes / 14.3 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.556us 64K:26.69us 2M:218.4us 16M:1.111ms 64M:4.354ms 256M:17.24ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.9 GB/s, misses by 34.7% RMS, so it is not used.
# Residual: 30.1% RMS relative over 20 repetitions.
host_read_ns = 64K:2.817us 2M:103.2us 16M:1.661ms 64M:7.33ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.6 GB/s, misses by
# 38.1% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:849ns 2M:43.16us 16M:669.7us 64M:4.387ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.3 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.824us 2M:157.3us 16M:1.259ms 64M:5.036ms

