# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T22:01:21Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:01:21Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.9% RMS relative over 5 repetitions.
launch_ns = 4.598us

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
# sizes): the best line, 2.731us + bytes / 4e+03 GB/s, misses by 55.6% RMS, so
# it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.936us 64K:2.738us 1M:2.805us 1536K:2.808us 2M:68.48us 8M:51.22us 64M:76.69us 256M:76.36us 1G:223.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.406us + bytes / 1.32e+03 GB/s, misses by 45.6% RMS, so it is
# not used.
# Residual: 17.8% RMS relative over 45 repetitions.
free_ns = 4K:4.059us 64K:3.728us 1M:3.718us 1536K:3.708us 2M:44.71us 8M:46.94us 64M:82.4us 256M:201.7us 1G:688.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.419us + bytes / 2.38e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 40.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.284us 64K:3.873us 2M:30.49us 16M:52.23us 64M:109.3us 256M:93.4us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.87us + bytes / 1.72e+05 GB/s, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.87us 64K:14.87us 2M:14.88us 16M:14.96us 64M:15.26us 256M:16.43us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.6%, 512K 19.3%, 1M 18.3%, 2M 17.1%, 4M 16.8%, 8M 17.3%, 16M
# 18.0%, 32M 18.6%.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     117.6us     93.05us
# seq             2M          0         2         2     2097152           0     297.7us     326.3us
# seq            16M          0        16        16    16777216           0     1.873ms     2.091ms
# seq            64M          0        64        64    67108864           0     9.895ms     8.141ms
# seq           256M          0       256       256   268435456           0     43.41ms     32.34ms
# stride         64M        64K        16        32    67108864           0     7.395ms     7.768ms
# stride        256M         2M        64       128     8388608           0     2.203ms     2.479ms
# random         16M          0         9        23    16777216           0     1.827ms     2.172ms
# random         64M          0        35       230    67108864           0     10.91ms     10.07ms
# random        256M          0       128      1431   268435456           0     59.62ms     46.01ms
# fresh           2M          0         2         2           0     2097152       194us     240.4us
# fresh          16M          0        16        16           0    16777216      1.31ms     1.403ms
# fresh          64M          0        64        64           0    67108864     6.228ms      5.39ms
# fresh         256M          0       256       256           0   268435456     26.81ms     21.34ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 11.64us per VA
# block, bytes / 9.17 GB/s moved, 74.27us per faulting kernel, bytes / 14.7
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_block_ns = 11.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:446.9ns 64K:7.15us 512K:57.2us 1M:114.4us 2M:228.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_wake_ns = 74.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:279ns 64K:4.464us 512K:35.71us 1M:71.42us 2M:142.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.22us + bytes /
# 46.5 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 4.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.56us 2M:122.1us 16M:433.2us 64M:1.393ms 256M:5.466ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.86us + bytes / 9.21 GB/s, written at
# the measured sizes (the medians would give 2.1%).
# Residual: 5.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.98us 2M:245.5us 16M:1.839ms 64M:7.304ms 256M:29.16ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.41us + bytes / 8.18 GB/s, written at the
# measured sizes (the medians would give 7.5%).
# Residual: 7.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.42us 512K:80.51us 2M:272.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.46us + bytes / 3.05 GB/s, written at
# the measured sizes (the medians would give 7.9%).
# Residual: 11.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.93us 512K:196.2us 2M:711.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 332us + bytes / 2.09 GB/s, written at the measured sizes
# (the medians would give 7.2%).
# Residual: 13.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:363.4us 256K:457.7us 2M:1.338ms 16M:8.378ms 64M:32.52ms 256M:129.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.087us + bytes / 897 GB/s, misses by 22.6% RMS, so
# it is not used.
# Residual: 13.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.349us 2M:4.244us 16M:22.84us 64M:80.96us 256M:330.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.37us + bytes / 71.1 GB/s, misses
# by 15.2% RMS, so it is not used.
# Residual: 5.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.86us 2M:36.71us 16M:266.4us 64M:1.032ms 256M:4.171ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.2us

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
# measured medians (15 points at 3 sizes): the best line, 7.897us + bytes /
# 217 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 17.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.6us 16M:84.25us 64M:320.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 26.52us + bytes / 189 GB/s, written at the measured
# sizes (the medians would give 12.2%).
# Residual: 13.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.61us 16M:115.3us 64M:381.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.184us +
# bytes / 149 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.45us 16M:112.4us 64M:453.2us 256M:1.844ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.339us
# + bytes / 8.54 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.09us 64K:25.32us 2M:192.5us 16M:2.04ms 64M:9.018ms 256M:37.75ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.09us + bytes / 8.94 GB/s,
# misses by 21.0% RMS, so it is not used.
# Residual: 12.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.88us 64K:32.35us 2M:283.9us 16M:1.798ms 64M:7.114ms 256M:28.16ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.25 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 10.5% RMS relative over 20 repetitions.
host_read_ns = 64K:7.322us 2M:244.8us 16M:2.526ms 64M:10.81ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.7 GB/s, misses by
# 33.5% RMS, so it is not used.
# Residual: 10.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.291us 2M:82.58us 16M:1.212ms 64M:6.217ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.15us 2M:200.9us 16M:1.608ms 64M:6.431ms

