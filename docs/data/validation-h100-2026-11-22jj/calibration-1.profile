# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:46:45Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:46:45Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.1% RMS relative over 5 repetitions.
launch_ns = 4.51us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.011us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.668us + bytes / 4.23e+03 GB/s, misses by 59.8% RMS,
# so it is not used.
# Residual: 31.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.488us 64K:3.766us 1M:4.188us 1536K:3.542us 2M:86.11us 8M:62.97us 64M:86.66us 256M:65.1us 1G:230us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.061us + bytes / 1.17e+03 GB/s, misses by 47.1% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:3.817us 64K:3.297us 1M:3.562us 1536K:3.527us 2M:57.7us 8M:60.84us 64M:90.27us 256M:227.2us 1G:785us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.164us + bytes / 6.02e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 84.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:10.86us 64K:2.387us 2M:23.42us 16M:29.58us 64M:43.13us 256M:38.92us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.28us + bytes / 5.01e+05 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.28us 64K:11.28us 2M:11.29us 16M:11.32us 64M:11.42us 256M:11.82us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.7%, 512K 16.3%, 1M 15.4%, 2M 14.7%, 4M 15.1%, 8M 15.8%, 16M
# 16.2%, 32M 16.9%.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.59us     63.21us
# seq             2M          0         2         2     2097152           0     245.3us     279.3us
# seq            16M          0        16        16    16777216           0     1.763ms      1.94ms
# seq            64M          0        64        64    67108864           0     9.151ms     7.634ms
# seq           256M          0       256       256   268435456           0     41.56ms     30.41ms
# stride         64M        64K        32        32    67108864           0     6.622ms     7.164ms
# stride        256M         2M       128       128     8388608           0     2.542ms     2.755ms
# random         16M          0         9        35    16777216           0     2.136ms     2.219ms
# random         64M          0        34       306    67108864           0     11.63ms     11.19ms
# random        256M          0       139      1560   268435456           0     52.09ms     49.58ms
# fresh           2M          0         2         2           0     2097152     156.3us     188.7us
# fresh          16M          0        16        16           0    16777216     1.095ms     1.216ms
# fresh          64M          0        64        64           0    67108864     5.779ms     4.737ms
# fresh         256M          0       256       256           0   268435456     23.91ms     18.82ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 14.7us per VA
# block, bytes / 10.1 GB/s moved, 42.01us per faulting kernel, bytes / 17.9
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_block_ns = 14.7us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:406ns 64K:6.495us 512K:51.96us 1M:103.9us 2M:207.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_wake_ns = 42.01us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:229.2ns 64K:3.667us 512K:29.33us 1M:58.66us 2M:117.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.07us + bytes /
# 45.6 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.64us 2M:143.4us 16M:461.5us 64M:1.359ms 256M:5.412ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.3us + bytes / 12 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 7.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.21us 2M:286.1us 16M:1.369ms 64M:4.861ms 256M:23.21ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 15.94us + bytes / 8.13 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 39.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.86us 512K:123.7us 2M:237.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.51us + bytes / 3.26 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.09us 512K:198.3us 2M:631.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 559us + bytes / 2.19 GB/s, misses by 27.8% RMS, so it
# is not used.
# Residual: 26.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:717.9us 256K:673.8us 2M:1.175ms 16M:8.81ms 64M:34.53ms 256M:137.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.174us + bytes / 1.18e+03 GB/s, misses by 21.2% RMS,
# so it is not used.
# Residual: 16.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.077us 2M:4.06us 16M:18.15us 64M:61.72us 256M:238.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.52us + bytes / 101 GB/s, misses by
# 18.1% RMS, so it is not used.
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.73us 2M:24.81us 16M:206.8us 64M:814.4us 256M:2.566ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 81.12us

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
# measured medians (15 points at 3 sizes): the best line, 7.779us + bytes /
# 303 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 21.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.72us 16M:62.69us 64M:230.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.456us +
# bytes / 177 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.58us 16M:95.33us 64M:385.5us 256M:1.569ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.705us
# + bytes / 8.83 GB/s, misses by 27.9% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.395us 64K:24.95us 2M:187.8us 16M:1.882ms 64M:9.25ms 256M:36.98ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.69us + bytes / 10.5 GB/s,
# misses by 21.1% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.716us 64K:27.7us 2M:243.4us 16M:1.395ms 64M:6.079ms 256M:27.1ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.7 GB/s, misses by 34.4% RMS, so it is not used.
# Residual: 24.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.358us 2M:105.1us 16M:1.943ms 64M:7.322ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31 GB/s, misses by
# 37.2% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:948ns 2M:49.15us 16M:817.5us 64M:4.473ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.78us +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 12.0%).
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.906us 2M:197.8us 16M:1.57ms 64M:6.274ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
