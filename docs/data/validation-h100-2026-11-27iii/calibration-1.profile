# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:46:19Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:46:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.5% RMS relative over 5 repetitions.
launch_ns = 5.003us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.491us + bytes / 4.95e+03 GB/s, misses by 60.4% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.596us 64K:2.493us 1M:2.679us 1536K:2.43us 2M:50.74us 8M:43.42us 64M:47.67us 256M:67.67us 1G:172.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.65us + bytes / 1.52e+03 GB/s, misses by 52.9% RMS, so it is not
# used.
# Residual: 24.2% RMS relative over 45 repetitions.
free_ns = 4K:3.32us 64K:2.297us 1M:1.911us 1536K:1.941us 2M:42.34us 8M:39.78us 64M:87.78us 256M:187us 1G:623us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3us +
# bytes / 5.71e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 40.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.07us 64K:2.554us 2M:24.02us 16M:49.25us 64M:49.43us 256M:41.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.05us + bytes / 6.17e+05 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 9.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.05us 64K:10.05us 2M:10.05us 16M:10.08us 64M:10.16us 256M:10.48us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.1%, 512K 17.8%, 1M 17.3%, 2M 16.8%, 4M 16.4%, 8M 15.9%, 16M
# 16.0%, 32M 16.7%.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.47us     69.02us
# seq             2M          0         2         2     2097152           0     243.7us     271.5us
# seq            16M          0        16        16    16777216           0     1.609ms     1.976ms
# seq            64M          0        64        64    67108864           0     7.863ms     7.821ms
# seq           256M          0       256       256   268435456           0     37.53ms      31.2ms
# stride         64M        64K         8        32    67108864           0     6.312ms     6.106ms
# stride        256M         2M        32       128     8388608           0     2.632ms     2.996ms
# random         16M          0        12        16    16777216           0     1.957ms     1.881ms
# random         64M          0        36       161    67108864           0     9.592ms     8.302ms
# random        256M          0       125      1211   268435456           0      45.2ms     39.39ms
# fresh           2M          0         2         2           0     2097152     127.6us     158.8us
# fresh          16M          0        16        16           0    16777216     1.008ms     1.075ms
# fresh          64M          0        64        64           0    67108864     5.077ms     4.217ms
# fresh         256M          0       256       256           0   268435456     22.03ms     16.78ms
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
# prefetch at the driver's defaults). Result: 23.86us per batch, 11.85us per
# VA block, bytes / 12.2 GB/s moved, 27.93us per faulting kernel, bytes / 35.2
# GB/s zero-filled.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_batch_ns = 23.86us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_block_ns = 11.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336.2ns 64K:5.379us 512K:43.03us 1M:86.06us 2M:172.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_wake_ns = 27.93us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:116.2ns 64K:1.86us 512K:14.88us 1M:29.75us 2M:59.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 44.35us + bytes /
# 45.9 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 8.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:37.67us 256K:48.81us 1M:109.5us 2M:116.5us 4M:156.4us 16M:415.8us 64M:1.351ms 256M:5.312ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 28.45us + bytes / 13.4 GB/s, misses by 32.0% RMS, so it is not used.
# Residual: 26.9% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:30.69us 256K:46.25us 1M:277.9us 2M:237us 4M:398.2us 16M:1.547ms 64M:4.484ms 256M:15.21ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.74us + bytes / 9.2 GB/s, written at the measured
# sizes (the means would give 9.1%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.87us 512K:74.76us 2M:245.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 18.15us + bytes / 3.63 GB/s, written at the
# measured sizes (the means would give 11.3%).
# Residual: 11.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.22us 512K:162.7us 2M:596.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 316.3us +
# bytes / 3.04 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:374.1us 256K:416.6us 2M:786.2us 16M:6.28ms 64M:24.45ms 256M:99.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.832us + bytes / 1.83e+03 GB/s, misses by 17.7% RMS,
# so it is not used.
# Residual: 10.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.334us 256K:2.269us 1M:2.291us 2M:2.269us 4M:4.306us 16M:11.67us 64M:40.44us 256M:155.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 8.372us + bytes / 108 GB/s, misses by
# 22.4% RMS, so it is not used.
# Residual: 16.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:11.23us 256K:10.52us 1M:17.02us 2M:22.52us 4M:43.89us 16M:187.9us 64M:667.1us 256M:3.078ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.65us

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
# sizes): 6.446us + bytes / 262 GB/s, written at the measured sizes (the
# medians would give 9.9%).
# Residual: 9.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.45us 16M:70.47us 64M:262.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.25us + bytes / 175 GB/s, written at the measured
# sizes (the medians would give 8.9%).
# Residual: 8.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.26us 16M:118.3us 64M:406.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 550.2ns +
# bytes / 192 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.57us 16M:85.63us 64M:347.2us 256M:1.434ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 8.111us + bytes / 11.8 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 11.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.953us 8K:8.352us 16K:10.7us 32K:15.4us 64K:23.28us 128K:16.25us 256K:23.69us 512K:40.55us 1M:78.93us 2M:182.8us 4M:374.6us 8M:762.8us 16M:1.629ms 32M:3.773ms 64M:8.355ms 256M:34.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 14.66us + bytes / 8.49 GB/s,
# misses by 28.0% RMS, so it is not used.
# Residual: 10.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:15.6us 8K:12.32us 16K:14.7us 32K:18.36us 64K:37.4us 128K:47.4us 256K:80.17us 512K:133.4us 1M:236.5us 2M:298.9us 4M:523.1us 8M:988.6us 16M:1.642ms 32M:3.227ms 64M:6.841ms 256M:28.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 18.8 GB/s, misses by 37.3% RMS, so it is not used.
# Residual: 27.6% RMS relative over 35 repetitions.
host_read_ns = 64K:2.948us 256K:11.42us 1M:45.54us 2M:97.7us 4M:234.4us 16M:1.675ms 64M:7.926ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 38 GB/s, misses by
# 35.8% RMS, so it is not used.
# Residual: 10.3% RMS relative over 35 repetitions.
host_write_ns = 64K:893ns 256K:5.082us 1M:22.05us 2M:44.59us 4M:159.8us 16M:847.9us 64M:4.717ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 809.1ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 4.8% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.266us 256K:22.64us 1M:88.12us 2M:175.4us 4M:350us 16M:1.398ms 64M:5.589ms

