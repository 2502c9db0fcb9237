# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/valB/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T09:30:41Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T09:30:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 3.621us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 1.988us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.797us + bytes / 5.99e+03 GB/s, misses by 60.2% RMS,
# so it is not used.
# Residual: 28.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.831us 64K:2.641us 1M:2.754us 1536K:2.929us 2M:41.44us 8M:38.32us 64M:41.1us 256M:65.86us 1G:138.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.366us + bytes / 2.38e+03 GB/s, misses by 52.8% RMS, so it is
# not used.
# Residual: 24.5% RMS relative over 45 repetitions.
free_ns = 4K:1.736us 64K:1.708us 1M:1.634us 1536K:1.512us 2M:33.76us 8M:35.99us 64M:55.82us 256M:119.4us 1G:382.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.981us + bytes / 7.27e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 38.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.466us 64K:2.362us 2M:22.91us 16M:37.76us 64M:35.45us 256M:33.02us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.12us + bytes / 2.93e+05 GB/s, written at the measured sizes (the
# medians would give 10.7%).
# Residual: 11.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.12us 64K:10.12us 2M:10.13us 16M:10.18us 64M:10.35us 256M:11.04us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.9%, 512K 17.6%, 1M 17.3%, 2M 17.5%, 4M 17.9%, 8M 18.8%, 16M
# 19.7%, 32M 20.8%.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      70.4us     59.02us
# seq             2M          0         2         2     2097152           0     209.8us     250.5us
# seq            16M          0        16        16    16777216           0      1.45ms     1.758ms
# seq            64M          0        64        64    67108864           0       9.6ms     6.928ms
# seq           256M          0       256       256   268435456           0     41.72ms     27.61ms
# stride         64M        64K        64        64    67108864           0      7.17ms     6.928ms
# stride        256M         2M       128       128     8388608           0     2.945ms     3.102ms
# random         16M          0        10        55    16777216           0     2.333ms     2.323ms
# random         64M          0        38       373    67108864           0     10.64ms     11.48ms
# random        256M          0       160      1651   268435456           0      52.7ms     48.22ms
# fresh           2M          0         2         2           0     2097152     160.4us     191.5us
# fresh          16M          0        16        16           0    16777216     1.192ms     1.287ms
# fresh          64M          0        64        64           0    67108864     5.767ms     5.042ms
# fresh         256M          0       256       256           0   268435456     25.25ms     20.06ms
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
# prefetch at the driver's defaults). Result: 3.367us per batch, 15.01us per
# VA block, bytes / 11.7 GB/s moved, 35.06us per faulting kernel, bytes / 17.5
# GB/s zero-filled.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_batch_ns = 3.367us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_block_ns = 15.01us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:348.9ns 64K:5.583us 512K:44.66us 1M:89.32us 2M:178.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_wake_ns = 35.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:233.8ns 64K:3.741us 512K:29.93us 1M:59.85us 2M:119.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 48.83us + bytes / 44
# GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 3.9% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:45.12us 256K:48.26us 1M:97us 2M:127.6us 4M:166.5us 16M:465us 64M:1.402ms 256M:5.469ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 15.25us + bytes / 10.9 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 8.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:22.16us 256K:37.53us 1M:111.4us 2M:200us 4M:338.9us 16M:2.023ms 64M:7.977ms 256M:22.73ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.96us + bytes / 11.9 GB/s, written at the measured
# sizes (the means would give 6.8%).
# Residual: 6.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.47us 512K:59.09us 2M:191.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 28.19us + bytes / 3.52 GB/s, written at the
# measured sizes (the means would give 6.9%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.81us 512K:177.1us 2M:624us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 231.5us +
# bytes / 3.07 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:273.4us 256K:323.9us 2M:726.3us 16M:5.866ms 64M:25.43ms 256M:97.17ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.312us + bytes / 1.44e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 12.5% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.866us 256K:2.821us 1M:2.849us 2M:2.841us 4M:6.423us 16M:15.38us 64M:49.86us 256M:188.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 15.63us + bytes / 96.4 GB/s, misses
# by 19.0% RMS, so it is not used.
# Residual: 9.4% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:21.57us 256K:19.01us 1M:26.6us 2M:27.93us 4M:54.16us 16M:202.5us 64M:811.6us 256M:3.523ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.6us

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
# measured medians (15 points at 3 sizes): the best line, 5.948us + bytes /
# 278 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 18.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.59us 16M:64.1us 64M:256.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.89us + bytes / 191 GB/s, written at the measured
# sizes (the medians would give 10.7%).
# Residual: 10.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.89us 16M:110.8us 64M:374.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 582.3ns +
# bytes / 193 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 22.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.49us 16M:87.07us 64M:346.3us 256M:1.408ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.899us + bytes / 13.4 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 11.0% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.818us 8K:8.091us 16K:9.716us 32K:15.88us 64K:22.59us 128K:15.45us 256K:20.97us 512K:36.37us 1M:70.21us 2M:152.1us 4M:368.8us 8M:691.1us 16M:1.424ms 32M:3.132ms 64M:6.492ms 256M:32.51ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.73us + bytes / 10.4 GB/s,
# misses by 28.9% RMS, so it is not used.
# Residual: 8.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.5us 8K:10.55us 16K:11.89us 32K:21.78us 64K:31.3us 128K:45.62us 256K:65.31us 512K:106us 1M:185.5us 2M:271.6us 4M:428.5us 8M:763.3us 16M:1.397ms 32M:2.805ms 64M:5.354ms 256M:21.11ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 14 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 22.4% RMS relative over 35 repetitions.
host_read_ns = 64K:4.57us 256K:13.25us 1M:86.78us 2M:142.9us 4M:273.8us 16M:1.551ms 64M:7.207ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 29.7 GB/s, misses by
# 28.7% RMS, so it is not used.
# Residual: 13.2% RMS relative over 35 repetitions.
host_write_ns = 64K:1.044us 256K:7.056us 1M:28.91us 2M:54.13us 4M:187us 16M:786.4us 64M:4.236ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 196.1ns +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.7% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:6.457us 256K:25.24us 1M:100.4us 2M:200.5us 4M:400.9us 16M:1.603ms 64M:6.411ms

