# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T16:59:06Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:59:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.16us

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
# sizes): the best line, 2.297us + bytes / 5.27e+03 GB/s, misses by 56.2% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.296us 64K:2.551us 1M:2.277us 1536K:2.332us 2M:52.26us 8M:44.79us 64M:51.07us 256M:68.32us 1G:160.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.07us + bytes / 1.79e+03 GB/s, misses by 52.7% RMS, so it is not
# used.
# Residual: 25.4% RMS relative over 45 repetitions.
free_ns = 4K:3.585us 64K:3.237us 1M:3.208us 1536K:3.314us 2M:37.54us 8M:40.1us 64M:74.85us 256M:156.1us 1G:488.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.173us + bytes / 3.92e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 38.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.959us 64K:3.723us 2M:35.37us 16M:51.74us 64M:61.76us 256M:59.17us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.9us + bytes * -6.66e-07 ns/B, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.9us 64K:12.9us 2M:12.9us 16M:12.89us 64M:12.85us 256M:12.72us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.9%, 512K 18.7%, 1M 18.3%, 2M 17.6%, 4M 17.3%, 8M 16.9%, 16M
# 16.8%, 32M 17.5%.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     98.98us     77.31us
# seq             2M          0         2         2     2097152           0     245.8us     286.1us
# seq            16M          0        16        16    16777216           0     1.666ms     2.138ms
# seq            64M          0        64        64    67108864           0     9.042ms     8.489ms
# seq           256M          0       256       256   268435456           0     38.12ms     33.89ms
# stride         64M        64K         4        32    67108864           0     6.264ms     5.849ms
# stride        256M         2M        16       128     8388608           0     2.741ms     3.095ms
# random         16M          0        16        16    16777216           0     2.165ms     2.138ms
# random         64M          0        39       104    67108864           0     9.766ms     8.155ms
# random        256M          0       127       907   268435456           0     51.95ms     38.56ms
# fresh           2M          0         2         2           0     2097152     142.9us     170.1us
# fresh          16M          0        16        16           0    16777216     1.115ms     1.211ms
# fresh          64M          0        64        64           0    67108864     5.635ms     4.778ms
# fresh         256M          0       256       256           0   268435456     23.89ms     19.05ms
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
# prefetch at the driver's defaults). Result: 36.35us per batch, 14.36us per
# VA block, bytes / 12.9 GB/s moved, 21.5us per faulting kernel, bytes / 44.4
# GB/s zero-filled.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_batch_ns = 36.35us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_block_ns = 14.36us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:318.7ns 64K:5.1us 512K:40.8us 1M:81.6us 2M:163.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_wake_ns = 21.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:92.23ns 64K:1.476us 512K:11.81us 1M:23.61us 2M:47.22us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.14us + bytes /
# 46.1 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 1.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.74us 2M:124.5us 16M:437.2us 64M:1.388ms 256M:5.415ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.34us + bytes / 9.99 GB/s, written at
# the measured sizes (the medians would give 9.9%).
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.91us 2M:227.4us 16M:1.697ms 64M:6.738ms 256M:26.9ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.33us + bytes / 9.36 GB/s, written at the
# measured sizes (the medians would give 8.6%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.34us 512K:72.37us 2M:240.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 27.55us + bytes / 3.34 GB/s, written at
# the measured sizes (the medians would give 7.7%).
# Residual: 13.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.18us 512K:184.6us 2M:655.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 296us + bytes / 2.56 GB/s,
# written at the measured sizes (the medians would give 3.4%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:321.6us 256K:398.3us 2M:1.114ms 16M:6.841ms 64M:26.47ms 256M:105ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.318us + bytes / 937 GB/s, misses by 25.9% RMS, so
# it is not used.
# Residual: 22.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.943us 2M:4.691us 16M:22.98us 64M:76.75us 256M:291.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.16us +
# bytes / 85 GB/s, written at the measured sizes (the medians would give
# 9.2%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.93us 2M:39.84us 16M:212.7us 64M:805.1us 256M:3.175ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# measured medians (15 points at 3 sizes): the best line, 8.477us + bytes /
# 220 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18us 16M:85.3us 64M:312.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 19.53us + bytes / 219 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.07us 16M:97.21us 64M:324.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 397.5ns +
# bytes / 160 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.7us 16M:101.2us 64M:424.9us 256M:1.712ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.004us
# + bytes / 10.7 GB/s, misses by 33.1% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.682us 64K:23.84us 2M:141.3us 16M:1.914ms 64M:7.931ms 256M:34.55ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.44us + bytes / 10.4 GB/s,
# misses by 21.6% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.2us 64K:29.7us 2M:261.6us 16M:1.577ms 64M:6.13ms 256M:23.49ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.3 GB/s, misses by 34.8% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.252us 2M:118.6us 16M:1.7ms 64M:7.998ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32 GB/s, misses by
# 36.9% RMS, so it is not used.
# Residual: 10.7% RMS relative over 20 repetitions.
host_write_ns = 64K:921ns 2M:47.86us 16M:750.7us 64M:4.514ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.66us +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.09us 2M:207.4us 16M:1.648ms 64M:6.586ms

