# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T23:10:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:10:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.7% RMS relative over 5 repetitions.
launch_ns = 4.951us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.984us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.328us + bytes / 4.05e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.54us 64K:3.282us 1M:3.236us 1536K:3.496us 2M:74.6us 8M:50.94us 64M:80.9us 256M:86.39us 1G:212us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.362us + bytes / 1.27e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:2.871us 64K:2.857us 1M:2.694us 1536K:2.881us 2M:52.03us 8M:49.78us 64M:85.06us 256M:224.5us 1G:703us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.017us + bytes / 3.34e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 36.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.994us 64K:4.206us 2M:33.4us 16M:44.56us 64M:68.64us 256M:68.63us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.69us + bytes / 1.08e+05 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 10.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.69us 64K:13.69us 2M:13.71us 16M:13.85us 64M:14.31us 256M:16.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.0%, 512K 21.9%, 1M 21.9%, 2M 21.9%, 4M 22.0%, 8M 22.1%, 16M
# 22.3%, 32M 23.1%.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     109.2us     77.27us
# seq             2M          0         2         2     2097152           0     234.8us     267.7us
# seq            16M          0        16        16    16777216           0     1.549ms     1.787ms
# seq            64M          0        64        64    67108864           0      8.41ms     6.997ms
# seq           256M          0       256       256   268435456           0     45.19ms     27.84ms
# stride         64M        64K        64        64    67108864           0     6.469ms     6.997ms
# stride        256M         2M       128       128     8388608           0     3.245ms     3.462ms
# random         16M          0        10        55    16777216           0     2.467ms     2.334ms
# random         64M          0        38       373    67108864           0     10.69ms     11.46ms
# random        256M          0       160      1651   268435456           0     50.27ms     48.11ms
# fresh           2M          0         2         2           0     2097152     146.1us     186.2us
# fresh          16M          0        16        16           0    16777216     970.4us     1.135ms
# fresh          64M          0        64        64           0    67108864     6.276ms     4.389ms
# fresh         256M          0       256       256           0   268435456      28.4ms      17.4ms
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
# prefetch at the driver's defaults). Result: 6.229us per batch, 14.96us per
# VA block, bytes / 12 GB/s moved, 50.62us per faulting kernel, bytes / 22.5
# GB/s zero-filled.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_batch_ns = 6.229us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_block_ns = 14.96us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:341.2ns 64K:5.459us 512K:43.67us 1M:87.35us 2M:174.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_wake_ns = 50.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:182ns 64K:2.912us 512K:23.29us 1M:46.59us 2M:93.18us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.24us + bytes / 43
# GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.38us 2M:133us 16M:510.8us 64M:1.431ms 256M:5.86ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.63us + bytes / 8.49 GB/s, written at
# the measured sizes (the medians would give 1.0%).
# Residual: 5.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.35us 2M:265.6us 16M:1.995ms 64M:7.922ms 256M:31.63ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.8us + bytes / 7.66 GB/s, written at the
# measured sizes (the medians would give 7.5%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.36us 512K:86.28us 2M:291.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.03us + bytes / 2.83 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 10.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.23us 512K:208.6us 2M:765.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 362.9us + bytes / 2.03 GB/s, written at the measured
# sizes (the medians would give 6.6%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:395.2us 256K:491.9us 2M:1.395ms 16M:8.62ms 64M:33.39ms 256M:132.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.25us + bytes / 793 GB/s, misses by 22.9% RMS, so it
# is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.548us 2M:4.59us 16M:26.03us 64M:93.22us 256M:363.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 18.75us +
# bytes / 77.2 GB/s, written at the measured sizes (the medians would give
# 8.5%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.6us 2M:45.92us 16M:236.1us 64M:888us 256M:3.496ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.8% RMS relative over 15 repetitions.
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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 4.657us + bytes /
# 229 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.79us 16M:78.18us 64M:295.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.42us + bytes / 195 GB/s, written at the measured
# sizes (the medians would give 14.3%).
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.18us 16M:109.5us 64M:367.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.228us +
# bytes / 143 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.7us 16M:126.9us 64M:468.5us 256M:1.864ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.005us
# + bytes / 7.3 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.849us 64K:26.37us 2M:210.4us 16M:2.595ms 64M:11.81ms 256M:46.59ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.72us + bytes / 8.54 GB/s,
# misses by 20.9% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.47us 64K:33.35us 2M:297.1us 16M:1.947ms 64M:7.322ms 256M:29.15ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.86 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_read_ns = 64K:6.831us 2M:240.2us 16M:2.986ms 64M:12.6ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.6 GB/s, misses by
# 29.9% RMS, so it is not used.
# Residual: 9.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.834us 2M:104.9us 16M:1.684ms 64M:7.547ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 1.418us + bytes / 7.59 GB/s, misses
# by 25.1% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:10.01us 2M:332.2us 16M:2.236ms 64M:7.853ms

