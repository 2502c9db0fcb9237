# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:28:04Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:28:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.5% RMS relative over 5 repetitions.
launch_ns = 4.173us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.168us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.418us + bytes / 9.05e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 30.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.384us 64K:2.312us 1M:2.172us 1536K:2.299us 2M:40us 8M:37.36us 64M:42.83us 256M:44.75us 1G:95.59us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.783us + bytes / 2.59e+03 GB/s, misses by 50.2% RMS, so it is
# not used.
# Residual: 22.1% RMS relative over 45 repetitions.
free_ns = 4K:2.48us 64K:1.842us 1M:2.045us 1536K:1.868us 2M:33.89us 8M:34.9us 64M:51.73us 256M:107.2us 1G:344.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.522us + bytes / 7.26e+03 GB/s, misses by 67.3% RMS, so it is not used.
# Residual: 38.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.552us 64K:2.144us 2M:20.55us 16M:33.23us 64M:36.22us 256M:32.53us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.718us + bytes / 5.07e+05 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 10.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.718us 64K:7.718us 2M:7.722us 16M:7.751us 64M:7.85us 256M:8.247us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.6%, 512K 21.9%, 1M 20.8%, 2M 19.8%, 4M 20.6%, 8M 21.1%, 16M
# 20.8%, 32M 21.2%.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.37us     56.17us
# seq             2M          0         2         2     2097152           0     186.9us       226us
# seq            16M          0        16        16    16777216           0     1.538ms     1.553ms
# seq            64M          0        64        64    67108864           0     10.24ms     6.101ms
# seq           256M          0       256       256   268435456           0     36.52ms     24.29ms
# stride         64M        64K        32        32    67108864           0     4.622ms      5.63ms
# stride        256M         2M       128       128     8388608           0     2.161ms      2.56ms
# random         16M          0         9        35    16777216           0     1.716ms     1.832ms
# random         64M          0        34       306    67108864           0     11.28ms      9.66ms
# random        256M          0       139      1560   268435456           0      52.4ms     43.47ms
# fresh           2M          0         2         2           0     2097152     168.1us     198.5us
# fresh          16M          0        16        16           0    16777216     1.272ms     1.333ms
# fresh          64M          0        64        64           0    67108864     5.852ms     5.221ms
# fresh         256M          0       256       256           0   268435456     24.43ms     20.77ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.71us per VA
# block, bytes / 13.1 GB/s moved, 36.45us per faulting kernel, bytes / 15.8
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_block_ns = 14.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:312.7ns 64K:5.003us 512K:40.02us 1M:80.05us 2M:160.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_wake_ns = 36.45us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:259ns 64K:4.144us 512K:33.15us 1M:66.3us 2M:132.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 37.9us + bytes / 44 GB/s, written at the measured sizes (the medians
# would give 4.0%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.39us 2M:85.56us 16M:419.2us 64M:1.563ms 256M:6.139ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.42us + bytes / 8.92 GB/s, written at
# the measured sizes (the medians would give 6.2%).
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.77us 2M:251.5us 16M:1.897ms 64M:7.538ms 256M:30.1ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.56us + bytes / 9.33 GB/s, written at the
# measured sizes (the medians would give 9.6%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.58us 512K:72.72us 2M:241.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.17us + bytes / 2.82 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 22.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.88us 512K:289.2us 2M:668.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 258.8us + bytes / 3.05 GB/s, misses by 20.2% RMS, so
# it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:301.6us 256K:363.5us 2M:736us 16M:6.108ms 64M:25.16ms 256M:99.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.449us + bytes / 1.01e+03 GB/s, misses by 21.1% RMS,
# so it is not used.
# Residual: 16.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.475us 2M:4.49us 16M:21.41us 64M:70.95us 256M:281.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 36.46us + bytes / 76.8 GB/s, misses
# by 18.6% RMS, so it is not used.
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:45.1us 2M:52.58us 16M:266.5us 64M:956.6us 256M:3.64ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.28us

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
# measured medians (15 points at 3 sizes): the best line, 8.672us + bytes /
# 185 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 15.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.17us 16M:94.77us 64M:389us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.56us + bytes / 124 GB/s, written at the measured
# sizes (the medians would give 12.9%).
# Residual: 13.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.5us 16M:159.1us 64M:565.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 528ns +
# bytes / 194 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.42us 16M:85.11us 64M:337.8us 256M:1.443ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.284us
# + bytes / 8.55 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.898us 64K:26.75us 2M:203.3us 16M:1.948ms 64M:8.859ms 256M:35.57ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.47us + bytes / 10 GB/s,
# misses by 20.4% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.99us 64K:30.33us 2M:253.3us 16M:1.677ms 64M:6.312ms 256M:25.08ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.66 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 15.0% RMS relative over 20 repetitions.
host_read_ns = 64K:5.73us 2M:192.8us 16M:2.241ms 64M:10.19ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.1 GB/s, misses by
# 23.8% RMS, so it is not used.
# Residual: 9.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.52us 2M:94.97us 16M:1.115ms 64M:5.821ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.74 GB/s, written at the measured sizes (the medians would give
# 8.0%).
# Residual: 8.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.888us 2M:214.5us 16M:1.722ms 64M:6.889ms

