# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22nn/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22nn/machine.profile --from
# docs/data/validation-h100-2026-11-22nn/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22nn/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22nn/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22nn/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22nn/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22nn/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22nn/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22nn/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22nn/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22nn/calibration-10.profile.measuremen` on
# 2026-11-22T14:21:55Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22nn/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:21:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 75 repetitions.
# Residual: 19.2% RMS relative over 75 repetitions.
launch_ns = 4.23us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 75 repetitions.
# Residual: 5.3% RMS relative over 75 repetitions.
kernel_gap_ns = 2.155us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (675 points at 9
# sizes): the best line, 2.733us + bytes / 5.36e+03 GB/s, misses by 62.5% RMS,
# so it is not used.
# Residual: 37.1% RMS relative over 675 repetitions.
malloc_ns = 4K:3.242us 64K:2.718us 1M:2.692us 1536K:2.605us 2M:57.63us 8M:46.59us 64M:63.06us 256M:81.46us 1G:156.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (675 points at 9 sizes): the
# best line, 2.1us + bytes / 1.49e+03 GB/s, misses by 58.4% RMS, so it is not
# used.
# Residual: 36.7% RMS relative over 675 repetitions.
free_ns = 4K:2.993us 64K:2.378us 1M:2.525us 1536K:2.358us 2M:42.15us 8M:43.54us 64M:81.98us 256M:182.1us 1G:617.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (450 points at 6 sizes): the best line,
# 3.861us + bytes / 5.36e+03 GB/s, misses by 70.7% RMS, so it is not used.
# Residual: 50.0% RMS relative over 450 repetitions.
managed_malloc_ns = 4K:3.707us 64K:3.317us 2M:26.08us 16M:38.9us 64M:49.47us 256M:44.27us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (450 points at 6 sizes): the best line, 12.45us + bytes /
# 2.99e+05 GB/s, misses by 36.4% RMS, so it is not used.
# Residual: 36.3% RMS relative over 450 repetitions.
managed_free_ns = 4K:12.9us 64K:12.31us 2M:12.4us 16M:12.51us 64M:12.38us 256M:13.43us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22nn/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.8%, 512K 16.4%, 1M 15.6%, 2M 14.5%, 4M 14.6%, 8M 14.9%, 16M
# 15.2%, 32M 16.1%.
# Residual: 27.0% RMS relative over 1050 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.48us     64.41us
# seq             2M          0         2         2     2097152           0     222.8us     253.1us
# seq            16M          0        16        16    16777216           0     1.773ms     1.716ms
# seq            64M          0        64        64    67108864           0     7.144ms      6.73ms
# seq           256M          0       256       256   268435456           0     34.55ms     26.79ms
# stride         64M        64K        32        32    67108864           0     5.734ms     6.262ms
# stride        256M         2M       128       128     8388608           0      2.46ms     2.634ms
# random         16M          0         9        35    16777216           0     1.939ms     1.993ms
# random         64M          0        34       306    67108864           0     9.717ms     10.27ms
# random        256M          0       139      1560   268435456           0     50.31ms     45.85ms
# fresh           2M          0         2         2           0     2097152     147.3us       187us
# fresh          16M          0        16        16           0    16777216     1.122ms     1.186ms
# fresh          64M          0        64        64           0    67108864     5.711ms     4.613ms
# fresh         256M          0       256       256           0   268435456     23.19ms     18.32ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.62us per VA
# block, bytes / 11.7 GB/s moved, 44.18us per faulting kernel, bytes / 18.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 27.0% RMS relative over 1050 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.0% RMS relative over 1050 repetitions.
fault_block_ns = 14.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.0% RMS relative over 1050 repetitions.
fault_h2d_ns = 4K:350.9ns 64K:5.615us 512K:44.92us 1M:89.84us 2M:179.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.0% RMS relative over 1050 repetitions.
fault_wake_ns = 44.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.0% RMS relative over 1050 repetitions.
fault_zero_ns = 4K:221.8ns 64K:3.548us 512K:28.38us 1M:56.77us 2M:113.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (375 points at 5 sizes): the best line, 39.96us + bytes /
# 46.6 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 9.4% RMS relative over 375 repetitions.
prefetch_h2d_ns = 64K:37.7us 2M:122.9us 16M:427.4us 64M:1.37ms 256M:5.41ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (375 points at 5 sizes): the best line,
# 17.27us + bytes / 11.1 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 25.5% RMS relative over 375 repetitions.
prefetch_d2h_ns = 64K:22.95us 2M:233us 16M:1.472ms 64M:5.838ms 256M:24.17ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (7200 points at 3 sizes): the best line,
# 17.98us + bytes / 7.6 GB/s, misses by 34.0% RMS, so it is not used.
# Residual: 35.6% RMS relative over 7200 repetitions.
evict_d2h_ns = 64K:26.22us 512K:93.3us 2M:281.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (450 points at 3 sizes): the best
# line, 20.65us + bytes / 2.71 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 25.3% RMS relative over 450 repetitions.
cpu_fault_d2h_ns = 64K:44.03us 512K:245.1us 2M:731.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22nn/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (450 points at 6 sizes): the best line, 296.1us +
# bytes / 2.6 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 16.0% RMS relative over 450 repetitions.
host_populate_ns = 64K:347.3us 256K:406.8us 2M:882us 16M:7.093ms 64M:28.46ms 256M:117.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (750 points at 5
# sizes): the best line, 2.919us + bytes / 1.02e+03 GB/s, misses by 35.7% RMS,
# so it is not used.
# Residual: 33.3% RMS relative over 750 repetitions.
prefetch_host_ns = 64K:4.073us 2M:3.908us 16M:20.59us 64M:71.7us 256M:279.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (375 points at 5 sizes): the best line, 14.43us + bytes / 84.2 GB/s, misses
# by 27.4% RMS, so it is not used.
# Residual: 25.2% RMS relative over 375 repetitions.
prefetch_call_ns = 64K:16.91us 2M:32.6us 16M:232.7us 64M:819.5us 256M:3.487ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 225 repetitions.
# Residual: 28.6% RMS relative over 225 repetitions.
prefetch_defer_ns = 85.09us

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
# measured medians (225 points at 3 sizes): the best line, 8.615us + bytes /
# 250 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 27.0% RMS relative over 225 repetitions.
prefetch_zero_ns = 2M:16.92us 16M:77.72us 64M:271.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (225 points at 3 sizes): the best line,
# 23.17us + bytes / 197 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 25.4% RMS relative over 225 repetitions.
prefetch_zero_defer_ns = 2M:33.74us 16M:109.8us 64M:361.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (300 points at 4 sizes): the best line, 3.397us
# + bytes / 165 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 29.2% RMS relative over 300 repetitions.
managed_free_resident_ns = 2M:16.14us 16M:103.9us 64M:407.2us 256M:1.645ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (450 points at 6 sizes): the best line,
# 7.742us + bytes / 10.2 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 23.5% RMS relative over 450 repetitions.
memcpy_h2d_ns = 4K:7.344us 64K:23.55us 2M:157.8us 16M:1.738ms 64M:7.778ms 256M:33.56ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (450 points at 6 sizes): the best line, 16.51us + bytes / 10.6 GB/s,
# misses by 27.4% RMS, so it is not used.
# Residual: 19.7% RMS relative over 450 repetitions.
memcpy_d2h_ns = 4K:14.85us 64K:30.96us 2M:259.5us 16M:1.571ms 64M:5.814ms 256M:23.68ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (300 points at 4 sizes): the best line, 0ns +
# bytes / 9.8 GB/s, misses by 43.3% RMS, so it is not used.
# Residual: 37.3% RMS relative over 300 repetitions.
host_read_ns = 64K:5.494us 2M:171.6us 16M:1.973ms 64M:8.826ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (300 points at 4 sizes): the best line, 0ns + bytes / 26.4 GB/s, misses by
# 39.8% RMS, so it is not used.
# Residual: 24.1% RMS relative over 300 repetitions.
host_write_ns = 64K:1.161us 2M:57.33us 16M:1.025ms 64M:4.996ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 300 points at 4 sizes): 513ns +
# bytes / 11.6 GB/s, written at the measured sizes (the medians would give
# 12.6%).
# Residual: 12.7% RMS relative over 300 repetitions.
host_write_cold_ns = 64K:6.144us 2M:180.7us 16M:1.442ms 64M:5.767ms

