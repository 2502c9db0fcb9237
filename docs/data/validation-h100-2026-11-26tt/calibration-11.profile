# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:06:26Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:06:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 3.817us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.168us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.911us + bytes / 5.32e+03 GB/s, misses by 63.2% RMS,
# so it is not used.
# Residual: 34.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.074us 64K:2.888us 1M:2.833us 1536K:2.912us 2M:52.19us 8M:40.27us 64M:40.63us 256M:62.33us 1G:161.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.315us + bytes / 2.03e+03 GB/s, misses by 51.6% RMS, so it is
# not used.
# Residual: 24.7% RMS relative over 45 repetitions.
free_ns = 4K:1.699us 64K:1.666us 1M:1.534us 1536K:1.627us 2M:37.86us 8M:36.31us 64M:54.92us 256M:131.5us 1G:473.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.609us + bytes / 4.18e+03 GB/s, misses by 65.2% RMS, so it is not used.
# Residual: 34.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.518us 64K:3.934us 2M:31.55us 16M:55.16us 64M:56.17us 256M:56.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.13us + bytes / 6.98e+04 GB/s, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.13us 64K:14.13us 2M:14.16us 16M:14.37us 64M:15.09us 256M:17.97us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.4%, 512K 13.8%, 1M 12.8%, 2M 12.7%, 4M 12.0%, 8M 12.0%, 16M
# 12.5%, 32M 14.3%.
# Residual: 16.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     77.12us     66.93us
# seq             2M          0         2         2     2097152           0     222.8us     281.1us
# seq            16M          0        16        16    16777216           0     1.933ms     2.149ms
# seq            64M          0        64        64    67108864           0     9.863ms     8.554ms
# seq           256M          0       256       256   268435456           0     36.49ms     34.17ms
# stride         64M        64K         8        32    67108864           0       8.1ms     6.548ms
# stride        256M         2M        32       128     8388608           0     4.638ms     4.789ms
# random         16M          0        12        16    16777216           0     2.156ms     2.067ms
# random         64M          0        36       161    67108864           0     10.87ms     10.58ms
# random        256M          0       125      1211   268435456           0     56.27ms     57.08ms
# fresh           2M          0         2         2           0     2097152     168.1us     181.6us
# fresh          16M          0        16        16           0    16777216      1.23ms     1.353ms
# fresh          64M          0        64        64           0    67108864     6.131ms      5.37ms
# fresh         256M          0       256       256           0   268435456     23.53ms     21.44ms
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
# prefetch at the driver's defaults). Result: 20.51us per batch, 26.8us per VA
# block, bytes / 12.2 GB/s moved, 14.24us per faulting kernel, bytes / 28.8
# GB/s zero-filled.
# Residual: 16.3% RMS relative over 70 repetitions.
fault_batch_ns = 20.51us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.3% RMS relative over 70 repetitions.
fault_block_ns = 26.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:336.4ns 64K:5.383us 512K:43.06us 1M:86.13us 2M:172.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.3% RMS relative over 70 repetitions.
fault_wake_ns = 14.24us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:142.1ns 64K:2.274us 512K:18.19us 1M:36.38us 2M:72.75us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.58us + bytes /
# 45.9 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.84us 2M:127.4us 16M:459.1us 64M:1.368ms 256M:5.479ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.29us + bytes / 14.1 GB/s, written at
# the measured sizes (the medians would give 7.4%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.93us 2M:166.7us 16M:1.206ms 64M:4.768ms 256M:19.02ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 20.32us + bytes / 11.1 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 13.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.3us 512K:79.37us 2M:193.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.38us + bytes / 3.65 GB/s, written at
# the measured sizes (the medians would give 13.8%).
# Residual: 14.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.31us 512K:166.8us 2M:597.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 286.2us +
# bytes / 2.6 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:344.5us 256K:373.4us 2M:928.4us 16M:7.047ms 64M:27.82ms 256M:110.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.077us + bytes / 958 GB/s, misses by 22.4% RMS, so
# it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.189us 2M:4.17us 16M:21.92us 64M:76.5us 256M:297.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.26us + bytes / 86.7 GB/s, misses
# by 18.3% RMS, so it is not used.
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.56us 2M:29.69us 16M:217us 64M:880us 256M:3.243ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.1us

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
# sizes): 8.938us + bytes / 234 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.88us 16M:80.49us 64M:295.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.58us + bytes / 200 GB/s, written at the measured
# sizes (the medians would give 12.6%).
# Residual: 12.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.08us 16M:106.6us 64M:358.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 140 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 25.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.88us 16M:152.7us 64M:459.9us 256M:1.772ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.401us
# + bytes / 10.4 GB/s, misses by 35.4% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.071us 64K:23.47us 2M:141.2us 16M:1.902ms 64M:9.598ms 256M:40.85ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.86us + bytes / 12 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.723us 64K:27.4us 2M:241us 16M:1.314ms 64M:4.932ms 256M:22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.92 GB/s, misses by 23.2% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_read_ns = 64K:6.933us 2M:181.6us 16M:2.423ms 64M:10.16ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.9 GB/s, misses by
# 41.2% RMS, so it is not used.
# Residual: 10.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.164us 2M:56.18us 16M:1.18ms 64M:6.037ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 729.6ns +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 4.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.165us 2M:206.7us 16M:1.648ms 64M:6.59ms

