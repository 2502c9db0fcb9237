# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:43:02Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:43:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 3.036us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.184us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.744us + bytes / 1.08e+04 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.62us 64K:2.647us 1M:2.677us 1536K:2.767us 2M:43.41us 8M:35.67us 64M:39.66us 256M:60.02us 1G:79.15us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.215us + bytes / 2.85e+03 GB/s, misses by 53.5% RMS, so it is
# not used.
# Residual: 24.9% RMS relative over 45 repetitions.
free_ns = 4K:1.529us 64K:1.442us 1M:1.358us 1536K:1.415us 2M:31.51us 8M:33.07us 64M:47.47us 256M:104us 1G:309.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.268us + bytes / 5.11e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 37.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.092us 64K:2.072us 2M:15.91us 16M:30.96us 64M:33.02us 256M:43.34us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.304us + bytes / 3.06e+06 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 14.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.304us 64K:9.304us 2M:9.305us 16M:9.31us 64M:9.326us 256M:9.392us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.0%, 512K 19.7%, 1M 19.2%, 2M 18.3%, 4M 17.1%, 8M 15.4%, 16M
# 15.3%, 32M 15.5%.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      68.1us     56.25us
# seq             2M          0         2         2     2097152           0     202.7us     222.5us
# seq            16M          0        16        16    16777216           0     1.461ms     1.701ms
# seq            64M          0        64        64    67108864           0     7.671ms     6.772ms
# seq           256M          0       256       256   268435456           0     29.91ms     27.05ms
# stride         64M        64K         4        32    67108864           0     4.834ms     4.546ms
# stride        256M         2M        16       128     8388608           0     1.914ms     2.115ms
# random         16M          0        16        16    16777216           0     1.422ms     1.701ms
# random         64M          0        39       104    67108864           0     7.241ms     6.288ms
# random        256M          0       127       907   268435456           0     35.88ms     28.25ms
# fresh           2M          0         2         2           0     2097152     101.2us     118.8us
# fresh          16M          0        16        16           0    16777216       782us     872.1us
# fresh          64M          0        64        64           0    67108864     4.221ms     3.455ms
# fresh         256M          0       256       256           0   268435456     17.41ms     13.78ms
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
# prefetch at the driver's defaults). Result: 32.66us per batch, 8.312us per
# VA block, bytes / 16.2 GB/s moved, 11.23us per faulting kernel, bytes / 81.7
# GB/s zero-filled.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_batch_ns = 32.66us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_block_ns = 8.312us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:252.6ns 64K:4.041us 512K:32.33us 1M:64.66us 2M:129.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_wake_ns = 11.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:50.12ns 64K:801.9ns 512K:6.415us 1M:12.83us 2M:25.66us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 41.31us + bytes / 43
# GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 4.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.49us 256K:47.72us 1M:88.68us 2M:118.4us 4M:157.3us 16M:462.2us 64M:1.407ms 256M:5.604ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.41us + bytes / 10.5 GB/s, written at the
# measured sizes (the means would give 4.1%).
# Residual: 8.0% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.64us 256K:41.34us 1M:116.1us 2M:215.8us 4M:415.2us 16M:1.612ms 64M:6.397ms 256M:25.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.69us + bytes / 9.34 GB/s, written at the measured
# sizes (the means would give 11.5%).
# Residual: 11.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.71us 512K:75.82us 2M:244.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 24us + bytes / 2.99 GB/s, written at the
# measured sizes (the means would give 3.3%).
# Residual: 7.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.96us 512K:199.6us 2M:726.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 237.7us +
# bytes / 3.15 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:273.4us 256K:335us 2M:725.3us 16M:5.813ms 64M:24.3ms 256M:92.46ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.36us + bytes / 1e+03 GB/s, misses by 24.6% RMS, so
# it is not used.
# Residual: 19.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.604us 256K:4.17us 1M:4.165us 2M:4.136us 4M:7.529us 16M:22.19us 64M:71.08us 256M:302us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 8.593us +
# bytes / 117 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 13.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.151us 256K:10.83us 1M:17.52us 2M:26.45us 4M:44.3us 16M:151.4us 64M:579.9us 256M:2.294ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.81us

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
# measured medians (15 points at 3 sizes): the best line, 5.351us + bytes /
# 319 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.96us 16M:56.57us 64M:219.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 17.3us + bytes / 239 GB/s, written at the measured sizes
# (the medians would give 9.4%).
# Residual: 9.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:26.07us 16M:87.46us 64M:297.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 818ns +
# bytes / 200 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.44us 16M:82.53us 64M:329.2us 256M:1.405ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.348us + bytes / 15 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 13.2% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.381us 8K:7.887us 16K:9.225us 32K:11.99us 64K:20.81us 128K:14.1us 256K:19.07us 512K:31.14us 1M:57.62us 2M:133.1us 4M:335.6us 8M:635.1us 16M:1.531ms 32M:3.692ms 64M:7.935ms 256M:34.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.86us + bytes / 8.7 GB/s,
# misses by 28.5% RMS, so it is not used.
# Residual: 13.9% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:15.59us 8K:12.33us 16K:13.86us 32K:24.87us 64K:31.99us 128K:44.17us 256K:70.09us 512K:106.3us 1M:180.9us 2M:291.8us 4M:536us 8M:1.066ms 16M:2.068ms 32M:3.96ms 64M:6.348ms 256M:20.82ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 20.2 GB/s, misses by 38.1% RMS, so it is not used.
# Residual: 24.2% RMS relative over 35 repetitions.
host_read_ns = 64K:2.834us 256K:11.08us 1M:44.12us 2M:90.69us 4M:201.8us 16M:1.491ms 64M:8.893ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 39.4 GB/s, misses by
# 37.6% RMS, so it is not used.
# Residual: 12.8% RMS relative over 35 repetitions.
host_write_ns = 64K:843ns 256K:4.912us 1M:21.26us 2M:43.25us 4M:158.3us 16M:771.6us 64M:5.402ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 13.3 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 7.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.415us 256K:19.15us 1M:78.07us 2M:156.6us 4M:313.8us 16M:1.257ms 64M:5.028ms

