# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:28:48Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:28:48Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.159us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.01us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.323us + bytes / 4.52e+03 GB/s, misses by 57.7% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.439us 64K:2.451us 1M:2.529us 1536K:2.233us 2M:48.52us 8M:43.97us 64M:52.3us 256M:73.1us 1G:189.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.723us + bytes / 1.54e+03 GB/s, misses by 49.7% RMS, so it is
# not used.
# Residual: 19.7% RMS relative over 45 repetitions.
free_ns = 4K:2.211us 64K:2.161us 1M:2.123us 1536K:2.033us 2M:37.4us 8M:42.88us 64M:88.42us 256M:184.3us 1G:590.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.229us + bytes / 7.73e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 37.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.056us 64K:2.776us 2M:24.38us 16M:25.17us 64M:34.02us 256M:31.17us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.915us + bytes / 2.86e+05 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 7.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.915us 64K:8.915us 2M:8.922us 16M:8.973us 64M:9.149us 256M:9.853us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 11.7%, 512K 11.4%, 1M 10.9%, 2M 10.1%, 4M 8.7%, 8M 7.9%, 16M
# 8.1%, 32M 9.4%.
# Residual: 15.8% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     61.73us     56.75us
# seq             2M          0         2         2     2097152           0     219.2us     230.9us
# seq            16M          0        16        16    16777216           0     1.508ms     1.722ms
# seq            64M          0        64        64    67108864           0     6.622ms     6.835ms
# seq           256M          0       256       256   268435456           0     31.29ms     27.28ms
# stride         64M        64K         8        32    67108864           0     5.734ms     5.227ms
# stride        256M         2M        32       128     8388608           0     2.865ms     2.957ms
# random         16M          0        12        16    16777216           0     1.685ms     1.637ms
# random         64M          0        36       161    67108864           0     7.295ms     7.517ms
# random        256M          0       125      1211   268435456           0     38.68ms     37.07ms
# fresh           2M          0         2         2           0     2097152     133.7us     151.7us
# fresh          16M          0        16        16           0    16777216     1.087ms     1.088ms
# fresh          64M          0        64        64           0    67108864     4.565ms     4.299ms
# fresh         256M          0       256       256           0   268435456     18.79ms     17.14ms
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
# prefetch at the driver's defaults). Result: 21.19us per batch, 13.16us per
# VA block, bytes / 14.5 GB/s moved, 17.9us per faulting kernel, bytes / 32.2
# GB/s zero-filled.
# Residual: 15.8% RMS relative over 70 repetitions.
fault_batch_ns = 21.19us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.8% RMS relative over 70 repetitions.
fault_block_ns = 13.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 15.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:281.9ns 64K:4.51us 512K:36.08us 1M:72.17us 2M:144.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 15.8% RMS relative over 70 repetitions.
fault_wake_ns = 17.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 15.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:127.1ns 64K:2.034us 512K:16.27us 1M:32.54us 2M:65.08us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.15us + bytes / 47
# GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 1.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.87us 2M:122.6us 16M:431.6us 64M:1.343ms 256M:5.33ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.92us + bytes / 15.8 GB/s, written at
# the measured sizes (the medians would give 2.6%).
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.06us 2M:147.2us 16M:1.074ms 64M:4.249ms 256M:16.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.54us + bytes / 12.7 GB/s, written at the
# measured sizes (the medians would give 10.8%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.7us 512K:55.76us 2M:179.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.84us + bytes / 4.13 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.16us 512K:162.7us 2M:497.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 305.4us + bytes / 2.53
# GB/s, written at the measured sizes (the medians would give 3.2%).
# Residual: 11.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:331.4us 256K:409.1us 2M:1.135ms 16M:6.939ms 64M:26.84ms 256M:106.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.152us + bytes / 1.68e+03 GB/s, misses by 20.4% RMS,
# so it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.894us 2M:2.721us 16M:13.28us 64M:42.98us 256M:165.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.19us +
# bytes / 98.8 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.85us 2M:32.42us 16M:181us 64M:690.4us 256M:2.728ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.84us

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
# measured medians (15 points at 3 sizes): the best line, 6.403us + bytes /
# 301 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.38us 16M:61.91us 64M:230.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 199 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.48us 16M:83.27us 64M:334.9us 256M:1.361ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.382us
# + bytes / 11 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.828us 64K:24.77us 2M:153.1us 16M:1.534ms 64M:7.083ms 256M:29.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.95us + bytes / 12.4 GB/s,
# misses by 22.7% RMS, so it is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.48us 64K:28.49us 2M:248.7us 16M:1.319ms 64M:4.72ms 256M:20.66ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.7 GB/s, misses by 38.4% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.466us 2M:111.6us 16M:1.95ms 64M:9.317ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.7 GB/s, misses by
# 39.8% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:987ns 2M:51.1us 16M:964.5us 64M:5.694ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 576.9ns +
# bytes / 12.9 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.652us 2M:163us 16M:1.3ms 64M:5.198ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
