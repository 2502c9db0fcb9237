# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:29:08Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:29:08Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.233us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.768us + bytes / 6.97e+03 GB/s, misses by 58.2% RMS,
# so it is not used.
# Residual: 22.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.541us 64K:2.701us 1M:2.668us 1536K:2.7us 2M:54.5us 8M:47.82us 64M:69.57us 256M:77.19us 1G:109.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.082us + bytes / 1.47e+03 GB/s, misses by 49.6% RMS, so it is
# not used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:2.529us 64K:2.414us 1M:2.305us 1536K:2.365us 2M:40.07us 8M:46.83us 64M:90.54us 256M:192.2us 1G:602.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.545us + bytes / 6.73e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 33.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.125us 64K:2.779us 2M:24.71us 16M:27.25us 64M:39.73us 256M:38.15us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.98us +
# bytes / 2.44e+05 GB/s, written at the measured sizes (the medians would give
# 10.5%).
# Residual: 10.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.98us 64K:11.98us 2M:11.99us 16M:12.05us 64M:12.25us 256M:13.08us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.5%, 512K
# 23.2%, 1M 22.7%, 2M 21.7%, 4M 21.0%, 8M 20.1%, 16M 20.1%, 32M 20.6%.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.41us     55.17us
# seq             2M          0         2         2     2097152           0     200.8us     222.3us
# seq            16M          0        16        16    16777216           0     1.609ms     1.646ms
# seq            64M          0        64        64    67108864           0     6.499ms     6.529ms
# seq           256M          0       256       256   268435456           0      31.6ms     26.06ms
# stride         64M        64K         8        32    67108864           0     4.717ms     4.931ms
# stride        256M         2M        32       128     8388608           0     1.867ms     2.362ms
# random         16M          0        12        16    16777216           0      1.46ms      1.55ms
# random         64M          0        36       161    67108864           0     7.402ms     6.628ms
# random        256M          0       125      1211   268435456           0     39.08ms      30.5ms
# fresh           2M          0         2         2           0     2097152     104.5us     126.9us
# fresh          16M          0        16        16           0    16777216     807.6us     883.4us
# fresh          64M          0        64        64           0    67108864     4.265ms     3.477ms
# fresh         256M          0       256       256           0   268435456     17.15ms     13.85ms
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
# defaults). Result: 23.99us per batch, 7.944us per VA block, bytes / 15 GB/s
# moved, 18.87us per faulting kernel, bytes / 47.4 GB/s zero-filled.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_batch_ns = 23.99us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_block_ns = 7.944us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:272.6ns 64K:4.361us 512K:34.89us 1M:69.78us 2M:139.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_wake_ns = 18.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:86.34ns 64K:1.381us 512K:11.05us 1M:22.1us 2M:44.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.53us + bytes /
# 46.3 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 2.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.91us 2M:121.5us 16M:434us 64M:1.39ms 256M:5.346ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.86us + bytes / 13.2 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.95us 2M:186.7us 16M:1.278ms 64M:7.072ms 256M:17.61ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.1us + bytes / 12.7 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 8.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.26us 512K:55.43us 2M:179.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.37us + bytes / 4.46 GB/s, written at the measured sizes (the
# medians would give 13.1%).
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.08us 512K:139us 2M:492us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 301.3us + bytes / 2.64 GB/s, written at the
# measured sizes (the medians would give 3.4%).
# Residual: 12.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:326.1us 256K:400.7us 2M:1.096ms 16M:6.662ms 64M:25.74ms 256M:102.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.083us + bytes / 1.58e+03 GB/s, misses by 20.2% RMS,
# so it is not used.
# Residual: 13.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.668us 2M:2.833us 16M:13.79us 64M:44.87us 256M:171.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 10.86us + bytes / 105 GB/s,
# written at the measured sizes (the medians would give 6.3%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.49us 2M:30.87us 16M:170.9us 64M:651.2us 256M:2.572ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 26.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.37us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.466us +
# bytes / 166 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.24us 16M:100.9us 64M:406.1us 256M:1.643ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.079us
# + bytes / 11.9 GB/s, misses by 30.0% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.414us 64K:25.2us 2M:138.1us 16M:1.305ms 64M:6.72ms 256M:29.27ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.76us + bytes / 12.5 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.99us 64K:27.68us 2M:243.1us 16M:1.285ms 64M:4.958ms 256M:19.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 141.8ns +
# bytes / 15.3 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 28.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.233us 2M:106us 16M:1.537ms 64M:7.323ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.5 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:915ns 2M:47.29us 16M:726.6us 64M:4.442ms


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
