# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:04:59Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:04:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.6% RMS relative over 5 repetitions.
launch_ns = 3.733us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.541us + bytes / 7.49e+03 GB/s, misses by 59.8% RMS,
# so it is not used.
# Residual: 28.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.391us 64K:1.69us 1M:1.73us 1536K:1.61us 2M:36.05us 8M:43.26us 64M:52.24us 256M:56.67us 1G:112.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 903.9ns + bytes / 1.77e+03 GB/s, misses by 53.0% RMS, so it is
# not used.
# Residual: 21.9% RMS relative over 45 repetitions.
free_ns = 4K:1.307us 64K:1.254us 1M:1.197us 1536K:1.306us 2M:28.96us 8M:41.41us 64M:82.77us 256M:159.4us 1G:577.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.179us + bytes / 7.3e+03 GB/s, misses by 74.1% RMS, so it is not used.
# Residual: 63.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.864us 64K:6.278us 2M:22.25us 16M:47.1us 64M:55.08us 256M:35.84us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.635us + bytes / 2.44e+05 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 7.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.635us 64K:8.635us 2M:8.643us 16M:8.704us 64M:8.91us 256M:9.735us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 25.7%, 512K 26.0%, 1M 26.4%, 2M 25.9%, 4M 25.0%, 8M 23.6%, 16M
# 22.6%, 32M 22.7%.
# Residual: 26.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     63.87us     62.21us
# seq             2M          0         2         2     2097152           0     279.5us     247.4us
# seq            16M          0        16        16    16777216           0      1.45ms     1.961ms
# seq            64M          0        64        64    67108864           0     7.395ms     7.838ms
# seq           256M          0       256       256   268435456           0     37.64ms     31.34ms
# stride         64M        64K         4        32    67108864           0     4.717ms     4.806ms
# stride        256M         2M        16       128     8388608           0     2.489ms     2.606ms
# random         16M          0        16        16    16777216           0     6.017ms     1.961ms
# random         64M          0        39       104    67108864           0     7.539ms     7.136ms
# random        256M          0       127       907   268435456           0     35.22ms     32.41ms
# fresh           2M          0         2         2           0     2097152     113.2us     119.7us
# fresh          16M          0        16        16           0    16777216     816.6us     939.7us
# fresh          64M          0        64        64           0    67108864     4.014ms     3.751ms
# fresh         256M          0       256       256           0   268435456     19.25ms        15ms
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
# prefetch at the driver's defaults). Result: 44.91us per batch, 10.54us per
# VA block, bytes / 15.7 GB/s moved, 2.573us per faulting kernel, bytes / 336
# GB/s zero-filled.
# Residual: 26.1% RMS relative over 70 repetitions.
fault_batch_ns = 44.91us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 70 repetitions.
fault_block_ns = 10.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:261.6ns 64K:4.186us 512K:33.49us 1M:66.97us 2M:133.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 70 repetitions.
fault_wake_ns = 2.573us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:12.19ns 64K:195ns 512K:1.56us 1M:3.12us 2M:6.241us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.21us + bytes /
# 46.3 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 4.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.06us 2M:117.7us 16M:448.3us 64M:1.369ms 256M:5.392ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.87us + bytes / 15.3 GB/s, written at
# the measured sizes (the medians would give 3.4%).
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.14us 2M:151.5us 16M:1.108ms 64M:4.388ms 256M:17.51ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 19.54us + bytes / 11.2 GB/s, written at the
# measured sizes (the medians would give 14.8%).
# Residual: 14.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.39us 512K:66.35us 2M:206.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.12us + bytes / 4.05 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.86us 512K:161.7us 2M:513.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 231.2us + bytes / 3.26 GB/s, misses by 19.6% RMS, so
# it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:274.1us 256K:328.4us 2M:664.3us 16M:5.614ms 64M:24.68ms 256M:95.29ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.936us + bytes / 1.67e+03 GB/s, misses by 21.1% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.575us 2M:2.555us 16M:13.03us 64M:43.61us 256M:167.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.34us + bytes / 91.2 GB/s, misses
# by 21.8% RMS, so it is not used.
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.39us 2M:31.52us 16M:237.8us 64M:1.006ms 256M:2.55ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.05us

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
# sizes): 6.565us + bytes / 267 GB/s, written at the measured sizes (the
# medians would give 14.7%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.41us 16M:69.32us 64M:257.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 19.26us + bytes / 196 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.12us 16M:91.4us 64M:425.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 322.6ns +
# bytes / 202 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.77us 16M:82.15us 64M:329.9us 256M:1.357ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.414us
# + bytes / 10.6 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 18.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.991us 64K:23.67us 2M:164us 16M:1.573ms 64M:6.731ms 256M:30.38ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.22us + bytes / 13 GB/s,
# misses by 26.8% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.946us 64K:28.04us 2M:237.3us 16M:1.223ms 64M:4.79ms 256M:18.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 23.8% RMS relative over 20 repetitions.
host_read_ns = 64K:3.833us 2M:155.8us 16M:1.673ms 64M:7.577ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.3 GB/s, misses by
# 31.6% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.149us 2M:59.1us 16M:841.7us 64M:4.435ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.2 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 4.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.947us 2M:171.4us 16M:1.374ms 64M:5.497ms

