# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:48:21Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:48:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.6% RMS relative over 5 repetitions.
launch_ns = 3.416us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.177us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.35us + bytes / 6.87e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 27.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.706us 64K:2.825us 1M:2.83us 1536K:1.852us 2M:40.84us 8M:37.78us 64M:39.59us 256M:43.95us 1G:133.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.254us + bytes / 2.56e+03 GB/s, misses by 52.8% RMS, so it is
# not used.
# Residual: 23.5% RMS relative over 45 repetitions.
free_ns = 4K:1.634us 64K:1.587us 1M:1.471us 1536K:1.402us 2M:33.09us 8M:34.37us 64M:54.74us 256M:111.3us 1G:357.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.729us + bytes / 3.27e+03 GB/s, misses by 68.2% RMS, so it is not used.
# Residual: 44.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.008us 64K:3.059us 2M:26.09us 16M:43.24us 64M:55.24us 256M:67.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.478us + bytes / 5.8e+05 GB/s, written at the measured sizes (the
# medians would give 11.2%).
# Residual: 11.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.478us 64K:9.479us 2M:9.482us 16M:9.507us 64M:9.594us 256M:9.941us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.2%, 1M 17.5%, 2M 16.1%, 4M 15.8%, 8M 15.8%, 16M
# 15.8%, 32M 16.4%.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.73us     62.06us
# seq             2M          0         2         2     2097152           0     182.2us     210.5us
# seq            16M          0        16        16    16777216           0     1.351ms      1.36ms
# seq            64M          0        64        64    67108864           0      6.77ms       5.3ms
# seq           256M          0       256       256   268435456           0     26.46ms     21.06ms
# stride         64M        64K        16        32    67108864           0     4.178ms     4.939ms
# stride        256M         2M        64       128     8388608           0      1.83ms      2.06ms
# random         16M          0         9        23    16777216           0     1.468ms     1.439ms
# random         64M          0        35       230    67108864           0     6.708ms     7.177ms
# random        256M          0       128      1431   268435456           0     46.02ms     34.35ms
# fresh           2M          0         2         2           0     2097152     170.5us     205.6us
# fresh          16M          0        16        16           0    16777216     1.246ms     1.321ms
# fresh          64M          0        64        64           0    67108864     6.062ms     5.144ms
# fresh         256M          0       256       256           0   268435456        24ms     20.44ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 11.3us per VA
# block, bytes / 14.8 GB/s moved, 46.33us per faulting kernel, bytes / 15.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_block_ns = 11.3us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:276.5ns 64K:4.424us 512K:35.39us 1M:70.79us 2M:141.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_wake_ns = 46.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:267ns 64K:4.272us 512K:34.17us 1M:68.35us 2M:136.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 63.23us + bytes / 46
# GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 4.9% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:56.86us 256K:61.47us 1M:108.3us 2M:136.7us 4M:186.3us 16M:472us 64M:1.36ms 256M:5.311ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 22.43us + bytes / 13.7 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 7.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:24.65us 256K:43.13us 1M:130.3us 2M:267.5us 4M:358.1us 16M:1.22ms 64M:4.598ms 256M:15.63ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.64us + bytes / 12.7 GB/s, written at the measured
# sizes (the means would give 7.7%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.79us 512K:57.84us 2M:181.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 19.35us + bytes / 4.05 GB/s, written at the
# measured sizes (the means would give 5.9%).
# Residual: 8.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.52us 512K:148.7us 2M:536.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 328.4us +
# bytes / 2.57 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:395.3us 256K:464.6us 2M:840.3us 16M:6.87ms 64M:36.59ms 256M:124.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.768us + bytes / 1.9e+03 GB/s, misses by 18.3% RMS,
# so it is not used.
# Residual: 11.2% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.244us 256K:2.2us 1M:2.196us 2M:2.201us 4M:4.146us 16M:11.24us 64M:38.94us 256M:150.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.762us +
# bytes / 111 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 14.3% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:10.35us 256K:12.12us 1M:19.2us 2M:28.63us 4M:47.51us 16M:160.7us 64M:613.7us 256M:2.425ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.4us

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
# measured medians (15 points at 3 sizes): the best line, 6.306us + bytes /
# 224 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.66us 16M:80.62us 64M:306.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 54.38us + bytes / 257 GB/s, written at the measured
# sizes (the medians would give 8.5%).
# Residual: 8.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:62.52us 16M:119.5us 64M:315us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 159.8ns +
# bytes / 196 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.86us 16M:85.53us 64M:342.3us 256M:1.371ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.226us + bytes / 15.9 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 14.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.695us 8K:7.214us 16K:8.999us 32K:14.37us 64K:21.43us 128K:14.39us 256K:20.09us 512K:32.27us 1M:57.13us 2M:121.5us 4M:276.7us 8M:549us 16M:1.258ms 32M:2.712ms 64M:6.198ms 256M:28.88ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.24us + bytes / 12.7 GB/s,
# misses by 29.8% RMS, so it is not used.
# Residual: 7.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.73us 8K:9.89us 16K:11.27us 32K:22.27us 64K:27.15us 128K:38.35us 256K:60.01us 512K:97.52us 1M:163.4us 2M:238.4us 4M:348.8us 8M:625.2us 16M:1.131ms 32M:2.237ms 64M:4.458ms 256M:18.2ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 10.9 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 17.9% RMS relative over 35 repetitions.
host_read_ns = 64K:5.808us 256K:21.64us 1M:83.23us 2M:170.7us 4M:372.4us 16M:2.027ms 64M:9.525ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 32.9 GB/s, misses by
# 35.6% RMS, so it is not used.
# Residual: 10.0% RMS relative over 35 repetitions.
host_write_ns = 64K:1.052us 256K:5.596us 1M:23.08us 2M:63.29us 4M:180.8us 16M:872.9us 64M:5.125ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 278.3ns +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 3.7%).
# Residual: 4.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.982us 256K:23.09us 1M:91.53us 2M:182.8us 4M:365.3us 16M:1.46ms 64M:5.841ms

