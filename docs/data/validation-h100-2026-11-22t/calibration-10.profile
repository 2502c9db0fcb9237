# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:16:44Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:16:44Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.4% RMS relative over 5 repetitions.
launch_ns = 4.856us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.127us + bytes / 6.45e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 22.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.184us 64K:3.117us 1M:2.964us 1536K:3.052us 2M:63.34us 8M:56.83us 64M:81.64us 256M:63.78us 1G:122.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.631us + bytes / 1.26e+03 GB/s, misses by 45.8% RMS, so it is
# not used.
# Residual: 16.1% RMS relative over 45 repetitions.
free_ns = 4K:4.526us 64K:3.984us 1M:3.781us 1536K:3.8us 2M:45.5us 8M:50.43us 64M:84.75us 256M:202us 1G:687.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. Fit (weighted
# least squares, relative errors, 30 points at 6 sizes): 16.34us + bytes *
# -5.51e-06 ns/B, written at the measured sizes (the medians would give
# 13.0%).
# Residual: 13.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:16.34us 64K:16.34us 2M:16.33us 16M:16.25us 64M:15.97us 256M:14.86us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 15.32us +
# bytes / 8.59e+05 GB/s, written at the measured sizes (the medians would give
# 14.0%).
# Residual: 14.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.32us 64K:15.32us 2M:15.32us 16M:15.34us 64M:15.4us 256M:15.63us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.42us     59.49us
# seq             2M          0         2         2     2097152           0     243.2us     209.1us
# seq            16M          0        16        16    16777216           0     1.358ms     1.372ms
# seq            64M          0        64        64    67108864           0     6.399ms     5.361ms
# seq           256M          0       256       256   268435456           0     27.72ms     21.31ms
# stride         64M        64K        64        64    67108864           0     4.641ms     5.361ms
# stride        256M         2M       128       128     8388608           0     1.996ms     2.158ms
# random         16M          0        10        55    16777216           0     1.536ms     1.729ms
# random         64M          0        38       373    67108864           0     8.383ms     8.242ms
# random        256M          0       160      1651   268435456           0     48.69ms     34.38ms
# fresh           2M          0         2         2           0     2097152     105.5us     140.7us
# fresh          16M          0        16        16           0    16777216     948.6us     824.6us
# fresh          64M          0        64        64           0    67108864     3.442ms     3.169ms
# fresh         256M          0       256       256           0   268435456     15.03ms     12.55ms
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
# defaults). Result: 2.548us per batch, 9.539us per VA block, bytes / 14.8
# GB/s moved, 42.97us per faulting kernel, bytes / 28.5 GB/s zero-filled.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_batch_ns = 2.548us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_block_ns = 9.539us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:277.4ns 64K:4.438us 512K:35.5us 1M:71us 2M:142us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_wake_ns = 42.97us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:143.6ns 64K:2.298us 512K:18.38us 1M:36.76us 2M:73.52us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 74.6us + bytes /
# 43.8 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 18.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:66.38us 2M:153.2us 16M:515.4us 64M:1.431ms 256M:5.46ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.15us + bytes / 15.2 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 26.2% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.4us 2M:194.4us 16M:969.1us 64M:4.329ms 256M:15.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.76us + bytes / 14.1 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 6.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.41us 512K:51.01us 2M:162.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.95us + bytes / 4.73 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.44us 512K:156.3us 2M:447.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 296.8us + bytes / 2.5 GB/s, written at the
# measured sizes (the medians would give 6.7%).
# Residual: 12.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:323us 256K:401.6us 2M:1.135ms 16M:7.006ms 64M:27.13ms 256M:107.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.632us + bytes / 1.83e+03 GB/s, misses by 21.8% RMS,
# so it is not used.
# Residual: 14.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.236us 2M:2.199us 16M:11.23us 64M:39.32us 256M:150.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11.99us + bytes / 102 GB/s,
# written at the measured sizes (the medians would give 8.6%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.63us 2M:32.46us 16M:175.7us 64M:667us 256M:2.632ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.58us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 152 GB/s, misses by 30.7% RMS, so it is not used.
# Residual: 31.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.23us 16M:97.51us 64M:406.5us 256M:1.771ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.385us
# + bytes / 9.46 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.557us 64K:20.79us 2M:220.3us 16M:1.727ms 64M:6.746ms 256M:26.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.51us + bytes / 14 GB/s,
# misses by 23.6% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.169us 64K:26.44us 2M:219.5us 16M:1.119ms 64M:4.288ms 256M:17.77ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 783.8ns +
# bytes / 9.51 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 10.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.391us 2M:194.2us 16M:1.686ms 64M:8.775ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.6 GB/s, misses by
# 36.1% RMS, so it is not used.
# Residual: 15.3% RMS relative over 20 repetitions.
host_write_ns = 64K:966ns 2M:48.9us 16M:728.5us 64M:4.328ms


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
