# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:52:57Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:52:57Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 3.657us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.037us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.414us + bytes / 5.2e+03 GB/s, misses by 56.5% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.342us 64K:2.474us 1M:2.485us 1536K:2.54us 2M:55.92us 8M:42.28us 64M:48.64us 256M:69.85us 1G:161.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.835us + bytes / 1.73e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 20.5% RMS relative over 45 repetitions.
free_ns = 4K:2.195us 64K:2.185us 1M:2.215us 1536K:2.106us 2M:37.52us 8M:40.31us 64M:71.68us 256M:160.4us 1G:523.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.315us + bytes / 1.16e+04 GB/s, misses by 61.6% RMS, so it is not used.
# Residual: 33.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.164us 64K:1.957us 2M:13.75us 16M:15.17us 64M:21.36us 256M:20.82us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.659us + bytes / 5.87e+05 GB/s, written at the measured sizes (the
# medians would give 12.8%).
# Residual: 14.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.659us 64K:7.66us 2M:7.663us 16M:7.688us 64M:7.774us 256M:8.116us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.7%, 512K 18.4%, 1M 17.7%, 2M 16.5%, 4M 16.1%, 8M 15.7%, 16M
# 15.5%, 32M 16.1%.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     64.54us     54.53us
# seq             2M          0         2         2     2097152           0     173.3us       203us
# seq            16M          0        16        16    16777216           0     1.266ms     1.505ms
# seq            64M          0        64        64    67108864           0     6.518ms     5.971ms
# seq           256M          0       256       256   268435456           0     27.82ms     23.83ms
# stride         64M        64K         4        32    67108864           0     4.176ms     4.172ms
# stride        256M         2M        16       128     8388608           0     1.744ms     1.967ms
# random         16M          0        16        16    16777216           0     1.391ms     1.505ms
# random         64M          0        39       104    67108864           0     6.585ms     5.666ms
# random        256M          0       127       907   268435456           0     39.72ms     25.97ms
# fresh           2M          0         2         2           0     2097152     119.9us     136.1us
# fresh          16M          0        16        16           0    16777216     900.7us     970.1us
# fresh          64M          0        64        64           0    67108864     4.208ms      3.83ms
# fresh         256M          0       256       256           0   268435456     18.18ms     15.27ms
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
# prefetch at the driver's defaults). Result: 25.54us per batch, 8.343us per
# VA block, bytes / 17.7 GB/s moved, 16.95us per faulting kernel, bytes / 40.8
# GB/s zero-filled.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_batch_ns = 25.54us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_block_ns = 8.343us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:231.1ns 64K:3.697us 512K:29.58us 1M:59.15us 2M:118.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_wake_ns = 16.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:100.4ns 64K:1.606us 512K:12.85us 1M:25.7us 2M:51.39us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.25us + bytes /
# 47.6 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 17.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.65us 2M:115.4us 16M:398.9us 64M:1.355ms 256M:5.294ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 13.98us + bytes / 14.9 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 27.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.34us 2M:161.2us 16M:931.4us 64M:9.163ms 256M:17.65ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 12.23us + bytes / 11.1 GB/s, written at the measured
# sizes (the means would give 7.7%).
# Residual: 14.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.15us 512K:59.62us 2M:201.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 19.57us + bytes / 4.53 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:33.37us 512K:154us 2M:447.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 204.4us + bytes / 3.92 GB/s, written at the measured
# sizes (the medians would give 2.6%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:221.1us 256K:271.3us 2M:739.4us 16M:4.485ms 64M:17.33ms 256M:68.69ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.631us + bytes / 1.88e+03 GB/s, misses by 20.2% RMS,
# so it is not used.
# Residual: 10.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.232us 2M:2.175us 16M:11.19us 64M:39.11us 256M:150.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.65us +
# bytes / 108 GB/s, written at the measured sizes (the medians would give
# 12.8%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.25us 2M:34.04us 16M:169.7us 64M:635.1us 256M:2.496ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 67.9us

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
# sizes): 15.07us + bytes / 136 GB/s, written at the measured sizes (the
# medians would give 13.3%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:30.51us 16M:138.6us 64M:509.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 16.17us + bytes / 205 GB/s, misses by 36.7% RMS, so it is not used.
# Residual: 72.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.34us 16M:78.72us 64M:840.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.278us +
# bytes / 205 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.53us 16M:81.96us 64M:330.6us 256M:1.311ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.676us
# + bytes / 14 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.268us 64K:20.26us 2M:109.4us 16M:1.416ms 64M:6.346ms 256M:25.86ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 14.97us + bytes / 14.3 GB/s,
# misses by 27.1% RMS, so it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.13us 64K:28.54us 2M:225.7us 16M:1.294ms 64M:4.964ms 256M:14.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.1 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 24.6% RMS relative over 20 repetitions.
host_read_ns = 64K:5.207us 2M:152.3us 16M:1.683ms 64M:8.233ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.5 GB/s, misses by
# 29.3% RMS, so it is not used.
# Residual: 16.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.137us 2M:65.85us 16M:676.6us 64M:4.652ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.3 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.332us 2M:171.1us 16M:1.369ms 64M:5.475ms

