# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T23:09:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T23:09:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.3% RMS relative over 5 repetitions.
launch_ns = 3.825us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.986us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.814us + bytes / 5.6e+03 GB/s, misses by 61.1% RMS,
# so it is not used.
# Residual: 30.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.199us 64K:2.542us 1M:2.695us 1536K:3.023us 2M:53.24us 8M:42.26us 64M:45.08us 256M:80.6us 1G:146.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.516us + bytes / 2.12e+03 GB/s, misses by 53.0% RMS, so it is
# not used.
# Residual: 24.8% RMS relative over 45 repetitions.
free_ns = 4K:1.945us 64K:1.896us 1M:1.8us 1536K:1.693us 2M:40.73us 8M:38.85us 64M:60.95us 256M:139.3us 1G:422.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.687us + bytes / 2.41e+03 GB/s, misses by 67.1% RMS, so it is not used.
# Residual: 45.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.735us 64K:4.032us 2M:37.44us 16M:64.17us 64M:89.09us 256M:92.48us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.51us + bytes / 3.17e+05 GB/s, written at the measured sizes (the
# medians would give 12.7%).
# Residual: 13.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.51us 64K:15.51us 2M:15.52us 16M:15.56us 64M:15.72us 256M:16.36us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.2%, 512K 13.7%, 1M 12.9%, 2M 12.1%, 4M 12.8%, 8M 14.2%, 16M
# 15.3%, 32M 16.6%.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.88us     68.45us
# seq             2M          0         2         2     2097152           0     234.7us     281.8us
# seq            16M          0        16        16    16777216           0     2.012ms     1.954ms
# seq            64M          0        64        64    67108864           0     8.488ms     7.687ms
# seq           256M          0       256       256   268435456           0      35.8ms     30.62ms
# stride         64M        64K        32        32    67108864           0     6.661ms      7.07ms
# stride        256M         2M       128       128     8388608           0     3.063ms     3.314ms
# random         16M          0         9        35    16777216           0     2.447ms     2.321ms
# random         64M          0        34       306    67108864           0     11.62ms     12.36ms
# random        256M          0       139      1560   268435456           0     62.63ms     55.78ms
# fresh           2M          0         2         2           0     2097152     193.5us     222.3us
# fresh          16M          0        16        16           0    16777216     1.321ms     1.478ms
# fresh          64M          0        64        64           0    67108864     6.723ms     5.784ms
# fresh         256M          0       256       256           0   268435456      28.1ms     23.01ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.3us per VA
# block, bytes / 10.5 GB/s moved, 42.9us per faulting kernel, bytes / 14.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_block_ns = 19.3us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:391.2ns 64K:6.259us 512K:50.07us 1M:100.1us 2M:200.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_wake_ns = 42.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:275ns 64K:4.4us 512K:35.2us 1M:70.41us 2M:140.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 48.33us + bytes / 44.8 GB/s, written at the measured sizes (the
# medians would give 3.6%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:49.79us 2M:95.11us 16M:422.6us 64M:1.545ms 256M:6.037ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.81us + bytes / 12 GB/s, written at the
# measured sizes (the medians would give 11.0%).
# Residual: 11.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.29us 2M:192.1us 16M:1.419ms 64M:5.626ms 256M:22.46ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.49us + bytes / 12 GB/s, written at the
# measured sizes (the medians would give 9.5%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.94us 512K:59.06us 2M:189.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.67us + bytes / 3.39 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.33us 512K:197.3us 2M:594.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 424.9us +
# bytes / 2.25 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:481.8us 256K:590.1us 2M:1.055ms 16M:8.351ms 64M:33.88ms 256M:132.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.727us + bytes / 1.3e+03 GB/s, misses by 30.4% RMS,
# so it is not used.
# Residual: 21.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.527us 2M:5.322us 16M:25.33us 64M:54.94us 256M:196.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.93us + bytes / 71.3 GB/s, misses
# by 24.6% RMS, so it is not used.
# Residual: 9.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.26us 2M:31.31us 16M:257.6us 64M:1.202ms 256M:4.705ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.4us

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
# sizes): 7.735us + bytes / 253 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.02us 16M:74.03us 64M:272.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 35.97us + bytes / 163 GB/s, written at the measured
# sizes (the medians would give 12.0%).
# Residual: 12.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:48.8us 16M:138.6us 64M:446.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.131us +
# bytes / 145 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.79us 16M:117.8us 64M:472.7us 256M:1.877ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.051us
# + bytes / 9.13 GB/s, misses by 32.0% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.697us 64K:27.17us 2M:164.1us 16M:2.207ms 64M:9.595ms 256M:41.16ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.98us + bytes / 11.3 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.69us 64K:29.45us 2M:272us 16M:1.375ms 64M:5.524ms 256M:21.94ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.4 GB/s, misses by 45.0% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.949us 2M:146.1us 16M:3.151ms 64M:11.72ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.1 GB/s, misses by
# 47.9% RMS, so it is not used.
# Residual: 15.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.119us 2M:58.49us 16M:1.725ms 64M:7.043ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 1.028us + bytes / 8.14 GB/s, misses
# by 17.9% RMS, so it is not used.
# Residual: 16.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:9.125us 2M:229.9us 16M:2.15ms 64M:9.266ms

