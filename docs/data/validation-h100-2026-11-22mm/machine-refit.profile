# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22mm/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22mm/machine.profile --from
# docs/data/validation-h100-2026-11-22mm/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22mm/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22mm/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22mm/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22mm/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22mm/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22mm/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22mm/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22mm/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22mm/calibration-10.profile.measuremen` on
# 2026-11-22T13:44:26Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22mm/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:44:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 19.2% RMS relative over 75 repetitions.
launch_ns = 4.206us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.8% RMS relative over 75 repetitions.
kernel_gap_ns = 2.031us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.734us + bytes / 6.57e+03 GB/s, misses by 60.8% RMS,
# so it is not used.
# Residual: 33.4% RMS relative over 675 repetitions.
malloc_ns = 4K:2.812us 64K:2.738us 1M:2.718us 1536K:2.691us 2M:55.88us 8M:43.76us 64M:59.68us 256M:67.65us 1G:128.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.006us + bytes / 1.99e+03 GB/s, misses by 57.2% RMS, so it is
# not used.
# Residual: 34.4% RMS relative over 675 repetitions.
free_ns = 4K:2.619us 64K:2.336us 1M:2.432us 1536K:2.053us 2M:41.19us 8M:41.55us 64M:69.07us 256M:146.1us 1G:445.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.612us + bytes / 5.89e+03 GB/s, misses by 68.4% RMS, so it is not used.
# Residual: 45.8% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.598us 64K:3.018us 2M:24.59us 16M:34.14us 64M:41.78us 256M:40.17us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 9.871us + bytes /
# 4.86e+05 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 16.8% RMS relative over 450 repetitions.
managed_free_ns = 4K:10.26us 64K:9.648us 2M:9.681us 16M:10.04us 64M:9.946us 256M:10.43us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22mm/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.3%, 512K 15.0%, 1M 14.5%, 2M 13.9%, 4M 13.6%, 8M 13.5%, 16M
# 13.9%, 32M 14.8%.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.62us     69.93us
# seq             2M          0         2         2     2097152           0     227.1us     259.3us
# seq            16M          0        16        16    16777216           0     1.499ms      1.81ms
# seq            64M          0        64        64    67108864           0     7.879ms     7.127ms
# seq           256M          0       256       256   268435456           0     33.58ms      28.4ms
# stride         64M        64K         8        32    67108864           0     5.729ms     5.898ms
# stride        256M         2M        32       128     8388608           0     2.407ms      2.69ms
# random         16M          0        12        16    16777216           0     1.892ms     1.749ms
# random         64M          0        36       161    67108864           0     8.666ms      7.83ms
# random        256M          0       125      1211   268435456           0     43.06ms     37.52ms
# fresh           2M          0         2         2           0     2097152     140.4us     160.3us
# fresh          16M          0        16        16           0    16777216     901.8us     1.018ms
# fresh          64M          0        64        64           0    67108864     4.496ms     3.959ms
# fresh         256M          0       256       256           0   268435456     19.64ms     15.72ms
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
# prefetch at the driver's defaults). Result: 15.29us per batch, 11.66us per
# VA block, bytes / 12.5 GB/s moved, 37.74us per faulting kernel, bytes / 30.6
# GB/s zero-filled.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_batch_ns = 15.29us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_block_ns = 11.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:327.5ns 64K:5.239us 512K:41.91us 1M:83.83us 2M:167.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_wake_ns = 37.74us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.0% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:134.1ns 64K:2.145us 512K:17.16us 1M:34.32us 2M:68.64us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 38.41us + bytes /
# 47.2 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 7.0% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:36.27us 2M:120.6us 16M:423.9us 64M:1.351ms 256M:5.31ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 16.2us + bytes / 12.8 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 18.2% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:21.06us 2M:208.4us 16M:1.323ms 64M:5.06ms 256M:20.04ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 16.04us + bytes / 11.1 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 17.0% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:22.02us 512K:62.72us 2M:206.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.54us + bytes / 3.86 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 15.8% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:38.78us 512K:178.2us 2M:526.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22mm/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 254.4us +
# bytes / 3.15 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 16.8% RMS relative over 450 repetitions.
host_populate_ns = 64K:299.8us 256K:343.1us 2M:740.4us 16M:5.832ms 64M:23.22ms 256M:97.64ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.197us + bytes / 1.57e+03 GB/s, misses by 29.8% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:2.969us 2M:2.814us 16M:14.21us 64M:46.33us 256M:175.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 13.2us + bytes / 102 GB/s, misses by
# 20.0% RMS, so it is not used.
# Residual: 16.1% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:16.02us 2M:27.18us 16M:194.2us 64M:733.8us 256M:2.764ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 27.5% RMS relative over 225 repetitions.
prefetch_defer_ns = 94.21us

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
# measured medians (225 points at 3 sizes): the best line, 7.461us + bytes /
# 284 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 16.0% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:14.79us 16M:68.45us 64M:238.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 26.2us + bytes / 204 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 19.3% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:36.37us 16M:109.5us 64M:352us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 1.356us
# + bytes / 190 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 24.6% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:12.5us 16M:87.02us 64M:352.9us 256M:1.448ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.816us + bytes / 11.3 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 17.3% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.32us 64K:23.45us 2M:150.6us 16M:1.551ms 64M:6.481ms 256M:28.79ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.06us + bytes / 11.4 GB/s,
# misses by 27.3% RMS, so it is not used.
# Residual: 17.7% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:13.42us 64K:29.92us 2M:270.3us 16M:1.437ms 64M:5.463ms 256M:21.39ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 11.9 GB/s, misses by 37.1% RMS, so it is not used.
# Residual: 31.1% RMS relative over 300 repetitions.
host_read_ns = 64K:4.504us 2M:133.9us 16M:1.87ms 64M:7.798ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 29.1 GB/s, misses by
# 37.5% RMS, so it is not used.
# Residual: 17.8% RMS relative over 300 repetitions.
host_write_ns = 64K:1.071us 2M:52.13us 16M:901us 64M:4.596ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 571.7ns
# + bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 9.9%).
# Residual: 9.9% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.247us 2M:182.2us 16M:1.453ms 64M:5.812ms

