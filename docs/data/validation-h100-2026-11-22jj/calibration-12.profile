# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:52:53Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:52:53Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.56us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.19us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.654us + bytes / 4.6e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 26.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.521us 64K:2.931us 1M:2.837us 1536K:2.635us 2M:53.9us 8M:47.7us 64M:76.75us 256M:78.05us 1G:186.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.973us + bytes / 1.41e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 17.5% RMS relative over 45 repetitions.
free_ns = 4K:2.398us 64K:2.377us 1M:2.332us 1536K:2.44us 2M:44.96us 8M:45.35us 64M:78.28us 256M:193us 1G:654.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.962us + bytes / 3.91e+03 GB/s, misses by 65.0% RMS, so it is not used.
# Residual: 38.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.155us 64K:3.237us 2M:25.36us 16M:37.26us 64M:62.76us 256M:58.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 20.56us + bytes / 1.71e+05 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 10.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:20.56us 64K:20.56us 2M:20.57us 16M:20.66us 64M:20.95us 256M:22.13us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.7%, 512K 15.4%, 1M 14.8%, 2M 13.5%, 4M 12.2%, 8M 11.5%, 16M
# 11.9%, 32M 13.2%.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.06us     81.91us
# seq             2M          0         2         2     2097152           0     299.9us     309.4us
# seq            16M          0        16        16    16777216           0     1.837ms     2.242ms
# seq            64M          0        64        64    67108864           0     10.46ms     8.868ms
# seq           256M          0       256       256   268435456           0     43.78ms     35.37ms
# stride         64M        64K         8        32    67108864           0     6.868ms     6.935ms
# stride        256M         2M        32       128     8388608           0     3.765ms     3.975ms
# random         16M          0        12        16    16777216           0     2.178ms     2.147ms
# random         64M          0        36       161    67108864           0     9.561ms     10.04ms
# random        256M          0       125      1211   268435456           0     56.44ms     50.32ms
# fresh           2M          0         2         2           0     2097152     178.5us       182us
# fresh          16M          0        16        16           0    16777216      1.09ms     1.222ms
# fresh          64M          0        64        64           0    67108864     4.732ms     4.789ms
# fresh         256M          0       256       256           0   268435456     23.89ms     19.06ms
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
# prefetch at the driver's defaults). Result: 23.71us per batch, 18.91us per
# VA block, bytes / 11 GB/s moved, 33.33us per faulting kernel, bytes / 33.1
# GB/s zero-filled.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_batch_ns = 23.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_block_ns = 18.91us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:372.8ns 64K:5.964us 512K:47.71us 1M:95.43us 2M:190.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_wake_ns = 33.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:123.8ns 64K:1.981us 512K:15.85us 1M:31.7us 2M:63.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.79us + bytes /
# 45.6 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.13us 2M:145us 16M:477.4us 64M:1.368ms 256M:5.471ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.39us + bytes / 9.97 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 15.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.61us 2M:276.2us 16M:1.609ms 64M:6.096ms 256M:28.43ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.72us + bytes / 8.1 GB/s, misses by 25.8% RMS, so it is not used.
# Residual: 24.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.19us 512K:74.42us 2M:291.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.31us + bytes / 2.81 GB/s, misses by 19.7% RMS, so it is not used.
# Residual: 18.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.06us 512K:226.2us 2M:729.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 310.7us + bytes / 2.38 GB/s, misses by 15.1% RMS, so
# it is not used.
# Residual: 9.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:364.6us 256K:430.9us 2M:952us 16M:7.711ms 64M:30.64ms 256M:129.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.356us + bytes / 652 GB/s, misses by 22.8% RMS, so
# it is not used.
# Residual: 15.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.864us 2M:6.018us 16M:31.9us 64M:109us 256M:453.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.254us + bytes / 76.8 GB/s, misses
# by 27.4% RMS, so it is not used.
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.55us 2M:25.74us 16M:269.4us 64M:1.158ms 256M:4.133ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 38.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 141.8us

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
# measured medians (15 points at 3 sizes): the best line, 8.583us + bytes /
# 181 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.31us 16M:97.72us 64M:393.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.175us +
# bytes / 141 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:19.91us 16M:126.1us 64M:498us 256M:1.849ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.309us
# + bytes / 9.33 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.03us 64K:23.93us 2M:167.4us 16M:2.05ms 64M:8.388ms 256M:37.75ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.12us + bytes / 9.34 GB/s,
# misses by 21.5% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.01us 64K:31.14us 2M:273.6us 16M:1.68ms 64M:6.803ms 256M:27.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 6.39 GB/s, written at the measured sizes
# (the medians would give 10.9%).
# Residual: 12.3% RMS relative over 20 repetitions.
host_read_ns = 64K:8.356us 2M:326.1us 16M:2.622ms 64M:10.49ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.9 GB/s, misses by
# 22.9% RMS, so it is not used.
# Residual: 10.5% RMS relative over 20 repetitions.
host_write_ns = 64K:2.216us 2M:107.4us 16M:1.418ms 64M:6.196ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.248us +
# bytes / 10.8 GB/s, written at the measured sizes (the medians would give
# 4.0%).
# Residual: 4.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.34us 2M:196.2us 16M:1.561ms 64M:6.239ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
