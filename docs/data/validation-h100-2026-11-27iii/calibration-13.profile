# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T08:52:26Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T08:52:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.1% RMS relative over 5 repetitions.
launch_ns = 3.135us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.143us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.618us + bytes / 9.72e+03 GB/s, misses by 59.1% RMS,
# so it is not used.
# Residual: 24.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.762us 64K:1.699us 1M:1.564us 1536K:1.574us 2M:35.18us 8M:32.39us 64M:51.98us 256M:51.58us 1G:87.56us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.094us + bytes / 2.85e+03 GB/s, misses by 51.8% RMS, so it is
# not used.
# Residual: 19.8% RMS relative over 45 repetitions.
free_ns = 4K:1.373us 64K:1.324us 1M:1.256us 1536K:1.301us 2M:29.42us 8M:30.93us 64M:53.69us 256M:111.3us 1G:303.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.043us + bytes / 3.59e+03 GB/s, misses by 67.3% RMS, so it is not used.
# Residual: 40.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.816us 64K:3.548us 2M:26.01us 16M:42.8us 64M:62.73us 256M:63.08us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.8us + bytes * -3.33e-07 ns/B, written at the measured sizes (the
# medians would give 12.8%).
# Residual: 13.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.8us 64K:10.8us 2M:10.8us 16M:10.8us 64M:10.78us 256M:10.71us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.8%, 512K 18.5%, 1M 17.9%, 2M 16.9%, 4M 16.7%, 8M 17.0%, 16M
# 17.1%, 32M 17.7%.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      73.6us     62.59us
# seq             2M          0         2         2     2097152           0     186.7us       219us
# seq            16M          0        16        16    16777216           0      1.33ms     1.422ms
# seq            64M          0        64        64    67108864           0     6.824ms     5.548ms
# seq           256M          0       256       256   268435456           0     30.74ms     22.05ms
# stride         64M        64K        16        32    67108864           0     4.516ms     5.204ms
# stride        256M         2M        64       128     8388608           0     1.815ms     2.026ms
# random         16M          0         9        23    16777216           0     1.557ms     1.498ms
# random         64M          0        35       230    67108864           0     6.903ms     7.335ms
# random        256M          0       128      1431   268435456           0     45.26ms      34.7ms
# fresh           2M          0         2         2           0     2097152     167.1us     192.5us
# fresh          16M          0        16        16           0    16777216     1.064ms      1.21ms
# fresh          64M          0        64        64           0    67108864     5.214ms     4.699ms
# fresh         256M          0       256       256           0   268435456     25.36ms     18.65ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.76us per VA
# block, bytes / 13.9 GB/s moved, 47.13us per faulting kernel, bytes / 16.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_block_ns = 10.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:293.7ns 64K:4.699us 512K:37.59us 1M:75.19us 2M:150.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_wake_ns = 47.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:241.9ns 64K:3.87us 512K:30.96us 1M:61.92us 2M:123.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 40 points at 8
# sizes): 72.11us + bytes / 48.1 GB/s, written at the measured sizes (the
# medians would give 5.5%).
# Residual: 12.5% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:73.47us 256K:77.56us 1M:93.91us 2M:115.7us 4M:159.3us 16M:421us 64M:1.468ms 256M:5.655ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 16.55us + bytes / 10.2 GB/s, written at the
# measured sizes (the means would give 5.6%).
# Residual: 11.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.96us 256K:42.19us 1M:119.1us 2M:221.6us 4M:426.7us 16M:1.657ms 64M:6.579ms 256M:26.27ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.98us + bytes / 9.42 GB/s, written at the measured
# sizes (the means would give 7.9%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.94us 512K:71.62us 2M:238.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 18.92us + bytes / 2.37 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 22.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.7us 512K:236.9us 2M:916.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 242us +
# bytes / 3.44 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:265.7us 256K:352.6us 2M:683.4us 16M:5.432ms 64M:21.34ms 256M:85.23ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.371us + bytes / 780 GB/s, misses by 18.3% RMS, so
# it is not used.
# Residual: 16.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.08us 256K:3.698us 1M:4.355us 2M:5.173us 4M:10.15us 16M:25.82us 64M:89.87us 256M:348.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 8.835us + bytes / 108 GB/s, misses by
# 16.8% RMS, so it is not used.
# Residual: 5.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:12.73us 256K:10.89us 1M:16.68us 2M:23.37us 4M:43.84us 16M:173.5us 64M:827.7us 256M:2.771ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.98us

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
# sizes): 20.92us + bytes / 308 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 9.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:27.73us 16M:75.36us 64M:238.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.31us + bytes / 188 GB/s, written at the measured
# sizes (the medians would give 13.3%).
# Residual: 13.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.48us 16M:109.6us 64M:377.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 10.01us +
# bytes / 161 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:23.46us 16M:107.8us 64M:437.1us 256M:1.705ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.967us + bytes / 13.7 GB/s, misses by 27.1% RMS, so it is not used.
# Residual: 11.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:8.211us 8K:8.287us 16K:9.456us 32K:14.22us 64K:21.54us 128K:15.84us 256K:20.59us 512K:34.61us 1M:64.23us 2M:160.5us 4M:328us 8M:664us 16M:1.677ms 32M:3.493ms 64M:7.866ms 256M:35.64ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.32us + bytes / 10 GB/s,
# misses by 26.2% RMS, so it is not used.
# Residual: 9.9% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:13.71us 8K:11.09us 16K:12.37us 32K:20.81us 64K:29.79us 128K:42.79us 256K:66.73us 512K:109.8us 1M:187us 2M:257us 4M:418.9us 8M:785.2us 16M:1.485ms 32M:2.923ms 64M:5.754ms 256M:23.07ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 19.4 GB/s, misses by 40.0% RMS, so it is not used.
# Residual: 24.7% RMS relative over 35 repetitions.
host_read_ns = 64K:2.802us 256K:11.05us 1M:44.02us 2M:92.21us 4M:239.9us 16M:1.853ms 64M:8.736ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 39.3 GB/s, misses by
# 39.7% RMS, so it is not used.
# Residual: 12.1% RMS relative over 35 repetitions.
host_write_ns = 64K:844ns 256K:4.909us 1M:21.14us 2M:43.3us 4M:167.9us 16M:1.015ms 64M:5.003ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.988us 256K:22.15us 1M:90.82us 2M:182.4us 4M:365.5us 16M:1.464ms 64M:5.858ms

