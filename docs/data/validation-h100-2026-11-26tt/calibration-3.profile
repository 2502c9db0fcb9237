# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:02:20Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:02:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 4.621us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.047us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.019us + bytes / 4.31e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.844us 64K:3.155us 1M:3.147us 1536K:3.192us 2M:77.82us 8M:51.09us 64M:82.81us 256M:76.42us 1G:203.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.314us + bytes / 1.41e+03 GB/s, misses by 47.9% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:2.756us 64K:2.841us 1M:2.626us 1536K:2.719us 2M:44.68us 8M:48.38us 64M:81.77us 256M:194.2us 1G:649.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.743us + bytes / 3.41e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 35.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.981us 64K:3.124us 2M:33.99us 16M:42.51us 64M:63.21us 256M:65.74us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.16us + bytes / 1.43e+05 GB/s, written at the measured sizes (the
# medians would give 11.6%).
# Residual: 12.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.16us 64K:13.16us 2M:13.17us 16M:13.27us 64M:13.62us 256M:15.03us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.2%, 512K 20.2%, 1M 20.4%, 2M 19.8%, 4M 18.9%, 8M 16.8%, 16M
# 15.6%, 32M 16.1%.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.87us     64.44us
# seq             2M          0         2         2     2097152           0     249.2us     268.3us
# seq            16M          0        16        16    16777216           0     1.597ms     2.146ms
# seq            64M          0        64        64    67108864           0     9.137ms     8.586ms
# seq           256M          0       256       256   268435456           0     39.55ms     34.34ms
# stride         64M        64K         4        32    67108864           0     5.455ms     5.393ms
# stride        256M         2M        16       128     8388608           0     2.851ms     3.131ms
# random         16M          0        16        16    16777216           0     2.502ms     2.146ms
# random         64M          0        39       104    67108864           0     9.354ms     8.008ms
# random        256M          0       127       907   268435456           0     44.82ms     37.63ms
# fresh           2M          0         2         2           0     2097152     103.4us     119.6us
# fresh          16M          0        16        16           0    16777216     860.8us     956.7us
# fresh          64M          0        64        64           0    67108864     4.337ms     3.827ms
# fresh         256M          0       256       256           0   268435456     19.33ms     15.31ms
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
# prefetch at the driver's defaults). Result: 45.69us per batch, 14.1us per VA
# block, bytes / 14.1 GB/s moved, 0ns per faulting kernel, bytes * 0 ns/B
# zero-filled.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_batch_ns = 45.69us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_block_ns = 14.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290.5ns 64K:4.648us 512K:37.18us 1M:74.36us 2M:148.7us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 78.45us + bytes /
# 49.4 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 22.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:77.58us 2M:124.7us 16M:449.1us 64M:1.372ms 256M:5.424ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.08us + bytes / 14.1 GB/s, written at
# the measured sizes (the medians would give 11.1%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.72us 2M:167.6us 16M:1.207ms 64M:4.771ms 256M:19.02ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.3us + bytes / 12.4 GB/s, written at the
# measured sizes (the medians would give 9.6%).
# Residual: 9.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.6us 512K:56.67us 2M:183.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.68us + bytes / 4.11 GB/s, written at
# the measured sizes (the medians would give 12.1%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.63us 512K:149.3us 2M:532.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 345.7us + bytes / 2.18 GB/s, written at the measured
# sizes (the medians would give 3.7%).
# Residual: 10.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:375.8us 256K:466.2us 2M:1.31ms 16M:8.059ms 64M:31.2ms 256M:123.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.049us + bytes / 1.51e+03 GB/s, misses by 21.7% RMS,
# so it is not used.
# Residual: 14.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.75us 2M:2.727us 16M:14.68us 64M:48.3us 256M:181.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.71us +
# bytes / 79.7 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.53us 2M:43.02us 16M:227.1us 64M:858.4us 256M:3.384ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 112us

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
# sizes): 9.699us + bytes / 230 GB/s, written at the measured sizes (the
# medians would give 12.6%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.83us 16M:82.74us 64M:301.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.69us + bytes / 202 GB/s, written at the measured
# sizes (the medians would give 8.1%).
# Residual: 8.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.09us 16M:107.9us 64M:357.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.781us +
# bytes / 153 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.61us 16M:110.4us 64M:449.7us 256M:1.761ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.637us
# + bytes / 10.2 GB/s, misses by 32.1% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.15us 64K:24.68us 2M:154.9us 16M:1.777ms 64M:7.822ms 256M:38.42ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.98us + bytes / 12.3 GB/s,
# misses by 21.7% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.52us 64K:28.52us 2M:245.1us 16M:1.318ms 64M:5.096ms 256M:19.87ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.66 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 17.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.436us 2M:188us 16M:2.462ms 64M:10.24ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.1 GB/s, misses by
# 31.4% RMS, so it is not used.
# Residual: 9.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.194us 2M:80.25us 16M:1.278ms 64M:5.759ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.018us +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 4.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.213us 2M:199.2us 16M:1.587ms 64M:6.344ms

