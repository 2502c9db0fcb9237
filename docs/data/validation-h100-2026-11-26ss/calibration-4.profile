# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T20:22:16Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:22:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.4% RMS relative over 5 repetitions.
launch_ns = 2.866us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.4% RMS relative over 5 repetitions.
kernel_gap_ns = 1.994us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.554us + bytes / 1.13e+04 GB/s, misses by 57.4% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.615us 64K:1.644us 1M:1.508us 1536K:1.519us 2M:35.46us 8M:32.4us 64M:36.63us 256M:38.49us 1G:75.29us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.034us + bytes / 2.88e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 19.4% RMS relative over 45 repetitions.
free_ns = 4K:1.429us 64K:1.26us 1M:1.17us 1536K:1.236us 2M:29.19us 8M:30.17us 64M:44.18us 256M:91.61us 1G:332.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.475us + bytes / 9.87e+03 GB/s, misses by 65.6% RMS, so it is not used.
# Residual: 34.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.071us 64K:2.449us 2M:17.81us 16M:22.46us 64M:26.9us 256M:24.46us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.258us + bytes / 2.37e+05 GB/s, written at the measured sizes (the
# medians would give 9.2%).
# Residual: 9.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.258us 64K:7.258us 2M:7.267us 16M:7.329us 64M:7.542us 256M:8.392us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 24.9%, 512K 24.6%, 1M 24.0%, 2M 22.3%, 4M 20.4%, 8M 15.9%, 16M
# 15.5%, 32M 16.1%.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      78.5us     64.76us
# seq             2M          0         2         2     2097152           0     209.7us     227.7us
# seq            16M          0        16        16    16777216           0     1.704ms     1.766ms
# seq            64M          0        64        64    67108864           0     8.124ms     7.041ms
# seq           256M          0       256       256   268435456           0     33.52ms     28.14ms
# stride         64M        64K         4        32    67108864           0      3.78ms     4.127ms
# stride        256M         2M        16       128     8388608           0     2.268ms     2.459ms
# random         16M          0        16        16    16777216           0     1.455ms     1.766ms
# random         64M          0        39       104    67108864           0     8.881ms     6.372ms
# random        256M          0       127       907   268435456           0     33.11ms     29.23ms
# fresh           2M          0         2         2           0     2097152       100us     114.6us
# fresh          16M          0        16        16           0    16777216     731.6us     861.2us
# fresh          64M          0        64        64           0    67108864     3.974ms     3.421ms
# fresh         256M          0       256       256           0   268435456     16.29ms     13.66ms
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
# prefetch at the driver's defaults). Result: 43.11us per batch, 10.22us per
# VA block, bytes / 18.5 GB/s moved, 7.889us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_batch_ns = 43.11us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_block_ns = 10.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:220.9ns 64K:3.535us 512K:28.28us 1M:56.56us 2M:113.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_wake_ns = 7.889us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 32.2us + bytes /
# 47.5 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 1.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:30.79us 2M:114.8us 16M:402.5us 64M:1.344ms 256M:5.285ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.4us + bytes / 17 GB/s, written at the
# measured sizes (the medians would give 4.4%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.25us 2M:137.5us 16M:999.4us 64M:3.954ms 256M:15.77ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.62us + bytes / 14.4 GB/s, written at the
# measured sizes (the medians would give 5.4%).
# Residual: 5.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.16us 512K:49.93us 2M:158.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.72us + bytes / 4.7 GB/s, written at the
# measured sizes (the medians would give 11.9%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.68us 512K:132.4us 2M:467.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 216.8us + bytes / 3.75 GB/s, misses by 16.9% RMS, so
# it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:252.8us 256K:297.2us 2M:614.4us 16M:5.024ms 64M:19.71ms 256M:80.07ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.629us + bytes / 1.88e+03 GB/s, misses by 20.3% RMS,
# so it is not used.
# Residual: 11.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.192us 2M:2.186us 16M:11.3us 64M:39.16us 256M:149.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.04us +
# bytes / 121 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.58us 2M:27.38us 16M:148.8us 64M:564.9us 256M:2.23ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.21us

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
# measured medians (15 points at 3 sizes): the best line, 6.95us + bytes / 253
# GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.28us 16M:71.66us 64M:277.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.28us + bytes / 263 GB/s, written at the measured
# sizes (the medians would give 12.8%).
# Residual: 13.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.25us 16M:85.08us 64M:276.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.407us +
# bytes / 204 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.69us 16M:84.05us 64M:329.2us 256M:1.321ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.529us
# + bytes / 11.5 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 21.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.065us 64K:22.66us 2M:145.3us 16M:1.613ms 64M:6.49ms 256M:26.34ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.81us + bytes / 15.2 GB/s,
# misses by 23.2% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.514us 64K:25.71us 2M:203.7us 16M:1.039ms 64M:4.019ms 256M:16.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.2 GB/s, misses by 34.5% RMS, so it is not used.
# Residual: 28.2% RMS relative over 20 repetitions.
host_read_ns = 64K:5.252us 2M:191.8us 16M:1.3ms 64M:7.251ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.5 GB/s, misses by
# 28.1% RMS, so it is not used.
# Residual: 15.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.072us 2M:61.38us 16M:621.6us 64M:4.189ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.8 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.624us 2M:163us 16M:1.308ms 64M:5.232ms

