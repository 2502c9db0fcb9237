# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/run2.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-21T20:15:58Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T20:15:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 2.6% RMS relative over 5 repetitions.
launch_ns = 3.817us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.74us + bytes /
# 7.69e+03 GB/s, misses by 60.6% RMS, so it is not used.
# Residual: 25.3% RMS relative over 40 repetitions.
malloc_ns = 4K:2.563us 64K:2.635us 1M:2.451us 2M:53.39us 8M:43.49us 64M:48.85us 256M:70.53us 1G:98.28us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 2.124us + bytes / 1.56e+03 GB/s,
# misses by 49.4% RMS, so it is not used.
# Residual: 16.8% RMS relative over 40 repetitions.
free_ns = 4K:2.357us 64K:2.174us 1M:2.155us 2M:38.11us 8M:42.16us 64M:70.07us 256M:163.3us 1G:573.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 11.27us + bytes / 7.05e+05
# GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:11.79us 64K:10.54us 2M:10.7us 16M:11.29us 64M:11.04us 256M:11.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.36us +
# bytes / 2.31e+05 GB/s, written at the measured sizes (the medians would give
# 11.7%).
# Residual: 12.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.36us 64K:11.36us 2M:11.37us 16M:11.44us 64M:11.65us 256M:12.52us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     55.46us      59.1us
# seq             2M          0         2         2     2097152           0     244.1us     237.2us
# seq            16M          0        16        16    16777216           0     1.523ms      1.61ms
# seq            64M          0        64        64    67108864           0     8.138ms     6.318ms
# seq           256M          0       256       256   268435456           0     35.15ms     25.15ms
# stride         64M        64K        64        64    67108864           0     5.634ms     6.318ms
# stride        256M         2M       128       128     8388608           0     2.255ms     2.351ms
# random         16M          0        10        55    16777216           0     1.301ms     1.759ms
# random         64M          0        38       373    67108864           0     7.945ms     7.663ms
# random        256M          0       160      1651   268435456           0     45.76ms     31.39ms
# fresh           2M          0         2         2           0     2097152     140.4us     149.3us
# fresh          16M          0        16        16           0    16777216     1.098ms     907.3us
# fresh          64M          0        64        64           0    67108864     3.855ms     3.506ms
# fresh         256M          0       256       256           0   268435456     12.46ms      13.9ms
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
# defaults). Result: 7.708us per batch, 5.002us per VA block, bytes / 12.3
# GB/s moved, 41.06us per faulting kernel, bytes / 25.3 GB/s zero-filled.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_batch_ns = 7.708us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_block_ns = 5.002us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:333.5ns 64K:5.336us 512K:42.68us 1M:85.37us 2M:170.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_wake_ns = 41.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:161.8ns 64K:2.589us 512K:20.71us 1M:41.43us 2M:82.86us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 32.96us + bytes /
# 47.5 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 2.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:31.58us 2M:112.9us 16M:405.9us 64M:1.34ms 256M:5.305ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.65us + bytes / 16.6 GB/s, written at the measured sizes (the
# medians would give 1.7%).
# Residual: 7.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.59us 2M:141us 16M:1.026ms 64M:4.059ms 256M:16.19ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.12us + bytes / 14.2 GB/s, written at the measured sizes (the
# medians would give 6.2%).
# Residual: 6.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.72us 512K:50.93us 2M:161.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.28us + bytes / 4.96 GB/s, written at the measured sizes (the
# medians would give 12.0%).
# Residual: 14.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.5us 512K:127.1us 2M:444.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 2.82 GB/s, written at the measured sizes (the medians would
# give 9.2%).
# Residual: 12.0% RMS relative over 20 repetitions.
host_populate_ns = 2M:592.9us 16M:5.793ms 64M:23.62ms 256M:94.93ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.69us + bytes / 1.86e+03 GB/s, misses by 19.3% RMS,
# so it is not used.
# Residual: 10.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.231us 2M:2.248us 16M:11.33us 64M:38.9us 256M:150.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 820.5ns +
# bytes / 171 GB/s, misses by 24.0% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.51us 16M:91.03us 64M:369us 256M:1.745ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.538us
# + bytes / 9.15 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.511us 64K:19.48us 2M:245.3us 16M:1.829ms 64M:6.919ms 256M:26.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.25us + bytes / 14.9 GB/s,
# misses by 23.1% RMS, so it is not used.
# Residual: 10.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.876us 64K:26.77us 2M:208us 16M:1.137ms 64M:4.239ms 256M:15.76ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.8 GB/s, misses by 36.6% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
host_read_ns = 64K:2.825us 2M:91.27us 16M:1.704ms 64M:6.715ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.9 GB/s, misses by
# 37.6% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_write_ns = 64K:837ns 2M:42.95us 16M:791.2us 64M:3.992ms


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
