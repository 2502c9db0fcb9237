# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:58:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:58:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 4.463us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.4% RMS relative over 5 repetitions.
kernel_gap_ns = 2.181us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 5.572us + bytes / 2.41e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:5.569us 64K:5.675us 1M:5.949us 1536K:5.447us 2M:109us 8M:87.47us 64M:110.3us 256M:142.7us 1G:354.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 4.357us + bytes / 871 GB/s, misses by 48.7% RMS, so it is not
# used.
# Residual: 18.1% RMS relative over 45 repetitions.
free_ns = 4K:4.841us 64K:5.095us 1M:4.915us 1536K:5.03us 2M:73.36us 8M:80.63us 64M:171.6us 256M:309.1us 1G:1.029ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.706us + bytes / 4.17e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 36.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.666us 64K:3.182us 2M:30.78us 16M:37.45us 64M:55.96us 256M:54.79us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.4us + bytes / 1.02e+05 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.4us 64K:11.4us 2M:11.42us 16M:11.56us 64M:12.05us 256M:14.02us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.2%, 512K 16.9%, 1M 16.4%, 2M 15.7%, 4M 15.2%, 8M 14.9%, 16M
# 15.4%, 32M 15.9%.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.59us     66.59us
# seq             2M          0         2         2     2097152           0     231.1us     260.6us
# seq            16M          0        16        16    16777216           0     1.489ms     1.825ms
# seq            64M          0        64        64    67108864           0     8.547ms      7.19ms
# seq           256M          0       256       256   268435456           0     38.28ms     28.65ms
# stride         64M        64K         8        32    67108864           0       6.1ms     6.038ms
# stride        256M         2M        32       128     8388608           0     2.083ms     2.292ms
# random         16M          0        12        16    16777216           0     1.617ms     1.762ms
# random         64M          0        36       161    67108864           0     8.809ms     7.536ms
# random        256M          0       125      1211   268435456           0     38.04ms     34.36ms
# fresh           2M          0         2         2           0     2097152     131.4us     149.9us
# fresh          16M          0        16        16           0    16777216     836.5us     940.1us
# fresh          64M          0        64        64           0    67108864     4.115ms     3.649ms
# fresh         256M          0       256       256           0   268435456     17.95ms     14.49ms
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
# prefetch at the driver's defaults). Result: 15.89us per batch, 8.163us per
# VA block, bytes / 12 GB/s moved, 37.06us per faulting kernel, bytes / 32.4
# GB/s zero-filled.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_batch_ns = 15.89us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_block_ns = 8.163us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.6ns 64K:5.482us 512K:43.85us 1M:87.7us 2M:175.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_wake_ns = 37.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:126.5ns 64K:2.024us 512K:16.19us 1M:32.39us 2M:64.78us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.93us + bytes /
# 44.6 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 14.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.72us 2M:120.3us 16M:525.9us 64M:1.372ms 256M:5.483ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.3us + bytes / 9.35 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 28.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.14us 2M:257.9us 16M:2.183ms 64M:6.215ms 256M:28.48ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.13us + bytes / 8.87 GB/s, written at the
# measured sizes (the medians would give 6.8%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.52us 512K:75.22us 2M:252.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.71us + bytes / 3.19 GB/s, written at
# the measured sizes (the medians would give 7.1%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.24us 512K:186.9us 2M:679.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 324.1us + bytes / 2.44 GB/s, misses by 32.7% RMS, so
# it is not used.
# Residual: 31.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:401.5us 256K:411.6us 2M:984.4us 16M:7.621ms 64M:30.21ms 256M:117.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.585us + bytes / 803 GB/s, misses by 20.7% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.927us 2M:4.896us 16M:25.56us 64M:91.75us 256M:360.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.23us + bytes / 108 GB/s, misses by
# 25.7% RMS, so it is not used.
# Residual: 23.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.13us 2M:23.87us 16M:257.5us 64M:631.9us 256M:2.44ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.98us

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
# measured medians (15 points at 3 sizes): the best line, 8.731us + bytes /
# 254 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.92us 16M:76.48us 64M:268.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 7.786us +
# bytes / 162 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.13us 16M:105us 64M:425.1us 256M:1.723ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.615us
# + bytes / 10.5 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.194us 64K:24.34us 2M:155us 16M:1.754ms 64M:6.988ms 256M:32.26ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.22us + bytes / 10.8 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 9.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.81us 64K:30.59us 2M:255.4us 16M:1.45ms 64M:5.656ms 256M:24.1ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 798.7ns +
# bytes / 10.4 GB/s, misses by 28.2% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.143us 2M:188.4us 16M:1.531ms 64M:7.82ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.8 GB/s, misses by
# 33.1% RMS, so it is not used.
# Residual: 11.6% RMS relative over 20 repetitions.
host_write_ns = 64K:927ns 2M:47.31us 16M:672.3us 64M:3.822ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 779.3ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 14.4%).
# Residual: 14.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.558us 2M:185.7us 16M:1.48ms 64M:5.918ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
