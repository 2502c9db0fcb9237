# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:23:41Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:23:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 3.554us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.97us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.963us + bytes / 7.03e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 30.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.403us 64K:2.623us 1M:2.966us 1536K:2.899us 2M:42.97us 8M:35.06us 64M:40.92us 256M:44.06us 1G:129.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.022us + bytes / 2.79e+03 GB/s, misses by 58.0% RMS, so it is
# not used.
# Residual: 38.8% RMS relative over 45 repetitions.
free_ns = 4K:3.486us 64K:3.732us 1M:3.606us 1536K:1.587us 2M:33.43us 8M:33.92us 64M:54.9us 256M:106.8us 1G:327.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.813us + bytes / 3.04e+03 GB/s, misses by 72.0% RMS, so it is not used.
# Residual: 47.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.34us 64K:4.195us 2M:22.16us 16M:27.09us 64M:42.22us 256M:72.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.815us + bytes * -9.05e-07 ns/B, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 9.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.815us 64K:9.815us 2M:9.813us 16M:9.799us 64M:9.754us 256M:9.572us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.2%, 512K 14.8%, 1M 14.1%, 2M 13.6%, 4M 13.8%, 8M 14.6%, 16M
# 15.4%, 32M 16.5%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.34us     67.79us
# seq             2M          0         2         2     2097152           0     241.1us     275.1us
# seq            16M          0        16        16    16777216           0     1.947ms     1.876ms
# seq            64M          0        64        64    67108864           0     7.786ms     7.363ms
# seq           256M          0       256       256   268435456           0     30.59ms     29.31ms
# stride         64M        64K        32        32    67108864           0     6.921ms      6.88ms
# stride        256M         2M       128       128     8388608           0       2.6ms     2.772ms
# random         16M          0         9        35    16777216           0     2.161ms     2.162ms
# random         64M          0        34       306    67108864           0     10.46ms     11.01ms
# random        256M          0       139      1560   268435456           0     53.48ms     48.99ms
# fresh           2M          0         2         2           0     2097152     148.1us     187.6us
# fresh          16M          0        16        16           0    16777216     1.096ms     1.175ms
# fresh          64M          0        64        64           0    67108864     5.387ms      4.56ms
# fresh         256M          0       256       256           0   268435456     25.02ms      18.1ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.09us per VA
# block, bytes / 10.6 GB/s moved, 46.5us per faulting kernel, bytes / 18.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 15.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:387.6ns 64K:6.202us 512K:49.62us 1M:99.23us 2M:198.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 46.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:216.6ns 64K:3.465us 512K:27.72us 1M:55.44us 2M:110.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 73.05us + bytes /
# 47.9 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:68.51us 2M:139.6us 16M:451.6us 64M:1.389ms 256M:5.471ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.01us + bytes / 9.81 GB/s, written at
# the measured sizes (the medians would give 7.3%).
# Residual: 10.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.69us 2M:230.8us 16M:1.727ms 64M:6.859ms 256M:27.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.5us + bytes / 7.61 GB/s, written at the
# measured sizes (the medians would give 6.9%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.12us 512K:86.42us 2M:293.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.33us + bytes / 3.44 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.52us 512K:202.5us 2M:575us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 259.8us +
# bytes / 2.89 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:353.2us 256K:334.2us 2M:742.6us 16M:6.677ms 64M:25.5ms 256M:118.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.077us + bytes / 1.52e+03 GB/s, misses by 21.4% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.813us 2M:2.743us 16M:14.65us 64M:48.16us 256M:181.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 18.06us +
# bytes / 71.5 GB/s, written at the measured sizes (the medians would give
# 8.5%).
# Residual: 12.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.98us 2M:47.38us 16M:252.6us 64M:956.3us 256M:3.771ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 79.14us

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
# measured medians (15 points at 3 sizes): the best line, 6.485us + bytes /
# 209 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.48us 16M:88.99us 64M:321.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 61.22us + bytes / 228 GB/s, written at the measured
# sizes (the medians would give 5.9%).
# Residual: 5.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:70.43us 16M:134.9us 64M:356.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 191 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.81us 16M:86.56us 64M:352.2us 256M:1.408ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.27us
# + bytes / 10 GB/s, misses by 34.1% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.852us 64K:25.29us 2M:148us 16M:2.121ms 64M:9.616ms 256M:34.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.35us + bytes / 10.5 GB/s,
# misses by 22.7% RMS, so it is not used.
# Residual: 10.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.92us 64K:31.07us 2M:297.3us 16M:1.559ms 64M:5.94ms 256M:22.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.86 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 14.3% RMS relative over 20 repetitions.
host_read_ns = 64K:8.097us 2M:208.4us 16M:2.678ms 64M:11.34ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.9 GB/s, misses by
# 40.4% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.376us 2M:79.87us 16M:1.521ms 64M:7.301ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 506.8ns +
# bytes / 9.45 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 6.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.441us 2M:222.4us 16M:1.776ms 64M:7.101ms

