# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/run1.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-21T20:15:54Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T20:15:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 3.1% RMS relative over 5 repetitions.
launch_ns = 3.106us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 1.61us + bytes /
# 9.12e+03 GB/s, misses by 61.1% RMS, so it is not used.
# Residual: 25.3% RMS relative over 40 repetitions.
malloc_ns = 4K:1.442us 64K:1.614us 1M:1.521us 2M:37.28us 8M:31.85us 64M:35.93us 256M:63.08us 1G:115.2us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 1.197us + bytes / 2.89e+03 GB/s,
# misses by 53.2% RMS, so it is not used.
# Residual: 19.2% RMS relative over 40 repetitions.
free_ns = 4K:1.264us 64K:1.216us 1M:1.175us 2M:28.5us 8M:30.55us 64M:49.69us 256M:101.8us 1G:295us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 7.362us + bytes / 1.19e+06
# GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:8.426us 64K:7.031us 2M:7.047us 16M:7.706us 64M:6.848us 256M:7.734us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 7.533us + bytes /
# 2.3e+05 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.824us 64K:7.363us 2M:7.422us 16M:7.33us 64M:7.45us 256M:8.464us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.66us     67.82us
# seq             2M          0         2         2     2097152           0     253.2us     223.2us
# seq            16M          0        16        16    16777216           0     1.544ms     1.422ms
# seq            64M          0        64        64    67108864           0     7.007ms     5.531ms
# seq           256M          0       256       256   268435456           0     33.23ms     21.97ms
# stride         64M        64K        64        64    67108864           0     4.355ms     5.531ms
# stride        256M         2M       128       128     8388608           0     2.323ms     2.079ms
# random         16M          0        10        55    16777216           0     1.251ms     1.619ms
# random         64M          0        38       373    67108864           0      7.97ms     7.206ms
# random        256M          0       160      1651   268435456           0     42.26ms     29.64ms
# fresh           2M          0         2         2           0     2097152     174.6us     197.9us
# fresh          16M          0        16        16           0    16777216     1.195ms     1.219ms
# fresh          64M          0        64        64           0    67108864     5.129ms     4.722ms
# fresh         256M          0       256       256           0   268435456     20.22ms     18.73ms
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
# defaults). Result: 5.315us per batch, 5.869us per VA block, bytes / 14.1
# GB/s moved, 51.99us per faulting kernel, bytes / 17 GB/s zero-filled.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_batch_ns = 5.315us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_block_ns = 5.869us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290.7ns 64K:4.652us 512K:37.21us 1M:74.43us 2M:148.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_wake_ns = 51.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:241.3ns 64K:3.862us 512K:30.89us 1M:61.79us 2M:123.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 36.83us +
# bytes / 47.8 GB/s, written at the measured sizes (the medians would give
# 2.3%).
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.21us 2M:80.7us 16M:387.8us 64M:1.441ms 256M:5.652ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 14.67us + bytes / 17.5 GB/s, written at the measured sizes (the
# medians would give 1.2%).
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.41us 2M:134.5us 16M:973.1us 64M:3.848ms 256M:15.35ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 13.85us + bytes / 14.2 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 7.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.46us 512K:50.72us 2M:161.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.38us + bytes / 4.47 GB/s, misses by 31.9% RMS, so it is not used.
# Residual: 35.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.7us 512K:246.5us 2M:499.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 3.65 GB/s, written at the measured sizes (the medians would
# give 10.0%).
# Residual: 12.7% RMS relative over 20 repetitions.
host_populate_ns = 2M:441.1us 16M:4.461ms 64M:18.24ms 256M:73.37ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.69us + bytes / 1.87e+03 GB/s, misses by 19.8% RMS,
# so it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.24us 2M:2.208us 16M:11.32us 64M:38.92us 256M:151.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.296us +
# bytes / 200 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 24.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.3us 16M:78.72us 64M:313.5us 256M:1.47ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.317us
# + bytes / 8.99 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 19.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.123us 64K:20.15us 2M:246.5us 16M:1.866ms 64M:6.99ms 256M:28.05ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.54us + bytes / 14.9 GB/s,
# misses by 24.8% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.777us 64K:26.47us 2M:228.7us 16M:1.119ms 64M:4.07ms 256M:15.86ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.3 GB/s, misses by 35.2% RMS, so it is not used.
# Residual: 25.6% RMS relative over 20 repetitions.
host_read_ns = 64K:2.811us 2M:93.36us 16M:1.024ms 64M:7.14ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.6 GB/s, misses by
# 38.2% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:844ns 2M:43.61us 16M:663us 64M:4.263ms


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
