# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:17:09Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:17:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.463us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.191us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 8.013us + bytes / 4.38e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 22.3% RMS relative over 45 repetitions.
malloc_ns = 4K:7.502us 64K:7.742us 1M:8.408us 1536K:7.669us 2M:130.2us 8M:108.6us 64M:143.9us 256M:150.2us 1G:200.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 6.133us + bytes / 788 GB/s, misses by 50.4% RMS, so it is not
# used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:6.963us 64K:6.823us 1M:6.515us 1536K:6.771us 2M:93.17us 8M:87.42us 64M:210.4us 256M:489.2us 1G:1.015ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.097us + bytes / 2.92e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 35.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.281us 64K:3.391us 2M:29.18us 16M:37.67us 64M:70.63us 256M:75.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 17.15us + bytes * -2.13e-06 ns/B, written at the measured sizes (the
# medians would give 12.0%).
# Residual: 12.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:17.15us 64K:17.15us 2M:17.15us 16M:17.12us 64M:17.01us 256M:16.58us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.5%, 512K 17.1%, 1M 16.4%, 2M 16.0%, 4M 15.8%, 8M 15.9%, 16M
# 16.6%, 32M 17.8%.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     97.92us     72.31us
# seq             2M          0         2         2     2097152           0     209.9us     280.9us
# seq            16M          0        16        16    16777216           0     1.931ms     1.972ms
# seq            64M          0        64        64    67108864           0     9.379ms     7.771ms
# seq           256M          0       256       256   268435456           0     37.37ms     30.96ms
# stride         64M        64K        16        32    67108864           0     6.912ms     6.777ms
# stride        256M         2M        64       128     8388608           0     3.368ms     3.757ms
# random         16M          0         9        23    16777216           0      2.25ms     2.052ms
# random         64M          0        35       230    67108864           0     10.94ms     10.74ms
# random        256M          0       128      1431   268435456           0     55.66ms      52.6ms
# fresh           2M          0         2         2           0     2097152     168.3us     197.8us
# fresh          16M          0        16        16           0    16777216     1.208ms     1.307ms
# fresh          64M          0        64        64           0    67108864     5.865ms     5.111ms
# fresh         256M          0       256       256           0   268435456     24.45ms     20.33ms
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
# prefetch at the driver's defaults). Result: 7.846us per batch, 19.26us per
# VA block, bytes / 11.2 GB/s moved, 39.35us per faulting kernel, bytes / 20.1
# GB/s zero-filled.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_batch_ns = 7.846us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_block_ns = 19.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:366ns 64K:5.856us 512K:46.84us 1M:93.69us 2M:187.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_wake_ns = 39.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:203.7ns 64K:3.259us 512K:26.07us 1M:52.14us 2M:104.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.76us + bytes /
# 43.6 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.64us 2M:144.8us 16M:613.4us 64M:1.385ms 256M:5.457ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.81us + bytes / 8.81 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 21.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.72us 2M:361.5us 16M:2.549ms 64M:6.347ms 256M:27.41ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.44us + bytes / 8.71 GB/s, written at the
# measured sizes (the medians would give 7.6%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.96us 512K:77.6us 2M:258.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 37.34us + bytes / 3.11 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 24.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:56.51us 512K:255.7us 2M:640.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 297.4us + bytes / 2.43 GB/s, misses by 16.3% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:341.5us 256K:423.2us 2M:934.7us 16M:7.647ms 64M:30.41ms 256M:121.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.025us + bytes / 915 GB/s, misses by 21.2% RMS, so
# it is not used.
# Residual: 12.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.144us 2M:4.191us 16M:22.5us 64M:80.42us 256M:314.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.79us + bytes / 74 GB/s, misses by
# 24.0% RMS, so it is not used.
# Residual: 19.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.74us 2M:36.08us 16M:257.2us 64M:1.011ms 256M:3.813ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 87.46us

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
# measured medians (15 points at 3 sizes): the best line, 7.013us + bytes /
# 216 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.83us 16M:81.78us 64M:328.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.48us + bytes / 193 GB/s, written at the measured
# sizes (the medians would give 6.8%).
# Residual: 6.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.36us 16M:109.5us 64M:370.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.781us +
# bytes / 134 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.58us 16M:123.1us 64M:506.5us 256M:2.022ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.071us
# + bytes / 8.58 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.707us 64K:26.88us 2M:199.2us 16M:2.149ms 64M:8.37ms 256M:34.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.6us + bytes / 10.5 GB/s,
# misses by 19.8% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.34us 64K:29.98us 2M:244.6us 16M:1.524ms 64M:6.022ms 256M:24.48ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 6.1 GB/s, written at the measured sizes
# (the medians would give 8.9%).
# Residual: 9.8% RMS relative over 20 repetitions.
host_read_ns = 64K:8.942us 2M:341.7us 16M:2.746ms 64M:10.99ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21 GB/s, misses by
# 30.1% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.361us 2M:73.61us 16M:1.105ms 64M:5.461ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 73.91ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.584us 2M:208.4us 16M:1.667ms 64M:6.666ms

