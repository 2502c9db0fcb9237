# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:25:37Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:25:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.517us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.011us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.736us + bytes / 4.27e+03 GB/s, misses by 61.6% RMS,
# so it is not used.
# Residual: 28.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.278us 64K:2.911us 1M:2.665us 1536K:2.616us 2M:54.67us 8M:51.48us 64M:77.65us 256M:107.7us 1G:195.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.12us + bytes / 1.42e+03 GB/s, misses by 48.6% RMS, so it is not
# used.
# Residual: 17.8% RMS relative over 45 repetitions.
free_ns = 4K:2.457us 64K:2.755us 1M:2.607us 1536K:2.409us 2M:41.91us 8M:48.01us 64M:81.32us 256M:195.9us 1G:640.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.968us + bytes / 5.78e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.659us 64K:2.779us 2M:21.31us 16M:40.61us 64M:50.21us 256M:40.82us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.14us + bytes * -1.66e-06 ns/B, written at the measured sizes (the
# medians would give 7.3%).
# Residual: 7.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.14us 64K:10.14us 2M:10.14us 16M:10.11us 64M:10.03us 256M:9.696us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.5%, 512K 20.3%, 1M 19.9%, 2M 18.7%, 4M 16.2%, 8M 13.1%, 16M
# 13.0%, 32M 13.5%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.04us     62.89us
# seq             2M          0         2         2     2097152           0     221.6us     252.3us
# seq            16M          0        16        16    16777216           0     2.082ms     2.018ms
# seq            64M          0        64        64    67108864           0     8.021ms     8.072ms
# seq           256M          0       256       256   268435456           0     32.89ms     32.29ms
# stride         64M        64K         4        32    67108864           0     5.458ms     4.944ms
# stride        256M         2M        16       128     8388608           0     2.773ms     3.046ms
# random         16M          0        16        16    16777216           0     1.733ms     2.018ms
# random         64M          0        39       104    67108864           0     7.989ms     7.515ms
# random        256M          0       127       907   268435456           0     42.67ms     35.64ms
# fresh           2M          0         2         2           0     2097152     101.1us     117.3us
# fresh          16M          0        16        16           0    16777216     850.2us     938.7us
# fresh          64M          0        64        64           0    67108864     4.307ms     3.755ms
# fresh         256M          0       256       256           0   268435456        19ms     15.02ms
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
# prefetch at the driver's defaults). Result: 44.67us per batch, 14us per VA
# block, bytes / 15.5 GB/s moved, 0ns per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 44.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 14us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:263.5ns 64K:4.216us 512K:33.73us 1M:67.46us 2M:134.9us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 44.12us + bytes / 43
# GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 3.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.3us 256K:49.32us 1M:100.4us 2M:126.9us 4M:174.6us 16M:464.9us 64M:1.389ms 256M:5.521ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 13.82us + bytes / 9.38 GB/s, written at the
# measured sizes (the means would give 5.7%).
# Residual: 7.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.81us 256K:41.78us 1M:125.6us 2M:237.5us 4M:461.1us 16M:1.803ms 64M:7.171ms 256M:28.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.7us + bytes / 11.6 GB/s, written at the measured
# sizes (the means would give 10.4%).
# Residual: 10.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.34us 512K:59.79us 2M:195.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 29.4us + bytes / 3.56 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 4.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.1us 512K:232us 2M:548.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 282us +
# bytes / 2.57 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:325.9us 256K:395.7us 2M:891.4us 16M:7.181ms 64M:29.15ms 256M:112.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.087us + bytes / 892 GB/s, misses by 24.1% RMS, so
# it is not used.
# Residual: 14.7% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.662us 256K:5.498us 1M:5.258us 2M:4.644us 4M:8.313us 16M:26.95us 64M:82.65us 256M:330.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 10.4us + bytes / 103 GB/s, misses by
# 15.6% RMS, so it is not used.
# Residual: 5.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.15us 256K:11.94us 1M:18.69us 2M:26.17us 4M:47.84us 16M:191.1us 64M:725.2us 256M:2.88ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103us

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
# sizes): 7.591us + bytes / 295 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.7us 16M:64.48us 64M:235.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.01us + bytes / 178 GB/s, written at the measured
# sizes (the medians would give 8.4%).
# Residual: 8.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.81us 16M:115.4us 64M:398.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 182 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.77us 16M:108.2us 64M:350.2us 256M:1.419ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.023us + bytes / 14 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 9.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.173us 8K:8.25us 16K:9.544us 32K:14.75us 64K:21.96us 128K:14.67us 256K:21.14us 512K:36.24us 1M:68.52us 2M:141us 4M:321.9us 8M:658.9us 16M:1.48ms 32M:3.022ms 64M:6.296ms 256M:31.19ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.04us + bytes / 10.8 GB/s,
# misses by 29.3% RMS, so it is not used.
# Residual: 10.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.46us 8K:10.32us 16K:13.05us 32K:23.26us 64K:28.13us 128K:41.53us 256K:65.65us 512K:110.4us 1M:174us 2M:267.1us 4M:415.4us 8M:735.1us 16M:1.365ms 32M:2.73ms 64M:5.1ms 256M:20.04ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 11.44ns +
# bytes / 16.4 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 19.7% RMS relative over 35 repetitions.
host_read_ns = 64K:4.516us 256K:12.79us 1M:50.95us 2M:128.3us 4M:272.5us 16M:1.704ms 64M:8.044ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 31 GB/s, misses by
# 33.7% RMS, so it is not used.
# Residual: 9.2% RMS relative over 35 repetitions.
host_write_ns = 64K:984ns 256K:6.906us 1M:25.6us 2M:53.37us 4M:187.6us 16M:998.9us 64M:4.784ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 663.7ns +
# bytes / 12.4 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 4.3% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.953us 256K:21.82us 1M:85.3us 2M:169.9us 4M:339.2us 16M:1.355ms 64M:5.417ms

