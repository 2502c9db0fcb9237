# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T05:59:42Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T05:59:42Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.4% RMS relative over 5 repetitions.
launch_ns = 3.048us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.3% RMS relative over 5 repetitions.
kernel_gap_ns = 2.036us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.082us + bytes / 1.08e+04 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:1.741us 64K:2.113us 1M:2.153us 1536K:2.515us 2M:45.31us 8M:39.67us 64M:45.36us 256M:49.62us 1G:78.85us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.577us + bytes / 2.91e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 20.0% RMS relative over 45 repetitions.
free_ns = 4K:1.422us 64K:1.674us 1M:2.073us 1536K:1.941us 2M:30.02us 8M:33.18us 64M:46.2us 256M:92.27us 1G:297.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.241us + bytes / 9.95e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 35.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.233us 64K:1.885us 2M:16.77us 16M:21.84us 64M:27.95us 256M:24.11us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.343us + bytes / 2.56e+05 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 9.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.343us 64K:7.343us 2M:7.351us 16M:7.409us 64M:7.605us 256M:8.391us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.5%, 512K 14.3%, 1M 14.2%, 2M 13.8%, 4M 14.2%, 8M 14.5%, 16M
# 14.8%, 32M 15.7%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     67.55us     58.11us
# seq             2M          0         2         2     2097152           0     187.1us     207.2us
# seq            16M          0        16        16    16777216           0     1.226ms     1.367ms
# seq            64M          0        64        64    67108864           0     6.527ms     5.344ms
# seq           256M          0       256       256   268435456           0     26.05ms     21.25ms
# stride         64M        64K        32        32    67108864           0     4.479ms     4.955ms
# stride        256M         2M       128       128     8388608           0     2.075ms     2.163ms
# random         16M          0         9        35    16777216           0     1.744ms     1.567ms
# random         64M          0        34       306    67108864           0     7.773ms     7.958ms
# random        256M          0       139      1560   268435456           0     34.81ms     35.39ms
# fresh           2M          0         2         2           0     2097152     128.2us     149.6us
# fresh          16M          0        16        16           0    16777216     791.1us     906.4us
# fresh          64M          0        64        64           0    67108864     4.011ms     3.501ms
# fresh         256M          0       256       256           0   268435456      18.7ms     13.88ms
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
# prefetch at the driver's defaults). Result: 1.202us per batch, 10.95us per
# VA block, bytes / 14.8 GB/s moved, 41.53us per faulting kernel, bytes / 25
# GB/s zero-filled.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 1.202us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 10.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:276.1ns 64K:4.418us 512K:35.35us 1M:70.69us 2M:141.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 41.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:163.7ns 64K:2.619us 512K:20.95us 1M:41.9us 2M:83.79us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 42.8us + bytes /
# 44.8 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 1.7% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:36.24us 256K:48.62us 1M:92.75us 2M:119.2us 4M:159.7us 16M:448.6us 64M:1.349ms 256M:5.334ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 40 points at 8 sizes): 14.06us + bytes / 12.9 GB/s, written at the
# measured sizes (the means would give 11.0%).
# Residual: 14.7% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:19.14us 256K:34.36us 1M:95.25us 2M:176.4us 4M:338.8us 16M:1.313ms 64M:5.21ms 256M:20.8ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.68us + bytes / 12.6 GB/s, written at the measured
# sizes (the means would give 9.4%).
# Residual: 9.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.86us 512K:55.15us 2M:179.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 18.45us + bytes / 3.69 GB/s, written at the
# measured sizes (the means would give 12.1%).
# Residual: 14.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.22us 512K:160.6us 2M:587.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 222.3us + bytes / 3.7 GB/s, written at the measured
# sizes (the medians would give 6.1%).
# Residual: 14.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:240us 256K:293.1us 2M:788.6us 16M:4.753ms 64M:18.35ms 256M:72.72ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.078us + bytes / 1.15e+03 GB/s, misses by 21.6% RMS,
# so it is not used.
# Residual: 12.4% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.933us 256K:3.993us 1M:3.928us 2M:3.639us 4M:6.917us 16M:17.48us 64M:70.34us 256M:253us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 9.012us +
# bytes / 121 GB/s, written at the measured sizes (the medians would give
# 4.3%).
# Residual: 12.1% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:9.555us 256K:11.18us 1M:17.69us 2M:26.37us 4M:43.72us 16M:147.9us 64M:564.4us 256M:2.23ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 104.4us

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
# measured medians (15 points at 3 sizes): the best line, 5.475us + bytes /
# 323 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.96us 16M:57.42us 64M:213us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.69us + bytes / 244 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 7.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.3us 16M:88.56us 64M:295.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.978us +
# bytes / 203 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.33us 16M:84.02us 64M:333.4us 256M:1.327ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.599us + bytes / 14.9 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 10.7% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.514us 8K:7.812us 16K:9.177us 32K:13.88us 64K:21.82us 128K:14.62us 256K:19.75us 512K:32.94us 1M:60.27us 2M:143.3us 4M:304.8us 8M:602.8us 16M:1.369ms 32M:2.942ms 64M:6.493ms 256M:28.97ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 12.63us + bytes / 11.5 GB/s,
# misses by 28.9% RMS, so it is not used.
# Residual: 9.6% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:12.03us 8K:9.899us 16K:12.82us 32K:22.1us 64K:27.21us 128K:41.5us 256K:58.42us 512K:100.2us 1M:165.4us 2M:233.5us 4M:376.1us 8M:662us 16M:1.249ms 32M:2.354ms 64M:6.064ms 256M:19.1ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 347.8ns + bytes / 10 GB/s, written at the measured sizes
# (the medians would give 11.4%).
# Residual: 13.8% RMS relative over 35 repetitions.
host_read_ns = 64K:6.889us 256K:26.51us 1M:105us 2M:209.7us 4M:419us 16M:1.675ms 64M:6.699ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 34 GB/s, misses by
# 32.4% RMS, so it is not used.
# Residual: 11.1% RMS relative over 35 repetitions.
host_write_ns = 64K:906ns 256K:6.44us 1M:23.79us 2M:47.82us 4M:183.1us 16M:704.7us 64M:4.392ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 932.3ns +
# bytes / 13 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 9.3% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.961us 256K:21.05us 1M:81.39us 2M:161.9us 4M:322.8us 16M:1.288ms 64M:5.15ms

