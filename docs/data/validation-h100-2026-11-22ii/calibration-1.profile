# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:19:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:19:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.621us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.173us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.657us + bytes / 3.87e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 28.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.586us 64K:2.9us 1M:2.814us 1536K:2.727us 2M:70.58us 8M:51.49us 64M:56.62us 256M:90.11us 1G:216.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.412us + bytes / 1.33e+03 GB/s, misses by 46.2% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:3.649us 64K:3.794us 1M:3.759us 1536K:3.858us 2M:45.24us 8M:47.61us 64M:98.27us 256M:201us 1G:668.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.824us + bytes / 2.84e+03 GB/s, misses by 63.5% RMS, so it is not used.
# Residual: 37.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.269us 64K:3.129us 2M:31.09us 16M:47.83us 64M:80.63us 256M:78.29us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.56us + bytes / 5.77e+05 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 8.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.56us 64K:13.56us 2M:13.57us 16M:13.59us 64M:13.68us 256M:14.03us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 12.4%, 512K 12.2%, 1M 11.9%, 2M 11.7%, 4M 11.6%, 8M 11.7%, 16M
# 12.0%, 32M 13.0%.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.91us     63.85us
# seq             2M          0         2         2     2097152           0     252.5us     275.4us
# seq            16M          0        16        16    16777216           0     1.609ms     1.942ms
# seq            64M          0        64        64    67108864           0     8.026ms     7.657ms
# seq           256M          0       256       256   268435456           0     42.91ms     30.52ms
# stride         64M        64K        16        32    67108864           0     7.071ms     6.866ms
# stride        256M         2M        64       128     8388608           0     2.858ms     2.896ms
# random         16M          0         9        23    16777216           0     2.121ms     1.966ms
# random         64M          0        35       230    67108864           0     9.113ms     9.384ms
# random        256M          0       128      1431   268435456           0     43.97ms      43.4ms
# fresh           2M          0         2         2           0     2097152     163.8us     166.8us
# fresh          16M          0        16        16           0    16777216     940.6us     1.074ms
# fresh          64M          0        64        64           0    67108864     4.436ms     4.184ms
# fresh         256M          0       256       256           0   268435456     19.24ms     16.62ms
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
# prefetch at the driver's defaults). Result: 8.55us per batch, 11.9us per VA
# block, bytes / 10.6 GB/s moved, 37.24us per faulting kernel, bytes / 23.6
# GB/s zero-filled.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 8.55us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 11.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:385.2ns 64K:6.164us 512K:49.31us 1M:98.62us 2M:197.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 37.24us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:173.2ns 64K:2.771us 512K:22.17us 1M:44.34us 2M:88.69us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.36us + bytes /
# 45.8 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 4.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.36us 2M:134.6us 16M:458.5us 64M:1.369ms 256M:5.486ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 20.44us + bytes / 12 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.17us 2M:274.8us 16M:1.878ms 64M:4.54ms 256M:20.92ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.02us + bytes / 12.3 GB/s, written at the
# measured sizes (the medians would give 14.9%).
# Residual: 14.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.36us 512K:57.77us 2M:186us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.31us + bytes / 3.5 GB/s, written at the
# measured sizes (the medians would give 12.5%).
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.04us 512K:171.1us 2M:620.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 459.6us + bytes / 2.07 GB/s, misses by 17.0% RMS, so
# it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:556.6us 256K:606.3us 2M:1.122ms 16M:9.156ms 64M:36.75ms 256M:149.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.04us + bytes / 1.5e+03 GB/s, misses by 21.7% RMS,
# so it is not used.
# Residual: 14.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.722us 2M:2.733us 16M:14.71us 64M:48.37us 256M:183.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.13us +
# bytes / 72.2 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.04us 2M:45.16us 16M:248.3us 64M:945us 256M:3.732ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.14us

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
# measured medians (15 points at 3 sizes): the best line, 13.24us + bytes /
# 220 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:23.12us 16M:83.72us 64M:340us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.341us +
# bytes / 157 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 24.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.02us 16M:109.1us 64M:439.4us 256M:1.753ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.732us
# + bytes / 9.92 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.409us 64K:21.53us 2M:162us 16M:1.763ms 64M:8.368ms 256M:34.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.11us + bytes / 10.2 GB/s,
# misses by 25.5% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.88us 64K:30.98us 2M:285.1us 16M:1.678ms 64M:5.709ms 256M:24.74ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 747.9ns +
# bytes / 8.39 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 11.5% RMS relative over 20 repetitions.
host_read_ns = 64K:8.638us 2M:203us 16M:2.313ms 64M:10.07ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.8 GB/s, misses by
# 32.8% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.143us 2M:67.16us 16M:1.037ms 64M:5.674ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.77 GB/s, written at the measured sizes (the medians would give
# 12.2%).
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.025us 2M:214us 16M:1.717ms 64M:6.87ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
