# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:30:49Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:30:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.558us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.016us + bytes / 6.8e+03 GB/s, misses by 57.4% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:4.368us 64K:2.873us 1M:2.944us 1536K:2.829us 2M:52.53us 8M:48.76us 64M:54.15us 256M:61.44us 1G:117.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.14us + bytes / 1.3e+03 GB/s, misses by 48.6% RMS, so it is not
# used.
# Residual: 18.8% RMS relative over 45 repetitions.
free_ns = 4K:2.54us 64K:2.638us 1M:2.677us 1536K:2.549us 2M:40.86us 8M:47.55us 64M:98.41us 256M:204.7us 1G:730.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 13.08us + bytes / 5.98e+05
# GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:14.11us 64K:12.63us 2M:12.57us 16M:13.31us 64M:12.39us 256M:13.68us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13us + bytes /
# 1.11e+05 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.08us 64K:12.64us 2M:12.91us 16M:12.79us 64M:12.85us 256M:15.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     100.9us     74.16us
# seq             2M          0         2         2     2097152           0     317.7us     286.3us
# seq            16M          0        16        16    16777216           0     1.746ms     1.934ms
# seq            64M          0        64        64    67108864           0     9.699ms     7.583ms
# seq           256M          0       256       256   268435456           0      42.7ms     30.18ms
# stride         64M        64K        64        64    67108864           0     6.683ms     7.583ms
# stride        256M         2M       128       128     8388608           0     2.859ms     3.029ms
# random         16M          0        10        55    16777216           0     1.561ms     2.103ms
# random         64M          0        38       373    67108864           0     9.455ms     9.156ms
# random        256M          0       160      1651   268435456           0     48.58ms     37.52ms
# fresh           2M          0         2         2           0     2097152     140.9us     193.8us
# fresh          16M          0        16        16           0    16777216     1.143ms     1.194ms
# fresh          64M          0        64        64           0    67108864     5.574ms     4.623ms
# fresh         256M          0       256       256           0   268435456     24.01ms     18.34ms
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
# defaults). Result: 10.96us per batch, 6.014us per VA block, bytes / 10.4
# GB/s moved, 50.9us per faulting kernel, bytes / 19.2 GB/s zero-filled.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_batch_ns = 10.96us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_block_ns = 6.014us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:393.4ns 64K:6.295us 512K:50.36us 1M:100.7us 2M:201.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_wake_ns = 50.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:212.8ns 64K:3.405us 512K:27.24us 1M:54.47us 2M:108.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 82.08us +
# bytes / 49.1 GB/s, written at the measured sizes (the medians would give
# 1.5%).
# Residual: 7.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:83.41us 2M:124.8us 16M:423.7us 64M:1.448ms 256M:5.547ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.46us + bytes / 9.69 GB/s, written at the measured sizes (the
# medians would give 1.3%).
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.22us 2M:233.8us 16M:1.748ms 64M:6.939ms 256M:27.71ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.49us + bytes / 8.91 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 6.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.84us 512K:75.33us 2M:251.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.14us + bytes / 3.28 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 10.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.15us 512K:184.2us 2M:664.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 310.7us + bytes / 2.53 GB/s, written at the
# measured sizes (the medians would give 3.9%).
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:336.6us 256K:414.4us 2M:1.141ms 16M:6.95ms 64M:26.87ms 256M:106.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.023us + bytes / 916 GB/s, misses by 20.7% RMS, so
# it is not used.
# Residual: 12.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.13us 2M:4.198us 16M:22.52us 64M:80.05us 256M:312.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.56us + bytes / 72.4 GB/s, misses
# by 24.4% RMS, so it is not used.
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.75us 2M:28.78us 16M:275.6us 64M:1.081ms 256M:4.303ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 14.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 158 GB/s, misses by 28.8% RMS, so it is not used.
# Residual: 28.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.92us 16M:98.28us 64M:397.4us 256M:1.707ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.798us
# + bytes / 7.41 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 17.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.995us 64K:20.71us 2M:271.1us 16M:2.257ms 64M:8.655ms 256M:35.02ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.73us + bytes / 10.1 GB/s,
# misses by 21.9% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.1us 64K:30.67us 2M:265.9us 16M:1.599ms 64M:6.209ms 256M:24.68ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 6.09 GB/s, written at the measured sizes (the medians would
# give 14.3%).
# Residual: 12.5% RMS relative over 20 repetitions.
host_read_ns = 64K:10.44us 2M:344us 16M:2.754ms 64M:11.02ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.3 GB/s, misses by
# 42.5% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.127us 2M:54.9us 16M:1.218ms 64M:5.818ms


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
