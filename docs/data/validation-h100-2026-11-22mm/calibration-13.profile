# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:50:06Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:50:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 2.8% RMS relative over 5 repetitions.
launch_ns = 4.259us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.187us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.795us + bytes / 7.01e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 29.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.994us 64K:1.786us 1M:1.66us 1536K:1.739us 2M:39.04us 8M:36.13us 64M:38.41us 256M:42.71us 1G:129.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.254us + bytes / 2.7e+03 GB/s, misses by 51.2% RMS, so it is not
# used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:1.536us 64K:1.501us 1M:1.461us 1536K:1.432us 2M:32.3us 8M:33.52us 64M:51.77us 256M:109.5us 1G:327us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.997us + bytes / 6.32e+03 GB/s, misses by 66.3% RMS, so it is not used.
# Residual: 37.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.018us 64K:2.496us 2M:18.93us 16M:33.87us 64M:30.45us 256M:36.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.63us + bytes / 3.02e+05 GB/s, written at the measured sizes (the
# medians would give 12.6%).
# Residual: 12.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.63us 64K:9.63us 2M:9.637us 16M:9.686us 64M:9.853us 256M:10.52us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.1%, 512K 22.8%, 1M 22.2%, 2M 21.4%, 4M 21.4%, 8M 21.1%, 16M
# 20.6%, 32M 20.7%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     154.4us     90.68us
# seq             2M          0         2         2     2097152           0     199.5us     262.9us
# seq            16M          0        16        16    16777216           0     1.695ms     1.807ms
# seq            64M          0        64        64    67108864           0     8.261ms     7.101ms
# seq           256M          0       256       256   268435456           0     28.84ms     28.28ms
# stride         64M        64K         4        32    67108864           0      4.81ms     4.678ms
# stride        256M         2M        16       128     8388608           0     1.938ms     2.195ms
# random         16M          0        16        16    16777216           0     1.636ms     1.807ms
# random         64M          0        39       104    67108864           0     8.398ms     6.528ms
# random        256M          0       127       907   268435456           0     42.04ms     28.96ms
# fresh           2M          0         2         2           0     2097152     143.4us     159.6us
# fresh          16M          0        16        16           0    16777216     830.1us     980.3us
# fresh          64M          0        64        64           0    67108864     4.382ms     3.794ms
# fresh         256M          0       256       256           0   268435456     19.81ms     15.05ms
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
# prefetch at the driver's defaults). Result: 36.03us per batch, 8.181us per
# VA block, bytes / 15.9 GB/s moved, 42.34us per faulting kernel, bytes / 72.7
# GB/s zero-filled.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 36.03us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 8.181us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:258.2ns 64K:4.131us 512K:33.05us 1M:66.09us 2M:132.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 42.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:56.31ns 64K:900.9ns 512K:7.207us 1M:14.41us 2M:28.83us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.08us + bytes /
# 47.2 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 3.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.74us 2M:132.1us 16M:422.1us 64M:1.347ms 256M:5.293ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.07us + bytes / 15.6 GB/s, written at
# the measured sizes (the medians would give 3.0%).
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.28us 2M:149.5us 16M:1.09ms 64M:4.317ms 256M:17.22ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.56us + bytes / 13.2 GB/s, written at the
# measured sizes (the medians would give 6.9%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.53us 512K:54.28us 2M:173.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 19.19us + bytes / 3.66 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.75us 512K:172.3us 2M:568.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 230.4us + bytes / 3.33
# GB/s, written at the measured sizes (the medians would give 7.1%).
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:250.1us 256K:309.1us 2M:859.5us 16M:5.263ms 64M:20.36ms 256M:80.75ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.941us + bytes / 1.57e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 12.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.611us 2M:2.595us 16M:14.28us 64M:46.46us 256M:174.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.47us + bytes / 90.2 GB/s, misses
# by 22.3% RMS, so it is not used.
# Residual: 13.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.96us 2M:31.75us 16M:257.1us 64M:936.6us 256M:2.693ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.19us

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
# sizes): 7.419us + bytes / 278 GB/s, written at the measured sizes (the
# medians would give 9.8%).
# Residual: 10.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.95us 16M:67.7us 64M:248.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 53.68us + bytes / 200 GB/s, written at the measured
# sizes (the medians would give 8.8%).
# Residual: 8.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:64.14us 16M:137.4us 64M:388.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 982.8ns +
# bytes / 191 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.07us 16M:86.47us 64M:356.7us 256M:1.42ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.793us
# + bytes / 12.1 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.256us 64K:22.85us 2M:144.3us 16M:1.325ms 64M:6.238ms 256M:28.93ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.8us + bytes / 12.9 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.597us 64K:27.87us 2M:238.1us 16M:1.272ms 64M:4.758ms 256M:18.94ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.37 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.228us 2M:215us 16M:2.129ms 64M:9.362ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.3 GB/s, misses by
# 28.5% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.295us 2M:74.29us 16M:978us 64M:4.988ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 166.4ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 8.1%).
# Residual: 7.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.089us 2M:189.7us 16M:1.516ms 64M:6.065ms

