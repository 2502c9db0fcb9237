# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:06:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:06:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.3% RMS relative over 5 repetitions.
launch_ns = 4.271us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.035us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.912us + bytes / 6.13e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 23.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.891us 64K:2.932us 1M:2.97us 1536K:2.895us 2M:59.71us 8M:49.75us 64M:77.45us 256M:61.67us 1G:142.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.332us + bytes / 1.29e+03 GB/s, misses by 50.5% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:3.658us 64K:3.724us 1M:2.602us 1536K:2.539us 2M:43.33us 8M:48.08us 64M:84.19us 256M:203us 1G:782.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.714us + bytes / 2.87e+03 GB/s, misses by 66.5% RMS, so it is not used.
# Residual: 38.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.081us 64K:3.061us 2M:29.99us 16M:49.33us 64M:66.08us 256M:76.73us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.96us + bytes / 1.66e+05 GB/s, written at the measured sizes (the
# medians would give 10.0%).
# Residual: 10.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.96us 64K:11.96us 2M:11.97us 16M:12.06us 64M:12.36us 256M:13.57us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.9%, 512K 15.6%, 1M 15.2%, 2M 14.2%, 4M 13.0%, 8M 12.0%, 16M
# 12.2%, 32M 13.1%.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     99.94us     89.22us
# seq             2M          0         2         2     2097152           0     266.9us     325.2us
# seq            16M          0        16        16    16777216           0     2.322ms     2.311ms
# seq            64M          0        64        64    67108864           0     9.486ms     9.118ms
# seq           256M          0       256       256   268435456           0     43.32ms     36.35ms
# stride         64M        64K         8        32    67108864           0     6.978ms     7.131ms
# stride        256M         2M        32       128     8388608           0      3.15ms     3.476ms
# random         16M          0        12        16    16777216           0     2.222ms       2.2ms
# random         64M          0        36       161    67108864           0     9.549ms     9.664ms
# random        256M          0       125      1211   268435456           0     55.22ms     45.73ms
# fresh           2M          0         2         2           0     2097152       202us     214.9us
# fresh          16M          0        16        16           0    16777216     1.588ms     1.428ms
# fresh          64M          0        64        64           0    67108864     6.875ms     5.588ms
# fresh         256M          0       256       256           0   268435456     19.17ms     22.23ms
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
# prefetch at the driver's defaults). Result: 27.7us per batch, 13.63us per VA
# block, bytes / 10.4 GB/s moved, 41.62us per faulting kernel, bytes / 23.1
# GB/s zero-filled.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_batch_ns = 27.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_block_ns = 13.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:392.5ns 64K:6.281us 512K:50.24us 1M:100.5us 2M:201us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_wake_ns = 41.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:177.1ns 64K:2.833us 512K:22.67us 1M:45.33us 2M:90.67us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.01us + bytes /
# 44.3 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.26us 2M:143.9us 16M:494.4us 64M:1.399ms 256M:5.512ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.86us + bytes / 8.7 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.04us 2M:313.6us 16M:2.113ms 64M:7.342ms 256M:27.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.76us + bytes / 7.58 GB/s, written at the
# measured sizes (the medians would give 9.2%).
# Residual: 9.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.41us 512K:88.94us 2M:296.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.64us + bytes / 2.87 GB/s, written at
# the measured sizes (the medians would give 7.8%).
# Residual: 12.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.45us 512K:204.1us 2M:751.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 311.1us + bytes / 2.29
# GB/s, written at the measured sizes (the medians would give 7.5%).
# Residual: 14.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:339.7us 256K:425.7us 2M:1.228ms 16M:7.646ms 64M:29.65ms 256M:117.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.318us + bytes / 855 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.746us 2M:4.496us 16M:24.19us 64M:87.19us 256M:336.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.07us + bytes / 67.7 GB/s, misses
# by 16.6% RMS, so it is not used.
# Residual: 6.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.54us 2M:36.14us 16M:278.8us 64M:1.124ms 256M:4.394ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 139.9us

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
# measured medians (15 points at 3 sizes): the best line, 6.84us + bytes / 186
# GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.07us 16M:99.59us 64M:360.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 29.34us + bytes / 222 GB/s, written at the measured
# sizes (the medians would give 13.2%).
# Residual: 12.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.79us 16M:104.9us 64M:331.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.771us +
# bytes / 154 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.67us 16M:111.4us 64M:451.5us 256M:1.773ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.321us
# + bytes / 8.45 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.006us 64K:24.37us 2M:196.5us 16M:2.191ms 64M:8.589ms 256M:37.58ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.61us + bytes / 9.36 GB/s,
# misses by 18.4% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.17us 64K:32.11us 2M:245.4us 16M:1.803ms 64M:7.065ms 256M:27.1ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.29 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 19.3% RMS relative over 20 repetitions.
host_read_ns = 64K:6.542us 2M:201.1us 16M:2.397ms 64M:10.45ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.4 GB/s, misses by
# 23.0% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.66us 2M:111.6us 16M:1.137ms 64M:5.759ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 4.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.998us 2M:207.6us 16M:1.665ms 64M:6.66ms

