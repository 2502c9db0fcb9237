# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T17:57:29Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:57:29Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.6% RMS relative over 5 repetitions.
launch_ns = 3.078us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.557us + bytes / 7.04e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:1.762us 64K:1.655us 1M:1.502us 1536K:1.581us 2M:41.23us 8M:31.91us 64M:37.97us 256M:50us 1G:121us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.119us + bytes / 2.95e+03 GB/s, misses by 50.9% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:1.329us 64K:1.341us 1M:1.296us 1536K:1.317us 2M:30.79us 8M:30.98us 64M:47.14us 256M:93.8us 1G:307.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.445us + bytes / 7.63e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 35.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.321us 64K:2.147us 2M:20.14us 16M:24.26us 64M:29.47us 256M:30.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.699us + bytes / 5.7e+05 GB/s, written at the measured sizes (the
# medians would give 13.8%).
# Residual: 14.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.699us 64K:7.699us 2M:7.702us 16M:7.728us 64M:7.816us 256M:8.17us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.7%, 512K 15.3%, 1M 14.6%, 2M 13.5%, 4M 12.6%, 8M 12.1%, 16M
# 13.0%, 32M 13.9%.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.61us     70.47us
# seq             2M          0         2         2     2097152           0     226.9us     257.6us
# seq            16M          0        16        16    16777216           0      1.83ms     1.778ms
# seq            64M          0        64        64    67108864           0     6.418ms     6.992ms
# seq           256M          0       256       256   268435456           0     36.98ms     27.85ms
# stride         64M        64K         8        32    67108864           0      5.94ms     5.854ms
# stride        256M         2M        32       128     8388608           0     2.318ms     2.539ms
# random         16M          0        12        16    16777216           0     1.566ms     1.722ms
# random         64M          0        36       161    67108864           0     8.094ms     7.638ms
# random        256M          0       125      1211   268435456           0     41.44ms     36.25ms
# fresh           2M          0         2         2           0     2097152     164.1us       186us
# fresh          16M          0        16        16           0    16777216     1.094ms     1.206ms
# fresh          64M          0        64        64           0    67108864     5.258ms     4.702ms
# fresh         256M          0       256       256           0   268435456     22.22ms     18.69ms
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
# prefetch at the driver's defaults). Result: 14.18us per batch, 10.75us per
# VA block, bytes / 12.5 GB/s moved, 40.32us per faulting kernel, bytes / 21.9
# GB/s zero-filled.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_batch_ns = 14.18us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_block_ns = 10.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.9ns 64K:5.231us 512K:41.85us 1M:83.69us 2M:167.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_wake_ns = 40.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:187.1ns 64K:2.994us 512K:23.95us 1M:47.91us 2M:95.81us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 33.18us + bytes /
# 47.3 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 1.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.72us 2M:112.5us 16M:411.8us 64M:1.348ms 256M:5.293ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.66us + bytes / 12.8 GB/s, written at
# the measured sizes (the medians would give 12.2%).
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.79us 2M:179.9us 16M:1.329ms 64M:5.27ms 256M:21.03ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.45us + bytes / 13.4 GB/s, written at the
# measured sizes (the medians would give 8.1%).
# Residual: 9.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.33us 512K:55.49us 2M:172.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.55us + bytes / 3.62 GB/s, written at
# the measured sizes (the medians would give 8.5%).
# Residual: 9.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.65us 512K:166.4us 2M:600.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 223.4us + bytes / 3.45 GB/s, misses by 16.3% RMS, so
# it is not used.
# Residual: 9.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:265.7us 256K:311.4us 2M:640.4us 16M:5.203ms 64M:22.89ms 256M:91.92ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.059us + bytes / 1.31e+03 GB/s, misses by 22.2% RMS,
# so it is not used.
# Residual: 12.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.889us 2M:2.857us 16M:15.84us 64M:56.02us 256M:221us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11us +
# bytes / 107 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.61us 2M:30.58us 16M:167.7us 64M:637.7us 256M:2.518ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.8us

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
# sizes): 6.765us + bytes / 299 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.78us 16M:62.86us 64M:231.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.85us + bytes / 194 GB/s, written at the measured
# sizes (the medians would give 5.1%).
# Residual: 5.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.65us 16M:111.3us 64M:370.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.647us +
# bytes / 199 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.32us 16M:83.74us 64M:342.4us 256M:1.374ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.028us
# + bytes / 12.8 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.58us 64K:22.46us 2M:126.9us 16M:1.317ms 64M:6.63ms 256M:27.88ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.57us + bytes / 12.1 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.468us 64K:26.75us 2M:234.4us 16M:1.477ms 64M:5.684ms 256M:17.74ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15 GB/s, misses by 34.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.344us 2M:102.8us 16M:1.846ms 64M:7.604ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31 GB/s, misses by
# 37.4% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_write_ns = 64K:946ns 2M:48.93us 16M:850.4us 64M:4.582ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 567.7ns +
# bytes / 12.9 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 4.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.637us 2M:162.8us 16M:1.298ms 64M:5.192ms

