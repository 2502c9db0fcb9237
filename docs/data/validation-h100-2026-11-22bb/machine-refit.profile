# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22bb/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22bb/machine.profile --from
# docs/data/validation-h100-2026-11-22bb/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22bb/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22bb/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22bb/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22bb/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22bb/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22bb/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22bb/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22bb/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22bb/calibration-10.profile.measuremen` on
# 2026-11-22T05:08:00Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22bb/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:08:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 17.4% RMS relative over 50 repetitions.
launch_ns = 4.24us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 50 repetitions.
# Residual: 18.2% RMS relative over 50 repetitions.
kernel_gap_ns = 2.061us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 3.147us + bytes / 5.07e+03 GB/s, misses by 72.3% RMS,
# so it is not used.
# Residual: 57.7% RMS relative over 450 repetitions.
malloc_ns = 4K:4.019us 64K:3.106us 1M:3.07us 1536K:2.931us 2M:72.56us 8M:50.75us 64M:76.37us 256M:76.42us 1G:170.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 3.146us + bytes / 1.44e+03 GB/s, misses by 81.9% RMS, so it is
# not used.
# Residual: 69.1% RMS relative over 450 repetitions.
free_ns = 4K:4.147us 64K:3.63us 1M:3.523us 1536K:3.189us 2M:49.03us 8M:45.78us 64M:83.15us 256M:183.8us 1G:644.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 4.04us + bytes / 4.65e+03 GB/s, misses by 67.2% RMS, so it is not used.
# Residual: 45.1% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.873us 64K:3.473us 2M:26.89us 16M:39.74us 64M:48.51us 256M:50.01us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 13.37us + bytes /
# 1e+06 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 21.7% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.98us 64K:13.18us 2M:13.32us 16M:13.48us 64M:12.93us 256M:13.77us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22bb/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.4%, 512K 19.0%, 1M 18.2%, 2M 17.2%, 4M 16.4%, 8M 15.5%, 16M
# 15.8%, 32M 16.5%.
# Residual: 26.6% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.14us     63.99us
# seq             2M          0         2         2     2097152           0     212.4us     260.1us
# seq            16M          0        16        16    16777216           0     1.771ms     1.924ms
# seq            64M          0        64        64    67108864           0     8.362ms     7.629ms
# seq           256M          0       256       256   268435456           0     35.37ms     30.45ms
# stride         64M        64K         8        32    67108864           0     5.925ms     5.845ms
# stride        256M         2M        32       128     8388608           0     2.481ms     2.887ms
# random         16M          0        12        16    16777216           0     1.724ms     1.821ms
# random         64M          0        36       161    67108864           0     8.994ms     7.959ms
# random        256M          0       125      1211   268435456           0     47.37ms     37.42ms
# fresh           2M          0         2         2           0     2097152     138.3us     166.7us
# fresh          16M          0        16        16           0    16777216     1.093ms     1.177ms
# fresh          64M          0        64        64           0    67108864      5.48ms     4.642ms
# fresh         256M          0       256       256           0   268435456     23.48ms      18.5ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 700 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 25.67us per batch, 10.82us per
# VA block, bytes / 12.7 GB/s moved, 22.36us per faulting kernel, bytes / 29.4
# GB/s zero-filled.
# Residual: 26.6% RMS relative over 700 repetitions.
fault_batch_ns = 25.67us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.6% RMS relative over 700 repetitions.
fault_block_ns = 10.82us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.6% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:321.7ns 64K:5.148us 512K:41.18us 1M:82.36us 2M:164.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.6% RMS relative over 700 repetitions.
fault_wake_ns = 22.36us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.6% RMS relative over 700 repetitions.
fault_zero_ns = 4K:139.4ns 64K:2.23us 512K:17.84us 1M:35.69us 2M:71.37us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 38.23us + bytes /
# 45.7 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 14.2% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:36.1us 2M:124.8us 16M:445us 64M:1.386ms 256M:5.416ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 18.56us + bytes / 9.49 GB/s, misses by 32.0% RMS, so it is not used.
# Residual: 33.1% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:25.09us 2M:288us 16M:1.855ms 64M:7.313ms 256M:24.32ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 18us + bytes / 9.73 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:24.64us 512K:73.03us 2M:231us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 22.67us + bytes / 3.24 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 13.5% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:42.35us 512K:201.1us 2M:633.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22bb/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 309.7us +
# bytes / 2.59 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 17.1% RMS relative over 300 repetitions.
host_populate_ns = 64K:356.3us 256K:423us 2M:912.6us 16M:7.174ms 64M:28.43ms 256M:112.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.83us + bytes / 996 GB/s, misses by 37.6% RMS, so it
# is not used.
# Residual: 33.9% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.095us 2M:3.838us 16M:20.47us 64M:74.41us 256M:294.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 14.97us + bytes / 87.5 GB/s, misses
# by 24.4% RMS, so it is not used.
# Residual: 21.6% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:17.39us 2M:32.48us 16M:235us 64M:841.9us 256M:3.02ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 33.2% RMS relative over 150 repetitions.
prefetch_defer_ns = 95.5us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22bb/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 8.108us + bytes /
# 259 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 25.5% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:16.18us 16M:73.09us 64M:265.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22bb/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 1.686us
# + bytes / 158 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 25.3% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.14us 16M:104.5us 64M:427.4us 256M:1.738ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 8.269us + bytes / 9.94 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 20.9% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.829us 64K:24.38us 2M:161.9us 16M:1.833ms 64M:7.984ms 256M:33.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 16.14us + bytes / 9.99 GB/s,
# misses by 29.9% RMS, so it is not used.
# Residual: 24.4% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:14.64us 64K:30.29us 2M:272.3us 16M:1.806ms 64M:6.091ms 256M:24.23ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 9.08 GB/s, misses by 60.8% RMS, so it is not used.
# Residual: 55.3% RMS relative over 200 repetitions.
host_read_ns = 64K:6.844us 2M:196.9us 16M:1.969ms 64M:8.82ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 25.9 GB/s, misses by
# 42.1% RMS, so it is not used.
# Residual: 24.1% RMS relative over 200 repetitions.
host_write_ns = 64K:1.205us 2M:59.08us 16M:928.6us 64M:5.091ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 200 points at 4 sizes): 560ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 13.3%).
# Residual: 13.4% RMS relative over 200 repetitions.
host_write_cold_ns = 64K:6.342us 2M:185.6us 16M:1.481ms 64M:5.922ms

