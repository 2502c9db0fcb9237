# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:44:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:44:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.6% RMS relative over 5 repetitions.
launch_ns = 3.653us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.024us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.844us + bytes / 6.74e+03 GB/s, misses by 56.5% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.837us 64K:2.856us 1M:2.807us 1536K:2.836us 2M:53.79us 8M:40.35us 64M:42.88us 256M:43.21us 1G:138.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.318us + bytes / 2.34e+03 GB/s, misses by 52.9% RMS, so it is
# not used.
# Residual: 24.3% RMS relative over 45 repetitions.
free_ns = 4K:1.647us 64K:1.584us 1M:1.523us 1536K:1.573us 2M:36.31us 8M:36.16us 64M:66.56us 256M:120us 1G:388.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.558us + bytes / 3.28e+03 GB/s, misses by 68.3% RMS, so it is not used.
# Residual: 40.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.473us 64K:2.288us 2M:19.67us 16M:38.72us 64M:53.49us 256M:65.92us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.336us + bytes / 2.32e+05 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 9.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.336us 64K:8.336us 2M:8.345us 16M:8.408us 64M:8.625us 256M:9.494us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.5%, 512K 16.9%, 1M 15.8%, 2M 13.7%, 4M 13.6%, 8M 12.8%, 16M
# 12.7%, 32M 13.5%.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     85.95us      79.4us
# seq             2M          0         2         2     2097152           0     237.9us     271.4us
# seq            16M          0        16        16    16777216           0     1.959ms     1.985ms
# seq            64M          0        64        64    67108864           0      8.23ms     7.862ms
# seq           256M          0       256       256   268435456           0     33.67ms     31.37ms
# stride         64M        64K         4        32    67108864           0     4.898ms     5.287ms
# stride        256M         2M        16       128     8388608           0     2.378ms     2.668ms
# random         16M          0        16        16    16777216           0     1.736ms     1.985ms
# random         64M          0        39       104    67108864           0     10.03ms     7.397ms
# random        256M          0       127       907   268435456           0     46.43ms     34.04ms
# fresh           2M          0         2         2           0     2097152     161.4us     164.4us
# fresh          16M          0        16        16           0    16777216     1.052ms      1.13ms
# fresh          64M          0        64        64           0    67108864     4.551ms      4.44ms
# fresh         256M          0       256       256           0   268435456     19.13ms     17.68ms
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
# prefetch at the driver's defaults). Result: 36.83us per batch, 11.39us per
# VA block, bytes / 14.1 GB/s moved, 26.54us per faulting kernel, bytes / 50.6
# GB/s zero-filled.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_batch_ns = 36.83us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_block_ns = 11.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:289.8ns 64K:4.638us 512K:37.1us 1M:74.2us 2M:148.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_wake_ns = 26.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:80.97ns 64K:1.296us 512K:10.36us 1M:20.73us 2M:41.46us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.15us + bytes /
# 46.8 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 2.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.44us 2M:127.1us 16M:433.5us 64M:1.367ms 256M:5.381ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 15.85us + bytes / 14.1 GB/s, written at the
# measured sizes (the means would give 2.9%).
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.48us 2M:164.1us 16M:1.202ms 64M:4.759ms 256M:18.99ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 16.92us + bytes / 12.4 GB/s, written at the measured
# sizes (the means would give 9.5%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.22us 512K:59.31us 2M:186.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 22.63us + bytes / 3.99 GB/s, written at the
# measured sizes (the means would give 12.6%).
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.07us 512K:154.1us 2M:548.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 265.1us + bytes / 2.9 GB/s, written at the measured
# sizes (the medians would give 7.6%).
# Residual: 14.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:287.7us 256K:355.4us 2M:987.7us 16M:6.046ms 64M:23.39ms 256M:92.76ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.965us + bytes / 1.57e+03 GB/s, misses by 20.9% RMS,
# so it is not used.
# Residual: 13.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.644us 2M:2.615us 16M:14.14us 64M:46.17us 256M:175.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.7us + bytes / 93.4 GB/s, misses by
# 17.9% RMS, so it is not used.
# Residual: 10.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.02us 2M:27.54us 16M:206.3us 64M:785.2us 256M:3.09ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 35.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.7us

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
# sizes): 6.66us + bytes / 264 GB/s, written at the measured sizes (the
# medians would give 14.8%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.62us 16M:70.32us 64M:261.3us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.27us + bytes / 180 GB/s, written at the measured
# sizes (the medians would give 10.7%).
# Residual: 10.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:34.9us 16M:116.4us 64M:395.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.136us +
# bytes / 188 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.29us 16M:92.77us 64M:358.1us 256M:1.436ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.479us
# + bytes / 10.7 GB/s, misses by 31.3% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.977us 64K:24.61us 2M:146.2us 16M:1.748ms 64M:7.998ms 256M:32.81ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 16.62us + bytes / 12.2 GB/s,
# misses by 28.9% RMS, so it is not used.
# Residual: 19.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.03us 64K:27.95us 2M:250.6us 16M:1.324ms 64M:5.171ms 256M:20.64ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 728ns +
# bytes / 13.2 GB/s, misses by 41.1% RMS, so it is not used.
# Residual: 19.6% RMS relative over 20 repetitions.
host_read_ns = 64K:5.778us 2M:116.1us 16M:2.154ms 64M:10.23ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.4 GB/s, misses by
# 43.2% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.195us 2M:64.61us 16M:1.253ms 64M:6.42ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 564.2ns +
# bytes / 9.37 GB/s, written at the measured sizes (the medians would give
# 7.5%).
# Residual: 8.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.559us 2M:224.4us 16M:1.791ms 64M:7.163ms

