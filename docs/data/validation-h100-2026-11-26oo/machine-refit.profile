# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26oo/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26oo/machine.profile --from
# docs/data/validation-h100-2026-11-26oo/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26oo/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26oo/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26oo/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26oo/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26oo/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26oo/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26oo/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26oo/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26oo/calibration-10.profile.measuremen` on
# 2026-11-26T16:54:23Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26oo/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:54:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 16.6% RMS relative over 75 repetitions.
launch_ns = 4.259us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.5% RMS relative over 75 repetitions.
kernel_gap_ns = 2.036us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.719us + bytes / 6.11e+03 GB/s, misses by 60.0% RMS,
# so it is not used.
# Residual: 30.6% RMS relative over 675 repetitions.
malloc_ns = 4K:2.85us 64K:2.681us 1M:2.738us 1536K:2.679us 2M:55.57us 8M:46.75us 64M:56.85us 256M:72.66us 1G:137.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.417us + bytes / 1.54e+03 GB/s, misses by 54.8% RMS, so it is
# not used.
# Residual: 30.9% RMS relative over 675 repetitions.
free_ns = 4K:3.249us 64K:2.693us 1M:2.665us 1536K:2.724us 2M:40.78us 8M:43.31us 64M:80.04us 256M:175.3us 1G:589.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 4.062us + bytes / 5.06e+03 GB/s, misses by 68.3% RMS, so it is not used.
# Residual: 46.0% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.959us 64K:3.451us 2M:26.49us 16M:44.13us 64M:46.4us 256M:46.66us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 12.45us + bytes /
# 4.21e+05 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.4% RMS relative over 450 repetitions.
managed_free_ns = 4K:13.07us 64K:11.98us 2M:12.58us 16M:12.64us 64M:12.22us 256M:13.19us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26oo/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.9%, 512K 16.6%, 1M 15.9%, 2M 15.1%, 4M 14.7%, 8M 14.6%, 16M
# 14.8%, 32M 15.7%.
# Residual: 25.0% RMS relative over 1050 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.71us     71.31us
# seq             2M          0         2         2     2097152           0     239.6us     291.9us
# seq            16M          0        16        16    16777216           0     1.848ms     2.116ms
# seq            64M          0        64        64    67108864           0     9.148ms     8.371ms
# seq           256M          0       256       256   268435456           0     39.96ms     33.39ms
# stride         64M        64K         8        32    67108864           0     6.709ms     6.782ms
# stride        256M         2M        32       128     8388608           0     2.756ms     3.159ms
# random         16M          0        12        16    16777216           0     2.098ms     2.033ms
# random         64M          0        36       161    67108864           0     10.25ms      9.07ms
# random        256M          0       125      1211   268435456           0     52.65ms     43.29ms
# fresh           2M          0         2         2           0     2097152     159.6us     187.3us
# fresh          16M          0        16        16           0    16777216     1.171ms      1.28ms
# fresh          64M          0        64        64           0    67108864     5.832ms     5.025ms
# fresh         256M          0       256       256           0   268435456     24.49ms        20ms
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
# prefetch at the driver's defaults). Result: 20.81us per batch, 13.22us per
# VA block, bytes / 10.9 GB/s moved, 31.26us per faulting kernel, bytes / 23.8
# GB/s zero-filled.
# Residual: 25.0% RMS relative over 1050 repetitions.
fault_batch_ns = 20.81us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.0% RMS relative over 1050 repetitions.
fault_block_ns = 13.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.0% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:376.1ns 64K:6.017us 512K:48.14us 1M:96.27us 2M:192.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.0% RMS relative over 1050 repetitions.
fault_wake_ns = 31.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.0% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:171.9ns 64K:2.75us 512K:22us 1M:43.99us 2M:87.99us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 41.69us + bytes /
# 46 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 10.7% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:39.19us 2M:125.8us 16M:445.2us 64M:1.38ms 256M:5.442ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.4us + bytes / 10.8 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 18.6% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:23.2us 2M:239.4us 16M:1.507ms 64M:6.134ms 256M:23.89ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 16.89us + bytes / 9.77 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 20.0% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:23.62us 512K:70.26us 2M:232.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 23.64us + bytes / 3.17 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 13.5% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:43.62us 512K:210.8us 2M:640.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26oo/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 296us +
# bytes / 2.63 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 16.9% RMS relative over 450 repetitions.
host_populate_ns = 64K:343.1us 256K:411.1us 2M:874us 16M:7.055ms 64M:28.15ms 256M:114.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 3.243us + bytes / 1.02e+03 GB/s, misses by 38.3% RMS,
# so it is not used.
# Residual: 35.4% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.28us 2M:4.261us 16M:21.16us 64M:68.31us 256M:284.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 14.4us + bytes / 80.4 GB/s, misses
# by 24.7% RMS, so it is not used.
# Residual: 21.6% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:17.62us 2M:32.18us 16M:232.8us 64M:923.2us 256M:3.748ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 27.6% RMS relative over 225 repetitions.
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
# measured medians (225 points at 3 sizes): the best line, 7.163us + bytes /
# 229 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:16.33us 16M:79.78us 64M:301.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 25.78us + bytes / 186 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 19.0% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:36.83us 16M:119.4us 64M:379.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 633.8ns
# + bytes / 163 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 26.9% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:13.7us 16M:99.85us 64M:417.5us 256M:1.681ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.922us + bytes / 9.57 GB/s, misses by 31.0% RMS, so it is not used.
# Residual: 20.2% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.54us 64K:24.6us 2M:168.3us 16M:1.928ms 64M:8.084ms 256M:34.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 15.86us + bytes / 10.3 GB/s,
# misses by 26.0% RMS, so it is not used.
# Residual: 17.9% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.32us 64K:30.34us 2M:271.7us 16M:1.586ms 64M:6.164ms 256M:24.25ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 8.65 GB/s, misses by 45.2% RMS, so it is not used.
# Residual: 37.9% RMS relative over 300 repetitions.
host_read_ns = 64K:6.155us 2M:201.7us 16M:2.161ms 64M:9.254ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 24.2 GB/s, misses by
# 40.6% RMS, so it is not used.
# Residual: 22.4% RMS relative over 300 repetitions.
host_write_ns = 64K:1.21us 2M:62.76us 16M:1.068ms 64M:5.265ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 445.2ns
# + bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 9.9%).
# Residual: 9.9% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.594us 2M:197.2us 16M:1.575ms 64M:6.297ms

