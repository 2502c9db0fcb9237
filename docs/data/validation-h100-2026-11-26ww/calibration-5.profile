# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:08:30Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:08:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.8% RMS relative over 5 repetitions.
launch_ns = 3.55us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.182us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.566us + bytes / 1.07e+04 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.534us 64K:1.617us 1M:1.577us 1536K:1.589us 2M:38.58us 8M:31.39us 64M:36.98us 256M:40.37us 1G:79.13us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.064us + bytes / 3.02e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:1.31us 64K:1.294us 1M:1.264us 1536K:1.221us 2M:30us 8M:30.02us 64M:45.71us 256M:93.22us 1G:301.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.516us + bytes / 9.7e+03 GB/s, misses by 64.2% RMS, so it is not used.
# Residual: 34.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.335us 64K:2.173us 2M:16.44us 16M:19.18us 64M:23.45us 256M:24.57us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.359us + bytes / 4.91e+05 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 9.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.359us 64K:7.359us 2M:7.363us 16M:7.393us 64M:7.495us 256M:7.905us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.3%, 512K 18.0%, 1M 17.6%, 2M 16.9%, 4M 16.2%, 8M 15.4%, 16M
# 15.2%, 32M 16.0%.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.36us     59.31us
# seq             2M          0         2         2     2097152           0     202.3us     249.2us
# seq            16M          0        16        16    16777216           0     1.673ms      1.95ms
# seq            64M          0        64        64    67108864           0     7.778ms      7.78ms
# seq           256M          0       256       256   268435456           0        37ms      31.1ms
# stride         64M        64K         4        32    67108864           0     5.691ms     5.256ms
# stride        256M         2M        16       128     8388608           0     2.598ms     2.912ms
# random         16M          0        16        16    16777216           0     1.913ms      1.95ms
# random         64M          0        39       104    67108864           0     8.739ms     7.465ms
# random        256M          0       127       907   268435456           0     45.68ms     35.61ms
# fresh           2M          0         2         2           0     2097152     136.6us     155.9us
# fresh          16M          0        16        16           0    16777216     1.088ms     1.203ms
# fresh          64M          0        64        64           0    67108864     5.304ms     4.794ms
# fresh         256M          0       256       256           0   268435456     25.32ms     19.16ms
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
# prefetch at the driver's defaults). Result: 34.71us per batch, 13.81us per
# VA block, bytes / 14.4 GB/s moved, 6.241us per faulting kernel, bytes / 39.9
# GB/s zero-filled.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_batch_ns = 34.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_block_ns = 13.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:285ns 64K:4.56us 512K:36.48us 1M:72.96us 2M:145.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_wake_ns = 6.241us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:102.7ns 64K:1.644us 512K:13.15us 1M:26.3us 2M:52.59us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.14us + bytes /
# 47.3 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.13us 2M:117.5us 16M:414.8us 64M:1.361ms 256M:5.314ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.38us + bytes / 11.8 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 15.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.68us 2M:223.7us 16M:1.412ms 64M:5.518ms 256M:22.09ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.29us + bytes / 14.4 GB/s, written at the
# measured sizes (the medians would give 7.9%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:17.84us 512K:49.66us 2M:158.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 29.13us + bytes / 4.71 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.85us 512K:163.8us 2M:436.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 233.4us +
# bytes / 3.75 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:277.3us 256K:311.9us 2M:619.6us 16M:5.064ms 64M:19.74ms 256M:81.37ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.648us + bytes / 1.81e+03 GB/s, misses by 21.3% RMS,
# so it is not used.
# Residual: 12.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.291us 2M:2.215us 16M:11.23us 64M:42.51us 256M:155.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.851us +
# bytes / 117 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 12.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.41us 2M:27.78us 16M:153.3us 64M:583.7us 256M:2.305ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.78us

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
# sizes): 7.062us + bytes / 307 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.89us 16M:61.67us 64M:225.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.37us + bytes / 217 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 7.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.03us 16M:98.68us 64M:330.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.113us +
# bytes / 204 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.39us 16M:82.71us 64M:329.9us 256M:1.319ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.841us
# + bytes / 14.5 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.339us 64K:21.41us 2M:117.8us 16M:1.052ms 64M:5.573ms 256M:27.88ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.83us + bytes / 15.1 GB/s,
# misses by 25.7% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.525us 64K:26.02us 2M:214.7us 16M:1.078ms 64M:4.06ms 256M:16.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 492.7ns +
# bytes / 16.8 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.434us 2M:105.1us 16M:980.6us 64M:6.887ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.6 GB/s, misses by
# 31.8% RMS, so it is not used.
# Residual: 10.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.024us 2M:50.73us 16M:714.1us 64M:4.268ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.022us 2M:179.2us 16M:1.438ms 64M:5.754ms

