# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:20:21Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:20:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.0% RMS relative over 5 repetitions.
launch_ns = 4.58us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.16us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.934us + bytes / 3.61e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.793us 64K:2.996us 1M:3.366us 1536K:3.005us 2M:63.3us 8M:54.23us 64M:85.37us 256M:101.1us 1G:233.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.131us + bytes / 1.33e+03 GB/s, misses by 47.8% RMS, so it is
# not used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:2.465us 64K:2.469us 1M:2.641us 1536K:2.614us 2M:46.74us 8M:49.23us 64M:84.62us 256M:208.8us 1G:676.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.156us + bytes / 3.08e+03 GB/s, misses by 67.5% RMS, so it is not used.
# Residual: 41.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.193us 64K:3.48us 2M:27.77us 16M:35.6us 64M:68.32us 256M:71.93us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.23us + bytes /
# 1.83e+06 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.67us 64K:11.94us 2M:11.92us 16M:12.7us 64M:12.02us 256M:12.42us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.3%, 512K 18.1%, 1M 17.9%, 2M 17.4%, 4M 16.8%, 8M 16.1%, 16M
# 16.0%, 32M 16.6%.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.94us     70.57us
# seq             2M          0         2         2     2097152           0     226.8us     292.2us
# seq            16M          0        16        16    16777216           0     2.074ms     2.252ms
# seq            64M          0        64        64    67108864           0     10.14ms     8.973ms
# seq           256M          0       256       256   268435456           0     37.37ms     35.86ms
# stride         64M        64K         4        32    67108864           0     6.822ms      6.24ms
# stride        256M         2M        16       128     8388608           0     3.062ms     3.335ms
# random         16M          0        16        16    16777216           0     2.223ms     2.252ms
# random         64M          0        39       104    67108864           0     10.35ms     8.681ms
# random        256M          0       127       907   268435456           0     46.71ms     41.41ms
# fresh           2M          0         2         2           0     2097152     146.8us     152.3us
# fresh          16M          0        16        16           0    16777216     902.8us     1.133ms
# fresh          64M          0        64        64           0    67108864     5.574ms     4.497ms
# fresh         256M          0       256       256           0   268435456     24.62ms     17.95ms
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
# prefetch at the driver's defaults). Result: 37.07us per batch, 15.88us per
# VA block, bytes / 12 GB/s moved, 12.18us per faulting kernel, bytes / 61.3
# GB/s zero-filled.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_batch_ns = 37.07us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_block_ns = 15.88us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:340.1ns 64K:5.441us 512K:43.53us 1M:87.06us 2M:174.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_wake_ns = 12.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:66.86ns 64K:1.07us 512K:8.558us 1M:17.12us 2M:34.23us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.5us + bytes /
# 46.1 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 4.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.07us 2M:121.9us 16M:459us 64M:1.373ms 256M:5.363ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.11us + bytes / 13.7 GB/s, written at
# the measured sizes (the medians would give 6.7%).
# Residual: 8.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.91us 2M:169.7us 16M:1.245ms 64M:4.932ms 256M:19.68ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.34us + bytes / 12.5 GB/s, written at the
# measured sizes (the medians would give 11.9%).
# Residual: 11.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.56us 512K:56.12us 2M:181.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 27.13us + bytes / 4.09 GB/s, written at
# the measured sizes (the medians would give 13.2%).
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.17us 512K:155.4us 2M:540.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 306.7us + bytes / 2.54
# GB/s, written at the measured sizes (the medians would give 9.4%).
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:332.5us 256K:409.8us 2M:1.131ms 16M:6.905ms 64M:26.7ms 256M:105.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.947us + bytes / 1.58e+03 GB/s, misses by 21.5% RMS,
# so it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.615us 2M:2.597us 16M:14.13us 64M:45.9us 256M:174.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 17.45us +
# bytes / 71.9 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.37us 2M:46.6us 16M:250.6us 64M:950.2us 256M:3.749ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.6us

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
# measured medians (15 points at 3 sizes): the best line, 8.605us + bytes /
# 220 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 21.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.2us 16M:83.88us 64M:318us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.861us +
# bytes / 154 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.86us 16M:110.7us 64M:440.7us 256M:1.827ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.959us
# + bytes / 9.01 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.636us 64K:24.19us 2M:177.1us 16M:2.052ms 64M:8.567ms 256M:38.48ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.78us + bytes / 10.6 GB/s,
# misses by 23.7% RMS, so it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.78us 64K:27.53us 2M:243.4us 16M:1.718ms 64M:5.045ms 256M:26.9ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 8.566ns +
# bytes / 14.6 GB/s, misses by 48.4% RMS, so it is not used.
# Residual: 20.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.565us 2M:105.3us 16M:2.753ms 64M:11.64ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.5 GB/s, misses by
# 52.0% RMS, so it is not used.
# Residual: 11.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.08us 2M:49.49us 16M:1.45ms 64M:8.279ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.598us +
# bytes / 9.83 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 5.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.267us 2M:215us 16M:1.709ms 64M:6.83ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
