# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:03:13Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:03:13Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.495us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.722us + bytes / 6.85e+03 GB/s, misses by 56.3% RMS,
# so it is not used.
# Residual: 23.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.852us 64K:2.711us 1M:2.763us 1536K:2.548us 2M:50.18us 8M:46.59us 64M:53.19us 256M:57.16us 1G:114us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.482us + bytes / 1.2e+03 GB/s, misses by 45.5% RMS, so it is not
# used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.458us 64K:2.553us 1M:3.335us 1536K:3.504us 2M:39.51us 8M:44.04us 64M:97.69us 256M:212.7us 1G:728.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.248us + bytes / 5.08e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 36.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.712us 64K:2.886us 2M:22.54us 16M:37.07us 64M:50.46us 256M:50.89us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.74us +
# bytes * -4.01e-06 ns/B, written at the measured sizes (the medians would
# give 7.2%).
# Residual: 8.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.74us 64K:13.74us 2M:13.73us 16M:13.67us 64M:13.47us 256M:12.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.4%, 512K
# 25.1%, 1M 24.4%, 2M 22.8%, 4M 21.0%, 8M 20.3%, 16M 21.7%, 32M 22.8%.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.66us     70.66us
# seq             2M          0         2         2     2097152           0     264.9us     257.4us
# seq            16M          0        16        16    16777216           0     1.729ms     1.871ms
# seq            64M          0        64        64    67108864           0     9.217ms     7.402ms
# seq           256M          0       256       256   268435456           0        36ms     29.53ms
# stride         64M        64K         8        32    67108864           0     5.731ms     5.573ms
# stride        256M         2M        32       128     8388608           0     2.913ms     3.294ms
# random         16M          0        12        16    16777216           0     1.396ms     1.774ms
# random         64M          0        36       161    67108864           0     8.984ms     8.147ms
# random        256M          0       125      1211   268435456           0        49ms     40.38ms
# fresh           2M          0         2         2           0     2097152       153us     182.4us
# fresh          16M          0        16        16           0    16777216     1.199ms     1.271ms
# fresh          64M          0        64        64           0    67108864     5.147ms     5.002ms
# fresh         256M          0       256       256           0   268435456     24.57ms     19.93ms
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
# defaults). Result: 24.26us per batch, 14.69us per VA block, bytes / 13.7
# GB/s moved, 26.94us per faulting kernel, bytes / 27 GB/s zero-filled.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_batch_ns = 24.26us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_block_ns = 14.69us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:298ns 64K:4.767us 512K:38.14us 1M:76.28us 2M:152.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_wake_ns = 26.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:151.5ns 64K:2.424us 512K:19.39us 1M:38.78us 2M:77.56us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.48us + bytes /
# 45.2 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 3.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.4us 2M:125.8us 16M:452.2us 64M:1.388ms 256M:5.488ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.7us + bytes / 11.1 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.59us 2M:205.3us 16M:1.525ms 64M:6.051ms 256M:24.15ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 20.03us + bytes / 12.1 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 12.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.44us 512K:63.36us 2M:193.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 27.88us + bytes / 3.69 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.69us 512K:213.7us 2M:571.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 307.1us + bytes / 2.49 GB/s, written at the
# measured sizes (the medians would give 4.3%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:333.4us 256K:412.3us 2M:1.149ms 16M:7.043ms 64M:27.25ms 256M:108.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 5.371us + bytes / 1.24e+03 GB/s, misses by 24.3% RMS,
# so it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.831us 2M:5.871us 16M:24.06us 64M:82.48us 256M:182.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.02us + bytes / 83 GB/s, misses by
# 15.7% RMS, so it is not used.
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.84us 2M:33.04us 16M:245us 64M:936.9us 256M:3.676ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 77.06us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 166 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.32us 16M:97.07us 64M:407us 256M:1.648ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.56us +
# bytes / 7.82 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.704us 64K:23.54us 2M:270us 16M:2.004ms 64M:8.551ms 256M:33.56ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.6us + bytes / 12.3 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.07us 64K:29.66us 2M:257.6us 16M:1.312ms 64M:5.097ms 256M:19.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.76 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 12.7% RMS relative over 20 repetitions.
host_read_ns = 64K:6.588us 2M:229.5us 16M:2.404ms 64M:10.09ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.3 GB/s, misses by
# 33.7% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.14us 2M:65.62us 16M:921.5us 64M:5.672ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

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
