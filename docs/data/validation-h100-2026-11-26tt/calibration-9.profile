# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:05:26Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:05:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 4.791us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.984us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.628us + bytes / 4.18e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.495us 64K:3.013us 1M:2.794us 1536K:2.647us 2M:68.16us 8M:49.62us 64M:84.72us 256M:85.17us 1G:204.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.997us + bytes / 1.34e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:2.32us 64K:2.501us 1M:2.488us 1536K:2.428us 2M:48.2us 8M:48.65us 64M:84.52us 256M:208.1us 1G:680.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 9.112us + bytes / 4.44e+03 GB/s, misses by 76.8% RMS, so it is not used.
# Residual: 53.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:7.923us 64K:7.548us 2M:29.46us 16M:37.92us 64M:55.45us 256M:57.19us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.7us + bytes / 2.33e+05 GB/s, written at the measured sizes (the
# medians would give 12.7%).
# Residual: 12.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.7us 64K:13.7us 2M:13.71us 16M:13.77us 64M:13.99us 256M:14.85us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.2%, 1M 17.5%, 2M 16.9%, 4M 17.4%, 8M 18.1%, 16M
# 18.7%, 32M 19.9%.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.71us     61.81us
# seq             2M          0         2         2     2097152           0     209.8us     243.3us
# seq            16M          0        16        16    16777216           0      1.51ms     1.684ms
# seq            64M          0        64        64    67108864           0     7.537ms     6.626ms
# seq           256M          0       256       256   268435456           0     39.32ms     26.39ms
# stride         64M        64K        32        32    67108864           0     5.689ms     6.013ms
# stride        256M         2M       128       128     8388608           0     2.923ms      3.16ms
# random         16M          0         9        35    16777216           0     2.149ms     2.048ms
# random         64M          0        34       306    67108864           0     10.75ms     11.26ms
# random        256M          0       139      1560   268435456           0     53.61ms     51.37ms
# fresh           2M          0         2         2           0     2097152     150.1us     195.8us
# fresh          16M          0        16        16           0    16777216     1.306ms     1.304ms
# fresh          64M          0        64        64           0    67108864     6.312ms     5.105ms
# fresh         256M          0       256       256           0   268435456      25.7ms     20.31ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.16us per VA
# block, bytes / 12.5 GB/s moved, 37.41us per faulting kernel, bytes / 17.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_block_ns = 19.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:327.3ns 64K:5.236us 512K:41.89us 1M:83.78us 2M:167.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_wake_ns = 37.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:234.5ns 64K:3.751us 512K:30.01us 1M:60.02us 2M:120us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.35us + bytes / 47
# GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 2.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.82us 2M:124.1us 16M:439.7us 64M:1.346ms 256M:5.322ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.38us + bytes / 14.8 GB/s, written at
# the measured sizes (the medians would give 2.9%).
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.82us 2M:157.5us 16M:1.152ms 64M:4.564ms 256M:18.21ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 16.7us + bytes / 12.6 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.97us 512K:57.73us 2M:184.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.13us + bytes / 3.87 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.69us 512K:166.3us 2M:540.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 311.1us +
# bytes / 2.86 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:346.1us 256K:434.3us 2M:847.4us 16M:6.377ms 64M:26.04ms 256M:103.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.934us + bytes / 1.57e+03 GB/s, misses by 25.9% RMS,
# so it is not used.
# Residual: 20.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.59us 2M:2.595us 16M:14.27us 64M:46.25us 256M:175.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.73us + bytes / 98.1 GB/s, misses
# by 15.4% RMS, so it is not used.
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.97us 2M:26.87us 16M:202.9us 64M:753.6us 256M:2.826ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.38us

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
# sizes): 6.865us + bytes / 288 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.14us 16M:65.08us 64M:239.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.21us + bytes / 211 GB/s, written at the measured
# sizes (the medians would give 8.2%).
# Residual: 8.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.16us 16M:100.8us 64M:339.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.133us +
# bytes / 155 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15us 16M:102.7us 64M:447.5us 256M:1.769ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.133us
# + bytes / 9.19 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.872us 64K:24.8us 2M:170.4us 16M:1.997ms 64M:8.668ms 256M:38.94ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.24us + bytes / 10.2 GB/s,
# misses by 21.8% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.04us 64K:29.47us 2M:276.5us 16M:1.517ms 64M:6.376ms 256M:23.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.2 GB/s, misses by 36.8% RMS, so it is not used.
# Residual: 21.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.435us 2M:116.4us 16M:2.045ms 64M:8.947ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28 GB/s, misses by
# 38.2% RMS, so it is not used.
# Residual: 12.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.04us 2M:53.95us 16M:1.008ms 64M:5.203ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 260.4ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.208us 2M:190.6us 16M:1.523ms 64M:6.091ms

