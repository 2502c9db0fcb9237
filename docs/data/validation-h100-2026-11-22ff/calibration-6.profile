# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:14:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:14:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.607us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.16us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.744us + bytes / 3.98e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 29.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.479us 64K:2.711us 1M:3.375us 1536K:2.945us 2M:66.64us 8M:50.69us 64M:82.99us 256M:68.59us 1G:235.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.336us + bytes / 1.55e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:2.657us 64K:2.402us 1M:3.37us 1536K:2.55us 2M:44.92us 8M:46.86us 64M:76.01us 256M:170.2us 1G:589.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.327us + bytes / 2.26e+03 GB/s, misses by 65.6% RMS, so it is not used.
# Residual: 44.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.539us 64K:3.69us 2M:36.69us 16M:72.78us 64M:107.7us 256M:98.76us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.12us + bytes / 2.12e+05 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 12.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.12us 64K:13.12us 2M:13.13us 16M:13.2us 64M:13.44us 256M:14.39us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.5%, 512K 13.2%, 1M 12.6%, 2M 11.9%, 4M 11.7%, 8M 12.3%, 16M
# 12.7%, 32M 13.4%.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     92.51us     79.36us
# seq             2M          0         2         2     2097152           0       273us     309.4us
# seq            16M          0        16        16    16777216           0     1.976ms      2.05ms
# seq            64M          0        64        64    67108864           0     8.856ms     8.018ms
# seq           256M          0       256       256   268435456           0     34.98ms     31.89ms
# stride         64M        64K        16        32    67108864           0     7.138ms     7.647ms
# stride        256M         2M        64       128     8388608           0     2.234ms     2.449ms
# random         16M          0         9        23    16777216           0     2.235ms     2.131ms
# random         64M          0        35       230    67108864           0     9.304ms     9.946ms
# random        256M          0       128      1431   268435456           0     58.77ms     45.54ms
# fresh           2M          0         2         2           0     2097152     192.9us     230.4us
# fresh          16M          0        16        16           0    16777216     1.378ms     1.418ms
# fresh          64M          0        64        64           0    67108864     6.109ms     5.491ms
# fresh         256M          0       256       256           0   268435456     24.92ms     21.78ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 11.61us per VA
# block, bytes / 9.3 GB/s moved, 60.7us per faulting kernel, bytes / 14.3 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_block_ns = 11.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:440.3ns 64K:7.045us 512K:56.36us 1M:112.7us 2M:225.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_wake_ns = 60.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:286.1ns 64K:4.578us 512K:36.62us 1M:73.24us 2M:146.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.61us + bytes / 45
# GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 3.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.81us 2M:129.5us 16M:471.3us 64M:1.393ms 256M:5.578ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.11us + bytes / 12.4 GB/s, written at
# the measured sizes (the medians would give 9.4%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.41us 2M:186.7us 16M:1.374ms 64M:5.445ms 256M:21.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.67us + bytes / 8.08 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 7.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.79us 512K:82.57us 2M:277.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.85us + bytes / 3.2 GB/s, written at the
# measured sizes (the medians would give 10.4%).
# Residual: 11.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.33us 512K:183.7us 2M:675.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 333us + bytes / 2.23 GB/s,
# written at the measured sizes (the medians would give 8.4%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:362.4us 256K:450.7us 2M:1.274ms 16M:7.863ms 64M:30.45ms 256M:120.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.087us + bytes / 1.5e+03 GB/s, misses by 21.3% RMS,
# so it is not used.
# Residual: 13.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.84us 2M:2.769us 16M:14.14us 64M:48.71us 256M:189.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.8us + bytes / 82.1 GB/s, misses by
# 18.5% RMS, so it is not used.
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.12us 2M:30.2us 16M:215.1us 64M:1.093ms 256M:3.35ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.9us

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
# measured medians (15 points at 3 sizes): the best line, 12.37us + bytes /
# 223 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 24.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.98us 16M:83.86us 64M:326us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.202us +
# bytes / 151 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.2us 16M:113.3us 64M:452.5us 256M:1.793ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.758us
# + bytes / 9.38 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.536us 64K:23.81us 2M:164.7us 16M:1.995ms 64M:8.488ms 256M:39.63ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.37us + bytes / 9.38 GB/s,
# misses by 33.9% RMS, so it is not used.
# Residual: 28.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.01us 64K:32.74us 2M:680us 16M:1.768ms 64M:6.911ms 256M:23.98ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.94 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.027us 2M:249.3us 16M:2.693ms 64M:11.7ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.3 GB/s, misses by
# 40.4% RMS, so it is not used.
# Residual: 10.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.526us 2M:67.6us 16M:1.411ms 64M:6.534ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 8.82 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 7.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.913us 2M:237.3us 16M:1.902ms 64M:7.61ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
