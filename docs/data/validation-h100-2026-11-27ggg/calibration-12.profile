# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T06:01:33Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T06:01:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 3.347us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.19us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.578us + bytes / 5.05e+03 GB/s, misses by 58.4% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.822us 64K:2.796us 1M:2.448us 1536K:2.605us 2M:95.18us 8M:49.54us 64M:79.94us 256M:101us 1G:166.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.161us + bytes / 1.58e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 17.3% RMS relative over 45 repetitions.
free_ns = 4K:3.486us 64K:3.58us 1M:3.45us 1536K:3.414us 2M:58.92us 8M:45.34us 64M:78.96us 256M:186.6us 1G:540.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.649us + bytes / 5.19e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 40.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.431us 64K:2.437us 2M:19.32us 16M:35.27us 64M:56.76us 256M:44.49us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.544us + bytes / 2.82e+05 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 6.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.544us 64K:9.544us 2M:9.551us 16M:9.603us 64M:9.782us 256M:10.49us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.3%, 512K 15.2%, 1M 15.2%, 2M 14.7%, 4M 13.8%, 8M 12.9%, 16M
# 12.5%, 32M 13.0%.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      80.1us     72.64us
# seq             2M          0         2         2     2097152           0     250.2us     290.2us
# seq            16M          0        16        16    16777216           0     1.951ms     2.165ms
# seq            64M          0        64        64    67108864           0     9.599ms     8.593ms
# seq           256M          0       256       256   268435456           0     34.62ms      34.3ms
# stride         64M        64K         4        32    67108864           0     6.857ms      6.31ms
# stride        256M         2M        16       128     8388608           0     2.897ms      3.04ms
# random         16M          0        16        16    16777216           0     2.237ms     2.165ms
# random         64M          0        39       104    67108864           0      8.37ms     8.398ms
# random        256M          0       127       907   268435456           0     43.52ms     39.61ms
# fresh           2M          0         2         2           0     2097152     148.7us     154.4us
# fresh          16M          0        16        16           0    16777216     870.4us     1.079ms
# fresh          64M          0        64        64           0    67108864     5.173ms     4.247ms
# fresh         256M          0       256       256           0   268435456     22.04ms     16.92ms
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
# prefetch at the driver's defaults). Result: 30.47us per batch, 14.19us per
# VA block, bytes / 11.7 GB/s moved, 22.4us per faulting kernel, bytes / 49.1
# GB/s zero-filled.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_batch_ns = 30.47us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_block_ns = 14.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:348.6ns 64K:5.578us 512K:44.63us 1M:89.25us 2M:178.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_wake_ns = 22.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:83.38ns 64K:1.334us 512K:10.67us 1M:21.35us 2M:42.69us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 45.28us + bytes /
# 44.3 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 3.2% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:39.73us 256K:47.91us 1M:98.2us 2M:122.5us 4M:163.4us 16M:441.3us 64M:1.372ms 256M:5.506ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 17.88us + bytes / 12.5 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 10.2% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.92us 256K:38.72us 1M:101.9us 2M:243us 4M:310.3us 16M:1.117ms 64M:5.865ms 256M:27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.58us + bytes / 8.49 GB/s, written at the measured
# sizes (the means would give 11.1%).
# Residual: 11.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.31us 512K:81.37us 2M:266.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.63us + bytes / 3.02 GB/s, written at the
# measured sizes (the means would give 9.0%).
# Residual: 12.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.35us 512K:197.4us 2M:718.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 239.4us +
# bytes / 3.06 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:275.8us 256K:342.4us 2M:732.8us 16M:5.875ms 64M:24.89ms 256M:99.98ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). Fit (weighted least squares, relative
# errors, to the medians of 80 points at 8 sizes): 4.316us + bytes / 983 GB/s,
# written at the measured sizes (the medians would give 13.7%).
# Residual: 14.9% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.383us 256K:4.583us 1M:5.383us 2M:6.45us 4M:8.583us 16M:21.38us 64M:72.58us 256M:277.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 9.637us + bytes / 103 GB/s, misses by
# 15.3% RMS, so it is not used.
# Residual: 7.4% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:13.77us 256K:11.47us 1M:18.33us 2M:24.58us 4M:48.09us 16M:203.3us 64M:704.3us 256M:2.848ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.5us

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
# sizes): 7.38us + bytes / 297 GB/s, written at the measured sizes (the
# medians would give 13.2%).
# Residual: 13.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.45us 16M:63.91us 64M:233.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.75us + bytes / 232 GB/s, written at the measured
# sizes (the medians would give 11.3%).
# Residual: 11.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.8us 16M:93.17us 64M:310.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.251us +
# bytes / 196 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.02us 16M:86.26us 64M:345.7us 256M:1.383ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.922us + bytes / 12.6 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 11.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.287us 8K:8.654us 16K:9.824us 32K:15.04us 64K:22.91us 128K:13.97us 256K:22.29us 512K:38.84us 1M:69.61us 2M:181.2us 4M:374.5us 8M:723.5us 16M:1.666ms 32M:3.866ms 64M:9.095ms 256M:36.1ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.85us + bytes / 9.12 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 11.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.74us 8K:11.8us 16K:12.82us 32K:20.57us 64K:30.86us 128K:44.46us 256K:69.14us 512K:112us 1M:196.6us 2M:255.7us 4M:444.9us 8M:839.7us 16M:1.623ms 32M:3.386ms 64M:6.675ms 256M:25.25ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 3.397us +
# bytes / 6.37 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 18.3% RMS relative over 35 repetitions.
host_read_ns = 64K:13.32us 256K:47.89us 1M:187.5us 2M:348.4us 4M:629.3us 16M:2.929ms 64M:8.956ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 27.5 GB/s, misses by
# 30.7% RMS, so it is not used.
# Residual: 12.7% RMS relative over 35 repetitions.
host_write_ns = 64K:1.408us 256K:7.001us 1M:27.4us 2M:76.42us 4M:204.5us 16M:909us 64M:4.925ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 74.88ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 8.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.678us 256K:22.49us 1M:89.73us 2M:179.4us 4M:358.7us 16M:1.435ms 64M:5.738ms

