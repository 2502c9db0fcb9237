# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:57:37Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:57:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.4% RMS relative over 5 repetitions.
launch_ns = 4.702us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.976us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.608us + bytes / 4.1e+03 GB/s, misses by 62.7% RMS,
# so it is not used.
# Residual: 30.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.585us 64K:2.96us 1M:2.37us 1536K:2.555us 2M:72.11us 8M:53.35us 64M:85.9us 256M:84.15us 1G:213.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.773us + bytes / 1.33e+03 GB/s, misses by 51.0% RMS, so it is
# not used.
# Residual: 19.8% RMS relative over 45 repetitions.
free_ns = 4K:2.431us 64K:2.477us 1M:2.049us 1536K:2.25us 2M:44.7us 8M:49.7us 64M:84.54us 256M:233.6us 1G:676.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.787us + bytes / 2.72e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 43.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.766us 64K:3.301us 2M:26.55us 16M:69.73us 64M:83.27us 256M:82.42us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 16.35us + bytes *
# -4.28e-06 ns/B, misses by 19.5% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:16.7us 64K:18.19us 2M:15.84us 16M:16.45us 64M:14.53us 256M:15.64us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.8%, 512K 16.4%, 1M 15.9%, 2M 15.4%, 4M 15.3%, 8M 15.4%, 16M
# 15.8%, 32M 16.7%.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     86.69us     70.02us
# seq             2M          0         2         2     2097152           0     266.8us     314.1us
# seq            16M          0        16        16    16777216           0     1.942ms     2.225ms
# seq            64M          0        64        64    67108864           0     10.25ms     8.777ms
# seq           256M          0       256       256   268435456           0     44.67ms     34.98ms
# stride         64M        64K        16        32    67108864           0     7.729ms     8.013ms
# stride        256M         2M        64       128     8388608           0     3.132ms     3.469ms
# random         16M          0         9        23    16777216           0     2.477ms     2.318ms
# random         64M          0        35       230    67108864           0     11.75ms     11.56ms
# random        256M          0       128      1431   268435456           0      59.4ms     54.98ms
# fresh           2M          0         2         2           0     2097152     159.6us     196.4us
# fresh          16M          0        16        16           0    16777216     1.175ms     1.283ms
# fresh          64M          0        64        64           0    67108864      6.08ms      5.01ms
# fresh         256M          0       256       256           0   268435456     25.94ms     19.92ms
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
# prefetch at the driver's defaults). Result: 4.247us per batch, 17.48us per
# VA block, bytes / 9.14 GB/s moved, 41.12us per faulting kernel, bytes / 18.8
# GB/s zero-filled.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_batch_ns = 4.247us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_block_ns = 17.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:448.3ns 64K:7.173us 512K:57.38us 1M:114.8us 2M:229.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_wake_ns = 41.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:218.4ns 64K:3.494us 512K:27.95us 1M:55.91us 2M:111.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.71us + bytes /
# 45.6 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 1.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.55us 2M:133.2us 16M:448.6us 64M:1.404ms 256M:5.549ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.54us + bytes / 8.88 GB/s, written at
# the measured sizes (the medians would give 2.2%).
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.92us 2M:254.7us 16M:1.908ms 64M:7.575ms 256M:30.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.66us + bytes / 7.78 GB/s, written at the
# measured sizes (the medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.08us 512K:85.04us 2M:287.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.89us + bytes / 2.98 GB/s, written at
# the measured sizes (the medians would give 6.5%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.9us 512K:199us 2M:727.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 346us + bytes / 2.25 GB/s, written at the measured sizes
# (the medians would give 5.1%).
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:375.2us 256K:462.6us 2M:1.279ms 16M:7.808ms 64M:30.19ms 256M:119.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.588us + bytes / 773 GB/s, misses by 18.5% RMS, so
# it is not used.
# Residual: 11.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.949us 2M:5.95us 16M:27.51us 64M:94.73us 256M:364.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.54us + bytes / 70.5 GB/s, misses
# by 15.6% RMS, so it is not used.
# Residual: 6.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.96us 2M:37.31us 16M:263.6us 64M:1.061ms 256M:4.187ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.6us

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
# sizes): 9.045us + bytes / 199 GB/s, written at the measured sizes (the
# medians would give 12.3%).
# Residual: 12.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.59us 16M:93.43us 64M:346.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.91us + bytes / 170 GB/s, written at the measured
# sizes (the medians would give 10.3%).
# Residual: 10.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.22us 16M:126.4us 64M:421.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 7.22us +
# bytes / 143 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:22.31us 16M:118.1us 64M:490.1us 256M:1.908ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.787us
# + bytes / 9.23 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.372us 64K:24.61us 2M:170.8us 16M:2.026ms 64M:8.815ms 256M:37.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.36us + bytes / 8.74 GB/s,
# misses by 19.6% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.13us 64K:32.91us 2M:298.8us 16M:1.848ms 64M:7.212ms 256M:28.56ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.88 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 10.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.933us 2M:212.3us 16M:2.459ms 64M:11.42ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.7 GB/s, misses by
# 42.5% RMS, so it is not used.
# Residual: 11.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.401us 2M:63.89us 16M:1.301ms 64M:7.404ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.368us +
# bytes / 9.8 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.055us 2M:215.3us 16M:1.713ms 64M:6.849ms

