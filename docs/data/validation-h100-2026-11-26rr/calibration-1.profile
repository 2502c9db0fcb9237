# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:39:17Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:39:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.5% RMS relative over 5 repetitions.
launch_ns = 3.397us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.076us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.875us + bytes / 9.69e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.806us 64K:2.819us 1M:2.738us 1536K:2.846us 2M:39.84us 8M:34.23us 64M:39.14us 256M:66.95us 1G:87.53us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.224us + bytes / 2.53e+03 GB/s, misses by 51.8% RMS, so it is
# not used.
# Residual: 22.3% RMS relative over 45 repetitions.
free_ns = 4K:1.579us 64K:1.466us 1M:1.414us 1536K:1.439us 2M:30.57us 8M:32.81us 64M:49.69us 256M:128.9us 1G:338.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.822us + bytes / 3.75e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 37.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.599us 64K:3.346us 2M:28.63us 16M:28.52us 64M:43.17us 256M:59.11us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.35us + bytes / 4.55e+05 GB/s, written at the measured sizes (the
# medians would give 11.4%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.35us 64K:12.35us 2M:12.35us 16M:12.38us 64M:12.49us 256M:12.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.8%, 512K 16.9%, 1M 17.2%, 2M 17.1%, 4M 16.8%, 8M 16.0%, 16M
# 15.5%, 32M 16.4%.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.81us     67.25us
# seq             2M          0         2         2     2097152           0     205.9us     277.7us
# seq            16M          0        16        16    16777216           0     1.964ms     2.222ms
# seq            64M          0        64        64    67108864           0     9.133ms     8.888ms
# seq           256M          0       256       256   268435456           0     39.52ms     35.55ms
# stride         64M        64K         4        32    67108864           0     6.194ms     5.684ms
# stride        256M         2M        16       128     8388608           0     3.406ms     3.788ms
# random         16M          0        16        16    16777216           0     2.743ms     2.222ms
# random         64M          0        39       104    67108864           0      10.4ms      8.59ms
# random        256M          0       127       907   268435456           0     49.71ms     42.66ms
# fresh           2M          0         2         2           0     2097152     157.8us     164.7us
# fresh          16M          0        16        16           0    16777216     1.145ms     1.318ms
# fresh          64M          0        64        64           0    67108864     5.882ms      5.27ms
# fresh         256M          0       256       256           0   268435456     24.73ms     21.08ms
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
# prefetch at the driver's defaults). Result: 43.03us per batch, 19.44us per
# VA block, bytes / 13.7 GB/s moved, 0ns per faulting kernel, bytes / 52.8
# GB/s zero-filled.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_batch_ns = 43.03us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_block_ns = 19.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:298.4ns 64K:4.775us 512K:38.2us 1M:76.4us 2M:152.8us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:77.62ns 64K:1.242us 512K:9.935us 1M:19.87us 2M:39.74us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.03us + bytes /
# 45.8 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.53us 2M:125.7us 16M:446us 64M:1.383ms 256M:5.475ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.39us + bytes / 9.17 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.54us 2M:246.2us 16M:1.848ms 64M:7.339ms 256M:29.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.51us + bytes / 14.3 GB/s, written at the
# measured sizes (the medians would give 10.4%).
# Residual: 10.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.08us 512K:54.07us 2M:163.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.99us + bytes / 3.1 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.51us 512K:211.4us 2M:663.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 366.1us + bytes / 2.36 GB/s, misses by 25.2% RMS, so
# it is not used.
# Residual: 21.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:421.4us 256K:514.6us 2M:966.4us 16M:7.928ms 64M:30.23ms 256M:140.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.526us + bytes / 783 GB/s, misses by 21.8% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.848us 2M:4.885us 16M:26.38us 64M:93.66us 256M:369.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.23us + bytes / 95.8 GB/s, misses
# by 25.3% RMS, so it is not used.
# Residual: 16.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.99us 2M:24.57us 16M:183.3us 64M:858.6us 256M:3.363ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.3us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 7.141us + bytes / 277 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 13.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.7us 16M:67.61us 64M:249us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.55us + bytes / 173 GB/s, written at the measured
# sizes (the medians would give 9.2%).
# Residual: 9.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:39.65us 16M:124.3us 64M:414.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 623.3ns +
# bytes / 156 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.16us 16M:104.9us 64M:433.2us 256M:1.739ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.479us
# + bytes / 11.4 GB/s, misses by 30.9% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.051us 64K:22.54us 2M:139.9us 16M:1.503ms 64M:6.778ms 256M:39.79ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.72us + bytes / 13 GB/s,
# misses by 22.4% RMS, so it is not used.
# Residual: 9.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.39us 64K:27us 2M:233.5us 16M:1.295ms 64M:4.64ms 256M:18.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.7 GB/s, misses by 39.4% RMS, so it is not used.
# Residual: 20.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.387us 2M:103.8us 16M:1.945ms 64M:8.42ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.6 GB/s, misses by
# 41.6% RMS, so it is not used.
# Residual: 10.6% RMS relative over 20 repetitions.
host_write_ns = 64K:964ns 2M:49.21us 16M:1.022ms 64M:4.978ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 623.6ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 6.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.978us 2M:204us 16M:1.627ms 64M:6.507ms

