# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22cc/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22cc/machine.profile --from
# docs/data/validation-h100-2026-11-22cc/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22cc/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22cc/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22cc/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22cc/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22cc/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22cc/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22cc/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22cc/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22cc/calibration-10.profile.measuremen` on
# 2026-11-22T06:09:19Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22cc/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:09:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 22.2% RMS relative over 50 repetitions.
launch_ns = 4.401us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 50 repetitions.
# Residual: 4.4% RMS relative over 50 repetitions.
kernel_gap_ns = 2.173us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.692us + bytes / 6.72e+03 GB/s, misses by 63.4% RMS,
# so it is not used.
# Residual: 40.8% RMS relative over 450 repetitions.
malloc_ns = 4K:2.693us 64K:2.711us 1M:2.744us 1536K:2.635us 2M:51.56us 8M:45.67us 64M:57.6us 256M:61.09us 1G:126.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.034us + bytes / 1.72e+03 GB/s, misses by 64.3% RMS, so it is
# not used.
# Residual: 48.2% RMS relative over 450 repetitions.
free_ns = 4K:3.183us 64K:2.394us 1M:2.45us 1536K:2.115us 2M:40.96us 8M:42.39us 64M:75.86us 256M:166.4us 1G:527.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.808us + bytes / 5.3e+03 GB/s, misses by 68.6% RMS, so it is not used.
# Residual: 46.6% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.7us 64K:3.251us 2M:26.1us 16M:39.77us 64M:45.34us 256M:44.51us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 11.33us + bytes /
# 1.22e+06 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.5% RMS relative over 300 repetitions.
managed_free_ns = 4K:12.54us 64K:11.28us 2M:11.31us 16M:10.9us 64M:10.81us 256M:11.75us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22cc/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.6%, 1M 16.0%, 2M 15.2%, 4M 15.0%, 8M 14.9%, 16M
# 15.2%, 32M 16.1%.
# Residual: 26.3% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.66us     65.03us
# seq             2M          0         2         2     2097152           0     215.4us     266.9us
# seq            16M          0        16        16    16777216           0     1.705ms      1.95ms
# seq            64M          0        64        64    67108864           0     8.539ms     7.719ms
# seq           256M          0       256       256   268435456           0     37.28ms      30.8ms
# stride         64M        64K         8        32    67108864           0     5.995ms     6.187ms
# stride        256M         2M        32       128     8388608           0     2.657ms     3.066ms
# random         16M          0        12        16    16777216           0     2.025ms     1.871ms
# random         64M          0        36       161    67108864           0     9.558ms     8.464ms
# random        256M          0       125      1211   268435456           0     50.45ms     40.98ms
# fresh           2M          0         2         2           0     2097152     156.6us     179.8us
# fresh          16M          0        16        16           0    16777216     1.129ms     1.253ms
# fresh          64M          0        64        64           0    67108864     5.694ms     4.932ms
# fresh         256M          0       256       256           0   268435456     24.02ms     19.65ms
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
# prefetch at the driver's defaults). Result: 19.73us per batch, 13.37us per
# VA block, bytes / 12 GB/s moved, 26.49us per faulting kernel, bytes / 24.1
# GB/s zero-filled.
# Residual: 26.3% RMS relative over 700 repetitions.
fault_batch_ns = 19.73us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.3% RMS relative over 700 repetitions.
fault_block_ns = 13.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.3% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:340.2ns 64K:5.444us 512K:43.55us 1M:87.1us 2M:174.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.3% RMS relative over 700 repetitions.
fault_wake_ns = 26.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.3% RMS relative over 700 repetitions.
fault_zero_ns = 4K:170.1ns 64K:2.722us 512K:21.77us 1M:43.55us 2M:87.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 39.4us + bytes /
# 46.5 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 14.0% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:37.22us 2M:121.1us 16M:432.1us 64M:1.372ms 256M:5.387ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 18.73us + bytes / 10.3 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 27.9% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:24.7us 2M:266.3us 16M:1.66ms 64M:6.348ms 256M:23.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 17.33us + bytes / 9.72 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 18.4% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:24.09us 512K:71.07us 2M:233.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 22.54us + bytes / 3.47 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 17.0% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:40.85us 512K:190.1us 2M:591.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22cc/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 275.5us +
# bytes / 2.83 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 20.1% RMS relative over 300 repetitions.
host_populate_ns = 64K:316.9us 256K:383.4us 2M:816.2us 16M:6.569ms 64M:26.09ms 256M:104.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.55us + bytes / 1.05e+03 GB/s, misses by 37.3% RMS,
# so it is not used.
# Residual: 34.7% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:3.808us 2M:3.49us 16M:19.54us 64M:69.25us 256M:283.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 13.62us + bytes / 84.5 GB/s, misses
# by 24.9% RMS, so it is not used.
# Residual: 20.8% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:16.08us 2M:31.45us 16M:235.2us 64M:910.1us 256M:3.157ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 23.9% RMS relative over 150 repetitions.
prefetch_defer_ns = 94.46us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 50 repetitions.
# Residual: 0.0% RMS relative over 50 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 7.718us + bytes /
# 236 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 27.5% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:16.64us 16M:77.33us 64M:296.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22cc/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 4.339us
# + bytes / 176 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 28.2% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:16.19us 16M:101.6us 64M:381.9us 256M:1.531ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 7.898us + bytes / 10.2 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 20.7% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.468us 64K:23.87us 2M:162.2us 16M:1.674ms 64M:7.413ms 256M:34.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 15.7us + bytes / 9.69 GB/s,
# misses by 33.3% RMS, so it is not used.
# Residual: 27.8% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:14.28us 64K:30.43us 2M:272.2us 16M:1.539ms 64M:6.953ms 256M:27.13ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 98.24ns +
# bytes / 6.83 GB/s, misses by 34.4% RMS, so it is not used.
# Residual: 33.6% RMS relative over 200 repetitions.
host_read_ns = 64K:9.707us 2M:295.5us 16M:2.464ms 64M:10.22ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 21.1 GB/s, misses by
# 39.5% RMS, so it is not used.
# Residual: 27.1% RMS relative over 200 repetitions.
host_write_ns = 64K:1.244us 2M:75.16us 16M:951.9us 64M:5.174ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 200 points at 4 sizes): 136.3ns
# + bytes / 11 GB/s, written at the measured sizes (the medians would give
# 12.3%).
# Residual: 12.5% RMS relative over 200 repetitions.
host_write_cold_ns = 64K:6.12us 2M:191.6us 16M:1.532ms 64M:6.127ms

