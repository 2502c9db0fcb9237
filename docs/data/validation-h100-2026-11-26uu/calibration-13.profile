# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:30:08Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:30:08Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.8% RMS relative over 5 repetitions.
launch_ns = 4.631us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.03us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.547us + bytes / 3.91e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.451us 64K:2.812us 1M:2.639us 1536K:2.716us 2M:67.99us 8M:48.88us 64M:98.73us 256M:90.88us 1G:219.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.046us + bytes / 1.46e+03 GB/s, misses by 49.0% RMS, so it is
# not used.
# Residual: 19.8% RMS relative over 45 repetitions.
free_ns = 4K:2.603us 64K:2.639us 1M:2.418us 1536K:2.327us 2M:42.59us 8M:43.75us 64M:88.96us 256M:184.3us 1G:640.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.25us
# + bytes / 3.53e+03 GB/s, misses by 67.7% RMS, so it is not used.
# Residual: 37.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.112us 64K:2.913us 2M:27.02us 16M:45.11us 64M:64.47us 256M:63.45us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.09us + bytes * -2.09e-06 ns/B, written at the measured sizes (the
# medians would give 9.4%).
# Residual: 9.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.09us 64K:11.09us 2M:11.08us 16M:11.05us 64M:10.95us 256M:10.53us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.0%, 512K 20.0%, 1M 20.0%, 2M 19.5%, 4M 18.5%, 8M 16.2%, 16M
# 14.7%, 32M 14.6%.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.24us     74.68us
# seq             2M          0         2         2     2097152           0     212.8us     291.7us
# seq            16M          0        16        16    16777216           0     3.071ms     2.328ms
# seq            64M          0        64        64    67108864           0     9.507ms      9.31ms
# seq           256M          0       256       256   268435456           0     40.35ms     37.24ms
# stride         64M        64K         4        32    67108864           0     6.094ms     5.458ms
# stride        256M         2M         8       128     8388608           0     2.308ms     2.423ms
# random         16M          0        16        16    16777216           0     2.275ms     2.328ms
# random         64M          0        43        73    67108864           0      7.69ms     8.174ms
# random        256M          0       134       611   268435456           0      42.9ms     33.81ms
# fresh           2M          0         2         2           0     2097152     197.4us     190.3us
# fresh          16M          0        16        16           0    16777216       1.4ms     1.517ms
# fresh          64M          0        64        64           0    67108864     6.005ms     6.065ms
# fresh         256M          0       256       256           0   268435456     26.11ms     24.26ms
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
# prefetch at the driver's defaults). Result: 58.6us per batch, 10.49us per VA
# block, bytes / 13.7 GB/s moved, 813.1ns per faulting kernel, bytes / 40.9
# GB/s zero-filled.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_batch_ns = 58.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_block_ns = 10.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:298.3ns 64K:4.773us 512K:38.18us 1M:76.36us 2M:152.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_wake_ns = 813.1ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:100.3ns 64K:1.604us 512K:12.83us 1M:25.67us 2M:51.34us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.43us + bytes /
# 46.3 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 7.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.38us 2M:123.9us 16M:431.8us 64M:1.37ms 256M:5.396ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.96us + bytes / 10.6 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.12us 2M:216us 16M:1.596ms 64M:6.326ms 256M:25.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.99us + bytes / 9.26 GB/s, written at the
# measured sizes (the medians would give 10.5%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.06us 512K:73.59us 2M:243.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 26.74us + bytes / 3.15 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 19.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.43us 512K:228.8us 2M:632.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 326.3us +
# bytes / 2.56 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:359.2us 256K:484.5us 2M:898.3us 16M:7.346ms 64M:29.29ms 256M:116.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.212us + bytes / 810 GB/s, misses by 22.4% RMS, so
# it is not used.
# Residual: 12.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.525us 2M:4.519us 16M:25.17us 64M:90.17us 256M:364.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.79us + bytes / 82.3 GB/s, misses
# by 17.0% RMS, so it is not used.
# Residual: 7.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.61us 2M:31.42us 16M:225.4us 64M:915.6us 256M:3.765ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.5us

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
# measured medians (15 points at 3 sizes): the best line, 11.46us + bytes /
# 139 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:26.35us 16M:139.8us 64M:474.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 12.67us + bytes / 64.1 GB/s, misses by 38.8% RMS, so it is not used.
# Residual: 39.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:44.13us 16M:428.2us 64M:905us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.743us +
# bytes / 170 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.56us 16M:101.8us 64M:403us 256M:1.665ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.838us
# + bytes / 10 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.427us 64K:24.55us 2M:161.8us 16M:1.706ms 64M:7.56ms 256M:38.98ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.65us + bytes / 9.58 GB/s,
# misses by 19.5% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.48us 64K:30.14us 2M:262.5us 16M:1.651ms 64M:6.588ms 256M:27.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.91 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 14.4% RMS relative over 20 repetitions.
host_read_ns = 64K:7.275us 2M:262us 16M:2.586ms 64M:11.12ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.1 GB/s, misses by
# 26.7% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.371us 2M:99.94us 16M:1.207ms 64M:6.379ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.921us +
# bytes / 9.9 GB/s, written at the measured sizes (the medians would give
# 9.1%).
# Residual: 11.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.543us 2M:213.8us 16M:1.697ms 64M:6.783ms

