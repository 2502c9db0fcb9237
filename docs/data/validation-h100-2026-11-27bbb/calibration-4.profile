# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:41:15Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:41:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.2% RMS relative over 5 repetitions.
launch_ns = 4.649us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.978us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.034us + bytes / 5.3e+03 GB/s, misses by 56.8% RMS,
# so it is not used.
# Residual: 24.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.887us 64K:3.083us 1M:3.365us 1536K:2.969us 2M:68.05us 8M:51.49us 64M:81.33us 256M:69.53us 1G:163.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.246us + bytes / 1.43e+03 GB/s, misses by 48.4% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.538us 64K:2.765us 1M:2.778us 1536K:2.551us 2M:47.63us 8M:47.93us 64M:82.36us 256M:188us 1G:642.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.33us
# + bytes / 4.07e+03 GB/s, misses by 67.4% RMS, so it is not used.
# Residual: 39.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.497us 64K:2.827us 2M:34.89us 16M:44.17us 64M:60.03us 256M:56.17us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.481us + bytes / 2.95e+05 GB/s, written at the measured sizes (the
# medians would give 7.1%).
# Residual: 7.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.481us 64K:9.481us 2M:9.488us 16M:9.538us 64M:9.709us 256M:10.39us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.8%, 512K 19.8%, 1M 19.8%, 2M 19.3%, 4M 19.5%, 8M 18.7%, 16M
# 17.5%, 32M 17.7%.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      63.3us     54.83us
# seq             2M          0         2         2     2097152           0     203.1us     229.6us
# seq            16M          0        16        16    16777216           0     1.551ms     1.806ms
# seq            64M          0        64        64    67108864           0     6.435ms     7.211ms
# seq           256M          0       256       256   268435456           0     30.61ms     28.83ms
# stride         64M        64K         4        32    67108864           0     4.697ms     4.666ms
# stride        256M         2M        16       128     8388608           0     1.963ms     2.199ms
# random         16M          0        16        16    16777216           0     2.037ms     1.806ms
# random         64M          0        39       104    67108864           0     7.761ms      6.59ms
# random        256M          0       127       907   268435456           0     41.71ms     29.29ms
# fresh           2M          0         2         2           0     2097152     115.6us     131.5us
# fresh          16M          0        16        16           0    16777216     849.8us     1.021ms
# fresh          64M          0        64        64           0    67108864     5.272ms      4.07ms
# fresh         256M          0       256       256           0   268435456      23.8ms     16.27ms
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
# prefetch at the driver's defaults). Result: 38.02us per batch, 8.245us per
# VA block, bytes / 15.8 GB/s moved, 4.414us per faulting kernel, bytes / 60.7
# GB/s zero-filled.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_batch_ns = 38.02us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_block_ns = 8.245us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:259.1ns 64K:4.146us 512K:33.17us 1M:66.34us 2M:132.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_wake_ns = 4.414us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:67.44ns 64K:1.079us 512K:8.633us 1M:17.27us 2M:34.53us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.82us + bytes /
# 46.4 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 3.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.49us 2M:121us 16M:465.1us 64M:1.348ms 256M:5.315ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 15.65us + bytes / 15.3 GB/s, written at the
# measured sizes (the means would give 5.3%).
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.93us 2M:152.6us 16M:1.111ms 64M:4.399ms 256M:17.55ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.15us + bytes / 12.9 GB/s, written at the measured
# sizes (the means would give 9.6%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.25us 512K:55.92us 2M:178.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 19.64us + bytes / 3.98 GB/s, written at the
# measured sizes (the means would give 12.0%).
# Residual: 12.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.11us 512K:151.4us 2M:546.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 329.4us + bytes / 2.42 GB/s, written at the measured
# sizes (the medians would give 8.7%).
# Residual: 14.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:356.5us 256K:437.7us 2M:1.196ms 16M:7.262ms 64M:28.06ms 256M:111.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.702us + bytes / 1.69e+03 GB/s, misses by 18.5% RMS,
# so it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.126us 2M:3.427us 16M:13.35us 64M:42.83us 256M:161.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 12.08us +
# bytes / 103 GB/s, written at the measured sizes (the medians would give
# 6.8%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.72us 2M:32.5us 16M:175.5us 64M:665.7us 256M:2.627ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.7% RMS relative over 15 repetitions.
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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 6.34us + bytes / 213
# GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.15us 16M:86.84us 64M:316.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.46us + bytes / 184 GB/s, written at the measured
# sizes (the medians would give 7.0%).
# Residual: 7.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.85us 16M:113.6us 64M:387us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 914.1ns +
# bytes / 197 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.56us 16M:85.41us 64M:339.1us 256M:1.371ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.633us
# + bytes / 11.7 GB/s, misses by 30.5% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.185us 64K:22.87us 2M:132.7us 16M:1.719ms 64M:7.041ms 256M:29.44ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.93us + bytes / 12.6 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 11.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.36us 64K:28.09us 2M:245.1us 16M:1.338ms 64M:4.743ms 256M:19.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.4 GB/s, misses by 40.4% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.621us 2M:114.4us 16M:2.058ms 64M:8.984ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.2 GB/s, misses by
# 41.6% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.029us 2M:53.5us 16M:1.126ms 64M:5.537ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 117ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 6.4% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.866us 2M:184.1us 16M:1.472ms 64M:5.888ms

