# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T05:58:18Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T05:58:18Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.246us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.997us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.522us + bytes / 5.27e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.491us 64K:2.725us 1M:2.457us 1536K:2.669us 2M:67.14us 8M:50.49us 64M:85.99us 256M:79.2us 1G:161.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.877us + bytes / 1.47e+03 GB/s, misses by 48.8% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:2.365us 64K:2.251us 1M:2.213us 1536K:2.313us 2M:45.99us 8M:46.77us 64M:80.47us 256M:173.8us 1G:657.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.896us + bytes / 3.92e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 36.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.765us 64K:3.39us 2M:31.72us 16M:37.15us 64M:58.28us 256M:58.04us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.3us + bytes / 1.55e+05 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.3us 64K:11.3us 2M:11.31us 16M:11.41us 64M:11.73us 256M:13.03us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.7%, 512K 20.4%, 1M 19.9%, 2M 18.8%, 4M 17.9%, 8M 17.0%, 16M
# 17.1%, 32M 17.7%.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.13us     55.64us
# seq             2M          0         2         2     2097152           0       194us     211.9us
# seq            16M          0        16        16    16777216           0     1.315ms     1.525ms
# seq            64M          0        64        64    67108864           0     6.598ms     6.029ms
# seq           256M          0       256       256   268435456           0     29.41ms     24.04ms
# stride         64M        64K         8        32    67108864           0     4.575ms     4.688ms
# stride        256M         2M        32       128     8388608           0     1.873ms     2.161ms
# random         16M          0        12        16    16777216           0     1.354ms     1.447ms
# random         64M          0        36       161    67108864           0     6.442ms     6.221ms
# random        256M          0       125      1211   268435456           0     39.72ms     28.77ms
# fresh           2M          0         2         2           0     2097152     126.3us     157.2us
# fresh          16M          0        16        16           0    16777216     987.5us     1.088ms
# fresh          64M          0        64        64           0    67108864      5.52ms     4.279ms
# fresh         256M          0       256       256           0   268435456     23.15ms     17.04ms
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
# prefetch at the driver's defaults). Result: 19.58us per batch, 7.631us per
# VA block, bytes / 15.7 GB/s moved, 24.26us per faulting kernel, bytes / 26.7
# GB/s zero-filled.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_batch_ns = 19.58us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_block_ns = 7.631us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:260.2ns 64K:4.163us 512K:33.3us 1M:66.61us 2M:133.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_wake_ns = 24.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:153.4ns 64K:2.454us 512K:19.64us 1M:39.27us 2M:78.54us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 43.19us + bytes /
# 45.5 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 3.8% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:38.46us 256K:44.78us 1M:95.87us 2M:119.8us 4M:158.2us 16M:429.7us 64M:1.341ms 256M:5.322ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 17.26us + bytes / 14.8 GB/s, written at the
# measured sizes (the means would give 8.3%).
# Residual: 11.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.69us 256K:34.98us 1M:88.14us 2M:159us 4M:300.8us 16M:1.151ms 64M:4.554ms 256M:18.16ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.88us + bytes / 12.8 GB/s, written at the measured
# sizes (the means would give 9.2%).
# Residual: 9.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.01us 512K:55.92us 2M:179us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.08us + bytes / 4.11 GB/s, written at the
# measured sizes (the means would give 11.1%).
# Residual: 12.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.04us 512K:149.8us 2M:532.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 303.6us + bytes / 2.55 GB/s, written at the measured
# sizes (the medians would give 4.7%).
# Residual: 11.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:329.3us 256K:406.4us 2M:1.126ms 16M:6.887ms 64M:26.64ms 256M:105.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.407us + bytes / 1.63e+03 GB/s, misses by 18.7% RMS,
# so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.721us 256K:3.119us 1M:2.846us 2M:2.881us 4M:5.804us 16M:13.6us 64M:44.5us 256M:167.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.302us +
# bytes / 113 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 14.0% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.884us 256K:11.63us 1M:18.62us 2M:27.94us 4M:46.57us 16M:158.4us 64M:605.6us 256M:2.395ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.18us

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
# sizes): 7.292us + bytes / 294 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.42us 16M:64.29us 64M:235.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.24us + bytes / 222 GB/s, written at the measured
# sizes (the medians would give 13.5%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.7us 16M:99.9us 64M:326.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 16.81us +
# bytes / 160 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 26.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:31us 16M:111.1us 64M:445us 256M:1.776ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.551us + bytes / 14.1 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 9.3% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.376us 8K:7.913us 16K:9.241us 32K:14.34us 64K:20.89us 128K:14.96us 256K:20.35us 512K:34.07us 1M:63.63us 2M:142.7us 4M:337.4us 8M:687.4us 16M:1.427ms 32M:3.08ms 64M:6.815ms 256M:33.46ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.47us + bytes / 11.6 GB/s,
# misses by 29.9% RMS, so it is not used.
# Residual: 8.7% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.51us 8K:10us 16K:11.5us 32K:22.63us 64K:28.45us 128K:42.68us 256K:60.47us 512K:106.5us 1M:174.2us 2M:239.8us 4M:386.7us 8M:672.8us 16M:1.296ms 32M:2.502ms 64M:4.854ms 256M:18.95ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 598.4ns +
# bytes / 10.3 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 15.8% RMS relative over 35 repetitions.
host_read_ns = 64K:7.104us 256K:24.7us 1M:93.88us 2M:189.2us 4M:400.8us 16M:1.673ms 64M:8.678ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 34.2 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 11.1% RMS relative over 35 repetitions.
host_write_ns = 64K:907ns 256K:6.416us 1M:23.78us 2M:47.3us 4M:178.9us 16M:724.1us 64M:4.761ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 848.6ns +
# bytes / 12.9 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 4.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.91us 256K:21.09us 1M:81.83us 2M:162.8us 4M:324.8us 16M:1.297ms 64M:5.184ms

