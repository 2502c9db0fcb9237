# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26uu/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26uu/machine.profile --from
# docs/data/validation-h100-2026-11-26uu/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26uu/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26uu/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26uu/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26uu/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26uu/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26uu/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26uu/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26uu/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26uu/calibration-10.profile.measuremen` on
# 2026-11-26T21:23:33Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26uu/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:23:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 22.6% RMS relative over 75 repetitions.
launch_ns = 4.694us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.3% RMS relative over 75 repetitions.
kernel_gap_ns = 2.036us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.869us + bytes / 4.71e+03 GB/s, misses by 62.7% RMS,
# so it is not used.
# Residual: 39.0% RMS relative over 675 repetitions.
malloc_ns = 4K:3.049us 64K:2.962us 1M:2.845us 1536K:2.861us 2M:67.99us 8M:51.08us 64M:76.51us 256M:92.74us 1G:178.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.309us + bytes / 1.43e+03 GB/s, misses by 58.4% RMS, so it is
# not used.
# Residual: 37.6% RMS relative over 675 repetitions.
free_ns = 4K:3.124us 64K:2.704us 1M:2.68us 1536K:2.589us 2M:46.3us 8M:46.62us 64M:84.47us 256M:190us 1G:647.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.824us + bytes / 3.59e+03 GB/s, misses by 70.4% RMS, so it is not used.
# Residual: 50.7% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.853us 64K:3.235us 2M:24.98us 16M:48.66us 64M:65.72us 256M:63.39us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 12us + bytes /
# 3.45e+05 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 21.0% RMS relative over 450 repetitions.
managed_free_ns = 4K:12.66us 64K:11.89us 2M:11.77us 16M:12.2us 64M:11.73us 256M:12.92us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26uu/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.3%, 512K 17.0%, 1M 16.4%, 2M 15.3%, 4M 15.1%, 8M 14.6%, 16M
# 14.2%, 32M 14.9%.
# Residual: 29.4% RMS relative over 1050 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     103.9us     87.05us
# seq             2M          0         2         2     2097152           0     262.9us       309us
# seq            16M          0        16        16    16777216           0     1.966ms     2.285ms
# seq            64M          0        64        64    67108864           0     9.179ms      9.06ms
# seq           256M          0       256       256   268435456           0     39.81ms     36.16ms
# stride         64M        64K         4        32    67108864           0     6.155ms     6.143ms
# stride        256M         2M        16       128     8388608           0     2.769ms     3.115ms
# random         16M          0        16        16    16777216           0     2.229ms     2.285ms
# random         64M          0        39       104    67108864           0     10.48ms     8.569ms
# random        256M          0       127       907   268435456           0     54.79ms     39.66ms
# fresh           2M          0         2         2           0     2097152     170.2us     191.2us
# fresh          16M          0        16        16           0    16777216     1.218ms     1.342ms
# fresh          64M          0        64        64           0    67108864     5.817ms     5.289ms
# fresh         256M          0       256       256           0   268435456     25.69ms     21.08ms
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
# prefetch at the driver's defaults). Result: 41.37us per batch, 13.57us per
# VA block, bytes / 12.2 GB/s moved, 26.71us per faulting kernel, bytes / 38.4
# GB/s zero-filled.
# Residual: 29.4% RMS relative over 1050 repetitions.
fault_batch_ns = 41.37us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.4% RMS relative over 1050 repetitions.
fault_block_ns = 13.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 29.4% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:336.7ns 64K:5.388us 512K:43.1us 1M:86.2us 2M:172.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.4% RMS relative over 1050 repetitions.
fault_wake_ns = 26.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 29.4% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:106.6ns 64K:1.705us 512K:13.64us 1M:27.28us 2M:54.55us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 41.81us + bytes /
# 46 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 15.0% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:39.28us 2M:126.6us 16M:445.3us 64M:1.377ms 256M:5.439ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 18.26us + bytes / 9.51 GB/s, misses by 31.5% RMS, so it is not used.
# Residual: 33.9% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:25.12us 2M:243.8us 16M:1.656ms 64M:8.586ms 256M:26.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 22.91us + bytes / 8.59 GB/s, misses by 33.8% RMS, so it is not used.
# Residual: 35.0% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:29.81us 512K:93.13us 2M:251.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 23.43us + bytes / 3.16 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 19.4% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:43.4us 512K:212.9us 2M:638.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26uu/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 322.5us +
# bytes / 2.37 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 20.7% RMS relative over 450 repetitions.
host_populate_ns = 64K:369.6us 256K:450.2us 2M:981.2us 16M:7.747ms 64M:31.1ms 256M:125.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.191us + bytes / 908 GB/s, misses by 39.9% RMS, so
# it is not used.
# Residual: 37.1% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.465us 2M:4.327us 16M:22.55us 64M:80.7us 256M:322.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 14.95us + bytes / 81.7 GB/s, misses
# by 25.0% RMS, so it is not used.
# Residual: 21.1% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:18.49us 2M:32.11us 16M:225.4us 64M:913.7us 256M:3.765ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 32.0% RMS relative over 225 repetitions.
prefetch_defer_ns = 114us

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
# measured medians (225 points at 3 sizes): the best line, 9.02us + bytes /
# 225 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 24.0% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:18.36us 16M:83.24us 64M:308.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line, 27us
# + bytes / 185 GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 20.8% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:37.99us 16M:121.8us 64M:379.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 4.176us
# + bytes / 166 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 27.5% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:17.03us 16M:101.3us 64M:402.7us 256M:1.685ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.026us + bytes / 9.7 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 20.5% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.639us 64K:24.12us 2M:163.8us 16M:1.861ms 64M:8.402ms 256M:35.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.47us + bytes / 8.81 GB/s,
# misses by 30.2% RMS, so it is not used.
# Residual: 26.6% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.2us 64K:30.69us 2M:277us 16M:2.144ms 64M:7.239ms 256M:26.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 7.89 GB/s, misses by 45.9% RMS, so it is not used.
# Residual: 39.2% RMS relative over 300 repetitions.
host_read_ns = 64K:7.38us 2M:218.4us 16M:2.397ms 64M:10.47ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 21 GB/s, misses by
# 48.9% RMS, so it is not used.
# Residual: 34.5% RMS relative over 300 repetitions.
host_write_ns = 64K:1.371us 2M:72.31us 16M:1.259ms 64M:6.245ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (300 points at 4 sizes): the best line, 789ns + bytes / 10 GB/s, misses by
# 18.0% RMS, so it is not used.
# Residual: 18.0% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:7.323us 2M:215.3us 16M:1.656ms 64M:6.623ms

