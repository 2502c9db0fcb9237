# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:03:29Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:03:29Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 5.433us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.086us + bytes / 3.56e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.335us 64K:3.166us 1M:3.109us 1536K:3.22us 2M:98.36us 8M:90.39us 64M:93.07us 256M:101us 1G:241.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.764us + bytes / 1.36e+03 GB/s, misses by 52.1% RMS, so it is
# not used.
# Residual: 21.8% RMS relative over 45 repetitions.
free_ns = 4K:3.545us 64K:3.391us 1M:3.272us 1536K:2.927us 2M:75.73us 8M:76.94us 64M:92.87us 256M:223.6us 1G:652.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 5.02us
# + bytes / 2.3e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 39.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.857us 64K:4.382us 2M:32.32us 16M:66.01us 64M:96.65us 256M:96.83us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.68us + bytes / 5.52e+05 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 9.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.68us 64K:14.68us 2M:14.68us 16M:14.71us 64M:14.8us 256M:15.16us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.1%, 512K 20.8%, 1M 20.1%, 2M 19.4%, 4M 19.3%, 8M 19.9%, 16M
# 20.3%, 32M 20.8%.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     102.5us     80.66us
# seq             2M          0         2         2     2097152           0       253us     281.6us
# seq            16M          0        16        16    16777216           0     1.507ms      1.82ms
# seq            64M          0        64        64    67108864           0     10.26ms     7.096ms
# seq           256M          0       256       256   268435456           0     34.92ms      28.2ms
# stride         64M        64K        16        32    67108864           0     6.107ms     6.688ms
# stride        256M         2M        64       128     8388608           0     2.166ms     2.472ms
# random         16M          0         9        23    16777216           0     1.936ms      1.91ms
# random         64M          0        35       230    67108864           0      8.89ms     9.214ms
# random        256M          0       128      1431   268435456           0     64.53ms     43.19ms
# fresh           2M          0         2         2           0     2097152     187.4us     238.5us
# fresh          16M          0        16        16           0    16777216      1.41ms     1.475ms
# fresh          64M          0        64        64           0    67108864     6.865ms     5.716ms
# fresh         256M          0       256       256           0   268435456     28.75ms     22.68ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.76us per VA
# block, bytes / 10.8 GB/s moved, 61.83us per faulting kernel, bytes / 13.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_block_ns = 12.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:379.5ns 64K:6.072us 512K:48.57us 1M:97.15us 2M:194.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_wake_ns = 61.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:295.2ns 64K:4.724us 512K:37.79us 1M:75.58us 2M:151.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.07us + bytes /
# 45.7 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.86us 2M:134.3us 16M:456.8us 64M:1.382ms 256M:5.529ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.71us + bytes / 13.3 GB/s, written at
# the measured sizes (the medians would give 8.6%).
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.65us 2M:173.9us 16M:1.281ms 64M:5.077ms 256M:20.26ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 21.14us + bytes / 10.7 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 13.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.26us 512K:83.84us 2M:200.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.33us + bytes / 3.22 GB/s, written at
# the measured sizes (the medians would give 14.4%).
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.69us 512K:182.2us 2M:671us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 388.8us +
# bytes / 2.15 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 9.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:469.6us 256K:517.6us 2M:1.068ms 16M:8.586ms 64M:35.27ms 256M:144.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.099us + bytes / 1.44e+03 GB/s, misses by 24.4% RMS,
# so it is not used.
# Residual: 16.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.91us 2M:2.765us 16M:18.07us 64M:49.09us 256M:186.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.89us +
# bytes / 67.1 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.87us 2M:48.15us 16M:266.9us 64M:1.017ms 256M:4.017ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.4us

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
# measured medians (15 points at 3 sizes): the best line, 8.16us + bytes / 200
# GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.6us 16M:93.67us 64M:339.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 21.66us + bytes / 150 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.31us 16M:140.2us 64M:453.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.97us +
# bytes / 147 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.65us 16M:110.9us 64M:471.6us 256M:1.877ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.86us
# + bytes / 8.8 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.594us 64K:23.71us 2M:174.5us 16M:2.254ms 64M:10.42ms 256M:36.2ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.16us + bytes / 11.4 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.01us 64K:28.19us 2M:263us 16M:1.38ms 64M:5.252ms 256M:22.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.3 GB/s, misses by 35.6% RMS, so it is not used.
# Residual: 18.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.867us 2M:124.9us 16M:2.066ms 64M:9.371ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.7 GB/s, misses by
# 40.1% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.123us 2M:58.95us 16M:1.108ms 64M:6.062ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 7.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.077us 2M:201.4us 16M:1.613ms 64M:6.453ms

