# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:35:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:35:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.7% RMS relative over 5 repetitions.
launch_ns = 3.83us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.194us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.976us + bytes / 6.08e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 27.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.788us 64K:1.808us 1M:1.713us 1536K:2.473us 2M:48.28us 8M:36.82us 64M:57.79us 256M:64.91us 1G:138.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.335us + bytes / 1.92e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 22.6% RMS relative over 45 repetitions.
free_ns = 4K:1.552us 64K:1.463us 1M:1.477us 1536K:2.158us 2M:43.94us 8M:35.18us 64M:76.2us 256M:146.8us 1G:450.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.008us + bytes / 3.22e+03 GB/s, misses by 66.3% RMS, so it is not used.
# Residual: 39.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.874us 64K:3.515us 2M:31.01us 16M:46.21us 64M:65.51us 256M:69.63us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.34us + bytes / 1.97e+05 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 12.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.34us 64K:13.34us 2M:13.35us 16M:13.43us 64M:13.68us 256M:14.7us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.7%, 512K 20.7%, 1M 20.9%, 2M 20.7%, 4M 21.3%, 8M 19.9%, 16M
# 18.1%, 32M 17.9%.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.46us     72.18us
# seq             2M          0         2         2     2097152           0     270.4us     274.9us
# seq            16M          0        16        16    16777216           0     1.546ms      2.15ms
# seq            64M          0        64        64    67108864           0     8.948ms     8.578ms
# seq           256M          0       256       256   268435456           0     39.47ms     34.29ms
# stride         64M        64K         4        32    67108864           0     4.964ms     5.215ms
# stride        256M         2M         8       128     8388608           0     2.099ms     2.219ms
# random         16M          0        16        16    16777216           0     2.373ms      2.15ms
# random         64M          0        43        73    67108864           0     10.54ms     7.593ms
# random        256M          0       134       611   268435456           0     41.44ms     31.45ms
# fresh           2M          0         2         2           0     2097152     118.6us     128.1us
# fresh          16M          0        16        16           0    16777216     808.5us       975us
# fresh          64M          0        64        64           0    67108864     4.879ms     3.879ms
# fresh         256M          0       256       256           0   268435456     18.63ms     15.49ms
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
# prefetch at the driver's defaults). Result: 50.99us per batch, 9.506us per
# VA block, bytes / 14.3 GB/s moved, 7.096us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_batch_ns = 50.99us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_block_ns = 9.506us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:286.8ns 64K:4.59us 512K:36.72us 1M:73.43us 2M:146.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_wake_ns = 7.096us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 20.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.75us + bytes /
# 46.2 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 9.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.57us 2M:128us 16M:435.2us 64M:1.368ms 256M:5.379ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.93us + bytes / 13.6 GB/s, written at
# the measured sizes (the medians would give 3.4%).
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.74us 2M:169.9us 16M:1.248ms 64M:4.944ms 256M:19.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.49us + bytes / 11.1 GB/s, written at the
# measured sizes (the medians would give 15.0%).
# Residual: 15.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.39us 512K:60.68us 2M:202.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.61us + bytes / 4.12 GB/s, written at
# the measured sizes (the medians would give 12.6%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.51us 512K:148.8us 2M:530.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 244.8us + bytes / 2.59 GB/s, misses by 19.7% RMS, so
# it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:303.9us 256K:357.4us 2M:769.9us 16M:7.551ms 64M:31.26ms 256M:124.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.816us + bytes / 1.3e+03 GB/s, misses by 26.9% RMS,
# so it is not used.
# Residual: 19.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.659us 2M:2.652us 16M:14.2us 64M:52.77us 256M:309us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.4us + bytes / 89.9 GB/s, misses by
# 18.8% RMS, so it is not used.
# Residual: 12.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.11us 2M:29.59us 16M:214.2us 64M:943.8us 256M:2.92ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.6us

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
# measured medians (15 points at 3 sizes): the best line, 11.33us + bytes /
# 275 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 26.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.64us 16M:63.39us 64M:302.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.888us +
# bytes / 151 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.28us 16M:109.3us 64M:468.4us 256M:1.822ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.328us
# + bytes / 9.68 GB/s, misses by 30.1% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.996us 64K:24.75us 2M:167.1us 16M:2.051ms 64M:7.54ms 256M:32.85ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.86us + bytes / 11 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.774us 64K:28.18us 2M:254us 16M:1.806ms 64M:5.105ms 256M:21.68ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.5 GB/s, misses by 33.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.625us 2M:119.9us 16M:1.468ms 64M:8.201ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.6 GB/s, misses by
# 35.4% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.048us 2M:53.58us 16M:831.9us 64M:4.955ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 541.1ns +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 3.4%).
# Residual: 4.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.074us 2M:177.6us 16M:1.417ms 64M:5.666ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
