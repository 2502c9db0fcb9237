# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/machine.profile --base
# scripts/../profiles/h100-pcie5.profile --from
# /root/out/w/val/gpu/calibration-1.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-2.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-3.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-4.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-5.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-6.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-7.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-8.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-9.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-10.profile.measurements.csv` on
# 2026-11-22T01:01:51Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:01:51Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 23.5% RMS relative over 50 repetitions.
launch_ns = 4.206us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.156us + bytes / 7.57e+03 GB/s, misses by 62.6% RMS,
# so it is not used.
# Residual: 41.6% RMS relative over 450 repetitions.
malloc_ns = 4K:2.675us 64K:2.529us 1M:2.571us 1536K:2.553us 2M:49.83us 8M:44.24us 64M:51.62us 256M:73.29us 1G:124us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.52us + bytes / 2.16e+03 GB/s, misses by 58.8% RMS, so it is not
# used.
# Residual: 43.9% RMS relative over 450 repetitions.
free_ns = 4K:2.374us 64K:2.162us 1M:2.124us 1536K:2.169us 2M:39.08us 8M:41.89us 64M:73.97us 256M:168us 1G:563.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (300 points at 6 sizes): the best line, 9.562us + bytes / 3.75e+06
# GB/s, misses by 34.9% RMS, so it is not used.
# Residual: 40.0% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:14.66us 64K:11.06us 2M:11us 16M:11.57us 64M:11.2us 256M:11.54us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 9.687us + bytes /
# 3.74e+05 GB/s, misses by 32.2% RMS, so it is not used.
# Residual: 36.8% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.2us 64K:11.16us 2M:11.28us 16M:11.27us 64M:11.81us 256M:12.15us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.42us     57.33us
# seq             2M          0         2         2     2097152           0     248.2us     234.6us
# seq            16M          0        16        16    16777216           0     1.835ms     1.614ms
# seq            64M          0        64        64    67108864           0     8.326ms     6.344ms
# seq           256M          0       256       256   268435456           0     35.36ms     25.27ms
# stride         64M        64K        64        64    67108864           0     5.823ms     6.344ms
# stride        256M         2M       128       128     8388608           0     2.615ms     2.572ms
# random         16M          0        10        55    16777216           0     1.446ms     1.765ms
# random         64M          0        38       373    67108864           0     8.399ms     7.741ms
# random        256M          0       160      1651   268435456           0     42.32ms     31.77ms
# fresh           2M          0         2         2           0     2097152     131.2us     152.6us
# fresh          16M          0        16        16           0    16777216     906.2us       958us
# fresh          64M          0        64        64           0    67108864     5.312ms     3.719ms
# fresh         256M          0       256       256           0   268435456     21.44ms     14.77ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 700 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 9.257us per batch, 5.297us per VA block, bytes / 12.5
# GB/s moved, 37.53us per faulting kernel, bytes / 24.4 GB/s zero-filled.
# Residual: 30.7% RMS relative over 700 repetitions.
fault_batch_ns = 9.257us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.7% RMS relative over 700 repetitions.
fault_block_ns = 5.297us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 30.7% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:328.1ns 64K:5.249us 512K:42us 1M:83.99us 2M:168us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.7% RMS relative over 700 repetitions.
fault_wake_ns = 37.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 30.7% RMS relative over 700 repetitions.
fault_zero_ns = 4K:167.9ns 64K:2.686us 512K:21.49us 1M:42.98us 2M:85.95us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 38us + bytes / 46.2
# GB/s, misses by 18.0% RMS, so it is not used.
# Residual: 8.5% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:36.15us 2M:120.4us 16M:425.4us 64M:1.368ms 256M:5.38ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 17.37us + bytes / 12.9 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 28.3% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:22.65us 2M:240.1us 16M:1.504ms 64M:5.965ms 256M:23.76ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 15.82us + bytes / 10.9 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 24.4% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:22.89us 512K:73.86us 2M:244.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (300 points at 3 sizes): the best
# line, 23.45us + bytes / 3.76 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 22.3% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:41.49us 512K:210.4us 2M:574.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 277us + bytes / 2.82 GB/s, misses by 21.3% RMS, so it
# is not used.
# Residual: 18.8% RMS relative over 300 repetitions.
host_populate_ns = 64K:343.9us 256K:400.4us 2M:874us 16M:7.018ms 64M:28.15ms 256M:115ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.297us + bytes / 1.3e+03 GB/s, misses by 37.2% RMS,
# so it is not used.
# Residual: 41.3% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:3.838us 2M:3.8us 16M:19.18us 64M:73.6us 256M:284us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 13.54us + bytes / 85.5 GB/s, misses
# by 26.0% RMS, so it is not used.
# Residual: 25.8% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:18.46us 2M:35.34us 16M:247.5us 64M:944.7us 256M:3.72ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 33.2% RMS relative over 150 repetitions.
prefetch_defer_ns = 90.26us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 172 GB/s, misses by 29.9% RMS, so it is not used.
# Residual: 29.9% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:13.35us 16M:94.19us 64M:387.3us 256M:1.714ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (300 points at 6 sizes): the best line, 5.26us
# + bytes / 7.9 GB/s, misses by 29.3% RMS, so it is not used.
# Residual: 26.1% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:5.949us 64K:22.35us 2M:289.9us 16M:2.221ms 64M:8.801ms 256M:35.39ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 13.38us + bytes / 11.3 GB/s,
# misses by 27.3% RMS, so it is not used.
# Residual: 22.8% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:11.85us 64K:30.84us 2M:258.4us 16M:1.656ms 64M:6.294ms 256M:25.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 10.8 GB/s, misses by 35.0% RMS, so it is not used.
# Residual: 37.3% RMS relative over 200 repetitions.
host_read_ns = 64K:6.415us 2M:210.3us 16M:2.177ms 64M:8.837ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 24.8 GB/s, misses by
# 38.1% RMS, so it is not used.
# Residual: 25.8% RMS relative over 200 repetitions.
host_write_ns = 64K:1.214us 2M:66.12us 16M:1.004ms 64M:5.029ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere: the fit of this set's calibrations
# (prefetch_h2d_ns case fresh; gpurun --calibrate --from their measurements).
prefetch_zero_ns = 2M:20.02us 16M:79.19us 64M:302.2us

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
