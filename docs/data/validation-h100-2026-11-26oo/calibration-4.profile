# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T16:56:01Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T16:56:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.8% RMS relative over 5 repetitions.
launch_ns = 4.136us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.966us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.675us + bytes / 5.45e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.022us 64K:2.726us 1M:2.556us 1536K:2.647us 2M:58.66us 8M:45.7us 64M:53.37us 256M:56.32us 1G:165.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.102us + bytes / 1.6e+03 GB/s, misses by 46.0% RMS, so it is not
# used.
# Residual: 16.1% RMS relative over 45 repetitions.
free_ns = 4K:3.359us 64K:3.423us 1M:3.403us 1536K:3.38us 2M:40.26us 8M:42.68us 64M:89.73us 256M:166.3us 1G:557.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.211us + bytes / 5.97e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 60.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.724us 64K:9.634us 2M:30.78us 16M:30.77us 64M:42.77us 256M:41.16us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.21us + bytes *
# -2.93e-06 ns/B, misses by 18.2% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.01us 64K:12.85us 2M:15.03us 16M:14.33us 64M:11.32us 256M:12.91us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.9%, 512K 20.7%, 1M 20.5%, 2M 21.0%, 4M 21.8%, 8M 23.0%, 16M
# 23.6%, 32M 24.5%.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.86us     56.28us
# seq             2M          0         2         2     2097152           0     179.1us     238.8us
# seq            16M          0        16        16    16777216           0     1.526ms     1.684ms
# seq            64M          0        64        64    67108864           0     9.677ms     6.639ms
# seq           256M          0       256       256   268435456           0     42.28ms     26.46ms
# stride         64M        64K        64        64    67108864           0     6.928ms     6.639ms
# stride        256M         2M       128       128     8388608           0     2.855ms      3.09ms
# random         16M          0        10        55    16777216           0      2.49ms     2.409ms
# random         64M          0        38       373    67108864           0     11.45ms     12.39ms
# random        256M          0       160      1651   268435456           0     56.77ms      52.4ms
# fresh           2M          0         2         2           0     2097152     150.1us     185.3us
# fresh          16M          0        16        16           0    16777216      1.18ms     1.255ms
# fresh          64M          0        64        64           0    67108864      5.94ms     4.925ms
# fresh         256M          0       256       256           0   268435456     24.71ms      19.6ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 18.6us per VA
# block, bytes / 12.4 GB/s moved, 32.4us per faulting kernel, bytes / 18.1
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_block_ns = 18.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:330.6ns 64K:5.289us 512K:42.31us 1M:84.63us 2M:169.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_wake_ns = 32.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:226ns 64K:3.615us 512K:28.92us 1M:57.84us 2M:115.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 52.98us + bytes /
# 46.9 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:49.27us 2M:133.9us 16M:440.7us 64M:1.374ms 256M:5.47ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.28us + bytes / 10.9 GB/s, written at
# the measured sizes (the medians would give 3.4%).
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.3us 2M:210.9us 16M:1.56ms 64M:6.184ms 256M:24.68ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.35us + bytes / 10.9 GB/s, written at the
# measured sizes (the medians would give 14.4%).
# Residual: 14.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.34us 512K:61.25us 2M:205us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.77us + bytes / 3.16 GB/s, written at
# the measured sizes (the medians would give 4.9%).
# Residual: 8.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.53us 512K:189.8us 2M:687.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 303.4us + bytes / 2.68 GB/s, misses by 16.5% RMS, so
# it is not used.
# Residual: 10.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:360.4us 256K:403.8us 2M:874.4us 16M:6.929ms 64M:27.51ms 256M:111.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.855us + bytes / 935 GB/s, misses by 23.3% RMS, so
# it is not used.
# Residual: 19.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.701us 2M:4.114us 16M:21.05us 64M:79.41us 256M:311.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.91us + bytes / 75 GB/s, misses by
# 18.1% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.43us 2M:33.53us 16M:266.5us 64M:1.019ms 256M:3.764ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 43.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.8us

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
# measured medians (15 points at 3 sizes): the best line, 5.845us + bytes /
# 219 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.42us 16M:83.48us 64M:310.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 27.31us + bytes / 177 GB/s, written at the measured
# sizes (the medians would give 9.5%).
# Residual: 9.6% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:39.16us 16M:122.1us 64M:406.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 170 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:9.928us 16M:94.59us 64M:392.1us 256M:1.598ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.349us
# + bytes / 8.99 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.028us 64K:26.86us 2M:194.7us 16M:1.784ms 64M:8.106ms 256M:36.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.41us + bytes / 8.94 GB/s,
# misses by 21.0% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.33us 64K:31.59us 2M:259.1us 16M:1.802ms 64M:7.294ms 256M:28.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.59 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.396us 2M:234.7us 16M:2.498ms 64M:9.835ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.3 GB/s, misses by
# 25.2% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.47us 2M:91.36us 16M:1.254ms 64M:5.442ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 7.3%).
# Residual: 8.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.674us 2M:199.6us 16M:1.601ms 64M:6.404ms

