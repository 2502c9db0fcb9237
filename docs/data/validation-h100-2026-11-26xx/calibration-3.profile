# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:19:58Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:19:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.539us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.182us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.987us + bytes / 4.31e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 26.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.976us 64K:3.111us 1M:3.128us 1536K:2.975us 2M:75.06us 8M:51.98us 64M:58.86us 256M:87.23us 1G:194.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.679us + bytes / 1.45e+03 GB/s, misses by 47.0% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:4.096us 64K:3.976us 1M:3.934us 1536K:3.966us 2M:46.55us 8M:49.84us 64M:93.44us 256M:189.8us 1G:603.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.634us + bytes / 4.09e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 36.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.475us 64K:3.933us 2M:30.75us 16M:37.81us 64M:54.38us 256M:56.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.46us + bytes * -1.62e-06 ns/B, written at the measured sizes (the
# medians would give 5.2%).
# Residual: 5.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.46us 64K:14.46us 2M:14.46us 16M:14.44us 64M:14.35us 256M:14.03us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.4%, 512K 15.0%, 1M 14.4%, 2M 14.6%, 4M 15.4%, 8M 16.8%, 16M
# 18.4%, 32M 20.0%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.53us     62.25us
# seq             2M          0         2         2     2097152           0     229.3us     251.6us
# seq            16M          0        16        16    16777216           0     1.454ms     1.743ms
# seq            64M          0        64        64    67108864           0     7.345ms     6.854ms
# seq           256M          0       256       256   268435456           0     40.58ms      27.3ms
# stride         64M        64K        64        64    67108864           0     7.287ms     6.854ms
# stride        256M         2M       128       128     8388608           0     2.948ms     3.066ms
# random         16M          0        10        55    16777216           0     2.341ms     2.392ms
# random         64M          0        38       373    67108864           0     11.04ms     12.03ms
# random        256M          0       160      1651   268435456           0     57.62ms     50.68ms
# fresh           2M          0         2         2           0     2097152     174.8us     207.7us
# fresh          16M          0        16        16           0    16777216     1.309ms     1.391ms
# fresh          64M          0        64        64           0    67108864     6.045ms     5.449ms
# fresh         256M          0       256       256           0   268435456     27.02ms     21.68ms
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
# prefetch at the driver's defaults). Result: 1.286us per batch, 16.84us per
# VA block, bytes / 11.9 GB/s moved, 38.59us per faulting kernel, bytes / 15.8
# GB/s zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 1.286us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 16.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:345.2ns 64K:5.523us 512K:44.18us 1M:88.37us 2M:176.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 38.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:259.4ns 64K:4.15us 512K:33.2us 1M:66.4us 2M:132.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.7us + bytes /
# 45.8 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.74us 2M:130.3us 16M:454.7us 64M:1.381ms 256M:5.519ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.96us + bytes / 11.3 GB/s, written at
# the measured sizes (the medians would give 1.3%).
# Residual: 7.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.77us 2M:204.6us 16M:1.504ms 64M:5.96ms 256M:23.78ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.01us + bytes / 9.35 GB/s, written at the
# measured sizes (the medians would give 9.7%).
# Residual: 9.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.02us 512K:74.1us 2M:242.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.02us + bytes / 3.13 GB/s, written at
# the measured sizes (the medians would give 9.9%).
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.97us 512K:191.6us 2M:694.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 336us + bytes / 2.12 GB/s, written at the measured sizes
# (the medians would give 4.2%).
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:366.9us 256K:459.6us 2M:1.325ms 16M:8.25ms 64M:31.99ms 256M:127ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.533us + bytes / 1.01e+03 GB/s, misses by 18.1% RMS,
# so it is not used.
# Residual: 13.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.582us 2M:5.603us 16M:21.39us 64M:72.03us 256M:286.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.08us +
# bytes / 75.3 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.95us 2M:44.95us 16M:240us 64M:908.7us 256M:3.584ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.9us

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
# sizes): 10.06us + bytes / 221 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.55us 16M:85.99us 64M:313.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.01us + bytes / 172 GB/s, written at the measured
# sizes (the medians would give 5.2%).
# Residual: 6.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.19us 16M:123.5us 64M:415.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 149 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.81us 16M:112.4us 64M:444.2us 256M:1.822ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.832us
# + bytes / 7.65 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.551us 64K:25.56us 2M:218.1us 16M:2.372ms 64M:9.677ms 256M:41ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.4us + bytes / 7.3 GB/s,
# misses by 17.1% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.12us 64K:35.45us 2M:307.2us 16M:2.272ms 64M:8.88ms 256M:36.01ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.32 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.667us 2M:233.2us 16M:2.594ms 64M:11.53ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 13.8 GB/s, misses by
# 16.7% RMS, so it is not used.
# Residual: 8.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.653us 2M:124.2us 16M:1.305ms 64M:6.194ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.033us +
# bytes / 9.05 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 4.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.277us 2M:232.8us 16M:1.856ms 64M:7.419ms

