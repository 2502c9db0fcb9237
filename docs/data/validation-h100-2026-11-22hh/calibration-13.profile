# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:46:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:46:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.2% RMS relative over 5 repetitions.
launch_ns = 3.159us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.171us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.755us + bytes / 9.85e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.566us 64K:2.819us 1M:2.619us 1536K:2.798us 2M:41.64us 8M:35.61us 64M:38.03us 256M:51.86us 1G:86.21us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.225us + bytes / 2.87e+03 GB/s, misses by 52.6% RMS, so it is
# not used.
# Residual: 35.9% RMS relative over 45 repetitions.
free_ns = 4K:3.323us 64K:1.418us 1M:1.378us 1536K:1.356us 2M:33.84us 8M:32.09us 64M:47.53us 256M:96.77us 1G:322.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.791us + bytes / 4.63e+03 GB/s, misses by 67.2% RMS, so it is not used.
# Residual: 49.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.733us 64K:2.488us 2M:21.66us 16M:67.84us 64M:77.86us 256M:51.23us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.15us + bytes /
# 3.14e+05 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.46us 64K:12.25us 2M:12.35us 16M:12.05us 64M:11.82us 256M:13.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.1%, 512K 14.6%, 1M 13.9%, 2M 13.1%, 4M 12.5%, 8M 12.5%, 16M
# 13.3%, 32M 15.0%.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.91us     61.28us
# seq             2M          0         2         2     2097152           0     212.8us     269.4us
# seq            16M          0        16        16    16777216           0     1.825ms     2.057ms
# seq            64M          0        64        64    67108864           0     8.917ms     8.186ms
# seq           256M          0       256       256   268435456           0      39.1ms      32.7ms
# stride         64M        64K         8        32    67108864           0     6.635ms     6.338ms
# stride        256M         2M        32       128     8388608           0     3.612ms     4.042ms
# random         16M          0        12        16    16777216           0     2.181ms     1.973ms
# random         64M          0        36       161    67108864           0     10.58ms     9.616ms
# random        256M          0       125      1211   268435456           0     54.64ms     49.84ms
# fresh           2M          0         2         2           0     2097152     167.8us     184.7us
# fresh          16M          0        16        16           0    16777216     1.292ms      1.38ms
# fresh          64M          0        64        64           0    67108864     5.841ms     5.478ms
# fresh         256M          0       256       256           0   268435456     25.29ms     21.87ms
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
# prefetch at the driver's defaults). Result: 21.09us per batch, 20.84us per
# VA block, bytes / 12.2 GB/s moved, 14us per faulting kernel, bytes / 24.1
# GB/s zero-filled.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_batch_ns = 21.09us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_block_ns = 20.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:335ns 64K:5.36us 512K:42.88us 1M:85.76us 2M:171.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_wake_ns = 14us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:169.7ns 64K:2.716us 512K:21.73us 1M:43.45us 2M:86.91us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.43us + bytes /
# 47.8 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 7.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.39us 2M:116.3us 16M:410.5us 64M:1.34ms 256M:5.293ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.39us + bytes / 16.9 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.27us 2M:139.5us 16M:1.009ms 64M:3.988ms 256M:15.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.07us + bytes / 14.4 GB/s, written at the
# measured sizes (the medians would give 8.7%).
# Residual: 8.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:17.63us 512K:49.57us 2M:159.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.69us + bytes / 3.88 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.01us 512K:171.5us 2M:527.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 253.3us + bytes / 3.37 GB/s, misses by 16.1% RMS, so
# it is not used.
# Residual: 9.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:283.8us 256K:356.9us 2M:702.8us 16M:5.435ms 64M:21.79ms 256M:90.19ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.902us + bytes / 1.1e+03 GB/s, misses by 26.9% RMS,
# so it is not used.
# Residual: 19.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.78us 2M:3.853us 16M:20.28us 64M:73.01us 256M:231.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.92us + bytes / 80.2 GB/s, misses
# by 18.1% RMS, so it is not used.
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.28us 2M:34.53us 16M:248.3us 64M:774.3us 256M:4.24ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.05us

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
# measured medians (15 points at 3 sizes): the best line, 12us + bytes / 170
# GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 19.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:24.49us 16M:105.8us 64M:422.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 189 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:8.893us 16M:81.36us 64M:340.4us 256M:1.552ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.78us
# + bytes / 10.6 GB/s, misses by 34.0% RMS, so it is not used.
# Residual: 19.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.477us 64K:24.07us 2M:145.2us 16M:1.796ms 64M:7.847ms 256M:34.03ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.88us + bytes / 11.6 GB/s,
# misses by 24.9% RMS, so it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.58us 64K:29.84us 2M:272.4us 16M:1.405ms 64M:4.883ms 256M:23.37ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.16 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_read_ns = 64K:7.455us 2M:208.3us 16M:2.436ms 64M:9.998ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.3 GB/s, misses by
# 38.1% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.221us 2M:59.58us 16M:1.212ms 64M:5.479ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 667.8ns + bytes / 10.8 GB/s, misses
# by 20.2% RMS, so it is not used.
# Residual: 20.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.758us 2M:190.4us 16M:1.544ms 64M:6.464ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
