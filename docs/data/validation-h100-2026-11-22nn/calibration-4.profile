# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:23:27Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:23:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 5.351us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.193us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.88us + bytes / 4.11e+03 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:3.242us 64K:3.053us 1M:3.075us 1536K:2.662us 2M:67.78us 8M:55.66us 64M:103.4us 256M:96.36us 1G:208.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.009us + bytes / 1.41e+03 GB/s, misses by 52.1% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:2.686us 64K:2.744us 1M:2.642us 1536K:2.149us 2M:47.6us 8M:50.78us 64M:98.98us 256M:207.1us 1G:652.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.692us + bytes / 3.97e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 37.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.821us 64K:3.124us 2M:37.02us 16M:39.46us 64M:57.24us 256M:57.37us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.65us + bytes / 2.08e+05 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 9.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.65us 64K:12.65us 2M:12.66us 16M:12.73us 64M:12.97us 256M:13.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.6%, 512K 18.2%, 1M 17.4%, 2M 16.3%, 4M 16.0%, 8M 15.4%, 16M
# 15.4%, 32M 16.0%.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.15us     73.71us
# seq             2M          0         2         2     2097152           0     235.6us     287.6us
# seq            16M          0        16        16    16777216           0     1.909ms     2.184ms
# seq            64M          0        64        64    67108864           0     9.522ms     8.684ms
# seq           256M          0       256       256   268435456           0     38.02ms     34.69ms
# stride         64M        64K         4        32    67108864           0     6.114ms     5.947ms
# stride        256M         2M        16       128     8388608           0     2.653ms     2.995ms
# random         16M          0        16        16    16777216           0     2.002ms     2.184ms
# random         64M          0        39       104    67108864           0     10.44ms     8.249ms
# random        256M          0       127       907   268435456           0      52.4ms     38.32ms
# fresh           2M          0         2         2           0     2097152       159us     179.6us
# fresh          16M          0        16        16           0    16777216     1.186ms      1.32ms
# fresh          64M          0        64        64           0    67108864     6.096ms      5.23ms
# fresh         256M          0       256       256           0   268435456     24.89ms     20.87ms
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
# prefetch at the driver's defaults). Result: 38.57us per batch, 13.22us per
# VA block, bytes / 12.5 GB/s moved, 16.69us per faulting kernel, bytes / 35.3
# GB/s zero-filled.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 38.57us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 13.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:326.7ns 64K:5.228us 512K:41.82us 1M:83.64us 2M:167.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 16.69us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:115.9ns 64K:1.854us 512K:14.84us 1M:29.67us 2M:59.34us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.32us + bytes /
# 43.4 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 3.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.35us 2M:130.6us 16M:510.5us 64M:1.463ms 256M:5.421ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.24us + bytes / 8.48 GB/s, written at
# the measured sizes (the medians would give 4.6%).
# Residual: 13.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.96us 2M:263.4us 16M:1.994ms 64M:7.926ms 256M:31.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.12us + bytes / 8.86 GB/s, written at the
# measured sizes (the medians would give 10.7%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.52us 512K:76.31us 2M:253.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.78us + bytes / 2.63 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.44us 512K:228.9us 2M:794.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 287.9us + bytes / 2.6 GB/s, misses by 18.5% RMS, so
# it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:348.2us 256K:395.4us 2M:848.9us 16M:7.102ms 64M:29.42ms 256M:120.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.079us + bytes / 908 GB/s, misses by 25.0% RMS, so
# it is not used.
# Residual: 17.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.225us 2M:4.253us 16M:22.71us 64M:77.8us 256M:332.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.53us +
# bytes / 100 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 10.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.18us 2M:36.42us 16M:182.7us 64M:684.1us 256M:2.69ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.15us

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
# sizes): 20.6us + bytes / 284 GB/s, written at the measured sizes (the
# medians would give 9.3%).
# Residual: 9.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:27.99us 16M:79.74us 64M:257.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 17.11us + bytes / 167 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 6.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.7us 16M:117.8us 64M:420us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 11.45us +
# bytes / 162 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:24.5us 16M:113.4us 64M:432.1us 256M:1.662ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.197us
# + bytes / 10.3 GB/s, misses by 29.0% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.862us 64K:23.24us 2M:153.3us 16M:1.783ms 64M:7.537ms 256M:35.67ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.02us + bytes / 11.1 GB/s,
# misses by 20.4% RMS, so it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.61us 64K:30.68us 2M:246.1us 16M:1.426ms 64M:5.683ms 256M:22.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.2 GB/s, misses by 34.1% RMS, so it is not used.
# Residual: 27.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.206us 2M:101.6us 16M:1.823ms 64M:7.11ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32 GB/s, misses by
# 36.1% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_write_ns = 64K:918ns 2M:47.31us 16M:853.3us 64M:4.184ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 488.1ns +
# bytes / 13 GB/s, written at the measured sizes (the medians would give
# 4.6%).
# Residual: 4.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.515us 2M:161.4us 16M:1.287ms 64M:5.148ms

