# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:42:34Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:42:34Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.5% RMS relative over 5 repetitions.
launch_ns = 4.269us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.674us + bytes / 6.24e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 28.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.615us 64K:2.678us 1M:2.818us 1536K:2.581us 2M:51.44us 8M:45.9us 64M:51.15us 256M:54.94us 1G:177us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.898us + bytes / 1.45e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:2.261us 64K:2.245us 1M:2.298us 1536K:2.241us 2M:39.61us 8M:44.03us 64M:92.52us 256M:180.6us 1G:628.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.381us + bytes / 7.4e+03 GB/s, misses by 63.1% RMS, so it is not used.
# Residual: 35.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.478us 64K:2.972us 2M:22.76us 16M:23.58us 64M:35.04us 256M:35.19us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.25us +
# bytes / 2.33e+05 GB/s, written at the measured sizes (the medians would give
# 10.9%).
# Residual: 11.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.25us 64K:11.25us 2M:11.26us 16M:11.32us 64M:11.54us 256M:12.4us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 26.8%, 512K
# 26.9%, 1M 27.1%, 2M 26.7%, 4M 26.4%, 8M 25.1%, 16M 23.9%, 32M 23.9%.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.94us     81.46us
# seq             2M          0         2         2     2097152           0     238.3us     255.5us
# seq            16M          0        16        16    16777216           0     1.898ms     1.867ms
# seq            64M          0        64        64    67108864           0     6.155ms     7.393ms
# seq           256M          0       256       256   268435456           0     26.63ms     29.49ms
# stride         64M        64K         4        32    67108864           0     4.553ms     4.482ms
# stride        256M         2M        16       128     8388608           0     1.921ms     2.253ms
# random         16M          0        16        16    16777216           0     2.373ms     1.867ms
# random         64M          0        39       104    67108864           0     6.976ms     6.603ms
# random        256M          0       127       907   268435456           0     36.28ms     28.95ms
# fresh           2M          0         2         2           0     2097152     120.8us     133.4us
# fresh          16M          0        16        16           0    16777216     755.6us     890.3us
# fresh          64M          0        64        64           0    67108864     3.982ms     3.485ms
# fresh         256M          0       256       256           0   268435456     18.55ms     13.86ms
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
# defaults). Result: 44.27us per batch, 7.94us per VA block, bytes / 16.7 GB/s
# moved, 25.32us per faulting kernel, bytes / 566 GB/s zero-filled.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_batch_ns = 44.27us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_block_ns = 7.94us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:245.7ns 64K:3.932us 512K:31.45us 1M:62.9us 2M:125.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_wake_ns = 25.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:7.238ns 64K:115.8ns 512K:926.4ns 1M:1.853us 2M:3.706us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 71.49us +
# bytes / 49.7 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 9.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:72.81us 2M:113.7us 16M:409.1us 64M:1.422ms 256M:5.474ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.31us + bytes / 13.8 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.61us 2M:237.8us 16M:1.584ms 64M:3.891ms 256M:18.39ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.32us + bytes / 9.67 GB/s, written at the measured sizes (the
# medians would give 12.0%).
# Residual: 12.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.1us 512K:71.53us 2M:234.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 27.63us + bytes / 3.81 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 9.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.83us 512K:165.2us 2M:577.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 293us + bytes / 2.71 GB/s, written at the
# measured sizes (the medians would give 6.5%).
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:317.2us 256K:389.9us 2M:1.068ms 16M:6.492ms 64M:25.09ms 256M:99.47ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.706us + bytes / 1.78e+03 GB/s, misses by 22.0% RMS,
# so it is not used.
# Residual: 14.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.334us 2M:2.276us 16M:11.64us 64M:40.1us 256M:156us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.38us + bytes / 87.5 GB/s, misses
# by 22.4% RMS, so it is not used.
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.13us 2M:29.16us 16M:239us 64M:851.8us 256M:3.397ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 566.6ns +
# bytes / 171 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.54us 16M:98.05us 64M:386.9us 256M:1.588ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.068us
# + bytes / 11.6 GB/s, misses by 34.8% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.824us 64K:22.8us 2M:125.7us 16M:1.861ms 64M:7.335ms 256M:33.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.76us + bytes / 11.6 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.23us 64K:28.05us 2M:261.8us 16M:1.179ms 64M:6.023ms 256M:23.83ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14 GB/s, misses by 42.5% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_read_ns = 64K:2.815us 2M:101.5us 16M:1.915ms 64M:9.663ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33.7 GB/s, misses by
# 46.2% RMS, so it is not used.
# Residual: 10.1% RMS relative over 20 repetitions.
host_write_ns = 64K:840ns 2M:43.18us 16M:1.074ms 64M:5.486ms


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
