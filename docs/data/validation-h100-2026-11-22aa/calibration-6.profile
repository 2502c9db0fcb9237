# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:41:05Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:41:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.7% RMS relative over 5 repetitions.
launch_ns = 3.844us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.021us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.356us + bytes / 9.76e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 28.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.677us 64K:2.778us 1M:2.628us 1536K:2.707us 2M:47.08us 8M:48.35us 64M:62.24us 256M:40.27us 1G:90.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.28us + bytes / 2.66e+03 GB/s, misses by 53.9% RMS, so it is not
# used.
# Residual: 23.5% RMS relative over 45 repetitions.
free_ns = 4K:1.398us 64K:1.438us 1M:1.458us 1536K:1.448us 2M:38.51us 8M:44.47us 64M:74.06us 256M:114.9us 1G:325.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.441us + bytes / 6.08e+03 GB/s, misses by 62.7% RMS, so it is not used.
# Residual: 41.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.724us 64K:2.604us 2M:15.78us 16M:24.62us 64M:45.03us 256M:41.74us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.939us +
# bytes / 5.04e+05 GB/s, written at the measured sizes (the medians would give
# 12.5%).
# Residual: 12.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.939us 64K:7.939us 2M:7.943us 16M:7.973us 64M:8.072us 256M:8.472us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.6%, 512K
# 23.2%, 1M 22.5%, 2M 21.4%, 4M 21.3%, 8M 21.6%, 16M 21.8%, 32M 22.4%.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.74us     62.26us
# seq             2M          0         2         2     2097152           0     169.4us     211.6us
# seq            16M          0        16        16    16777216           0     1.312ms     1.373ms
# seq            64M          0        64        64    67108864           0     7.828ms     5.356ms
# seq           256M          0       256       256   268435456           0     26.56ms     21.29ms
# stride         64M        64K        16        32    67108864           0     4.225ms     4.965ms
# stride        256M         2M        64       128     8388608           0     1.854ms     2.177ms
# random         16M          0         9        23    16777216           0     1.473ms     1.459ms
# random         64M          0        35       230    67108864           0     6.892ms     7.386ms
# random        256M          0       128      1431   268435456           0     47.41ms     35.66ms
# fresh           2M          0         2         2           0     2097152     141.9us       173us
# fresh          16M          0        16        16           0    16777216     1.041ms     1.065ms
# fresh          64M          0        64        64           0    67108864     5.129ms     4.122ms
# fresh         256M          0       256       256           0   268435456      17.7ms     16.35ms
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
# defaults). Result: 0ns per batch, 12.23us per VA block, bytes / 14.8 GB/s
# moved, 45.61us per faulting kernel, bytes / 20.4 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_block_ns = 12.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:276.4ns 64K:4.422us 512K:35.38us 1M:70.75us 2M:141.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_wake_ns = 45.61us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:201ns 64K:3.217us 512K:25.73us 1M:51.47us 2M:102.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 65.63us +
# bytes / 45.4 GB/s, written at the measured sizes (the medians would give
# 4.1%).
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:67.07us 2M:111.8us 16M:434.8us 64M:1.542ms 256M:5.972ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.68us + bytes / 13.1 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 10.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.74us 2M:217.6us 16M:1.409ms 64M:5.285ms 256M:16.15ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 21us + bytes / 12.8 GB/s, misses by 33.4% RMS, so it is not used.
# Residual: 34.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:34.04us 512K:54.4us 2M:203.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 18.89us + bytes / 3.84 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.95us 512K:161.6us 2M:532.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 247.2us + bytes / 3.04 GB/s, misses by 31.2% RMS, so
# it is not used.
# Residual: 27.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:291.9us 256K:327.6us 2M:721.6us 16M:5.712ms 64M:26.83ms 256M:95.79ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.272us + bytes / 1.68e+03 GB/s, misses by 18.1% RMS,
# so it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.795us 2M:3.019us 16M:13.32us 64M:41.86us 256M:162.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11.41us + bytes / 115 GB/s,
# written at the measured sizes (the medians would give 6.9%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.98us 2M:29.58us 16M:156.7us 64M:592.8us 256M:2.337ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.49us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.238us +
# bytes / 200 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.2us 16M:83.67us 64M:335.9us 256M:1.358ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.683us
# + bytes / 11.1 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 16.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.549us 64K:22.76us 2M:155.6us 16M:1.639ms 64M:7.241ms 256M:29.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.68us + bytes / 12.1 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.427us 64K:27.54us 2M:240.5us 16M:1.616ms 64M:4.931ms 256M:19.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.7 GB/s, misses by 32.5% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.359us 2M:119.2us 16M:1.838ms 64M:7.619ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.1 GB/s, misses by
# 37.8% RMS, so it is not used.
# Residual: 13.9% RMS relative over 20 repetitions.
host_write_ns = 64K:941ns 2M:51.44us 16M:944.5us 64M:4.672ms


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
