# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:53:38Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:53:38Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.6% RMS relative over 5 repetitions.
launch_ns = 4.361us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.036us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 2.826us + bytes / 9.43e+03 GB/s, misses by 71.0% RMS, so it is
# not used.
# Residual: 21.5% RMS relative over 420 repetitions.
malloc_ns = 4K:2.705us 64K:2.812us 1M:2.809us 1536K:2.702us 2M:34.75us 8M:34.76us 64M:39.63us 256M:59.57us 1G:89.74us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.389us + bytes / 2.73e+03 GB/s, misses by 54.4% RMS, so it is
# not used.
# Residual: 33.8% RMS relative over 45 repetitions.
free_ns = 4K:3.336us 64K:1.565us 1M:1.702us 1536K:1.411us 2M:32.2us 8M:32.7us 64M:48.79us 256M:112.1us 1G:322.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.06us
# + bytes / 4.31e+03 GB/s, misses by 62.4% RMS, so it is not used.
# Residual: 33.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.94us 64K:3.46us 2M:30.16us 16M:31.59us 64M:51.63us 256M:53.06us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.71us + bytes /
# 1.2e+05 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 18.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.97us 64K:12.43us 2M:12.77us 16M:12.79us 64M:13.34us 256M:14.92us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.3%, 512K 19.0%, 1M 18.7%, 2M 17.4%, 4M 17.2%, 8M 15.7%, 16M
# 14.5%, 32M 15.0%.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     116.3us     95.94us
# seq             2M          0         2         2     2097152           0       280us     303.8us
# seq            16M          0        16        16    16777216           0     2.003ms     2.256ms
# seq            64M          0        64        64    67108864           0     9.396ms     8.951ms
# seq           256M          0       256       256   268435456           0     31.62ms     35.73ms
# stride         64M        64K         4        32    67108864           0     5.269ms     5.352ms
# stride        256M         2M        16       128     8388608           0     2.856ms     3.253ms
# random         16M          0        16        16    16777216           0     2.309ms     2.256ms
# random         64M          0        39       104    67108864           0     10.36ms     8.204ms
# random        256M          0       127       907   268435456           0      53.9ms     38.14ms
# fresh           2M          0         2         2           0     2097152     152.7us     178.3us
# fresh          16M          0        16        16           0    16777216     1.177ms     1.252ms
# fresh          64M          0        64        64           0    67108864     5.533ms     4.935ms
# fresh         256M          0       256       256           0   268435456     23.62ms     19.67ms
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
# prefetch at the driver's defaults). Result: 52.46us per batch, 14.1us per VA
# block, bytes / 14.4 GB/s moved, 24.81us per faulting kernel, bytes / 103
# GB/s zero-filled.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_batch_ns = 52.46us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_block_ns = 14.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:284.8ns 64K:4.557us 512K:36.45us 1M:72.91us 2M:145.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_wake_ns = 24.81us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:39.68ns 64K:634.9ns 512K:5.079us 1M:10.16us 2M:20.32us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 46.32us + bytes / 44
# GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 10.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:41.04us 256K:47.88us 1M:99.22us 2M:126.5us 4M:167us 16M:462us 64M:1.38ms 256M:5.445ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 18.63us + bytes / 9.27 GB/s, written at the
# measured sizes (the means would give 1.6%).
# Residual: 5.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.7us 256K:46.91us 1M:131.7us 2M:244.8us 4M:471us 16M:1.828ms 64M:7.257ms 256M:28.97ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 18.13us + bytes / 8.38 GB/s, written at the measured
# sizes (the means would give 8.2%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.95us 512K:80.72us 2M:268.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23us + bytes / 3 GB/s, written at the
# measured sizes (the means would give 6.2%).
# Residual: 9.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.81us 512K:197.5us 2M:721.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 249.2us +
# bytes / 3.19 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:304.2us 256K:325.1us 2M:730.8us 16M:5.754ms 64M:23.41ms 256M:93.69ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.239us + bytes / 889 GB/s, misses by 18.7% RMS, so
# it is not used.
# Residual: 10.1% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.188us 256K:4.152us 1M:4.16us 2M:4.223us 4M:8.159us 16M:23.53us 64M:83.72us 256M:330.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 15.02us +
# bytes / 95.9 GB/s, written at the measured sizes (the medians would give
# 9.4%).
# Residual: 13.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:15.7us 256K:17.75us 1M:25.95us 2M:36.89us 4M:58.76us 16M:190us 64M:714.8us 256M:2.814ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.16us

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
# sizes): 6.503us + bytes / 225 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.82us 16M:81.04us 64M:304.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 17.58us + bytes / 219 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:27.17us 16M:93.99us 64M:324.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.002us +
# bytes / 160 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 24.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.41us 16M:105.8us 64M:425.8us 256M:1.734ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.697us + bytes / 12.9 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 12.8% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.643us 8K:7.772us 16K:9.887us 32K:15.12us 64K:22.59us 128K:15.57us 256K:22.05us 512K:36.46us 1M:68.06us 2M:171.1us 4M:360.2us 8M:678.4us 16M:1.62ms 32M:3.438ms 64M:7.923ms 256M:36.14ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 13.61us + bytes / 8.96 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 9.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.49us 8K:11.51us 16K:14.61us 32K:16.24us 64K:30.55us 128K:42.58us 256K:67.92us 512K:112.5us 1M:211.8us 2M:267.1us 4M:461.2us 8M:852.3us 16M:1.667ms 32M:3.294ms 64M:6.782ms 256M:26.09ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 1.916us +
# bytes / 7.21 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 15.2% RMS relative over 35 repetitions.
host_read_ns = 64K:10.73us 256K:45.21us 1M:140.1us 2M:259.8us 4M:528.3us 16M:2.551ms 64M:11.01ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 26.4 GB/s, misses by
# 35.6% RMS, so it is not used.
# Residual: 17.7% RMS relative over 35 repetitions.
host_write_ns = 64K:1.079us 256K:7.343us 1M:27.54us 2M:78.68us 4M:211.1us 16M:1.035ms 64M:5.66ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.2% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.075us 256K:24.79us 1M:99.65us 2M:199.5us 4M:399.1us 16M:1.597ms 64M:6.388ms

