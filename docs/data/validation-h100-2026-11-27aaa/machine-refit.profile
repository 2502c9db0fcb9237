# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-27aaa/machine-refit.profile --base
# docs/data/validation-h100-2026-11-27aaa/machine.profile --from
# docs/data/validation-h100-2026-11-27aaa/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27aaa/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27aaa/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27aaa/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27aaa/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27aaa/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27aaa/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27aaa/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-27aaa/calibration-9.profile.measurements.csv.gz
# --from docs/data/validation-h100-2026-11-27aaa/calibration-10.profil` on
# 2026-11-27T01:04:18Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-27aaa/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:04:18Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 20.3% RMS relative over 75 repetitions.
launch_ns = 4.071us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.5% RMS relative over 75 repetitions.
kernel_gap_ns = 2.139us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.777us + bytes / 6.42e+03 GB/s, misses by 63.0% RMS,
# so it is not used.
# Residual: 37.8% RMS relative over 675 repetitions.
malloc_ns = 4K:2.895us 64K:2.769us 1M:2.723us 1536K:2.739us 2M:54.76us 8M:42.28us 64M:51.99us 256M:66.29us 1G:131.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 1.922us + bytes / 1.88e+03 GB/s, misses by 59.6% RMS, so it is
# not used.
# Residual: 39.2% RMS relative over 675 repetitions.
free_ns = 4K:2.768us 64K:2.208us 1M:2.229us 1536K:2.068us 2M:40.53us 8M:39.95us 64M:70.88us 256M:147.9us 1G:485.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.89us + bytes / 4.86e+03 GB/s, misses by 73.5% RMS, so it is not used.
# Residual: 54.2% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.899us 64K:3.2us 2M:21.62us 16M:34us 64M:48.78us 256M:47.73us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 11.04us + bytes /
# 2.34e+05 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 26.4% RMS relative over 450 repetitions.
managed_free_ns = 4K:11.5us 64K:10.76us 2M:10.85us 16M:10.99us 64M:11.65us 256M:12.11us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-27aaa/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.4%, 512K 17.1%, 1M 16.5%, 2M 15.6%, 4M 15.0%, 8M 14.2%, 16M
# 14.0%, 32M 14.7%.
# Residual: 29.0% RMS relative over 1050 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0        84us     69.88us
# seq             2M          0         2         2     2097152           0     222.7us     274.9us
# seq            16M          0        16        16    16777216           0     1.848ms     2.088ms
# seq            64M          0        64        64    67108864           0     8.771ms     8.306ms
# seq           256M          0       256       256   268435456           0     37.11ms     33.18ms
# stride         64M        64K         4        32    67108864           0     6.015ms     5.732ms
# stride        256M         2M        16       128     8388608           0      2.59ms     2.899ms
# random         16M          0        16        16    16777216           0     1.982ms     2.088ms
# random         64M          0        39       104    67108864           0     9.287ms     7.926ms
# random        256M          0       127       907   268435456           0     48.99ms     36.99ms
# fresh           2M          0         2         2           0     2097152       146us     162.4us
# fresh          16M          0        16        16           0    16777216     1.074ms     1.188ms
# fresh          64M          0        64        64           0    67108864      5.29ms     4.704ms
# fresh         256M          0       256       256           0   268435456      22.2ms     18.77ms
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
# prefetch at the driver's defaults). Result: 35.96us per batch, 12.99us per
# VA block, bytes / 13 GB/s moved, 15.89us per faulting kernel, bytes / 43.2
# GB/s zero-filled.
# Residual: 29.0% RMS relative over 1050 repetitions.
fault_batch_ns = 35.96us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.0% RMS relative over 1050 repetitions.
fault_block_ns = 12.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 29.0% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:314.7ns 64K:5.036us 512K:40.29us 1M:80.58us 2M:161.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 29.0% RMS relative over 1050 repetitions.
fault_wake_ns = 15.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 29.0% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:94.91ns 64K:1.519us 512K:12.15us 1M:24.3us 2M:48.59us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 37.6us + bytes / 46
# GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 11.2% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:35.62us 2M:121.8us 16M:431.4us 64M:1.373ms 256M:5.48ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 16.61us + bytes / 12.2 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 24.4% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:21.8us 2M:206.7us 16M:1.278ms 64M:5.417ms 256M:22.94ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 23.88us + bytes / 9.43 GB/s, misses by 35.6% RMS, so it is not used.
# Residual: 36.9% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:31.58us 512K:74.14us 2M:261.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 22.05us + bytes / 3.27 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 25.2% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:41.16us 512K:214.3us 2M:605.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-27aaa/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 291.1us +
# bytes / 2.57 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 26.1% RMS relative over 450 repetitions.
host_populate_ns = 64K:338.2us 256K:412.8us 2M:869.1us 16M:7.117ms 64M:29.02ms 256M:121.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.202us + bytes / 1.21e+03 GB/s, misses by 36.5% RMS,
# so it is not used.
# Residual: 33.1% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.516us 2M:3.922us 16M:18.02us 64M:60.58us 256M:233.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 13.11us + bytes / 82.3 GB/s, misses
# by 28.2% RMS, so it is not used.
# Residual: 24.9% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:16.56us 2M:29.72us 16M:228.3us 64M:948.2us 256M:3.672ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 28.0% RMS relative over 225 repetitions.
prefetch_defer_ns = 94.66us

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
# measured medians (225 points at 3 sizes): the best line, 6.855us + bytes /
# 246 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 21.3% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:15.4us 16M:74.34us 64M:281.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 25.3us + bytes / 194 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.2% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:35.94us 16M:113.6us 64M:365.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.728us
# + bytes / 170 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 27.3% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:16.23us 16M:99.34us 64M:394us 256M:1.634ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.972us + bytes / 9.98 GB/s, misses by 32.7% RMS, so it is not used.
# Residual: 20.5% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.588us 64K:23.25us 2M:158.3us 16M:1.845ms 64M:8.05ms 256M:35.93ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 14.9us + bytes / 10.9 GB/s,
# misses by 27.0% RMS, so it is not used.
# Residual: 18.9% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:13.39us 64K:29.35us 2M:255.8us 16M:1.432ms 64M:6.092ms 256M:22.55ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 8.78 GB/s, misses by 56.6% RMS, so it is not used.
# Residual: 45.8% RMS relative over 300 repetitions.
host_read_ns = 64K:6.171us 2M:190.8us 16M:2.235ms 64M:9.827ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 28.1 GB/s, misses by
# 45.6% RMS, so it is not used.
# Residual: 23.8% RMS relative over 300 repetitions.
host_write_ns = 64K:1.126us 2M:53.89us 16M:1.109ms 64M:5.971ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (300 points at 4 sizes): the best line, 186.1ns + bytes / 10.4 GB/s, misses
# by 21.3% RMS, so it is not used.
# Residual: 20.8% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.487us 2M:189.5us 16M:1.584ms 64M:7.069ms

