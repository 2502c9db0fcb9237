# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26xx/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26xx/machine.profile --from
# docs/data/validation-h100-2026-11-26xx/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26xx/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26xx/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26xx/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26xx/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26xx/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26xx/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26xx/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26xx/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26xx/calibration-10.profile.measuremen` on
# 2026-11-26T22:18:55Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26xx/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:18:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 18.2% RMS relative over 75 repetitions.
launch_ns = 4.731us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 5.4% RMS relative over 75 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 3.065us + bytes / 5.28e+03 GB/s, misses by 61.0% RMS,
# so it is not used.
# Residual: 38.5% RMS relative over 675 repetitions.
malloc_ns = 4K:3.212us 64K:3.072us 1M:3.128us 1536K:2.975us 2M:68.56us 8M:51.98us 64M:78.73us 256M:87.12us 1G:159.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.75us + bytes / 1.39e+03 GB/s, misses by 62.7% RMS, so it is not
# used.
# Residual: 42.2% RMS relative over 675 repetitions.
free_ns = 4K:3.636us 64K:3.358us 1M:3.207us 1536K:2.846us 2M:45.95us 8M:48.75us 64M:85.73us 256M:194.6us 1G:669.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.138us + bytes / 3.07e+03 GB/s, misses by 68.8% RMS, so it is not used.
# Residual: 45.9% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.13us 64K:3.533us 2M:29.97us 16M:45.99us 64M:68.75us 256M:72.79us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 13.52us + bytes *
# -9.74e-07 ns/B, misses by 26.1% RMS, so it is not used.
# Residual: 25.9% RMS relative over 450 repetitions.
managed_free_ns = 4K:14.29us 64K:13.53us 2M:13.57us 16M:13.48us 64M:12.62us 256M:13.5us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26xx/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.6%, 512K 16.2%, 1M 15.7%, 2M 14.9%, 4M 14.6%, 8M 14.3%, 16M
# 14.5%, 32M 15.4%.
# Residual: 23.1% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      89.6us     73.43us
# seq             2M          0         2         2     2097152           0       257us     301.6us
# seq            16M          0        16        16    16777216           0     1.904ms     2.204ms
# seq            64M          0        64        64    67108864           0     9.106ms     8.727ms
# seq           256M          0       256       256   268435456           0     40.11ms     34.82ms
# stride         64M        64K         8        32    67108864           0     6.921ms     6.971ms
# stride        256M         2M        32       128     8388608           0     2.963ms     3.386ms
# random         16M          0        12        16    16777216           0     2.255ms     2.111ms
# random         64M          0        36       161    67108864           0     10.57ms     9.461ms
# random        256M          0       125      1211   268435456           0     54.37ms      45.4ms
# fresh           2M          0         2         2           0     2097152     158.2us     188.3us
# fresh          16M          0        16        16           0    16777216      1.18ms     1.298ms
# fresh          64M          0        64        64           0    67108864     6.084ms     5.102ms
# fresh         256M          0       256       256           0   268435456     25.63ms     20.32ms
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
# prefetch at the driver's defaults). Result: 23.2us per batch, 14.27us per VA
# block, bytes / 10.7 GB/s moved, 29.81us per faulting kernel, bytes / 25.1
# GB/s zero-filled.
# Residual: 23.1% RMS relative over 1050 repetitions.
fault_batch_ns = 23.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 1050 repetitions.
fault_block_ns = 14.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.1% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:384.5ns 64K:6.151us 512K:49.21us 1M:98.42us 2M:196.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.1% RMS relative over 1050 repetitions.
fault_wake_ns = 29.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.1% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:163.2ns 64K:2.612us 512K:20.89us 1M:41.79us 2M:83.58us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 43.39us + bytes /
# 45.4 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 10.5% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:40.64us 2M:131.3us 16M:454.1us 64M:1.395ms 256M:5.503ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 18.37us + bytes / 10.9 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 19.3% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:24.14us 2M:240.9us 16M:1.519ms 64M:5.91ms 256M:24.44ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 18.51us + bytes / 9.4 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 21.1% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:25.57us 512K:73.33us 2M:243.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 23.85us + bytes / 3.44 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 17.1% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:42.17us 512K:196.8us 2M:591.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26xx/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 337.5us +
# bytes / 2.24 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 19.7% RMS relative over 450 repetitions.
host_populate_ns = 64K:392.7us 256K:464us 2M:1.039ms 16M:8.225ms 64M:33.26ms 256M:131.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.917us + bytes / 1.31e+03 GB/s, misses by 33.2% RMS,
# so it is not used.
# Residual: 29.7% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.009us 2M:3.585us 16M:18.03us 64M:58.14us 256M:201us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 16.61us + bytes / 77.6 GB/s, misses
# by 22.8% RMS, so it is not used.
# Residual: 19.5% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:19.36us 2M:36.41us 16M:257.4us 64M:887.8us 256M:3.704ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 28.2% RMS relative over 225 repetitions.
prefetch_defer_ns = 104us

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
# measured medians (225 points at 3 sizes): the best line, 8.565us + bytes /
# 223 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:17.93us 16M:85.59us 64M:305.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 27.59us + bytes / 175 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 18.6% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:39.15us 16M:129.3us 64M:398.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.122us
# + bytes / 154 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 26.0% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:17.04us 16M:106.5us 64M:441.8us 256M:1.797ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.164us + bytes / 8.93 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 18.7% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.82us 64K:25us 2M:176.5us 16M:2.095ms 64M:9.24ms 256M:37.36ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 16.68us + bytes / 9.69 GB/s,
# misses by 27.4% RMS, so it is not used.
# Residual: 19.2% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:15.01us 64K:32.6us 2M:289.2us 16M:1.691ms 64M:6.474ms 256M:25.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 8.37 GB/s, misses by 43.7% RMS, so it is not used.
# Residual: 33.0% RMS relative over 300 repetitions.
host_read_ns = 64K:7.225us 2M:199.5us 16M:2.393ms 64M:10.29ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 23.6 GB/s, misses by
# 43.0% RMS, so it is not used.
# Residual: 21.5% RMS relative over 300 repetitions.
host_write_ns = 64K:1.251us 2M:63.89us 16M:1.297ms 64M:6.108ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 883.8ns
# + bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 12.1%).
# Residual: 12.2% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:7.309us 2M:206.5us 16M:1.646ms 64M:6.58ms

