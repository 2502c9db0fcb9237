# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T17:58:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:58:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.5% RMS relative over 5 repetitions.
launch_ns = 2.793us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.985us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.618us + bytes / 1.11e+04 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 27.8% RMS relative over 45 repetitions.
malloc_ns = 4K:1.705us 64K:1.747us 1M:1.55us 1536K:1.553us 2M:33.06us 8M:30.68us 64M:41.69us 256M:36.73us 1G:78.13us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.04us + bytes / 2.92e+03 GB/s, misses by 51.4% RMS, so it is not
# used.
# Residual: 20.4% RMS relative over 45 repetitions.
free_ns = 4K:1.268us 64K:1.376us 1M:1.187us 1536K:1.231us 2M:28.79us 8M:29.91us 64M:47.19us 256M:103.8us 1G:302.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.51us
# + bytes / 7.34e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 36.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.27us 64K:2.217us 2M:14.71us 16M:18us 64M:30.75us 256M:31.25us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.269us + bytes / 3.7e+05 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 8.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.269us 64K:7.269us 2M:7.274us 16M:7.314us 64M:7.45us 256M:7.995us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.9%, 512K 15.5%, 1M 14.8%, 2M 14.0%, 4M 14.0%, 8M 14.4%, 16M
# 14.9%, 32M 15.7%.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.26us     71.91us
# seq             2M          0         2         2     2097152           0       235us     266.2us
# seq            16M          0        16        16    16777216           0     1.615ms     1.759ms
# seq            64M          0        64        64    67108864           0     8.126ms     6.877ms
# seq           256M          0       256       256   268435456           0     37.11ms     27.35ms
# stride         64M        64K        32        32    67108864           0     6.061ms     6.456ms
# stride        256M         2M       128       128     8388608           0     2.375ms     2.486ms
# random         16M          0         9        35    16777216           0     1.938ms     2.009ms
# random         64M          0        34       306    67108864           0     9.562ms     10.06ms
# random        256M          0       139      1560   268435456           0     47.66ms     44.51ms
# fresh           2M          0         2         2           0     2097152       155us     188.1us
# fresh          16M          0        16        16           0    16777216     1.091ms     1.134ms
# fresh          64M          0        64        64           0    67108864     5.811ms     4.379ms
# fresh         256M          0       256       256           0   268435456     18.17ms     17.36ms
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
# prefetch at the driver's defaults). Result: 13.41ns per batch, 13.16us per
# VA block, bytes / 11.2 GB/s moved, 52.9us per faulting kernel, bytes / 19.3
# GB/s zero-filled.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_batch_ns = 13.41ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_block_ns = 13.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:365.1ns 64K:5.841us 512K:46.73us 1M:93.46us 2M:186.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_wake_ns = 52.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:212.6ns 64K:3.401us 512K:27.21us 1M:54.42us 2M:108.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 61.01us + bytes / 50
# GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 23.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:57.34us 2M:127.4us 16M:405.3us 64M:1.335ms 256M:5.289ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.2us + bytes / 16.1 GB/s, written at the
# measured sizes (the medians would give 4.1%).
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.26us 2M:144.2us 16M:1.054ms 64M:4.175ms 256M:16.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.52us + bytes / 14.3 GB/s, written at the
# measured sizes (the medians would give 12.3%).
# Residual: 12.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.12us 512K:50.3us 2M:160.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 29.16us + bytes / 4.54 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.41us 512K:169.6us 2M:451.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 206.4us + bytes / 3.72
# GB/s, written at the measured sizes (the medians would give 6.2%).
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:224us 256K:276.9us 2M:770.1us 16M:4.716ms 64M:18.24ms 256M:72.36ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.647us + bytes / 1.07e+03 GB/s, misses by 25.0% RMS,
# so it is not used.
# Residual: 17.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.701us 2M:3.621us 16M:18.9us 64M:66.4us 256M:285us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.25us + bytes / 88.6 GB/s, misses
# by 16.7% RMS, so it is not used.
# Residual: 8.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.36us 2M:30.32us 16M:216.1us 64M:852us 256M:3.232ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.82us

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
# measured medians (15 points at 3 sizes): the best line, 7.11us + bytes / 261
# GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.12us 16M:72.25us 64M:262us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 51.52us + bytes / 192 GB/s, written at the measured
# sizes (the medians would give 2.1%).
# Residual: 4.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:62.43us 16M:138.8us 64M:400.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 58.9ns +
# bytes / 189 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 24.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.35us 16M:82.2us 64M:413us 256M:1.358ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.934us
# + bytes / 13.3 GB/s, misses by 27.0% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.477us 64K:21.54us 2M:123.7us 16M:1.309ms 64M:5.72ms 256M:27.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.44us + bytes / 13.8 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.248us 64K:28.06us 2M:216us 16M:1.105ms 64M:5.357ms 256M:16.56ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 516.8ns +
# bytes / 17.6 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 19.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.271us 2M:97.83us 16M:969.6us 64M:6.42ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33 GB/s, misses by
# 30.2% RMS, so it is not used.
# Residual: 9.5% RMS relative over 20 repetitions.
host_write_ns = 64K:920ns 2M:47.14us 16M:670.9us 64M:3.352ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 341.2ns +
# bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 7.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.659us 2M:170.5us 16M:1.362ms 64M:5.446ms

