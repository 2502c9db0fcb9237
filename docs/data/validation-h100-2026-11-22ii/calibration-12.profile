# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:25:36Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:25:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 5.042us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.169us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.742us + bytes / 3.77e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.529us 64K:3.036us 1M:2.981us 1536K:2.874us 2M:68.76us 8M:48.94us 64M:76.31us 256M:91.19us 1G:225.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.106us + bytes / 1.38e+03 GB/s, misses by 48.2% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.578us 64K:2.644us 1M:2.557us 1536K:2.435us 2M:45.67us 8M:47.15us 64M:76.1us 256M:219.1us 1G:642.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.935us + bytes / 2.81e+03 GB/s, misses by 69.6% RMS, so it is not used.
# Residual: 48.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.256us 64K:2.49us 2M:32.6us 16M:65.81us 64M:86.91us 256M:79.4us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.29us + bytes /
# 4.77e+06 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.24us 64K:12.98us 2M:12.79us 16M:13.7us 64M:14.14us 256M:13.14us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.3%, 512K 16.8%, 1M 16.0%, 2M 14.8%, 4M 14.7%, 8M 15.0%, 16M
# 15.5%, 32M 16.6%.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      78.3us     68.97us
# seq             2M          0         2         2     2097152           0     273.1us     298.7us
# seq            16M          0        16        16    16777216           0      1.85ms     2.105ms
# seq            64M          0        64        64    67108864           0     10.08ms       8.3ms
# seq           256M          0       256       256   268435456           0     44.75ms     33.08ms
# stride         64M        64K        16        32    67108864           0     6.642ms     7.564ms
# stride        256M         2M        64       128     8388608           0     3.139ms       3.5ms
# random         16M          0         9        23    16777216           0     2.303ms     2.219ms
# random         64M          0        35       230    67108864           0     11.73ms     11.37ms
# random        256M          0       128      1431   268435456           0      60.5ms     55.03ms
# fresh           2M          0         2         2           0     2097152     173.4us     204.1us
# fresh          16M          0        16        16           0    16777216      1.21ms     1.349ms
# fresh          64M          0        64        64           0    67108864     6.035ms     5.274ms
# fresh         256M          0       256       256           0   268435456     27.64ms     20.97ms
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
# prefetch at the driver's defaults). Result: 2.68us per batch, 18.98us per VA
# block, bytes / 9.76 GB/s moved, 40.61us per faulting kernel, bytes / 17.4
# GB/s zero-filled.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 2.68us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 18.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:419.5ns 64K:6.712us 512K:53.7us 1M:107.4us 2M:214.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 40.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:234.8ns 64K:3.757us 512K:30.06us 1M:60.11us 2M:120.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.49us + bytes /
# 45.1 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 4.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.3us 2M:141.5us 16M:460.1us 64M:1.401ms 256M:5.541ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.65us + bytes / 8.64 GB/s, written at
# the measured sizes (the medians would give 4.1%).
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.23us 2M:261.4us 16M:1.961ms 64M:7.787ms 256M:31.09ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.05us + bytes / 7.86 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 7.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.39us 512K:85.77us 2M:285.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.58us + bytes / 2.87 GB/s, written at
# the measured sizes (the medians would give 6.7%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.42us 512K:204.3us 2M:752.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 330.9us + bytes / 2.33 GB/s, misses by 18.4% RMS, so
# it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:377.9us 256K:465.1us 2M:991.8us 16M:7.863ms 64M:31.61ms 256M:128.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.549us + bytes / 778 GB/s, misses by 18.1% RMS, so
# it is not used.
# Residual: 10.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.883us 2M:5.918us 16M:27.11us 64M:94.08us 256M:364.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.11us + bytes / 87.7 GB/s, misses
# by 16.3% RMS, so it is not used.
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.74us 2M:30us 16M:208.3us 64M:827.2us 256M:3.511ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 43.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 132us

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
# measured medians (15 points at 3 sizes): the best line, 10.12us + bytes /
# 200 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.63us 16M:93.69us 64M:347.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 187 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:8.91us 16M:86.55us 64M:346us 256M:1.48ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.372us
# + bytes / 8.88 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.935us 64K:25.94us 2M:171.9us 16M:2.245ms 64M:9.626ms 256M:41.39ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.55us + bytes / 9.22 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 10.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.22us 64K:32.83us 2M:304us 16M:1.72ms 64M:6.796ms 256M:27.09ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.9 GB/s, misses by 32.7% RMS, so it is not used.
# Residual: 21.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.575us 2M:145.5us 16M:1.977ms 64M:9.385ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.3 GB/s, misses by
# 36.6% RMS, so it is not used.
# Residual: 15.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.031us 2M:65.99us 16M:979.7us 64M:5.724ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 8.35 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 7.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.745us 2M:251us 16M:2.009ms 64M:8.035ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
