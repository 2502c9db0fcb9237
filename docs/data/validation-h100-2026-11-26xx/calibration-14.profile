# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:25:48Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:25:48Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.773us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.19us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.404us + bytes / 4.28e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 25.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.694us 64K:2.534us 1M:2.361us 1536K:2.473us 2M:63.62us 8M:50.11us 64M:100.5us 256M:87.12us 1G:201.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.735us + bytes / 1.36e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:2.765us 64K:2.327us 1M:2.101us 1536K:2.077us 2M:42.9us 8M:45.77us 64M:93us 256M:194.8us 1G:732us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.848us + bytes / 2.76e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 35.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.116us 64K:3.195us 2M:29.66us 16M:45.9us 64M:75.64us 256M:79.86us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.16us + bytes / 1.29e+05 GB/s, written at the measured sizes (the
# medians would give 9.3%).
# Residual: 9.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.16us 64K:14.17us 2M:14.18us 16M:14.3us 64M:14.69us 256M:16.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.9%, 512K 19.6%, 1M 18.9%, 2M 17.7%, 4M 17.0%, 8M 15.5%, 16M
# 15.0%, 32M 15.5%.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       101us     83.12us
# seq             2M          0         2         2     2097152           0     289.3us     303.7us
# seq            16M          0        16        16    16777216           0       1.9ms     2.295ms
# seq            64M          0        64        64    67108864           0     9.812ms     9.122ms
# seq           256M          0       256       256   268435456           0     37.22ms     36.43ms
# stride         64M        64K         4        32    67108864           0     6.059ms     5.962ms
# stride        256M         2M        16       128     8388608           0     2.714ms     3.059ms
# random         16M          0        16        16    16777216           0     2.063ms     2.295ms
# random         64M          0        39       104    67108864           0     10.43ms     8.488ms
# random        256M          0       127       907   268435456           0     53.72ms     38.85ms
# fresh           2M          0         2         2           0     2097152     119.6us     138.6us
# fresh          16M          0        16        16           0    16777216     877.4us     973.6us
# fresh          64M          0        64        64           0    67108864     4.543ms     3.837ms
# fresh         256M          0       256       256           0   268435456     18.61ms     15.29ms
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
# prefetch at the driver's defaults). Result: 45.84us per batch, 12.8us per VA
# block, bytes / 12.5 GB/s moved, 19.26us per faulting kernel, bytes /
# 1.04e+03 GB/s zero-filled.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_batch_ns = 45.84us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_block_ns = 12.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.5ns 64K:5.225us 512K:41.8us 1M:83.59us 2M:167.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_wake_ns = 19.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:3.93ns 64K:62.88ns 512K:503.1ns 1M:1.006us 2M:2.012us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.76us + bytes /
# 45.5 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 3.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.1us 2M:132.2us 16M:459.8us 64M:1.387ms 256M:5.441ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.89us + bytes / 14.2 GB/s, written at
# the measured sizes (the medians would give 6.2%).
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.49us 2M:168.3us 16M:1.2ms 64M:4.738ms 256M:18.89ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 12.6us + bytes / 9.28 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 15.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.18us 512K:62.61us 2M:264.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 26.45us + bytes / 3.92 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.42us 512K:177.3us 2M:527.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 357.3us + bytes / 2.2 GB/s, written at the measured
# sizes (the medians would give 5.5%).
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:387.1us 256K:476.5us 2M:1.311ms 16M:7.983ms 64M:30.86ms 256M:122.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.002us + bytes / 1.5e+03 GB/s, misses by 22.0% RMS,
# so it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.715us 2M:2.688us 16M:14.75us 64M:47.98us 256M:186.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.13us + bytes / 93.6 GB/s, misses
# by 16.1% RMS, so it is not used.
# Residual: 7.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.49us 2M:26.72us 16M:204us 64M:774.8us 256M:3.211ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.9us

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
# sizes): 8.563us + bytes / 280 GB/s, written at the measured sizes (the
# medians would give 12.6%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.05us 16M:68.46us 64M:248.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.13us + bytes / 197 GB/s, written at the measured
# sizes (the medians would give 11.3%).
# Residual: 11.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.77us 16M:109.3us 64M:364.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.566us +
# bytes / 147 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.03us 16M:118.6us 64M:467.8us 256M:1.854ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.814us
# + bytes / 10.4 GB/s, misses by 32.5% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.42us 64K:24.2us 2M:146.6us 16M:1.798ms 64M:8.822ms 256M:37.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.71us + bytes / 10.8 GB/s,
# misses by 24.2% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.16us 64K:32.35us 2M:285.5us 16M:1.713ms 64M:5.178ms 256M:23.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.2 GB/s, misses by 40.3% RMS, so it is not used.
# Residual: 19.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.621us 2M:115.6us 16M:2.229ms 64M:10.58ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.6 GB/s, misses by
# 46.5% RMS, so it is not used.
# Residual: 10.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.014us 2M:54.9us 16M:1.318ms 64M:6.795ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 351.5ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 8.1%).
# Residual: 8.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.624us 2M:201.1us 16M:1.606ms 64M:6.423ms

