# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-27zz/machine-refit.profile --base
# docs/data/validation-h100-2026-11-27zz/machine.profile --from
# docs/data/validation-h100-2026-11-27zz/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27zz/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27zz/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27zz/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27zz/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27zz/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27zz/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27zz/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27zz/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27zz/calibration-10.profile.measuremen` on
# 2026-11-27T00:32:04Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-27zz/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:32:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 9.2% RMS relative over 75 repetitions.
launch_ns = 4.87us

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
# sizes): the best line, 2.928us + bytes / 5.13e+03 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 32.8% RMS relative over 675 repetitions.
malloc_ns = 4K:2.964us 64K:3.06us 1M:2.949us 1536K:2.901us 2M:64.82us 8M:52.12us 64M:85.25us 256M:86.54us 1G:165.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.318us + bytes / 1.35e+03 GB/s, misses by 54.5% RMS, so it is
# not used.
# Residual: 30.6% RMS relative over 675 repetitions.
free_ns = 4K:2.826us 64K:2.816us 1M:2.727us 1536K:2.683us 2M:46.2us 8M:48.38us 64M:85.46us 256M:200.6us 1G:684.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.429us + bytes / 2.9e+03 GB/s, misses by 67.9% RMS, so it is not used.
# Residual: 46.7% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.504us 64K:3.749us 2M:30.19us 16M:60.51us 64M:78.21us 256M:77.92us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 13.93us + bytes /
# 2.33e+05 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 18.9% RMS relative over 450 repetitions.
managed_free_ns = 4K:14.48us 64K:13.74us 2M:14.01us 16M:14.05us 64M:13.66us 256M:15.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-27zz/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.7%, 512K 15.3%, 1M 14.6%, 2M 13.6%, 4M 13.3%, 8M 13.1%, 16M
# 13.2%, 32M 14.1%.
# Residual: 22.2% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     98.18us     82.97us
# seq             2M          0         2         2     2097152           0     273.6us     329.5us
# seq            16M          0        16        16    16777216           0     2.139ms     2.384ms
# seq            64M          0        64        64    67108864           0     10.32ms     9.429ms
# seq           256M          0       256       256   268435456           0     43.35ms     37.61ms
# stride         64M        64K         8        32    67108864           0      7.05ms      7.52ms
# stride        256M         2M        32       128     8388608           0     3.104ms     3.578ms
# random         16M          0        12        16    16777216           0     2.435ms     2.281ms
# random         64M          0        36       161    67108864           0     11.57ms     10.12ms
# random        256M          0       125      1211   268435456           0      59.6ms     48.16ms
# fresh           2M          0         2         2           0     2097152     186.8us     212.7us
# fresh          16M          0        16        16           0    16777216     1.354ms     1.449ms
# fresh          64M          0        64        64           0    67108864     6.325ms     5.689ms
# fresh         256M          0       256       256           0   268435456     26.11ms     22.65ms
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
# prefetch at the driver's defaults). Result: 25.75us per batch, 14.58us per
# VA block, bytes / 9.85 GB/s moved, 35.99us per faulting kernel, bytes / 21.8
# GB/s zero-filled.
# Residual: 22.2% RMS relative over 1050 repetitions.
fault_batch_ns = 25.75us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 1050 repetitions.
fault_block_ns = 14.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:415.8ns 64K:6.652us 512K:53.22us 1M:106.4us 2M:212.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 1050 repetitions.
fault_wake_ns = 35.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:187.5ns 64K:3us 512K:24us 1M:48us 2M:96.01us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 50.14us + bytes /
# 44.4 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 10.7% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:46.62us 2M:138.4us 16M:481.2us 64M:1.434ms 256M:5.61ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.77us + bytes / 9.84 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 18.2% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:24.2us 2M:257.7us 16M:1.684ms 64M:6.938ms 256M:25.5ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 19.31us + bytes / 8.92 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 19.0% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:26.7us 512K:77.55us 2M:255.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 21.99us + bytes / 3.13 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 16.8% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:42.31us 512K:209.5us 2M:649.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-27zz/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 376.6us +
# bytes / 2.13 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 11.7% RMS relative over 450 repetitions.
host_populate_ns = 64K:435.4us 256K:518.7us 2M:1.092ms 16M:8.734ms 64M:34.77ms 256M:140.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.252us + bytes / 1.02e+03 GB/s, misses by 38.8% RMS,
# so it is not used.
# Residual: 35.1% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.388us 2M:4.245us 16M:20.79us 64M:73.91us 256M:272.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 16.6us + bytes / 66 GB/s, misses by
# 19.8% RMS, so it is not used.
# Residual: 14.7% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:19.96us 2M:38.92us 16M:285.6us 64M:1.12ms 256M:4.447ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 32.4% RMS relative over 225 repetitions.
prefetch_defer_ns = 121.8us

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
# measured medians (225 points at 3 sizes): the best line, 8.26us + bytes /
# 213 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:18.13us 16M:86.47us 64M:325.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 33.66us + bytes / 168 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 18.1% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:45.88us 16M:137.1us 64M:426.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 2.511us
# + bytes / 152 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 25.5% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:16.47us 16M:110.5us 64M:443us 256M:1.806ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.725us + bytes / 8.14 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 19.2% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.521us 64K:24.74us 2M:187.1us 16M:2.461ms 64M:10.43ms 256M:41.59ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 17.3us + bytes / 9.42 GB/s,
# misses by 25.9% RMS, so it is not used.
# Residual: 18.7% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:15.72us 64K:32.08us 2M:287.9us 16M:1.735ms 64M:6.706ms 256M:26.74ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 7.52 GB/s, misses by 43.7% RMS, so it is not used.
# Residual: 31.8% RMS relative over 300 repetitions.
host_read_ns = 64K:7.301us 2M:222.9us 16M:2.611ms 64M:11.48ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 22.3 GB/s, misses by
# 43.8% RMS, so it is not used.
# Residual: 17.9% RMS relative over 300 repetitions.
host_write_ns = 64K:1.338us 2M:67.79us 16M:1.416ms 64M:7.038ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 615.5ns
# + bytes / 9.03 GB/s, written at the measured sizes (the medians would give
# 11.3%).
# Residual: 11.3% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:7.873us 2M:232.8us 16M:1.858ms 64M:7.432ms

