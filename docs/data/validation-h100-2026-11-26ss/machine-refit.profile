# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-26ss/machine-refit.profile --base
# docs/data/validation-h100-2026-11-26ss/machine.profile --from
# docs/data/validation-h100-2026-11-26ss/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ss/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ss/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ss/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ss/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ss/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ss/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ss/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ss/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-26ss/calibration-10.profile.measuremen` on
# 2026-11-26T20:21:00Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-26ss/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:21:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 20.6% RMS relative over 75 repetitions.
launch_ns = 3.661us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 4.8% RMS relative over 75 repetitions.
kernel_gap_ns = 2.015us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.216us + bytes / 7.29e+03 GB/s, misses by 63.0% RMS,
# so it is not used.
# Residual: 37.6% RMS relative over 675 repetitions.
malloc_ns = 4K:2.523us 64K:1.991us 1M:2.303us 1536K:2.223us 2M:46.98us 8M:36.1us 64M:48.15us 256M:56.57us 1G:115.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 1.657us + bytes / 2.46e+03 GB/s, misses by 57.7% RMS, so it is
# not used.
# Residual: 36.7% RMS relative over 675 repetitions.
free_ns = 4K:2.275us 64K:1.652us 1M:2.107us 1536K:1.765us 2M:37.35us 8M:33.93us 64M:55.42us 256M:106.8us 1G:374.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.324us + bytes / 9.25e+03 GB/s, misses by 67.3% RMS, so it is not used.
# Residual: 43.2% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:2.979us 64K:2.882us 2M:16.72us 16M:25.66us 64M:26.9us 256M:26.68us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 7.922us + bytes /
# 5e+05 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 450 repetitions.
managed_free_ns = 4K:9.115us 64K:7.558us 2M:7.738us 16M:7.83us 64M:7.817us 256M:8.542us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-26ss/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.3%, 512K 18.1%, 1M 17.7%, 2M 16.7%, 4M 15.8%, 8M 14.0%, 16M
# 13.3%, 32M 13.7%.
# Residual: 23.8% RMS relative over 1050 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.55us     59.48us
# seq             2M          0         2         2     2097152           0     191.6us     214.6us
# seq            16M          0        16        16    16777216           0     1.396ms     1.612ms
# seq            64M          0        64        64    67108864           0     6.482ms     6.402ms
# seq           256M          0       256       256   268435456           0     27.99ms     25.56ms
# stride         64M        64K         4        32    67108864           0     4.355ms      4.19ms
# stride        256M         2M        16       128     8388608           0     1.883ms     2.086ms
# random         16M          0        16        16    16777216           0     1.501ms     1.612ms
# random         64M          0        39       104    67108864           0     6.562ms     5.931ms
# random        256M          0       127       907   268435456           0     35.16ms     26.89ms
# fresh           2M          0         2         2           0     2097152     106.5us     123.1us
# fresh          16M          0        16        16           0    16777216     796.8us     879.7us
# fresh          64M          0        64        64           0    67108864     4.031ms     3.474ms
# fresh         256M          0       256       256           0   268435456     17.05ms     13.85ms
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
# prefetch at the driver's defaults). Result: 32.35us per batch, 8.45us per VA
# block, bytes / 17.8 GB/s moved, 14.99us per faulting kernel, bytes / 79.2
# GB/s zero-filled.
# Residual: 23.8% RMS relative over 1050 repetitions.
fault_batch_ns = 32.35us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 1050 repetitions.
fault_block_ns = 8.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.8% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:230.4ns 64K:3.687us 512K:29.49us 1M:58.99us 2M:118us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 1050 repetitions.
fault_wake_ns = 14.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.8% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:51.72ns 64K:827.5ns 512K:6.62us 1M:13.24us 2M:26.48us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 35.24us + bytes /
# 47.5 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 11.5% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:33.49us 2M:116.4us 16M:411us 64M:1.341ms 256M:5.288ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 15.28us + bytes / 14.5 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 20.0% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:19.51us 2M:188.6us 16M:1.137ms 64M:4.442ms 256M:17.9ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 15.56us + bytes / 11.3 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 20.0% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:21.31us 512K:62.48us 2M:200us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 21.85us + bytes / 4.12 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 18.0% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:37.08us 512K:166.4us 2M:495.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-26ss/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 220us +
# bytes / 3.58 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 17.0% RMS relative over 450 repetitions.
host_populate_ns = 64K:252.8us 256K:305.9us 2M:648.3us 16M:5.187ms 64M:20.71ms 256M:82.94ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 1.664us + bytes / 1.86e+03 GB/s, misses by 32.6% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:2.262us 2M:2.216us 16M:11.37us 64M:39.39us 256M:152.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 10.22us + bytes / 117 GB/s, misses
# by 16.8% RMS, so it is not used.
# Residual: 12.2% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:11.99us 2M:23.32us 16M:165.1us 64M:629.1us 256M:2.386ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 25.1% RMS relative over 225 repetitions.
prefetch_defer_ns = 85.38us

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
# measured medians (225 points at 3 sizes): the best line, 6.791us + bytes /
# 305 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.8% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:13.64us 16M:62.31us 64M:225.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 24.38us + bytes / 222 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 18.8% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:33.75us 16M:100.6us 64M:324.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 2.126us
# + bytes / 199 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 24.8% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:12.62us 16M:86.58us 64M:338.2us 256M:1.345ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.235us + bytes / 12.1 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 18.3% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:6.785us 64K:22.37us 2M:137us 16M:1.433ms 64M:6.373ms 256M:28.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 14.82us + bytes / 13 GB/s,
# misses by 28.5% RMS, so it is not used.
# Residual: 19.3% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:13.16us 64K:27.92us 2M:232.8us 16M:1.262ms 64M:4.798ms 256M:18.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 15 GB/s, misses by 39.6% RMS, so it is not used.
# Residual: 37.2% RMS relative over 300 repetitions.
host_read_ns = 64K:4.296us 2M:103.8us 16M:1.663ms 64M:7.091ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 32.7 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 15.9% RMS relative over 300 repetitions.
host_write_ns = 64K:912ns 2M:46.72us 16M:747.9us 64M:4.19ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 0ns +
# bytes / 13 GB/s, written at the measured sizes (the medians would give
# 10.0%).
# Residual: 10.1% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:5.029us 2M:161.7us 16M:1.293ms 64M:5.174ms

