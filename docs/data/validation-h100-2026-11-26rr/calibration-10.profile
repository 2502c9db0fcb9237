# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:44:19Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:44:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.4% RMS relative over 5 repetitions.
launch_ns = 5.419us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.141us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.129us + bytes / 3.74e+03 GB/s, misses by 59.5% RMS,
# so it is not used.
# Residual: 30.4% RMS relative over 45 repetitions.
malloc_ns = 4K:4.018us 64K:3.46us 1M:2.802us 1536K:3.153us 2M:101.6us 8M:53.53us 64M:77.3us 256M:84.65us 1G:237.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.877us + bytes / 1.42e+03 GB/s, misses by 53.7% RMS, so it is
# not used.
# Residual: 22.9% RMS relative over 45 repetitions.
free_ns = 4K:3.048us 64K:3.033us 1M:2.062us 1536K:2.218us 2M:52.47us 8M:50.3us 64M:88.82us 256M:213.1us 1G:651.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.912us + bytes / 5.37e+03 GB/s, misses by 62.5% RMS, so it is not used.
# Residual: 33.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.914us 64K:2.46us 2M:20.08us 16M:31.91us 64M:41.52us 256M:42.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.45us + bytes * -1.64e-06 ns/B, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 12.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.45us 64K:10.44us 2M:10.44us 16M:10.42us 64M:10.34us 256M:10.01us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.7%, 512K 17.3%, 1M 16.7%, 2M 15.7%, 4M 15.3%, 8M 14.9%, 16M
# 15.0%, 32M 15.3%.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.61us     63.69us
# seq             2M          0         2         2     2097152           0     231.7us     271.3us
# seq            16M          0        16        16    16777216           0     1.764ms     1.944ms
# seq            64M          0        64        64    67108864           0     8.842ms     7.678ms
# seq           256M          0       256       256   268435456           0     36.21ms     30.62ms
# stride         64M        64K         8        32    67108864           0     6.168ms     6.429ms
# stride        256M         2M        32       128     8388608           0     2.016ms     2.298ms
# random         16M          0        12        16    16777216           0     1.711ms     1.871ms
# random         64M          0        36       161    67108864           0     8.862ms     7.877ms
# random        256M          0       125      1211   268435456           0     45.68ms      35.2ms
# fresh           2M          0         2         2           0     2097152     148.3us     175.9us
# fresh          16M          0        16        16           0    16777216     1.081ms     1.181ms
# fresh          64M          0        64        64           0    67108864     5.296ms     4.626ms
# fresh         256M          0       256       256           0   268435456     23.48ms     18.41ms
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
# prefetch at the driver's defaults). Result: 18.14us per batch, 7.285us per
# VA block, bytes / 11.2 GB/s moved, 32.38us per faulting kernel, bytes / 22.6
# GB/s zero-filled.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_batch_ns = 18.14us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_block_ns = 7.285us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:367.3ns 64K:5.878us 512K:47.02us 1M:94.04us 2M:188.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_wake_ns = 32.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:181.1ns 64K:2.897us 512K:23.18us 1M:46.35us 2M:92.71us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.98us + bytes /
# 39.2 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 24.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.74us 2M:124.9us 16M:429.5us 64M:2.515ms 256M:5.841ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 15.21us + bytes / 14.5 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 54.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.48us 2M:183.4us 16M:1.114ms 64M:15.81ms 256M:15.39ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.22us + bytes / 13 GB/s, written at the
# measured sizes (the medians would give 5.7%).
# Residual: 5.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.27us 512K:53.65us 2M:174.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 52.03us + bytes / 4.81 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 29.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:64.03us 512K:177us 2M:463.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 326.5us + bytes / 2.23 GB/s, misses by 18.9% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:373.8us 256K:478.2us 2M:984us 16M:8.386ms 64M:34.85ms 256M:132.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.244us + bytes / 1.65e+03 GB/s, misses by 21.7% RMS,
# so it is not used.
# Residual: 16.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.929us 2M:2.849us 16M:13.71us 64M:43.62us 256M:168.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.4us + bytes / 98.2 GB/s, misses by
# 22.6% RMS, so it is not used.
# Residual: 21.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.02us 2M:33.68us 16M:221.9us 64M:681.4us 256M:2.7ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 86.46us

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
# measured medians (15 points at 3 sizes): the best line, 7.67us + bytes / 175
# GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.66us 16M:102.6us 64M:393.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.48us + bytes / 130 GB/s, written at the measured
# sizes (the medians would give 9.7%).
# Residual: 9.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:42.6us 16M:155.4us 64M:542.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.614us +
# bytes / 176 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 26.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.3us 16M:91.58us 64M:402.1us 256M:1.615ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.055us
# + bytes / 12.1 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.55us 64K:22.09us 2M:129.7us 16M:1.535ms 64M:6.71ms 256M:30.78ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.38us + bytes / 12.7 GB/s,
# misses by 24.1% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.1us 64K:28.32us 2M:247.2us 16M:1.307ms 64M:4.927ms 256M:18.68ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.2 GB/s, misses by 40.9% RMS, so it is not used.
# Residual: 19.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.419us 2M:107.1us 16M:2.123ms 64M:9.441ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.3 GB/s, misses by
# 45.3% RMS, so it is not used.
# Residual: 11.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.016us 2M:50.07us 16M:1.286ms 64M:5.77ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 301.5ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 4.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.355us 2M:194us 16M:1.55ms 64M:6.199ms

