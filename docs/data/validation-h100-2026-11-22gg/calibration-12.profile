# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:27:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:27:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.576us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.985us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.899us + bytes / 3.95e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.862us 64K:3.196us 1M:3.203us 1536K:2.775us 2M:67.71us 8M:53.72us 64M:84.73us 256M:88.97us 1G:217.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.11us + bytes / 1.34e+03 GB/s, misses by 48.8% RMS, so it is not
# used.
# Residual: 17.5% RMS relative over 45 repetitions.
free_ns = 4K:2.608us 64K:2.584us 1M:2.617us 1536K:2.453us 2M:45.64us 8M:50.09us 64M:86.84us 256M:215.1us 1G:671.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.949us + bytes / 4.9e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 34.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.963us 64K:3.318us 2M:27.69us 16M:42.53us 64M:54.88us 256M:48.24us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.51us + bytes / 1.65e+05 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 7.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.51us 64K:12.51us 2M:12.53us 16M:12.61us 64M:12.92us 256M:14.14us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.8%, 512K 16.6%, 1M 16.1%, 2M 15.4%, 4M 15.0%, 8M 14.3%, 16M
# 14.0%, 32M 14.5%.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     98.21us     81.76us
# seq             2M          0         2         2     2097152           0     274.2us       315us
# seq            16M          0        16        16    16777216           0     1.938ms     2.349ms
# seq            64M          0        64        64    67108864           0     9.824ms     9.324ms
# seq           256M          0       256       256   268435456           0     40.84ms     37.22ms
# stride         64M        64K         4        32    67108864           0     6.857ms     6.587ms
# stride        256M         2M        16       128     8388608           0     2.708ms     3.006ms
# random         16M          0        16        16    16777216           0      2.27ms     2.349ms
# random         64M          0        39       104    67108864           0     10.39ms     8.853ms
# random        256M          0       127       907   268435456           0     52.75ms     40.38ms
# fresh           2M          0         2         2           0     2097152       159us     183.8us
# fresh          16M          0        16        16           0    16777216     1.194ms     1.299ms
# fresh          64M          0        64        64           0    67108864     5.809ms     5.125ms
# fresh         256M          0       256       256           0   268435456     24.89ms     20.43ms
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
# prefetch at the driver's defaults). Result: 38.91us per batch, 12.56us per
# VA block, bytes / 11.2 GB/s moved, 24.42us per faulting kernel, bytes / 37.2
# GB/s zero-filled.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_batch_ns = 38.91us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_block_ns = 12.56us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:366.5ns 64K:5.864us 512K:46.91us 1M:93.82us 2M:187.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_wake_ns = 24.42us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:110.2ns 64K:1.763us 512K:14.11us 1M:28.21us 2M:56.42us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.98us + bytes /
# 45.5 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 1.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.17us 2M:128.9us 16M:455.4us 64M:1.392ms 256M:5.552ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.35us + bytes / 10.7 GB/s, written at
# the measured sizes (the medians would give 10.6%).
# Residual: 11.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.48us 2M:216.5us 16M:1.59ms 64M:6.298ms 256M:25.13ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 12.55us + bytes / 8.78 GB/s, written at the
# measured sizes (the medians would give 11.0%).
# Residual: 10.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.02us 512K:72.29us 2M:251.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.03us + bytes / 3.13 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.18us 512K:218.3us 2M:626.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 316us + bytes / 2.41 GB/s,
# written at the measured sizes (the medians would give 4.0%).
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:343.2us 256K:424.7us 2M:1.185ms 16M:7.271ms 64M:28.14ms 256M:111.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.031us + bytes / 880 GB/s, misses by 22.7% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.203us 2M:4.218us 16M:24.45us 64M:87.83us 256M:306.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.03us + bytes / 71.4 GB/s, misses
# by 15.6% RMS, so it is not used.
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.11us 2M:35.65us 16M:264.9us 64M:1.056ms 256M:4.051ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.3us

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
# measured medians (15 points at 3 sizes): the best line, 13.85us + bytes /
# 233 GB/s, misses by 20.0% RMS, so it is not used.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:22.94us 16M:84.02us 64M:306.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.771us +
# bytes / 157 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.2us 16M:108.4us 64M:432.5us 256M:1.723ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.713us
# + bytes / 11.2 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.261us 64K:23.97us 2M:141.8us 16M:1.683ms 64M:7.196ms 256M:30.57ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.9us + bytes / 12.5 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 9.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.53us 64K:29.59us 2M:247.6us 16M:1.3ms 64M:4.843ms 256M:19.81ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.02 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_read_ns = 64K:6.994us 2M:186.1us 16M:2.172ms 64M:9.673ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.3 GB/s, misses by
# 29.9% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.235us 2M:73.88us 16M:975.3us 64M:5.518ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 684ns +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.847us 2M:197.9us 16M:1.578ms 64M:6.311ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
