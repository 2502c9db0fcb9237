# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:43:44Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:43:44Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.422us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.149us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.326us + bytes / 4.35e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.961us 64K:2.447us 1M:2.247us 1536K:2.318us 2M:68.93us 8M:55.19us 64M:75.54us 256M:84.54us 1G:197.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.67us + bytes / 1.57e+03 GB/s, misses by 51.8% RMS, so it is not
# used.
# Residual: 20.1% RMS relative over 45 repetitions.
free_ns = 4K:2.781us 64K:1.977us 1M:2.111us 1536K:1.92us 2M:45.44us 8M:50.06us 64M:80.92us 256M:178.5us 1G:602.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.899us + bytes / 3.06e+03 GB/s, misses by 67.0% RMS, so it is not used.
# Residual: 40.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.102us 64K:4.615us 2M:30.84us 16M:45.37us 64M:75.48us 256M:72.94us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.38us + bytes / 1.61e+05 GB/s, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 11.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.38us 64K:12.38us 2M:12.39us 16M:12.49us 64M:12.8us 256M:14.05us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.7%, 512K 17.7%, 1M 17.9%, 2M 17.1%, 4M 17.4%, 8M 16.2%, 16M
# 14.6%, 32M 15.0%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     69.25us     66.24us
# seq             2M          0         2         2     2097152           0     233.6us     254.6us
# seq            16M          0        16        16    16777216           0     1.598ms     1.983ms
# seq            64M          0        64        64    67108864           0     8.843ms     7.909ms
# seq           256M          0       256       256   268435456           0     32.01ms     31.61ms
# stride         64M        64K         4        32    67108864           0     4.566ms     4.933ms
# stride        256M         2M        16       128     8388608           0      2.28ms     2.532ms
# random         16M          0        16        16    16777216           0     2.329ms     1.983ms
# random         64M          0        39       104    67108864           0     8.668ms     7.194ms
# random        256M          0       127       907   268435456           0     43.59ms      32.3ms
# fresh           2M          0         2         2           0     2097152     148.1us     146.9us
# fresh          16M          0        16        16           0    16777216     944.6us     1.121ms
# fresh          64M          0        64        64           0    67108864     4.679ms     4.462ms
# fresh         256M          0       256       256           0   268435456     22.73ms     17.83ms
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
# prefetch at the driver's defaults). Result: 44.35us per batch, 9.848us per
# VA block, bytes / 15.1 GB/s moved, 7.712us per faulting kernel, bytes / 68.1
# GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 44.35us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 9.848us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:270.5ns 64K:4.328us 512K:34.63us 1M:69.25us 2M:138.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 7.712us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:60.16ns 64K:962.5ns 512K:7.7us 1M:15.4us 2M:30.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.2us + bytes /
# 46.5 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.76us 2M:123.9us 16M:440.9us 64M:1.357ms 256M:5.421ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 18.21us + bytes / 14.3 GB/s, written at the
# measured sizes (the means would give 7.5%).
# Residual: 10.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.8us 2M:165.1us 16M:1.193ms 64M:4.718ms 256M:18.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.46us + bytes / 12.6 GB/s, written at the measured
# sizes (the means would give 8.9%).
# Residual: 8.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.65us 512K:56.98us 2M:181.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 27.89us + bytes / 4.19 GB/s, written at the
# measured sizes (the means would give 12.8%).
# Residual: 14.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.52us 512K:152.9us 2M:528us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 348.4us + bytes / 2.27 GB/s, written at the measured
# sizes (the medians would give 5.4%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:377.3us 256K:464us 2M:1.273ms 16M:7.746ms 64M:29.94ms 256M:118.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.127us + bytes / 999 GB/s, misses by 18.4% RMS, so
# it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.216us 2M:5.166us 16M:21.71us 64M:73.34us 256M:281.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.18us + bytes / 72.5 GB/s, misses
# by 15.7% RMS, so it is not used.
# Residual: 5.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.4us 2M:35.25us 16M:261.3us 64M:1.028ms 256M:4.048ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.57us

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
# measured medians (15 points at 3 sizes): the best line, 8.264us + bytes /
# 222 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 18.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.75us 16M:83.47us 64M:312.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 35.46us + bytes / 188 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 15.9% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:46.9us 16M:121.8us 64M:398.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.689us +
# bytes / 157 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.36us 16M:107us 64M:435.7us 256M:1.767ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.027us
# + bytes / 11 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.576us 64K:22.5us 2M:145us 16M:1.669ms 64M:7.136ms 256M:33.04ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 18.56us + bytes / 12.5 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:16.6us 64K:30.67us 2M:252.1us 16M:1.326ms 64M:5.061ms 256M:19.39ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.7 GB/s, misses by 37.5% RMS, so it is not used.
# Residual: 21.1% RMS relative over 20 repetitions.
host_read_ns = 64K:3.248us 2M:132.3us 16M:1.967ms 64M:10.3ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.6 GB/s, misses by
# 42.2% RMS, so it is not used.
# Residual: 9.1% RMS relative over 20 repetitions.
host_write_ns = 64K:972ns 2M:53.1us 16M:986.3us 64M:6.046ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 9.88 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.804us 2M:211.5us 16M:1.698ms 64M:6.793ms

