# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:20:27Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:20:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.2% RMS relative over 5 repetitions.
launch_ns = 4.559us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.155us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.02us + bytes / 4.43e+03 GB/s, misses by 60.6% RMS,
# so it is not used.
# Residual: 30.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.693us 64K:3.014us 1M:4.561us 1536K:2.881us 2M:57.88us 8M:50.62us 64M:78.56us 256M:72.97us 1G:198.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.555us + bytes / 1.39e+03 GB/s, misses by 47.0% RMS, so it is
# not used.
# Residual: 20.6% RMS relative over 45 repetitions.
free_ns = 4K:3.507us 64K:3.627us 1M:6.331us 1536K:3.555us 2M:43.35us 8M:47.19us 64M:82.17us 256M:188.6us 1G:644.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.315us + bytes / 3.29e+03 GB/s, misses by 64.4% RMS, so it is not used.
# Residual: 37.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.892us 64K:3.957us 2M:25.87us 16M:53.07us 64M:77.86us 256M:69.44us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.95us + bytes / 1.48e+05 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 7.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.95us 64K:15.95us 2M:15.96us 16M:16.06us 64M:16.4us 256M:17.76us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.7%, 512K 22.6%, 1M 22.5%, 2M 21.9%, 4M 20.7%, 8M 18.8%, 16M
# 18.2%, 32M 18.6%.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     188.4us     105.2us
# seq             2M          0         2         2     2097152           0     263.7us     331.3us
# seq            16M          0        16        16    16777216           0     2.136ms     2.487ms
# seq            64M          0        64        64    67108864           0     10.91ms     9.878ms
# seq           256M          0       256       256   268435456           0     39.22ms     39.44ms
# stride         64M        64K         4        32    67108864           0     6.763ms     5.771ms
# stride        256M         2M        16       128     8388608           0      3.54ms     3.921ms
# random         16M          0        16        16    16777216           0     2.505ms     2.487ms
# random         64M          0        39       104    67108864           0      10.1ms     9.143ms
# random        256M          0       127       907   268435456           0     51.08ms     43.78ms
# fresh           2M          0         2         2           0     2097152     149.1us     177.3us
# fresh          16M          0        16        16           0    16777216     1.159ms     1.255ms
# fresh          64M          0        64        64           0    67108864     5.699ms      4.95ms
# fresh         256M          0       256       256           0   268435456     24.95ms     19.73ms
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
# prefetch at the driver's defaults). Result: 58.68us per batch, 18.3us per VA
# block, bytes / 13.6 GB/s moved, 23.39us per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_batch_ns = 58.68us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_block_ns = 18.3us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:300.8ns 64K:4.812us 512K:38.5us 1M:76.99us 2M:154us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_wake_ns = 23.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 20.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 49.01us + bytes /
# 41.4 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 7.6% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:42.93us 256K:50.75us 1M:107us 2M:146.2us 4M:186.6us 16M:461us 64M:1.393ms 256M:6.232ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.58us + bytes / 8.97 GB/s, written at the
# measured sizes (the means would give 4.2%).
# Residual: 8.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.89us 256K:47.81us 1M:135.5us 2M:252.4us 4M:486.2us 16M:1.889ms 64M:7.5ms 256M:29.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 23.38us + bytes / 8.31 GB/s, written at the measured
# sizes (the means would give 8.7%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:31.26us 512K:86.45us 2M:275.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.51us + bytes / 2.96 GB/s, written at the
# measured sizes (the means would give 7.9%).
# Residual: 10.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.63us 512K:199.4us 2M:730.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 331.5us + bytes / 2.44 GB/s, written at the measured
# sizes (the medians would give 6.9%).
# Residual: 13.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:358.3us 256K:438.8us 2M:1.19ms 16M:7.201ms 64M:27.81ms 256M:110.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 4.575us + bytes / 874 GB/s, misses by 15.7% RMS, so
# it is not used.
# Residual: 9.7% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:5.579us 256K:5.477us 1M:5.506us 2M:5.54us 4M:9.655us 16M:25.21us 64M:83.57us 256M:323us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 12.74us + bytes / 98.3 GB/s, misses
# by 22.6% RMS, so it is not used.
# Residual: 21.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.46us 256K:14.64us 1M:22.48us 2M:30.21us 4M:58.57us 16M:185.9us 64M:740us 256M:2.762ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 104.8us

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
# measured medians (15 points at 3 sizes): the best line, 6.571us + bytes /
# 282 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.88us 16M:69.96us 64M:234.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 22.09us + bytes / 198 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.61us 16M:97.21us 64M:398.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.608us +
# bytes / 142 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.69us 16M:118.7us 64M:481us 256M:1.942ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.219us + bytes / 12 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 11.2% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.635us 8K:8.751us 16K:10.1us 32K:15.04us 64K:23.44us 128K:15.79us 256K:22.38us 512K:39.55us 1M:74.17us 2M:184.2us 4M:367.7us 8M:815.4us 16M:1.844ms 32M:4.009ms 64M:8.883ms 256M:37.9ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.64us + bytes / 8.39 GB/s,
# misses by 26.3% RMS, so it is not used.
# Residual: 9.9% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:15.08us 8K:12.45us 16K:14.02us 32K:21.36us 64K:33.39us 128K:46.67us 256K:77.77us 512K:137.1us 1M:232.8us 2M:302us 4M:489.6us 8M:936.9us 16M:1.811ms 32M:3.571ms 64M:6.706ms 256M:27.02ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 91.82ns +
# bytes / 9.71 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 24.7% RMS relative over 35 repetitions.
host_read_ns = 64K:7.122us 256K:24.96us 1M:93.88us 2M:189.3us 4M:443us 16M:2.117ms 64M:10.02ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 34 GB/s, misses by
# 37.7% RMS, so it is not used.
# Residual: 11.0% RMS relative over 35 repetitions.
host_write_ns = 64K:933ns 256K:6.437us 1M:23.87us 2M:47.69us 4M:178.4us 16M:1.144ms 64M:6.037ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 961.5ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 9.9%).
# Residual: 11.1% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.838us 256K:24.47us 1M:94.99us 2M:189us 4M:377.1us 16M:1.505ms 64M:6.019ms

