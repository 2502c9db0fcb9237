# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T04:23:12Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:23:12Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.238us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.97us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.69us + bytes / 3.63e+03 GB/s, misses by 60.3% RMS,
# so it is not used.
# Residual: 29.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.641us 64K:3.014us 1M:2.614us 1536K:3.011us 2M:77.34us 8M:50.77us 64M:89.61us 256M:88.8us 1G:240.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.077us + bytes / 1.26e+03 GB/s, misses by 48.1% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.743us 64K:2.404us 1M:2.461us 1536K:2.634us 2M:49.26us 8M:49.2us 64M:86.09us 256M:213.1us 1G:748.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.709us + bytes / 3.23e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 39.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.605us 64K:3.272us 2M:26.44us 16M:66.23us 64M:63.02us 256M:69.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.4us + bytes / 4.25e+05 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.4us 64K:12.4us 2M:12.4us 16M:12.44us 64M:12.56us 256M:13.03us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.5%, 512K 15.1%, 1M 14.7%, 2M 14.1%, 4M 14.9%, 8M 16.0%, 16M
# 16.0%, 32M 16.8%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.09us     69.04us
# seq             2M          0         2         2     2097152           0     207.2us     249.5us
# seq            16M          0        16        16    16777216           0     1.712ms     1.653ms
# seq            64M          0        64        64    67108864           0     7.133ms     6.466ms
# seq           256M          0       256       256   268435456           0     32.27ms     25.72ms
# stride         64M        64K        32        32    67108864           0     5.279ms     5.993ms
# stride        256M         2M       128       128     8388608           0     2.341ms     2.622ms
# random         16M          0         9        35    16777216           0     2.141ms     1.934ms
# random         64M          0        34       306    67108864           0     9.562ms     10.04ms
# random        256M          0       139      1560   268435456           0     52.77ms     44.96ms
# fresh           2M          0         2         2           0     2097152     176.6us     215.5us
# fresh          16M          0        16        16           0    16777216     1.351ms     1.382ms
# fresh          64M          0        64        64           0    67108864     6.206ms      5.38ms
# fresh         256M          0       256       256           0   268435456     24.69ms     21.37ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.76us per VA
# block, bytes / 12.3 GB/s moved, 48.94us per faulting kernel, bytes / 15.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 14.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334ns 64K:5.344us 512K:42.75us 1M:85.5us 2M:171us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 48.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:267.7ns 64K:4.284us 512K:34.27us 1M:68.54us 2M:137.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 46.29us + bytes /
# 44.7 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 5.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:40.53us 256K:48.95us 1M:98.78us 2M:122.8us 4M:162.2us 16M:431.2us 64M:1.376ms 256M:5.489ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.14us + bytes / 9.5 GB/s, written at the
# measured sizes (the means would give 4.3%).
# Residual: 5.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.04us 256K:45.74us 1M:128.6us 2M:239us 4M:459.8us 16M:1.785ms 64M:7.085ms 256M:28.29ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.8us + bytes / 7.98 GB/s, written at the measured
# sizes (the means would give 11.7%).
# Residual: 11.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.01us 512K:84.48us 2M:281.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 26.47us + bytes / 3.07 GB/s, written at the
# measured sizes (the means would give 8.5%).
# Residual: 13.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.82us 512K:197.2us 2M:709.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 344.7us + bytes / 2.27 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:373.6us 256K:460.3us 2M:1.269ms 16M:7.739ms 64M:29.92ms 256M:118.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.542us + bytes / 652 GB/s, misses by 17.8% RMS, so
# it is not used.
# Residual: 9.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.777us 256K:5.805us 1M:5.826us 2M:5.872us 4M:11.29us 16M:31.96us 64M:113.8us 256M:450.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 15.12us +
# bytes / 73.5 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 13.4% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:16.02us 256K:18.69us 1M:29.38us 2M:43.64us 4M:72.16us 16M:243.3us 64M:927.7us 256M:3.665ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 35.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.05us

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
# sizes): 6.225us + bytes / 212 GB/s, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.14us 16M:85.53us 64M:323.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.27us + bytes / 183 GB/s, written at the measured
# sizes (the medians would give 7.0%).
# Residual: 6.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.76us 16M:112.2us 64M:387.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 714.6ns +
# bytes / 154 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.63us 16M:103.8us 64M:442.3us 256M:1.802ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.148us + bytes / 9.17 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 18.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.965us 8K:8.347us 16K:10.7us 32K:17.18us 64K:24.34us 128K:18.32us 256K:29.42us 512K:80.64us 1M:134.2us 2M:160.9us 4M:456.7us 8M:999.7us 16M:2.034ms 32M:4.51ms 64M:10.18ms 256M:43.15ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.57us + bytes / 10.2 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:16.54us 8K:11.56us 16K:13.66us 32K:20.76us 64K:29.64us 128K:42.72us 256K:65.25us 512K:110.5us 1M:187.8us 2M:244.7us 4M:393.3us 8M:752.7us 16M:1.459ms 32M:2.836ms 64M:5.542ms 256M:27.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 2.413us + bytes / 5.99 GB/s, written at the measured
# sizes (the medians would give 6.2%).
# Residual: 13.7% RMS relative over 35 repetitions.
host_read_ns = 64K:13.36us 256K:46.19us 1M:177.5us 2M:352.7us 4M:702.9us 16M:2.804ms 64M:11.21ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 22.2 GB/s, misses by
# 34.4% RMS, so it is not used.
# Residual: 13.9% RMS relative over 35 repetitions.
host_write_ns = 64K:1.313us 256K:7.619us 1M:34.51us 2M:107.6us 4M:246.2us 16M:1.282ms 64M:6.109ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 171.4ns +
# bytes / 9.49 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 5.1% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.078us 256K:27.8us 1M:110.7us 2M:221.2us 4M:442.2us 16M:1.768ms 64M:7.072ms

