# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/machine.profile
# --base scripts/../profiles/h100-pcie5.profile --from
# /tmp/val/gpu/calibration-1.profile.measurements.csv --from
# /tmp/val/gpu/calibration-2.profile.measurements.csv --from
# /tmp/val/gpu/calibration-3.profile.measurements.csv --from
# /tmp/val/gpu/calibration-4.profile.measurements.csv --from
# /tmp/val/gpu/calibration-5.profile.measurements.csv --from
# /tmp/val/gpu/calibration-6.profile.measurements.csv --from
# /tmp/val/gpu/calibration-7.profile.measurements.csv --from
# /tmp/val/gpu/calibration-8.profile.measurements.csv --from
# /tmp/val/gpu/calibration-9.profile.measurements.csv --from
# /tmp/val/gpu/calibration-10.profile.measurements.csv --from
# /tmp/val/gpu/calibration-11.profile.measurements.csv --from
# /tmp/val/gpu/calibration-12.profile.measurements.csv --from
# /tmp/val/gpu/calibration-13.profile.measurements.csv` from measurements of
# 2026-11-27T08:46:19Z to 2026-11-27T08:52:26Z: NVIDIA H100 80GB HBM3, driver
# 580.159.04 (API 13000), CUDA runtime 13000. Every repetition is in the
# measurements file beside this one (its name + .measurements.csv); `gpurun
# --calibrate FILE --from THAT.csv` redoes the fit without a GPU. Each key
# says how it was measured and fitted and its RMS relative residual: the
# written value against every repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:46:19Z to 2026-11-27T08:52:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 65 repetitions.
# Residual: 27.7% RMS relative over 65 repetitions.
launch_ns = 4.472us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 65 repetitions.
# Residual: 5.2% RMS relative over 65 repetitions.
kernel_gap_ns = 2.019us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (585 points at 9
# sizes): the best line, 2.675us + bytes / 5.6e+03 GB/s, misses by 61.8% RMS,
# so it is not used.
# Residual: 35.3% RMS relative over 585 repetitions.
malloc_ns = 4K:3us 64K:2.637us 1M:2.753us 1536K:2.529us 2M:54.98us 8M:45.06us 64M:58.14us 256M:67.29us 1G:152.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (585 points at 9 sizes): the
# best line, 2.165us + bytes / 1.63e+03 GB/s, misses by 58.0% RMS, so it is
# not used.
# Residual: 36.3% RMS relative over 585 repetitions.
free_ns = 4K:2.958us 64K:2.432us 1M:2.425us 1536K:2.46us 2M:41.54us 8M:41.95us 64M:75.45us 256M:168.4us 1G:554.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (390 points at 6 sizes): the best line,
# 3.878us + bytes / 5.06e+03 GB/s, misses by 69.8% RMS, so it is not used.
# Residual: 48.3% RMS relative over 390 repetitions.
managed_malloc_ns = 4K:3.888us 64K:3.222us 2M:24.81us 16M:36.34us 64M:48.53us 256M:46.3us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (390 points at 6 sizes): the best line, 10.46us + bytes /
# 1.21e+06 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.9% RMS relative over 390 repetitions.
managed_free_ns = 4K:11.76us 64K:9.793us 2M:10.4us 16M:10.47us 64M:10.23us 256M:10.76us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.6%, 512K 17.2%, 1M 16.5%, 2M 15.8%, 4M 15.3%, 8M 15.2%, 16M
# 15.7%, 32M 16.6%.
# Residual: 26.2% RMS relative over 910 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.27us     64.37us
# seq             2M          0         2         2     2097152           0     212.3us     258.2us
# seq            16M          0        16        16    16777216           0     1.574ms     1.865ms
# seq            64M          0        64        64    67108864           0     8.327ms     7.376ms
# seq           256M          0       256       256   268435456           0     37.48ms     29.42ms
# stride         64M        64K         8        32    67108864           0     5.972ms     5.977ms
# stride        256M         2M        32       128     8388608           0     2.566ms     2.922ms
# random         16M          0        12        16    16777216           0     1.849ms     1.795ms
# random         64M          0        36       161    67108864           0     9.128ms     8.139ms
# random        256M          0       125      1211   268435456           0     46.87ms     39.47ms
# fresh           2M          0         2         2           0     2097152     150.4us     174.3us
# fresh          16M          0        16        16           0    16777216     1.073ms     1.194ms
# fresh          64M          0        64        64           0    67108864     5.472ms     4.691ms
# fresh         256M          0       256       256           0   268435456     23.14ms     18.68ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 910 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 17.58us per batch, 12.94us per
# VA block, bytes / 12.4 GB/s moved, 28.58us per faulting kernel, bytes / 24.8
# GB/s zero-filled.
# Residual: 26.2% RMS relative over 910 repetitions.
fault_batch_ns = 17.58us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 910 repetitions.
fault_block_ns = 12.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.2% RMS relative over 910 repetitions.
fault_h2d_ns = 4K:329.2ns 64K:5.267us 512K:42.14us 1M:84.28us 2M:168.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.2% RMS relative over 910 repetitions.
fault_wake_ns = 28.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.2% RMS relative over 910 repetitions.
fault_zero_ns = 4K:165.4ns 64K:2.646us 512K:21.17us 1M:42.33us 2M:84.66us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (520 points at 8 sizes): the best line, 42.62us + bytes /
# 44.9 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 11.8% RMS relative over 520 repetitions.
prefetch_h2d_ns = 64K:35.65us 256K:49.05us 1M:97.81us 2M:122.8us 4M:158.4us 16M:424.2us 64M:1.361ms 256M:5.374ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (520 points at 8 sizes): the best line,
# 18.9us + bytes / 12.2 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 24.3% RMS relative over 520 repetitions.
prefetch_d2h_ns = 64K:21.64us 256K:46.78us 1M:139.4us 2M:253.7us 4M:361us 16M:1.263ms 64M:4.879ms 256M:20.13ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured means (6240 points at 3 sizes): the best line,
# 16.54us + bytes / 10.7 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 19.6% RMS relative over 6240 repetitions.
evict_d2h_ns = 64K:22.74us 512K:64.84us 2M:214.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (390 points at 3 sizes): the best
# line, 21.79us + bytes / 3.35 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 17.5% RMS relative over 390 repetitions.
cpu_fault_d2h_ns = 64K:40.77us 512K:195.8us 2M:609.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (390 points at 6 sizes): the best line, 320.3us +
# bytes / 2.45 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 19.9% RMS relative over 390 repetitions.
host_populate_ns = 64K:372.3us 256K:442.6us 2M:935.8us 16M:7.55ms 64M:30.55ms 256M:121.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1040 points at
# 8 sizes): the best line, 2.757us + bytes / 1.45e+03 GB/s, misses by 33.9%
# RMS, so it is not used.
# Residual: 31.4% RMS relative over 1040 repetitions.
prefetch_host_ns = 64K:3.314us 256K:3.298us 1M:3.357us 2M:3.236us 4M:6.431us 16M:15.47us 64M:50.45us 256M:188.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (520 points at 8 sizes): the best line, 10.08us + bytes / 100 GB/s, misses
# by 24.3% RMS, so it is not used.
# Residual: 21.6% RMS relative over 520 repetitions.
prefetch_call_ns = 64K:16.08us 256K:12.15us 1M:18.27us 2M:25.25us 4M:48.01us 16M:199.9us 64M:807.5us 256M:3.078ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 195 repetitions.
# Residual: 24.3% RMS relative over 195 repetitions.
prefetch_defer_ns = 93.92us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 65 repetitions.
# Residual: 0.0% RMS relative over 65 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (195 points at 3 sizes): the best line, 7.188us + bytes /
# 261 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.4% RMS relative over 195 repetitions.
prefetch_zero_ns = 2M:15.19us 16M:72.87us 64M:260.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (195 points at 3 sizes): the best line,
# 24.27us + bytes / 210 GB/s, misses by 17.7% RMS, so it is not used.
# Residual: 17.9% RMS relative over 195 repetitions.
prefetch_zero_defer_ns = 2M:33.89us 16M:109.5us 64M:333.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (260 points at 4 sizes): the best line, 3.421us
# + bytes / 187 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 26.4% RMS relative over 260 repetitions.
managed_free_resident_ns = 2M:14.51us 16M:97.04us 64M:352.5us 256M:1.447ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (1040 points at 16 sizes): the best line,
# 7.59us + bytes / 13.4 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 17.1% RMS relative over 1040 repetitions.
memcpy_h2d_ns = 4K:7.436us 8K:7.958us 16K:9.428us 32K:14.59us 64K:21.76us 128K:15.46us 256K:20.9us 512K:34.91us 1M:66.56us 2M:156.5us 4M:350.2us 8M:690.9us 16M:1.554ms 32M:3.331ms 64M:7.866ms 256M:34.59ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (1040 points at 16 sizes): the best line, 13.17us + bytes / 10.1 GB/s,
# misses by 31.0% RMS, so it is not used.
# Residual: 17.0% RMS relative over 1040 repetitions.
memcpy_d2h_ns = 4K:13.11us 8K:10.99us 16K:12.45us 32K:20.98us 64K:29.56us 128K:41.56us 256K:64.91us 512K:106.8us 1M:187.4us 2M:256.4us 4M:419.5us 8M:766.4us 16M:1.432ms 32M:2.789ms 64M:5.763ms 256M:24.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (455 points at 7 sizes): the best line, 0ns +
# bytes / 11.5 GB/s, misses by 47.0% RMS, so it is not used.
# Residual: 38.8% RMS relative over 455 repetitions.
host_read_ns = 64K:5.247us 256K:20.23us 1M:75.75us 2M:163.5us 4M:367.9us 16M:1.937ms 64M:9.055ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (455 points at 7 sizes): the best line, 0ns + bytes / 31.4 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 20.0% RMS relative over 455 repetitions.
host_write_ns = 64K:1.101us 256K:6.274us 1M:25.61us 2M:55.63us 4M:187.1us 16M:1.044ms 64M:5.326ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 455 points at 7 sizes): 156.4ns
# + bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 11.0%).
# Residual: 11.2% RMS relative over 455 repetitions.
host_write_cold_ns = 64K:5.978us 256K:23.44us 1M:93.3us 2M:186.4us 4M:372.7us 16M:1.49ms 64M:5.961ms

