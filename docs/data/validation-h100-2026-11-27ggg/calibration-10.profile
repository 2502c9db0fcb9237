# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T06:00:36Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T06:00:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.3us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.179us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.568us + bytes / 4.69e+03 GB/s, misses by 55.9% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.886us 64K:2.76us 1M:2.479us 1536K:2.544us 2M:76.41us 8M:49.94us 64M:55.84us 256M:87.55us 1G:177.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.892us + bytes / 1.48e+03 GB/s, misses by 49.3% RMS, so it is
# not used.
# Residual: 19.6% RMS relative over 45 repetitions.
free_ns = 4K:2.312us 64K:2.29us 1M:2.415us 1536K:2.188us 2M:40.76us 8M:45.59us 64M:79.47us 256M:184.1us 1G:625.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.014us + bytes / 3.61e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 42.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.214us 64K:3.367us 2M:39.85us 16M:41.93us 64M:61.39us 256M:62.85us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.41us + bytes / 6.02e+05 GB/s, written at the measured sizes (the
# medians would give 5.9%).
# Residual: 6.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.41us 64K:9.41us 2M:9.413us 16M:9.438us 64M:9.521us 256M:9.856us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.7%, 512K 23.5%, 1M 23.2%, 2M 23.2%, 4M 23.6%, 8M 24.4%, 16M
# 25.1%, 32M 25.9%.
# Residual: 24.1% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.28us     65.87us
# seq             2M          0         2         2     2097152           0     186.8us     233.5us
# seq            16M          0        16        16    16777216           0     1.331ms     1.551ms
# seq            64M          0        64        64    67108864           0     8.773ms      6.07ms
# seq           256M          0       256       256   268435456           0     38.45ms     24.14ms
# stride         64M        64K        64        64    67108864           0      6.09ms      6.07ms
# stride        256M         2M       128       128     8388608           0     2.534ms     2.685ms
# random         16M          0        10        55    16777216           0     2.092ms     2.105ms
# random         64M          0        38       373    67108864           0     9.542ms     10.49ms
# random        256M          0       160      1651   268435456           0     50.24ms     44.12ms
# fresh           2M          0         2         2           0     2097152     139.3us     163.3us
# fresh          16M          0        16        16           0    16777216     790.9us     989.9us
# fresh          64M          0        64        64           0    67108864     5.634ms     3.824ms
# fresh         256M          0       256       256           0   268435456     23.91ms     15.16ms
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
# prefetch at the driver's defaults). Result: 1.312us per batch, 14.41us per
# VA block, bytes / 13.4 GB/s moved, 45.25us per faulting kernel, bytes / 24.2
# GB/s zero-filled.
# Residual: 24.1% RMS relative over 70 repetitions.
fault_batch_ns = 1.312us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 70 repetitions.
fault_block_ns = 14.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:306.3ns 64K:4.901us 512K:39.21us 1M:78.41us 2M:156.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.1% RMS relative over 70 repetitions.
fault_wake_ns = 45.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:169.2ns 64K:2.707us 512K:21.66us 1M:43.32us 2M:86.64us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 40.51us + bytes /
# 45.1 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 3.4% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:39.16us 256K:39.51us 1M:87.69us 2M:118.8us 4M:153.3us 16M:429.8us 64M:1.366ms 256M:5.35ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 14.87us + bytes / 12.4 GB/s, written at the
# measured sizes (the means would give 11.3%).
# Residual: 13.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.15us 256K:36us 1M:99.4us 2M:183.9us 4M:353us 16M:1.367ms 64M:5.425ms 256M:21.65ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.47us + bytes / 12.7 GB/s, written at the measured
# sizes (the means would give 9.4%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.64us 512K:55.85us 2M:180us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.09us + bytes / 4.16 GB/s, written at the
# measured sizes (the means would give 11.6%).
# Residual: 14.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.85us 512K:148.2us 2M:526.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 308us + bytes / 2.42 GB/s, written at the measured sizes
# (the medians would give 5.5%).
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:335.1us 256K:416.2us 2M:1.174ms 16M:7.236ms 64M:28.02ms 256M:111.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.796us + bytes / 1.84e+03 GB/s, misses by 27.8% RMS,
# so it is not used.
# Residual: 19.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.549us 256K:3.579us 1M:3.643us 2M:2.837us 4M:4.533us 16M:12.23us 64M:42.6us 256M:171.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.622us +
# bytes / 110 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 13.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.22us 256K:12us 1M:19.14us 2M:28.65us 4M:47.67us 16M:161.8us 64M:618.5us 256M:2.445ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.65us

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
# measured medians (15 points at 3 sizes): the best line, 6.78us + bytes / 284
# GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.08us 16M:68.99us 64M:235.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.27us + bytes / 225 GB/s, written at the measured
# sizes (the medians would give 10.4%).
# Residual: 11.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.61us 16M:99.93us 64M:323.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 102.5ns +
# bytes / 191 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.12us 16M:86.14us 64M:364.1us 256M:1.382ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.829us + bytes / 14.7 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 11.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.643us 8K:7.916us 16K:9.336us 32K:14.66us 64K:21.78us 128K:15.61us 256K:20.21us 512K:33.73us 1M:62.5us 2M:137.8us 4M:311.2us 8M:599.5us 16M:1.349ms 32M:2.824ms 64M:6.605ms 256M:32.41ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.46us + bytes / 10.2 GB/s,
# misses by 28.4% RMS, so it is not used.
# Residual: 10.3% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.89us 8K:9.978us 16K:12.98us 32K:22.05us 64K:29.2us 128K:39.64us 256K:59.35us 512K:101.6us 1M:204.9us 2M:248.4us 4M:380.5us 8M:703.2us 16M:1.638ms 32M:2.9ms 64M:5.842ms 256M:21.93ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 526.9ns +
# bytes / 10.3 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 12.8% RMS relative over 35 repetitions.
host_read_ns = 64K:7.185us 256K:23.5us 1M:93.87us 2M:187.8us 4M:376.1us 16M:2.043ms 64M:8.742ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33.9 GB/s, misses by
# 33.8% RMS, so it is not used.
# Residual: 10.2% RMS relative over 35 repetitions.
host_write_ns = 64K:957ns 256K:6.477us 1M:23.84us 2M:47.84us 4M:170.8us 16M:857.5us 64M:4.936ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.9 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.302us 256K:21.88us 1M:88.2us 2M:176.6us 4M:353.5us 16M:1.415ms 64M:5.659ms

