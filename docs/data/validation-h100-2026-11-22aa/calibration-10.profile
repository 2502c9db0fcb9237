# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:43:06Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:43:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 11.2% RMS relative over 5 repetitions.
launch_ns = 2.988us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.091us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.583us + bytes / 8.56e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 28.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.739us 64K:1.584us 1M:1.474us 1536K:1.529us 2M:43.37us 8M:32.35us 64M:39.05us 256M:52.61us 1G:127.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.095us + bytes / 2.72e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 20.1% RMS relative over 45 repetitions.
free_ns = 4K:1.302us 64K:1.349us 1M:1.278us 1536K:1.274us 2M:29.24us 8M:31.15us 64M:49.71us 256M:101.8us 1G:321.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.597us + bytes / 5.16e+03 GB/s, misses by 69.0% RMS, so it is not used.
# Residual: 50.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.277us 64K:2.297us 2M:28.77us 16M:63.88us 64M:56.79us 256M:49.28us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.43us +
# bytes * -2.71e-06 ns/B, written at the measured sizes (the medians would
# give 12.0%).
# Residual: 12.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.43us 64K:11.43us 2M:11.42us 16M:11.38us 64M:11.24us 256M:10.7us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.0%, 512K
# 21.7%, 1M 21.1%, 2M 20.1%, 4M 19.4%, 8M 19.1%, 16M 19.8%, 32M 20.7%.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     88.93us     90.48us
# seq             2M          0         2         2     2097152           0     235.4us     288.5us
# seq            16M          0        16        16    16777216           0     1.801ms     1.878ms
# seq            64M          0        64        64    67108864           0     9.164ms     7.329ms
# seq           256M          0       256       256   268435456           0     38.66ms     29.13ms
# stride         64M        64K         8        32    67108864           0     6.129ms     6.385ms
# stride        256M         2M        32       128     8388608           0     2.871ms     3.011ms
# random         16M          0        12        16    16777216           0     1.647ms     1.846ms
# random         64M          0        36       161    67108864           0     8.402ms     8.597ms
# random        256M          0       125      1211   268435456           0     53.69ms     42.78ms
# fresh           2M          0         2         2           0     2097152     356.9us     288.2us
# fresh          16M          0        16        16           0    16777216     2.264ms     1.876ms
# fresh          64M          0        64        64           0    67108864     6.743ms     7.319ms
# fresh         256M          0       256       256           0   268435456     25.37ms     29.09ms
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
# defaults). Result: 8.058us per batch, 15.4us per VA block, bytes / 11.6 GB/s
# moved, 61.39us per faulting kernel, bytes / 11.7 GB/s zero-filled.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_batch_ns = 8.058us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_block_ns = 15.4us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:351.9ns 64K:5.631us 512K:45.05us 1M:90.09us 2M:180.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_wake_ns = 61.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:351.4ns 64K:5.622us 512K:44.97us 1M:89.95us 2M:179.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 71.52us +
# bytes / 48.8 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:72.86us 2M:114.5us 16M:415.4us 64M:1.447ms 256M:5.573ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.87us + bytes / 14.5 GB/s, written at the measured sizes (the
# medians would give 2.8%).
# Residual: 7.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.38us 2M:159.3us 16M:1.17ms 64M:4.636ms 256M:18.5ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 15.3us + bytes / 12.6 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 8.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.48us 512K:56.76us 2M:181.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.14us + bytes / 3.77 GB/s, written at the measured sizes (the
# medians would give 5.7%).
# Residual: 7.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.54us 512K:159.3us 2M:576.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 341.3us + bytes / 2.69 GB/s, misses by 21.1% RMS, so
# it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:438.4us 256K:497.9us 2M:853.9us 16M:6.584ms 64M:27.74ms 256M:110.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.128us + bytes / 1.67e+03 GB/s, misses by 19.3% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.612us 2M:2.882us 16M:13.29us 64M:43.13us 256M:162.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.94us + bytes / 97.8 GB/s, misses
# by 20.7% RMS, so it is not used.
# Residual: 9.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.67us 2M:24.86us 16M:246.3us 64M:799.9us 256M:2.771ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 15.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 186.2ns +
# bytes / 182 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.96us 16M:89.75us 64M:364.4us 256M:1.453ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.634us
# + bytes / 10.5 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.236us 64K:23.65us 2M:146.9us 16M:1.99ms 64M:7.576ms 256M:32.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.61us + bytes / 13.1 GB/s,
# misses by 24.9% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.07us 64K:28.8us 2M:252.2us 16M:1.244ms 64M:4.702ms 256M:18.27ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.7 GB/s, misses by 37.1% RMS, so it is not used.
# Residual: 32.7% RMS relative over 20 repetitions.
host_read_ns = 64K:4.307us 2M:109.5us 16M:1.786ms 64M:9.515ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.3 GB/s, misses by
# 33.8% RMS, so it is not used.
# Residual: 17.3% RMS relative over 20 repetitions.
host_write_ns = 64K:956ns 2M:66.37us 16M:830.3us 64M:6.373ms


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
