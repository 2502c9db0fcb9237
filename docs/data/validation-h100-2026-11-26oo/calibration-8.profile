# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T16:58:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:58:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 3.467us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.045us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.812us + bytes / 6.84e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.022us 64K:1.924us 1M:1.729us 1536K:1.827us 2M:41.19us 8M:37.14us 64M:44.18us 256M:43.51us 1G:133.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.264us + bytes / 2.5e+03 GB/s, misses by 51.1% RMS, so it is not
# used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:1.526us 64K:1.549us 1M:1.402us 1536K:1.559us 2M:32.85us 8M:35.57us 64M:54.15us 256M:120.7us 1G:348.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.84us
# + bytes / 5.41e+03 GB/s, misses by 67.9% RMS, so it is not used.
# Residual: 40.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.868us 64K:2.481us 2M:35.14us 16M:41.15us 64M:37.41us 256M:42.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.687us + bytes / 7.64e+05 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 9.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.687us 64K:9.687us 2M:9.69us 16M:9.709us 64M:9.775us 256M:10.04us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.5%, 512K 17.4%, 1M 17.1%, 2M 16.3%, 4M 15.1%, 8M 13.2%, 16M
# 12.5%, 32M 12.8%.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     92.45us     78.62us
# seq             2M          0         2         2     2097152           0     254.9us     296.6us
# seq            16M          0        16        16    16777216           0     1.965ms     2.238ms
# seq            64M          0        64        64    67108864           0     9.607ms     8.893ms
# seq           256M          0       256       256   268435456           0     40.67ms     35.51ms
# stride         64M        64K         4        32    67108864           0     6.364ms     5.958ms
# stride        256M         2M        16       128     8388608           0     2.562ms     2.795ms
# random         16M          0        16        16    16777216           0     2.074ms     2.238ms
# random         64M          0        39       104    67108864           0     8.352ms     8.258ms
# random        256M          0       127       907   268435456           0     47.66ms     37.14ms
# fresh           2M          0         2         2           0     2097152     159.1us     179.8us
# fresh          16M          0        16        16           0    16777216     1.198ms     1.303ms
# fresh          64M          0        64        64           0    67108864     6.188ms     5.155ms
# fresh         256M          0       256       256           0   268435456     22.75ms     20.56ms
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
# prefetch at the driver's defaults). Result: 43.04us per batch, 11.02us per
# VA block, bytes / 12.4 GB/s moved, 19.27us per faulting kernel, bytes / 40
# GB/s zero-filled.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_batch_ns = 43.04us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_block_ns = 11.02us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:330.4ns 64K:5.287us 512K:42.3us 1M:84.59us 2M:169.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_wake_ns = 19.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:102.3ns 64K:1.637us 512K:13.09us 1M:26.19us 2M:52.38us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.64us + bytes /
# 45.8 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.37us 2M:123.9us 16M:451us 64M:1.377ms 256M:5.424ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.38us + bytes / 10.7 GB/s, written at
# the measured sizes (the medians would give 9.7%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.52us 2M:213.1us 16M:1.591ms 64M:6.313ms 256M:25.2ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 20.89us + bytes / 11.7 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 11.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.42us 512K:79.33us 2M:183.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.27us + bytes / 3.45 GB/s, written at
# the measured sizes (the medians would give 6.2%).
# Residual: 7.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.27us 512K:173.3us 2M:629.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 241.2us + bytes / 3.22 GB/s, misses by 15.6% RMS, so
# it is not used.
# Residual: 6.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:286.8us 256K:332.9us 2M:690.4us 16M:6.036ms 64M:23.08ms 256M:94ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.038us + bytes / 1.51e+03 GB/s, misses by 21.2% RMS,
# so it is not used.
# Residual: 13.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.737us 2M:2.717us 16M:14.7us 64M:48.06us 256M:182.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.05us + bytes / 76.8 GB/s, misses
# by 23.5% RMS, so it is not used.
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.17us 2M:27.23us 16M:256.7us 64M:1.057ms 256M:4.182ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.81us

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
# sizes): 7.05us + bytes / 279 GB/s, written at the measured sizes (the
# medians would give 12.8%).
# Residual: 13.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.56us 16M:67.16us 64M:247.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 25.73us + bytes / 180 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 16.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.11us 16M:123.2us 64M:389.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.276us +
# bytes / 192 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.34us 16M:86.87us 64M:366.7us 256M:1.391ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.258us
# + bytes / 11.4 GB/s, misses by 30.1% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.706us 64K:24.96us 2M:146.4us 16M:1.408ms 64M:7.381ms 256M:33.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.13us + bytes / 11.6 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.941us 64K:29.5us 2M:261.7us 16M:1.379ms 64M:5.234ms 256M:21.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.13 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 15.0% RMS relative over 20 repetitions.
host_read_ns = 64K:6.039us 2M:203.6us 16M:2.481ms 64M:10.66ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.8 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.471us 2M:76.54us 16M:1.369ms 64M:6.447ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 485.1ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.68us 2M:198.7us 16M:1.586ms 64M:6.344ms

