# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:17:41Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:17:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.6% RMS relative over 5 repetitions.
launch_ns = 4.837us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.001us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.883us + bytes / 4.21e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 27.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.22us 64K:3.083us 1M:3.024us 1536K:2.648us 2M:54.46us 8M:50.58us 64M:77.42us 256M:96.85us 1G:199.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.192us + bytes / 1.49e+03 GB/s, misses by 49.4% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:2.711us 64K:2.725us 1M:2.648us 1536K:2.406us 2M:42.71us 8M:46.35us 64M:77.92us 256M:193.5us 1G:602.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.583us + bytes / 2.52e+03 GB/s, misses by 68.1% RMS, so it is not used.
# Residual: 41.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.32us 64K:3.413us 2M:43.08us 16M:52.56us 64M:83.94us 256M:87.02us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 16.85us + bytes /
# 4.82e+05 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:17.34us 64K:15.91us 2M:21.94us 16M:15.12us 64M:16.6us 256M:17.65us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.1%, 512K 21.1%, 1M 21.0%, 2M 20.8%, 4M 19.1%, 8M 16.9%, 16M
# 16.8%, 32M 16.8%.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.69us     67.67us
# seq             2M          0         2         2     2097152           0     251.7us     322.9us
# seq            16M          0        16        16    16777216           0     4.075ms     2.583ms
# seq            64M          0        64        64    67108864           0     9.568ms     10.33ms
# seq           256M          0       256       256   268435456           0     45.79ms     41.33ms
# stride         64M        64K         4        32    67108864           0      8.35ms         7ms
# stride        256M         2M         8       128     8388608           0     2.733ms       2.8ms
# random         16M          0        16        16    16777216           0     2.243ms     2.583ms
# random         64M          0        43        73    67108864           0     10.03ms      9.42ms
# random        256M          0       134       611   268435456           0     41.09ms     39.84ms
# fresh           2M          0         2         2           0     2097152     110.9us     122.8us
# fresh          16M          0        16        16           0    16777216     859.2us     982.7us
# fresh          64M          0        64        64           0    67108864     4.386ms     3.931ms
# fresh         256M          0       256       256           0   268435456     19.22ms     15.72ms
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
# prefetch at the driver's defaults). Result: 48.85us per batch, 12.57us per
# VA block, bytes / 10.5 GB/s moved, 0ns per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_batch_ns = 48.85us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_block_ns = 12.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:390.8ns 64K:6.252us 512K:50.02us 1M:100us 2M:200.1us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 23.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 48.74us + bytes /
# 41.6 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 3.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:41.48us 256K:55.33us 1M:105.1us 2M:123.2us 4M:170.2us 16M:457.4us 64M:1.494ms 256M:5.943ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.32us + bytes / 13.4 GB/s, written at the
# measured sizes (the means would give 6.4%).
# Residual: 14.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.2us 256K:36.85us 1M:95.46us 2M:173.6us 4M:329.9us 16M:1.268ms 64M:5.018ms 256M:20.02ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (480 points at 3 sizes): the best line,
# 42.36us + bytes / 14.5 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 19.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:45.4us 512K:85.22us 2M:180.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 18.64us + bytes / 2.88 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 25.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.61us 512K:194.5us 2M:768us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 445.3us +
# bytes / 1.93 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 9.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:522.5us 256K:611us 2M:1.185ms 16M:9.681ms 64M:39.9ms 256M:157.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.007us + bytes / 1.41e+03 GB/s, misses by 19.2% RMS,
# so it is not used.
# Residual: 14.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.289us 256K:3.498us 1M:3.647us 2M:3.338us 4M:6.587us 16M:15.9us 64M:52.49us 256M:198.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 11.85us + bytes / 97.3 GB/s, misses
# by 29.3% RMS, so it is not used.
# Residual: 42.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:18.02us 256K:15.41us 1M:18.06us 2M:25.85us 4M:138.4us 16M:196.4us 64M:766us 256M:2.952ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.5us

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
# measured medians (15 points at 3 sizes): the best line, 7.551us + bytes /
# 277 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.07us 16M:69.63us 64M:245.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.96us + bytes / 230 GB/s, written at the measured
# sizes (the medians would give 6.7%).
# Residual: 6.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.08us 16M:94.95us 64M:313.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.517us +
# bytes / 137 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.41us 16M:130.4us 64M:479.1us 256M:1.934ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.838us + bytes / 12.7 GB/s, misses by 34.3% RMS, so it is not used.
# Residual: 13.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.78us 8K:8.414us 16K:9.74us 32K:15.18us 64K:22.79us 128K:16.13us 256K:22.03us 512K:34.87us 1M:63.86us 2M:155.2us 4M:430.9us 8M:962.2us 16M:2.191ms 32M:5.346ms 64M:12.63ms 256M:32.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.92us + bytes / 10.7 GB/s,
# misses by 30.2% RMS, so it is not used.
# Residual: 10.2% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.33us 8K:10.36us 16K:12.01us 32K:22.03us 64K:29.68us 128K:44.98us 256K:75.49us 512K:111us 1M:182us 2M:252.6us 4M:410.7us 8M:735.3us 16M:1.338ms 32M:2.922ms 64M:5.153ms 256M:20.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 300.9ns +
# bytes / 9.45 GB/s, misses by 31.5% RMS, so it is not used.
# Residual: 25.7% RMS relative over 35 repetitions.
host_read_ns = 64K:7.564us 256K:25.58us 1M:98.56us 2M:200.2us 4M:416.6us 16M:2.29ms 64M:11.14ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 32.6 GB/s, misses by
# 38.6% RMS, so it is not used.
# Residual: 11.7% RMS relative over 35 repetitions.
host_write_ns = 64K:981ns 256K:6.643us 1M:24.98us 2M:50.57us 4M:175.5us 16M:1.22ms 64M:6.627ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 419.7ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 8.0%).
# Residual: 8.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.392us 256K:24.31us 1M:95.97us 2M:191.5us 4M:382.6us 16M:1.529ms 64M:6.116ms

