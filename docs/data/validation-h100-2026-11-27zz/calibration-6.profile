# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T00:34:55Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:34:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.885us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.14us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.05us + bytes / 5.66e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.163us 64K:3.186us 1M:2.949us 1536K:3.007us 2M:64.33us 8M:53.26us 64M:81.39us 256M:90.83us 1G:149.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.375us + bytes / 1.36e+03 GB/s, misses by 45.6% RMS, so it is
# not used.
# Residual: 16.5% RMS relative over 45 repetitions.
free_ns = 4K:3.804us 64K:3.866us 1M:3.673us 1536K:3.667us 2M:43.31us 8M:49.04us 64M:86.31us 256M:183.5us 1G:701.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.273us + bytes / 2.11e+03 GB/s, misses by 65.6% RMS, so it is not used.
# Residual: 44.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.077us 64K:3.872us 2M:33.25us 16M:70.44us 64M:109.2us 256M:104.6us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.36us + bytes / 1.27e+05 GB/s, written at the measured sizes (the
# medians would give 9.9%).
# Residual: 11.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.36us 64K:13.36us 2M:13.37us 16M:13.49us 64M:13.89us 256M:15.47us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.0%, 512K 18.7%, 1M 18.4%, 2M 16.8%, 4M 16.4%, 8M 14.1%, 16M
# 12.4%, 32M 12.8%.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.05us     83.82us
# seq             2M          0         2         2     2097152           0     307.9us     308.2us
# seq            16M          0        16        16    16777216           0     2.259ms     2.413ms
# seq            64M          0        64        64    67108864           0     10.04ms     9.627ms
# seq           256M          0       256       256   268435456           0     34.01ms     38.49ms
# stride         64M        64K         4        32    67108864           0     5.361ms     5.712ms
# stride        256M         2M        16       128     8388608           0     2.877ms     3.233ms
# random         16M          0        16        16    16777216           0     2.356ms     2.413ms
# random         64M          0        39       104    67108864           0     10.78ms     8.688ms
# random        256M          0       127       907   268435456           0     54.68ms      39.4ms
# fresh           2M          0         2         2           0     2097152     164.5us     181.8us
# fresh          16M          0        16        16           0    16777216     1.278ms     1.402ms
# fresh          64M          0        64        64           0    67108864     6.272ms     5.583ms
# fresh         256M          0       256       256           0   268435456     25.89ms     22.31ms
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
# prefetch at the driver's defaults). Result: 58.34us per batch, 12.97us per
# VA block, bytes / 13.3 GB/s moved, 7.576us per faulting kernel, bytes / 66.3
# GB/s zero-filled.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_batch_ns = 58.34us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_block_ns = 12.97us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:308.6ns 64K:4.938us 512K:39.5us 1M:79us 2M:158us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_wake_ns = 7.576us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:61.76ns 64K:988.2ns 512K:7.905us 1M:15.81us 2M:31.62us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.57us + bytes /
# 44.5 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 2.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.65us 2M:133.6us 16M:465.2us 64M:1.438ms 256M:5.583ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.95us + bytes / 10.5 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.13us 2M:227.1us 16M:1.4ms 64M:7.16ms 256M:26.69ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.7us + bytes / 12.1 GB/s, written at the
# measured sizes (the medians would give 12.1%).
# Residual: 12.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.1us 512K:57.91us 2M:187.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.94us + bytes / 3.6 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.37us 512K:192us 2M:558.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 409.6us + bytes / 2.08 GB/s, written at the measured
# sizes (the medians would give 5.1%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:441.1us 256K:535.8us 2M:1.419ms 16M:8.489ms 64M:32.73ms 256M:129.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.145us + bytes / 1.3e+03 GB/s, misses by 26.6% RMS,
# so it is not used.
# Residual: 20.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.01us 2M:2.933us 16M:15.47us 64M:80.48us 256M:192.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.07us + bytes / 69 GB/s, misses by
# 16.8% RMS, so it is not used.
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.96us 2M:36.3us 16M:273.4us 64M:1.099ms 256M:4.347ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.14us

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
# sizes): 6.94us + bytes / 276 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.54us 16M:67.72us 64M:250us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 28.73us + bytes / 172 GB/s, written at the measured
# sizes (the medians would give 11.6%).
# Residual: 11.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.92us 16M:126.3us 64M:418.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.619us +
# bytes / 154 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 25.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:22.72us 16M:112us 64M:445.4us 256M:1.824ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.134us
# + bytes / 9.61 GB/s, misses by 35.3% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.871us 64K:24.47us 2M:153us 16M:2.084ms 64M:10.33ms 256M:39.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.48us + bytes / 10.6 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.34us 64K:28.74us 2M:265us 16M:1.734ms 64M:5.207ms 256M:24.34ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.4 GB/s, misses by 43.7% RMS, so it is not used.
# Residual: 19.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.592us 2M:113.7us 16M:2.439ms 64M:10.64ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.2 GB/s, misses by
# 46.0% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.023us 2M:53.9us 16M:1.339ms 64M:6.514ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 2.526us + bytes / 9.04 GB/s, misses
# by 20.3% RMS, so it is not used.
# Residual: 19.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:9.736us 2M:264.5us 16M:1.805ms 64M:6.987ms

