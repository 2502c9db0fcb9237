# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:24:43Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:24:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 13.1% RMS relative over 5 repetitions.
launch_ns = 3.501us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.163us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.207us + bytes / 9.73e+03 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.651us 64K:2.872us 1M:2.145us 1536K:1.796us 2M:43.01us 8M:35.81us 64M:40.74us 256M:57.96us 1G:87.63us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.212us + bytes / 2.29e+03 GB/s, misses by 51.5% RMS, so it is
# not used.
# Residual: 21.7% RMS relative over 45 repetitions.
free_ns = 4K:1.45us 64K:1.467us 1M:1.454us 1536K:1.499us 2M:33.08us 8M:34.78us 64M:56.06us 256M:126.8us 1G:388.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.532us + bytes / 4.75e+03 GB/s, misses by 66.6% RMS, so it is not used.
# Residual: 38.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.212us 64K:3.164us 2M:24.51us 16M:28.48us 64M:39.62us 256M:47.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.546us + bytes / 3.76e+05 GB/s, written at the measured sizes (the
# medians would give 12.1%).
# Residual: 12.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.546us 64K:9.546us 2M:9.552us 16M:9.591us 64M:9.725us 256M:10.26us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.9%, 512K 17.4%, 1M 16.2%, 2M 14.2%, 4M 13.6%, 8M 13.9%, 16M
# 15.0%, 32M 16.2%.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.11us      89.5us
# seq             2M          0         2         2     2097152           0     316.6us     289.5us
# seq            16M          0        16        16    16777216           0     1.652ms     1.839ms
# seq            64M          0        64        64    67108864           0     9.488ms     7.153ms
# seq           256M          0       256       256   268435456           0     38.12ms     28.41ms
# stride         64M        64K        16        32    67108864           0     5.509ms     6.658ms
# stride        256M         2M        64       128     8388608           0     2.577ms      2.81ms
# random         16M          0         9        23    16777216           0     1.778ms     1.948ms
# random         64M          0        35       230    67108864           0      9.79ms     9.722ms
# random        256M          0       128      1431   268435456           0     54.75ms     46.59ms
# fresh           2M          0         2         2           0     2097152     223.7us     232.4us
# fresh          16M          0        16        16           0    16777216     1.317ms     1.382ms
# fresh          64M          0        64        64           0    67108864     6.274ms     5.325ms
# fresh         256M          0       256       256           0   268435456     20.15ms      21.1ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.47us per VA
# block, bytes / 11 GB/s moved, 68.07us per faulting kernel, bytes / 15.7 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_block_ns = 15.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:372ns 64K:5.952us 512K:47.62us 1M:95.23us 2M:190.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_wake_ns = 68.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:260.4ns 64K:4.167us 512K:33.33us 1M:66.67us 2M:133.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.14us + bytes / 46
# GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 1.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.35us 2M:118.7us 16M:435.5us 64M:1.38ms 256M:5.407ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.21us + bytes / 13.2 GB/s, written at
# the measured sizes (the medians would give 12.5%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.19us 2M:173.5us 16M:1.289ms 64M:5.112ms 256M:20.41ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.35us + bytes / 8.71 GB/s, written at the
# measured sizes (the medians would give 8.6%).
# Residual: 8.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.87us 512K:77.53us 2M:258.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.84us + bytes / 3.11 GB/s, written at
# the measured sizes (the medians would give 9.2%).
# Residual: 11.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.9us 512K:193.3us 2M:698.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 312.4us + bytes / 2.68 GB/s, misses by 16.9% RMS, so
# it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:363.3us 256K:422.9us 2M:876.5us 16M:6.981ms 64M:27.63ms 256M:110.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.838us + bytes / 1.39e+03 GB/s, misses by 27.1% RMS,
# so it is not used.
# Residual: 22.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.61us 2M:2.615us 16M:14.13us 64M:46.38us 256M:303.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.9us +
# bytes / 91.3 GB/s, written at the measured sizes (the medians would give
# 8.6%).
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.61us 2M:39.86us 16M:200.6us 64M:751.6us 256M:2.956ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.78us

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
# measured medians (15 points at 3 sizes): the best line, 7.286us + bytes /
# 261 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.53us 16M:66.73us 64M:284.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 830.5ns +
# bytes / 197 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.56us 16M:84.26us 64M:345.5us 256M:1.372ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.836us
# + bytes / 11.3 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.334us 64K:23.94us 2M:149.1us 16M:1.529ms 64M:6.588ms 256M:29.36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.61us + bytes / 13 GB/s,
# misses by 25.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.08us 64K:31.06us 2M:248.9us 16M:1.246ms 64M:4.783ms 256M:18.56ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.1 GB/s, misses by 31.2% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.691us 2M:160.1us 16M:1.989ms 64M:10.11ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.6 GB/s, misses by
# 35.9% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.09us 2M:75.2us 16M:1.064ms 64M:5.763ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.344us +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 5.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.731us 2M:205.7us 16M:1.636ms 64M:6.541ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
