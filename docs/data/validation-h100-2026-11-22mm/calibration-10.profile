# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:48:40Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:48:40Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.5% RMS relative over 5 repetitions.
launch_ns = 3.116us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.031us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.666us + bytes / 1.14e+04 GB/s, misses by 60.4% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.624us 64K:2.53us 1M:2.608us 1536K:2.686us 2M:44.92us 8M:35.56us 64M:56.34us 256M:67.39us 1G:77.04us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.507us + bytes / 2.58e+03 GB/s, misses by 55.9% RMS, so it is
# not used.
# Residual: 24.4% RMS relative over 45 repetitions.
free_ns = 4K:1.566us 64K:3.377us 1M:3.339us 1536K:1.396us 2M:41.19us 8M:32.99us 64M:61.11us 256M:106.2us 1G:363.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.291us + bytes / 8.64e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 37.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.317us 64K:1.936us 2M:21.01us 16M:22.33us 64M:30.1us 256M:27.31us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.19us + bytes * -7.42e-07 ns/B, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 6.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.19us 64K:9.19us 2M:9.189us 16M:9.178us 64M:9.141us 256M:8.991us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.2%, 512K 15.8%, 1M 15.0%, 2M 14.1%, 4M 13.9%, 8M 14.1%, 16M
# 14.5%, 32M 15.4%.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.82us      68.2us
# seq             2M          0         2         2     2097152           0     237.7us       273us
# seq            16M          0        16        16    16777216           0     1.793ms     1.854ms
# seq            64M          0        64        64    67108864           0     7.595ms     7.276ms
# seq           256M          0       256       256   268435456           0     37.84ms     28.96ms
# stride         64M        64K        16        32    67108864           0     6.269ms     6.778ms
# stride        256M         2M        64       128     8388608           0      2.41ms     2.673ms
# random         16M          0         9        23    16777216           0     1.947ms     1.943ms
# random         64M          0        35       230    67108864           0      9.65ms     9.535ms
# random        256M          0       128      1431   268435456           0     50.68ms     45.05ms
# fresh           2M          0         2         2           0     2097152     129.8us     157.3us
# fresh          16M          0        16        16           0    16777216     843.5us     928.9us
# fresh          64M          0        64        64           0    67108864     4.236ms     3.574ms
# fresh         256M          0       256       256           0   268435456     17.56ms     14.16ms
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
# prefetch at the driver's defaults). Result: 1.158us per batch, 13.81us per
# VA block, bytes / 10.7 GB/s moved, 47.11us per faulting kernel, bytes / 26.1
# GB/s zero-filled.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_batch_ns = 1.158us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_block_ns = 13.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:382.7ns 64K:6.123us 512K:48.99us 1M:97.97us 2M:195.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_wake_ns = 47.11us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:156.8ns 64K:2.509us 512K:20.07us 1M:40.14us 2M:80.27us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.42us + bytes / 47
# GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.35us 2M:120.7us 16M:430.2us 64M:1.348ms 256M:5.287ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.62us + bytes / 15.5 GB/s, written at
# the measured sizes (the medians would give 6.2%).
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.86us 2M:150.1us 16M:1.098ms 64M:4.35ms 256M:17.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.2us + bytes / 13.1 GB/s, written at the
# measured sizes (the medians would give 7.0%).
# Residual: 7.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.18us 512K:54.1us 2M:173.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.65us + bytes / 4.27 GB/s, written at
# the measured sizes (the medians would give 11.8%).
# Residual: 14.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.01us 512K:144.5us 2M:513.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 219.9us + bytes / 3.53
# GB/s, written at the measured sizes (the medians would give 5.0%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:238.5us 256K:294.1us 2M:813.8us 16M:4.971ms 64M:19.22ms 256M:76.24ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.989us + bytes / 1.63e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 11.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.58us 2M:2.641us 16M:13.82us 64M:44.61us 256M:167.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.48us + bytes / 76.5 GB/s, misses
# by 15.8% RMS, so it is not used.
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.48us 2M:33.62us 16M:247.4us 64M:968.4us 256M:3.843ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.6% RMS relative over 15 repetitions.
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
# sizes): 8.17us + bytes / 219 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.74us 16M:84.73us 64M:314.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27us + bytes / 188 GB/s, written at the measured sizes
# (the medians would give 5.3%).
# Residual: 5.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:38.18us 16M:116.4us 64M:384.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 204.1ns +
# bytes / 194 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.04us 16M:86.74us 64M:347.8us 256M:1.386ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.018us
# + bytes / 12.2 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.445us 64K:23.57us 2M:142.3us 16M:1.318ms 64M:6.351ms 256M:28.22ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 18.21us + bytes / 12.7 GB/s,
# misses by 28.8% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.99us 64K:32.45us 2M:386.1us 16M:1.302ms 64M:4.905ms 256M:18.82ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.6 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 17.9% RMS relative over 20 repetitions.
host_read_ns = 64K:7.374us 2M:204.7us 16M:2.217ms 64M:8.954ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.4 GB/s, misses by
# 35.9% RMS, so it is not used.
# Residual: 16.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.178us 2M:53.03us 16M:738.2us 64M:4.674ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 734.3ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.6us 2M:188.4us 16M:1.502ms 64M:6.007ms

