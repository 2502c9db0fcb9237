# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:57:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:57:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.6% RMS relative over 5 repetitions.
launch_ns = 3.525us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.159us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.851us + bytes / 6.27e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 28.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.918us 64K:2.854us 1M:2.794us 1536K:2.815us 2M:43.18us 8M:48.65us 64M:39.16us 256M:55.48us 1G:137.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.211us + bytes / 2.54e+03 GB/s, misses by 53.0% RMS, so it is
# not used.
# Residual: 25.3% RMS relative over 45 repetitions.
free_ns = 4K:1.534us 64K:1.451us 1M:1.378us 1536K:1.474us 2M:35.9us 8M:44.78us 64M:54.35us 256M:107us 1G:367.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.249us + bytes / 3.83e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 35.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.286us 64K:3.577us 2M:32.58us 16M:42.27us 64M:55.42us 256M:59.67us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.68us + bytes /
# 1.2e+05 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.37us 64K:12.28us 2M:12.62us 16M:13.02us 64M:12.8us 256M:15.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 19.3%, 1M 18.8%, 2M 17.8%, 4M 16.8%, 8M 16.3%, 16M
# 16.8%, 32M 17.8%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.42us      57.7us
# seq             2M          0         2         2     2097152           0       193us     225.2us
# seq            16M          0        16        16    16777216           0     1.354ms     1.624ms
# seq            64M          0        64        64    67108864           0      7.14ms     6.418ms
# seq           256M          0       256       256   268435456           0     35.41ms     25.59ms
# stride         64M        64K         8        32    67108864           0     5.246ms     5.181ms
# stride        256M         2M        32       128     8388608           0     2.413ms     2.746ms
# random         16M          0        12        16    16777216           0     1.611ms     1.565ms
# random         64M          0        36       161    67108864           0     6.984ms     7.279ms
# random        256M          0       125      1211   268435456           0     50.65ms     36.18ms
# fresh           2M          0         2         2           0     2097152     148.2us     175.2us
# fresh          16M          0        16        16           0    16777216     1.134ms     1.223ms
# fresh          64M          0        64        64           0    67108864     5.716ms     4.816ms
# fresh         256M          0       256       256           0   268435456     22.83ms     19.19ms
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
# prefetch at the driver's defaults). Result: 14.6us per batch, 13.09us per VA
# block, bytes / 14.5 GB/s moved, 25.5us per faulting kernel, bytes / 22.2
# GB/s zero-filled.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 14.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 13.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:282ns 64K:4.511us 512K:36.09us 1M:72.18us 2M:144.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 25.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:184.2ns 64K:2.947us 512K:23.58us 1M:47.15us 2M:94.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.29us + bytes /
# 40.8 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 3.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.76us 2M:122.1us 16M:494.1us 64M:1.675ms 256M:5.724ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.99us + bytes / 8.76 GB/s, written at
# the measured sizes (the medians would give 6.4%).
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.47us 2M:255.3us 16M:1.93ms 64M:7.673ms 256M:30.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.68us + bytes / 9.13 GB/s, written at the
# measured sizes (the medians would give 7.3%).
# Residual: 7.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.86us 512K:74.1us 2M:246.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.53us + bytes / 3.12 GB/s, written at
# the measured sizes (the medians would give 8.1%).
# Residual: 9.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.55us 512K:190.7us 2M:695us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 305.7us + bytes / 2.45 GB/s, misses by 27.8% RMS, so
# it is not used.
# Residual: 25.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:344.5us 256K:432.5us 2M:963.4us 16M:7.238ms 64M:30.57ms 256M:119.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.906us + bytes / 1.01e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.026us 2M:4.921us 16M:21.04us 64M:71.39us 256M:283.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.331us + bytes / 102 GB/s, misses by
# 20.0% RMS, so it is not used.
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.74us 2M:23.07us 16M:169.5us 64M:848.4us 256M:3.085ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 87.07us

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
# measured medians (15 points at 3 sizes): the best line, 7.479us + bytes /
# 289 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.83us 16M:63.75us 64M:246.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.77us +
# bytes / 150 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.94us 16M:114.5us 64M:468.2us 256M:1.788ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.135us
# + bytes / 9.67 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.59us 64K:26.14us 2M:170.3us 16M:1.921ms 64M:7.651ms 256M:34.15ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.41us + bytes / 9.18 GB/s,
# misses by 19.0% RMS, so it is not used.
# Residual: 9.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.16us 64K:31.53us 2M:284.2us 16M:1.759ms 64M:6.88ms 256M:27.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 1.992ns +
# bytes / 9.3 GB/s, misses by 34.5% RMS, so it is not used.
# Residual: 29.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.098us 2M:187.9us 16M:2.081ms 64M:8.352ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.8 GB/s, misses by
# 39.5% RMS, so it is not used.
# Residual: 20.8% RMS relative over 20 repetitions.
host_write_ns = 64K:907ns 2M:47.37us 16M:1.016ms 64M:4.566ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.741us +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 7.3%).
# Residual: 8.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.279us 2M:179us 16M:1.42ms 64M:5.673ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
