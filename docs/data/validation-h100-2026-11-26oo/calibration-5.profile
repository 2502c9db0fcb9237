# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T16:56:33Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:56:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
launch_ns = 4.03us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.169us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.531us + bytes / 5.66e+03 GB/s, misses by 56.9% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.465us 64K:2.46us 1M:2.908us 1536K:2.498us 2M:50.32us 8M:47.83us 64M:48.22us 256M:52.33us 1G:160.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.039us + bytes / 1.66e+03 GB/s, misses by 47.2% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:3.277us 64K:3.272us 1M:3.427us 1536K:3.278us 2M:38.36us 8M:42.68us 64M:71.85us 256M:162.9us 1G:536.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.175us + bytes / 6.08e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.863us 64K:2.817us 2M:19.84us 16M:22.27us 64M:36.4us 256M:37.9us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.442us + bytes / 2.37e+05 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 6.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.442us 64K:9.443us 2M:9.451us 16M:9.513us 64M:9.726us 256M:10.58us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.0%, 512K 15.6%, 1M 14.8%, 2M 13.7%, 4M 12.9%, 8M 12.6%, 16M
# 13.4%, 32M 14.5%.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.46us     74.59us
# seq             2M          0         2         2     2097152           0     254.8us     298.8us
# seq            16M          0        16        16    16777216           0     1.949ms     2.135ms
# seq            64M          0        64        64    67108864           0     8.932ms     8.432ms
# seq           256M          0       256       256   268435456           0     40.04ms     33.62ms
# stride         64M        64K         8        32    67108864           0     7.116ms      6.98ms
# stride        256M         2M        32       128     8388608           0     2.879ms      3.21ms
# random         16M          0        12        16    16777216           0     1.955ms     2.064ms
# random         64M          0        36       161    67108864           0      10.2ms     9.304ms
# random        256M          0       125      1211   268435456           0     51.73ms     44.78ms
# fresh           2M          0         2         2           0     2097152     177.6us     204.2us
# fresh          16M          0        16        16           0    16777216     1.232ms     1.379ms
# fresh          64M          0        64        64           0    67108864     6.253ms     5.406ms
# fresh         256M          0       256       256           0   268435456     26.62ms     21.51ms
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
# prefetch at the driver's defaults). Result: 17.84us per batch, 14.14us per
# VA block, bytes / 10.6 GB/s moved, 36.42us per faulting kernel, bytes / 20.2
# GB/s zero-filled.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_batch_ns = 17.84us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_block_ns = 14.14us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:387.5ns 64K:6.2us 512K:49.6us 1M:99.2us 2M:198.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_wake_ns = 36.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:202.8ns 64K:3.245us 512K:25.96us 1M:51.92us 2M:103.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 51.63us + bytes /
# 45.3 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:47.55us 2M:148.9us 16M:471.1us 64M:1.412ms 256M:5.488ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.71us + bytes / 9.5 GB/s, written at the
# measured sizes (the medians would give 2.2%).
# Residual: 5.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.61us 2M:238.5us 16M:1.784ms 64M:7.083ms 256M:28.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.66us + bytes / 8.49 GB/s, written at the
# measured sizes (the medians would give 10.8%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.37us 512K:79.38us 2M:264.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.47us + bytes / 2.74 GB/s, written at
# the measured sizes (the medians would give 2.9%).
# Residual: 7.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:47.36us 512K:214.5us 2M:787.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 301.9us + bytes / 2.87 GB/s, misses by 19.1% RMS, so
# it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:357.5us 256K:396.4us 2M:831.2us 16M:6.725ms 64M:25.92ms 256M:99.74ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.215us + bytes / 909 GB/s, misses by 24.4% RMS, so
# it is not used.
# Residual: 16.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.498us 2M:4.301us 16M:24.68us 64M:86.61us 256M:288us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.64us +
# bytes / 71 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 15.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.57us 2M:44.16us 16M:250.8us 64M:959.3us 256M:3.793ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 141.9us

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
# sizes): 7.332us + bytes / 220 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.86us 16M:83.57us 64M:312.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 29.85us + bytes / 173 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 19.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.92us 16M:143.3us 64M:389.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 155.9ns +
# bytes / 192 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.13us 16M:86.08us 64M:347.5us 256M:1.421ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.297us
# + bytes / 7.51 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 19.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.957us 64K:29.48us 2M:265.6us 16M:2.052ms 64M:8.75ms 256M:39.9ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.7us + bytes / 8.3 GB/s,
# misses by 18.6% RMS, so it is not used.
# Residual: 10.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.51us 64K:33.49us 2M:279.8us 16M:1.946ms 64M:8.001ms 256M:30.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.49 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 10.4% RMS relative over 20 repetitions.
host_read_ns = 64K:7.934us 2M:239.4us 16M:2.444ms 64M:10.3ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21 GB/s, misses by
# 33.8% RMS, so it is not used.
# Residual: 10.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.245us 2M:72.88us 16M:1.147ms 64M:5.616ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 799.5ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 3.7%).
# Residual: 3.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.924us 2M:196.8us 16M:1.569ms 64M:6.272ms

