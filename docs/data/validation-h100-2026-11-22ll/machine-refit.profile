# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22ll/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22ll/machine.profile --from
# docs/data/validation-h100-2026-11-22ll/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ll/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ll/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ll/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ll/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ll/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ll/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ll/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ll/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ll/calibration-10.profile.measuremen` on
# 2026-11-22T12:42:15Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22ll/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:42:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 14.1% RMS relative over 75 repetitions.
launch_ns = 4.336us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.6% RMS relative over 75 repetitions.
kernel_gap_ns = 2.04us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.779us + bytes / 5.23e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 33.0% RMS relative over 675 repetitions.
malloc_ns = 4K:2.951us 64K:2.852us 1M:2.829us 1536K:2.677us 2M:58.14us 8M:48.41us 64M:75.06us 256M:75.19us 1G:163.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.358us + bytes / 1.48e+03 GB/s, misses by 55.6% RMS, so it is
# not used.
# Residual: 34.6% RMS relative over 675 repetitions.
free_ns = 4K:3.498us 64K:2.771us 1M:2.695us 1536K:2.548us 2M:43.61us 8M:44.93us 64M:81.56us 256M:183.8us 1G:624.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.851us + bytes / 5.24e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 40.3% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.797us 64K:3.226us 2M:24.8us 16M:34.98us 64M:44.5us 256M:44.71us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 12.76us + bytes /
# 3.84e+05 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 20.6% RMS relative over 450 repetitions.
managed_free_ns = 4K:13.23us 64K:12.34us 2M:12.86us 16M:12.87us 64M:12.77us 256M:13.51us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22ll/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.7%, 512K 16.3%, 1M 15.8%, 2M 15.0%, 4M 14.8%, 8M 14.6%, 16M
# 14.7%, 32M 15.5%.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.24us     68.65us
# seq             2M          0         2         2     2097152           0     231.1us     278.6us
# seq            16M          0        16        16    16777216           0     1.793ms     2.025ms
# seq            64M          0        64        64    67108864           0     8.611ms     8.013ms
# seq           256M          0       256       256   268435456           0     37.14ms     31.97ms
# stride         64M        64K         8        32    67108864           0     6.126ms     6.421ms
# stride        256M         2M        32       128     8388608           0     2.658ms     3.058ms
# random         16M          0        12        16    16777216           0     2.099ms      1.94ms
# random         64M          0        36       161    67108864           0      9.83ms      8.65ms
# random        256M          0       125      1211   268435456           0     50.67ms     41.31ms
# fresh           2M          0         2         2           0     2097152     149.8us       171us
# fresh          16M          0        16        16           0    16777216     1.024ms     1.164ms
# fresh          64M          0        64        64           0    67108864     5.226ms      4.57ms
# fresh         256M          0       256       256           0   268435456     23.62ms     18.19ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 1050 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 21.19us per batch, 12.69us per
# VA block, bytes / 11.5 GB/s moved, 29.1us per faulting kernel, bytes / 28.3
# GB/s zero-filled.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_batch_ns = 21.19us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_block_ns = 12.69us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:355ns 64K:5.68us 512K:45.44us 1M:90.88us 2M:181.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_wake_ns = 29.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:144.8ns 64K:2.317us 512K:18.54us 1M:37.08us 2M:74.15us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 41.54us + bytes /
# 46.6 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 10.0% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:39.09us 2M:123.3us 16M:435.7us 64M:1.369ms 256M:5.387ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 16.86us + bytes / 11.3 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 18.9% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:22.46us 2M:225.4us 16M:1.463ms 64M:5.814ms 256M:23.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 16.72us + bytes / 10.1 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.9% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:23.25us 512K:67.91us 2M:225.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 450 points at 3 sizes): 23.11us + bytes / 3.27 GB/s, written at the
# measured sizes (the means would give 12.8%).
# Residual: 14.8% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:43.17us 512K:183.6us 2M:665.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22ll/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 292.8us +
# bytes / 2.59 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 19.8% RMS relative over 450 repetitions.
host_populate_ns = 64K:337.4us 256K:406.2us 2M:896.5us 16M:7.194ms 64M:27.96ms 256M:114.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.81us + bytes / 1.08e+03 GB/s, misses by 36.8% RMS,
# so it is not used.
# Residual: 33.4% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.103us 2M:3.701us 16M:19.29us 64M:68.67us 256M:267.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 14.28us + bytes / 82.8 GB/s, misses
# by 19.3% RMS, so it is not used.
# Residual: 14.8% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:17.18us 2M:31.99us 16M:224.9us 64M:893.9us 256M:3.571ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 27.5% RMS relative over 225 repetitions.
prefetch_defer_ns = 94.34us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 75 repetitions.
# Residual: 0.0% RMS relative over 75 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (225 points at 3 sizes): the best line, 8.054us + bytes /
# 239 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 18.2% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:16.75us 16M:80.21us 64M:283us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 28.54us + bytes / 192 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 20.2% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:39.17us 16M:119.1us 64M:370.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 1.917us
# + bytes / 165 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 26.1% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:14.83us 16M:99.45us 64M:407.7us 256M:1.676ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.253us + bytes / 10.3 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 18.5% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.798us 64K:24.02us 2M:156.5us 16M:1.85ms 64M:7.5ms 256M:32.8ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.62us + bytes / 10.7 GB/s,
# misses by 25.9% RMS, so it is not used.
# Residual: 16.9% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14us 64K:30.47us 2M:271.7us 16M:1.488ms 64M:5.913ms 256M:23.17ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 61.3ns +
# bytes / 6.76 GB/s, misses by 36.7% RMS, so it is not used.
# Residual: 36.0% RMS relative over 300 repetitions.
host_read_ns = 64K:9.759us 2M:300.1us 16M:2.543ms 64M:10.01ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 26.9 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 19.0% RMS relative over 300 repetitions.
host_write_ns = 64K:1.184us 2M:56.35us 16M:1.023ms 64M:5.115ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 606.2ns
# + bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 9.6%).
# Residual: 9.6% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.687us 2M:195.2us 16M:1.557ms 64M:6.227ms

