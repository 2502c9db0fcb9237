# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:22:10Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:22:10Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 4.953us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.94us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.118us + bytes / 4.32e+03 GB/s, misses by 59.7% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.101us 64K:3.172us 1M:3.279us 1536K:3.12us 2M:61.77us 8M:53.45us 64M:85.01us 256M:88.24us 1G:197.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.29us + bytes / 1.25e+03 GB/s, misses by 47.9% RMS, so it is not
# used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:2.769us 64K:2.774us 1M:2.756us 1536K:2.727us 2M:45.21us 8M:50.95us 64M:88.13us 256M:220us 1G:730.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.083us + bytes / 4.4e+03 GB/s, misses by 63.7% RMS, so it is not used.
# Residual: 35.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.195us 64K:3.342us 2M:27.28us 16M:33.01us 64M:46.5us 256M:52.08us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.05us + bytes / 1.84e+05 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 8.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.05us 64K:14.05us 2M:14.06us 16M:14.14us 64M:14.42us 256M:15.51us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 18.2%, 1M 18.1%, 2M 18.0%, 4M 17.1%, 8M 15.7%, 16M
# 14.9%, 32M 15.0%.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     100.3us     73.74us
# seq             2M          0         2         2     2097152           0     258.1us     281.5us
# seq            16M          0        16        16    16777216           0     1.961ms     2.103ms
# seq            64M          0        64        64    67108864           0     7.492ms     8.349ms
# seq           256M          0       256       256   268435456           0     31.42ms     33.33ms
# stride         64M        64K         4        32    67108864           0     7.043ms     5.742ms
# stride        256M         2M        16       128     8388608           0     2.177ms     2.354ms
# random         16M          0        16        16    16777216           0     2.097ms     2.103ms
# random         64M          0        39       104    67108864           0     7.862ms     7.698ms
# random        256M          0       127       907   268435456           0     40.43ms      33.6ms
# fresh           2M          0         2         2           0     2097152     106.8us     131.9us
# fresh          16M          0        16        16           0    16777216       845us     905.8us
# fresh          64M          0        64        64           0    67108864      4.34ms     3.559ms
# fresh         256M          0       256       256           0   268435456     18.19ms     14.17ms
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
# prefetch at the driver's defaults). Result: 39.09us per batch, 8.156us per
# VA block, bytes / 12.7 GB/s moved, 21.31us per faulting kernel, bytes / 131
# GB/s zero-filled.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_batch_ns = 39.09us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_block_ns = 8.156us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:323.7ns 64K:5.179us 512K:41.43us 1M:82.87us 2M:165.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_wake_ns = 21.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:31.36ns 64K:501.8ns 512K:4.015us 1M:8.029us 2M:16.06us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.06us + bytes /
# 46.4 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 2.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.94us 2M:123.7us 16M:431.9us 64M:1.363ms 256M:5.403ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.1us + bytes / 14 GB/s, written at the
# measured sizes (the medians would give 7.5%).
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.77us 2M:164.5us 16M:1.21ms 64M:4.796ms 256M:19.14ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.18us + bytes / 12.3 GB/s, written at the
# measured sizes (the medians would give 9.0%).
# Residual: 9.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.53us 512K:56.94us 2M:185.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.69us + bytes / 3.98 GB/s, written at
# the measured sizes (the medians would give 11.6%).
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.14us 512K:154.3us 2M:549.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 320.4us + bytes / 2.28
# GB/s, written at the measured sizes (the medians would give 4.0%).
# Residual: 12.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:349.1us 256K:435.1us 2M:1.239ms 16M:7.666ms 64M:29.7ms 256M:117.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.106us + bytes / 1.49e+03 GB/s, misses by 24.4% RMS,
# so it is not used.
# Residual: 16.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.787us 2M:2.791us 16M:16.31us 64M:48.06us 256M:180.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.99us + bytes / 93.3 GB/s, misses
# by 16.3% RMS, so it is not used.
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.29us 2M:26.82us 16M:195.9us 64M:728us 256M:3.786ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.93us

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
# measured medians (15 points at 3 sizes): the best line, 8.976us + bytes /
# 300 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 20.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.05us 16M:63.46us 64M:237.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 616ns +
# bytes / 151 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.57us 16M:109.6us 64M:439.3us 256M:1.812ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.657us
# + bytes / 11 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 20.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.193us 64K:24.45us 2M:151.6us 16M:1.505ms 64M:7.069ms 256M:31.75ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.08us + bytes / 11.6 GB/s,
# misses by 20.5% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.69us 64K:28.17us 2M:251.8us 16M:1.349ms 64M:5.268ms 256M:22.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.5 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 25.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.565us 2M:114.4us 16M:1.984ms 64M:7.89ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.6 GB/s, misses by
# 36.0% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.036us 2M:53.46us 16M:851.6us 64M:4.75ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 315.6ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 4.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.217us 2M:189.1us 16M:1.511ms 64M:6.043ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
