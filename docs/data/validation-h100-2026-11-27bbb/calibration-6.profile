# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:42:12Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:42:12Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.251us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.194us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.914us + bytes / 4.03e+03 GB/s, misses by 61.8% RMS,
# so it is not used.
# Residual: 29.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.946us 64K:3.227us 1M:2.891us 1536K:2.947us 2M:67.34us 8M:51.42us 64M:78.09us 256M:103.6us 1G:206.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.278us + bytes / 1.28e+03 GB/s, misses by 45.4% RMS, so it is
# not used.
# Residual: 16.8% RMS relative over 45 repetitions.
free_ns = 4K:3.882us 64K:3.662us 1M:3.546us 1536K:3.678us 2M:43.06us 8M:47.95us 64M:83.87us 256M:210.8us 1G:707.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.032us + bytes / 3.83e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 35.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.893us 64K:3.446us 2M:25.28us 16M:35.98us 64M:60.62us 256M:59.27us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.47us + bytes / 1.34e+05 GB/s, written at the measured sizes (the
# medians would give 10.5%).
# Residual: 10.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.47us 64K:13.47us 2M:13.49us 16M:13.6us 64M:13.97us 256M:15.48us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.3%, 512K 14.9%, 1M 14.4%, 2M 13.9%, 4M 14.5%, 8M 14.9%, 16M
# 14.4%, 32M 14.6%.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.39us      67.8us
# seq             2M          0         2         2     2097152           0     238.4us     280.1us
# seq            16M          0        16        16    16777216           0     2.078ms     1.897ms
# seq            64M          0        64        64    67108864           0     8.522ms      7.44ms
# seq           256M          0       256       256   268435456           0     35.13ms     29.61ms
# stride         64M        64K        32        32    67108864           0     5.974ms      7.05ms
# stride        256M         2M       128       128     8388608           0     2.184ms     2.436ms
# random         16M          0         9        35    16777216           0     2.209ms     2.128ms
# random         64M          0        34       306    67108864           0     10.47ms     10.39ms
# random        256M          0       139      1560   268435456           0     52.06ms     45.51ms
# fresh           2M          0         2         2           0     2097152     174.8us     206.7us
# fresh          16M          0        16        16           0    16777216     1.177ms      1.31ms
# fresh          64M          0        64        64           0    67108864     6.047ms     5.091ms
# fresh         256M          0       256       256           0   268435456     24.91ms     20.22ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.19us per VA
# block, bytes / 10.2 GB/s moved, 49.15us per faulting kernel, bytes / 15.7
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_block_ns = 12.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:403.5ns 64K:6.455us 512K:51.64us 1M:103.3us 2M:206.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_wake_ns = 49.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:260.1ns 64K:4.162us 512K:33.29us 1M:66.58us 2M:133.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.92us + bytes /
# 45.2 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 4.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.1us 2M:125.8us 16M:463.7us 64M:1.415ms 256M:5.538ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 17.39us + bytes / 8.92 GB/s, written at the
# measured sizes (the means would give 0.4%).
# Residual: 4.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.73us 2M:252.5us 16M:1.899ms 64M:7.543ms 256M:30.12ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.93us + bytes / 7.97 GB/s, written at the measured
# sizes (the means would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.15us 512K:83.7us 2M:281us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.56us + bytes / 2.94 GB/s, written at the
# measured sizes (the means would give 5.1%).
# Residual: 9.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.88us 512K:202.1us 2M:737.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 330.2us + bytes / 2.43 GB/s, written at the measured
# sizes (the medians would give 3.2%).
# Residual: 11.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:357.1us 256K:438us 2M:1.193ms 16M:7.233ms 64M:27.94ms 256M:110.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.146us + bytes / 846 GB/s, misses by 18.4% RMS, so
# it is not used.
# Residual: 11.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.36us 2M:5.409us 16M:24.95us 64M:85.89us 256M:337.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.17us + bytes / 90.9 GB/s, misses
# by 20.3% RMS, so it is not used.
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.8us 2M:26.87us 16M:201.8us 64M:752.7us 256M:4.082ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.05us

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
# measured medians (15 points at 3 sizes): the best line, 5.792us + bytes /
# 261 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.83us 16M:69.53us 64M:264us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.5us + bytes / 190 GB/s, written at the measured sizes
# (the medians would give 11.9%).
# Residual: 11.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.53us 16M:110.8us 64M:375.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 803.8ns +
# bytes / 158 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.18us 16M:104.7us 64M:426.4us 256M:1.721ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.067us
# + bytes / 10 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.667us 64K:24.24us 2M:153.6us 16M:1.847ms 64M:8.56ms 256M:39.15ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 16.65us + bytes / 11.4 GB/s,
# misses by 27.2% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.98us 64K:29.51us 2M:274us 16M:1.437ms 64M:5.451ms 256M:21.71ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.1 GB/s, misses by 34.9% RMS, so it is not used.
# Residual: 29.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.426us 2M:108.5us 16M:2.036ms 64M:8.144ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.9 GB/s, misses by
# 38.7% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:968ns 2M:51.1us 16M:810.4us 64M:4.857ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 957.4ns +
# bytes / 9.21 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:8.076us 2M:228.8us 16M:1.823ms 64M:7.29ms

