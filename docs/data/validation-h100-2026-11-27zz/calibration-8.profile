# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T00:36:00Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:36:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.6% RMS relative over 5 repetitions.
launch_ns = 4.892us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.04us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.735us + bytes / 3.75e+03 GB/s, misses by 58.4% RMS,
# so it is not used.
# Residual: 27.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.644us 64K:3.151us 1M:2.944us 1536K:2.713us 2M:67.81us 8M:50.23us 64M:85.6us 256M:83.48us 1G:236us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.069us + bytes / 1.36e+03 GB/s, misses by 48.8% RMS, so it is
# not used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:2.509us 64K:2.595us 1M:2.595us 1536K:2.394us 2M:45.58us 8M:47.44us 64M:85.46us 256M:202.3us 1G:684.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.985us + bytes / 2.09e+03 GB/s, misses by 73.6% RMS, so it is not used.
# Residual: 127.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:12.98us 64K:2.376us 2M:21.25us 16M:73.62us 64M:75.44us 256M:102.3us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 16.86us + bytes * -1.92e-05 ns/B, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:16.86us 64K:16.86us 2M:16.82us 16M:16.54us 64M:15.57us 256M:11.7us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.0%, 512K 17.8%, 1M 17.6%, 2M 16.7%, 4M 16.7%, 8M 14.5%, 16M
# 12.4%, 32M 12.1%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     115.8us     105.1us
# seq             2M          0         2         2     2097152           0     298.3us     344.2us
# seq            16M          0        16        16    16777216           0     2.272ms     2.532ms
# seq            64M          0        64        64    67108864           0     10.99ms     10.03ms
# seq           256M          0       256       256   268435456           0     42.99ms     40.03ms
# stride         64M        64K         4        32    67108864           0     5.923ms     6.222ms
# stride        256M         2M         8       128     8388608           0     2.321ms     2.429ms
# random         16M          0        16        16    16777216           0     2.286ms     2.532ms
# random         64M          0        43        73    67108864           0      11.3ms     8.891ms
# random        256M          0       134       611   268435456           0     45.25ms      36.3ms
# fresh           2M          0         2         2           0     2097152     166.7us     167.6us
# fresh          16M          0        16        16           0    16777216       962us     1.119ms
# fresh          64M          0        64        64           0    67108864      4.63ms     4.381ms
# fresh         256M          0       256       256           0   268435456     20.15ms     17.43ms
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
# prefetch at the driver's defaults). Result: 58.4us per batch, 9.565us per VA
# block, bytes / 11.9 GB/s moved, 31.67us per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 58.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 9.565us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:344.9ns 64K:5.518us 512K:44.14us 1M:88.29us 2M:176.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 31.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 45.84us + bytes /
# 43.8 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 1.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43us 2M:132.8us 16M:473.7us 64M:1.462ms 256M:5.67ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.74us + bytes / 12.4 GB/s, written at
# the measured sizes (the medians would give 11.2%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.03us 2M:190.1us 16M:1.376ms 64M:5.44ms 256M:21.7ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.79us + bytes / 7.94 GB/s, written at the
# measured sizes (the medians would give 9.9%).
# Residual: 9.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.04us 512K:83.79us 2M:281.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 18.34us + bytes / 3.31 GB/s, written at
# the measured sizes (the medians would give 12.9%).
# Residual: 12.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.16us 512K:176.9us 2M:652.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 376.3us + bytes / 1.97 GB/s, written at the measured
# sizes (the medians would give 5.0%).
# Residual: 13.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:409.5us 256K:509.1us 2M:1.439ms 16M:8.878ms 64M:34.38ms 256M:136.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.133us + bytes / 1.45e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 14.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.833us 2M:2.857us 16M:15.25us 64M:50.58us 256M:190.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.26us + bytes / 65.7 GB/s, misses
# by 15.0% RMS, so it is not used.
# Residual: 5.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.02us 2M:39.15us 16M:288.5us 64M:1.124ms 256M:4.523ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
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
# measured medians (15 points at 3 sizes): the best line, 7.709us + bytes /
# 222 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.19us 16M:82.39us 64M:313us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 29.89us + bytes / 175 GB/s, written at the measured
# sizes (the medians would give 14.1%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.85us 16M:125.6us 64M:412.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 170 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 24.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:5.979us 16M:86.38us 64M:456.9us 256M:1.478ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.856us
# + bytes / 8 GB/s, misses by 32.0% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.683us 64K:24.62us 2M:182.3us 16M:2.679ms 64M:11.72ms 256M:48.1ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.32us + bytes / 9.04 GB/s,
# misses by 20.1% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.1us 64K:31.9us 2M:268.5us 16M:1.802ms 64M:7.095ms 256M:28.04ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.75 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_read_ns = 64K:7.382us 2M:261.4us 16M:2.674ms 64M:11.99ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.3 GB/s, misses by
# 31.0% RMS, so it is not used.
# Residual: 11.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.362us 2M:95.02us 16M:1.356ms 64M:7.271ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 927ns +
# bytes / 8.66 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 7.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.494us 2M:243.1us 16M:1.938ms 64M:7.75ms

