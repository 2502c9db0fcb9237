# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:47:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:47:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.312us

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
# sizes): the best line, 2.599us + bytes / 7.41e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 24.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.679us 64K:2.721us 1M:2.464us 1536K:2.569us 2M:54.34us 8M:45.69us 64M:52.31us 256M:86.34us 1G:113.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.066us + bytes / 1.68e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 20.5% RMS relative over 45 repetitions.
free_ns = 4K:3.718us 64K:2.534us 1M:2.209us 1536K:2.298us 2M:43.6us 8M:42.9us 64M:86.06us 256M:163.4us 1G:553.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.764us + bytes / 6.25e+03 GB/s, misses by 62.6% RMS, so it is not used.
# Residual: 34.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.792us 64K:3.076us 2M:24.21us 16M:28.92us 64M:32.81us 256M:37.87us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.582us + bytes / 4.45e+05 GB/s, written at the measured sizes (the
# medians would give 6.0%).
# Residual: 6.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.582us 64K:9.582us 2M:9.587us 16M:9.62us 64M:9.733us 256M:10.19us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.8%, 512K 20.5%, 1M 20.1%, 2M 19.3%, 4M 19.0%, 8M 18.4%, 16M
# 18.2%, 32M 18.8%.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.11us     58.89us
# seq             2M          0         2         2     2097152           0       219us     258.9us
# seq            16M          0        16        16    16777216           0     1.709ms     2.048ms
# seq            64M          0        64        64    67108864           0     7.907ms     8.184ms
# seq           256M          0       256       256   268435456           0      37.3ms     32.72ms
# stride         64M        64K         4        32    67108864           0      5.81ms     5.514ms
# stride        256M         2M        16       128     8388608           0      2.59ms     2.946ms
# random         16M          0        16        16    16777216           0      2.07ms     2.048ms
# random         64M          0        39       104    67108864           0     9.267ms     7.792ms
# random        256M          0       127       907   268435456           0     53.68ms     36.71ms
# fresh           2M          0         2         2           0     2097152     111.2us     125.1us
# fresh          16M          0        16        16           0    16777216       817us     978.1us
# fresh          64M          0        64        64           0    67108864     4.786ms     3.903ms
# fresh         256M          0       256       256           0   268435456     23.44ms      15.6ms
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
# prefetch at the driver's defaults). Result: 37.29us per batch, 13.52us per
# VA block, bytes / 13.6 GB/s moved, 3.268us per faulting kernel, bytes / 104
# GB/s zero-filled.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_batch_ns = 37.29us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_block_ns = 13.52us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:300.8ns 64K:4.813us 512K:38.5us 1M:77.01us 2M:154us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_wake_ns = 3.268us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:39.53ns 64K:632.5ns 512K:5.06us 1M:10.12us 2M:20.24us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 77.22us + bytes / 49.2 GB/s, written at the measured sizes (the
# medians would give 1.7%).
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:78.56us 2M:119.8us 16M:418us 64M:1.44ms 256M:5.529ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.96us + bytes / 14 GB/s, written at the
# measured sizes (the medians would give 6.2%).
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.66us 2M:167.3us 16M:1.219ms 64M:4.826ms 256M:19.26ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.43us + bytes / 12.7 GB/s, written at the
# measured sizes (the medians would give 11.6%).
# Residual: 11.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.57us 512K:55.56us 2M:178.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.5us + bytes / 3.68 GB/s, written at the
# measured sizes (the medians would give 7.4%).
# Residual: 8.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.33us 512K:163.1us 2M:591.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 303.3us + bytes / 2.66 GB/s, misses by 20.4% RMS, so
# it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:333.6us 256K:421.6us 2M:940.5us 16M:6.953ms 64M:26.4ms 256M:106.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.701us + bytes / 1.16e+03 GB/s, misses by 30.3% RMS,
# so it is not used.
# Residual: 17.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.668us 2M:2.651us 16M:14.26us 64M:72.69us 256M:327.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.07us + bytes / 99.3 GB/s, misses
# by 17.7% RMS, so it is not used.
# Residual: 10.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.23us 2M:26.14us 16M:181.2us 64M:841.3us 256M:2.791ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.05us

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
# sizes): 6.961us + bytes / 294 GB/s, written at the measured sizes (the
# medians would give 14.6%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.09us 16M:64.01us 64M:235.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 50.74us + bytes / 214 GB/s, written at the measured
# sizes (the medians would give 5.0%).
# Residual: 6.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:60.52us 16M:129.1us 64M:364us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 180 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.71us 16M:85.63us 64M:341.7us 256M:1.796ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.338us
# + bytes / 11.2 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.934us 64K:21.89us 2M:148.8us 16M:1.423ms 64M:7.399ms 256M:33.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.69us + bytes / 11.9 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.591us 64K:27.23us 2M:248.7us 16M:1.325ms 64M:4.741ms 256M:24.31ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 164.3ns +
# bytes / 8.91 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.561us 2M:205.3us 16M:2.08ms 64M:8.252ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30 GB/s, misses by
# 34.9% RMS, so it is not used.
# Residual: 14.3% RMS relative over 20 repetitions.
host_write_ns = 64K:964ns 2M:50.79us 16M:835.7us 64M:4.306ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 688.9ns +
# bytes / 12.8 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 6.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.82us 2M:164.9us 16M:1.314ms 64M:5.255ms

