# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-5.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` from measurements of
# 2026-11-27T07:41:39Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T07:41:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.2% RMS relative over 5 repetitions.
launch_ns = 3.163us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.182us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.805us + bytes / 7.18e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.771us 64K:2.79us 1M:2.759us 1536K:2.782us 2M:46.43us 8M:35.96us 64M:38.99us 256M:50.94us 1G:119.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.246us + bytes / 2.89e+03 GB/s, misses by 51.8% RMS, so it is
# not used.
# Residual: 21.0% RMS relative over 45 repetitions.
free_ns = 4K:1.614us 64K:1.44us 1M:1.433us 1536K:1.394us 2M:31.85us 8M:33.08us 64M:47.65us 256M:96.63us 1G:314.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.377us + bytes / 7.61e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 41.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.38us 64K:2.038us 2M:17.89us 16M:41.09us 64M:28.84us 256M:30.96us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.17us + bytes / 1.42e+05 GB/s, written at the measured sizes (the
# medians would give 14.5%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.17us 64K:11.17us 2M:11.19us 16M:11.29us 64M:11.65us 256M:13.07us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.3%, 512K 16.9%, 1M 16.2%, 2M 15.1%, 4M 14.9%, 8M 14.7%, 16M
# 14.9%, 32M 15.6%.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      75.1us     59.69us
# seq             2M          0         2         2     2097152           0     189.5us     215.6us
# seq            16M          0        16        16    16777216           0     1.307ms     1.513ms
# seq            64M          0        64        64    67108864           0     6.357ms      5.96ms
# seq           256M          0       256       256   268435456           0     27.23ms     23.75ms
# stride         64M        64K         8        32    67108864           0     4.485ms     4.765ms
# stride        256M         2M        32       128     8388608           0     1.935ms     2.249ms
# random         16M          0        12        16    16777216           0      1.49ms     1.448ms
# random         64M          0        36       161    67108864           0     7.477ms     6.389ms
# random        256M          0       125      1211   268435456           0     38.21ms     30.31ms
# fresh           2M          0         2         2           0     2097152     129.2us     160.8us
# fresh          16M          0        16        16           0    16777216     1.074ms     1.075ms
# fresh          64M          0        64        64           0    67108864     5.048ms     4.207ms
# fresh         256M          0       256       256           0   268435456     19.12ms     16.74ms
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
# prefetch at the driver's defaults). Result: 16.15us per batch, 9.082us per
# VA block, bytes / 15.6 GB/s moved, 30.24us per faulting kernel, bytes / 26.2
# GB/s zero-filled.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_batch_ns = 16.15us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_block_ns = 9.082us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:263.4ns 64K:4.214us 512K:33.71us 1M:67.43us 2M:134.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_wake_ns = 30.24us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:156.4ns 64K:2.502us 512K:20.02us 1M:40.03us 2M:80.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 38.14us + bytes /
# 43.4 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 2.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:32.22us 256K:46.43us 1M:83.46us 2M:112.7us 4M:164.3us 16M:430.7us 64M:1.45ms 256M:5.364ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 15.68us + bytes / 14.6 GB/s, written at the
# measured sizes (the means would give 8.7%).
# Residual: 13.4% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:20.17us 256K:33.62us 1M:87.42us 2M:159.2us 4M:302.6us 16M:1.164ms 64M:4.607ms 256M:18.38ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.84us + bytes / 13.8 GB/s, written at the measured
# sizes (the means would give 7.9%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.59us 512K:52.79us 2M:166.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 20.99us + bytes / 4.24 GB/s, written at the
# measured sizes (the means would give 5.0%).
# Residual: 8.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.47us 512K:144.8us 2M:516.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 222.1us +
# bytes / 3.42 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 10.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:264.1us 256K:300.8us 2M:672.8us 16M:5.287ms 64M:21.25ms 256M:92.15ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 1.824us + bytes / 1.83e+03 GB/s, misses by 17.3% RMS,
# so it is not used.
# Residual: 9.6% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:2.3us 256K:2.265us 1M:2.283us 2M:2.275us 4M:4.301us 16M:11.66us 64M:40.7us 256M:155.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (40 points at 8 sizes): the best line, 11.04us + bytes / 116 GB/s, misses by
# 18.2% RMS, so it is not used.
# Residual: 14.5% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.81us 256K:11.35us 1M:33.33us 2M:23.5us 4M:43.75us 16M:170.5us 64M:638.3us 256M:2.39ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.97us

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
# sizes): 7.02us + bytes / 310 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.78us 16M:61.06us 64M:223.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.17us + bytes / 192 GB/s, written at the measured
# sizes (the medians would give 9.0%).
# Residual: 9.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.1us 16M:107.6us 64M:370us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 191 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:8.778us 16M:78.28us 64M:333.6us 256M:1.602ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.535us + bytes / 15.1 GB/s, misses by 25.6% RMS, so it is not used.
# Residual: 9.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.402us 8K:7.863us 16K:9.029us 32K:13.91us 64K:20.36us 128K:14.15us 256K:20.31us 512K:31.99us 1M:59.27us 2M:127.2us 4M:332.1us 8M:650.2us 16M:1.343ms 32M:2.927ms 64M:6.094ms 256M:30.32ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.45us + bytes / 11.9 GB/s,
# misses by 30.5% RMS, so it is not used.
# Residual: 10.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:11.68us 8K:9.753us 16K:12.61us 32K:22.03us 64K:27.35us 128K:41.19us 256K:58.87us 512K:105.3us 1M:180.5us 2M:238.7us 4M:369.3us 8M:647.8us 16M:1.202ms 32M:2.357ms 64M:5.199ms 256M:18.83ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 19 GB/s, misses by 35.3% RMS, so it is not used.
# Residual: 28.2% RMS relative over 35 repetitions.
host_read_ns = 64K:2.928us 256K:11.45us 1M:45.65us 2M:94.69us 4M:229.6us 16M:1.686ms 64M:7.701ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 38.2 GB/s, misses by
# 35.5% RMS, so it is not used.
# Residual: 11.1% RMS relative over 35 repetitions.
host_write_ns = 64K:877ns 256K:5.051us 1M:21.81us 2M:44.6us 4M:159.8us 16M:807.9us 64M:4.584ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 0ns +
# bytes / 10.9 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 6.1% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.051us 256K:23.14us 1M:95.5us 2M:192us 4M:384.9us 16M:1.543ms 64M:6.173ms

