# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26ww/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26ww/machine.profile --from
# docs/data/validation-h100-2026-11-26ww/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ww/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ww/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ww/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ww/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ww/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ww/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ww/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ww/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ww/calibration-10.profile.measuremen` on
# 2026-11-26T22:06:32Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26ww/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:06:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 16.6% RMS relative over 75 repetitions.
launch_ns = 3.893us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 10.1% RMS relative over 75 repetitions.
kernel_gap_ns = 2.141us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.467us + bytes / 5.95e+03 GB/s, misses by 64.2% RMS,
# so it is not used.
# Residual: 42.3% RMS relative over 675 repetitions.
malloc_ns = 4K:2.562us 64K:2.517us 1M:2.525us 1536K:2.414us 2M:55.03us 8M:44.15us 64M:67.48us 256M:68.29us 1G:143.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 1.902us + bytes / 1.6e+03 GB/s, misses by 61.2% RMS, so it is not
# used.
# Residual: 42.4% RMS relative over 675 repetitions.
free_ns = 4K:2.472us 64K:2.325us 1M:2.222us 1536K:2.193us 2M:41.27us 8M:41.36us 64M:76.61us 256M:175.5us 1G:567.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.238us + bytes / 6.97e+03 GB/s, misses by 70.1% RMS, so it is not used.
# Residual: 47.1% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.042us 64K:3.536us 2M:23.68us 16M:33.85us 64M:35.7us 256M:35.28us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 11.07us + bytes /
# 1.41e+06 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 30.5% RMS relative over 450 repetitions.
managed_free_ns = 4K:11.76us 64K:10.78us 2M:10.79us 16M:11.19us 64M:10.95us 256M:11.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26ww/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.3%, 512K 16.0%, 1M 15.5%, 2M 14.9%, 4M 14.7%, 8M 14.6%, 16M
# 14.7%, 32M 15.5%.
# Residual: 24.9% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.01us     61.31us
# seq             2M          0         2         2     2097152           0     208.4us     259.1us
# seq            16M          0        16        16    16777216           0     1.673ms     1.894ms
# seq            64M          0        64        64    67108864           0     8.036ms     7.497ms
# seq           256M          0       256       256   268435456           0     35.46ms     29.91ms
# stride         64M        64K         8        32    67108864           0      6.03ms     6.083ms
# stride        256M         2M        32       128     8388608           0     2.461ms     2.812ms
# random         16M          0        12        16    16777216           0     1.971ms     1.819ms
# random         64M          0        36       161    67108864           0     9.158ms     8.115ms
# random        256M          0       125      1211   268435456           0     46.37ms     38.67ms
# fresh           2M          0         2         2           0     2097152       142us     164.8us
# fresh          16M          0        16        16           0    16777216     1.029ms     1.139ms
# fresh          64M          0        64        64           0    67108864     5.208ms      4.48ms
# fresh         256M          0       256       256           0   268435456     22.01ms     17.84ms
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
# prefetch at the driver's defaults). Result: 18.56us per batch, 11.72us per
# VA block, bytes / 12.1 GB/s moved, 25.62us per faulting kernel, bytes / 26.7
# GB/s zero-filled.
# Residual: 24.9% RMS relative over 1050 repetitions.
fault_batch_ns = 18.56us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 1050 repetitions.
fault_block_ns = 11.72us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.9% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:337.7ns 64K:5.404us 512K:43.23us 1M:86.46us 2M:172.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 1050 repetitions.
fault_wake_ns = 25.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.9% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:153.6ns 64K:2.457us 512K:19.66us 1M:39.31us 2M:78.63us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 39.57us + bytes /
# 46.8 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 13.5% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:37.28us 2M:123us 16M:431.6us 64M:1.358ms 256M:5.345ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.92us + bytes / 11.1 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 18.8% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:23.46us 2M:252us 16M:1.551ms 64M:5.724ms 256M:22.65ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 17.03us + bytes / 10.6 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 18.8% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:23.24us 512K:66.55us 2M:215.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 27.47us + bytes / 3.48 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 20.7% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:45.33us 512K:204.9us 2M:582.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26ww/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 272.5us +
# bytes / 2.82 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 20.8% RMS relative over 450 repetitions.
host_populate_ns = 64K:315.8us 256K:378.8us 2M:814.1us 16M:6.459ms 64M:26.72ms 256M:106.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.578us + bytes / 1.09e+03 GB/s, misses by 35.1% RMS,
# so it is not used.
# Residual: 31.3% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:3.599us 2M:3.526us 16M:19.02us 64M:66.83us 256M:265.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 13.35us + bytes / 83.8 GB/s, misses
# by 26.8% RMS, so it is not used.
# Residual: 24.1% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:15.69us 2M:31.7us 16M:224.8us 64M:878.1us 256M:3.394ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 31.4% RMS relative over 225 repetitions.
prefetch_defer_ns = 85.02us

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
# measured medians (225 points at 3 sizes): the best line, 6.82us + bytes /
# 254 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 21.8% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:15.07us 16M:73.07us 64M:270.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 24.6us + bytes / 224 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 21.2% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:33.61us 16M:103.3us 64M:315.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.564us
# + bytes / 172 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 27.2% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:15.83us 16M:99.35us 64M:395us 256M:1.575ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.459us + bytes / 11.4 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 19.5% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.013us 64K:23.09us 2M:145.6us 16M:1.554ms 64M:6.68ms 256M:29.16ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.25us + bytes / 10.8 GB/s,
# misses by 28.6% RMS, so it is not used.
# Residual: 20.3% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:13.63us 64K:30.81us 2M:267.3us 16M:1.512ms 64M:5.63ms 256M:23.78ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 9.59 GB/s, misses by 50.3% RMS, so it is not used.
# Residual: 44.9% RMS relative over 300 repetitions.
host_read_ns = 64K:4.896us 2M:182us 16M:1.896ms 64M:8.591ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 28.1 GB/s, misses by
# 42.6% RMS, so it is not used.
# Residual: 28.1% RMS relative over 300 repetitions.
host_write_ns = 64K:1.023us 2M:54.01us 16M:907us 64M:4.657ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 248ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 9.9%).
# Residual: 9.9% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:5.834us 2M:179us 16M:1.43ms 64M:5.721ms

