# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:03:28Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:03:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.5% RMS relative over 5 repetitions.
launch_ns = 4.271us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.015us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.362us + bytes / 3.43e+03 GB/s, misses by 60.6% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.402us 64K:3.441us 1M:3.687us 1536K:3.291us 2M:65.73us 8M:57.63us 64M:92.34us 256M:107.1us 1G:247us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.445us + bytes / 1.08e+03 GB/s, misses by 50.0% RMS, so it is
# not used.
# Residual: 22.9% RMS relative over 45 repetitions.
free_ns = 4K:2.954us 64K:3.085us 1M:2.995us 1536K:2.952us 2M:49.12us 8M:56.03us 64M:99.83us 256M:268.2us 1G:832.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.745us + bytes / 7.05e+03 GB/s, misses by 65.2% RMS, so it is not used.
# Residual: 41.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.741us 64K:2.348us 2M:18.79us 16M:50.34us 64M:38.03us 256M:34us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.695us + bytes / 3.12e+05 GB/s, written at the measured sizes (the
# medians would give 13.5%).
# Residual: 14.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.695us 64K:7.695us 2M:7.701us 16M:7.748us 64M:7.91us 256M:8.556us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.3%, 512K 19.0%, 1M 18.6%, 2M 18.0%, 4M 18.3%, 8M 17.7%, 16M
# 16.8%, 32M 16.9%.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.78us     66.36us
# seq             2M          0         2         2     2097152           0     218.4us     273.1us
# seq            16M          0        16        16    16777216           0     1.771ms     2.123ms
# seq            64M          0        64        64    67108864           0     9.497ms     8.467ms
# seq           256M          0       256       256   268435456           0     35.88ms     33.84ms
# stride         64M        64K         4        32    67108864           0     5.853ms     5.569ms
# stride        256M         2M        16       128     8388608           0     2.251ms     2.532ms
# random         16M          0        16        16    16777216           0     2.071ms     2.123ms
# random         64M          0        39       104    67108864           0     9.976ms     7.757ms
# random        256M          0       127       907   268435456           0     47.29ms     34.33ms
# fresh           2M          0         2         2           0     2097152     138.2us     158.3us
# fresh          16M          0        16        16           0    16777216     1.084ms     1.205ms
# fresh          64M          0        64        64           0    67108864     5.534ms     4.794ms
# fresh         256M          0       256       256           0   268435456     24.19ms     19.15ms
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
# prefetch at the driver's defaults). Result: 43.33us per batch, 9.328us per
# VA block, bytes / 13.2 GB/s moved, 8.735us per faulting kernel, bytes / 47.4
# GB/s zero-filled.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_batch_ns = 43.33us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_block_ns = 9.328us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:310.6ns 64K:4.969us 512K:39.75us 1M:79.51us 2M:159us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_wake_ns = 8.735us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:86.34ns 64K:1.381us 512K:11.05us 1M:22.1us 2M:44.21us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.74us + bytes /
# 45.8 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.2us 2M:122.6us 16M:467.6us 64M:1.38ms 256M:5.4ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.55us + bytes / 12.3 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 11.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.44us 2M:223.5us 16M:1.753ms 64M:5.171ms 256M:18.61ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 11.83us + bytes / 8.47 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 20.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.55us 512K:73.97us 2M:258.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 19.81us + bytes / 2.83 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 19.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.23us 512K:235.8us 2M:700.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 406.7us + bytes / 2.53 GB/s, misses by 23.0% RMS, so
# it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:462.5us 256K:517us 2M:1.045ms 16M:7.349ms 64M:29.56ms 256M:108.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.656us + bytes / 1.41e+03 GB/s, misses by 24.6% RMS,
# so it is not used.
# Residual: 17.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.862us 2M:3.257us 16M:15.89us 64M:52.57us 256M:198.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.32us + bytes / 100 GB/s, misses by
# 17.0% RMS, so it is not used.
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.24us 2M:25.25us 16M:220.9us 64M:715.9us 256M:2.67ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.06us

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
# measured medians (15 points at 3 sizes): the best line, 4.45us + bytes / 269
# GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 15.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.43us 16M:60.77us 64M:282.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.31us + bytes / 187 GB/s, written at the measured
# sizes (the medians would give 5.7%).
# Residual: 5.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.55us 16M:112.2us 64M:381.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.452us +
# bytes / 201 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.03us 16M:83.82us 64M:337.4us 256M:1.373ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.6us +
# bytes / 8.03 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.267us 64K:25.54us 2M:216.3us 16M:2.253ms 64M:9.285ms 256M:35.07ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.65us + bytes / 13 GB/s,
# misses by 25.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.96us 64K:30.44us 2M:262.8us 16M:1.335ms 64M:4.584ms 256M:18.25ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.4 GB/s, misses by 38.7% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
host_read_ns = 64K:2.842us 2M:124us 16M:2.104ms 64M:8.372ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.9 GB/s, misses by
# 43.5% RMS, so it is not used.
# Residual: 16.9% RMS relative over 20 repetitions.
host_write_ns = 64K:837ns 2M:47.25us 16M:1.146ms 64M:5.002ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.2 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.968us 2M:172.2us 16M:1.38ms 64M:5.522ms

