# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valC/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:33:59Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:33:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.64us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.01us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.566us + bytes / 3.89e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.878us 64K:2.69us 1M:2.737us 1536K:2.465us 2M:57.83us 8M:52.49us 64M:82.29us 256M:93.01us 1G:219.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.946us + bytes / 1.4e+03 GB/s, misses by 48.5% RMS, so it is not
# used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:2.34us 64K:2.341us 1M:2.247us 1536K:2.513us 2M:45.07us 8M:49.32us 64M:79.56us 256M:202.9us 1G:641us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.784us + bytes / 3.07e+03 GB/s, misses by 68.5% RMS, so it is not used.
# Residual: 42.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.4us 64K:4.391us 2M:38.65us 16M:58.67us 64M:81.72us 256M:74.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.08us + bytes / 4.62e+05 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 10.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.08us 64K:13.08us 2M:13.08us 16M:13.11us 64M:13.22us 256M:13.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.5%, 512K 19.1%, 1M 18.7%, 2M 18.9%, 4M 19.7%, 8M 20.8%, 16M
# 21.2%, 32M 21.8%.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.34us     49.48us
# seq             2M          0         2         2     2097152           0     170.9us     207.5us
# seq            16M          0        16        16    16777216           0     1.303ms     1.437ms
# seq            64M          0        64        64    67108864           0     7.146ms     5.653ms
# seq           256M          0       256       256   268435456           0     30.98ms     22.52ms
# stride         64M        64K        64        64    67108864           0     5.388ms     5.653ms
# stride        256M         2M       128       128     8388608           0      2.06ms     2.295ms
# random         16M          0        10        55    16777216           0     1.917ms     1.944ms
# random         64M          0        38       373    67108864           0     9.305ms     9.671ms
# random        256M          0       160      1651   268435456           0      47.8ms     40.66ms
# fresh           2M          0         2         2           0     2097152     101.7us     129.8us
# fresh          16M          0        16        16           0    16777216     751.3us     815.9us
# fresh          64M          0        64        64           0    67108864     4.071ms     3.168ms
# fresh         256M          0       256       256           0   268435456     16.71ms     12.58ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 13us per VA
# block, bytes / 14 GB/s moved, 31.8us per faulting kernel, bytes / 29.1 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_block_ns = 13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:292.3ns 64K:4.676us 512K:37.41us 1M:74.82us 2M:149.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_wake_ns = 31.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:140.6ns 64K:2.25us 512K:18us 1M:36us 2M:72.01us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.51us + bytes /
# 45.8 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 2.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:35.46us 256K:49.52us 1M:93.88us 2M:119.9us 4M:155.1us 16M:413.5us 64M:1.339ms 256M:5.32ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 19.17us + bytes / 15.3 GB/s, written at the
# measured sizes (the means would give 3.7%).
# Residual: 8.0% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:23.46us 256K:36.34us 1M:87.86us 2M:156.6us 4M:293.9us 16M:1.118ms 64M:4.416ms 256M:17.6ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.78us + bytes / 12.3 GB/s, written at the measured
# sizes (the means would give 7.8%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.09us 512K:58.25us 2M:185.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 21.3us + bytes / 3.86 GB/s, written at the
# measured sizes (the means would give 4.7%).
# Residual: 8.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.26us 512K:157us 2M:563.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 332.9us + bytes / 2.33 GB/s, written at the measured
# sizes (the medians would give 3.4%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:361us 256K:445.2us 2M:1.231ms 16M:7.521ms 64M:29.09ms 256M:115.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.132us + bytes / 1.56e+03 GB/s, misses by 18.8% RMS,
# so it is not used.
# Residual: 11.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.643us 256K:2.615us 1M:2.633us 2M:2.63us 4M:5.675us 16M:14.35us 64M:46.62us 256M:173.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 10.05us +
# bytes / 106 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 14.0% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.67us 256K:12.52us 1M:19.95us 2M:29.85us 4M:49.66us 16M:168.5us 64M:643.8us 256M:2.545ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.7us

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
# sizes): 6.807us + bytes / 293 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 13.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.96us 16M:64.06us 64M:235.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 24.96us + bytes / 247 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.59us 16M:104.4us 64M:278.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.731us +
# bytes / 154 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.66us 16M:107.8us 64M:443.3us 256M:1.799ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.494us + bytes / 15.2 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 9.5% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.303us 8K:7.761us 16K:8.979us 32K:14.13us 64K:20.48us 128K:14.63us 256K:19.42us 512K:32.37us 1M:59.82us 2M:136us 4M:284.9us 8M:666.7us 16M:1.325ms 32M:2.765ms 64M:6.228ms 256M:30.23ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.14us + bytes / 12.3 GB/s,
# misses by 29.5% RMS, so it is not used.
# Residual: 10.1% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.96us 8K:9.675us 16K:15.91us 32K:22.3us 64K:26.7us 128K:38.37us 256K:57.99us 512K:97.36us 1M:160.6us 2M:236.9us 4M:372.3us 8M:666.4us 16M:1.204ms 32M:2.334ms 64M:4.467ms 256M:18.11ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 19.3 GB/s, misses by 33.3% RMS, so it is not used.
# Residual: 21.8% RMS relative over 35 repetitions.
host_read_ns = 64K:2.811us 256K:11.05us 1M:44us 2M:98.32us 4M:218.4us 16M:1.617ms 64M:7.09ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 39.4 GB/s, misses by
# 35.3% RMS, so it is not used.
# Residual: 10.9% RMS relative over 35 repetitions.
host_write_ns = 64K:840ns 256K:4.883us 1M:21.06us 2M:43.31us 4M:158us 16M:775.1us 64M:4.216ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 806.1ns +
# bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 10.5%).
# Residual: 10.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.144us 256K:22.16us 1M:86.21us 2M:171.6us 4M:342.4us 16M:1.367ms 64M:5.466ms

