# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:19:54Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:19:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 29.1% RMS relative over 5 repetitions.
launch_ns = 7.853us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.3% RMS relative over 5 repetitions.
kernel_gap_ns = 2.195us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.866us + bytes / 4.43e+03 GB/s, misses by 60.8% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.648us 64K:2.826us 1M:2.895us 1536K:3.419us 2M:57.83us 8M:48.09us 64M:89.72us 256M:93.68us 1G:188.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.145us + bytes / 1.47e+03 GB/s, misses by 47.7% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.481us 64K:2.426us 1M:2.325us 1536K:2.88us 2M:41.86us 8M:43.9us 64M:82.64us 256M:185.5us 1G:604.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.381us + bytes / 3.12e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 36.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.211us 64K:3.772us 2M:28.69us 16M:38.12us 64M:60.81us 256M:71.1us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.54us + bytes * -2.62e-06 ns/B, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 7.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.54us 64K:13.54us 2M:13.54us 16M:13.5us 64M:13.37us 256M:12.84us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.8%, 512K 17.7%, 1M 17.5%, 2M 16.8%, 4M 15.5%, 8M 13.4%, 16M
# 12.5%, 32M 12.7%.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     125.9us      95.5us
# seq             2M          0         2         2     2097152           0     280.8us     333.2us
# seq            16M          0        16        16    16777216           0     2.295ms     2.492ms
# seq            64M          0        64        64    67108864           0     9.883ms     9.892ms
# seq           256M          0       256       256   268435456           0     41.06ms     39.49ms
# stride         64M        64K         4        32    67108864           0     7.111ms     6.335ms
# stride        256M         2M        16       128     8388608           0     2.891ms     3.161ms
# random         16M          0        16        16    16777216           0     2.331ms     2.492ms
# random         64M          0        39       104    67108864           0     9.688ms     9.068ms
# random        256M          0       127       907   268435456           0     49.29ms     40.73ms
# fresh           2M          0         2         2           0     2097152     155.1us     184.4us
# fresh          16M          0        16        16           0    16777216     1.336ms     1.301ms
# fresh          64M          0        64        64           0    67108864     5.436ms      5.13ms
# fresh         256M          0       256       256           0   268435456     23.62ms     20.44ms
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
# prefetch at the driver's defaults). Result: 52.7us per batch, 12.34us per VA
# block, bytes / 11.8 GB/s moved, 24.89us per faulting kernel, bytes / 71.2
# GB/s zero-filled.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_batch_ns = 52.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_block_ns = 12.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 15.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:348.2ns 64K:5.571us 512K:44.56us 1M:89.13us 2M:178.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_wake_ns = 24.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 15.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:57.51ns 64K:920.1ns 512K:7.361us 1M:14.72us 2M:29.44us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 40 points at 8
# sizes): 72.26us + bytes / 46.8 GB/s, written at the measured sizes (the
# medians would give 5.2%).
# Residual: 10.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:73.66us 256K:77.86us 1M:94.66us 2M:117.1us 4M:161.9us 16M:430.7us 64M:1.506ms 256M:5.808ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 21.76us + bytes / 8.7 GB/s, written at the
# measured sizes (the means would give 8.7%).
# Residual: 11.0% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:29.3us 256K:51.9us 1M:142.3us 2M:262.8us 4M:503.9us 16M:1.95ms 64M:7.736ms 256M:30.88ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.34us + bytes / 7.96 GB/s, written at the measured
# sizes (the means would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.58us 512K:85.22us 2M:282.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 16.37us + bytes / 2.36 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 26.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.51us 512K:227.3us 2M:951.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 327.6us + bytes / 2.29 GB/s, written at the measured
# sizes (the medians would give 4.6%).
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:356.3us 256K:442.2us 2M:1.244ms 16M:7.661ms 64M:29.66ms 256M:117.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.464us + bytes / 835 GB/s, misses by 18.6% RMS, so
# it is not used.
# Residual: 9.3% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.455us 256K:4.5us 1M:4.463us 2M:4.466us 4M:8.763us 16M:25us 64M:89.95us 256M:350.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 13.3us +
# bytes / 69.4 GB/s, written at the measured sizes (the medians would give
# 5.6%).
# Residual: 14.2% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.24us 256K:17.08us 1M:28.41us 2M:43.53us 4M:73.76us 16M:255.2us 64M:980.8us 256M:3.883ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.79us

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
# sizes): 27.45us + bytes / 180 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 11.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:39.11us 16M:120.7us 64M:400.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 61.08us + bytes / 178 GB/s, written at the measured
# sizes (the medians would give 4.5%).
# Residual: 4.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:72.87us 16M:155.4us 64M:438.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.519us +
# bytes / 152 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.3us 16M:114.9us 64M:451.7us 256M:1.753ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.917us + bytes / 10.6 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 12.1% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.905us 8K:9.02us 16K:11.08us 32K:17.53us 64K:27.68us 128K:17.68us 256K:27.59us 512K:48.22us 1M:87.97us 2M:215.3us 4M:409.9us 8M:789.2us 16M:1.865ms 32M:3.712ms 64M:7.95ms 256M:36.43ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.81us + bytes / 9.9 GB/s,
# misses by 26.1% RMS, so it is not used.
# Residual: 11.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.92us 8K:11.96us 16K:15.97us 32K:18.09us 64K:30.85us 128K:41.57us 256K:71.18us 512K:118.1us 1M:190us 2M:251.4us 4M:425.9us 8M:786.3us 16M:1.491ms 32M:2.905ms 64M:5.798ms 256M:25.27ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 6.36 GB/s, written at the measured sizes
# (the medians would give 8.0%).
# Residual: 10.1% RMS relative over 35 repetitions.
host_read_ns = 64K:10.1us 256K:41us 1M:164.6us 2M:329.4us 4M:659.1us 16M:2.637ms 64M:10.55ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 24.1 GB/s, misses by
# 30.9% RMS, so it is not used.
# Residual: 10.2% RMS relative over 35 repetitions.
host_write_ns = 64K:1.637us 256K:8.083us 1M:33.62us 2M:79us 4M:203.3us 16M:1.122ms 64M:6.722ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 8.74 GB/s, written at the measured sizes (the medians would give
# 8.7%).
# Residual: 9.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.925us 256K:29.41us 1M:119.4us 2M:239.3us 4M:479.2us 16M:1.918ms 64M:7.675ms

