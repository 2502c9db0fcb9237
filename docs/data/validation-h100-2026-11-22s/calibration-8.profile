# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:05:15Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:05:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 3.084us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.56us + bytes / 9.96e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 22.7% RMS relative over 45 repetitions.
malloc_ns = 4K:1.568us 64K:1.623us 1M:1.534us 1536K:1.561us 2M:33.13us 8M:31.72us 64M:36.22us 256M:38.68us 1G:84.38us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.098us + bytes / 2.94e+03 GB/s, misses by 50.5% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:1.323us 64K:1.319us 1M:1.202us 1536K:1.198us 2M:28.98us 8M:30.35us 64M:44.99us 256M:103.4us 1G:300.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 7.618us + bytes * -8.1e-08
# ns/B, misses by 20.3% RMS, so it is not used.
# Residual: 19.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:8.602us 64K:6.952us 2M:7.274us 16M:7.314us 64M:7.242us 256M:7.716us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.683us +
# bytes / 4.61e+05 GB/s, written at the measured sizes (the medians would give
# 14.0%).
# Residual: 14.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.683us 64K:7.683us 2M:7.688us 16M:7.719us 64M:7.829us 256M:8.266us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     61.22us     58.78us
# seq             2M          0         2         2     2097152           0     232.4us     225.5us
# seq            16M          0        16        16    16777216           0     1.537ms     1.571ms
# seq            64M          0        64        64    67108864           0     7.902ms     6.185ms
# seq           256M          0       256       256   268435456           0     37.01ms     24.64ms
# stride         64M        64K        64        64    67108864           0     4.603ms     6.185ms
# stride        256M         2M       128       128     8388608           0     3.344ms     3.292ms
# random         16M          0        10        55    16777216           0     1.861ms     1.946ms
# random         64M          0        38       373    67108864           0      9.35ms     9.359ms
# random        256M          0       160      1651   268435456           0     50.01ms     39.18ms
# fresh           2M          0         2         2           0     2097152     109.5us     135.3us
# fresh          16M          0        16        16           0    16777216     781.2us       849us
# fresh          64M          0        64        64           0    67108864     3.284ms     3.296ms
# fresh         256M          0       256       256           0   268435456     21.63ms     13.08ms
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
# defaults). Result: 9.658us per batch, 11.09us per VA block, bytes / 13.9
# GB/s moved, 33.32us per faulting kernel, bytes / 34.7 GB/s zero-filled.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_batch_ns = 9.658us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_block_ns = 11.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:294.4ns 64K:4.711us 512K:37.68us 1M:75.37us 2M:150.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_wake_ns = 33.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:118.1ns 64K:1.89us 512K:15.12us 1M:30.23us 2M:60.47us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.72us + bytes /
# 43.9 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.44us 2M:114.1us 16M:466.4us 64M:1.403ms 256M:5.534ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 13.7us + bytes / 10.2 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 18.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.07us 2M:242.2us 16M:1.529ms 64M:6.29ms 256M:26.98ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.2us + bytes / 9.22 GB/s, written at the measured sizes (the
# medians would give 8.3%).
# Residual: 8.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.3us 512K:73.04us 2M:243.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.9us + bytes / 3.4 GB/s, written at the measured sizes (the
# medians would give 8.6%).
# Residual: 11.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.18us 512K:175.1us 2M:637.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 248.4us + bytes / 3.21 GB/s, misses by 23.0% RMS, so
# it is not used.
# Residual: 20.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:309.6us 256K:386us 2M:781.9us 16M:5.86ms 64M:21.66ms 256M:87.96ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.466us + bytes / 1.15e+03 GB/s, misses by 21.4% RMS,
# so it is not used.
# Residual: 12.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.451us 2M:3.382us 16M:17.9us 64M:63.33us 256M:248.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 18.07us + bytes / 74.1
# GB/s, written at the measured sizes (the medians would give 6.3%).
# Residual: 14.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.95us 2M:46.36us 16M:244.4us 64M:923.4us 256M:3.639ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.86us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.636us +
# bytes / 204 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 25.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.31us 16M:77.34us 64M:306.1us 256M:1.463ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.373us
# + bytes / 6.47 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 21.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.552us 64K:22.63us 2M:443.6us 16M:3.079ms 64M:9.04ms 256M:40.64ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.08us + bytes / 10.4 GB/s,
# misses by 26.7% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.2us 64K:31.5us 2M:260.1us 16M:1.756ms 64M:7.013ms 256M:18.13ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 101.9ns +
# bytes / 8.61 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 15.9% RMS relative over 20 repetitions.
host_read_ns = 64K:7.403us 2M:201.8us 16M:2.287ms 64M:8.764ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.7 GB/s, misses by
# 23.3% RMS, so it is not used.
# Residual: 12.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.252us 2M:89.04us 16M:1.005ms 64M:5.085ms


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
