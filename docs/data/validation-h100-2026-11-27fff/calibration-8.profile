# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:56:15Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:56:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.428us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.157us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.743us + bytes / 7.44e+03 GB/s, misses by 72.2% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 420 repetitions.
malloc_ns = 4K:2.617us 64K:2.862us 1M:2.738us 1536K:2.72us 2M:47.9us 8M:48.08us 64M:57.28us 256M:72.37us 1G:113.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.94us + bytes / 1.43e+03 GB/s, misses by 49.3% RMS, so it is not
# used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:2.412us 64K:2.471us 1M:2.377us 1536K:2.261us 2M:41.7us 8M:43.93us 64M:94us 256M:202.7us 1G:630.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.657us + bytes / 5.16e+03 GB/s, misses by 62.0% RMS, so it is not used.
# Residual: 34.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.63us 64K:3.761us 2M:24.37us 16M:29.9us 64M:44.4us 256M:45.85us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.63us + bytes / 2.15e+05 GB/s, written at the measured sizes (the
# medians would give 7.1%).
# Residual: 7.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.63us 64K:12.63us 2M:12.64us 16M:12.71us 64M:12.94us 256M:13.88us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.8%, 512K 20.4%, 1M 19.7%, 2M 18.7%, 4M 18.5%, 8M 19.0%, 16M
# 20.0%, 32M 21.0%.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.11us     92.24us
# seq             2M          0         2         2     2097152           0     259.8us     321.8us
# seq            16M          0        16        16    16777216           0     1.976ms     2.096ms
# seq            64M          0        64        64    67108864           0     11.13ms     8.179ms
# seq           256M          0       256       256   268435456           0     45.29ms     32.51ms
# stride         64M        64K        16        32    67108864           0     6.947ms     7.633ms
# stride        256M         2M        64       128     8388608           0     2.928ms     3.129ms
# random         16M          0         9        23    16777216           0     2.152ms     2.215ms
# random         64M          0        35       230    67108864           0     11.11ms     11.01ms
# random        256M          0       128      1431   268435456           0     58.81ms     52.55ms
# fresh           2M          0         2         2           0     2097152     463.4us     264.9us
# fresh          16M          0        16        16           0    16777216      1.33ms     1.641ms
# fresh          64M          0        64        64           0    67108864     6.607ms      6.36ms
# fresh         256M          0       256       256           0   268435456     26.95ms     25.24ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 17.06us per VA
# block, bytes / 9.56 GB/s moved, 68.33us per faulting kernel, bytes / 12.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 17.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:428.4ns 64K:6.855us 512K:54.84us 1M:109.7us 2M:219.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 68.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:317.4ns 64K:5.078us 512K:40.63us 1M:81.25us 2M:162.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 47.24us + bytes /
# 44.2 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 9.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:39.79us 256K:50.9us 1M:100.8us 2M:145.5us 4M:185.6us 16M:432.5us 64M:1.381ms 256M:5.372ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.27us + bytes / 9.66 GB/s, written at the
# measured sizes (the means would give 8.1%).
# Residual: 11.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:24.06us 256K:44.41us 1M:125.8us 2M:234.4us 4M:451.5us 16M:1.754ms 64M:6.966ms 256M:27.81ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 21.35us + bytes / 8.38 GB/s, written at the measured
# sizes (the means would give 10.6%).
# Residual: 10.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:29.17us 512K:83.92us 2M:271.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 21.51us + bytes / 4 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.23us 512K:170.1us 2M:509.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 305.8us + bytes / 2.58 GB/s, written at the measured
# sizes (the medians would give 3.6%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:331.2us 256K:407.3us 2M:1.118ms 16M:6.802ms 64M:26.29ms 256M:104.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.227us + bytes / 1.5e+03 GB/s, misses by 20.3% RMS,
# so it is not used.
# Residual: 13.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.697us 256K:2.739us 1M:2.754us 2M:2.736us 4M:6.21us 16M:14.8us 64M:47.67us 256M:181us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 14.75us + bytes / 90.2 GB/s, misses
# by 20.4% RMS, so it is not used.
# Residual: 5.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:17.93us 256K:19.29us 1M:26.87us 2M:30.17us 4M:50.34us 16M:194us 64M:1.055ms 256M:4.262ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.6us

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
# measured medians (15 points at 3 sizes): the best line, 7.237us + bytes /
# 209 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.3us 16M:85.95us 64M:332.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 30.79us + bytes / 186 GB/s, written at the measured
# sizes (the medians would give 9.6%).
# Residual: 9.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:42.06us 16M:120.9us 64M:391.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.666us +
# bytes / 160 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.83us 16M:104.7us 64M:425.8us 256M:1.679ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line, 7.57us
# + bytes / 12.5 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 13.0% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.389us 8K:7.523us 16K:10.3us 32K:15.15us 64K:23.06us 128K:15.99us 256K:22.33us 512K:37.09us 1M:71.87us 2M:178.4us 4M:352.1us 8M:707.2us 16M:1.57ms 32M:3.59ms 64M:8.575ms 256M:35.88ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.27us + bytes / 9.56 GB/s,
# misses by 26.9% RMS, so it is not used.
# Residual: 8.5% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:15.2us 8K:12.21us 16K:14.05us 32K:16.69us 64K:31.78us 128K:46.01us 256K:71.55us 512K:115.6us 1M:208.6us 2M:280.5us 4M:460.9us 8M:850.4us 16M:1.633ms 32M:3.301ms 64M:5.249ms 256M:24.19ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 6.1 GB/s, written at the measured sizes
# (the medians would give 9.0%).
# Residual: 10.7% RMS relative over 35 repetitions.
host_read_ns = 64K:8.304us 256K:40.51us 1M:169.3us 2M:341.1us 4M:684.6us 16M:2.746ms 64M:10.99ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 28.9 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 11.3% RMS relative over 35 repetitions.
host_write_ns = 64K:1.268us 256K:6.527us 1M:27.38us 2M:67.15us 4M:195.4us 16M:1.122ms 64M:7.468ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (35 points at 7 sizes): the best line, 3.599us + bytes / 8.28 GB/s, misses
# by 21.2% RMS, so it is not used.
# Residual: 11.1% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:10.84us 256K:43.33us 1M:179.1us 2M:358.2us 4M:390.4us 16M:1.821ms 64M:8.484ms

