# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22u/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22u/machine.profile --from
# docs/data/validation-h100-2026-11-22u/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22u/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22u/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22u/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22u/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22u/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22u/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22u/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22u/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22u/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T01:42:39Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22u/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:42:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 17.9% RMS relative over 50 repetitions.
launch_ns = 4.378us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22u/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.903us + bytes / 5.62e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 34.5% RMS relative over 450 repetitions.
malloc_ns = 4K:3.16us 64K:2.901us 1M:2.9us 1536K:2.79us 2M:58.49us 8M:47.38us 64M:66.6us 256M:68.94us 1G:152.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.998us + bytes / 1.59e+03 GB/s, misses by 57.5% RMS, so it is
# not used.
# Residual: 34.9% RMS relative over 450 repetitions.
free_ns = 4K:2.934us 64K:2.348us 1M:2.351us 1536K:2.221us 2M:43.12us 8M:44.14us 64M:74.07us 256M:168.6us 1G:592.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 4.487us + bytes / 4.31e+03 GB/s, misses by 67.9% RMS, so it is not used.
# Residual: 46.0% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:4.421us 64K:3.747us 2M:25.75us 16M:42.81us 64M:58.52us 256M:54.29us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 13.09us + bytes /
# 4.79e+05 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 20.5% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.79us 64K:12.94us 2M:13.14us 16M:12.93us 64M:12.8us 256M:13.79us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22u/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.1%, 512K 15.8%, 1M 15.1%, 2M 13.8%, 4M 12.2%, 8M 11.5%, 16M
# 12.5%, 32M 13.8%.
# Residual: 27.2% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.82us     70.96us
# seq             2M          0         2         2     2097152           0     279.6us     275.6us
# seq            16M          0        16        16    16777216           0     1.712ms     1.948ms
# seq            64M          0        64        64    67108864           0      9.08ms     7.684ms
# seq           256M          0       256       256   268435456           0     40.95ms     30.63ms
# stride         64M        64K         8        32    67108864           0     6.573ms     6.413ms
# stride        256M         2M        32       128     8388608           0     2.853ms     3.033ms
# random         16M          0        12        16    16777216           0     1.572ms      1.89ms
# random         64M          0        36       161    67108864           0      8.42ms     8.639ms
# random        256M          0       125      1211   268435456           0      48.5ms     42.14ms
# fresh           2M          0         2         2           0     2097152     192.9us     205.6us
# fresh          16M          0        16        16           0    16777216     1.319ms     1.389ms
# fresh          64M          0        64        64           0    67108864     5.754ms     5.447ms
# fresh         256M          0       256       256           0   268435456     23.23ms     21.68ms
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
# prefetch at the driver's defaults). Result: 14.66us per batch, 14.07us per
# VA block, bytes / 11.6 GB/s moved, 36.56us per faulting kernel, bytes / 18.8
# GB/s zero-filled.
# Residual: 27.2% RMS relative over 700 repetitions.
fault_batch_ns = 14.66us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.2% RMS relative over 700 repetitions.
fault_block_ns = 14.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.2% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:354.6ns 64K:5.673us 512K:45.38us 1M:90.77us 2M:181.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.2% RMS relative over 700 repetitions.
fault_wake_ns = 36.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.2% RMS relative over 700 repetitions.
fault_zero_ns = 4K:218ns 64K:3.488us 512K:27.91us 1M:55.81us 2M:111.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 45.34us + bytes /
# 46.1 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 12.7% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:42.54us 2M:126us 16M:444.8us 64M:1.392ms 256M:5.443ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 22.39us + bytes / 9.91 GB/s, misses by 27.8% RMS, so it is not used.
# Residual: 27.5% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:28.53us 2M:287us 16M:1.558ms 64M:6.867ms 256M:26.22ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 17.57us + bytes / 8.51 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 26.4% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:25.61us 512K:75.47us 2M:275.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 25.09us + bytes / 3.12 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 21.3% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:45.53us 512K:208.9us 2M:662us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22u/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 314.7us +
# bytes / 2.44 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 19.3% RMS relative over 300 repetitions.
host_populate_ns = 64K:358.8us 256K:438.9us 2M:962us 16M:7.593ms 64M:30.26ms 256M:118.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.913us + bytes / 992 GB/s, misses by 37.9% RMS, so
# it is not used.
# Residual: 34.5% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.07us 2M:3.947us 16M:21.01us 64M:73.7us 256M:291.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 14.29us + bytes / 76.4 GB/s, misses
# by 24.3% RMS, so it is not used.
# Residual: 20.9% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:17.29us 2M:33.33us 16M:252.8us 64M:979us 256M:3.766ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 31.4% RMS relative over 150 repetitions.
prefetch_defer_ns = 103.7us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22u/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 8.474us + bytes /
# 227 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 24.3% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:17.74us 16M:81.85us 64M:306.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22u/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 2.561us
# + bytes / 159 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 26.6% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.9us 16M:106.1us 64M:429.3us 256M:1.707ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22u/machine.profile.
memcpy_h2d_ns = 4K:5.933us 64K:24.32us 2M:301.8us 16M:2.321ms 64M:9.219ms 256M:36.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 15.93us + bytes / 9.31 GB/s,
# misses by 27.2% RMS, so it is not used.
# Residual: 20.3% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:14.46us 64K:31.57us 2M:287.5us 16M:1.675ms 64M:6.901ms 256M:27.72ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 8.17 GB/s, misses by 46.1% RMS, so it is not used.
# Residual: 37.2% RMS relative over 200 repetitions.
host_read_ns = 64K:6.404us 2M:208.4us 16M:2.319ms 64M:10.4ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 19.2 GB/s, misses by
# 43.9% RMS, so it is not used.
# Residual: 27.5% RMS relative over 200 repetitions.
host_write_ns = 64K:1.282us 2M:80.03us 16M:1.201ms 64M:5.956ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Not in these
# measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22u/machine.profile.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

