# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22hh/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22hh/machine.profile --from
# docs/data/validation-h100-2026-11-22hh/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22hh/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22hh/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22hh/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22hh/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22hh/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22hh/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22hh/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22hh/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22hh/calibration-10.profile.measuremen` on
# 2026-11-22T08:40:21Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22hh/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:40:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 14.7% RMS relative over 75 repetitions.
launch_ns = 4.127us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.8% RMS relative over 75 repetitions.
kernel_gap_ns = 2.143us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.917us + bytes / 5.79e+03 GB/s, misses by 63.3% RMS,
# so it is not used.
# Residual: 39.6% RMS relative over 675 repetitions.
malloc_ns = 4K:3.047us 64K:2.98us 1M:2.895us 1536K:2.839us 2M:60.52us 8M:48.19us 64M:75.8us 256M:80.15us 1G:146.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.316us + bytes / 1.45e+03 GB/s, misses by 65.3% RMS, so it is
# not used.
# Residual: 47.6% RMS relative over 675 repetitions.
free_ns = 4K:3.442us 64K:2.61us 1M:2.784us 1536K:2.511us 2M:44.39us 8M:44.82us 64M:81.52us 256M:191.2us 1G:634.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.258us + bytes / 5.41e+03 GB/s, misses by 69.8% RMS, so it is not used.
# Residual: 48.0% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:4.177us 64K:3.548us 2M:25.43us 16M:37.07us 64M:51.27us 256M:44.33us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 12.21us + bytes /
# 3.31e+05 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 31.2% RMS relative over 450 repetitions.
managed_free_ns = 4K:12.89us 64K:12.15us 2M:12.09us 16M:12.07us 64M:12.07us 256M:13.13us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22hh/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.4%, 512K 15.1%, 1M 14.5%, 2M 13.9%, 4M 13.5%, 8M 13.3%, 16M
# 13.5%, 32M 14.5%.
# Residual: 27.5% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.85us      70.5us
# seq             2M          0         2         2     2097152           0     237.2us     284.4us
# seq            16M          0        16        16    16777216           0     1.883ms     2.061ms
# seq            64M          0        64        64    67108864           0     8.437ms     8.153ms
# seq           256M          0       256       256   268435456           0     34.81ms     32.52ms
# stride         64M        64K         8        32    67108864           0     6.598ms     6.574ms
# stride        256M         2M        32       128     8388608           0     2.799ms     3.185ms
# random         16M          0        12        16    16777216           0     2.136ms      1.98ms
# random         64M          0        36       161    67108864           0     9.878ms     8.918ms
# random        256M          0       125      1211   268435456           0     51.04ms        43ms
# fresh           2M          0         2         2           0     2097152     154.6us     184.5us
# fresh          16M          0        16        16           0    16777216     1.171ms     1.262ms
# fresh          64M          0        64        64           0    67108864     5.815ms     4.954ms
# fresh         256M          0       256       256           0   268435456     24.06ms     19.73ms
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
# prefetch at the driver's defaults). Result: 20.33us per batch, 13.76us per
# VA block, bytes / 11.3 GB/s moved, 30.61us per faulting kernel, bytes / 24.5
# GB/s zero-filled.
# Residual: 27.5% RMS relative over 1050 repetitions.
fault_batch_ns = 20.33us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.5% RMS relative over 1050 repetitions.
fault_block_ns = 13.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.5% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:362.6ns 64K:5.801us 512K:46.41us 1M:92.82us 2M:185.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.5% RMS relative over 1050 repetitions.
fault_wake_ns = 30.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.5% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:167.4ns 64K:2.678us 512K:21.42us 1M:42.84us 2M:85.69us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 42.35us + bytes /
# 46.2 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 12.4% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:39.88us 2M:123.3us 16M:441.5us 64M:1.379ms 256M:5.444ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 18.29us + bytes / 10.6 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 26.9% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:24.28us 2M:232.1us 16M:1.529ms 64M:5.999ms 256M:26.41ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 17.73us + bytes / 8.9 GB/s, misses by 30.2% RMS, so it is not used.
# Residual: 30.2% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:25.1us 512K:76.61us 2M:253.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 24.15us + bytes / 3.36 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 20.9% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:42.7us 512K:210.9us 2M:593.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22hh/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 304.9us +
# bytes / 2.55 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 18.3% RMS relative over 450 repetitions.
host_populate_ns = 64K:350.8us 256K:420.7us 2M:919.6us 16M:7.192ms 64M:29.08ms 256M:115.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.846us + bytes / 999 GB/s, misses by 38.0% RMS, so
# it is not used.
# Residual: 35.5% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:3.969us 2M:3.875us 16M:21.09us 64M:74.43us 256M:282.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 13.7us + bytes / 81.8 GB/s, misses
# by 24.1% RMS, so it is not used.
# Residual: 20.7% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:16.52us 2M:31.52us 16M:238.9us 64M:923.6us 256M:3.433ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 31.1% RMS relative over 225 repetitions.
prefetch_defer_ns = 94.18us

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
# measured medians (225 points at 3 sizes): the best line, 9.426us + bytes /
# 259 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 24.9% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:17.52us 16M:74.08us 64M:268.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22hh/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.052us
# + bytes / 170 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 27.6% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:15.55us 16M:99.72us 64M:388.9us 256M:1.647ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.984us + bytes / 9.78 GB/s, misses by 32.6% RMS, so it is not used.
# Residual: 23.2% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.575us 64K:24.38us 2M:168us 16M:1.806ms 64M:7.847ms 256M:34.13ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 16.06us + bytes / 11 GB/s,
# misses by 27.1% RMS, so it is not used.
# Residual: 19.1% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.43us 64K:30.09us 2M:256.2us 16M:1.476ms 64M:5.737ms 256M:22.76ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 8.22 GB/s, misses by 45.8% RMS, so it is not used.
# Residual: 40.0% RMS relative over 300 repetitions.
host_read_ns = 64K:7.304us 2M:211.5us 16M:2.32ms 64M:9.67ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 23.6 GB/s, misses by
# 44.7% RMS, so it is not used.
# Residual: 26.7% RMS relative over 300 repetitions.
host_write_ns = 64K:1.305us 2M:64.19us 16M:1.181ms 64M:5.466ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 123.7ns
# + bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 11.0%).
# Residual: 11.0% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.195us 2M:194.4us 16M:1.554ms 64M:6.218ms

