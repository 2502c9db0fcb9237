# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T23:08:27Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:08:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.4% RMS relative over 5 repetitions.
launch_ns = 4.032us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.067us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.796us + bytes / 4.79e+03 GB/s, misses by 55.2% RMS,
# so it is not used.
# Residual: 24.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.711us 64K:3.048us 1M:2.837us 1536K:2.82us 2M:65.15us 8M:49.97us 64M:56.7us 256M:76.12us 1G:176.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.111us + bytes / 1.41e+03 GB/s, misses by 49.4% RMS, so it is
# not used.
# Residual: 20.0% RMS relative over 45 repetitions.
free_ns = 4K:2.853us 64K:2.538us 1M:2.375us 1536K:2.527us 2M:41.94us 8M:47.7us 64M:99.25us 256M:183.3us 1G:675.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.159us + bytes / 3.78e+03 GB/s, misses by 67.0% RMS, so it is not used.
# Residual: 68.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.787us 64K:10.49us 2M:29.5us 16M:63.28us 64M:58.88us 256M:62.14us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.79us + bytes / 1.85e+05 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 7.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.79us 64K:14.79us 2M:14.8us 16M:14.88us 64M:15.15us 256M:16.24us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.8%, 512K 14.5%, 1M 14.2%, 2M 13.4%, 4M 14.4%, 8M 15.1%, 16M
# 14.2%, 32M 14.5%.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.17us     76.65us
# seq             2M          0         2         2     2097152           0     285.6us     295.2us
# seq            16M          0        16        16    16777216           0      2.25ms     1.973ms
# seq            64M          0        64        64    67108864           0     8.192ms     7.727ms
# seq           256M          0       256       256   268435456           0     36.87ms     30.74ms
# stride         64M        64K        32        32    67108864           0      5.66ms      7.26ms
# stride        256M         2M       128       128     8388608           0      2.42ms     2.763ms
# random         16M          0         9        35    16777216           0      2.48ms      2.25ms
# random         64M          0        34       306    67108864           0     11.42ms     11.25ms
# random        256M          0       139      1560   268435456           0     59.18ms     49.74ms
# fresh           2M          0         2         2           0     2097152     193.6us     223.1us
# fresh          16M          0        16        16           0    16777216     1.301ms     1.396ms
# fresh          64M          0        64        64           0    67108864     5.789ms     5.417ms
# fresh         256M          0       256       256           0   268435456     26.22ms      21.5ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 0ns per batch, 14.57us per VA
# block, bytes / 9.96 GB/s moved, 55.5us per faulting kernel, bytes / 15.2
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_block_ns = 14.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:411.3ns 64K:6.581us 512K:52.64us 1M:105.3us 2M:210.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_wake_ns = 55.5us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:270.3ns 64K:4.325us 512K:34.6us 1M:69.21us 2M:138.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 47.19us + bytes / 45.2 GB/s, written at the measured sizes (the
# medians would give 3.5%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:48.64us 2M:93.63us 16M:418.7us 64M:1.533ms 256M:5.992ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.44us + bytes / 12.6 GB/s, written at
# the measured sizes (the medians would give 8.6%).
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.65us 2M:184.2us 16M:1.352ms 64M:5.354ms 256M:21.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.16us + bytes / 8.65 GB/s, written at the
# measured sizes (the medians would give 14.6%).
# Residual: 14.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.74us 512K:73.76us 2M:255.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.37us + bytes / 3.34 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.43us 512K:197.1us 2M:618.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 374.8us + bytes / 2.48 GB/s, written at the measured
# sizes (the medians would give 11.0%).
# Residual: 14.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:401.2us 256K:480.4us 2M:1.22ms 16M:7.135ms 64M:27.41ms 256M:108.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.543us + bytes / 881 GB/s, misses by 24.8% RMS, so
# it is not used.
# Residual: 18.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.084us 2M:4.638us 16M:23.9us 64M:83.35us 256M:327.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.83us + bytes / 69.5 GB/s, misses
# by 16.3% RMS, so it is not used.
# Residual: 11.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.88us 2M:38.05us 16M:233.3us 64M:1.149ms 256M:4.329ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 35.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.1us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 9.476us + bytes /
# 240 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.92us 16M:88.47us 64M:269.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 38.36us + bytes / 164 GB/s, written at the measured
# sizes (the medians would give 7.0%).
# Residual: 6.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:51.12us 16M:140.4us 64M:446.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.49us +
# bytes / 160 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.22us 16M:112us 64M:479.4us 256M:1.519ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.825us
# + bytes / 8.64 GB/s, misses by 31.6% RMS, so it is not used.
# Residual: 21.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.521us 64K:26.36us 2M:181.9us 16M:2.08ms 64M:8.896ms 256M:46.17ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.89us + bytes / 10.2 GB/s,
# misses by 25.4% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.67us 64K:33.92us 2M:272.6us 16M:1.503ms 64M:6.203ms 256M:24.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.38 GB/s, misses by 32.1% RMS, so it is not used.
# Residual: 18.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.506us 2M:185.9us 16M:2.87ms 64M:12.58ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17 GB/s, misses by
# 35.9% RMS, so it is not used.
# Residual: 10.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.374us 2M:88.6us 16M:1.673ms 64M:7.623ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 520.5ns +
# bytes / 9.33 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.542us 2M:225.2us 16M:1.798ms 64M:7.191ms

