# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:28:30Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:28:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.377us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.154us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.349us + bytes / 3.72e+03 GB/s, misses by 60.9% RMS,
# so it is not used.
# Residual: 29.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.589us 64K:2.217us 1M:2.711us 1536K:2.406us 2M:61.04us 8M:46.27us 64M:54.13us 256M:93.55us 1G:223.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.83us + bytes / 1.59e+03 GB/s, misses by 50.5% RMS, so it is not
# used.
# Residual: 20.5% RMS relative over 45 repetitions.
free_ns = 4K:2.707us 64K:2.143us 1M:2.526us 1536K:1.94us 2M:39.01us 8M:42.81us 64M:82.51us 256M:179.4us 1G:579.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.755us + bytes / 2.77e+03 GB/s, misses by 67.7% RMS, so it is not used.
# Residual: 40.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.148us 64K:4.704us 2M:42.98us 16M:60.44us 64M:83.05us 256M:81.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.63us + bytes / 5.09e+05 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 8.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.63us 64K:11.63us 2M:11.63us 16M:11.66us 64M:11.76us 256M:12.16us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.8%, 512K 18.1%, 1M 16.5%, 2M 15.7%, 4M 16.3%, 8M 17.6%, 16M
# 18.9%, 32M 19.8%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.67us     58.84us
# seq             2M          0         2         2     2097152           0     223.8us     236.9us
# seq            16M          0        16        16    16777216           0     1.391ms     1.607ms
# seq            64M          0        64        64    67108864           0     7.573ms     6.306ms
# seq           256M          0       256       256   268435456           0     30.37ms      25.1ms
# stride         64M        64K        32        32    67108864           0     5.577ms     5.909ms
# stride        256M         2M       128       128     8388608           0     1.996ms     2.311ms
# random         16M          0         9        35    16777216           0     1.626ms     1.843ms
# random         64M          0        34       306    67108864           0     10.85ms     9.305ms
# random        256M          0       139      1560   268435456           0     53.52ms     41.26ms
# fresh           2M          0         2         2           0     2097152     163.8us     207.3us
# fresh          16M          0        16        16           0    16777216     1.382ms     1.371ms
# fresh          64M          0        64        64           0    67108864     6.241ms     5.359ms
# fresh         256M          0       256       256           0   268435456     25.67ms     21.31ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.39us per VA
# block, bytes / 12.3 GB/s moved, 41.1us per faulting kernel, bytes / 14.8
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 12.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334ns 64K:5.343us 512K:42.75us 1M:85.49us 2M:171us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 41.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:276.2ns 64K:4.419us 512K:35.35us 1M:70.7us 2M:141.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 42.67us + bytes / 47.3 GB/s, written at the measured sizes (the
# medians would give 1.9%).
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.06us 2M:87.04us 16M:397.7us 64M:1.463ms 256M:5.723ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.46us + bytes / 14.5 GB/s, written at
# the measured sizes (the medians would give 5.4%).
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.99us 2M:160.5us 16M:1.176ms 64M:4.657ms 256M:18.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.89us + bytes / 12.4 GB/s, written at the
# measured sizes (the medians would give 7.1%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.18us 512K:57.19us 2M:184.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.74us + bytes / 3.87 GB/s, written at
# the measured sizes (the medians would give 12.7%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.69us 512K:156.3us 2M:563.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 307us + bytes / 2.43 GB/s, written at the measured sizes
# (the medians would give 7.4%).
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:333.9us 256K:414.8us 2M:1.17ms 16M:7.212ms 64M:27.93ms 256M:110.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.975us + bytes / 1.57e+03 GB/s, misses by 22.2% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.646us 2M:2.631us 16M:14.25us 64M:46.78us 256M:174.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.93us + bytes / 107 GB/s, misses by
# 15.7% RMS, so it is not used.
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.81us 2M:25.37us 16M:179.9us 64M:686us 256M:2.636ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.82us

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
# measured medians (15 points at 3 sizes): the best line, 5.239us + bytes /
# 311 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.95us 16M:60.27us 64M:218us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.79us + bytes / 249 GB/s, written at the measured
# sizes (the medians would give 5.0%).
# Residual: 5.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.22us 16M:90.22us 64M:292.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 999ns +
# bytes / 160 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.25us 16M:101.9us 64M:416.4us 256M:1.733ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.795us
# + bytes / 12.1 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.4us 64K:22.54us 2M:136.5us 16M:1.35ms 64M:6.783ms 256M:30.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.28us + bytes / 10.4 GB/s,
# misses by 33.7% RMS, so it is not used.
# Residual: 27.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.18us 64K:29.42us 2M:284us 16M:1.387ms 64M:8.873ms 256M:21.28ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.2 GB/s, misses by 34.8% RMS, so it is not used.
# Residual: 19.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.621us 2M:117.2us 16M:1.968ms 64M:8.445ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.6 GB/s, misses by
# 36.7% RMS, so it is not used.
# Residual: 10.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.017us 2M:59.47us 16M:981.2us 64M:5.282ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 2.133us + bytes / 6.86 GB/s, misses
# by 20.6% RMS, so it is not used.
# Residual: 7.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:11.6us 2M:420us 16M:2.731ms 64M:7.964ms

