# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:40:45Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:40:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 3.596us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.186us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.209us + bytes / 4.51e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 34.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.276us 64K:2.605us 1M:2.226us 1536K:2.173us 2M:46.46us 8M:42.58us 64M:54.33us 256M:100.1us 1G:181.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.568us + bytes / 1.41e+03 GB/s, misses by 53.6% RMS, so it is
# not used.
# Residual: 40.2% RMS relative over 45 repetitions.
free_ns = 4K:2.115us 64K:2.122us 1M:1.876us 1536K:2.036us 2M:39.45us 8M:41.8us 64M:204.2us 256M:196.6us 1G:707.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.357us + bytes / 7.14e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 53.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.87us 64K:7.542us 2M:21.73us 16M:45.52us 64M:53.27us 256M:36.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.17us + bytes * -4.09e-06 ns/B, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 8.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.17us 64K:10.17us 2M:10.17us 16M:10.11us 64M:9.9us 256M:9.077us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.8%, 512K 18.5%, 1M 18.0%, 2M 17.7%, 4M 17.9%, 8M 18.6%, 16M
# 19.3%, 32M 20.3%.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     102.6us     74.37us
# seq             2M          0         2         2     2097152           0     220.4us     264.7us
# seq            16M          0        16        16    16777216           0     1.525ms      1.76ms
# seq            64M          0        64        64    67108864           0     8.221ms     6.885ms
# seq           256M          0       256       256   268435456           0      39.6ms     27.39ms
# stride         64M        64K        32        32    67108864           0     6.309ms      6.32ms
# stride        256M         2M       128       128     8388608           0      2.84ms     3.023ms
# random         16M          0         9        35    16777216           0     2.235ms     2.095ms
# random         64M          0        34       306    67108864           0      10.1ms     11.16ms
# random        256M          0       139      1560   268435456           0     55.56ms      50.4ms
# fresh           2M          0         2         2           0     2097152     166.6us     214.2us
# fresh          16M          0        16        16           0    16777216     1.348ms     1.356ms
# fresh          64M          0        64        64           0    67108864      6.05ms     5.269ms
# fresh         256M          0       256       256           0   268435456        27ms     20.92ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 17.65us per VA
# block, bytes / 11.8 GB/s moved, 51.15us per faulting kernel, bytes / 16.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_block_ns = 17.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:348.2ns 64K:5.571us 512K:44.57us 1M:89.13us 2M:178.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_wake_ns = 51.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:249.5ns 64K:3.992us 512K:31.94us 1M:63.88us 2M:127.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 43.92us + bytes / 47 GB/s, written at the measured sizes (the
# medians would give 2.4%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.32us 2M:88.59us 16M:401.2us 64M:1.473ms 256M:5.761ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 15.36us + bytes / 13 GB/s, written at the measured
# sizes (the means would give 10.5%).
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.4us 2M:176.6us 16M:1.305ms 64M:5.175ms 256M:20.65ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.35us + bytes / 11.3 GB/s, written at the measured
# sizes (the means would give 11.5%).
# Residual: 11.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.14us 512K:60.71us 2M:199.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.25us + bytes / 3.92 GB/s, written at the
# measured sizes (the means would give 12.3%).
# Residual: 13.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.95us 512K:153.9us 2M:554.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 306.1us + bytes / 2.58 GB/s, written at the measured
# sizes (the medians would give 5.8%).
# Residual: 14.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:331.6us 256K:407.9us 2M:1.12ms 16M:6.82ms 64M:26.36ms 256M:104.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.188us + bytes / 931 GB/s, misses by 21.3% RMS, so
# it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.72us 2M:4.197us 16M:23.44us 64M:80.16us 256M:299.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.4us + bytes / 96.4 GB/s, misses by
# 17.3% RMS, so it is not used.
# Residual: 13.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.25us 2M:27.76us 16M:191.8us 64M:773.1us 256M:2.922ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.81us

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
# measured medians (15 points at 3 sizes): the best line, 6.992us + bytes /
# 222 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.45us 16M:81.6us 64M:311.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.51us + bytes / 185 GB/s, written at the measured
# sizes (the medians would give 11.5%).
# Residual: 12.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.84us 16M:117.2us 64M:389.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 190 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:9.087us 16M:85.96us 64M:345.3us 256M:1.436ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.057us
# + bytes / 11.3 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.586us 64K:23.66us 2M:135.5us 16M:1.735ms 64M:7.601ms 256M:32.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 14.08us + bytes / 12.2 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.48us 64K:29.55us 2M:237.4us 16M:1.317ms 64M:5.057ms 256M:20.97ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.81 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 16.8% RMS relative over 20 repetitions.
host_read_ns = 64K:5.225us 2M:188.2us 16M:2.214ms 64M:10.21ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.6 GB/s, misses by
# 32.4% RMS, so it is not used.
# Residual: 11.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.371us 2M:74.23us 16M:1.153ms 64M:5.883ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.98 GB/s, written at the measured sizes (the medians would give
# 10.5%).
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.417us 2M:209.9us 16M:1.68ms 64M:6.721ms

