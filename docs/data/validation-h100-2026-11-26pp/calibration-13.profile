# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T17:59:18Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:59:18Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.8% RMS relative over 5 repetitions.
launch_ns = 4.15us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.944us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.634us + bytes / 3.74e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.875us 64K:2.516us 1M:2.744us 1536K:2.848us 2M:71.97us 8M:52.19us 64M:80.28us 256M:87.69us 1G:230.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.958us + bytes / 1.47e+03 GB/s, misses by 49.3% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.342us 64K:2.385us 1M:2.444us 1536K:2.283us 2M:44.75us 8M:46.91us 64M:79.34us 256M:181.9us 1G:633.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.618us + bytes / 7.83e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 36.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.683us 64K:2.179us 2M:18.79us 16M:31.21us 64M:32.39us 256M:30.38us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.66us + bytes / 5e+05 GB/s, written at the measured sizes (the
# medians would give 10.5%).
# Residual: 10.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.66us 64K:9.66us 2M:9.664us 16M:9.694us 64M:9.794us 256M:10.2us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.2%, 1M 13.5%, 2M 12.8%, 4M 13.0%, 8M 13.9%, 16M
# 14.7%, 32M 15.7%.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.36us     72.06us
# seq             2M          0         2         2     2097152           0     256.1us     277.3us
# seq            16M          0        16        16    16777216           0     1.857ms     1.857ms
# seq            64M          0        64        64    67108864           0     8.532ms     7.275ms
# seq           256M          0       256       256   268435456           0     28.19ms     28.94ms
# stride         64M        64K        32        32    67108864           0     6.639ms     6.817ms
# stride        256M         2M       128       128     8388608           0     2.516ms     2.671ms
# random         16M          0         9        35    16777216           0     2.149ms     2.129ms
# random         64M          0        34       306    67108864           0        10ms     10.74ms
# random        256M          0       139      1560   268435456           0     53.31ms     47.59ms
# fresh           2M          0         2         2           0     2097152     162.6us     206.7us
# fresh          16M          0        16        16           0    16777216      1.24ms     1.293ms
# fresh          64M          0        64        64           0    67108864     5.907ms     5.015ms
# fresh         256M          0       256       256           0   268435456     25.73ms     19.91ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.3us per VA
# block, bytes / 10.6 GB/s moved, 51.6us per faulting kernel, bytes / 16.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_block_ns = 14.3us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:385ns 64K:6.16us 512K:49.28us 1M:98.56us 2M:197.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_wake_ns = 51.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:247.1ns 64K:3.954us 512K:31.63us 1M:63.26us 2M:126.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.71us + bytes /
# 47.4 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33us 2M:116.4us 16M:413.9us 64M:1.339ms 256M:5.284ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.79us + bytes / 13.9 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.94us 2M:258.8us 16M:1.697ms 64M:4.084ms 256M:16.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.91us + bytes / 12.9 GB/s, written at the
# measured sizes (the medians would give 11.3%).
# Residual: 11.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.98us 512K:54.41us 2M:175.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.76us + bytes / 4.29 GB/s, written at
# the measured sizes (the medians would give 11.9%).
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.03us 512K:143.9us 2M:510.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 230.3us + bytes / 3.46 GB/s, misses by 19.2% RMS, so
# it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:261.8us 256K:311.1us 2M:713.2us 16M:5.256ms 64M:20.76ms 256M:83.22ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.045us + bytes / 1.63e+03 GB/s, misses by 23.0% RMS,
# so it is not used.
# Residual: 16.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.765us 2M:2.649us 16M:13.74us 64M:44.76us 256M:168.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.24us + bytes / 78.5 GB/s, misses
# by 16.3% RMS, so it is not used.
# Residual: 6.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.76us 2M:31.86us 16M:246.8us 64M:975.9us 256M:3.712ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.3us

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
# measured medians (15 points at 3 sizes): the best line, 6.513us + bytes /
# 216 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 18.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.2us 16M:84.19us 64M:316.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.14us + bytes / 197 GB/s, written at the measured
# sizes (the medians would give 11.7%).
# Residual: 11.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.76us 16M:104.1us 64M:359.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 197 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.1us 16M:84.32us 64M:336.8us 256M:1.373ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.59us
# + bytes / 12.4 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.073us 64K:23.14us 2M:135.4us 16M:1.351ms 64M:6.347ms 256M:27.52ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11us + bytes / 12.8 GB/s,
# misses by 23.2% RMS, so it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.764us 64K:27.93us 2M:241.4us 16M:1.274ms 64M:4.818ms 256M:18.75ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.23 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 15.0% RMS relative over 20 repetitions.
host_read_ns = 64K:6.175us 2M:198.6us 16M:1.914ms 64M:8.283ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.7 GB/s, misses by
# 29.6% RMS, so it is not used.
# Residual: 14.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.566us 2M:68.95us 16M:775.6us 64M:5.116ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 196.1ns +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.24us 2M:193.6us 16M:1.547ms 64M:6.189ms

