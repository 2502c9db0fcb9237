# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:39:03Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:39:03Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.5% RMS relative over 5 repetitions.
launch_ns = 2.966us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.176us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.481us + bytes / 9.66e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 24.6% RMS relative over 45 repetitions.
malloc_ns = 4K:1.437us 64K:1.485us 1M:1.474us 1536K:1.457us 2M:35.27us 8M:31.07us 64M:38.42us 256M:45.49us 1G:83.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.096us + bytes / 2.94e+03 GB/s, misses by 50.7% RMS, so it is
# not used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:1.258us 64K:1.342us 1M:1.236us 1536K:1.238us 2M:28.15us 8M:30.01us 64M:44.3us 256M:104.8us 1G:296.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.114us + bytes / 1e+04 GB/s, misses by 68.1% RMS, so it is not used.
# Residual: 88.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:6.516us 64K:3.826us 2M:143.1us 16M:65.09us 64M:39.83us 256M:28.9us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.294us +
# bytes / 1.37e+05 GB/s, written at the measured sizes (the medians would give
# 10.5%).
# Residual: 11.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.294us 64K:7.294us 2M:7.309us 16M:7.416us 64M:7.783us 256M:9.252us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.0%, 512K
# 21.7%, 1M 21.4%, 2M 21.7%, 4M 22.1%, 8M 23.2%, 16M 24.5%, 32M 25.8%.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.38us     59.08us
# seq             2M          0         2         2     2097152           0       182us     219.5us
# seq            16M          0        16        16    16777216           0     1.271ms     1.492ms
# seq            64M          0        64        64    67108864           0     6.288ms     5.854ms
# seq           256M          0       256       256   268435456           0     28.32ms      23.3ms
# stride         64M        64K        64        64    67108864           0     6.544ms     5.854ms
# stride        256M         2M       128       128     8388608           0     2.623ms     2.763ms
# random         16M          0        10        55    16777216           0     2.093ms     2.066ms
# random         64M          0        38       373    67108864           0     9.325ms     10.44ms
# random        256M          0       160      1651   268435456           0      50.9ms     44.05ms
# fresh           2M          0         2         2           0     2097152     146.9us     186.1us
# fresh          16M          0        16        16           0    16777216     1.111ms     1.224ms
# fresh          64M          0        64        64           0    67108864     5.702ms     4.784ms
# fresh         256M          0       256       256           0   268435456     24.58ms     19.02ms
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
# defaults). Result: 1.663us per batch, 14.99us per VA block, bytes / 14.1
# GB/s moved, 37.79us per faulting kernel, bytes / 18.2 GB/s zero-filled.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_batch_ns = 1.663us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_block_ns = 14.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:289.9ns 64K:4.639us 512K:37.11us 1M:74.22us 2M:148.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_wake_ns = 37.79us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:224.7ns 64K:3.594us 512K:28.76us 1M:57.51us 2M:115us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.74us + bytes /
# 47.2 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.89us 2M:116.4us 16M:408.2us 64M:1.344ms 256M:5.317ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.54us + bytes / 16.6 GB/s, written at the measured sizes (the
# medians would give 3.7%).
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.49us 2M:140.9us 16M:1.025ms 64M:4.057ms 256M:16.18ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 13.65us + bytes / 11 GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 18.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.27us 512K:54.61us 2M:244.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 19.11us + bytes / 3.88 GB/s, written at the measured sizes (the
# medians would give 7.0%).
# Residual: 7.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.02us 512K:154.4us 2M:560.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 232.7us + bytes / 3.3 GB/s, written at the
# measured sizes (the medians would give 6.4%).
# Residual: 13.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:252.6us 256K:312.2us 2M:868.8us 16M:5.321ms 64M:20.59ms 256M:81.65ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.359us + bytes / 1.61e+03 GB/s, misses by 24.6% RMS,
# so it is not used.
# Residual: 21.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.432us 2M:3.422us 16M:12.87us 64M:41.64us 256M:225.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.98us + bytes / 108 GB/s, misses by
# 15.9% RMS, so it is not used.
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.07us 2M:24.99us 16M:193.5us 64M:670.4us 256M:2.619ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.66us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 69.98us +
# bytes / 164 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 25.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:82.42us 16M:240.2us 64M:522.4us 256M:1.537ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.361us
# + bytes / 11.5 GB/s, misses by 31.1% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.093us 64K:23.41us 2M:128us 16M:1.58ms 64M:6.694ms 256M:36.39ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 17.51us + bytes / 11.1 GB/s,
# misses by 40.0% RMS, so it is not used.
# Residual: 27.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.54us 64K:35.78us 2M:334.7us 16M:2.863ms 64M:4.978ms 256M:17.93ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 1.596us +
# bytes / 12.2 GB/s, misses by 42.7% RMS, so it is not used.
# Residual: 28.4% RMS relative over 20 repetitions.
host_read_ns = 64K:7.732us 2M:122.1us 16M:1.87ms 64M:15.3ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 24.9 GB/s, misses by
# 44.0% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.53us 2M:58.52us 16M:919.2us 64M:7.439ms


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
