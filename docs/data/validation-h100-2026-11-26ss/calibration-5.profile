# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T20:22:41Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:22:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.7% RMS relative over 5 repetitions.
launch_ns = 2.87us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.179us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.538us + bytes / 1.19e+04 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:1.496us 64K:1.688us 1M:1.524us 1536K:1.503us 2M:33.4us 8M:30.75us 64M:37.63us 256M:41.96us 1G:71.14us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.088us + bytes / 3.04e+03 GB/s, misses by 50.3% RMS, so it is
# not used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:1.332us 64K:1.296us 1M:1.278us 1536K:1.25us 2M:28.38us 8M:29.7us 64M:45.09us 256M:94.26us 1G:294us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.478us + bytes / 9.9e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 37.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.28us 64K:1.84us 2M:13.9us 16M:17.07us 64M:31.32us 256M:24.36us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.4us + bytes / 4.26e+05 GB/s, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 8.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.4us 64K:7.4us 2M:7.405us 16M:7.439us 64M:7.558us 256M:8.031us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.0%, 512K 18.7%, 1M 18.1%, 2M 17.1%, 4M 16.3%, 8M 15.3%, 16M
# 15.3%, 32M 15.9%.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     63.23us     52.16us
# seq             2M          0         2         2     2097152           0     180.1us     191.8us
# seq            16M          0        16        16    16777216           0     1.157ms     1.426ms
# seq            64M          0        64        64    67108864           0     5.983ms     5.659ms
# seq           256M          0       256       256   268435456           0     24.97ms     22.59ms
# stride         64M        64K         4        32    67108864           0     4.059ms     3.905ms
# stride        256M         2M        16       128     8388608           0     1.761ms     1.968ms
# random         16M          0        16        16    16777216           0     1.304ms     1.426ms
# random         64M          0        39       104    67108864           0     6.248ms     5.395ms
# random        256M          0       127       907   268435456           0     33.37ms     25.12ms
# fresh           2M          0         2         2           0     2097152      99.2us     119.6us
# fresh          16M          0        16        16           0    16777216     784.6us     848.5us
# fresh          64M          0        64        64           0    67108864     3.951ms     3.348ms
# fresh         256M          0       256       256           0   268435456     17.19ms     13.35ms
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
# prefetch at the driver's defaults). Result: 24.56us per batch, 8.753us per
# VA block, bytes / 19.1 GB/s moved, 15.42us per faulting kernel, bytes / 55.9
# GB/s zero-filled.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 24.56us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 8.753us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:214.3ns 64K:3.429us 512K:27.43us 1M:54.87us 2M:109.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 15.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:73.27ns 64K:1.172us 512K:9.378us 1M:18.76us 2M:37.51us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 33.57us + bytes /
# 47.4 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.97us 2M:116.4us 16M:411.7us 64M:1.336ms 256M:5.279ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.78us + bytes / 17.7 GB/s, written at
# the measured sizes (the medians would give 2.5%).
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.48us 2M:133.2us 16M:962.3us 64M:3.805ms 256M:15.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.47us + bytes / 14.4 GB/s, written at the
# measured sizes (the medians would give 9.7%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.03us 512K:49.95us 2M:159.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.27us + bytes / 4.85 GB/s, written at
# the measured sizes (the medians would give 12.4%).
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.78us 512K:130.4us 2M:454.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 199.6us + bytes / 3.86
# GB/s, written at the measured sizes (the medians would give 2.4%).
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:216.5us 256K:267.4us 2M:742.2us 16M:4.541ms 64M:17.56ms 256M:69.66ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.618us + bytes / 1.88e+03 GB/s, misses by 19.6% RMS,
# so it is not used.
# Residual: 10.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.189us 2M:2.174us 16M:11.23us 64M:39.23us 256M:150.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.735us +
# bytes / 121 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.27us 2M:27us 16M:147.9us 64M:562.2us 256M:2.22ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.9us

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
# measured medians (15 points at 3 sizes): the best line, 5.725us + bytes /
# 323 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.21us 16M:57.99us 64M:212.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 18.72us + bytes / 205 GB/s, written at the measured
# sizes (the medians would give 9.3%).
# Residual: 10.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.95us 16M:100.6us 64M:346.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.758us +
# bytes / 206 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12us 16M:82.14us 64M:327.1us 256M:1.322ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.839us
# + bytes / 14.6 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.363us 64K:20.88us 2M:110.2us 16M:1.217ms 64M:5.538ms 256M:25.11ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.48us + bytes / 15.8 GB/s,
# misses by 24.1% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.2us 64K:25.86us 2M:202.4us 16M:1.06ms 64M:3.872ms 256M:15.08ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16 GB/s, misses by 38.8% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_read_ns = 64K:2.803us 2M:95.05us 16M:1.747ms 64M:7.529ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.2 GB/s, misses by
# 40.5% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_write_ns = 64K:843ns 2M:42.91us 16M:852.7us 64M:4.467ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 14 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.361us 2M:149.2us 16M:1.196ms 64M:4.786ms

