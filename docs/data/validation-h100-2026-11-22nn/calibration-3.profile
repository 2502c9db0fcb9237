# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:22:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:22:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 3.815us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.955us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.591us + bytes / 7.22e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:1.847us 64K:1.634us 1M:1.605us 1536K:1.543us 2M:35.35us 8M:33.16us 64M:38.18us 256M:50.33us 1G:117.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.059us + bytes / 2.99e+03 GB/s, misses by 51.4% RMS, so it is
# not used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:1.315us 64K:1.332us 1M:1.226us 1536K:1.23us 2M:29.96us 8M:36.1us 64M:46.41us 256M:95.96us 1G:303.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.757us + bytes / 6.67e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 34.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.619us 64K:3.158us 2M:21.38us 16M:35.7us 64M:39.3us 256M:36.31us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.69us + bytes / 2.41e+05 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 6.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.69us 64K:12.69us 2M:12.7us 16M:12.76us 64M:12.97us 256M:13.8us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.0%, 512K 21.7%, 1M 21.3%, 2M 21.1%, 4M 21.5%, 8M 21.9%, 16M
# 21.8%, 32M 22.5%.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     60.42us     46.46us
# seq             2M          0         2         2     2097152           0     176.5us     223.6us
# seq            16M          0        16        16    16777216           0     1.399ms     1.607ms
# seq            64M          0        64        64    67108864           0     11.59ms     6.349ms
# seq           256M          0       256       256   268435456           0     35.56ms     25.32ms
# stride         64M        64K        32        32    67108864           0      5.69ms     5.862ms
# stride        256M         2M       128       128     8388608           0     2.394ms     2.642ms
# random         16M          0         9        35    16777216           0     2.007ms     1.896ms
# random         64M          0        34       306    67108864           0     9.894ms     10.03ms
# random        256M          0       139      1560   268435456           0     47.26ms     45.15ms
# fresh           2M          0         2         2           0     2097152     126.2us     162.1us
# fresh          16M          0        16        16           0    16777216     1.093ms     1.115ms
# fresh          64M          0        64        64           0    67108864     5.318ms     4.381ms
# fresh         256M          0       256       256           0   268435456     22.99ms     17.45ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.21us per VA
# block, bytes / 12.5 GB/s moved, 26.03us per faulting kernel, bytes / 19.8
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_block_ns = 15.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.5ns 64K:5.224us 512K:41.79us 1M:83.58us 2M:167.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_wake_ns = 26.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:206.4ns 64K:3.302us 512K:26.42us 1M:52.83us 2M:105.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.14us + bytes /
# 47.1 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 17.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.54us 2M:119.7us 16M:434.9us 64M:1.36ms 256M:5.38ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.12us + bytes / 11 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.95us 2M:220.4us 16M:1.447ms 64M:6.098ms 256M:24.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.37us + bytes / 9.39 GB/s, written at the
# measured sizes (the medians would give 13.9%).
# Residual: 14.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.35us 512K:72.2us 2M:239.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.28us + bytes / 3.22 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.91us 512K:209.2us 2M:628.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 276.9us + bytes / 2.98 GB/s, misses by 21.0% RMS, so
# it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:325.6us 256K:385.4us 2M:751.9us 16M:6.301ms 64M:25.75ms 256M:104ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.132us + bytes / 1.34e+03 GB/s, misses by 26.0% RMS,
# so it is not used.
# Residual: 15.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.78us 2M:3.856us 16M:21us 64M:74.83us 256M:167.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.06us + bytes / 92.5 GB/s, misses
# by 21.9% RMS, so it is not used.
# Residual: 20.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.11us 2M:30.25us 16M:201.9us 64M:684us 256M:3.849ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 36.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.59us

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
# sizes): 5.602us + bytes / 309 GB/s, written at the measured sizes (the
# medians would give 14.8%).
# Residual: 14.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.4us 16M:59.96us 64M:223us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.65us + bytes / 199 GB/s, written at the measured
# sizes (the medians would give 4.2%).
# Residual: 4.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.21us 16M:108.1us 64M:361.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 199.9ns +
# bytes / 164 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.05us 16M:101.1us 64M:413.9us 256M:1.638ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.71us
# + bytes / 9.82 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.311us 64K:23.79us 2M:177us 16M:1.789ms 64M:7.917ms 256M:28.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.35us + bytes / 11.1 GB/s,
# misses by 19.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.436us 64K:25.61us 2M:210.5us 16M:1.535ms 64M:5.763ms 256M:22.73ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.3 GB/s, misses by 37.5% RMS, so it is not used.
# Residual: 26.9% RMS relative over 20 repetitions.
host_read_ns = 64K:2.906us 2M:94.66us 16M:1.436ms 64M:7.697ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.2 GB/s, misses by
# 37.9% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:857ns 2M:44.61us 16M:719.1us 64M:4.369ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 338.8ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 5.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.899us 2M:178.3us 16M:1.424ms 64M:5.694ms

