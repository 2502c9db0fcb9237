# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:26:03Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:26:03Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 5.08us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.042us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.672us + bytes / 6.63e+03 GB/s, misses by 60.9% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.608us 64K:3.847us 1M:3.633us 1536K:3.508us 2M:68.34us 8M:59.02us 64M:95.41us 256M:133.8us 1G:132.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.997us + bytes / 1.12e+03 GB/s, misses by 45.8% RMS, so it is
# not used.
# Residual: 17.0% RMS relative over 45 repetitions.
free_ns = 4K:4.537us 64K:4.45us 1M:4.407us 1536K:4.368us 2M:51.74us 8M:55.7us 64M:98.99us 256M:263.4us 1G:763.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.615us + bytes / 3.95e+03 GB/s, misses by 63.5% RMS, so it is not used.
# Residual: 37.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.291us 64K:3.949us 2M:23.14us 16M:35.87us 64M:52.36us 256M:57.87us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.91us + bytes * -3.9e-06 ns/B, written at the measured sizes (the
# medians would give 5.4%).
# Residual: 5.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.91us 64K:13.91us 2M:13.9us 16M:13.84us 64M:13.65us 256M:12.86us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.3%, 512K 15.1%, 1M 14.9%, 2M 15.1%, 4M 15.2%, 8M 15.7%, 16M
# 16.6%, 32M 17.7%.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.67us     58.16us
# seq             2M          0         2         2     2097152           0     195.9us     237.1us
# seq            16M          0        16        16    16777216           0     1.462ms     1.621ms
# seq            64M          0        64        64    67108864           0     6.793ms     6.365ms
# seq           256M          0       256       256   268435456           0     32.01ms     25.34ms
# stride         64M        64K        64        64    67108864           0     7.252ms     6.365ms
# stride        256M         2M       128       128     8388608           0     2.324ms     2.442ms
# random         16M          0        10        55    16777216           0     2.051ms     2.002ms
# random         64M          0        38       373    67108864           0     8.389ms     9.457ms
# random        256M          0       160      1651   268435456           0     45.78ms     39.37ms
# fresh           2M          0         2         2           0     2097152     140.8us     173.5us
# fresh          16M          0        16        16           0    16777216     1.103ms     1.112ms
# fresh          64M          0        64        64           0    67108864     5.677ms      4.33ms
# fresh         256M          0       256       256           0   268435456     18.16ms      17.2ms
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
# prefetch at the driver's defaults). Result: 3.158us per batch, 10.27us per
# VA block, bytes / 12.3 GB/s moved, 39.4us per faulting kernel, bytes / 19.6
# GB/s zero-filled.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_batch_ns = 3.158us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_block_ns = 10.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:333.6ns 64K:5.338us 512K:42.7us 1M:85.4us 2M:170.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_wake_ns = 39.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:209.4ns 64K:3.351us 512K:26.81us 1M:53.61us 2M:107.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 76.34us + bytes /
# 49.5 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 18.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:73.35us 2M:131.5us 16M:434.2us 64M:1.36ms 256M:5.427ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.96us + bytes / 13.9 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.35us 2M:194.6us 16M:1.171ms 64M:4.239ms 256M:22.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.02us + bytes / 12.3 GB/s, written at the
# measured sizes (the medians would give 9.4%).
# Residual: 9.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.34us 512K:56.56us 2M:184.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.89us + bytes / 3.74 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.83us 512K:223.9us 2M:516.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 284.6us + bytes / 2.51 GB/s, misses by 17.5% RMS, so
# it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:321.9us 256K:415.5us 2M:896.9us 16M:7.611ms 64M:29.55ms 256M:114.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.909us + bytes / 1.31e+03 GB/s, misses by 30.8% RMS,
# so it is not used.
# Residual: 26.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.961us 2M:3.626us 16M:16.68us 64M:54.98us 256M:220.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.27us + bytes / 90 GB/s, misses by
# 20.6% RMS, so it is not used.
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.76us 2M:26.28us 16M:179.3us 64M:971.7us 256M:3.829ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

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
# sizes): 7.488us + bytes / 302 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 12.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.43us 16M:63.06us 64M:229.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 49.96us + bytes / 218 GB/s, written at the measured
# sizes (the medians would give 6.7%).
# Residual: 6.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:59.57us 16M:126.8us 64M:357.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.33us +
# bytes / 190 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.97us 16M:99.94us 64M:348.6us 256M:1.393ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.526us
# + bytes / 12.1 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.043us 64K:22.27us 2M:138.7us 16M:1.392ms 64M:6.32ms 256M:29.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.67us + bytes / 14.1 GB/s,
# misses by 24.9% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.423us 64K:27.03us 2M:239.6us 16M:1.104ms 64M:4.458ms 256M:17.38ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.9 GB/s, misses by 32.5% RMS, so it is not used.
# Residual: 26.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.733us 2M:116.5us 16M:1.453ms 64M:7.359ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.3 GB/s, misses by
# 35.8% RMS, so it is not used.
# Residual: 20.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.079us 2M:57.33us 16M:768.1us 64M:4.457ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 744.2ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 4.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.151us 2M:173.8us 16M:1.385ms 64M:5.537ms

