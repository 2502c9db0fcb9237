# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/calibration-h100-2026-11-21e/machine-g.profile --base
# profiles/h100-pcie5.profile --from
# docs/data/calibration-h100-2026-11-21e/run6.measurements.csv` on
# 2026-11-21T21:07:01Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T21:07:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.1% RMS relative over 5 repetitions.
launch_ns = 4.005us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.694us + bytes
# / 6.61e+03 GB/s, misses by 60.9% RMS, so it is not used.
# Residual: 27.9% RMS relative over 40 repetitions.
malloc_ns = 4K:2.573us 64K:2.565us 1M:2.519us 2M:61.81us 8M:45.21us 64M:52.19us 256M:80.2us 1G:178.3us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 2.092us + bytes / 1.37e+03 GB/s,
# misses by 50.2% RMS, so it is not used.
# Residual: 18.3% RMS relative over 40 repetitions.
free_ns = 4K:2.264us 64K:2.316us 1M:2.178us 2M:39.7us 8M:43.66us 64M:93.77us 256M:191.1us 1G:621.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.17us + bytes * -8.91e-07
# ns/B, misses by 15.2% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:12.85us 64K:11.59us 2M:11.9us 16M:12.54us 64M:11.86us 256M:11.72us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.49us +
# bytes / 2.21e+05 GB/s, written at the measured sizes (the medians would give
# 14.7%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.49us 64K:12.49us 2M:12.5us 16M:12.57us 64M:12.8us 256M:13.71us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.52us     62.13us
# seq             2M          0         2         2     2097152           0     439.1us     229.1us
# seq            16M          0        16        16    16777216           0     1.452ms     1.514ms
# seq            64M          0        64        64    67108864           0     7.317ms      5.92ms
# seq           256M          0       256       256   268435456           0     30.11ms     23.54ms
# stride         64M        64K        64        64    67108864           0     5.225ms      5.92ms
# stride        256M         2M       128       128     8388608           0     2.062ms     2.171ms
# random         16M          0        10        55    16777216           0     1.381ms     1.689ms
# random         64M          0        38       373    67108864           0     7.508ms     7.437ms
# random        256M          0       160      1651   268435456           0     39.14ms     30.52ms
# fresh           2M          0         2         2           0     2097152     113.2us     150.6us
# fresh          16M          0        16        16           0    16777216     747.2us     886.2us
# fresh          64M          0        64        64           0    67108864     5.142ms     3.408ms
# fresh         256M          0       256       256           0   268435456     23.55ms      13.5ms
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
# defaults). Result: 6.169us per batch, 5.428us per VA block, bytes / 13.1
# GB/s moved, 45.52us per faulting kernel, bytes / 25.6 GB/s zero-filled.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_batch_ns = 6.169us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_block_ns = 5.428us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:313.2ns 64K:5.012us 512K:40.09us 1M:80.19us 2M:160.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_wake_ns = 45.52us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:160ns 64K:2.559us 512K:20.47us 1M:40.95us 2M:81.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.89us + bytes / 45
# GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 2.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.58us 2M:135.3us 16M:477.9us 64M:1.4ms 256M:5.415ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.34us + bytes / 9.29 GB/s, written at the measured sizes (the
# medians would give 3.5%).
# Residual: 9.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.4us 2M:243.2us 16M:1.824ms 64M:7.244ms 256M:28.92ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.79us + bytes / 12.5 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.03us 512K:56.69us 2M:182.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.51us + bytes / 3.18 GB/s, written at the measured sizes (the
# medians would give 7.9%).
# Residual: 12.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.14us 512K:189.5us 2M:684.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 2.54 GB/s, written at the measured sizes (the medians would
# give 8.9%).
# Residual: 11.8% RMS relative over 20 repetitions.
host_populate_ns = 2M:724.2us 16M:6.507ms 64M:26.33ms 256M:105.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.128us + bytes / 854 GB/s, misses by 25.2% RMS, so
# it is not used.
# Residual: 15.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.673us 2M:4.224us 16M:25.31us 64M:82.02us 256M:346.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 20.53us + bytes / 72.6
# GB/s, written at the measured sizes (the medians would give 7.3%).
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.43us 2M:49.43us 16M:251.8us 64M:945.5us 256M:3.72ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.86us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 156 GB/s, misses by 25.5% RMS, so it is not used.
# Residual: 25.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.18us 16M:96.86us 64M:377.3us 256M:1.803ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.094us
# + bytes / 7.74 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.194us 64K:23.32us 2M:253.5us 16M:2.202ms 64M:8.148ms 256M:32.81ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.58us + bytes / 11.5 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.02us 64K:28.36us 2M:263.8us 16M:1.39ms 64M:5.555ms 256M:20.01ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 1.115us +
# bytes / 7.03 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_read_ns = 64K:10.3us 2M:253.3us 16M:2.464ms 64M:11.73ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19.8 GB/s, misses by
# 28.4% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.327us 2M:77.31us 16M:1.087ms 64M:5.46ms


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
