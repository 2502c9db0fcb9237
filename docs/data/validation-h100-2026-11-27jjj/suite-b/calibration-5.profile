# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:27:04Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:27:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.642us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.191us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.715us + bytes / 3.7e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.942us 64K:2.568us 1M:2.88us 1536K:2.908us 2M:64.14us 8M:58.51us 64M:87.84us 256M:104.6us 1G:226.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.21us + bytes / 1.31e+03 GB/s, misses by 47.7% RMS, so it is not
# used.
# Residual: 17.8% RMS relative over 45 repetitions.
free_ns = 4K:2.747us 64K:2.262us 1M:2.764us 1536K:2.801us 2M:53.34us 8M:49.42us 64M:84.73us 256M:202.6us 1G:691.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.031us + bytes / 3.17e+03 GB/s, misses by 62.0% RMS, so it is not used.
# Residual: 39.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.052us 64K:2.589us 2M:21.91us 16M:32.56us 64M:45.46us 256M:67.87us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.373us + bytes / 1.78e+06 GB/s, written at the measured sizes (the
# medians would give 6.3%).
# Residual: 9.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.373us 64K:9.373us 2M:9.374us 16M:9.382us 64M:9.41us 256M:9.523us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.9%, 512K 20.7%, 1M 20.4%, 2M 19.5%, 4M 18.6%, 8M 16.8%, 16M
# 16.3%, 32M 16.4%.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     102.3us     83.23us
# seq             2M          0         2         2     2097152           0     309.8us     278.1us
# seq            16M          0        16        16    16777216           0     1.662ms     2.014ms
# seq            64M          0        64        64    67108864           0     7.331ms     7.964ms
# seq           256M          0       256       256   268435456           0     40.08ms     31.77ms
# stride         64M        64K         4        32    67108864           0     5.438ms     5.289ms
# stride        256M         2M        16       128     8388608           0     2.116ms     2.324ms
# random         16M          0        16        16    16777216           0     1.731ms     2.014ms
# random         64M          0        39       104    67108864           0     8.221ms     7.285ms
# random        256M          0       127       907   268435456           0     40.73ms     31.89ms
# fresh           2M          0         2         2           0     2097152     118.6us     144.5us
# fresh          16M          0        16        16           0    16777216     861.1us       945us
# fresh          64M          0        64        64           0    67108864     4.537ms      3.69ms
# fresh         256M          0       256       256           0   268435456     18.48ms     14.67ms
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
# prefetch at the driver's defaults). Result: 40.24us per batch, 8.169us per
# VA block, bytes / 13.9 GB/s moved, 30.11us per faulting kernel, bytes / 119
# GB/s zero-filled.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 40.24us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 8.169us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:295.2ns 64K:4.723us 512K:37.78us 1M:75.57us 2M:151.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 30.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:34.28ns 64K:548.5ns 512K:4.388us 1M:8.777us 2M:17.55us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.14us + bytes /
# 43.6 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 3.3% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.66us 256K:48.04us 1M:94.83us 2M:122.8us 4M:165.4us 16M:449.3us 64M:1.383ms 256M:5.47ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.66us + bytes / 10.1 GB/s, written at the
# measured sizes (the means would give 3.2%).
# Residual: 9.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.13us 256K:41.56us 1M:119.2us 2M:222.8us 4M:430us 16M:1.673ms 64M:6.644ms 256M:26.53ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.92us + bytes / 12.2 GB/s, written at the measured
# sizes (the means would give 7.5%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.3us 512K:57.97us 2M:187.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24.67us + bytes / 3.84 GB/s, written at the
# measured sizes (the means would give 6.5%).
# Residual: 8.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.71us 512K:161us 2M:570.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 342.4us +
# bytes / 2.5 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 24.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:398.7us 256K:437.9us 2M:1.014ms 16M:8.238ms 64M:32.32ms 256M:97.62ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 5.813us + bytes / 1.02e+03 GB/s, misses by 16.6% RMS,
# so it is not used.
# Residual: 13.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:6.458us 256K:6.641us 1M:6.724us 2M:6.505us 4M:10.65us 16M:22.95us 64M:71.16us 256M:274.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 10.07us + bytes / 96.4 GB/s, misses
# by 15.5% RMS, so it is not used.
# Residual: 7.0% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.67us 256K:11.77us 1M:19.27us 2M:27.45us 4M:50.93us 16M:201.1us 64M:749.1us 256M:3.163ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.8% RMS relative over 15 repetitions.
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
# measured medians (15 points at 3 sizes): the best line, 11.48us + bytes /
# 241 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.63us 16M:100.4us 64M:261.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.3us + bytes / 246 GB/s, written at the measured sizes
# (the medians would give 8.5%).
# Residual: 8.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.83us 16M:93.59us 64M:298.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.389us +
# bytes / 194 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.23us 16M:88.78us 64M:348.3us 256M:1.398ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line, 7.64us
# + bytes / 13.9 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 9.0% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.809us 8K:7.889us 16K:9.665us 32K:14.27us 64K:23.45us 128K:14.05us 256K:20.27us 512K:34.88us 1M:67.09us 2M:143.7us 4M:336us 8M:688.4us 16M:1.546ms 32M:3.28ms 64M:7.052ms 256M:31.36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.6us + bytes / 7.62 GB/s,
# misses by 30.2% RMS, so it is not used.
# Residual: 12.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.38us 8K:12.44us 16K:11.56us 32K:23.99us 64K:29.29us 128K:41.16us 256K:63.11us 512K:106.9us 1M:186.5us 2M:426.5us 4M:652.9us 8M:1.141ms 16M:2.755ms 32M:5.289ms 64M:7.268ms 256M:21.72ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 192.1ns +
# bytes / 17.1 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 21.9% RMS relative over 35 repetitions.
host_read_ns = 64K:4.452us 256K:12.81us 1M:50.92us 2M:117.1us 4M:243.8us 16M:1.73ms 64M:8.174ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31.9 GB/s, misses by
# 32.8% RMS, so it is not used.
# Residual: 11.7% RMS relative over 35 repetitions.
host_write_ns = 64K:991ns 256K:6.849us 1M:25.52us 2M:51.04us 4M:176.8us 16M:847.7us 64M:4.879ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 584.4ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 4.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.069us 256K:22.52us 1M:88.33us 2M:176.1us 4M:351.6us 16M:1.405ms 64M:5.617ms

