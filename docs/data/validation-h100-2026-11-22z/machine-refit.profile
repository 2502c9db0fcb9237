# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22z/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22z/machine.profile --from
# docs/data/validation-h100-2026-11-22z/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22z/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22z/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22z/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22z/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22z/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22z/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22z/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22z/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22z/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T04:25:11Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22z/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:25:11Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 14.7% RMS relative over 50 repetitions.
launch_ns = 4.158us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22z/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.747us + bytes / 6.75e+03 GB/s, misses by 59.6% RMS,
# so it is not used.
# Residual: 29.2% RMS relative over 450 repetitions.
malloc_ns = 4K:2.751us 64K:2.852us 1M:2.699us 1536K:2.705us 2M:54.97us 8M:48.08us 64M:55.92us 256M:74.3us 1G:124.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.342us + bytes / 1.58e+03 GB/s, misses by 61.5% RMS, so it is
# not used.
# Residual: 41.3% RMS relative over 450 repetitions.
free_ns = 4K:3.332us 64K:2.627us 1M:2.863us 1536K:2.437us 2M:41.9us 8M:44.5us 64M:77.81us 256M:176.2us 1G:577.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 4.057us + bytes / 5.24e+03 GB/s, misses by 66.8% RMS, so it is not used.
# Residual: 42.3% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.842us 64K:3.505us 2M:26.88us 16M:38.53us 64M:49.38us 256M:45.27us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 12.41us + bytes /
# 4.35e+05 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 16.1% RMS relative over 300 repetitions.
managed_free_ns = 4K:12.65us 64K:12.57us 2M:12.33us 16M:12.29us 64M:12.38us 256M:13.1us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22z/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.4%, 512K 15.1%, 1M 14.6%, 2M 14.0%, 4M 14.3%, 8M 14.7%, 16M
# 15.0%, 32M 15.9%.
# Residual: 24.2% RMS relative over 700 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.54us     67.25us
# seq             2M          0         2         2     2097152           0     227.4us       258us
# seq            16M          0        16        16    16777216           0     1.603ms     1.735ms
# seq            64M          0        64        64    67108864           0     7.726ms       6.8ms
# seq           256M          0       256       256   268435456           0      37.3ms     27.06ms
# stride         64M        64K        32        32    67108864           0     5.814ms     6.333ms
# stride        256M         2M       128       128     8388608           0     2.522ms     2.642ms
# random         16M          0         9        35    16777216           0     2.079ms     2.001ms
# random         64M          0        34       306    67108864           0     9.818ms     10.21ms
# random        256M          0       139      1560   268435456           0     46.42ms     45.45ms
# fresh           2M          0         2         2           0     2097152     157.1us     187.4us
# fresh          16M          0        16        16           0    16777216     1.053ms     1.171ms
# fresh          64M          0        64        64           0    67108864     5.205ms     4.542ms
# fresh         256M          0       256       256           0   268435456     23.69ms     18.03ms
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
# prefetch at the driver's defaults). Result: 445.5ns per batch, 14.15us per
# VA block, bytes / 11.5 GB/s moved, 46.98us per faulting kernel, bytes / 18.8
# GB/s zero-filled.
# Residual: 24.2% RMS relative over 700 repetitions.
fault_batch_ns = 445.5ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.2% RMS relative over 700 repetitions.
fault_block_ns = 14.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.2% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:355.2ns 64K:5.683us 512K:45.46us 1M:90.93us 2M:181.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.2% RMS relative over 700 repetitions.
fault_wake_ns = 46.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.2% RMS relative over 700 repetitions.
fault_zero_ns = 4K:217.3ns 64K:3.477us 512K:27.82us 1M:55.64us 2M:111.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 39.93us + bytes /
# 46.1 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 5.1% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:37.65us 2M:123.1us 16M:441us 64M:1.377ms 256M:5.407ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 17.6us + bytes / 11.4 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 21.6% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:23.02us 2M:236.7us 16M:1.43ms 64M:5.793ms 256M:22.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 16.62us + bytes / 10 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 20.1% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:23.14us 512K:69.08us 2M:225.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 23.53us + bytes / 3.52 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 17.4% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:41.4us 512K:194.5us 2M:576.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22z/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 294.6us +
# bytes / 2.55 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 15.7% RMS relative over 300 repetitions.
host_populate_ns = 64K:340.2us 256K:413.9us 2M:894.1us 16M:7.282ms 64M:29.08ms 256M:117.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 3.596us + bytes / 1.11e+03 GB/s, misses by 46.1% RMS,
# so it is not used.
# Residual: 43.3% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.634us 2M:4.483us 16M:20.2us 64M:63.59us 256M:254.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 15.01us + bytes / 94.6 GB/s, misses
# by 22.5% RMS, so it is not used.
# Residual: 19.4% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:17.89us 2M:30.49us 16M:200.5us 64M:824.5us 256M:2.896ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 26.2% RMS relative over 150 repetitions.
prefetch_defer_ns = 94.5us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22z/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 9.946us + bytes /
# 283 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 26.0% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:17.51us 16M:66.25us 64M:257us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22z/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 2.029us
# + bytes / 164 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 25.6% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:14.98us 16M:101.6us 64M:406.7us 256M:1.691ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 8.188us + bytes / 10.6 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 18.4% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.7us 64K:23.81us 2M:159.5us 16M:1.636ms 64M:7.072ms 256M:31.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 16.24us + bytes / 11.2 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 17.8% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:14.54us 64K:30.52us 2M:254.7us 16M:1.473ms 64M:5.691ms 256M:21.91ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 9.34 GB/s, misses by 43.9% RMS, so it is not used.
# Residual: 36.9% RMS relative over 200 repetitions.
host_read_ns = 64K:6.899us 2M:182.5us 16M:2.088ms 64M:8.871ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 26.9 GB/s, misses by
# 38.4% RMS, so it is not used.
# Residual: 19.1% RMS relative over 200 repetitions.
host_write_ns = 64K:1.135us 2M:56.24us 16M:1.054ms 64M:5.214ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 200 points at 4 sizes): 451.7ns
# + bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 10.3%).
# Residual: 10.5% RMS relative over 200 repetitions.
host_write_cold_ns = 64K:6.197us 2M:184.3us 16M:1.471ms 64M:5.884ms

