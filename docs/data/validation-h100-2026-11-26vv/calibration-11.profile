# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:01:53Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:01:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.9% RMS relative over 5 repetitions.
launch_ns = 4.591us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.173us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.855us + bytes / 3.88e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 29.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.903us 64K:3.115us 1M:2.915us 1536K:2.877us 2M:68.78us 8M:52.32us 64M:86.06us 256M:81.5us 1G:228us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.143us + bytes / 1.32e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 17.7% RMS relative over 45 repetitions.
free_ns = 4K:2.774us 64K:2.755us 1M:2.554us 1536K:2.482us 2M:45.34us 8M:48.65us 64M:84.1us 256M:208.9us 1G:709.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.096us + bytes / 2.6e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 39.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.668us 64K:4.593us 2M:31.92us 16M:54.76us 64M:75.58us 256M:85.78us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.51us + bytes / 2.11e+05 GB/s, written at the measured sizes (the
# medians would give 11.0%).
# Residual: 12.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.51us 64K:13.51us 2M:13.52us 16M:13.59us 64M:13.83us 256M:14.78us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.3%, 512K 18.0%, 1M 17.5%, 2M 16.8%, 4M 16.5%, 8M 16.0%, 16M
# 15.8%, 32M 16.4%.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     98.34us     78.73us
# seq             2M          0         2         2     2097152           0     244.7us     316.5us
# seq            16M          0        16        16    16777216           0     2.103ms     2.429ms
# seq            64M          0        64        64    67108864           0     10.76ms     9.674ms
# seq           256M          0       256       256   268435456           0        42ms     38.65ms
# stride         64M        64K         4        32    67108864           0     7.108ms     6.602ms
# stride        256M         2M        16       128     8388608           0     3.015ms     3.404ms
# random         16M          0        16        16    16777216           0     2.413ms     2.429ms
# random         64M          0        39       104    67108864           0     11.01ms     9.211ms
# random        256M          0       127       907   268435456           0      58.8ms     43.07ms
# fresh           2M          0         2         2           0     2097152       159us     176.6us
# fresh          16M          0        16        16           0    16777216     1.211ms     1.311ms
# fresh          64M          0        64        64           0    67108864     5.426ms       5.2ms
# fresh         256M          0       256       256           0   268435456     26.01ms     20.76ms
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
# prefetch at the driver's defaults). Result: 43.03us per batch, 15.31us per
# VA block, bytes / 11.3 GB/s moved, 14.6us per faulting kernel, bytes / 46.3
# GB/s zero-filled.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_batch_ns = 43.03us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_block_ns = 15.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:361.7ns 64K:5.787us 512K:46.29us 1M:92.58us 2M:185.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_wake_ns = 14.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:88.56ns 64K:1.417us 512K:11.34us 1M:22.67us 2M:45.34us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.66us + bytes / 46
# GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 4.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.26us 2M:124.7us 16M:432.9us 64M:1.393ms 256M:5.488ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.97us + bytes / 9.2 GB/s, written at the
# measured sizes (the medians would give 1.9%).
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.1us 2M:246us 16M:1.842ms 64M:7.314ms 256M:29.2ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.06us + bytes / 8.12 GB/s, written at the
# measured sizes (the medians would give 9.6%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.13us 512K:81.6us 2M:275.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.43us + bytes / 2.98 GB/s, written at
# the measured sizes (the medians would give 6.0%).
# Residual: 9.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.4us 512K:199.3us 2M:726.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 308.1us + bytes / 2.31 GB/s, written at the measured
# sizes (the medians would give 2.2%).
# Residual: 10.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:336.4us 256K:421.4us 2M:1.214ms 16M:7.558ms 64M:29.31ms 256M:116.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.95us + bytes / 870 GB/s, misses by 23.1% RMS, so it
# is not used.
# Residual: 12.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.168us 2M:4.159us 16M:23.82us 64M:84.82us 256M:332.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.46us +
# bytes / 66.6 GB/s, written at the measured sizes (the medians would give
# 6.1%).
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.44us 2M:48.93us 16M:269.2us 64M:1.025ms 256M:4.046ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.14us

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
# measured medians (15 points at 3 sizes): the best line, 7.579us + bytes /
# 215 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 18.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.36us 16M:84.53us 64M:322.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.3us + bytes / 210 GB/s, written at the measured sizes
# (the medians would give 6.9%).
# Residual: 7.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.31us 16M:104.3us 64M:344.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.641us +
# bytes / 155 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.3us 16M:109.6us 64M:429.4us 256M:1.783ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.702us
# + bytes / 8.79 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.409us 64K:24.63us 2M:183.6us 16M:2.089ms 64M:8.801ms 256M:36.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.71us + bytes / 9.09 GB/s,
# misses by 18.8% RMS, so it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.45us 64K:31.82us 2M:266.6us 16M:1.773ms 64M:7.079ms 256M:28.21ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.07 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 13.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.963us 2M:206.5us 16M:2.461ms 64M:10.82ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.8 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.332us 2M:66.41us 16M:1.234ms 64M:6.249ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.9 GB/s, written at the measured sizes (the medians would give
# 8.2%).
# Residual: 8.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.298us 2M:211.5us 16M:1.694ms 64M:6.778ms

