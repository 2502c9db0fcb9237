# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T22:08:59Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T22:08:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.1% RMS relative over 5 repetitions.
launch_ns = 3.914us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 34.7% RMS relative over 5 repetitions.
kernel_gap_ns = 2.035us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 10.05us + bytes / 1.7e+03 GB/s, misses by 62.4% RMS,
# so it is not used.
# Residual: 43.5% RMS relative over 45 repetitions.
malloc_ns = 4K:15.46us 64K:9.674us 1M:8.832us 1536K:9.916us 2M:179.8us 8M:161.2us 64M:160.6us 256M:353.6us 1G:486us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 7.464us + bytes / 719 GB/s, misses by 52.4% RMS, so it is not
# used.
# Residual: 22.1% RMS relative over 45 repetitions.
free_ns = 4K:11.64us 64K:8.028us 1M:7.788us 1536K:7.644us 2M:152.8us 8M:133.4us 64M:268.6us 256M:453.3us 1G:1.183ms

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.453us + bytes / 5.17e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 37.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.464us 64K:2.07us 2M:16.99us 16M:23.63us 64M:31.69us 256M:42.66us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.426us + bytes / 8.39e+05 GB/s, written at the measured sizes (the
# medians would give 13.9%).
# Residual: 14.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.426us 64K:9.426us 2M:9.428us 16M:9.446us 64M:9.506us 256M:9.746us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.1%, 512K 19.0%, 1M 18.9%, 2M 19.5%, 4M 20.0%, 8M 20.6%, 16M
# 21.1%, 32M 21.9%.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.46us     53.77us
# seq             2M          0         2         2     2097152           0     204.7us     222.6us
# seq            16M          0        16        16    16777216           0      1.26ms     1.547ms
# seq            64M          0        64        64    67108864           0     6.751ms     6.086ms
# seq           256M          0       256       256   268435456           0     32.22ms     24.25ms
# stride         64M        64K        64        64    67108864           0     6.556ms     6.086ms
# stride        256M         2M       128       128     8388608           0     2.462ms     2.637ms
# random         16M          0        10        55    16777216           0     2.089ms      2.01ms
# random         64M          0        38       373    67108864           0     9.694ms     9.821ms
# random        256M          0       160      1651   268435456           0     40.76ms     41.17ms
# fresh           2M          0         2         2           0     2097152     105.3us     140.1us
# fresh          16M          0        16        16           0    16777216     826.5us     886.5us
# fresh          64M          0        64        64           0    67108864     4.893ms     3.446ms
# fresh         256M          0       256       256           0   268435456      19.1ms     13.68ms
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
# prefetch at the driver's defaults). Result: 3.047us per batch, 12.34us per
# VA block, bytes / 13.2 GB/s moved, 33.43us per faulting kernel, bytes / 27.6
# GB/s zero-filled.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_batch_ns = 3.047us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_block_ns = 12.34us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:309.3ns 64K:4.949us 512K:39.59us 1M:79.19us 2M:158.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_wake_ns = 33.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:148.1ns 64K:2.37us 512K:18.96us 1M:37.93us 2M:75.85us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.25us + bytes /
# 46.7 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 2.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.86us 2M:132.5us 16M:439.4us 64M:1.345ms 256M:5.299ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.2us + bytes / 14.9 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 15.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.59us 2M:156.8us 16M:1.141ms 64M:4.514ms 256M:18.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.26us + bytes / 13.5 GB/s, written at the
# measured sizes (the medians would give 7.6%).
# Residual: 7.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.1us 512K:53.01us 2M:169.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 41.71us + bytes / 4.1 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 23.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:54.99us 512K:230.4us 2M:490.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 256.9us +
# bytes / 3.3 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 21.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:319.2us 256K:326.8us 2M:718.8us 16M:5.489ms 64M:22.54ms 256M:93.54ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.694us + bytes / 1.8e+03 GB/s, misses by 23.2% RMS,
# so it is not used.
# Residual: 16.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.329us 2M:2.263us 16M:11.64us 64M:40.25us 256M:160.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.47us + bytes / 77.5 GB/s, misses
# by 18.4% RMS, so it is not used.
# Residual: 10.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.45us 2M:32.06us 16M:238.2us 64M:1.127ms 256M:3.532ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.11us

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
# measured medians (15 points at 3 sizes): the best line, 6.474us + bytes /
# 239 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.3us 16M:74.6us 64M:293.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 62.17us + bytes / 220 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:74.44us 16M:127.9us 64M:388.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 198 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.24us 16M:84.05us 64M:336us 256M:1.366ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.534us
# + bytes / 11.1 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 16.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.08us 64K:25.13us 2M:148.8us 16M:1.639ms 64M:6.672ms 256M:29.76ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.14us + bytes / 13 GB/s,
# misses by 25.3% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.86us 64K:28.25us 2M:269.5us 16M:1.261ms 64M:4.764ms 256M:18.13ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 89.93us +
# bytes / 5.53 GB/s, misses by 48.7% RMS, so it is not used.
# Residual: 38.0% RMS relative over 20 repetitions.
host_read_ns = 64K:98.09us 2M:2.346ms 16M:4.515ms 64M:9.662ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 17.28us + bytes / 9.97 GB/s, misses
# by 44.7% RMS, so it is not used.
# Residual: 28.5% RMS relative over 20 repetitions.
host_write_ns = 64K:23.36us 2M:838us 16M:2.098ms 64M:5.353ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.734us 2M:183.8us 16M:1.47ms 64M:5.881ms

