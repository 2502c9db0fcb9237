# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22aa/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22aa/machine.profile --from
# docs/data/validation-h100-2026-11-22aa/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22aa/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22aa/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22aa/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22aa/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22aa/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22aa/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22aa/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22aa/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22aa/calibration-10.profile.measuremen` on
# 2026-11-22T04:38:33Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22aa/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:38:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 19.5% RMS relative over 50 repetitions.
launch_ns = 3.857us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 50 repetitions.
# Residual: 9.7% RMS relative over 50 repetitions.
kernel_gap_ns = 2.157us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.647us + bytes / 6.76e+03 GB/s, misses by 66.1% RMS,
# so it is not used.
# Residual: 43.6% RMS relative over 450 repetitions.
malloc_ns = 4K:2.636us 64K:2.7us 1M:2.65us 1536K:2.612us 2M:48.6us 8M:44.56us 64M:53.01us 256M:56.98us 1G:127us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.646us + bytes / 2.23e+03 GB/s, misses by 60.3% RMS, so it is
# not used.
# Residual: 41.6% RMS relative over 450 repetitions.
free_ns = 4K:2.231us 64K:1.752us 1M:2.092us 1536K:1.762us 2M:38.95us 8M:42.89us 64M:72.98us 256M:134.5us 1G:392.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 4.025us + bytes / 6.75e+03 GB/s, misses by 71.9% RMS, so it is not used.
# Residual: 61.3% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:5.364us 64K:2.973us 2M:20.02us 16M:34.35us 64M:37.44us 256M:36.05us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 9.104us + bytes *
# -1.77e-06 ns/B, misses by 25.2% RMS, so it is not used.
# Residual: 25.3% RMS relative over 300 repetitions.
managed_free_ns = 4K:10.54us 64K:8.945us 2M:8.751us 16M:8.856us 64M:8.611us 256M:8.742us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22aa/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.4%, 512K 16.1%, 1M 15.7%, 2M 14.8%, 4M 14.4%, 8M 13.9%, 16M
# 13.8%, 32M 14.7%.
# Residual: 29.4% RMS relative over 700 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     92.19us     75.85us
# seq             2M          0         2         2     2097152           0     235.2us     274.8us
# seq            16M          0        16        16    16777216           0     1.783ms     2.033ms
# seq            64M          0        64        64    67108864           0      8.04ms     8.062ms
# seq           256M          0       256       256   268435456           0     32.54ms     32.18ms
# stride         64M        64K         4        32    67108864           0     5.833ms      5.61ms
# stride        256M         2M        16       128     8388608           0     2.657ms     2.975ms
# random         16M          0        16        16    16777216           0     2.063ms     2.033ms
# random         64M          0        39       104    67108864           0     9.287ms     7.787ms
# random        256M          0       127       907   268435456           0     47.95ms     36.98ms
# fresh           2M          0         2         2           0     2097152     143.3us     164.7us
# fresh          16M          0        16        16           0    16777216     1.031ms     1.152ms
# fresh          64M          0        64        64           0    67108864     5.292ms     4.539ms
# fresh         256M          0       256       256           0   268435456     22.36ms     18.08ms
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
# prefetch at the driver's defaults). Result: 33.4us per batch, 13.99us per VA
# block, bytes / 13.4 GB/s moved, 23.57us per faulting kernel, bytes / 45.3
# GB/s zero-filled.
# Residual: 29.4% RMS relative over 700 repetitions.
fault_batch_ns = 33.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.4% RMS relative over 700 repetitions.
fault_block_ns = 13.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 29.4% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:305.5ns 64K:4.888us 512K:39.11us 1M:78.21us 2M:156.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.4% RMS relative over 700 repetitions.
fault_wake_ns = 23.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 29.4% RMS relative over 700 repetitions.
fault_zero_ns = 4K:90.47ns 64K:1.448us 512K:11.58us 1M:23.16us 2M:46.32us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 64.28us + bytes /
# 48.3 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 21.9% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:60.86us 2M:126.9us 16M:441.4us 64M:1.372ms 256M:5.4ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 16.35us + bytes / 11.7 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 28.3% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:21.7us 2M:218.2us 16M:1.617ms 64M:5.354ms 256M:21.11ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 20.12us + bytes / 10.5 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.5% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:26.79us 512K:66.77us 2M:229.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 21us + bytes / 3.1 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 22.5% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:41.26us 512K:223us 2M:636.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22aa/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 284.5us +
# bytes / 2.82 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 300 repetitions.
host_populate_ns = 64K:321.7us 256K:408us 2M:812.7us 16M:6.469ms 64M:26.54ms 256M:109.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.646us + bytes / 1.62e+03 GB/s, misses by 34.3% RMS,
# so it is not used.
# Residual: 31.2% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:3.453us 2M:3.238us 16M:13.54us 64M:42.88us 256M:185.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 12.55us + bytes / 96.9 GB/s, misses
# by 25.0% RMS, so it is not used.
# Residual: 21.3% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:16.36us 2M:25.8us 16M:228.9us 64M:739.7us 256M:3.048ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 28.9% RMS relative over 150 repetitions.
prefetch_defer_ns = 93.54us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Not in
# these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22aa/machine.profile.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 10.96us + bytes /
# 300 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 34.2% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:18.02us 16M:65.58us 64M:238.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22aa/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 4.052us
# + bytes / 190 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 30.4% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.22us 16M:90.01us 64M:354.7us 256M:1.453ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 7.678us + bytes / 10.5 GB/s, misses by 33.5% RMS, so it is not used.
# Residual: 22.0% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.278us 64K:23.38us 2M:150.2us 16M:1.784ms 64M:7.381ms 256M:34.45ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 16.27us + bytes / 9.85 GB/s,
# misses by 35.3% RMS, so it is not used.
# Residual: 29.0% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:14.74us 64K:30.86us 2M:273.9us 16M:1.849ms 64M:6.201ms 256M:24.41ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 12.7 GB/s, misses by 41.6% RMS, so it is not used.
# Residual: 32.9% RMS relative over 200 repetitions.
host_read_ns = 64K:4.366us 2M:122.2us 16M:1.917ms 64M:9.34ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 26.4 GB/s, misses by
# 43.0% RMS, so it is not used.
# Residual: 24.7% RMS relative over 200 repetitions.
host_write_ns = 64K:958ns 2M:57.23us 16M:1.048ms 64M:5.676ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (200 points at 4 sizes): the best line, 691.7ns + bytes / 10.8 GB/s, misses
# by 18.0% RMS, so it is not used.
# Residual: 18.0% RMS relative over 200 repetitions.
host_write_cold_ns = 64K:6.782us 2M:195.3us 16M:1.572ms 64M:6.197ms

