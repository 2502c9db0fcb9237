# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T05:57:51Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T05:57:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 3.561us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.165us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.935us + bytes / 6.13e+03 GB/s, misses by 54.4% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:1.941us 64K:2.01us 1M:2.046us 1536K:1.954us 2M:46.59us 8M:37.37us 64M:42.08us 256M:44.13us 1G:154.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.299us + bytes / 1.82e+03 GB/s, misses by 49.4% RMS, so it is
# not used.
# Residual: 18.5% RMS relative over 45 repetitions.
free_ns = 4K:1.734us 64K:1.61us 1M:1.586us 1536K:1.643us 2M:32.63us 8M:36.28us 64M:64.07us 256M:154.5us 1G:512.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.016us + bytes / 6.44e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.78us 64K:2.707us 2M:22.49us 16M:32.81us 64M:36.87us 256M:36.47us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.414us + bytes / 2.25e+05 GB/s, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 7.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.414us 64K:9.415us 2M:9.424us 16M:9.489us 64M:9.712us 256M:10.61us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.4%, 512K 19.2%, 1M 18.9%, 2M 18.0%, 4M 16.7%, 8M 14.8%, 16M
# 14.5%, 32M 14.6%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.29us     59.18us
# seq             2M          0         2         2     2097152           0     234.5us     230.1us
# seq            16M          0        16        16    16777216           0     1.697ms     1.724ms
# seq            64M          0        64        64    67108864           0     7.949ms     6.845ms
# seq           256M          0       256       256   268435456           0     25.64ms     27.33ms
# stride         64M        64K         4        32    67108864           0     4.881ms     4.733ms
# stride        256M         2M        16       128     8388608           0     1.722ms      1.88ms
# random         16M          0        16        16    16777216           0     1.397ms     1.724ms
# random         64M          0        39       104    67108864           0     6.515ms     6.301ms
# random        256M          0       127       907   268435456           0     36.85ms     27.32ms
# fresh           2M          0         2         2           0     2097152     102.9us     121.4us
# fresh          16M          0        16        16           0    16777216     771.8us     854.1us
# fresh          64M          0        64        64           0    67108864     3.882ms     3.366ms
# fresh         256M          0       256       256           0   268435456     17.71ms     13.41ms
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
# prefetch at the driver's defaults). Result: 31.84us per batch, 6.29us per VA
# block, bytes / 15.3 GB/s moved, 16.76us per faulting kernel, bytes / 73.8
# GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 31.84us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 6.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:267.8ns 64K:4.285us 512K:34.28us 1M:68.56us 2M:137.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 16.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:55.47ns 64K:887.5ns 512K:7.1us 1M:14.2us 2M:28.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 40.67us + bytes /
# 44.9 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 4.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:33.75us 256K:48.61us 1M:91us 2M:119.9us 4M:158.8us 16M:432.9us 64M:1.348ms 256M:5.309ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 18.91us + bytes / 12.8 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 13.5% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:21.87us 256K:42.16us 1M:130.7us 2M:236.2us 4M:387.6us 16M:1.409ms 64M:5.052ms 256M:16.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.27us + bytes / 13.3 GB/s, written at the measured
# sizes (the means would give 6.5%).
# Residual: 6.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.18us 512K:53.57us 2M:171.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.66us + bytes / 4.44 GB/s, written at the
# measured sizes (the means would give 12.7%).
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.43us 512K:138.8us 2M:493.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 279.3us +
# bytes / 3.03 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:304.1us 256K:414us 2M:775.1us 16M:6.123ms 64M:24.43ms 256M:97.98ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.852us + bytes / 1.82e+03 GB/s, misses by 19.1% RMS,
# so it is not used.
# Residual: 12.0% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.357us 256K:2.317us 1M:2.292us 2M:2.301us 4M:4.292us 16M:11.89us 64M:40.49us 256M:156.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 8.828us +
# bytes / 123 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 11.7% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.361us 256K:10.96us 1M:17.36us 2M:25.9us 4M:42.97us 16M:145.4us 64M:555.1us 256M:2.194ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.7us

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
# measured medians (15 points at 3 sizes): the best line, 5.783us + bytes /
# 320 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.37us 16M:57.41us 64M:218.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.66us + bytes / 244 GB/s, written at the measured
# sizes (the medians would give 14.6%).
# Residual: 14.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.25us 16M:91.39us 64M:297.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.515us +
# bytes / 183 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13us 16M:92.59us 64M:365.9us 256M:1.482ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.364us + bytes / 14.1 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 11.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:6.851us 8K:7.641us 16K:9.423us 32K:14.1us 64K:21.32us 128K:15.19us 256K:21.18us 512K:34.95us 1M:63us 2M:142.5us 4M:307.9us 8M:647.2us 16M:1.502ms 32M:3.315ms 64M:7.375ms 256M:27.58ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.23us + bytes / 12.7 GB/s,
# misses by 30.9% RMS, so it is not used.
# Residual: 11.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.82us 8K:12.4us 16K:11.11us 32K:21.77us 64K:26.7us 128K:39.39us 256K:61.91us 512K:99.08us 1M:168.7us 2M:239.2us 4M:372.7us 8M:641.7us 16M:1.171ms 32M:2.224ms 64M:4.368ms 256M:17.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 365.9ns +
# bytes / 9.86 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 30.2% RMS relative over 35 repetitions.
host_read_ns = 64K:7.315us 256K:24.39us 1M:97.36us 2M:194.8us 4M:443.8us 16M:1.919ms 64M:8.287ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 32.8 GB/s, misses by
# 32.1% RMS, so it is not used.
# Residual: 12.9% RMS relative over 35 repetitions.
host_write_ns = 64K:992ns 256K:6.595us 1M:24.85us 2M:49.64us 4M:170.8us 16M:824.2us 64M:4.292ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 12.7 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 5.0% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:4.701us 256K:20.24us 1M:82.41us 2M:165.3us 4M:331.1us 16M:1.326ms 64M:5.304ms

