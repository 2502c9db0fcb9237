# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22gg/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22gg/machine.profile --from
# docs/data/validation-h100-2026-11-22gg/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22gg/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22gg/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22gg/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22gg/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22gg/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22gg/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22gg/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22gg/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22gg/calibration-10.profile.measuremen` on
# 2026-11-22T08:21:39Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22gg/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:21:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 17.4% RMS relative over 75 repetitions.
launch_ns = 4.512us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 5.8% RMS relative over 75 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.803us + bytes / 5.54e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 34.4% RMS relative over 675 repetitions.
malloc_ns = 4K:2.862us 64K:2.884us 1M:2.797us 1536K:2.783us 2M:58.33us 8M:48.48us 64M:70.19us 256M:75.24us 1G:153us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.385us + bytes / 1.43e+03 GB/s, misses by 62.9% RMS, so it is
# not used.
# Residual: 43.2% RMS relative over 675 repetitions.
free_ns = 4K:3.275us 64K:2.732us 1M:2.775us 1536K:2.639us 2M:44.38us 8M:45.54us 64M:82.85us 256M:195.7us 1G:632.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.949us + bytes / 4.34e+03 GB/s, misses by 68.1% RMS, so it is not used.
# Residual: 44.6% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.872us 64K:3.369us 2M:27.42us 16M:41.6us 64M:53.57us 256M:53.28us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 12.29us + bytes /
# 2.71e+05 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 24.7% RMS relative over 450 repetitions.
managed_free_ns = 4K:13.16us 64K:11.8us 2M:12.37us 16M:12.29us 64M:12.21us 256M:13.38us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22gg/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.7%, 512K 15.4%, 1M 14.9%, 2M 14.0%, 4M 13.5%, 8M 12.8%, 16M
# 12.7%, 32M 13.5%.
# Residual: 22.9% RMS relative over 1050 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.69us     76.76us
# seq             2M          0         2         2     2097152           0     256.4us     299.9us
# seq            16M          0        16        16    16777216           0     1.972ms     2.254ms
# seq            64M          0        64        64    67108864           0     9.314ms     8.952ms
# seq           256M          0       256       256   268435456           0      36.6ms     35.74ms
# stride         64M        64K         4        32    67108864           0     6.594ms     6.329ms
# stride        256M         2M        16       128     8388608           0     2.817ms     3.127ms
# random         16M          0        16        16    16777216           0     2.208ms     2.254ms
# random         64M          0        39       104    67108864           0     10.17ms     8.615ms
# random        256M          0       127       907   268435456           0     51.07ms      40.3ms
# fresh           2M          0         2         2           0     2097152       159us     181.5us
# fresh          16M          0        16        16           0    16777216     1.194ms     1.306ms
# fresh          64M          0        64        64           0    67108864     5.925ms      5.16ms
# fresh         256M          0       256       256           0   268435456     24.37ms     20.58ms
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
# prefetch at the driver's defaults). Result: 36.16us per batch, 14.17us per
# VA block, bytes / 11.8 GB/s moved, 20.85us per faulting kernel, bytes / 35
# GB/s zero-filled.
# Residual: 22.9% RMS relative over 1050 repetitions.
fault_batch_ns = 36.16us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 1050 repetitions.
fault_block_ns = 14.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.9% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:348.5ns 64K:5.576us 512K:44.61us 1M:89.21us 2M:178.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 1050 repetitions.
fault_wake_ns = 20.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.9% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:117.1ns 64K:1.873us 512K:14.99us 1M:29.97us 2M:59.95us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 43.28us + bytes /
# 45.9 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 7.7% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:40.69us 2M:125.2us 16M:447.7us 64M:1.387ms 256M:5.461ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.51us + bytes / 10.8 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 21.2% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:23.34us 2M:234us 16M:1.502ms 64M:5.998ms 256M:24.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 17.29us + bytes / 9.63 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 18.8% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:24.12us 512K:71.41us 2M:235.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.81us + bytes / 3.28 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 16.9% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:42.02us 512K:205.9us 2M:614.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22gg/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 317us +
# bytes / 2.49 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 18.6% RMS relative over 450 repetitions.
host_populate_ns = 64K:366.9us 256K:436.8us 2M:930.2us 16M:7.53ms 64M:29.56ms 256M:118.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.959us + bytes / 956 GB/s, misses by 41.7% RMS, so
# it is not used.
# Residual: 38.8% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.223us 2M:4.008us 16M:22.15us 64M:76.27us 256M:301.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 15.87us + bytes / 72.8 GB/s, misses
# by 23.0% RMS, so it is not used.
# Residual: 19.9% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:18.72us 2M:36.77us 16M:261.5us 64M:995us 256M:3.947ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 32.9% RMS relative over 225 repetitions.
prefetch_defer_ns = 103.5us

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
# measured medians (225 points at 3 sizes): the best line, 9.33us + bytes /
# 228 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 25.8% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:18.56us 16M:81.87us 64M:306.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22gg/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 2.691us
# + bytes / 159 GB/s, misses by 26.9% RMS, so it is not used.
# Residual: 26.9% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:16.03us 16M:106.4us 64M:424.6us 256M:1.724ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 8.075us + bytes / 9.81 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 20.0% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.658us 64K:24.81us 2M:163.5us 16M:1.865ms 64M:8.243ms 256M:33.47ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.94us + bytes / 10.5 GB/s,
# misses by 25.7% RMS, so it is not used.
# Residual: 17.3% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.32us 64K:30.86us 2M:267.8us 16M:1.546ms 64M:5.969ms 256M:23.89ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 8.38 GB/s, misses by 41.3% RMS, so it is not used.
# Residual: 31.5% RMS relative over 300 repetitions.
host_read_ns = 64K:6.412us 2M:199.3us 16M:2.359ms 64M:10.34ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 23.6 GB/s, misses by
# 42.2% RMS, so it is not used.
# Residual: 21.2% RMS relative over 300 repetitions.
host_write_ns = 64K:1.206us 2M:64.12us 16M:1.194ms 64M:6.038ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 386ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 10.3%).
# Residual: 10.3% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.73us 2M:203.4us 16M:1.624ms 64M:6.497ms

