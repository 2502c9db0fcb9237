# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:09:40Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:09:40Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 4.263us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.176us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.743us + bytes / 9.81e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 29.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.634us 64K:2.746us 1M:2.663us 1536K:2.696us 2M:41.78us 8M:35.85us 64M:39.34us 256M:51.17us 1G:86.72us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.153us + bytes / 2.71e+03 GB/s, misses by 51.3% RMS, so it is
# not used.
# Residual: 20.7% RMS relative over 45 repetitions.
free_ns = 4K:1.426us 64K:1.381us 1M:1.343us 1536K:1.365us 2M:31.67us 8M:31.96us 64M:50.77us 256M:98.44us 1G:344.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.067us + bytes / 4.99e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 44.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.049us 64K:2.604us 2M:20.1us 16M:37.91us 64M:40.42us 256M:45.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.35us + bytes / 2.77e+05 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 12.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.35us 64K:9.35us 2M:9.358us 16M:9.411us 64M:9.593us 256M:10.32us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.3%, 512K 21.9%, 1M 21.2%, 2M 19.9%, 4M 20.1%, 8M 19.8%, 16M
# 19.5%, 32M 20.2%.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      72.1us      60.3us
# seq             2M          0         2         2     2097152           0     191.6us     227.9us
# seq            16M          0        16        16    16777216           0     1.384ms     1.801ms
# seq            64M          0        64        64    67108864           0     7.465ms     7.193ms
# seq           256M          0       256       256   268435456           0     40.63ms     28.76ms
# stride         64M        64K         4        32    67108864           0     4.368ms     4.371ms
# stride        256M         2M        16       128     8388608           0     2.472ms     2.871ms
# random         16M          0        16        16    16777216           0     1.815ms     1.801ms
# random         64M          0        39       104    67108864           0     9.155ms     6.752ms
# random        256M          0       127       907   268435456           0     50.17ms      32.6ms
# fresh           2M          0         2         2           0     2097152     129.6us     146.2us
# fresh          16M          0        16        16           0    16777216     1.049ms     1.147ms
# fresh          64M          0        64        64           0    67108864     5.063ms      4.58ms
# fresh         256M          0       256       256           0   268435456     22.77ms     18.31ms
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
# prefetch at the driver's defaults). Result: 39.7us per batch, 13.76us per VA
# block, bytes / 17.8 GB/s moved, 3.156us per faulting kernel, bytes / 58.1
# GB/s zero-filled.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_batch_ns = 39.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_block_ns = 13.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:230ns 64K:3.681us 512K:29.44us 1M:58.89us 2M:117.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_wake_ns = 3.156us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:70.53ns 64K:1.128us 512K:9.027us 1M:18.05us 2M:36.11us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.71us + bytes /
# 43.8 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 4.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.08us 2M:122.3us 16M:443.3us 64M:1.362ms 256M:6.205ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.51us + bytes / 14.1 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.99us 2M:186.9us 16M:1.05ms 64M:4.174ms 256M:31.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 11.61us + bytes / 10.7 GB/s, written at the
# measured sizes (the medians would give 14.2%).
# Residual: 14.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:17.75us 512K:60.73us 2M:208.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.51us + bytes / 4.23 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.1us 512K:171.1us 2M:480.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 261.4us + bytes / 3.1 GB/s, misses by 16.9% RMS, so
# it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:303.9us 256K:360.7us 2M:743.2us 16M:5.889ms 64M:24.36ms 256M:98.81ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.608us + bytes / 1.39e+03 GB/s, misses by 21.1% RMS,
# so it is not used.
# Residual: 15.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.431us 2M:3.322us 16M:15.99us 64M:52.38us 256M:198.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.04us + bytes / 69.9 GB/s, misses
# by 20.5% RMS, so it is not used.
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.67us 2M:33.89us 16M:257.7us 64M:1.118ms 256M:4.574ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.7us

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
# sizes): 9.132us + bytes / 196 GB/s, written at the measured sizes (the
# medians would give 12.5%).
# Residual: 12.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.81us 16M:94.58us 64M:350.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.77us + bytes / 217 GB/s, written at the measured
# sizes (the medians would give 8.2%).
# Residual: 8.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.45us 16M:101.2us 64M:333.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 368.8ns +
# bytes / 198 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.13us 16M:81.28us 64M:346.5us 256M:1.383ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.387us
# + bytes / 9.75 GB/s, misses by 35.5% RMS, so it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.09us 64K:23.18us 2M:156.1us 16M:2ms 64M:9.53ms 256M:34.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.39us + bytes / 10.4 GB/s,
# misses by 32.4% RMS, so it is not used.
# Residual: 25.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.26us 64K:29.79us 2M:309.2us 16M:1.252ms 64M:8.192ms 256M:24.28ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.03 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 15.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.006us 2M:181.1us 16M:2.213ms 64M:10.78ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.5 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.154us 2M:75.63us 16M:1.063ms 64M:6.287ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 667.6ns +
# bytes / 9.85 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.321us 2M:213.6us 16M:1.704ms 64M:6.814ms

