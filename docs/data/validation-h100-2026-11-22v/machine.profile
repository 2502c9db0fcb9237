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
# 2026-11-22T02:05:50Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:05:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 14.4% RMS relative over 50 repetitions.
launch_ns = 4.635us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.779us + bytes / 5.98e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 32.0% RMS relative over 450 repetitions.
malloc_ns = 4K:3.099us 64K:2.933us 1M:2.887us 1536K:2.888us 2M:59.69us 8M:52.05us 64M:74.33us 256M:82.13us 1G:167.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.758us + bytes / 1.64e+03 GB/s, misses by 55.9% RMS, so it is
# not used.
# Residual: 39.8% RMS relative over 450 repetitions.
free_ns = 4K:3.321us 64K:2.697us 1M:2.734us 1536K:2.581us 2M:46.68us 8M:47.93us 64M:82.41us 256M:198.2us 1G:643.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.608us + bytes / 5.48e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 44.6% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:4.226us 64K:3.873us 2M:26.88us 16M:45.19us 64M:46.91us 256M:45.88us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 11.79us + bytes *
# -2.18e-07 ns/B, misses by 21.8% RMS, so it is not used.
# Residual: 26.8% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.91us 64K:13.76us 2M:13.32us 16M:13.53us 64M:13.18us 256M:14.25us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 26.6%, 512K
# 26.4%, 1M 25.8%, 2M 24.8%, 4M 24.0%, 8M 23.4%, 16M 23.9%, 32M 24.5%.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.69us     71.34us
# seq             2M          0         2         2     2097152           0     290.9us     284.9us
# seq            16M          0        16        16    16777216           0     1.945ms     2.096ms
# seq            64M          0        64        64    67108864           0     9.818ms     8.305ms
# seq           256M          0       256       256   268435456           0     40.75ms     33.14ms
# stride         64M        64K         8        32    67108864           0     6.984ms     6.392ms
# stride        256M         2M        32       128     8388608           0     3.013ms     3.218ms
# random         16M          0        12        16    16777216           0     1.787ms     1.988ms
# random         64M          0        36       161    67108864           0     10.13ms      8.77ms
# random        256M          0       125      1211   268435456           0     51.41ms     41.62ms
# fresh           2M          0         2         2           0     2097152       158us     168.1us
# fresh          16M          0        16        16           0    16777216     1.128ms     1.162ms
# fresh          64M          0        64        64           0    67108864     5.426ms     4.569ms
# fresh         256M          0       256       256           0   268435456     24.33ms      18.2ms
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
# defaults). Result: 26.97us per batch, 12.58us per VA block, bytes / 11.7
# GB/s moved, 26.18us per faulting kernel, bytes / 33.4 GB/s zero-filled.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_batch_ns = 26.97us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_block_ns = 12.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:350.8ns 64K:5.613us 512K:44.9us 1M:89.81us 2M:179.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_wake_ns = 26.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_zero_ns = 4K:122.8ns 64K:1.965us 512K:15.72us 1M:31.43us 2M:62.87us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 46.26us + bytes /
# 46 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 11.8% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:41.74us 2M:131.6us 16M:453us 64M:1.391ms 256M:5.426ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 17.89us + bytes / 11.4 GB/s, misses by 21.9% RMS, so it is not used.
# Residual: 24.6% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:24.68us 2M:267us 16M:1.724ms 64M:6.799ms 256M:25.17ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 17.51us + bytes / 9.29 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 19.5% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:25.63us 512K:80.67us 2M:267.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (300 points at 3 sizes): the best
# line, 22.96us + bytes / 3.49 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 16.3% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:42.72us 512K:205.8us 2M:616.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 302.9us + bytes / 2.45 GB/s, misses by 16.9% RMS, so
# it is not used.
# Residual: 13.8% RMS relative over 300 repetitions.
host_populate_ns = 64K:365.8us 256K:445.1us 2M:971.5us 16M:7.728ms 64M:30.45ms 256M:122.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.703us + bytes / 1.15e+03 GB/s, misses by 33.8% RMS,
# so it is not used.
# Residual: 37.6% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.688us 2M:4.411us 16M:22.86us 64M:78.65us 256M:311.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 15.01us + bytes / 77.8 GB/s, misses
# by 20.3% RMS, so it is not used.
# Residual: 18.3% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:19.4us 2M:37.28us 16M:261us 64M:1.027ms 256M:3.967ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 36.0% RMS relative over 150 repetitions.
prefetch_defer_ns = 112.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 164 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 28.3% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.71us 16M:107.3us 64M:434.9us 256M:1.788ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (300 points at 6 sizes): the best line, 5.751us
# + bytes / 7.27 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 20.6% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:6.119us 64K:22.59us 2M:305.5us 16M:2.305ms 64M:9.221ms 256M:35.71ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 14.22us + bytes / 10.3 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 17.4% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:12.14us 64K:31.6us 2M:275.3us 16M:1.677ms 64M:6.542ms 256M:24.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 9.3 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 27.3% RMS relative over 200 repetitions.
host_read_ns = 64K:6.888us 2M:223.4us 16M:2.193ms 64M:9.72ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 23.3 GB/s, misses by
# 36.9% RMS, so it is not used.
# Residual: 20.2% RMS relative over 200 repetitions.
host_write_ns = 64K:1.278us 2M:70.52us 16M:1.037ms 64M:5.404ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere: the fit of this set's calibrations
# (prefetch_h2d_ns case fresh; gpurun --calibrate --from their measurements).
prefetch_zero_ns = 2M:19.36us 16M:84.07us 64M:326.8us

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
