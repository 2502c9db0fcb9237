# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:53:49Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:53:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 3.541us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.564us + bytes / 1.12e+04 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:1.569us 64K:1.63us 1M:1.55us 1536K:1.556us 2M:37.18us 8M:30.63us 64M:36.55us 256M:38.81us 1G:76.33us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.097us + bytes / 3.06e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 19.6% RMS relative over 45 repetitions.
free_ns = 4K:1.356us 64K:1.326us 1M:1.282us 1536K:1.246us 2M:28.81us 8M:29.68us 64M:47.17us 256M:92.28us 1G:295.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.018us + bytes / 5.91e+03 GB/s, misses by 63.0% RMS, so it is not used.
# Residual: 35.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:1.929us 64K:1.78us 2M:16.5us 16M:18.8us 64M:27.41us 256M:37.11us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 7.778us + bytes /
# 7.79e+04 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.818us 64K:7.257us 2M:7.185us 16M:9.265us 64M:9.525us 256M:10.84us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.3%, 512K 19.0%, 1M 18.6%, 2M 17.7%, 4M 17.1%, 8M 15.7%, 16M
# 15.0%, 32M 15.3%.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.56us     51.33us
# seq             2M          0         2         2     2097152           0     180.1us     197.6us
# seq            16M          0        16        16    16777216           0     1.274ms     1.506ms
# seq            64M          0        64        64    67108864           0     5.958ms     5.993ms
# seq           256M          0       256       256   268435456           0     25.97ms     23.94ms
# stride         64M        64K         4        32    67108864           0     4.149ms     3.966ms
# stride        256M         2M        16       128     8388608           0     1.679ms     1.869ms
# random         16M          0        16        16    16777216           0     1.387ms     1.506ms
# random         64M          0        39       104    67108864           0      6.46ms     5.536ms
# random        256M          0       127       907   268435456           0     32.84ms     24.81ms
# fresh           2M          0         2         2           0     2097152     92.99us     110.3us
# fresh          16M          0        16        16           0    16777216       727us     808.3us
# fresh          64M          0        64        64           0    67108864     3.859ms     3.201ms
# fresh         256M          0       256       256           0   268435456     16.79ms     12.77ms
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
# prefetch at the driver's defaults). Result: 29.91us per batch, 7.264us per
# VA block, bytes / 18.6 GB/s moved, 10.64us per faulting kernel, bytes / 82.7
# GB/s zero-filled.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_batch_ns = 29.91us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_block_ns = 7.264us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:219.9ns 64K:3.519us 512K:28.15us 1M:56.3us 2M:112.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_wake_ns = 10.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:49.53ns 64K:792.4ns 512K:6.339us 1M:12.68us 2M:25.36us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 33.07us + bytes /
# 47.8 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.59us 2M:113.1us 16M:400us 64M:1.335ms 256M:5.286ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 14.78us + bytes / 17.5 GB/s, written at the
# measured sizes (the means would give 1.5%).
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.52us 2M:134.7us 16M:973.8us 64M:3.851ms 256M:15.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.22us + bytes / 14.2 GB/s, written at the measured
# sizes (the means would give 7.0%).
# Residual: 7.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.83us 512K:51.12us 2M:161.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.24us + bytes / 4.7 GB/s, written at the
# measured sizes (the means would give 11.0%).
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.18us 512K:131.8us 2M:466.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 213.9us + bytes / 3.87 GB/s, written at the measured
# sizes (the medians would give 3.4%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:230.8us 256K:281.6us 2M:755.7us 16M:4.548ms 64M:17.55ms 256M:69.57ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.641us + bytes / 1.86e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 11.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.228us 2M:2.199us 16M:11.36us 64M:39.99us 256M:150.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.36us +
# bytes / 117 GB/s, written at the measured sizes (the medians would give
# 7.7%).
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.92us 2M:34.31us 16M:159.9us 64M:590.7us 256M:2.314ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.86us

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
# sizes): 5.483us + bytes / 322 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.99us 16M:57.57us 64M:213.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.44us + bytes / 260 GB/s, written at the measured
# sizes (the medians would give 10.5%).
# Residual: 10.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.5us 16M:84.9us 64M:278.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.445us +
# bytes / 203 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.89us 16M:80.5us 64M:334.2us 256M:1.353ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.828us
# + bytes / 12.5 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.406us 64K:21.32us 2M:135.9us 16M:1.344ms 64M:5.939ms 256M:27.42ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 16.15us + bytes / 15.3 GB/s,
# misses by 25.8% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.47us 64K:25.79us 2M:211.2us 16M:1.088ms 64M:4.078ms 256M:16.17ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.9 GB/s, misses by 40.3% RMS, so it is not used.
# Residual: 21.0% RMS relative over 20 repetitions.
host_read_ns = 64K:2.811us 2M:95.73us 16M:1.798ms 64M:8.009ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35 GB/s, misses by
# 41.6% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_write_ns = 64K:845ns 2M:43.19us 16M:936.8us 64M:4.744ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.4 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 7.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.366us 2M:168.2us 16M:1.352ms 64M:5.412ms

