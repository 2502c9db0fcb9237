# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:38:23Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:38:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.668us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.144us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.665us + bytes / 4.57e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.08us 64K:2.676us 1M:2.582us 1536K:2.682us 2M:51.82us 8M:47.92us 64M:74.15us 256M:84.03us 1G:185.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.051us + bytes / 1.39e+03 GB/s, misses by 48.3% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:2.52us 64K:2.342us 1M:2.441us 1536K:2.535us 2M:40.98us 8M:45.85us 64M:79.38us 256M:199.7us 1G:652.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.43us
# + bytes / 4.14e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 35.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.144us 64K:3.834us 2M:29.15us 16M:32.33us 64M:53.24us 256M:55.39us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.01us + bytes * -1.21e-07 ns/B, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 8.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.01us 64K:14.01us 2M:14.01us 16M:14.01us 64M:14us 256M:13.98us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.2%, 1M 13.4%, 2M 12.7%, 4M 12.2%, 8M 12.2%, 16M
# 13.0%, 32M 14.2%.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.38us     78.15us
# seq             2M          0         2         2     2097152           0     237.2us     278.3us
# seq            16M          0        16        16    16777216           0     1.591ms     1.879ms
# seq            64M          0        64        64    67108864           0     8.869ms     7.365ms
# seq           256M          0       256       256   268435456           0      40.7ms     29.31ms
# stride         64M        64K        16        32    67108864           0     6.647ms     6.479ms
# stride        256M         2M        64       128     8388608           0      2.92ms      3.07ms
# random         16M          0         9        23    16777216           0     1.854ms     1.901ms
# random         64M          0        35       230    67108864           0     9.522ms     9.235ms
# random        256M          0       128      1431   268435456           0     44.27ms      43.3ms
# fresh           2M          0         2         2           0     2097152     176.7us     193.3us
# fresh          16M          0        16        16           0    16777216     1.314ms     1.199ms
# fresh          64M          0        64        64           0    67108864     4.491ms     4.645ms
# fresh         256M          0       256       256           0   268435456     19.12ms     18.43ms
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
# prefetch at the driver's defaults). Result: 9.805us per batch, 12.97us per
# VA block, bytes / 11.5 GB/s moved, 49.65us per faulting kernel, bytes / 21.4
# GB/s zero-filled.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_batch_ns = 9.805us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_block_ns = 12.97us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:357.5ns 64K:5.72us 512K:45.76us 1M:91.53us 2M:183.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_wake_ns = 49.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:191.5ns 64K:3.064us 512K:24.51us 1M:49.02us 2M:98.05us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 47.71us + bytes /
# 44.2 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 6.4% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:44.05us 256K:47.14us 1M:98.12us 2M:124.9us 4M:167.8us 16M:451.7us 64M:1.402ms 256M:5.452ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.31us + bytes / 9.34 GB/s, written at the
# measured sizes (the means would give 1.1%).
# Residual: 5.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.32us 256K:46.37us 1M:130.6us 2M:242.8us 4M:467.3us 16M:1.814ms 64M:7.202ms 256M:28.75ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.17us + bytes / 8.71 GB/s, written at the measured
# sizes (the means would give 6.1%).
# Residual: 6.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.69us 512K:77.38us 2M:258us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.75us + bytes / 2.85 GB/s, written at the
# measured sizes (the means would give 3.0%).
# Residual: 7.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.74us 512K:207.7us 2M:759.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 314.6us + bytes / 2.44 GB/s, written at the measured
# sizes (the medians would give 3.7%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:341.4us 256K:421.9us 2M:1.174ms 16M:7.186ms 64M:27.8ms 256M:110.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.22us + bytes / 976 GB/s, misses by 17.5% RMS, so it
# is not used.
# Residual: 9.5% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.149us 256K:4.131us 1M:4.038us 2M:4.082us 4M:7.647us 16M:21.28us 64M:77.1us 256M:300.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 15.84us +
# bytes / 86.6 GB/s, written at the measured sizes (the medians would give
# 7.5%).
# Residual: 12.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.6us 256K:18.87us 1M:27.95us 2M:40.05us 4M:64.27us 16M:209.6us 64M:790.7us 256M:3.115ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.06us

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
# sizes): 5.981us + bytes / 207 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.11us 16M:87us 64M:330.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.67us + bytes / 215 GB/s, written at the measured
# sizes (the medians would give 6.8%).
# Residual: 8.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.41us 16M:99.59us 64M:333.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 691.1ns +
# bytes / 156 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.13us 16M:108.2us 64M:426.2us 256M:1.736ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.379us + bytes / 12.2 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 16.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:12.25us 8K:7.782us 16K:9.804us 32K:14.94us 64K:22.92us 128K:15.84us 256K:22.53us 512K:38.62us 1M:76.1us 2M:184.1us 4M:378.4us 8M:830.9us 16M:1.657ms 32M:3.449ms 64M:7.466ms 256M:34.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.5us + bytes / 8.9 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 9.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.64us 8K:11.55us 16K:12.88us 32K:18.32us 64K:31.93us 128K:46.81us 256K:68.49us 512K:109.3us 1M:201.7us 2M:282.1us 4M:481.2us 8M:874.3us 16M:1.659ms 32M:3.279ms 64M:6.547ms 256M:25.86ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 8.93 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 13.5% RMS relative over 35 repetitions.
host_read_ns = 64K:6.725us 256K:26.56us 1M:105.9us 2M:221.3us 4M:423.3us 16M:2.322ms 64M:10.12ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 26.4 GB/s, misses by
# 33.4% RMS, so it is not used.
# Residual: 8.3% RMS relative over 35 repetitions.
host_write_ns = 64K:1.416us 256K:6.793us 1M:29.75us 2M:78.72us 4M:209.9us 16M:1.151ms 64M:5.804ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 152.3ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 4.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.093us 256K:23.91us 1M:95.2us 2M:190.2us 4M:380.3us 16M:1.521ms 64M:6.083ms

