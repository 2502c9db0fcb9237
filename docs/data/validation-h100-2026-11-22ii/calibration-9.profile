# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:24:03Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:24:03Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.9% RMS relative over 5 repetitions.
launch_ns = 4.341us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.942us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.761us + bytes / 6.15e+03 GB/s, misses by 61.8% RMS,
# so it is not used.
# Residual: 30.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.859us 64K:2.93us 1M:2.873us 1536K:2.516us 2M:48.51us 8M:40.82us 64M:64.36us 256M:62.54us 1G:140.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.504us + bytes / 2.09e+03 GB/s, misses by 54.9% RMS, so it is
# not used.
# Residual: 31.4% RMS relative over 45 repetitions.
free_ns = 4K:3.679us 64K:1.537us 1M:1.52us 1536K:2.209us 2M:34.03us 8M:36.45us 64M:74.95us 256M:146.6us 1G:404us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.471us + bytes / 3.5e+03 GB/s, misses by 64.5% RMS, so it is not used.
# Residual: 37.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.332us 64K:3.797us 2M:27.76us 16M:37.99us 64M:59.01us 256M:64.57us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.24us + bytes / 1.16e+05 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 8.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.24us 64K:14.24us 2M:14.26us 16M:14.38us 64M:14.82us 256M:16.56us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.0%, 512K 18.6%, 1M 18.0%, 2M 18.0%, 4M 18.5%, 8M 19.5%, 16M
# 20.4%, 32M 21.5%.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.46us     59.97us
# seq             2M          0         2         2     2097152           0     196.1us     257.2us
# seq            16M          0        16        16    16777216           0     1.589ms     1.814ms
# seq            64M          0        64        64    67108864           0     9.799ms     7.151ms
# seq           256M          0       256       256   268435456           0     40.21ms      28.5ms
# stride         64M        64K        32        32    67108864           0     7.037ms      6.53ms
# stride        256M         2M       128       128     8388608           0     3.008ms     3.253ms
# random         16M          0         9        35    16777216           0     2.301ms     2.183ms
# random         64M          0        34       306    67108864           0     11.33ms     11.85ms
# random        256M          0       139      1560   268435456           0     57.11ms      53.8ms
# fresh           2M          0         2         2           0     2097152       165us     202.2us
# fresh          16M          0        16        16           0    16777216     1.321ms     1.373ms
# fresh          64M          0        64        64           0    67108864      6.42ms     5.389ms
# fresh         256M          0       256       256           0   268435456     25.58ms     21.45ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 19.4us per VA
# block, bytes / 11.4 GB/s moved, 34.83us per faulting kernel, bytes / 16.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_block_ns = 19.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:358.6ns 64K:5.737us 512K:45.9us 1M:91.79us 2M:183.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_wake_ns = 34.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:251ns 64K:4.016us 512K:32.13us 1M:64.26us 2M:128.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 46.72us + bytes /
# 44.3 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.39us 2M:138.1us 16M:518.9us 64M:1.404ms 256M:5.528ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.29us + bytes / 10.7 GB/s, written at
# the measured sizes (the medians would give 9.6%).
# Residual: 15.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.42us 2M:216.4us 16M:1.59ms 64M:6.297ms 256M:25.13ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.08us + bytes / 9.4 GB/s, written at the
# measured sizes (the medians would give 9.7%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.05us 512K:71.88us 2M:239.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.48us + bytes / 3.31 GB/s, written at
# the measured sizes (the medians would give 6.7%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.26us 512K:181.7us 2M:656.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 267us + bytes / 2.87 GB/s, misses by 16.5% RMS, so it
# is not used.
# Residual: 10.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:323.7us 256K:363.7us 2M:770us 16M:6.67ms 64M:26.7ms 256M:104.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.86us + bytes / 1.18e+03 GB/s, misses by 27.7% RMS,
# so it is not used.
# Residual: 21.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.771us 2M:2.788us 16M:15.04us 64M:74.68us 256M:258.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 18.32us +
# bytes / 71.6 GB/s, written at the measured sizes (the medians would give
# 10.2%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.24us 2M:47.63us 16M:252.8us 64M:956.2us 256M:3.77ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.4us

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
# measured medians (15 points at 3 sizes): the best line, 9.455us + bytes /
# 196 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 21.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.25us 16M:92.69us 64M:360.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.65us +
# bytes / 154 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.42us 16M:109us 64M:445.2us 256M:1.759ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.341us
# + bytes / 7.88 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 19.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:9.021us 64K:24.21us 2M:229.1us 16M:2.277ms 64M:9.461ms 256M:34.19ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.9us + bytes / 10.6 GB/s,
# misses by 22.5% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.865us 64K:27.79us 2M:272.9us 16M:1.457ms 64M:5.709ms 256M:24.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.56 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_read_ns = 64K:7.98us 2M:223.2us 16M:2.626ms 64M:11.01ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 16.7 GB/s, misses by
# 30.5% RMS, so it is not used.
# Residual: 13.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.355us 2M:93.68us 16M:1.293ms 64M:6.548ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 679.9ns +
# bytes / 10 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 6.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.222us 2M:210us 16M:1.675ms 64M:6.699ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
