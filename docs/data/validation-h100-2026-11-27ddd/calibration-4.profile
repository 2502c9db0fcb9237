# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-4.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T03:00:01Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:00:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.011us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.002us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.671us + bytes / 4.29e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 28.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.813us 64K:2.849us 1M:2.729us 1536K:2.635us 2M:64.61us 8M:49.09us 64M:53.11us 256M:66.52us 1G:212.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.006us + bytes / 1.42e+03 GB/s, misses by 49.0% RMS, so it is
# not used.
# Residual: 18.9% RMS relative over 45 repetitions.
free_ns = 4K:2.611us 64K:2.535us 1M:2.344us 1536K:2.361us 2M:43.72us 8M:45.43us 64M:98.38us 256M:209us 1G:625us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 11.88us + bytes / 6.7e+03 GB/s, misses by 62.5% RMS, so it is not used.
# Residual: 35.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:10.37us 64K:10.01us 2M:56.98us 16M:68.46us 64M:55.2us 256M:44.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.11us + bytes / 1.7e+05 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 12.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.11us 64K:11.11us 2M:11.12us 16M:11.2us 64M:11.5us 256M:12.69us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.9%, 512K 14.6%, 1M 14.5%, 2M 14.5%, 4M 15.0%, 8M 15.7%, 16M
# 16.1%, 32M 17.1%.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      72.8us     58.69us
# seq             2M          0         2         2     2097152           0     201.3us     229.4us
# seq            16M          0        16        16    16777216           0     1.472ms     1.569ms
# seq            64M          0        64        64    67108864           0     6.785ms     6.163ms
# seq           256M          0       256       256   268435456           0     33.43ms     24.54ms
# stride         64M        64K        64        64    67108864           0     5.708ms     6.163ms
# stride        256M         2M       128       128     8388608           0      2.55ms     2.683ms
# random         16M          0        10        55    16777216           0     2.134ms     2.057ms
# random         64M          0        38       373    67108864           0     9.506ms     10.09ms
# random        256M          0       160      1651   268435456           0     44.12ms     42.31ms
# fresh           2M          0         2         2           0     2097152     136.7us     172.7us
# fresh          16M          0        16        16           0    16777216     1.076ms     1.116ms
# fresh          64M          0        64        64           0    67108864      5.21ms     4.349ms
# fresh         256M          0       256       256           0   268435456     21.63ms     17.28ms
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
# prefetch at the driver's defaults). Result: 2.736us per batch, 12.93us per
# VA block, bytes / 13.1 GB/s moved, 38.02us per faulting kernel, bytes / 20.3
# GB/s zero-filled.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_batch_ns = 2.736us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_block_ns = 12.93us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:312.6ns 64K:5.002us 512K:40.02us 1M:80.03us 2M:160.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_wake_ns = 38.02us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:201.9ns 64K:3.231us 512K:25.85us 1M:51.7us 2M:103.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 33.89us + bytes /
# 46.3 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 4.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.42us 2M:113.9us 16M:422.8us 64M:1.369ms 256M:5.42ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 16.66us + bytes / 10.7 GB/s, written at the
# measured sizes (the means would give 2.0%).
# Residual: 5.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.78us 2M:212.4us 16M:1.583ms 64M:6.282ms 256M:25.08ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 21.77us + bytes / 8.39 GB/s, written at the measured
# sizes (the means would give 10.2%).
# Residual: 10.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:29.59us 512K:84.29us 2M:271.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.42us + bytes / 3.37 GB/s, written at the
# measured sizes (the means would give 8.0%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.85us 512K:178.9us 2M:645.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 317.9us +
# bytes / 2.46 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:366.1us 256K:440.4us 2M:942.2us 16M:7.662ms 64M:30.18ms 256M:117.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.473us + bytes / 1.06e+03 GB/s, misses by 22.7% RMS,
# so it is not used.
# Residual: 13.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.463us 2M:3.467us 16M:19.32us 64M:72.78us 256M:263.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.36us + bytes / 101 GB/s, misses by
# 25.8% RMS, so it is not used.
# Residual: 23.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.22us 2M:26.82us 16M:197.2us 64M:602.7us 256M:3.634ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 66.43us

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
# sizes): 5.408us + bytes / 318 GB/s, written at the measured sizes (the
# medians would give 12.2%).
# Residual: 12.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.01us 16M:58.19us 64M:216.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.68us + bytes / 248 GB/s, written at the measured
# sizes (the medians would give 12.3%).
# Residual: 12.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.13us 16M:87.29us 64M:290.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.261us +
# bytes / 166 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.02us 16M:100.2us 64M:410.9us 256M:1.635ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.493us
# + bytes / 9.69 GB/s, misses by 37.1% RMS, so it is not used.
# Residual: 19.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.227us 64K:21.66us 2M:156.6us 16M:3.358ms 64M:8.173ms 256M:32.05ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.52us + bytes / 10.1 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.21us 64K:28.74us 2M:245us 16M:1.512ms 64M:5.939ms 256M:30.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.2 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 33.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.632us 2M:129.5us 16M:1.919ms 64M:8.001ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.6 GB/s, misses by
# 31.5% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.021us 2M:62.67us 16M:745.6us 64M:4.851ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.9 GB/s, written at the measured sizes (the medians would give
# 5.5%).
# Residual: 5.5% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.275us 2M:150.7us 16M:1.209ms 64M:4.837ms

