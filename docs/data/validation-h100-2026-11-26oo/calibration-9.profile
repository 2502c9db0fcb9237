# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T16:58:36Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:58:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.434us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.15us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.598us + bytes / 4.65e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.486us 64K:2.822us 1M:2.614us 1536K:2.736us 2M:60.36us 8M:45.55us 64M:55.11us 256M:76.74us 1G:180.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.915us + bytes / 1.42e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:2.376us 64K:2.537us 1M:2.304us 1536K:2.257us 2M:40.58us 8M:44.48us 64M:97.03us 256M:204.6us 1G:635.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.176us + bytes / 3.82e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 38.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.776us 64K:4.499us 2M:30.24us 16M:39.73us 64M:67.08us 256M:61.09us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.07us + bytes / 6.39e+05 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 9.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.07us 64K:13.07us 2M:13.08us 16M:13.1us 64M:13.18us 256M:13.49us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.7%, 512K 16.3%, 1M 15.8%, 2M 15.0%, 4M 14.6%, 8M 14.1%, 16M
# 14.0%, 32M 14.8%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     93.79us     78.46us
# seq             2M          0         2         2     2097152           0       254us     309.7us
# seq            16M          0        16        16    16777216           0     2.002ms      2.35ms
# seq            64M          0        64        64    67108864           0     10.02ms     9.345ms
# seq           256M          0       256       256   268435456           0     40.39ms     37.33ms
# stride         64M        64K         4        32    67108864           0     6.793ms     6.504ms
# stride        256M         2M        16       128     8388608           0     2.994ms     3.353ms
# random         16M          0        16        16    16777216           0     2.325ms      2.35ms
# random         64M          0        39       104    67108864           0     10.85ms     8.986ms
# random        256M          0       127       907   268435456           0     55.13ms     42.35ms
# fresh           2M          0         2         2           0     2097152     163.6us     182.9us
# fresh          16M          0        16        16           0    16777216     1.212ms     1.336ms
# fresh          64M          0        64        64           0    67108864     6.034ms     5.289ms
# fresh         256M          0       256       256           0   268435456     24.64ms      21.1ms
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
# prefetch at the driver's defaults). Result: 39.09us per batch, 15.47us per
# VA block, bytes / 11.5 GB/s moved, 18.21us per faulting kernel, bytes / 37.7
# GB/s zero-filled.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 39.09us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 15.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:356.1ns 64K:5.698us 512K:45.59us 1M:91.17us 2M:182.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 18.21us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:108.6ns 64K:1.738us 512K:13.9us 1M:27.8us 2M:55.61us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.73us + bytes /
# 46.8 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 2.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.09us 2M:125.2us 16M:435.1us 64M:1.366ms 256M:5.35ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.58us + bytes / 12 GB/s, written at the
# measured sizes (the medians would give 5.5%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.04us 2M:192.3us 16M:1.416ms 64M:5.609ms 256M:22.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 12.17us + bytes / 10.2 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 15.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.33us 512K:55.69us 2M:255us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.39us + bytes / 3.53 GB/s, written at
# the measured sizes (the medians would give 7.4%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.95us 512K:168.9us 2M:614.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 296us + bytes / 2.55 GB/s,
# written at the measured sizes (the medians would give 7.2%).
# Residual: 13.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:321.7us 256K:398.7us 2M:1.117ms 16M:6.865ms 64M:26.57ms 256M:105.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.04us + bytes / 1.51e+03 GB/s, misses by 22.3% RMS,
# so it is not used.
# Residual: 14.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.748us 2M:2.717us 16M:14.81us 64M:48.23us 256M:182.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.2us +
# bytes / 71.8 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.11us 2M:45.41us 16M:249.9us 64M:951us 256M:3.755ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.5us

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
# measured medians (15 points at 3 sizes): the best line, 7.164us + bytes /
# 211 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.08us 16M:87.74us 64M:322.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.72us + bytes / 183 GB/s, written at the measured
# sizes (the medians would give 10.8%).
# Residual: 10.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.18us 16M:115.4us 64M:390.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 34.69ns +
# bytes / 151 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.21us 16M:106.4us 64M:427us 256M:1.932ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.366us
# + bytes / 10.3 GB/s, misses by 32.7% RMS, so it is not used.
# Residual: 20.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.882us 64K:24.84us 2M:156.6us 16M:1.85ms 64M:7.64ms 256M:31.33ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.59us + bytes / 10.1 GB/s,
# misses by 20.4% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.22us 64K:30.82us 2M:261.7us 16M:1.63ms 64M:6.436ms 256M:23.74ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13 GB/s, misses by 32.7% RMS, so it is not used.
# Residual: 21.4% RMS relative over 20 repetitions.
host_read_ns = 64K:4.334us 2M:119.5us 16M:1.992ms 64M:7.757ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.7 GB/s, misses by
# 38.7% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_write_ns = 64K:962ns 2M:49.21us 16M:895.1us 64M:4.703ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.092us 2M:202.7us 16M:1.623ms 64M:6.495ms

