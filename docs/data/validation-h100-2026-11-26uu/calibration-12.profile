# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:29:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:29:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.427us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.063us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.411us + bytes / 8.1e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.611us 64K:2.348us 1M:2.389us 1536K:2.34us 2M:56.29us 8M:42.69us 64M:49.17us 256M:70.85us 1G:104.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.8us + bytes / 2.06e+03 GB/s, misses by 53.5% RMS, so it is not
# used.
# Residual: 26.5% RMS relative over 45 repetitions.
free_ns = 4K:3.534us 64K:3.149us 1M:3.253us 1536K:2.626us 2M:37.96us 8M:41.29us 64M:67.47us 256M:140.7us 1G:426.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.287us + bytes / 5e+03 GB/s, misses by 64.1% RMS, so it is not used.
# Residual: 33.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.903us 64K:3.093us 2M:22.04us 16M:40.53us 64M:44.32us 256M:46.17us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.75us + bytes * -3.51e-06 ns/B, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 6.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.75us 64K:11.75us 2M:11.74us 16M:11.69us 64M:11.52us 256M:10.81us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 27.0%, 512K 27.0%, 1M 27.1%, 2M 26.5%, 4M 25.4%, 8M 23.7%, 16M
# 22.8%, 32M 23.0%.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     264.2us     164.4us
# seq             2M          0         2         2     2097152           0     618.3us     403.6us
# seq            16M          0        16        16    16777216           0     2.049ms     2.641ms
# seq            64M          0        64        64    67108864           0     9.452ms     10.31ms
# seq           256M          0       256       256   268435456           0     41.27ms     41.01ms
# stride         64M        64K         4        32    67108864           0      6.86ms     6.204ms
# stride        256M         2M        16       128     8388608           0     3.286ms     3.585ms
# random         16M          0        16        16    16777216           0     2.945ms     2.641ms
# random         64M          0        39       104    67108864           0     8.529ms     9.373ms
# random        256M          0       127       907   268435456           0     57.01ms     42.58ms
# fresh           2M          0         2         2           0     2097152       183us     244.3us
# fresh          16M          0        16        16           0    16777216     1.265ms     1.367ms
# fresh          64M          0        64        64           0    67108864     6.457ms     5.217ms
# fresh         256M          0       256       256           0   268435456     31.17ms     20.62ms
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
# prefetch at the driver's defaults). Result: 60.78us per batch, 14.47us per
# VA block, bytes / 12.4 GB/s moved, 83.87us per faulting kernel, bytes / 211
# GB/s zero-filled.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_batch_ns = 60.78us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_block_ns = 14.47us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:330.5ns 64K:5.287us 512K:42.3us 1M:84.6us 2M:169.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_wake_ns = 83.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:19.38ns 64K:310.1ns 512K:2.481us 1M:4.962us 2M:9.923us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.97us + bytes /
# 46.5 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 5.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.49us 2M:125us 16M:427.8us 64M:1.377ms 256M:5.432ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.38us + bytes / 9.59 GB/s, written at
# the measured sizes (the medians would give 7.0%).
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.21us 2M:236.1us 16M:1.768ms 64M:7.018ms 256M:28.02ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.06us + bytes / 8.74 GB/s, written at the
# measured sizes (the medians would give 10.9%).
# Residual: 10.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.56us 512K:78.07us 2M:258.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.85us + bytes / 2.9 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.09us 512K:214.9us 2M:718.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 286.3us +
# bytes / 2.85 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:327.3us 256K:402.7us 2M:806us 16M:6.59ms 64M:26.19ms 256M:105ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.621us + bytes / 770 GB/s, misses by 21.1% RMS, so
# it is not used.
# Residual: 16.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.766us 2M:5.089us 16M:26.25us 64M:95.17us 256M:376.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.72us + bytes / 71.3 GB/s, misses
# by 18.4% RMS, so it is not used.
# Residual: 7.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.01us 2M:35.01us 16M:251.3us 64M:979.1us 256M:4.983ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.74us

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
# sizes): 9.113us + bytes / 220 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.66us 16M:85.49us 64M:314.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.94us + bytes / 191 GB/s, written at the measured
# sizes (the medians would give 9.2%).
# Residual: 9.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.94us 16M:109.9us 64M:373.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 186 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.09us 16M:89.64us 64M:357.1us 256M:1.467ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.035us
# + bytes / 9.5 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.639us 64K:26.71us 2M:164.1us 16M:1.927ms 64M:9.226ms 256M:36.22ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.86us + bytes / 9.73 GB/s,
# misses by 20.4% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.5us 64K:31.1us 2M:275.2us 16M:1.64ms 64M:6.574ms 256M:25.68ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.13 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 16.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.527us 2M:208.9us 16M:2.37ms 64M:10.42ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.2 GB/s, misses by
# 40.5% RMS, so it is not used.
# Residual: 16.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.199us 2M:57.79us 16M:1.072ms 64M:5.805ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.427us +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 14.5%).
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.431us 2M:193.5us 16M:1.538ms 64M:6.149ms

