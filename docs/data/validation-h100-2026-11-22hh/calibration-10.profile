# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:45:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:45:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 4.495us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.066us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.666us + bytes / 7.42e+03 GB/s, misses by 60.6% RMS,
# so it is not used.
# Residual: 34.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.669us 64K:2.79us 1M:2.705us 1536K:2.562us 2M:52.36us 8M:66.43us 64M:81.24us 256M:88.04us 1G:116.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.937us + bytes / 1.44e+03 GB/s, misses by 50.4% RMS, so it is
# not used.
# Residual: 33.4% RMS relative over 45 repetitions.
free_ns = 4K:2.539us 64K:2.374us 1M:2.343us 1536K:2.289us 2M:39.9us 8M:86.97us 64M:89.69us 256M:197.4us 1G:649.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.709us + bytes / 5.4e+03 GB/s, misses by 62.5% RMS, so it is not used.
# Residual: 33.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.629us 64K:3.113us 2M:25.57us 16M:28.03us 64M:41.81us 256M:43.06us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.71us + bytes / 2.07e+05 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 8.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.71us 64K:11.71us 2M:11.72us 16M:11.79us 64M:12.03us 256M:13us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 25.2%, 512K 25.0%, 1M 24.7%, 2M 24.3%, 4M 22.9%, 8M 20.7%, 16M
# 20.5%, 32M 20.7%.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.14us      67.3us
# seq             2M          0         2         2     2097152           0     248.4us     309.7us
# seq            16M          0        16        16    16777216           0     2.898ms     2.478ms
# seq            64M          0        64        64    67108864           0     9.188ms     9.911ms
# seq           256M          0       256       256   268435456           0     39.84ms     39.64ms
# stride         64M        64K         4        32    67108864           0       8.4ms     6.559ms
# stride        256M         2M        16       128     8388608           0     2.774ms     3.075ms
# random         16M          0        16        16    16777216           0     2.078ms     2.478ms
# random         64M          0        39       104    67108864           0     10.29ms     9.155ms
# random        256M          0       127       907   268435456           0     50.91ms     41.08ms
# fresh           2M          0         2         2           0     2097152     100.8us     131.1us
# fresh          16M          0        16        16           0    16777216     1.012ms     1.049ms
# fresh          64M          0        64        64           0    67108864     5.942ms     4.196ms
# fresh         256M          0       256       256           0   268435456     25.26ms     16.78ms
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
# prefetch at the driver's defaults). Result: 49.46us per batch, 12us per VA
# block, bytes / 11.2 GB/s moved, 0ns per faulting kernel, bytes / 255 GB/s
# zero-filled.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_batch_ns = 49.46us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_block_ns = 12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:364.8ns 64K:5.837us 512K:46.7us 1M:93.4us 2M:186.8us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:16.04ns 64K:256.6ns 512K:2.053us 1M:4.105us 2M:8.211us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.2us + bytes /
# 45.7 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 18.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.1us 2M:123.1us 16M:435.2us 64M:1.363ms 256M:5.643ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.96us + bytes / 13.4 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 20.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.21us 2M:243.3us 16M:1.494ms 64M:4.565ms 256M:17.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 12.24us + bytes / 10.1 GB/s, written at the
# measured sizes (the medians would give 15.4%).
# Residual: 14.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.7us 512K:63.94us 2M:219us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 25.55us + bytes / 3.39 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.95us 512K:206.7us 2M:594.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 305us + bytes / 2.56 GB/s,
# written at the measured sizes (the medians would give 8.0%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:330.6us 256K:407.5us 2M:1.125ms 16M:6.862ms 64M:26.53ms 256M:105.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.827us + bytes / 1.63e+03 GB/s, misses by 21.9% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.489us 2M:2.474us 16M:12.59us 64M:44.09us 256M:181.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.72us + bytes / 72.9 GB/s, misses
# by 24.4% RMS, so it is not used.
# Residual: 19.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.54us 2M:32.94us 16M:241.2us 64M:1.176ms 256M:3.701ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.45us

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
# measured medians (15 points at 3 sizes): the best line, 7.38us + bytes / 302
# GB/s, misses by 21.0% RMS, so it is not used.
# Residual: 21.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.4us 16M:61.41us 64M:235.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.899us +
# bytes / 166 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.47us 16M:104.3us 64M:393.6us 256M:1.647ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.493us
# + bytes / 10.7 GB/s, misses by 28.4% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.039us 64K:26.09us 2M:163.7us 16M:1.539ms 64M:6.642ms 256M:30.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.99us + bytes / 10.5 GB/s,
# misses by 20.9% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.979us 64K:27.38us 2M:241us 16M:1.55ms 64M:5.928ms 256M:24.12ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 5.67us +
# bytes / 5.68 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 9.5% RMS relative over 20 repetitions.
host_read_ns = 64K:17.06us 2M:498.2us 16M:3.13ms 64M:9.909ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.2 GB/s, written at the measured sizes (the medians would give
# 12.6%).
# Residual: 14.3% RMS relative over 20 repetitions.
host_write_ns = 64K:2.685us 2M:156.6us 16M:1.269ms 64M:5.082ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 262.5ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 9.1%).
# Residual: 9.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.071us 2M:186.1us 16M:1.487ms 64M:5.948ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
