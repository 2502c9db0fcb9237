# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T00:36:33Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T00:36:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 4.863us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
kernel_gap_ns = 2.006us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.794us + bytes / 3.82e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 29.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.878us 64K:2.768us 1M:2.918us 1536K:2.956us 2M:65.91us 8M:52.12us 64M:82.47us 256M:90.01us 1G:223.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.097us + bytes / 1.31e+03 GB/s, misses by 47.4% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.429us 64K:2.596us 1M:2.533us 1536K:2.581us 2M:41.65us 8M:49.6us 64M:80.17us 256M:216.1us 1G:693.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.126us + bytes / 2.48e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 39.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.154us 64K:3.531us 2M:29.78us 16M:49.26us 64M:80.15us 256M:88.12us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.93us + bytes /
# 1.27e+05 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 20.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.5us 64K:12.44us 2M:13.4us 16M:13.1us 64M:12.88us 256M:15.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.4%, 512K 15.0%, 1M 14.2%, 2M 12.8%, 4M 12.4%, 8M 12.4%, 16M
# 12.7%, 32M 13.7%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.58us     64.66us
# seq             2M          0         2         2     2097152           0     263.5us     303.5us
# seq            16M          0        16        16    16777216           0     2.156ms     2.157ms
# seq            64M          0        64        64    67108864           0     10.17ms     8.513ms
# seq           256M          0       256       256   268435456           0     42.38ms     33.93ms
# stride         64M        64K        16        32    67108864           0     6.814ms     7.878ms
# stride        256M         2M        64       128     8388608           0     2.933ms     3.251ms
# random         16M          0         9        23    16777216           0     2.326ms     2.264ms
# random         64M          0        35       230    67108864           0      10.9ms      11.3ms
# random        256M          0       128      1431   268435456           0     63.84ms     53.77ms
# fresh           2M          0         2         2           0     2097152     188.7us     214.5us
# fresh          16M          0        16        16           0    16777216     1.375ms     1.445ms
# fresh          64M          0        64        64           0    67108864     5.862ms     5.666ms
# fresh         256M          0       256       256           0   268435456      27.5ms     22.55ms
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
# prefetch at the driver's defaults). Result: 1.835us per batch, 17.08us per
# VA block, bytes / 9.24 GB/s moved, 38.65us per faulting kernel, bytes / 15.2
# GB/s zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 1.835us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 17.08us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:443.3ns 64K:7.093us 512K:56.75us 1M:113.5us 2M:227us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 38.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:269.6ns 64K:4.313us 512K:34.5us 1M:69.01us 2M:138us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.58us + bytes /
# 44.2 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 2.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.32us 2M:138.1us 16M:474.7us 64M:1.481ms 256M:5.489ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.38us + bytes / 11.3 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 11.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.63us 2M:274.4us 16M:1.787ms 64M:6.872ms 256M:18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 21.74us + bytes / 13.5 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 19.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.28us 512K:56.89us 2M:186.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.6us + bytes / 3.3 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.3us 512K:222us 2M:599.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 398.6us + bytes / 2.03 GB/s, written at the measured
# sizes (the medians would give 8.5%).
# Residual: 14.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:430.9us 256K:527.7us 2M:1.432ms 16M:8.663ms 64M:33.46ms 256M:132.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.038us + bytes / 1.51e+03 GB/s, misses by 21.5% RMS,
# so it is not used.
# Residual: 13.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.755us 2M:2.712us 16M:14.75us 64M:48.26us 256M:182.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.02us + bytes / 65.1 GB/s, misses
# by 15.4% RMS, so it is not used.
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.45us 2M:38.37us 16M:294.7us 64M:1.137ms 256M:4.523ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 149.2us

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
# measured medians (15 points at 3 sizes): the best line, 7.273us + bytes /
# 194 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.9us 16M:100.9us 64M:335us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 34.93us + bytes / 163 GB/s, written at the measured
# sizes (the medians would give 8.3%).
# Residual: 8.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:47.8us 16M:137.9us 64M:446.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 434.9ns +
# bytes / 153 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.2us 16M:108.3us 64M:433.5us 256M:1.789ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.997us
# + bytes / 10.2 GB/s, misses by 38.0% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.627us 64K:24.94us 2M:139.6us 16M:2.489ms 64M:11.45ms 256M:38.32ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.89us + bytes / 9.94 GB/s,
# misses by 22.2% RMS, so it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.46us 64K:32.1us 2M:267.5us 16M:1.768ms 64M:6.768ms 256M:22.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.78 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 14.3% RMS relative over 20 repetitions.
host_read_ns = 64K:8.14us 2M:244.1us 16M:3.005ms 64M:12.84ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 13.9 GB/s, misses by
# 43.7% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.42us 2M:112.6us 16M:1.574ms 64M:7.449ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 56.16ns +
# bytes / 9.19 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 7.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.185us 2M:228.2us 16M:1.825ms 64M:7.3ms

