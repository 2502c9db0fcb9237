# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:04:49Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:04:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 29.0% RMS relative over 5 repetitions.
launch_ns = 3.177us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.91us + bytes / 6.47e+03 GB/s, misses by 59.5% RMS,
# so it is not used.
# Residual: 27.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.895us 64K:2.749us 1M:2.87us 1536K:3.031us 2M:45.33us 8M:40.16us 64M:39.8us 256M:67.59us 1G:128us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.35us + bytes / 2.48e+03 GB/s, misses by 52.4% RMS, so it is not
# used.
# Residual: 23.3% RMS relative over 45 repetitions.
free_ns = 4K:1.696us 64K:1.615us 1M:1.529us 1536K:1.57us 2M:34.03us 8M:35.18us 64M:54.82us 256M:127.9us 1G:347us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.13us
# + bytes / 9.21e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 35.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.106us 64K:1.8us 2M:16us 16M:19.14us 64M:27.16us 256M:25.44us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.205us + bytes / 1e+06 GB/s, written at the measured sizes (the
# medians would give 13.8%).
# Residual: 13.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.205us 64K:7.205us 2M:7.207us 16M:7.221us 64M:7.272us 256M:7.472us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.0%, 512K 20.0%, 1M 20.2%, 2M 20.4%, 4M 21.1%, 8M 20.5%, 16M
# 18.7%, 32M 18.6%.
# Residual: 27.0% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      69.5us     62.25us
# seq             2M          0         2         2     2097152           0     207.3us     278.9us
# seq            16M          0        16        16    16777216           0     1.815ms     2.231ms
# seq            64M          0        64        64    67108864           0     11.17ms     8.926ms
# seq           256M          0       256       256   268435456           0      36.8ms      35.7ms
# stride         64M        64K         4        32    67108864           0     5.829ms     5.763ms
# stride        256M         2M         8       128     8388608           0     2.105ms     2.246ms
# random         16M          0        16        16    16777216           0     2.582ms     2.231ms
# random         64M          0        43        73    67108864           0     10.87ms     8.009ms
# random        256M          0       134       611   268435456           0     48.06ms     33.23ms
# fresh           2M          0         2         2           0     2097152     108.6us     116.4us
# fresh          16M          0        16        16           0    16777216     805.5us       931us
# fresh          64M          0        64        64           0    67108864     4.326ms     3.724ms
# fresh         256M          0       256       256           0   268435456     17.79ms      14.9ms
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
# prefetch at the driver's defaults). Result: 47.68us per batch, 9.422us per
# VA block, bytes / 12.7 GB/s moved, 0ns per faulting kernel, bytes / 970 GB/s
# zero-filled.
# Residual: 27.0% RMS relative over 70 repetitions.
fault_batch_ns = 47.68us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.0% RMS relative over 70 repetitions.
fault_block_ns = 9.422us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:321.7ns 64K:5.147us 512K:41.18us 1M:82.36us 2M:164.7us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 27.0% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:4.221ns 64K:67.53ns 512K:540.3ns 1M:1.081us 2M:2.161us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.8us + bytes /
# 44.4 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.17us 2M:117.2us 16M:432.3us 64M:1.347ms 256M:6.292ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.1us + bytes / 15.8 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.09us 2M:162.3us 16M:996.9us 64M:4.036ms 256M:18.93ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.37us + bytes / 13.6 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.19us 512K:52.91us 2M:168.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.88us + bytes / 4.49 GB/s, written at
# the measured sizes (the medians would give 11.9%).
# Residual: 14.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.47us 512K:138.6us 2M:488.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 226.4us + bytes / 3.6 GB/s, written at the measured
# sizes (the medians would give 6.5%).
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:244.6us 256K:299.1us 2M:808.2us 16M:4.881ms 64M:18.84ms 256M:74.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.742us + bytes / 1.79e+03 GB/s, misses by 21.1% RMS,
# so it is not used.
# Residual: 13.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.366us 2M:2.321us 16M:11.73us 64M:40.45us 256M:161.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.43us + bytes / 76.2 GB/s, misses
# by 24.2% RMS, so it is not used.
# Residual: 17.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.07us 2M:32.58us 16M:246.5us 64M:1.015ms 256M:3.939ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 116.1us

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
# sizes): 8.953us + bytes / 177 GB/s, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.77us 16M:103.5us 64M:387.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 28.66us + bytes / 159 GB/s, written at the measured
# sizes (the medians would give 10.6%).
# Residual: 10.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.87us 16M:134.4us 64M:451.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.352us +
# bytes / 203 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.75us 16M:83.18us 64M:332.8us 256M:1.342ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 14.09us
# + bytes / 10.5 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 24.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:13.3us 64K:25.65us 2M:168.9us 16M:1.728ms 64M:7.019ms 256M:29.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.74us + bytes / 12 GB/s,
# misses by 24.2% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.624us 64K:27.43us 2M:239.1us 16M:1.286ms 64M:4.777ms 256M:23.83ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.3 GB/s, misses by 39.8% RMS, so it is not used.
# Residual: 18.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.246us 2M:99.99us 16M:1.793ms 64M:8.688ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29 GB/s, misses by
# 38.9% RMS, so it is not used.
# Residual: 10.8% RMS relative over 20 repetitions.
host_write_ns = 64K:913ns 2M:52.05us 16M:991.2us 64M:4.817ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 304.7ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 6.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.758us 2M:174.8us 16M:1.396ms 64M:5.584ms

