# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/machine.profile --base
# scripts/../profiles/h100-pcie5.profile --from
# /root/out/w/val/gpu/calibration-1.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-2.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-3.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-4.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-5.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-6.profile.measurements.csv` on
# 2026-11-22T00:22:04Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:22:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 30
# repetitions.
# Residual: 18.5% RMS relative over 30 repetitions.
launch_ns = 3.879us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (270 points at 9
# sizes): the best line, 2.447us + bytes / 6.59e+03 GB/s, misses by 61.7% RMS,
# so it is not used.
# Residual: 35.6% RMS relative over 270 repetitions.
malloc_ns = 4K:3.057us 64K:2.737us 1M:2.581us 1536K:2.59us 2M:60.6us 8M:48.62us 64M:55.15us 256M:78.77us 1G:147.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (270 points at 9 sizes): the
# best line, 1.888us + bytes / 1.78e+03 GB/s, misses by 57.2% RMS, so it is
# not used.
# Residual: 45.0% RMS relative over 270 repetitions.
free_ns = 4K:3.506us 64K:3.319us 1M:3.318us 1536K:2.588us 2M:42.53us 8M:45.23us 64M:85.06us 256M:183.8us 1G:606.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (180 points at 6 sizes): the best line, 11.41us + bytes * -1.26e-06
# ns/B, misses by 27.1% RMS, so it is not used.
# Residual: 28.1% RMS relative over 180 repetitions.
managed_malloc_ns = 4K:14.81us 64K:11.4us 2M:12.46us 16M:12.49us 64M:11.53us 256M:12.14us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (180 points at 6 sizes): the best line, 11.44us + bytes /
# 5.98e+05 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 24.8% RMS relative over 180 repetitions.
managed_free_ns = 4K:13.87us 64K:11.68us 2M:12.25us 16M:11.83us 64M:11.84us 256M:13.06us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.18us     56.55us
# seq             2M          0         2         2     2097152           0     272.9us     236.7us
# seq            16M          0        16        16    16777216           0     1.621ms     1.632ms
# seq            64M          0        64        64    67108864           0      8.53ms     6.416ms
# seq           256M          0       256       256   268435456           0     35.24ms     25.55ms
# stride         64M        64K        64        64    67108864           0     6.077ms     6.416ms
# stride        256M         2M       128       128     8388608           0     2.678ms     2.499ms
# random         16M          0        10        55    16777216           0     1.389ms     1.796ms
# random         64M          0        38       373    67108864           0     8.242ms     7.898ms
# random        256M          0       160      1651   268435456           0     47.13ms     32.42ms
# fresh           2M          0         2         2           0     2097152     146.8us     155.1us
# fresh          16M          0        16        16           0    16777216     1.063ms     979.7us
# fresh          64M          0        64        64           0    67108864     4.857ms     3.807ms
# fresh         256M          0       256       256           0   268435456     21.58ms     15.11ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 420 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 8.369us per batch, 5.498us per VA block, bytes / 12.2
# GB/s moved, 37.32us per faulting kernel, bytes / 23.3 GB/s zero-filled.
# Residual: 28.9% RMS relative over 420 repetitions.
fault_batch_ns = 8.369us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.9% RMS relative over 420 repetitions.
fault_block_ns = 5.498us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.9% RMS relative over 420 repetitions.
fault_h2d_ns = 4K:335.2ns 64K:5.363us 512K:42.9us 1M:85.8us 2M:171.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.9% RMS relative over 420 repetitions.
fault_wake_ns = 37.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.9% RMS relative over 420 repetitions.
fault_zero_ns = 4K:175.9ns 64K:2.814us 512K:22.51us 1M:45.03us 2M:90.06us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (150 points at 5 sizes): the best line, 40.29us + bytes /
# 46.9 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 8.6% RMS relative over 150 repetitions.
prefetch_h2d_ns = 64K:39.13us 2M:122.1us 16M:428.2us 64M:1.355ms 256M:5.341ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (150 points at 5 sizes): the best
# line, 17.26us + bytes / 14.2 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 25.0% RMS relative over 150 repetitions.
prefetch_d2h_ns = 64K:22.27us 2M:209.1us 16M:1.304ms 64M:5.044ms 256M:16.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (2880 points at 3 sizes): the best line,
# 16.64us + bytes / 11.6 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 16.4% RMS relative over 2880 repetitions.
evict_d2h_ns = 64K:22.73us 512K:65.08us 2M:198.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (180 points at 3 sizes): the best
# line, 22.79us + bytes / 4.3 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 20.0% RMS relative over 180 repetitions.
cpu_fault_d2h_ns = 64K:37.61us 512K:174.1us 2M:529.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (180 points at 6
# sizes): the best line, 305.5us + bytes / 2.62 GB/s, misses by 19.9% RMS, so
# it is not used.
# Residual: 15.4% RMS relative over 180 repetitions.
host_populate_ns = 64K:369us 256K:429.2us 2M:891us 16M:7.136ms 64M:28.33ms 256M:119.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (300 points at 5
# sizes): the best line, 2.33us + bytes / 1.54e+03 GB/s, misses by 32.0% RMS,
# so it is not used.
# Residual: 30.1% RMS relative over 300 repetitions.
prefetch_host_ns = 64K:3.428us 2M:3.288us 16M:13.36us 64M:43.42us 256M:163.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (150 points at 5 sizes): the best line, 12.19us + bytes / 93.4 GB/s, misses
# by 24.0% RMS, so it is not used.
# Residual: 21.1% RMS relative over 150 repetitions.
prefetch_call_ns = 64K:15.34us 2M:26.94us 16M:197.1us 64M:835.2us 256M:3.498ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 90 repetitions.
# Residual: 29.6% RMS relative over 90 repetitions.
prefetch_defer_ns = 94.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (120 points at 4 sizes): the best line, 0ns +
# bytes / 165 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 28.3% RMS relative over 120 repetitions.
managed_free_resident_ns = 2M:14.64us 16M:94.94us 64M:415.9us 256M:1.713ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (180 points at 6 sizes): the best line, 4.898us
# + bytes / 8.22 GB/s, misses by 27.3% RMS, so it is not used.
# Residual: 22.0% RMS relative over 180 repetitions.
memcpy_h2d_ns = 4K:4.931us 64K:21.32us 2M:243.7us 16M:1.907ms 64M:8.186ms 256M:32.09ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (180 points at 6 sizes): the best line, 12.61us + bytes / 12 GB/s,
# misses by 26.0% RMS, so it is not used.
# Residual: 17.9% RMS relative over 180 repetitions.
memcpy_d2h_ns = 4K:11.47us 64K:27.64us 2M:246.9us 16M:1.322ms 64M:5.403ms 256M:21.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (120 points at 4 sizes): the best line, 0ns +
# bytes / 8.56 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 32.7% RMS relative over 120 repetitions.
host_read_ns = 64K:8.024us 2M:237.7us 16M:2.264ms 64M:10.17ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (120 points at 4 sizes): the best line, 0ns + bytes / 28.1 GB/s, misses by
# 41.8% RMS, so it is not used.
# Residual: 25.0% RMS relative over 120 repetitions.
host_write_ns = 64K:1.136us 2M:51.69us 16M:1.092ms 64M:5.444ms


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
