# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:45:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:45:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 3.4% RMS relative over 5 repetitions.
launch_ns = 4.691us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.02us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.463us + bytes / 5.45e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 26.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.44us 64K:2.857us 1M:2.383us 1536K:2.489us 2M:69.35us 8M:46.29us 64M:70.96us 256M:93.19us 1G:153.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.981us + bytes / 1.8e+03 GB/s, misses by 50.3% RMS, so it is not
# used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:2.38us 64K:2.448us 1M:2.426us 1536K:2.118us 2M:43.8us 8M:44.92us 64M:71.18us 256M:160.3us 1G:497.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.649us + bytes / 3.5e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 41.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.583us 64K:3.169us 2M:27.73us 16M:44.11us 64M:66.7us 256M:64.48us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.79us + bytes / 2.35e+05 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 9.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.79us 64K:12.79us 2M:12.8us 16M:12.86us 64M:13.07us 256M:13.93us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 17.9%, 1M 17.4%, 2M 16.6%, 4M 16.1%, 8M 15.3%, 16M
# 15.2%, 32M 15.6%.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     108.6us     86.27us
# seq             2M          0         2         2     2097152           0     267.2us     326.9us
# seq            16M          0        16        16    16777216           0     2.141ms     2.415ms
# seq            64M          0        64        64    67108864           0     9.936ms     9.574ms
# seq           256M          0       256       256   268435456           0     44.11ms     38.21ms
# stride         64M        64K         4        32    67108864           0     7.281ms     6.813ms
# stride        256M         2M        16       128     8388608           0     2.681ms     2.973ms
# random         16M          0        16        16    16777216           0     2.184ms     2.415ms
# random         64M          0        39       104    67108864           0     10.73ms     9.061ms
# random        256M          0       127       907   268435456           0     53.02ms     40.88ms
# fresh           2M          0         2         2           0     2097152       150us     168.9us
# fresh          16M          0        16        16           0    16777216     1.011ms     1.151ms
# fresh          64M          0        64        64           0    67108864     5.193ms     4.518ms
# fresh         256M          0       256       256           0   268435456     22.42ms     17.99ms
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
# prefetch at the driver's defaults). Result: 39.63us per batch, 11.95us per
# VA block, bytes / 10.7 GB/s moved, 28.58us per faulting kernel, bytes / 56.5
# GB/s zero-filled.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_batch_ns = 39.63us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_block_ns = 11.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:381.1ns 64K:6.097us 512K:48.78us 1M:97.56us 2M:195.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_wake_ns = 28.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:72.49ns 64K:1.16us 512K:9.279us 1M:18.56us 2M:37.11us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.26us + bytes /
# 44.1 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.63us 2M:130.6us 16M:479.3us 64M:1.446ms 256M:5.573ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 18.76us + bytes / 8.53 GB/s, written at the
# measured sizes (the means would give 0.8%).
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.45us 2M:264.6us 16M:1.985ms 64M:7.885ms 256M:31.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 19.76us + bytes / 8.63 GB/s, written at the measured
# sizes (the means would give 11.7%).
# Residual: 11.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.36us 512K:80.54us 2M:262.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.23us + bytes / 2.98 GB/s, written at the
# measured sizes (the means would give 7.1%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.2us 512K:198us 2M:725.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 372.3us + bytes / 2.19 GB/s, written at the measured
# sizes (the medians would give 6.6%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:402.2us 256K:491.8us 2M:1.329ms 16M:8.025ms 64M:30.98ms 256M:122.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.395us + bytes / 805 GB/s, misses by 20.9% RMS, so
# it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.7us 2M:4.708us 16M:25.72us 64M:91.48us 256M:358us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.68us + bytes / 79.8 GB/s, misses
# by 15.8% RMS, so it is not used.
# Residual: 7.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.48us 2M:32.2us 16M:229.9us 64M:926.1us 256M:3.789ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.3us

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
# measured medians (15 points at 3 sizes): the best line, 7.784us + bytes /
# 222 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 16.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.08us 16M:89.51us 64M:295.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.97us + bytes / 163 GB/s, written at the measured
# sizes (the medians would give 8.5%).
# Residual: 10.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.81us 16M:122.7us 64M:430.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.08us +
# bytes / 157 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.35us 16M:112us 64M:419.2us 256M:1.73ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.886us
# + bytes / 10.4 GB/s, misses by 35.4% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.521us 64K:23.32us 2M:139.7us 16M:2.083ms 64M:8.996ms 256M:43ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 16.24us + bytes / 10.3 GB/s,
# misses by 25.4% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.67us 64K:30.41us 2M:266.4us 16M:1.853ms 64M:6.753ms 256M:20.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.61 GB/s, misses by 31.5% RMS, so it is not used.
# Residual: 20.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.705us 2M:185.1us 16M:2.546ms 64M:10.92ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.9 GB/s, misses by
# 32.4% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.618us 2M:96.91us 16M:1.516ms 64M:6.905ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 7.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.15us 2M:205.6us 16M:1.647ms 64M:6.588ms

