# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:45:32Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:45:32Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 3.246us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.155us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.663us + bytes / 1.13e+04 GB/s, misses by 63.1% RMS,
# so it is not used.
# Residual: 30.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.54us 64K:2.745us 1M:2.581us 1536K:2.598us 2M:41.58us 8M:42.46us 64M:51.94us 256M:75.23us 1G:77.51us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.072us + bytes / 2.71e+03 GB/s, misses by 54.5% RMS, so it is
# not used.
# Residual: 21.3% RMS relative over 45 repetitions.
free_ns = 4K:1.352us 64K:1.317us 1M:1.295us 1536K:1.261us 2M:31.61us 8M:39.72us 64M:78.15us 256M:136.7us 1G:315.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.321us + bytes / 9.91e+03 GB/s, misses by 64.6% RMS, so it is not used.
# Residual: 39.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.381us 64K:1.895us 2M:15.19us 16M:18.11us 64M:36.66us 256M:24.49us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.305us + bytes / 3.75e+05 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.305us 64K:7.305us 2M:7.31us 16M:7.35us 64M:7.484us 256M:8.021us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.7%, 512K 19.4%, 1M 18.9%, 2M 17.9%, 4M 16.7%, 8M 15.4%, 16M
# 15.4%, 32M 16.0%.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      78.5us      66.7us
# seq             2M          0         2         2     2097152           0     235.8us       266us
# seq            16M          0        16        16    16777216           0      1.98ms      2.03ms
# seq            64M          0        64        64    67108864           0     8.576ms     8.079ms
# seq           256M          0       256       256   268435456           0      31.2ms     32.28ms
# stride         64M        64K         4        32    67108864           0      5.83ms     5.559ms
# stride        256M         2M        16       128     8388608           0     2.518ms     2.819ms
# random         16M          0        16        16    16777216           0     1.812ms      2.03ms
# random         64M          0        39       104    67108864           0     8.156ms     7.702ms
# random        256M          0       127       907   268435456           0     52.07ms     35.94ms
# fresh           2M          0         2         2           0     2097152       150us     176.9us
# fresh          16M          0        16        16           0    16777216     1.171ms     1.318ms
# fresh          64M          0        64        64           0    67108864     6.156ms     5.229ms
# fresh         256M          0       256       256           0   268435456     29.49ms     20.87ms
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
# prefetch at the driver's defaults). Result: 35.28us per batch, 12.62us per
# VA block, bytes / 13.4 GB/s moved, 13.92us per faulting kernel, bytes / 31.2
# GB/s zero-filled.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_batch_ns = 35.28us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_block_ns = 12.62us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:305.2ns 64K:4.883us 512K:39.06us 1M:78.13us 2M:156.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_wake_ns = 13.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:131.2ns 64K:2.099us 512K:16.8us 1M:33.59us 2M:67.18us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.17us + bytes /
# 47.7 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 2.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.07us 2M:120.6us 16M:406.8us 64M:1.344ms 256M:5.328ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.45us + bytes / 15.5 GB/s, written at
# the measured sizes (the medians would give 2.3%).
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.67us 2M:150.6us 16M:1.097ms 64M:4.34ms 256M:17.31ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.95us + bytes / 13.4 GB/s, written at the
# measured sizes (the medians would give 7.5%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.83us 512K:53.02us 2M:170.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 19.3us + bytes / 3.72 GB/s, misses by 31.8% RMS, so it is not used.
# Residual: 29.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.74us 512K:216.4us 2M:512us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 238.9us + bytes / 3.5 GB/s, misses by 15.1% RMS, so
# it is not used.
# Residual: 8.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:270.3us 256K:333.5us 2M:673.8us 16M:5.324ms 64M:20.93ms 256M:85.18ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.948us + bytes / 1.67e+03 GB/s, misses by 21.4% RMS,
# so it is not used.
# Residual: 15.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.562us 2M:2.579us 16M:13.01us 64M:43.63us 256M:167.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.24us +
# bytes / 106 GB/s, written at the measured sizes (the medians would give
# 7.7%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.86us 2M:30.97us 16M:169.1us 64M:642.7us 256M:2.537ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.19us

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
# measured medians (15 points at 3 sizes): the best line, 11.72us + bytes /
# 258 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.79us 16M:77.99us 64M:268.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.698us +
# bytes / 199 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.23us 16M:85.67us 64M:333.6us 256M:1.367ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.81us
# + bytes / 11.5 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.433us 64K:22.29us 2M:144.9us 16M:1.443ms 64M:6.519ms 256M:30.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.82us + bytes / 13 GB/s,
# misses by 25.0% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.61us 64K:27.34us 2M:236.9us 16M:1.242ms 64M:4.703ms 256M:18.82ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.3 GB/s, misses by 44.0% RMS, so it is not used.
# Residual: 21.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.033us 2M:93.68us 16M:2.126ms 64M:8.629ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.5 GB/s, misses by
# 45.3% RMS, so it is not used.
# Residual: 11.5% RMS relative over 20 repetitions.
host_write_ns = 64K:849ns 2M:45.15us 16M:1.23ms 64M:4.739ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 501.5ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 4.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.393us 2M:189us 16M:1.509ms 64M:6.033ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
