# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T17:59:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:59:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.7% RMS relative over 5 repetitions.
launch_ns = 2.831us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.564us + bytes / 7.14e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:1.778us 64K:1.668us 1M:1.526us 1536K:1.543us 2M:33.3us 8M:30.86us 64M:38.16us 256M:63.58us 1G:115.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.06us + bytes / 3.01e+03 GB/s, misses by 50.9% RMS, so it is not
# used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:1.281us 64K:1.297us 1M:1.246us 1536K:1.231us 2M:27.92us 8M:30.19us 64M:46.19us 256M:98.44us 1G:293.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.384us + bytes / 1.04e+04 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 36.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.343us 64K:1.965us 2M:14.89us 16M:16.87us 64M:22.48us 256M:22.85us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.466us + bytes / 1.86e+07 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.466us 64K:7.466us 2M:7.466us 16M:7.467us 64M:7.47us 256M:7.481us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.6%, 512K 22.5%, 1M 22.3%, 2M 22.2%, 4M 21.1%, 8M 20.4%, 16M
# 20.5%, 32M 20.8%.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      79.2us     56.77us
# seq             2M          0         2         2     2097152           0     189.2us     216.1us
# seq            16M          0        16        16    16777216           0     1.238ms     1.619ms
# seq            64M          0        64        64    67108864           0     7.102ms     6.429ms
# seq           256M          0       256       256   268435456           0     32.94ms     25.67ms
# stride         64M        64K         8        32    67108864           0     5.907ms     4.578ms
# stride        256M         2M        32       128     8388608           0       2.4ms     2.618ms
# random         16M          0        12        16    16777216           0     1.497ms     1.509ms
# random         64M          0        36       161    67108864           0      6.57ms     6.575ms
# random        256M          0       125      1211   268435456           0     34.06ms      31.1ms
# fresh           2M          0         2         2           0     2097152     93.66us     115.3us
# fresh          16M          0        16        16           0    16777216     713.7us     812.6us
# fresh          64M          0        64        64           0    67108864     4.055ms     3.203ms
# fresh         256M          0       256       256           0   268435456      20.6ms     12.77ms
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
# prefetch at the driver's defaults). Result: 27.63us per batch, 9.482us per
# VA block, bytes / 16.6 GB/s moved, 15.71us per faulting kernel, bytes / 82.6
# GB/s zero-filled.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_batch_ns = 27.63us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_block_ns = 9.482us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:246.5ns 64K:3.943us 512K:31.55us 1M:63.09us 2M:126.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_wake_ns = 15.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:49.56ns 64K:793ns 512K:6.344us 1M:12.69us 2M:25.38us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.77us + bytes /
# 47.6 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 1.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.97us 2M:115.7us 16M:413.8us 64M:1.336ms 256M:5.292ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.42us + bytes / 17.6 GB/s, written at
# the measured sizes (the medians would give 1.3%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.14us 2M:133.7us 16M:968.7us 64M:3.831ms 256M:15.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.15us + bytes / 14.2 GB/s, written at the
# measured sizes (the medians would give 6.5%).
# Residual: 6.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:17.76us 512K:50.06us 2M:160.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.75us + bytes / 4.71 GB/s, written at
# the measured sizes (the medians would give 11.5%).
# Residual: 13.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.68us 512K:132.2us 2M:466.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 204.6us + bytes / 3.88
# GB/s, written at the measured sizes (the medians would give 2.1%).
# Residual: 11.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:221.5us 256K:272.2us 2M:745.2us 16M:4.529ms 64M:17.5ms 256M:69.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.691us + bytes / 1.81e+03 GB/s, misses by 19.7% RMS,
# so it is not used.
# Residual: 11.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.277us 2M:2.268us 16M:11.63us 64M:40.7us 256M:155.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.38us + bytes / 121 GB/s, misses by
# 15.9% RMS, so it is not used.
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.03us 2M:21.99us 16M:159.1us 64M:598.4us 256M:2.334ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 15.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.9us

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
# sizes): 5.911us + bytes / 326 GB/s, written at the measured sizes (the
# medians would give 13.9%).
# Residual: 13.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.34us 16M:57.35us 64M:211.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.18us + bytes / 232 GB/s, written at the measured
# sizes (the medians would give 10.7%).
# Residual: 10.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:27.22us 16M:90.49us 64M:307.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 856.3ns +
# bytes / 208 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.99us 16M:81.17us 64M:321.6us 256M:1.31ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.717us
# + bytes / 13.4 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.272us 64K:22.63us 2M:125.3us 16M:1.211ms 64M:6.002ms 256M:26.54ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.55us + bytes / 14.5 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.317us 64K:25.92us 2M:220.8us 16M:1.134ms 64M:4.227ms 256M:16.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.8 GB/s, misses by 36.8% RMS, so it is not used.
# Residual: 35.7% RMS relative over 20 repetitions.
host_read_ns = 64K:2.838us 2M:91.05us 16M:1.578ms 64M:6.62ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 36 GB/s, misses by
# 37.5% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:832ns 2M:43us 16M:623.8us 64M:4.005ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 125.1ns +
# bytes / 13.6 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.943us 2M:154.3us 16M:1.234ms 64M:4.934ms

