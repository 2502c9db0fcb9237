# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T00:35:27Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:35:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.6% RMS relative over 5 repetitions.
launch_ns = 4.873us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.175us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.727us + bytes / 5.7e+03 GB/s, misses by 59.0% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:1.746us 64K:1.839us 1M:1.814us 1536K:1.779us 2M:41.06us 8M:35.63us 64M:54.33us 256M:72.71us 1G:145.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.18us + bytes / 2.4e+03 GB/s, misses by 50.9% RMS, so it is not
# used.
# Residual: 19.6% RMS relative over 45 repetitions.
free_ns = 4K:1.476us 64K:1.529us 1M:1.385us 1536K:1.409us 2M:32.51us 8M:34.03us 64M:64.08us 256M:122.8us 1G:374.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.75us
# + bytes / 2.79e+03 GB/s, misses by 70.5% RMS, so it is not used.
# Residual: 51.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.774us 64K:2.398us 2M:20.68us 16M:46.85us 64M:77.83us 256M:77.92us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.995us + bytes / 8.33e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.995us 64K:9.995us 2M:9.998us 16M:10.02us 64M:10.08us 256M:10.32us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.5%, 512K 16.1%, 1M 15.5%, 2M 15.4%, 4M 15.7%, 8M 16.7%, 16M
# 17.7%, 32M 19.0%.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.92us     62.33us
# seq             2M          0         2         2     2097152           0     210.3us       265us
# seq            16M          0        16        16    16777216           0     1.603ms     1.856ms
# seq            64M          0        64        64    67108864           0     9.502ms     7.313ms
# seq           256M          0       256       256   268435456           0     43.77ms     29.14ms
# stride         64M        64K        32        32    67108864           0     6.994ms     6.711ms
# stride        256M         2M       128       128     8388608           0     3.066ms     3.202ms
# random         16M          0         9        35    16777216           0     2.321ms     2.206ms
# random         64M          0        34       306    67108864           0     11.11ms     11.78ms
# random        256M          0       139      1560   268435456           0     55.25ms     53.25ms
# fresh           2M          0         2         2           0     2097152     188.7us     219.1us
# fresh          16M          0        16        16           0    16777216     1.528ms     1.489ms
# fresh          64M          0        64        64           0    67108864     6.082ms     5.845ms
# fresh         256M          0       256       256           0   268435456     25.97ms     23.27ms
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
# prefetch at the driver's defaults). Result: 283.1ns per batch, 18.51us per
# VA block, bytes / 11.1 GB/s moved, 37.61us per faulting kernel, bytes / 14.6
# GB/s zero-filled.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_batch_ns = 283.1ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_block_ns = 18.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:370.6ns 64K:5.93us 512K:47.44us 1M:94.88us 2M:189.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_wake_ns = 37.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:281ns 64K:4.496us 512K:35.97us 1M:71.94us 2M:143.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.58us + bytes /
# 45.6 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.47us 2M:121.5us 16M:444.1us 64M:1.388ms 256M:5.517ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.35us + bytes / 14.5 GB/s, written at
# the measured sizes (the medians would give 4.9%).
# Residual: 10.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.88us 2M:160.3us 16M:1.175ms 64M:4.654ms 256M:18.57ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.83us + bytes / 11.2 GB/s, written at the
# measured sizes (the medians would give 11.5%).
# Residual: 12.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.68us 512K:62.63us 2M:203us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.27us + bytes / 3.75 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.11us 512K:180.4us 2M:547.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 400.7us + bytes / 2.59 GB/s, written at the measured
# sizes (the medians would give 9.1%).
# Residual: 13.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:426us 256K:502.1us 2M:1.212ms 16M:6.889ms 64M:26.35ms 256M:104.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.116us + bytes / 1.51e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 16.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.775us 2M:2.812us 16M:14.95us 64M:48.1us 256M:181.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.26us + bytes / 72 GB/s, misses by
# 18.1% RMS, so it is not used.
# Residual: 10.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.18us 2M:34.22us 16M:278.9us 64M:1.053ms 256M:4.026ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.1us

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
# measured medians (15 points at 3 sizes): the best line, 8.008us + bytes /
# 233 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 21.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.93us 16M:82.92us 64M:288.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 52.09us + bytes / 168 GB/s, written at the measured
# sizes (the medians would give 12.0%).
# Residual: 12.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:64.55us 16M:151.8us 64M:451us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 519.1ns +
# bytes / 191 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.58us 16M:86.99us 64M:352.7us 256M:1.424ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.744us
# + bytes / 9.92 GB/s, misses by 39.1% RMS, so it is not used.
# Residual: 20.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.434us 64K:23.48us 2M:143.8us 16M:2.459ms 64M:9.59ms 256M:48.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.37us + bytes / 11.6 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.17us 64K:28.68us 2M:248.8us 16M:1.377ms 64M:5.031ms 256M:22.76ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.4 GB/s, misses by 43.8% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_read_ns = 64K:5.216us 2M:123.4us 16M:2.373ms 64M:12.09ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.7 GB/s, misses by
# 47.2% RMS, so it is not used.
# Residual: 10.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.232us 2M:61.71us 16M:1.355ms 64M:8.168ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 904.6ns +
# bytes / 9.2 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 9.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.029us 2M:228.9us 16M:1.825ms 64M:7.296ms

