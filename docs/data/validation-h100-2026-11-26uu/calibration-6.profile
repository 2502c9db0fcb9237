# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:26:17Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:26:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 4.438us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.184us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.239us + bytes / 4.21e+03 GB/s, misses by 60.8% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 45 repetitions.
malloc_ns = 4K:4.202us 64K:3.148us 1M:3.15us 1536K:3.109us 2M:69.87us 8M:49.95us 64M:78.72us 256M:88.94us 1G:202.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.532us + bytes / 1.37e+03 GB/s, misses by 52.2% RMS, so it is
# not used.
# Residual: 23.4% RMS relative over 45 repetitions.
free_ns = 4K:5.406us 64K:3.822us 1M:2.58us 1536K:2.772us 2M:44.92us 8M:47.69us 64M:84.19us 256M:197.6us 1G:693.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.736us + bytes / 3.66e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 36.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.113us 64K:4.348us 2M:25.17us 16M:35.22us 64M:61.09us 256M:62.23us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.33us + bytes / 1.53e+05 GB/s, written at the measured sizes (the
# medians would give 8.8%).
# Residual: 12.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.33us 64K:14.33us 2M:14.34us 16M:14.44us 64M:14.77us 256M:16.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.3%, 512K 14.8%, 1M 14.0%, 2M 12.8%, 4M 12.6%, 8M 13.4%, 16M
# 14.5%, 32M 15.8%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     92.77us     81.83us
# seq             2M          0         2         2     2097152           0     253.2us     314.8us
# seq            16M          0        16        16    16777216           0     2.012ms     2.132ms
# seq            64M          0        64        64    67108864           0     10.34ms     8.362ms
# seq           256M          0       256       256   268435456           0     42.93ms     33.28ms
# stride         64M        64K        16        32    67108864           0     7.208ms      7.73ms
# stride        256M         2M        64       128     8388608           0     3.147ms     3.464ms
# random         16M          0         9        23    16777216           0      2.39ms      2.27ms
# random         64M          0        35       230    67108864           0     11.11ms     11.64ms
# random        256M          0       128      1431   268435456           0     67.89ms      56.5ms
# fresh           2M          0         2         2           0     2097152     232.5us     248.4us
# fresh          16M          0        16        16           0    16777216     1.636ms     1.601ms
# fresh          64M          0        64        64           0    67108864     6.145ms     6.239ms
# fresh         256M          0       256       256           0   268435456     26.23ms     24.79ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.76us per VA
# block, bytes / 9.53 GB/s moved, 55.2us per faulting kernel, bytes / 13.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 19.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:429.9ns 64K:6.878us 512K:55.02us 1M:110us 2M:220.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 55.2us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:300.2ns 64K:4.804us 512K:38.43us 1M:76.86us 2M:153.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 59.81us + bytes /
# 46.3 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:54.55us 2M:163us 16M:447.7us 64M:1.399ms 256M:5.535ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.14us + bytes / 9.12 GB/s, written at
# the measured sizes (the medians would give 9.2%).
# Residual: 9.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.32us 2M:249us 16M:1.858ms 64M:7.376ms 256M:29.45ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.52us + bytes / 6.09 GB/s, written at the
# measured sizes (the medians would give 8.1%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.28us 512K:101.6us 2M:359.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.91us + bytes / 2.96 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.08us 512K:201.3us 2M:733.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 377.6us +
# bytes / 2.37 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:450.5us 256K:506.1us 2M:973.4us 16M:8.195ms 64M:32.37ms 256M:125.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.908us + bytes / 865 GB/s, misses by 22.6% RMS, so
# it is not used.
# Residual: 12.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.143us 2M:4.122us 16M:23.84us 64M:85.91us 256M:333.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 18.83us + bytes / 92.7 GB/s, misses
# by 18.4% RMS, so it is not used.
# Residual: 16.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.58us 2M:37.71us 16M:203.9us 64M:771.8us 256M:2.926ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 36.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 158.7us

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
# sizes): 9.152us + bytes / 212 GB/s, written at the measured sizes (the
# medians would give 9.4%).
# Residual: 9.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.03us 16M:88.18us 64M:325.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 30.43us + bytes / 190 GB/s, written at the measured
# sizes (the medians would give 5.0%).
# Residual: 6.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.45us 16M:118.6us 64M:383us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.413us +
# bytes / 157 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18us 16M:107.7us 64M:430.3us 256M:1.761ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.845us
# + bytes / 9.78 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.423us 64K:23.7us 2M:156.1us 16M:1.973ms 64M:9.159ms 256M:38.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.46us + bytes / 8.96 GB/s,
# misses by 22.3% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.33us 64K:31.88us 2M:291.5us 16M:1.723ms 64M:6.805ms 256M:30.19ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 47.94ns +
# bytes / 7.89 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 17.5% RMS relative over 20 repetitions.
host_read_ns = 64K:8.435us 2M:212.5us 16M:2.424ms 64M:11.68ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.5 GB/s, misses by
# 34.5% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.738us 2M:76.27us 16M:1.051ms 64M:6.981ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 491.3ns +
# bytes / 9.42 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 4.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.448us 2M:223.1us 16M:1.781ms 64M:7.124ms

