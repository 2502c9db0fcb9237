# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22t/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22t/machine.profile --from
# docs/data/validation-h100-2026-11-22t/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22t/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22t/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22t/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22t/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22t/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22t/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22t/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22t/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22t/calibration-10.profile.measurements.csv.gz`
# on 2026-11-22T01:12:22Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API
# 13000), CUDA runtime 13000. Every repetition is in the measurements file
# beside this one (its name + .measurements.csv); `gpurun --calibrate FILE
# --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22t/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:12:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 16.7% RMS relative over 50 repetitions.
launch_ns = 4.23us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Not in these measurements: kept from the
# base profile docs/data/validation-h100-2026-11-22t/machine.profile.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.606us + bytes / 6.78e+03 GB/s, misses by 61.7% RMS,
# so it is not used.
# Residual: 34.5% RMS relative over 450 repetitions.
malloc_ns = 4K:2.768us 64K:2.629us 1M:2.62us 1536K:2.488us 2M:52.1us 8M:47.08us 64M:60.83us 256M:67.76us 1G:125us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.185us + bytes / 1.6e+03 GB/s, misses by 61.5% RMS, so it is not
# used.
# Residual: 43.5% RMS relative over 450 repetitions.
free_ns = 4K:3.291us 64K:2.744us 1M:2.562us 1536K:2.266us 2M:41.68us 8M:43.39us 64M:77.31us 256M:171.3us 1G:582.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22t/machine.profile.
managed_malloc_ns = 4K:13.93us 64K:12.01us 2M:11.55us 16M:11.98us 64M:11.77us 256M:12.06us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 12.11us + bytes /
# 5.53e+05 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 27.6% RMS relative over 300 repetitions.
managed_free_ns = 4K:12.91us 64K:11.72us 2M:11.98us 16M:11.97us 64M:12.26us 256M:12.6us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22t/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.4%, 512K 16.0%, 1M 15.3%, 2M 14.1%, 4M 12.9%, 8M 12.5%, 16M
# 13.4%, 32M 14.7%.
# Residual: 26.1% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.25us     64.53us
# seq             2M          0         2         2     2097152           0     255.8us     249.2us
# seq            16M          0        16        16    16777216           0     1.456ms     1.714ms
# seq            64M          0        64        64    67108864           0     8.002ms     6.737ms
# seq           256M          0       256       256   268435456           0     33.91ms     26.83ms
# stride         64M        64K         8        32    67108864           0      6.06ms     5.945ms
# stride        256M         2M        32       128     8388608           0     2.318ms     2.496ms
# random         16M          0        12        16    16777216           0     1.434ms     1.685ms
# random         64M          0        36       161    67108864           0     7.731ms     7.701ms
# random        256M          0       125      1211   268435456           0     43.55ms     37.37ms
# fresh           2M          0         2         2           0     2097152       148us     165.1us
# fresh          16M          0        16        16           0    16777216     971.7us     1.041ms
# fresh          64M          0        64        64           0    67108864     4.123ms     4.046ms
# fresh         256M          0       256       256           0   268435456     19.82ms     16.06ms
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
# prefetch at the driver's defaults). Result: 7.273us per batch, 12.04us per
# VA block, bytes / 12.3 GB/s moved, 39.89us per faulting kernel, bytes / 24.2
# GB/s zero-filled.
# Residual: 26.1% RMS relative over 700 repetitions.
fault_batch_ns = 7.273us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 700 repetitions.
fault_block_ns = 12.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.1% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:333.4ns 64K:5.334us 512K:42.67us 1M:85.34us 2M:170.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 700 repetitions.
fault_wake_ns = 39.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.1% RMS relative over 700 repetitions.
fault_zero_ns = 4K:169.1ns 64K:2.705us 512K:21.64us 1M:43.28us 2M:86.56us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 47.51us + bytes /
# 46.8 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 13.7% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:44.53us 2M:126.1us 16M:436.2us 64M:1.368ms 256M:5.46ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 18.29us + bytes / 12.6 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 26.0% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:23.25us 2M:208.7us 16M:1.217ms 64M:5.015ms 256M:24.11ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 19.26us + bytes / 10.6 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 27.5% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:25.81us 512K:65.56us 2M:225.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 21.71us + bytes / 3.64 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 21.7% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:39.36us 512K:175.4us 2M:575.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22t/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 295.4us +
# bytes / 2.61 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 18.0% RMS relative over 300 repetitions.
host_populate_ns = 64K:342.8us 256K:410us 2M:880.6us 16M:7.124ms 64M:28.23ms 256M:115.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 3.301us + bytes / 1.55e+03 GB/s, misses by 42.5% RMS,
# so it is not used.
# Residual: 41.1% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.442us 2M:3.804us 16M:14.75us 64M:47.74us 256M:182.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 14.11us + bytes / 95 GB/s, misses by
# 23.3% RMS, so it is not used.
# Residual: 21.2% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:15.58us 2M:32.35us 16M:207.4us 64M:741.5us 256M:2.795ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 23.9% RMS relative over 150 repetitions.
prefetch_defer_ns = 94.05us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22t/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 8.768us + bytes /
# 269 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.8% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:16.54us 16M:71.55us 64M:256.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22t/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 1.07us +
# bytes / 172 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 27.0% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:13.61us 16M:92.61us 64M:382.5us 256M:1.683ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22t/machine.profile.
memcpy_h2d_ns = 4K:5.085us 64K:21.17us 2M:259.3us 16M:1.919ms 64M:7.725ms 256M:32.23ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 14.25us + bytes / 11.4 GB/s,
# misses by 27.4% RMS, so it is not used.
# Residual: 19.5% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:12.76us 64K:28.95us 2M:239.7us 16M:1.349ms 64M:5.381ms 256M:24.09ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 7.17 GB/s, misses by 30.0% RMS, so it is not used.
# Residual: 29.7% RMS relative over 200 repetitions.
host_read_ns = 64K:8.842us 2M:290.6us 16M:2.289ms 64M:9.651ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 25.1 GB/s, misses by
# 41.4% RMS, so it is not used.
# Residual: 26.7% RMS relative over 200 repetitions.
host_write_ns = 64K:1.203us 2M:60.7us 16M:995.3us 64M:4.927ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Not in these
# measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22t/machine.profile.
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

