# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:41:44Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:41:44Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.496us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.17us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.535us + bytes / 3.66e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.809us 64K:2.479us 1M:2.751us 1536K:2.592us 2M:65.52us 8M:50.74us 64M:84.54us 256M:103us 1G:229.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.996us + bytes / 1.42e+03 GB/s, misses by 49.3% RMS, so it is
# not used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:2.626us 64K:2.484us 1M:2.38us 1536K:2.325us 2M:44.22us 8M:47.14us 64M:84.72us 256M:204us 1G:635.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.597us + bytes / 9.19e+03 GB/s, misses by 62.6% RMS, so it is not used.
# Residual: 32.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.428us 64K:2.248us 2M:17.48us 16M:21.62us 64M:28.4us 256M:26.08us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.173us + bytes / 3.11e+05 GB/s, written at the measured sizes (the
# medians would give 11.7%).
# Residual: 11.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.173us 64K:9.174us 2M:9.18us 16M:9.227us 64M:9.389us 256M:10.04us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.1%, 512K 18.9%, 1M 18.6%, 2M 17.2%, 4M 15.5%, 8M 12.7%, 16M
# 11.9%, 32M 12.3%.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.07us     78.12us
# seq             2M          0         2         2     2097152           0     254.6us     254.7us
# seq            16M          0        16        16    16777216           0     1.709ms     1.875ms
# seq            64M          0        64        64    67108864           0     8.624ms      7.43ms
# seq           256M          0       256       256   268435456           0     29.17ms     29.65ms
# stride         64M        64K         4        32    67108864           0     4.605ms     4.641ms
# stride        256M         2M        16       128     8388608           0     2.203ms     2.409ms
# random         16M          0        16        16    16777216           0      1.64ms     1.875ms
# random         64M          0        39       104    67108864           0     7.041ms      6.77ms
# random        256M          0       127       907   268435456           0     39.14ms     30.42ms
# fresh           2M          0         2         2           0     2097152     144.4us     165.9us
# fresh          16M          0        16        16           0    16777216     1.134ms     1.165ms
# fresh          64M          0        64        64           0    67108864     6.004ms      4.59ms
# fresh         256M          0       256       256           0   268435456     18.21ms     18.29ms
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
# prefetch at the driver's defaults). Result: 41.47us per batch, 9.401us per
# VA block, bytes / 16.2 GB/s moved, 23.19us per faulting kernel, bytes / 51.2
# GB/s zero-filled.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_batch_ns = 41.47us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_block_ns = 9.401us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:253.4ns 64K:4.054us 512K:32.43us 1M:64.86us 2M:129.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_wake_ns = 23.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:80ns 64K:1.28us 512K:10.24us 1M:20.48us 2M:40.96us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.94us + bytes /
# 46.4 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.04us 2M:121.2us 16M:440.5us 64M:1.362ms 256M:5.319ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 15.27us + bytes / 15.2 GB/s, written at the
# measured sizes (the means would give 4.7%).
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.59us 2M:153.7us 16M:1.122ms 64M:4.444ms 256M:17.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.76us + bytes / 12.7 GB/s, written at the measured
# sizes (the means would give 9.5%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.9us 512K:56.88us 2M:180.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 23.22us + bytes / 4.32 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.58us 512K:164.4us 2M:471.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 316.4us +
# bytes / 2.41 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 19.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:375.3us 256K:422.6us 2M:975.1us 16M:7.736ms 64M:30.51ms 256M:119.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.757us + bytes / 996 GB/s, misses by 20.7% RMS, so
# it is not used.
# Residual: 12.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.125us 2M:4.753us 16M:20.21us 64M:72.18us 256M:310.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.49us + bytes / 105 GB/s, misses by
# 16.3% RMS, so it is not used.
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.87us 2M:25.19us 16M:205us 64M:682us 256M:2.645ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.18us

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
# measured medians (15 points at 3 sizes): the best line, 4.737us + bytes /
# 254 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 17.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.17us 16M:65.77us 64M:292.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.76us + bytes / 222 GB/s, written at the measured
# sizes (the medians would give 11.5%).
# Residual: 12.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.21us 16M:96.39us 64M:323.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 198 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.35us 16M:84.3us 64M:334.5us 256M:1.366ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.965us
# + bytes / 12.7 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.379us 64K:22.4us 2M:140.2us 16M:1.197ms 64M:6.231ms 256M:28.48ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.87us + bytes / 13.4 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.29us 64K:27.14us 2M:230.9us 16M:1.285ms 64M:4.642ms 256M:17.69ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.5 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 24.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.687us 2M:168us 16M:1.772ms 64M:7.422ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24 GB/s, misses by
# 27.3% RMS, so it is not used.
# Residual: 12.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.16us 2M:67.67us 16M:801.3us 64M:4.301ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 252.1ns +
# bytes / 12.2 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 4.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.633us 2M:172.5us 16M:1.378ms 64M:5.511ms

