# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:12:33Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:12:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.4% RMS relative over 5 repetitions.
launch_ns = 3.408us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.973us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.074us + bytes / 6.4e+03 GB/s, misses by 60.7% RMS,
# so it is not used.
# Residual: 27.0% RMS relative over 45 repetitions.
malloc_ns = 4K:1.68us 64K:1.881us 1M:2.866us 1536K:2.806us 2M:47.72us 8M:37.88us 64M:57.41us 256M:57.45us 1G:131.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.251us + bytes / 2.62e+03 GB/s, misses by 52.6% RMS, so it is
# not used.
# Residual: 19.9% RMS relative over 45 repetitions.
free_ns = 4K:1.529us 64K:1.489us 1M:1.416us 1536K:1.496us 2M:34us 8M:35.08us 64M:71.41us 256M:112.5us 1G:339.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.462us + bytes / 2.71e+03 GB/s, misses by 64.4% RMS, so it is not used.
# Residual: 39.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.366us 64K:3.092us 2M:29.68us 16M:49.81us 64M:80.57us 256M:81.03us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.47us + bytes / 4.1e+05 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.47us 64K:10.47us 2M:10.47us 16M:10.51us 64M:10.63us 256M:11.12us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.7%, 512K 20.4%, 1M 20.0%, 2M 19.3%, 4M 18.8%, 8M 17.7%, 16M
# 17.3%, 32M 17.8%.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     96.99us     77.82us
# seq             2M          0         2         2     2097152           0     257.6us     323.8us
# seq            16M          0        16        16    16777216           0     2.023ms     2.564ms
# seq            64M          0        64        64    67108864           0      12.8ms     10.24ms
# seq           256M          0       256       256   268435456           0     48.59ms     40.96ms
# stride         64M        64K         4        32    67108864           0     7.254ms     6.614ms
# stride        256M         2M        16       128     8388608           0     3.276ms     3.695ms
# random         16M          0        16        16    16777216           0     2.472ms     2.564ms
# random         64M          0        39       104    67108864           0      11.5ms     9.619ms
# random        256M          0       127       907   268435456           0        59ms     45.15ms
# fresh           2M          0         2         2           0     2097152     157.8us     179.2us
# fresh          16M          0        16        16           0    16777216     1.288ms     1.407ms
# fresh          64M          0        64        64           0    67108864     6.448ms     5.616ms
# fresh         256M          0       256       256           0   268435456     26.91ms     22.45ms
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
# prefetch at the driver's defaults). Result: 51.59us per batch, 16.66us per
# VA block, bytes / 11.4 GB/s moved, 3.838us per faulting kernel, bytes / 54
# GB/s zero-filled.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_batch_ns = 51.59us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_block_ns = 16.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:358.3ns 64K:5.733us 512K:45.87us 1M:91.73us 2M:183.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_wake_ns = 3.838us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:75.91ns 64K:1.215us 512K:9.716us 1M:19.43us 2M:38.87us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 56.99us + bytes / 45
# GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 18.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:52.08us 2M:151.6us 16M:531.4us 64M:1.394ms 256M:5.478ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.66us + bytes / 12.5 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.27us 2M:259.3us 16M:1.403ms 64M:4.902ms 256M:19.74ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.84us + bytes / 12.3 GB/s, written at the
# measured sizes (the medians would give 9.9%).
# Residual: 9.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.14us 512K:57.29us 2M:184.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 28.27us + bytes / 3.76 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.62us 512K:193.9us 2M:540.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 310.2us + bytes / 2.33 GB/s, misses by 18.1% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:354.4us 256K:443us 2M:978.7us 16M:8.004ms 64M:32.04ms 256M:124.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.965us + bytes / 1.4e+03 GB/s, misses by 24.4% RMS,
# so it is not used.
# Residual: 17.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.709us 2M:2.733us 16M:14.7us 64M:47.94us 256M:237.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 12.27us + bytes / 83.6 GB/s, misses
# by 16.4% RMS, so it is not used.
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.53us 2M:30.85us 16M:202.7us 64M:842.8us 256M:4.26ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 45.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.2us

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
# measured medians (15 points at 3 sizes): the best line, 9.167us + bytes /
# 277 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.93us 16M:66.25us 64M:264.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 187 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.96us 16M:88.42us 64M:354.3us 256M:1.466ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.972us
# + bytes / 8.55 GB/s, misses by 31.2% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.786us 64K:24.77us 2M:181.9us 16M:2.1ms 64M:10.33ms 256M:39.5ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.18us + bytes / 11.2 GB/s,
# misses by 22.6% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.03us 64K:29.02us 2M:267.2us 16M:1.424ms 64M:5.659ms 256M:21.57ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.3 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_read_ns = 64K:8.176us 2M:242.8us 16M:2.523ms 64M:10.76ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.4 GB/s, misses by
# 43.2% RMS, so it is not used.
# Residual: 20.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.206us 2M:59.46us 16M:1.24ms 64M:5.996ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 281.5ns +
# bytes / 11.3 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.077us 2M:185.7us 16M:1.484ms 64M:5.935ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
