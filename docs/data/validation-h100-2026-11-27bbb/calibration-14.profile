# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:46:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:46:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.6% RMS relative over 5 repetitions.
launch_ns = 4.52us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.04us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.313us + bytes / 5.1e+03 GB/s, misses by 54.9% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.85us 64K:2.621us 1M:2.249us 1536K:2.146us 2M:63.21us 8M:45.98us 64M:54.8us 256M:57.2us 1G:181us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.798us + bytes / 2.14e+03 GB/s, misses by 52.6% RMS, so it is
# not used.
# Residual: 23.7% RMS relative over 45 repetitions.
free_ns = 4K:2.205us 64K:2.327us 1M:1.969us 1536K:1.973us 2M:40.1us 8M:42.13us 64M:73.22us 256M:131.5us 1G:423.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.917us + bytes / 3.82e+03 GB/s, misses by 67.5% RMS, so it is not used.
# Residual: 42.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.701us 64K:2.653us 2M:19.73us 16M:40.08us 64M:46.84us 256M:57.78us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.968us + bytes * -7.64e-07 ns/B, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.968us 64K:9.968us 2M:9.967us 16M:9.956us 64M:9.917us 256M:9.763us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.2%, 512K 19.0%, 1M 18.5%, 2M 18.2%, 4M 17.9%, 8M 17.4%, 16M
# 17.2%, 32M 17.5%.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.19us      55.2us
# seq             2M          0         2         2     2097152           0     184.9us     254.9us
# seq            16M          0        16        16    16777216           0     2.038ms     1.995ms
# seq            64M          0        64        64    67108864           0     9.907ms     7.962ms
# seq           256M          0       256       256   268435456           0     31.12ms     31.83ms
# stride         64M        64K         4        32    67108864           0     6.385ms      5.61ms
# stride        256M         2M        16       128     8388608           0     2.231ms     2.471ms
# random         16M          0        16        16    16777216           0     1.861ms     1.995ms
# random         64M          0        39       104    67108864           0     9.273ms     7.515ms
# random        256M          0       127       907   268435456           0      41.9ms     33.96ms
# fresh           2M          0         2         2           0     2097152     134.1us     144.8us
# fresh          16M          0        16        16           0    16777216     954.1us     1.114ms
# fresh          64M          0        64        64           0    67108864     5.214ms     4.438ms
# fresh         256M          0       256       256           0   268435456     21.74ms     17.73ms
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
# prefetch at the driver's defaults). Result: 33.86us per batch, 9.992us per
# VA block, bytes / 13 GB/s moved, 6.313us per faulting kernel, bytes / 41.3
# GB/s zero-filled.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_batch_ns = 33.86us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_block_ns = 9.992us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:314.3ns 64K:5.028us 512K:40.22us 1M:80.45us 2M:160.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_wake_ns = 6.313us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:99.18ns 64K:1.587us 512K:12.69us 1M:25.39us 2M:50.78us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.33us + bytes /
# 44.8 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 2.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.37us 2M:123.6us 16M:462.3us 64M:1.391ms 256M:5.546ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 17.29us + bytes / 11.1 GB/s, written at the
# measured sizes (the means would give 4.2%).
# Residual: 6.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.18us 2M:205.8us 16M:1.525ms 64M:6.049ms 256M:24.14ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.54us + bytes / 9.97 GB/s, written at the measured
# sizes (the means would give 11.3%).
# Residual: 11.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.11us 512K:71.12us 2M:228.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.96us + bytes / 3.53 GB/s, written at the
# measured sizes (the means would give 10.3%).
# Residual: 12.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.5us 512K:172.3us 2M:617.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 320.3us +
# bytes / 2.89 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:386.1us 256K:425.8us 2M:800.6us 16M:6.505ms 64M:27.15ms 256M:105.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.567us + bytes / 1.19e+03 GB/s, misses by 23.9% RMS,
# so it is not used.
# Residual: 16.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.574us 2M:3.424us 16M:16.93us 64M:64.45us 256M:238.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.18us + bytes / 97.6 GB/s, misses
# by 17.0% RMS, so it is not used.
# Residual: 7.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.75us 2M:25.66us 16M:200.6us 64M:765.6us 256M:2.977ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.13us

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
# measured medians (15 points at 3 sizes): the best line, 7.024us + bytes /
# 285 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 15.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.31us 16M:68.37us 64M:236.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.73us + bytes / 242 GB/s, written at the measured
# sizes (the medians would give 8.7%).
# Residual: 8.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.41us 16M:93.16us 64M:301.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.051us +
# bytes / 196 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.78us 16M:86.38us 64M:343.3us 256M:1.377ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.214us
# + bytes / 8.21 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.02us 64K:25.68us 2M:192.9us 16M:2.204ms 64M:9.984ms 256M:39.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.45us + bytes / 8.11 GB/s,
# misses by 19.9% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.17us 64K:32.8us 2M:299.7us 16M:1.97ms 64M:8.161ms 256M:31.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 43.3% RMS, so it is not used.
# Residual: 19.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.484us 2M:110.6us 16M:2.429ms 64M:10.01ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.1 GB/s, misses by
# 48.1% RMS, so it is not used.
# Residual: 11.6% RMS relative over 20 repetitions.
host_write_ns = 64K:991ns 2M:52.28us 16M:1.315ms 64M:6.73ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 2.741us +
# bytes / 10.2 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 9.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:9.135us 2M:207.3us 16M:1.64ms 64M:6.55ms

