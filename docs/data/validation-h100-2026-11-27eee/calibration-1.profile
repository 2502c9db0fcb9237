# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:17:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:17:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.0% RMS relative over 5 repetitions.
launch_ns = 5.433us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.192us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.823us + bytes / 4.35e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.865us 64K:3.06us 1M:2.86us 1536K:2.815us 2M:62.55us 8M:49.4us 64M:83.87us 256M:69.11us 1G:209.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.27us + bytes / 1.42e+03 GB/s, misses by 46.4% RMS, so it is not
# used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:3.784us 64K:3.729us 1M:3.576us 1536K:3.488us 2M:45.57us 8M:46.97us 64M:80.78us 256M:191.4us 1G:630.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.055us + bytes / 4.02e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 34.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.074us 64K:3.383us 2M:28.64us 16M:32.13us 64M:58.14us 256M:56.62us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.15us + bytes / 2.57e+05 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 12.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.15us 64K:13.15us 2M:13.16us 16M:13.22us 64M:13.41us 256M:14.2us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 23.5%, 512K 23.1%, 1M 22.6%, 2M 21.8%, 4M 21.5%, 8M 21.5%, 16M
# 21.8%, 32M 22.4%.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     232.2us     134.3us
# seq             2M          0         2         2     2097152           0     527.2us     353.4us
# seq            16M          0        16        16    16777216           0     2.075ms     2.145ms
# seq            64M          0        64        64    67108864           0     6.801ms     8.286ms
# seq           256M          0       256       256   268435456           0     34.11ms     32.85ms
# stride         64M        64K         8        32    67108864           0     6.607ms     6.868ms
# stride        256M         2M        32       128     8388608           0     2.692ms     3.079ms
# random         16M          0        12        16    16777216           0     2.016ms     2.072ms
# random         64M          0        36       161    67108864           0     10.44ms     9.013ms
# random        256M          0       125      1211   268435456           0     51.69ms     42.62ms
# fresh           2M          0         2         2           0     2097152     163.2us     226.6us
# fresh          16M          0        16        16           0    16777216     1.119ms     1.131ms
# fresh          64M          0        64        64           0    67108864     5.562ms      4.23ms
# fresh         256M          0       256       256           0   268435456     19.98ms     16.63ms
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
# prefetch at the driver's defaults). Result: 18.07us per batch, 12.7us per VA
# block, bytes / 10.8 GB/s moved, 97.47us per faulting kernel, bytes / 31 GB/s
# zero-filled.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_batch_ns = 18.07us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_block_ns = 12.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:379.6ns 64K:6.074us 512K:48.59us 1M:97.18us 2M:194.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_wake_ns = 97.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:132ns 64K:2.113us 512K:16.9us 1M:33.8us 2M:67.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 49.53us + bytes /
# 43.3 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 10.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:42.66us 256K:50.47us 1M:108.6us 2M:143.2us 4M:208.2us 16M:475.4us 64M:1.369ms 256M:5.425ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 23.91us + bytes / 11.3 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 25.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:26.97us 256K:51.07us 1M:157.7us 2M:314.1us 4M:381.2us 16M:1.19ms 64M:5.096ms 256M:36.12ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.59us + bytes / 12.8 GB/s, written at the measured
# sizes (the means would give 6.2%).
# Residual: 6.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.69us 512K:56.4us 2M:178.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.3us + bytes / 3.2 GB/s, written at the
# measured sizes (the means would give 10.2%).
# Residual: 12.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.78us 512K:186.1us 2M:677.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 441.4us +
# bytes / 2.18 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:542.8us 256K:586us 2M:1.046ms 16M:8.823ms 64M:35.92ms 256M:143ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.181us + bytes / 942 GB/s, misses by 21.6% RMS, so
# it is not used.
# Residual: 12.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.27us 256K:4.068us 1M:4.051us 2M:4.009us 4M:7.941us 16M:22.65us 64M:79.69us 256M:307.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 12.13us + bytes / 89.7 GB/s, misses
# by 18.7% RMS, so it is not used.
# Residual: 5.5% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:18.19us 256K:15.46us 1M:20.7us 2M:28.07us 4M:53.41us 16M:230.4us 64M:904.8us 256M:3.603ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.4us

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
# measured medians (15 points at 3 sizes): the best line, 30.05us + bytes / 79
# GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 19.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:56.04us 16M:257.5us 64M:842.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 21.63us + bytes / 39.7 GB/s, misses by 41.6% RMS, so it is not used.
# Residual: 49.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:72.22us 16M:839.2us 64M:1.448ms

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.093us +
# bytes / 153 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.98us 16M:107.2us 64M:436.8us 256M:1.811ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.958us + bytes / 13 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 13.4% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.491us 8K:8.226us 16K:9.521us 32K:14.04us 64K:21.58us 128K:15.89us 256K:21.18us 512K:36.18us 1M:67.04us 2M:171.5us 4M:325us 8M:748.4us 16M:1.716ms 32M:4.125ms 64M:9.153ms 256M:43.14ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.44us + bytes / 9.61 GB/s,
# misses by 29.1% RMS, so it is not used.
# Residual: 12.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.77us 8K:12.06us 16K:13.65us 32K:20.11us 64K:32.17us 128K:45.09us 256K:78.91us 512K:125.4us 1M:217.9us 2M:278.4us 4M:428us 8M:782.1us 16M:1.406ms 32M:3.083ms 64M:6.55ms 256M:25.12ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 9.72 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 23.5% RMS relative over 35 repetitions.
host_read_ns = 64K:7.082us 256K:23.49us 1M:93.87us 2M:189.6us 4M:438.1us 16M:2.247ms 64M:12.15ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 33 GB/s, misses by
# 41.1% RMS, so it is not used.
# Residual: 10.1% RMS relative over 35 repetitions.
host_write_ns = 64K:942ns 256K:6.608us 1M:23.98us 2M:50.7us 4M:187.1us 16M:1.186ms 64M:7.417ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 9 GB/s, written at the measured sizes (the medians would give 5.6%).
# Residual: 10.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.562us 256K:27.41us 1M:114.8us 2M:231.3us 4M:464.3us 16M:1.862ms 64M:7.454ms

