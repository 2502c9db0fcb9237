# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:40:21Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:40:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.9% RMS relative over 5 repetitions.
launch_ns = 4.08us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.152us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.416us + bytes / 7.36e+03 GB/s, misses by 60.6% RMS,
# so it is not used.
# Residual: 28.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.31us 64K:4.507us 1M:3.053us 1536K:3.288us 2M:71.65us 8M:58.02us 64M:93.98us 256M:95.64us 1G:118.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.586us + bytes / 1.15e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 19.7% RMS relative over 45 repetitions.
free_ns = 4K:4.125us 64K:3.072us 1M:2.893us 1536K:3.035us 2M:49.93us 8M:54.4us 64M:95.38us 256M:256.5us 1G:786.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.379us + bytes / 5.18e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 36.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.338us 64K:3.58us 2M:25.03us 16M:29.48us 64M:48.6us 256M:45.55us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.82us + bytes * -5.1e-07 ns/B, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.82us 64K:12.82us 2M:12.82us 16M:12.81us 64M:12.79us 256M:12.68us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.4%, 512K 18.0%, 1M 17.2%, 2M 16.4%, 4M 15.4%, 8M 14.9%, 16M
# 15.7%, 32M 16.8%.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.41us     69.52us
# seq             2M          0         2         2     2097152           0     219.5us       274us
# seq            16M          0        16        16    16777216           0     1.947ms     1.993ms
# seq            64M          0        64        64    67108864           0     7.457ms     7.887ms
# seq           256M          0       256       256   268435456           0     41.09ms     31.46ms
# stride         64M        64K         8        32    67108864           0     6.837ms     6.269ms
# stride        256M         2M        32       128     8388608           0     2.968ms     3.382ms
# random         16M          0        12        16    16777216           0     1.853ms     1.914ms
# random         64M          0        36       161    67108864           0     9.375ms     8.862ms
# random        256M          0       125      1211   268435456           0     53.22ms     43.93ms
# fresh           2M          0         2         2           0     2097152     147.5us     175.3us
# fresh          16M          0        16        16           0    16777216     1.143ms     1.204ms
# fresh          64M          0        64        64           0    67108864     5.324ms     4.729ms
# fresh         256M          0       256       256           0   268435456     22.83ms     18.83ms
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
# prefetch at the driver's defaults). Result: 19.87us per batch, 15.78us per
# VA block, bytes / 12 GB/s moved, 28.43us per faulting kernel, bytes / 27.7
# GB/s zero-filled.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_batch_ns = 19.87us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_block_ns = 15.78us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:340.4ns 64K:5.446us 512K:43.57us 1M:87.14us 2M:174.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_wake_ns = 28.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:147.6ns 64K:2.362us 512K:18.9us 1M:37.8us 2M:75.59us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 71.1us + bytes / 48.2 GB/s, written at the measured sizes (the
# medians would give 3.5%).
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:72.46us 2M:114.6us 16M:418.9us 64M:1.462ms 256M:5.636ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.57us + bytes / 12.9 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.32us 2M:221.7us 16M:1.157ms 64M:4.616ms 256M:27.2ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.9us + bytes / 11.7 GB/s, written at the
# measured sizes (the medians would give 11.8%).
# Residual: 13.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.47us 512K:64.52us 2M:198.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.31us + bytes / 3.33 GB/s, written at
# the measured sizes (the medians would give 12.0%).
# Residual: 11.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:41.98us 512K:179.7us 2M:651.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 394us + bytes / 2.38 GB/s, misses by 19.5% RMS, so it
# is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:465.1us 256K:533.2us 2M:973.9us 16M:8.165ms 64M:32.04ms 256M:126.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.923us + bytes / 958 GB/s, misses by 18.6% RMS, so
# it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.079us 2M:5us 16M:22.33us 64M:76.44us 256M:294.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.81us + bytes / 86.9 GB/s, misses
# by 15.8% RMS, so it is not used.
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.4us 2M:29.59us 16M:231.6us 64M:900us 256M:3.081ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.18us

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
# measured medians (15 points at 3 sizes): the best line, 6.951us + bytes /
# 281 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.51us 16M:64.13us 64M:254.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 173 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.14us 16M:96.36us 64M:384us 256M:1.554ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.257us
# + bytes / 8.97 GB/s, misses by 28.6% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.026us 64K:22.84us 2M:178.3us 16M:1.956ms 64M:9.048ms 256M:38.38ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 20.28us + bytes / 11.1 GB/s,
# misses by 25.4% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:18.47us 64K:31.67us 2M:279.8us 16M:1.68ms 64M:4.981ms 256M:24ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.68 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 17.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.825us 2M:187.8us 16M:2.541ms 64M:9.871ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.5 GB/s, misses by
# 39.3% RMS, so it is not used.
# Residual: 11.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.363us 2M:66.86us 16M:1.351ms 64M:6.436ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 768.7ns +
# bytes / 10 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 5.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.311us 2M:210.1us 16M:1.676ms 64M:6.701ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
