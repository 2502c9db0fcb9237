# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:22:57Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:22:57Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.2% RMS relative over 5 repetitions.
launch_ns = 4.86us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.168us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.335us + bytes / 4.23e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 30.9% RMS relative over 45 repetitions.
malloc_ns = 4K:5.457us 64K:2.784us 1M:2.9us 1536K:4.575us 2M:72.53us 8M:47.21us 64M:75.37us 256M:71.05us 1G:212.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.755us + bytes / 1.55e+03 GB/s, misses by 54.9% RMS, so it is
# not used.
# Residual: 44.0% RMS relative over 45 repetitions.
free_ns = 4K:4.427us 64K:4.826us 1M:2.186us 1536K:4.843us 2M:45.72us 8M:45.63us 64M:76.49us 256M:181.6us 1G:577us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.711us + bytes / 3.45e+03 GB/s, misses by 67.6% RMS, so it is not used.
# Residual: 38.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.648us 64K:3.275us 2M:37.55us 16M:48.48us 64M:51.73us 256M:65.07us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.96us + bytes / 1.7e+05 GB/s, written at the measured sizes (the
# medians would give 7.8%).
# Residual: 8.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.96us 64K:12.96us 2M:12.97us 16M:13.06us 64M:13.36us 256M:14.54us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 24.5%, 512K 24.2%, 1M 23.5%, 2M 22.2%, 4M 21.2%, 8M 19.4%, 16M
# 19.0%, 32M 19.5%.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      72.1us     61.85us
# seq             2M          0         2         2     2097152           0     318.7us     267.6us
# seq            16M          0        16        16    16777216           0     1.742ms     2.141ms
# seq            64M          0        64        64    67108864           0     8.551ms     8.563ms
# seq           256M          0       256       256   268435456           0     35.19ms     34.25ms
# stride         64M        64K         4        32    67108864           0     5.587ms     5.478ms
# stride        256M         2M        16       128     8388608           0     2.531ms      2.88ms
# random         16M          0        16        16    16777216           0     1.811ms     2.141ms
# random         64M          0        39       104    67108864           0     9.193ms     7.922ms
# random        256M          0       127       907   268435456           0     57.68ms     36.31ms
# fresh           2M          0         2         2           0     2097152     118.8us     155.3us
# fresh          16M          0        16        16           0    16777216      1.32ms     1.243ms
# fresh          64M          0        64        64           0    67108864     6.223ms     4.971ms
# fresh         256M          0       256       256           0   268435456     26.42ms     19.88ms
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
# prefetch at the driver's defaults). Result: 44.97us per batch, 12.08us per
# VA block, bytes / 13.7 GB/s moved, 0ns per faulting kernel, bytes / 50.8
# GB/s zero-filled.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_batch_ns = 44.97us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_block_ns = 12.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:299.8ns 64K:4.797us 512K:38.37us 1M:76.75us 2M:153.5us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:80.55ns 64K:1.289us 512K:10.31us 1M:20.62us 2M:41.24us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 43.18us + bytes / 45.6 GB/s, written at the measured sizes (the
# medians would give 2.1%).
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.62us 2M:89.13us 16M:410.8us 64M:1.514ms 256M:5.925ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.22us + bytes / 9.72 GB/s, written at
# the measured sizes (the medians would give 2.6%).
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.96us 2M:233.9us 16M:1.744ms 64M:6.92ms 256M:27.62ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.23us + bytes / 8.64 GB/s, written at the
# measured sizes (the medians would give 8.4%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.82us 512K:77.93us 2M:260us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.58us + bytes / 3.07 GB/s, written at
# the measured sizes (the medians would give 7.2%).
# Residual: 10.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.9us 512K:195.1us 2M:706.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 367.4us + bytes / 2.19
# GB/s, written at the measured sizes (the medians would give 4.0%).
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:397.4us 256K:487.3us 2M:1.326ms 16M:8.039ms 64M:31.05ms 256M:123.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.999us + bytes / 893 GB/s, misses by 24.3% RMS, so
# it is not used.
# Residual: 16.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.241us 2M:4.168us 16M:22.83us 64M:83.25us 256M:325.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.1us + bytes / 68.3 GB/s, misses by
# 18.0% RMS, so it is not used.
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.44us 2M:37.47us 16M:285.1us 64M:1.06ms 256M:4.29ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.2us

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
# measured medians (15 points at 3 sizes): the best line, 9.139us + bytes /
# 215 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 20.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.13us 16M:82.08us 64M:342.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.697us +
# bytes / 162 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.02us 16M:103.2us 64M:418.2us 256M:1.737ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.386us
# + bytes / 9.48 GB/s, misses by 31.9% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.981us 64K:25.64us 2M:160.6us 16M:1.942ms 64M:9.48ms 256M:42.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.56us + bytes / 10.2 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.28us 64K:32.6us 2M:242us 16M:1.59ms 64M:6.146ms 256M:25.02ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.36 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 21.4% RMS relative over 20 repetitions.
host_read_ns = 64K:7.735us 2M:234us 16M:2.558ms 64M:11.23ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 12.5 GB/s, misses by
# 65.6% RMS, so it is not used.
# Residual: 61.6% RMS relative over 20 repetitions.
host_write_ns = 64K:3.532us 2M:150.4us 16M:1.324ms 64M:6.419ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 839.9ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.221us 2M:205us 16M:1.634ms 64M:6.535ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
