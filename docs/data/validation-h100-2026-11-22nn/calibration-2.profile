# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T14:22:25Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T14:22:25Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.6% RMS relative over 5 repetitions.
launch_ns = 4.426us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.012us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.913us + bytes / 3.86e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 29.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.765us 64K:2.15us 1M:1.772us 1536K:1.964us 2M:52.32us 8M:53.05us 64M:87.48us 256M:89.38us 1G:226.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.103us + bytes / 1.51e+03 GB/s, misses by 54.9% RMS, so it is
# not used.
# Residual: 29.1% RMS relative over 45 repetitions.
free_ns = 4K:3.004us 64K:1.817us 1M:1.41us 1536K:1.53us 2M:41.16us 8M:48.22us 64M:86.22us 256M:198.3us 1G:677.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.461us + bytes / 3.65e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 35.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.076us 64K:2.767us 2M:28.45us 16M:41.99us 64M:58.77us 256M:61.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.17us + bytes / 2.33e+05 GB/s, written at the measured sizes (the
# medians would give 12.7%).
# Residual: 13.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.17us 64K:13.17us 2M:13.18us 16M:13.24us 64M:13.45us 256M:14.32us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.9%, 512K 20.5%, 1M 19.7%, 2M 18.5%, 4M 18.0%, 8M 18.2%, 16M
# 19.2%, 32M 20.1%.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     154.5us     134.6us
# seq             2M          0         2         2     2097152           0     526.8us     363.6us
# seq            16M          0        16        16    16777216           0     2.163ms     2.107ms
# seq            64M          0        64        64    67108864           0     7.144ms     8.085ms
# seq           256M          0       256       256   268435456           0     39.42ms        32ms
# stride         64M        64K        16        32    67108864           0     7.446ms     7.667ms
# stride        256M         2M        64       128     8388608           0     2.473ms     2.678ms
# random         16M          0         9        23    16777216           0     1.797ms     2.199ms
# random         64M          0        35       230    67108864           0     11.05ms     10.25ms
# random        256M          0       128      1431   268435456           0     54.78ms     47.34ms
# fresh           2M          0         2         2           0     2097152     212.9us     275.7us
# fresh          16M          0        16        16           0    16777216     1.625ms     1.404ms
# fresh          64M          0        64        64           0    67108864     7.585ms     5.272ms
# fresh         256M          0       256       256           0   268435456     19.12ms     20.75ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 13.06us per VA
# block, bytes / 9.41 GB/s moved, 114.6us per faulting kernel, bytes / 15.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_block_ns = 13.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:435.5ns 64K:6.967us 512K:55.74us 1M:111.5us 2M:223us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_wake_ns = 114.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:263.8ns 64K:4.22us 512K:33.76us 1M:67.53us 2M:135.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 44.21us + bytes / 47.7 GB/s, written at the measured sizes (the
# medians would give 6.3%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.59us 2M:88.17us 16M:395.9us 64M:1.451ms 256M:5.671ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.75us + bytes / 10.2 GB/s, written at
# the measured sizes (the medians would give 7.9%).
# Residual: 9.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.16us 2M:223.8us 16M:1.659ms 64M:6.579ms 256M:26.26ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.6us + bytes / 8.92 GB/s, written at the
# measured sizes (the medians would give 11.4%).
# Residual: 11.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.95us 512K:76.4us 2M:252.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 24.03us + bytes / 2.66 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 20.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.97us 512K:333.5us 2M:701.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 295.1us + bytes / 2.38 GB/s, misses by 25.5% RMS, so
# it is not used.
# Residual: 23.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:344.1us 256K:407.5us 2M:978.9us 16M:7.728ms 64M:31.2ms 256M:119.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.526us + bytes / 1.1e+03 GB/s, misses by 20.2% RMS,
# so it is not used.
# Residual: 16.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.585us 2M:5.487us 16M:19.75us 64M:62.08us 256M:288.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 15.11us +
# bytes / 79.1 GB/s, written at the measured sizes (the medians would give
# 6.3%).
# Residual: 13.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.93us 2M:41.63us 16M:227.3us 64M:863.9us 256M:3.41ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.33us

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
# measured medians (15 points at 3 sizes): the best line, 13.45us + bytes /
# 112 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:31.92us 16M:175.4us 64M:584.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 16.99us + bytes / 171 GB/s, misses by 39.3% RMS, so it is not used.
# Residual: 37.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.97us 16M:94.45us 64M:1.321ms

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.328us +
# bytes / 164 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 24.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.52us 16M:106.5us 64M:412.7us 256M:1.722ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 10.6us
# + bytes / 7.75 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:9.963us 64K:30.3us 2M:248.2us 16M:2.314ms 64M:8.853ms 256M:33.63ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.95us + bytes / 10 GB/s,
# misses by 20.9% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.66us 64K:30.99us 2M:264.2us 16M:1.663ms 64M:5.858ms 256M:26.37ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.95 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
host_read_ns = 64K:5.782us 2M:187.5us 16M:2.315ms 64M:8.986ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 21.2 GB/s, misses by
# 31.1% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.17us 2M:71.79us 16M:1.234ms 64M:5.051ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 930.7ns +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 6.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.061us 2M:197.1us 16M:1.57ms 64M:6.278ms

