# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T16:54:23Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:54:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.4% RMS relative over 5 repetitions.
launch_ns = 4.629us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.029us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.132us + bytes / 6.4e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.141us 64K:3.132us 1M:3.106us 1536K:3.129us 2M:62.54us 8M:52.46us 64M:89.72us 256M:84.76us 1G:133.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.244us + bytes / 1.36e+03 GB/s, misses by 48.3% RMS, so it is
# not used.
# Residual: 17.2% RMS relative over 45 repetitions.
free_ns = 4K:2.708us 64K:2.657us 1M:2.74us 1536K:2.602us 2M:47.33us 8M:49.77us 64M:88.7us 256M:198.4us 1G:678.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.675us + bytes / 4.96e+03 GB/s, misses by 63.4% RMS, so it is not used.
# Residual: 34.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.727us 64K:3.035us 2M:23.06us 16M:34.59us 64M:46.24us 256M:46.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.56us + bytes / 8.01e+06 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 6.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.56us 64K:13.56us 2M:13.56us 16M:13.56us 64M:13.57us 256M:13.59us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.4%, 512K 20.0%, 1M 19.5%, 2M 18.9%, 4M 18.3%, 8M 17.9%, 16M
# 18.1%, 32M 18.8%.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     111.2us     75.77us
# seq             2M          0         2         2     2097152           0       221us     293.7us
# seq            16M          0        16        16    16777216           0     1.965ms     2.137ms
# seq            64M          0        64        64    67108864           0     8.958ms     8.458ms
# seq           256M          0       256       256   268435456           0     42.14ms     33.74ms
# stride         64M        64K         8        32    67108864           0     7.069ms     6.584ms
# stride        256M         2M        32       128     8388608           0     2.934ms      3.42ms
# random         16M          0        12        16    16777216           0     2.098ms     2.036ms
# random         64M          0        36       161    67108864           0     10.03ms     9.151ms
# random        256M          0       125      1211   268435456           0     55.82ms     44.21ms
# fresh           2M          0         2         2           0     2097152     167.1us       204us
# fresh          16M          0        16        16           0    16777216     1.367ms     1.419ms
# fresh          64M          0        64        64           0    67108864     6.373ms     5.586ms
# fresh         256M          0       256       256           0   268435456     27.85ms     22.25ms
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
# prefetch at the driver's defaults). Result: 25.22us per batch, 14.42us per
# VA block, bytes / 11.4 GB/s moved, 30.37us per faulting kernel, bytes / 22.2
# GB/s zero-filled.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_batch_ns = 25.22us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_block_ns = 14.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:359.5ns 64K:5.752us 512K:46.02us 1M:92.03us 2M:184.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_wake_ns = 30.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:184.2ns 64K:2.947us 512K:23.58us 1M:47.16us 2M:94.31us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.36us + bytes /
# 45.7 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.27us 2M:136.1us 16M:447.8us 64M:1.416ms 256M:5.41ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.25us + bytes / 11.7 GB/s, written at
# the measured sizes (the medians would give 9.9%).
# Residual: 13.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.83us 2M:198us 16M:1.449ms 64M:5.738ms 256M:22.89ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.43us + bytes / 8.51 GB/s, written at the
# measured sizes (the medians would give 9.9%).
# Residual: 10.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.13us 512K:79.05us 2M:263.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.94us + bytes / 2.7 GB/s, written at the
# measured sizes (the medians would give 2.7%).
# Residual: 7.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.17us 512K:216.8us 2M:798.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 455.9us + bytes / 2.12 GB/s, misses by 36.8% RMS, so
# it is not used.
# Residual: 35.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:553.2us 256K:601us 2M:1.099ms 16M:8.938ms 64M:37.18ms 256M:143.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.145us + bytes / 940 GB/s, misses by 18.7% RMS, so
# it is not used.
# Residual: 13.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.131us 2M:5.316us 16M:23.16us 64M:78.59us 256M:291.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.72us + bytes / 72.4 GB/s, misses
# by 17.2% RMS, so it is not used.
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.34us 2M:31.87us 16M:260.6us 64M:999.9us 256M:4.381ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.9us

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
# measured medians (15 points at 3 sizes): the best line, 8.256us + bytes /
# 208 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.33us 16M:88.31us 64M:331.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 33.09us + bytes / 181 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 18.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:43.12us 16M:150.1us 64M:370.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 133.9ns +
# bytes / 163 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.06us 16M:101.9us 64M:416.3us 256M:1.647ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.202us
# + bytes / 8.75 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.817us 64K:26.08us 2M:197us 16M:1.928ms 64M:8.235ms 256M:37.17ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.86us + bytes / 9.11 GB/s,
# misses by 21.8% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.62us 64K:32.75us 2M:312.2us 16M:1.824ms 64M:6.755ms 256M:26.5ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.08 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 10.2% RMS relative over 20 repetitions.
host_read_ns = 64K:7.411us 2M:219.1us 16M:2.273ms 64M:9.774ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.5 GB/s, misses by
# 36.1% RMS, so it is not used.
# Residual: 10.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.542us 2M:64.72us 16M:1.09ms 64M:5.675ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 949.4ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.16us 2M:199.7us 16M:1.591ms 64M:6.361ms

