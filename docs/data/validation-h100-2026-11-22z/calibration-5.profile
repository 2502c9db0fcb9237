# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:27:06Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:27:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.2% RMS relative over 5 repetitions.
launch_ns = 3.369us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.071us + bytes / 9.14e+03 GB/s, misses by 60.7% RMS,
# so it is not used.
# Residual: 22.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.759us 64K:2.857us 1M:1.803us 1536K:1.744us 2M:42.15us 8M:38.31us 64M:55.84us 256M:73.46us 1G:97.59us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.299us + bytes / 2.54e+03 GB/s, misses by 51.5% RMS, so it is
# not used.
# Residual: 17.8% RMS relative over 45 repetitions.
free_ns = 4K:1.599us 64K:1.522us 1M:1.407us 1536K:1.44us 2M:33.77us 8M:35us 64M:64.75us 256M:111.1us 1G:339us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.973us + bytes / 7.56e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 41.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.67us 64K:3.582us 2M:28.81us 16M:61.16us 64M:54.92us 256M:34.2us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.964us +
# bytes * -4.04e-06 ns/B, written at the measured sizes (the medians would
# give 8.1%).
# Residual: 8.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.964us 64K:9.964us 2M:9.956us 16M:9.896us 64M:9.693us 256M:8.878us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.1%, 512K
# 19.9%, 1M 19.7%, 2M 19.9%, 4M 20.5%, 8M 21.5%, 16M 22.5%, 32M 23.5%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.44us     69.07us
# seq             2M          0         2         2     2097152           0     231.2us       252us
# seq            16M          0        16        16    16777216           0     1.379ms     1.691ms
# seq            64M          0        64        64    67108864           0     8.098ms     6.623ms
# seq           256M          0       256       256   268435456           0     41.46ms     26.35ms
# stride         64M        64K        64        64    67108864           0     6.369ms     6.623ms
# stride        256M         2M       128       128     8388608           0     2.811ms     2.931ms
# random         16M          0        10        55    16777216           0     2.337ms      2.28ms
# random         64M          0        38       373    67108864           0     10.91ms     11.33ms
# random        256M          0       160      1651   268435456           0     53.61ms     47.65ms
# fresh           2M          0         2         2           0     2097152     179.5us     211.8us
# fresh          16M          0        16        16           0    16777216     1.305ms     1.368ms
# fresh          64M          0        64        64           0    67108864     6.066ms     5.334ms
# fresh         256M          0       256       256           0   268435456     25.42ms     21.19ms
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
# defaults). Result: 1.8us per batch, 15.39us per VA block, bytes / 12.3 GB/s
# moved, 46.53us per faulting kernel, bytes / 16 GB/s zero-filled.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 1.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 15.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:334.2ns 64K:5.348us 512K:42.78us 1M:85.57us 2M:171.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 46.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:255.6ns 64K:4.089us 512K:32.71us 1M:65.42us 2M:130.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.91us + bytes /
# 46.1 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.54us 2M:123.9us 16M:459.2us 64M:1.367ms 256M:5.333ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.16us + bytes / 14.2 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.36us 2M:268.1us 16M:1.112ms 64M:4.419ms 256M:17.86ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.73us + bytes / 8.05 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.87us 512K:83.85us 2M:279.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 16.27us + bytes / 3.01 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 11.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.07us 512K:190.7us 2M:713.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 234.9us + bytes / 3.08 GB/s, misses by 19.5% RMS, so
# it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:259.2us 256K:324.1us 2M:771us 16M:5.606ms 64M:22.68ms 256M:104.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.375us + bytes / 1.48e+03 GB/s, misses by 23.3% RMS,
# so it is not used.
# Residual: 19.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.792us 2M:2.832us 16M:14.85us 64M:48.42us 256M:182.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 18.21us + bytes / 81.6 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 7.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.51us 2M:37.92us 16M:265.8us 64M:1.032ms 256M:2.909ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.92us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 552.8ns +
# bytes / 190 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.54us 16M:88.05us 64M:355.4us 256M:1.422ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.775us
# + bytes / 11.1 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 15.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.397us 64K:23.08us 2M:161.2us 16M:1.46ms 64M:6.794ms 256M:29.93ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.1us + bytes / 11.6 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.65us 64K:31.52us 2M:251.2us 16M:1.627ms 64M:5.539ms 256M:20.08ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13 GB/s, misses by 36.2% RMS, so it is not used.
# Residual: 19.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.564us 2M:110.6us 16M:1.98ms 64M:9.589ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.6 GB/s, misses by
# 38.8% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.017us 2M:52.76us 16M:942.2us 64M:5.334ms


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
