# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/validation-h100-2026-11-22ee/machine-refit.profile --base
# docs/data/validation-h100-2026-11-22ee/machine.profile --from
# docs/data/validation-h100-2026-11-22ee/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ee/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ee/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ee/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ee/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ee/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ee/calibration-7.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ee/calibration-8.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ee/calibration-9.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22ee/calibration-10.profile.measuremen` on
# 2026-11-22T07:32:16Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/validation-h100-2026-11-22ee/machine.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:32:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 19.9% RMS relative over 50 repetitions.
launch_ns = 4.189us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 50 repetitions.
# Residual: 4.5% RMS relative over 50 repetitions.
kernel_gap_ns = 2.176us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.774us + bytes / 5.97e+03 GB/s, misses by 61.6% RMS,
# so it is not used.
# Residual: 38.2% RMS relative over 450 repetitions.
malloc_ns = 4K:2.941us 64K:2.764us 1M:2.765us 1536K:2.717us 2M:55.84us 8M:44.67us 64M:71.98us 256M:73.87us 1G:142.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.087us + bytes / 1.66e+03 GB/s, misses by 60.9% RMS, so it is
# not used.
# Residual: 42.9% RMS relative over 450 repetitions.
free_ns = 4K:3.155us 64K:2.165us 1M:2.428us 1536K:2.392us 2M:43.82us 8M:43.4us 64M:80.8us 256M:165.3us 1G:541.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.745us + bytes / 5.29e+03 GB/s, misses by 68.8% RMS, so it is not used.
# Residual: 47.1% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.342us 64K:3.375us 2M:20.44us 16M:38.37us 64M:41.46us 256M:44.18us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 9.941us + bytes /
# 5.57e+05 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 18.3% RMS relative over 300 repetitions.
managed_free_ns = 4K:10.36us 64K:9.565us 2M:10.17us 16M:9.975us 64M:9.806us 256M:10.49us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/validation-h100-2026-11-22ee/machine.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.5%, 512K 15.3%, 1M 15.0%, 2M 14.1%, 4M 13.5%, 8M 12.2%, 16M
# 11.5%, 32M 12.1%.
# Residual: 21.6% RMS relative over 700 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.66us     72.15us
# seq             2M          0         2         2     2097152           0     232.9us     268.4us
# seq            16M          0        16        16    16777216           0      1.76ms     2.024ms
# seq            64M          0        64        64    67108864           0     8.242ms     8.045ms
# seq           256M          0       256       256   268435456           0     33.91ms     32.13ms
# stride         64M        64K         4        32    67108864           0     5.406ms     5.371ms
# stride        256M         2M        16       128     8388608           0     2.443ms     2.699ms
# random         16M          0        16        16    16777216           0     2.021ms     2.024ms
# random         64M          0        39       104    67108864           0     8.841ms      7.54ms
# random        256M          0       127       907   268435456           0     43.61ms      34.6ms
# fresh           2M          0         2         2           0     2097152     150.3us     166.9us
# fresh          16M          0        16        16           0    16777216      1.13ms     1.212ms
# fresh          64M          0        64        64           0    67108864      5.15ms     4.797ms
# fresh         256M          0       256       256           0   268435456     22.35ms     19.13ms
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
# prefetch at the driver's defaults). Result: 38.48us per batch, 11.42us per
# VA block, bytes / 13.9 GB/s moved, 17.53us per faulting kernel, bytes / 42.3
# GB/s zero-filled.
# Residual: 21.6% RMS relative over 700 repetitions.
fault_batch_ns = 38.48us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 700 repetitions.
fault_block_ns = 11.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.6% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:295.1ns 64K:4.721us 512K:37.77us 1M:75.54us 2M:151.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 700 repetitions.
fault_wake_ns = 17.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.6% RMS relative over 700 repetitions.
fault_zero_ns = 4K:96.79ns 64K:1.549us 512K:12.39us 1M:24.78us 2M:49.55us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 42.85us + bytes /
# 47 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 12.9% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:40.16us 2M:126us 16M:435.3us 64M:1.354ms 256M:5.35ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (250 points at 5 sizes): the best line,
# 15.73us + bytes / 13.1 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 15.9% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:20.49us 2M:201us 16M:1.246ms 64M:4.987ms 256M:20.08ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (4800 points at 3 sizes): the best line,
# 17.66us + bytes / 10.5 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 20.7% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:23.95us 512K:67.36us 2M:218.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (300 points at 3 sizes): the best
# line, 21.87us + bytes / 3.66 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 16.9% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:39.19us 512K:182.4us 2M:559.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/validation-h100-2026-11-22ee/machine.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (300 points at 6 sizes): the best line, 314.4us +
# bytes / 2.56 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 26.2% RMS relative over 300 repetitions.
host_populate_ns = 64K:360.6us 256K:426us 2M:937.7us 16M:7.472ms 64M:28.27ms 256M:110.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.077us + bytes / 1.42e+03 GB/s, misses by 32.6% RMS,
# so it is not used.
# Residual: 28.9% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:2.779us 2M:2.85us 16M:14.21us 64M:50.99us 256M:210.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 11.61us + bytes / 96.7 GB/s, misses
# by 17.9% RMS, so it is not used.
# Residual: 12.8% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:13.76us 2M:27.24us 16M:194.5us 64M:792.4us 256M:2.882ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 28.8% RMS relative over 150 repetitions.
prefetch_defer_ns = 93.92us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 50 repetitions.
# Residual: 0.0% RMS relative over 50 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (150 points at 3 sizes): the best line, 10.19us + bytes /
# 273 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.3% RMS relative over 150 repetitions.
prefetch_zero_ns = 2M:17.9us 16M:70.78us 64M:258us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Not in these measurements: kept from the base profile
# docs/data/validation-h100-2026-11-22ee/machine.profile.
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 1.418us
# + bytes / 189 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 25.4% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:12.56us 16M:89.79us 64M:357.1us 256M:1.43ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line, 7.9us
# + bytes / 10.4 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 18.0% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.465us 64K:23.71us 2M:157.9us 16M:1.709ms 64M:7.262ms 256M:33.21ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (300 points at 6 sizes): the best line, 14.43us + bytes / 11.1 GB/s,
# misses by 26.6% RMS, so it is not used.
# Residual: 17.9% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:12.92us 64K:29.19us 2M:266.2us 16M:1.471ms 64M:5.571ms 256M:22.18ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 12.3 GB/s, misses by 36.9% RMS, so it is not used.
# Residual: 29.0% RMS relative over 200 repetitions.
host_read_ns = 64K:4.562us 2M:127.2us 16M:2.001ms 64M:8.211ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 27.3 GB/s, misses by
# 40.6% RMS, so it is not used.
# Residual: 24.5% RMS relative over 200 repetitions.
host_write_ns = 64K:1.099us 2M:55.31us 16M:1.053ms 64M:4.943ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (200 points at 4 sizes): the best line, 527ns + bytes / 11.3 GB/s, misses by
# 17.3% RMS, so it is not used.
# Residual: 17.3% RMS relative over 200 repetitions.
host_write_cold_ns = 64K:6.317us 2M:187.7us 16M:1.474ms 64M:5.912ms

