# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:25:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:25:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.71us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 1.962us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.69us + bytes / 4.02e+03 GB/s, misses by 66.3% RMS,
# so it is not used.
# Residual: 65.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.733us 64K:3.227us 1M:2.965us 1536K:2.618us 2M:337.8us 8M:422.3us 64M:234.9us 256M:409.5us 1G:232.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.555us + bytes / 721 GB/s, misses by 62.4% RMS, so it is not
# used.
# Residual: 70.4% RMS relative over 45 repetitions.
free_ns = 4K:2.671us 64K:2.687us 1M:2.668us 1536K:2.324us 2M:227.4us 8M:339.4us 64M:376.5us 256M:565.2us 1G:1.923ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.118us + bytes / 4.22e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 45.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.024us 64K:2.766us 2M:23.44us 16M:54.27us 64M:73.87us 256M:55.24us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.81us + bytes * -2.96e-06 ns/B, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 9.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.81us 64K:11.81us 2M:11.8us 16M:11.76us 64M:11.61us 256M:11.02us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.9%, 512K 19.7%, 1M 19.6%, 2M 19.4%, 4M 19.1%, 8M 18.6%, 16M
# 18.5%, 32M 19.2%.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     127.6us     91.95us
# seq             2M          0         2         2     2097152           0     292.2us       319us
# seq            16M          0        16        16    16777216           0     2.047ms      2.35ms
# seq            64M          0        64        64    67108864           0     7.428ms     9.315ms
# seq           256M          0       256       256   268435456           0     42.21ms     37.17ms
# stride         64M        64K         4        32    67108864           0     7.226ms     6.377ms
# stride        256M         2M        16       128     8388608           0     3.354ms     3.752ms
# random         16M          0        16        16    16777216           0     2.585ms      2.35ms
# random         64M          0        39       104    67108864           0     10.89ms     9.091ms
# random        256M          0       127       907   268435456           0     53.64ms     44.36ms
# fresh           2M          0         2         2           0     2097152     141.3us     176.9us
# fresh          16M          0        16        16           0    16777216     1.135ms     1.214ms
# fresh          64M          0        64        64           0    67108864     5.475ms     4.768ms
# fresh         256M          0       256       256           0   268435456     28.77ms     18.99ms
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
# prefetch at the driver's defaults). Result: 38.95us per batch, 18.75us per
# VA block, bytes / 12 GB/s moved, 28.78us per faulting kernel, bytes / 64.2
# GB/s zero-filled.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_batch_ns = 38.95us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_block_ns = 18.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:341.4ns 64K:5.462us 512K:43.69us 1M:87.39us 2M:174.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_wake_ns = 28.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:63.84ns 64K:1.021us 512K:8.171us 1M:16.34us 2M:32.68us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.98us + bytes /
# 40.1 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 20.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.07us 2M:132.9us 16M:446.2us 64M:1.98ms 256M:5.782ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.34us + bytes / 9.85 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 29.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.93us 2M:239us 16M:1.509ms 64M:13.31ms 256M:24.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.37us + bytes / 9.61 GB/s, written at the
# measured sizes (the medians would give 7.6%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.19us 512K:69.93us 2M:233.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.33us + bytes / 3.34 GB/s, written at
# the measured sizes (the medians would give 7.1%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.94us 512K:180.2us 2M:650.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 292.2us +
# bytes / 2.75 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:337.3us 256K:418.2us 2M:808.1us 16M:6.847ms 64M:28.17ms 256M:110.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.878us + bytes / 1.01e+03 GB/s, misses by 18.0% RMS,
# so it is not used.
# Residual: 12.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.912us 2M:4.92us 16M:21.22us 64M:72.06us 256M:277.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.89us + bytes / 82.7 GB/s, misses
# by 18.0% RMS, so it is not used.
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.21us 2M:29.57us 16M:221.1us 64M:940.6us 256M:3.763ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 167.8us

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
# sizes): 7.588us + bytes / 251 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.95us 16M:74.52us 64M:275.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.8us + bytes / 172 GB/s, written at the measured sizes
# (the medians would give 11.3%).
# Residual: 11.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.97us 16M:120.2us 64M:412.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 377.8ns +
# bytes / 171 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.9us 16M:93.15us 64M:384.7us 256M:1.671ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.569us
# + bytes / 9.56 GB/s, misses by 31.2% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.161us 64K:24.17us 2M:161.9us 16M:1.997ms 64M:8.575ms 256M:39.17ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.83us + bytes / 8.68 GB/s,
# misses by 20.1% RMS, so it is not used.
# Residual: 11.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.86us 64K:30.16us 2M:296.8us 16M:1.822ms 64M:8.037ms 256M:26.99ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.31 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.842us 2M:211.3us 16M:2.306ms 64M:9.33ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.9 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.269us 2M:58.07us 16M:1.265ms 64M:5.189ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 2.566us +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 6.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:9.064us 2M:210.5us 16M:1.666ms 64M:6.656ms

