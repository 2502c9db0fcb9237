# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:41:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:41:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.8% RMS relative over 5 repetitions.
launch_ns = 4.453us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.032us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.359us + bytes / 9.79e+03 GB/s, misses by 60.7% RMS,
# so it is not used.
# Residual: 31.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.627us 64K:2.752us 1M:2.658us 1536K:2.643us 2M:40.54us 8M:34.93us 64M:41.35us 256M:59.86us 1G:79.38us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.229us + bytes / 2.6e+03 GB/s, misses by 51.9% RMS, so it is not
# used.
# Residual: 23.2% RMS relative over 45 repetitions.
free_ns = 4K:1.384us 64K:1.348us 1M:1.433us 1536K:1.382us 2M:30.6us 8M:32.45us 64M:47.4us 256M:111.6us 1G:324.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.281us + bytes / 4.82e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 46.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.833us 64K:2.884us 2M:22.58us 16M:41.32us 64M:49.74us 256M:54.48us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.48us +
# bytes * -1.54e-05 ns/B, written at the measured sizes (the medians would
# give 12.1%).
# Residual: 11.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.48us 64K:13.48us 2M:13.45us 16M:13.22us 64M:12.45us 256M:9.357us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 24.6%, 512K
# 24.4%, 1M 24.0%, 2M 23.8%, 4M 24.3%, 8M 24.5%, 16M 24.3%, 32M 24.7%.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     97.54us     62.78us
# seq             2M          0         2         2     2097152           0     195.2us     236.6us
# seq            16M          0        16        16    16777216           0      1.43ms     1.585ms
# seq            64M          0        64        64    67108864           0     7.463ms     6.209ms
# seq           256M          0       256       256   268435456           0     32.12ms     24.71ms
# stride         64M        64K        32        32    67108864           0     5.411ms     5.772ms
# stride        256M         2M       128       128     8388608           0     2.176ms     2.454ms
# random         16M          0         9        35    16777216           0     1.962ms     1.845ms
# random         64M          0        34       306    67108864           0     10.54ms     9.515ms
# random        256M          0       139      1560   268435456           0     41.11ms     42.52ms
# fresh           2M          0         2         2           0     2097152     129.9us     155.8us
# fresh          16M          0        16        16           0    16777216     857.8us     938.4us
# fresh          64M          0        64        64           0    67108864     4.647ms     3.622ms
# fresh         256M          0       256       256           0   268435456      18.9ms     14.36ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 0ns per batch, 13.66us per VA block, bytes / 12.7 GB/s
# moved, 43.95us per faulting kernel, bytes / 24.8 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_block_ns = 13.66us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:322.9ns 64K:5.167us 512K:41.34us 1M:82.67us 2M:165.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_wake_ns = 43.95us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:165ns 64K:2.64us 512K:21.12us 1M:42.24us 2M:84.49us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47us + bytes / 41.8
# GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 24.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.95us 2M:122us 16M:728.2us 64M:1.718ms 256M:5.425ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 13.97us + bytes / 9.66 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 24.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.06us 2M:255.1us 16M:4.117ms 64M:8.683ms 256M:24.88ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 12.87us + bytes / 11.7 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 17.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.55us 512K:52.27us 2M:232.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 22.19us + bytes / 3.37 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.26us 512K:218us 2M:636.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 258.1us + bytes / 2.9 GB/s, misses by 17.6% RMS, so
# it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:312.1us 256K:348.1us 2M:760.9us 16M:6.055ms 64M:24.44ms 256M:106.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.091us + bytes / 968 GB/s, misses by 17.5% RMS, so
# it is not used.
# Residual: 11.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.146us 2M:5.152us 16M:22.78us 64M:74.29us 256M:299.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.76us + bytes / 86.5 GB/s, misses
# by 24.7% RMS, so it is not used.
# Residual: 22.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.98us 2M:28.39us 16M:229.8us 64M:1.037ms 256M:3.101ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 66.75us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.378us +
# bytes / 183 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 25.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:20.67us 16M:84.17us 64M:390.9us 256M:1.522ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.116us
# + bytes / 12.1 GB/s, misses by 31.8% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.338us 64K:22.49us 2M:127.8us 16M:1.489ms 64M:6.733ms 256M:36.95ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.64us + bytes / 12.2 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.452us 64K:26.68us 2M:242.1us 16M:1.24ms 64M:5.518ms 256M:18.35ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.3 GB/s, misses by 37.4% RMS, so it is not used.
# Residual: 18.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.354us 2M:109.5us 16M:2.037ms 64M:8.62ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 14.4% RMS relative over 20 repetitions.
host_write_ns = 64K:960ns 2M:51.02us 16M:1.009ms 64M:5.014ms


# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere; the fit of the committed H100 profile (42
# calibrations of machines o, p, r, u and y, prefetch_h2d_ns case fresh).
prefetch_zero_ns = 2M:18.94us 16M:83.1us 64M:311.9us

# prefetch_queue: added 2026-11-22, when simrun began to model the driver's
# queue of deferred prefetch calls; these measurements have none: 56, as
# gpurun --calibrate and probe_queue.cu measure it on an H100 PCIe, driver
# 580.159.04 (docs/measurements.md section 16).
prefetch_queue = 56

# host_write_cold_ns: added 2026-11-22, after this file was written, when
# simrun began to charge a device-memory HOST write's bytes of the host copy
# beyond those earlier HOST events touched out of the CPU's caches: the fit of
# the committed H100 profile (host_write_ns case cold, machine y's ten
# calibrations).
host_write_cold_ns = 64K:6.872us 2M:194.2us 16M:1.548ms 64M:6.188ms

# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
