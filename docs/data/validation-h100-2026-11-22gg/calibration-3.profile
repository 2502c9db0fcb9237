# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:22:39Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:22:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 4.296us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.021us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.515us + bytes / 5.26e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 28.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.489us 64K:2.56us 1M:2.65us 1536K:2.543us 2M:54.5us 8M:46.53us 64M:53.78us 256M:57.68us 1G:170us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.046us + bytes / 1.44e+03 GB/s, misses by 45.9% RMS, so it is
# not used.
# Residual: 15.7% RMS relative over 45 repetitions.
free_ns = 4K:3.384us 64K:3.364us 1M:3.412us 1536K:3.376us 2M:41.27us 8M:44.46us 64M:96.42us 256M:181.1us 1G:625.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.598us + bytes / 4.81e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.455us 64K:3.104us 2M:26.78us 16M:31.8us 64M:42.51us 256M:47.59us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.72us + bytes / 2.09e+05 GB/s, written at the measured sizes (the
# medians would give 12.4%).
# Residual: 13.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.72us 64K:11.72us 2M:11.73us 16M:11.8us 64M:12.04us 256M:13.01us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.1%, 512K 18.9%, 1M 18.8%, 2M 18.2%, 4M 18.6%, 8M 18.0%, 16M
# 16.7%, 32M 16.9%.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     120.7us     90.84us
# seq             2M          0         2         2     2097152           0     257.5us     294.4us
# seq            16M          0        16        16    16777216           0     1.998ms      2.14ms
# seq            64M          0        64        64    67108864           0     7.595ms     8.466ms
# seq           256M          0       256       256   268435456           0     31.36ms     33.77ms
# stride         64M        64K         4        32    67108864           0     5.483ms     5.413ms
# stride        256M         2M        16       128     8388608           0     2.271ms      2.57ms
# random         16M          0        16        16    16777216           0      2.34ms      2.14ms
# random         64M          0        39       104    67108864           0     9.219ms     7.691ms
# random        256M          0       127       907   268435456           0     52.47ms     33.91ms
# fresh           2M          0         2         2           0     2097152     153.9us       188us
# fresh          16M          0        16        16           0    16777216     1.224ms     1.288ms
# fresh          64M          0        64        64           0    67108864     6.025ms      5.06ms
# fresh         256M          0       256       256           0   268435456     24.49ms     20.15ms
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
# prefetch at the driver's defaults). Result: 45.91us per batch, 9.316us per
# VA block, bytes / 13.7 GB/s moved, 30.83us per faulting kernel, bytes / 44.9
# GB/s zero-filled.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 45.91us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 9.316us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:299.1ns 64K:4.786us 512K:38.29us 1M:76.57us 2M:153.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 30.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:91.23ns 64K:1.46us 512K:11.68us 1M:23.35us 2M:46.71us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.91us + bytes /
# 45.6 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.54us 2M:123.1us 16M:465.4us 64M:1.371ms 256M:5.454ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.05us + bytes / 9.95 GB/s, written at
# the measured sizes (the medians would give 1.2%).
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.63us 2M:227.9us 16M:1.704ms 64M:6.763ms 256M:27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.09us + bytes / 8.88 GB/s, written at the
# measured sizes (the medians would give 7.2%).
# Residual: 7.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.47us 512K:74.15us 2M:251.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.88us + bytes / 3.2 GB/s, written at the
# measured sizes (the medians would give 9.2%).
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.39us 512K:188.9us 2M:681us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 328.5us + bytes / 2.55
# GB/s, written at the measured sizes (the medians would give 2.8%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:354.2us 256K:431.3us 2M:1.151ms 16M:6.912ms 64M:26.66ms 256M:105.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.764us + bytes / 977 GB/s, misses by 22.7% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.95us 2M:3.809us 16M:21.31us 64M:76.1us 256M:293us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.02us +
# bytes / 73 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.92us 2M:45.76us 16M:246.9us 64M:936.7us 256M:3.696ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 41.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.6us

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
# measured medians (15 points at 3 sizes): the best line, 10.04us + bytes /
# 244 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.56us 16M:80.76us 64M:279.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.138us +
# bytes / 164 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.01us 16M:100.9us 64M:411.2us 256M:1.657ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.272us
# + bytes / 11 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.704us 64K:25us 2M:163.6us 16M:1.365ms 64M:6.441ms 256M:41.73ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.92us + bytes / 9.79 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.6us 64K:31.76us 2M:302.7us 16M:1.711ms 64M:6.245ms 256M:24.5ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.2 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.344us 2M:208.1us 16M:2.304ms 64M:10.49ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.1 GB/s, misses by
# 35.5% RMS, so it is not used.
# Residual: 11.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.159us 2M:72.58us 16M:1.133ms 64M:6.339ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.09us +
# bytes / 9.83 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.757us 2M:214.4us 16M:1.708ms 64M:6.828ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
