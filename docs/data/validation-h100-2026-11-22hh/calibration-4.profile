# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:41:52Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:41:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 4.656us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.143us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.877us + bytes / 5.5e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.821us 64K:2.985us 1M:3.144us 1536K:2.752us 2M:64.33us 8M:56.36us 64M:84.72us 256M:68.64us 1G:158.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.227us + bytes / 1.31e+03 GB/s, misses by 46.0% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:3.622us 64K:3.699us 1M:3.585us 1536K:3.593us 2M:46.32us 8M:50.57us 64M:82.61us 256M:191.2us 1G:732.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.287us + bytes / 4.22e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 35.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.353us 64K:3.545us 2M:30.41us 16M:34.27us 64M:54.98us 256M:54.63us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 14.44us + bytes /
# 2.34e+05 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.53us 64K:14.19us 2M:14.31us 16M:15.53us 64M:14.08us 256M:15.72us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.5%, 512K 13.2%, 1M 12.8%, 2M 12.5%, 4M 12.7%, 8M 13.0%, 16M
# 13.5%, 32M 14.6%.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.38us     72.57us
# seq             2M          0         2         2     2097152           0     259.6us     286.2us
# seq            16M          0        16        16    16777216           0     1.766ms     1.959ms
# seq            64M          0        64        64    67108864           0     9.302ms     7.694ms
# seq           256M          0       256       256   268435456           0     35.52ms     30.63ms
# stride         64M        64K        32        32    67108864           0     6.612ms     7.083ms
# stride        256M         2M       128       128     8388608           0     3.139ms     3.292ms
# random         16M          0         9        35    16777216           0     2.395ms      2.24ms
# random         64M          0        34       306    67108864           0     11.41ms     11.46ms
# random        256M          0       139      1560   268435456           0     49.99ms     51.05ms
# fresh           2M          0         2         2           0     2097152     168.3us       205us
# fresh          16M          0        16        16           0    16777216     1.221ms     1.309ms
# fresh          64M          0        64        64           0    67108864     6.011ms     5.096ms
# fresh         256M          0       256       256           0   268435456     24.92ms     20.24ms
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
# prefetch at the driver's defaults). Result: 3.135us per batch, 15.94us per
# VA block, bytes / 10.4 GB/s moved, 47.22us per faulting kernel, bytes / 17.5
# GB/s zero-filled.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_batch_ns = 3.135us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_block_ns = 15.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:392.2ns 64K:6.275us 512K:50.2us 1M:100.4us 2M:200.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_wake_ns = 47.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:233.7ns 64K:3.739us 512K:29.91us 1M:59.82us 2M:119.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.07us + bytes /
# 45.7 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.75us 2M:120.7us 16M:465.8us 64M:1.372ms 256M:5.435ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.85us + bytes / 11.7 GB/s, written at
# the measured sizes (the medians would give 13.7%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.45us 2M:198.9us 16M:1.452ms 64M:5.75ms 256M:22.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.46us + bytes / 10.2 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 15.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.23us 512K:61.67us 2M:232.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.07us + bytes / 3.84 GB/s, written at
# the measured sizes (the medians would give 13.2%).
# Residual: 14.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.14us 512K:159.6us 2M:569.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 319.6us + bytes / 2.19 GB/s, misses by 15.7% RMS, so
# it is not used.
# Residual: 8.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:388us 256K:438.7us 2M:1.01ms 16M:8.588ms 64M:34.49ms 256M:137.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.032us + bytes / 1.51e+03 GB/s, misses by 21.8% RMS,
# so it is not used.
# Residual: 15.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.647us 2M:2.765us 16M:13.78us 64M:49.19us 256M:186.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.89us +
# bytes / 71.6 GB/s, written at the measured sizes (the medians would give
# 8.6%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.81us 2M:46.17us 16M:251.1us 64M:953.9us 256M:3.765ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.56us

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
# measured medians (15 points at 3 sizes): the best line, 7.403us + bytes /
# 209 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.52us 16M:85.96us 64M:335.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 10.27us +
# bytes / 151 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 25.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:25.13us 16M:109.5us 64M:483us 256M:1.833ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.715us
# + bytes / 9.71 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.31us 64K:26.3us 2M:173.9us 16M:1.78ms 64M:7.28ms 256M:35.94ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.07us + bytes / 11.6 GB/s,
# misses by 24.9% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.57us 64K:31.06us 2M:275.1us 16M:1.354ms 64M:6.102ms 256M:19.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.92 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.608us 2M:218.7us 16M:2.378ms 64M:10.24ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.7 GB/s, misses by
# 36.4% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.411us 2M:66.88us 16M:1.147ms 64M:5.777ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.852us 2M:200.4us 16M:1.606ms 64M:6.425ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
