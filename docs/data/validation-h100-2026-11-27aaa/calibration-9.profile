# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:08:31Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:08:31Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 40.1% RMS relative over 5 repetitions.
launch_ns = 3.369us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.984us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.549us + bytes / 1.06e+04 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:1.504us 64K:1.676us 1M:1.502us 1536K:1.601us 2M:42.23us 8M:30.91us 64M:36.77us 256M:48.24us 1G:79.05us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.025us + bytes / 2.99e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:1.249us 64K:1.261us 1M:1.21us 1536K:1.207us 2M:29us 8M:29.99us 64M:48.33us 256M:93.89us 1G:305.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.3us
# + bytes / 8.41e+03 GB/s, misses by 62.5% RMS, so it is not used.
# Residual: 33.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.188us 64K:1.99us 2M:15.96us 16M:22.35us 64M:25.21us 256M:27.68us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.69us + bytes / 3.43e+05 GB/s, written at the measured sizes (the
# medians would give 8.4%).
# Residual: 8.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.69us 64K:10.69us 2M:10.7us 16M:10.74us 64M:10.89us 256M:11.48us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.7%, 512K 20.4%, 1M 19.7%, 2M 18.4%, 4M 17.5%, 8M 16.7%, 16M
# 16.9%, 32M 17.7%.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     63.94us     51.32us
# seq             2M          0         2         2     2097152           0     187.2us     205.6us
# seq            16M          0        16        16    16777216           0     1.302ms     1.516ms
# seq            64M          0        64        64    67108864           0     6.406ms      6.01ms
# seq           256M          0       256       256   268435456           0     27.61ms     23.98ms
# stride         64M        64K         8        32    67108864           0     4.464ms     4.622ms
# stride        256M         2M        32       128     8388608           0     2.021ms     2.393ms
# random         16M          0        12        16    16777216           0     1.429ms     1.439ms
# random         64M          0        36       161    67108864           0     6.731ms     6.412ms
# random        256M          0       125      1211   268435456           0     47.46ms     30.72ms
# fresh           2M          0         2         2           0     2097152     99.42us     122.5us
# fresh          16M          0        16        16           0    16777216     800.5us       852us
# fresh          64M          0        64        64           0    67108864     4.079ms     3.353ms
# fresh         256M          0       256       256           0   268435456     16.89ms     13.36ms
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
# prefetch at the driver's defaults). Result: 19.25us per batch, 9.698us per
# VA block, bytes / 16.2 GB/s moved, 18.33us per faulting kernel, bytes / 45.3
# GB/s zero-filled.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_batch_ns = 19.25us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_block_ns = 9.698us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:252.6ns 64K:4.042us 512K:32.34us 1M:64.67us 2M:129.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_wake_ns = 18.33us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:90.46ns 64K:1.447us 512K:11.58us 1M:23.16us 2M:46.32us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.59us + bytes /
# 45.7 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.62us 2M:122.1us 16M:438.3us 64M:1.385ms 256M:5.48ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.07us + bytes / 10.4 GB/s, written at
# the measured sizes (the medians would give 4.5%).
# Residual: 6.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.39us 2M:218.3us 16M:1.634ms 64M:6.489ms 256M:25.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.24us + bytes / 9.87 GB/s, written at the
# measured sizes (the medians would give 9.1%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.88us 512K:70.38us 2M:229.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.34us + bytes / 3.18 GB/s, written at
# the measured sizes (the medians would give 9.1%).
# Residual: 10.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.94us 512K:188.1us 2M:682.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 213.6us +
# bytes / 3.69 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:244.9us 256K:304.7us 2M:611.2us 16M:5.049ms 64M:20.57ms 256M:82.02ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.931us + bytes / 1.15e+03 GB/s, misses by 20.3% RMS,
# so it is not used.
# Residual: 13.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.905us 2M:3.836us 16M:18.07us 64M:63.28us 256M:251.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.504us + bytes / 109 GB/s, misses by
# 22.7% RMS, so it is not used.
# Residual: 17.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.54us 2M:22.93us 16M:167.6us 64M:658.2us 256M:2.944ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 83.84us

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
# sizes): 7.628us + bytes / 269 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.41us 16M:69.9us 64M:256.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.01us + bytes / 218 GB/s, written at the measured
# sizes (the medians would give 9.4%).
# Residual: 9.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.64us 16M:97.08us 64M:328.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.014us +
# bytes / 166 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.64us 16M:105.9us 64M:402.3us 256M:1.64ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.248us
# + bytes / 10.6 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.83us 64K:23.78us 2M:174us 16M:1.604ms 64M:6.02ms 256M:30.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.13us + bytes / 9.8 GB/s,
# misses by 20.8% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.95us 64K:31.48us 2M:264.6us 16M:1.667ms 64M:6.528ms 256M:24.92ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.2 GB/s, misses by 41.5% RMS, so it is not used.
# Residual: 28.3% RMS relative over 20 repetitions.
host_read_ns = 64K:2.925us 2M:94.01us 16M:1.793ms 64M:9.232ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.5 GB/s, misses by
# 42.7% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:872ns 2M:44.7us 16M:721.5us 64M:5.776ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 12 GB/s, misses by
# 17.8% RMS, so it is not used.
# Residual: 16.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.13us 2M:165.6us 16M:1.399ms 64M:5.991ms

