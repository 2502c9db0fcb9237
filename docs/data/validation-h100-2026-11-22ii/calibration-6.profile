# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:22:26Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:22:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.6% RMS relative over 5 repetitions.
launch_ns = 3.643us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.989us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.625us + bytes / 3.93e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.621us 64K:2.835us 1M:2.571us 1536K:2.903us 2M:82.66us 8M:51.27us 64M:81us 256M:88.38us 1G:217.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.149us + bytes / 1.46e+03 GB/s, misses by 47.3% RMS, so it is
# not used.
# Residual: 15.4% RMS relative over 45 repetitions.
free_ns = 4K:3.488us 64K:3.603us 1M:3.497us 1536K:3.449us 2M:63.67us 8M:47.33us 64M:92.63us 256M:191.2us 1G:599.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.087us + bytes / 2.75e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 44.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.564us 64K:2.535us 2M:28.16us 16M:49.6us 64M:74.25us 256M:79.56us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.04us + bytes / 2.39e+05 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 9.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.04us 64K:13.04us 2M:13.04us 16M:13.11us 64M:13.32us 256M:14.16us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.1%, 512K 16.0%, 1M 15.8%, 2M 15.4%, 4M 13.8%, 8M 12.0%, 16M
# 11.5%, 32M 12.0%.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.75us     66.03us
# seq             2M          0         2         2     2097152           0     239.2us     280.1us
# seq            16M          0        16        16    16777216           0     1.874ms     2.201ms
# seq            64M          0        64        64    67108864           0     9.365ms     8.785ms
# seq           256M          0       256       256   268435456           0     37.19ms     35.12ms
# stride         64M        64K         4        32    67108864           0     6.848ms      5.88ms
# stride        256M         2M        16       128     8388608           0     2.942ms     3.173ms
# random         16M          0        16        16    16777216           0     2.162ms     2.201ms
# random         64M          0        39       104    67108864           0      8.74ms      8.35ms
# random        256M          0       127       907   268435456           0     44.66ms     39.34ms
# fresh           2M          0         2         2           0     2097152     118.1us     135.3us
# fresh          16M          0        16        16           0    16777216     997.4us     1.042ms
# fresh          64M          0        64        64           0    67108864     4.615ms     4.152ms
# fresh         256M          0       256       256           0   268435456     19.16ms     16.59ms
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
# prefetch at the driver's defaults). Result: 40.66us per batch, 14.54us per
# VA block, bytes / 12.8 GB/s moved, 5.71us per faulting kernel, bytes / 109
# GB/s zero-filled.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_batch_ns = 40.66us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_block_ns = 14.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:320.2ns 64K:5.124us 512K:40.99us 1M:81.98us 2M:164us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_wake_ns = 5.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:37.48ns 64K:599.7ns 512K:4.798us 1M:9.595us 2M:19.19us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.11us + bytes /
# 45.2 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 3.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.31us 2M:130.8us 16M:485.4us 64M:1.375ms 256M:5.485ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 20.49us + bytes / 12.2 GB/s, misses by 18.2% RMS, so it is not used.
# Residual: 11.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.28us 2M:267.2us 16M:1.286ms 64M:4.809ms 256M:24.68ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.15us + bytes / 8.19 GB/s, written at the
# measured sizes (the medians would give 9.5%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.14us 512K:82.13us 2M:274.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.35us + bytes / 3.43 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.75us 512K:196.6us 2M:598.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 266.7us + bytes / 2.71
# GB/s, written at the measured sizes (the medians would give 10.9%).
# Residual: 14.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:290.9us 256K:363.5us 2M:1.041ms 16M:6.465ms 64M:25.06ms 256M:99.44ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.03us + bytes / 1.51e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.732us 2M:2.712us 16M:14.67us 64M:48.39us 256M:182.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.47us + bytes / 69.5 GB/s, misses
# by 16.0% RMS, so it is not used.
# Residual: 5.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.85us 2M:37.16us 16M:283.4us 64M:1.091ms 256M:4.155ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 42.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 149.9us

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
# measured medians (15 points at 3 sizes): the best line, 8.696us + bytes /
# 215 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 24.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.56us 16M:83.48us 64M:331.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.019us +
# bytes / 147 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.54us 16M:112.8us 64M:468.3us 256M:1.857ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.873us
# + bytes / 9.19 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.556us 64K:24.37us 2M:166.8us 16M:2.081ms 64M:9.285ms 256M:39.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.78us + bytes / 9.61 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.54us 64K:30.49us 2M:304.7us 16M:1.696ms 64M:6.404ms 256M:25.38ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.63 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 13.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.699us 2M:220.2us 16M:2.624ms 64M:10.88ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.3 GB/s, misses by
# 43.1% RMS, so it is not used.
# Residual: 10.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.204us 2M:55.48us 16M:1.372ms 64M:5.903ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 706.7ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 6.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.201us 2M:208.5us 16M:1.663ms 64M:6.651ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
