# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:09:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:09:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.6% RMS relative over 5 repetitions.
launch_ns = 3.373us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.4% RMS relative over 5 repetitions.
kernel_gap_ns = 2.043us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.625us + bytes / 6.56e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 29.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.706us 64K:1.839us 1M:1.596us 1536K:1.654us 2M:45.97us 8M:34.68us 64M:68.1us 256M:74.89us 1G:128.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.104us + bytes / 2.56e+03 GB/s, misses by 52.7% RMS, so it is
# not used.
# Residual: 22.4% RMS relative over 45 repetitions.
free_ns = 4K:1.669us 64K:1.365us 1M:1.291us 1536K:1.287us 2M:30.45us 8M:33.23us 64M:58.74us 256M:125.3us 1G:345.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.918us + bytes / 4.25e+03 GB/s, misses by 68.6% RMS, so it is not used.
# Residual: 45.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.347us 64K:3.255us 2M:18.16us 16M:38.32us 64M:55.72us 256M:52.97us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.55us + bytes * -5.68e-06 ns/B, written at the measured sizes (the
# medians would give 10.7%).
# Residual: 14.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.55us 64K:10.55us 2M:10.54us 16M:10.45us 64M:10.17us 256M:9.022us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 21.7%, 512K 21.2%, 1M 20.3%, 2M 19.1%, 4M 19.1%, 8M 18.6%, 16M
# 18.7%, 32M 19.2%.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      86.3us     65.35us
# seq             2M          0         2         2     2097152           0     223.1us     273.1us
# seq            16M          0        16        16    16777216           0     1.792ms     2.043ms
# seq            64M          0        64        64    67108864           0     8.962ms     8.111ms
# seq           256M          0       256       256   268435456           0     39.05ms     32.38ms
# stride         64M        64K         8        32    67108864           0     5.968ms     6.168ms
# stride        256M         2M        32       128     8388608           0      2.59ms     3.103ms
# random         16M          0        12        16    16777216           0     1.872ms     1.931ms
# random         64M          0        36       161    67108864           0     11.15ms     8.456ms
# random        256M          0       125      1211   268435456           0     51.72ms     39.84ms
# fresh           2M          0         2         2           0     2097152     132.6us     160.9us
# fresh          16M          0        16        16           0    16777216     1.026ms     1.145ms
# fresh          64M          0        64        64           0    67108864     5.729ms     4.521ms
# fresh         256M          0       256       256           0   268435456     24.11ms     18.02ms
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
# prefetch at the driver's defaults). Result: 28.04us per batch, 11.65us per
# VA block, bytes / 12.1 GB/s moved, 20.24us per faulting kernel, bytes / 34.2
# GB/s zero-filled.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_batch_ns = 28.04us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_block_ns = 11.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:338.8ns 64K:5.421us 512K:43.37us 1M:86.73us 2M:173.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_wake_ns = 20.24us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:119.6ns 64K:1.914us 512K:15.31us 1M:30.63us 2M:61.26us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.37us + bytes / 47
# GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 4.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.06us 2M:121.4us 16M:425.6us 64M:1.355ms 256M:5.363ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.24us + bytes / 15.6 GB/s, written at
# the measured sizes (the medians would give 10.1%).
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.43us 2M:150.4us 16M:1.089ms 64M:4.309ms 256M:17.19ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.55us + bytes / 11.8 GB/s, written at the
# measured sizes (the medians would give 9.7%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.12us 512K:59.15us 2M:193us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 27.07us + bytes / 4.11 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.8us 512K:185.5us 2M:488.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 247.7us +
# bytes / 3.26 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:292us 256K:333.4us 2M:714us 16M:5.831ms 64M:23.08ms 256M:88.55ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.866us + bytes / 1.4e+03 GB/s, misses by 22.0% RMS,
# so it is not used.
# Residual: 17.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.658us 2M:3.584us 16M:15.85us 64M:52.37us 256M:196.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.22us + bytes / 102 GB/s, misses by
# 18.6% RMS, so it is not used.
# Residual: 8.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.57us 2M:24.12us 16M:180.6us 64M:874.5us 256M:2.667ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 32.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.5us

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
# sizes): 7.27us + bytes / 270 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 13.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.04us 16M:69.39us 64M:255.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.25us + bytes / 188 GB/s, written at the measured
# sizes (the medians would give 8.5%).
# Residual: 8.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.38us 16M:110.3us 64M:377.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.313us +
# bytes / 191 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12us 16M:95.16us 64M:342.3us 256M:1.385ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.055us
# + bytes / 11.9 GB/s, misses by 30.0% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.597us 64K:21.26us 2M:129.8us 16M:1.646ms 64M:6.886ms 256M:33.16ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.27us + bytes / 13.4 GB/s,
# misses by 22.6% RMS, so it is not used.
# Residual: 9.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.976us 64K:27.36us 2M:232.2us 16M:1.178ms 64M:4.42ms 256M:19.49ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.7 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_read_ns = 64K:7.139us 2M:192.7us 16M:2.312ms 64M:9.743ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.4 GB/s, misses by
# 41.2% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.071us 2M:53.09us 16M:1.067ms 64M:5.484ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.334us +
# bytes / 9.57 GB/s, written at the measured sizes (the medians would give
# 8.7%).
# Residual: 10.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.186us 2M:220.6us 16M:1.755ms 64M:7.017ms

