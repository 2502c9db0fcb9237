# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:20:30Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:20:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.75us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.981us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.1us + bytes / 3.56e+03 GB/s, misses by 59.6% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.212us 64K:3.201us 1M:3.142us 1536K:3.204us 2M:68.58us 8M:57.1us 64M:90.22us 256M:117.7us 1G:233.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.36us + bytes / 1.25e+03 GB/s, misses by 48.4% RMS, so it is not
# used.
# Residual: 17.3% RMS relative over 45 repetitions.
free_ns = 4K:2.974us 64K:2.808us 1M:2.775us 1536K:2.813us 2M:54.42us 8M:53.44us 64M:92.25us 256M:220us 1G:729.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.29us
# + bytes / 3.08e+03 GB/s, misses by 65.2% RMS, so it is not used.
# Residual: 36.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.55us 64K:3.533us 2M:31.93us 16M:42.73us 64M:72.63us 256M:72.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.09us + bytes / 1.57e+05 GB/s, written at the measured sizes (the
# medians would give 7.7%).
# Residual: 8.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.09us 64K:14.09us 2M:14.1us 16M:14.19us 64M:14.52us 256M:15.8us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 17.9%, 1M 17.4%, 2M 16.9%, 4M 16.6%, 8M 16.2%, 16M
# 16.1%, 32M 16.7%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     91.81us     73.45us
# seq             2M          0         2         2     2097152           0     251.3us     318.8us
# seq            16M          0        16        16    16777216           0     2.094ms     2.472ms
# seq            64M          0        64        64    67108864           0     10.14ms     9.854ms
# seq           256M          0       256       256   268435456           0     45.43ms     39.38ms
# stride         64M        64K         4        32    67108864           0     7.722ms      6.92ms
# stride        256M         2M        16       128     8388608           0     3.053ms     3.434ms
# random         16M          0        16        16    16777216           0     2.436ms     2.472ms
# random         64M          0        39       104    67108864           0      11.4ms     9.462ms
# random        256M          0       127       907   268435456           0     58.46ms     44.28ms
# fresh           2M          0         2         2           0     2097152       154us     176.8us
# fresh          16M          0        16        16           0    16777216     1.211ms     1.336ms
# fresh          64M          0        64        64           0    67108864     6.193ms     5.309ms
# fresh         256M          0       256       256           0   268435456     25.95ms      21.2ms
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
# prefetch at the driver's defaults). Result: 40.59us per batch, 15.57us per
# VA block, bytes / 10.7 GB/s moved, 11.19us per faulting kernel, bytes / 39.4
# GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 40.59us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 15.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:381.4ns 64K:6.102us 512K:48.82us 1M:97.63us 2M:195.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 11.19us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:104ns 64K:1.664us 512K:13.31us 1M:26.62us 2M:53.25us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.46us + bytes / 45
# GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.64us 2M:132.1us 16M:481us 64M:1.389ms 256M:5.511ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.06us + bytes / 13.2 GB/s, written at
# the measured sizes (the medians would give 7.6%).
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.04us 2M:179.5us 16M:1.296ms 64M:5.122ms 256M:20.43ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 15.71us + bytes / 7.89 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 20.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.05us 512K:81.64us 2M:282.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.65us + bytes / 3.93 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.66us 512K:174.4us 2M:520.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 324.5us + bytes / 2.17 GB/s, written at the measured
# sizes (the medians would give 3.6%).
# Residual: 11.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:354.7us 256K:445.4us 2M:1.292ms 16M:8.067ms 64M:31.29ms 256M:124.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.993us + bytes / 1.48e+03 GB/s, misses by 23.3% RMS,
# so it is not used.
# Residual: 16.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.72us 2M:2.688us 16M:14.7us 64M:48.12us 256M:192.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.66us + bytes / 83.4 GB/s, misses
# by 21.5% RMS, so it is not used.
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.42us 2M:27.58us 16M:196.7us 64M:1.058ms 256M:4.111ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.4us

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
# sizes): 7.632us + bytes / 287 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.94us 16M:66.06us 64M:241.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.31us + bytes / 169 GB/s, written at the measured
# sizes (the medians would give 12.3%).
# Residual: 12.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.71us 16M:119.5us 64M:417.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.042us +
# bytes / 149 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 22.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.37us 16M:111.3us 64M:451.8us 256M:1.863ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.668us
# + bytes / 7.57 GB/s, misses by 30.1% RMS, so it is not used.
# Residual: 19.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.424us 64K:28.57us 2M:238.6us 16M:2.488ms 64M:9.702ms 256M:33.28ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.05us + bytes / 10.2 GB/s,
# misses by 23.2% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.68us 64K:31.37us 2M:294.5us 16M:1.565ms 64M:6.019ms 256M:24.3ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 37.0% RMS, so it is not used.
# Residual: 19.8% RMS relative over 20 repetitions.
host_read_ns = 64K:4.458us 2M:111.1us 16M:2.056ms 64M:8.203ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.4 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 14.2% RMS relative over 20 repetitions.
host_write_ns = 64K:994ns 2M:51.3us 16M:1.028ms 64M:4.994ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.202us +
# bytes / 11.8 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.735us 2M:178.3us 16M:1.418ms 64M:5.667ms

