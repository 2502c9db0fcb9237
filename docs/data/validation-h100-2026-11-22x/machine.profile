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
# 2026-11-22T03:02:43Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:02:43Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 12.3% RMS relative over 50 repetitions.
launch_ns = 4.147us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.61us + bytes / 6.51e+03 GB/s, misses by 58.3% RMS,
# so it is not used.
# Residual: 29.3% RMS relative over 450 repetitions.
malloc_ns = 4K:2.88us 64K:2.796us 1M:2.768us 1536K:2.787us 2M:56.28us 8M:50.53us 64M:60.95us 256M:77.4us 1G:141.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.027us + bytes / 1.65e+03 GB/s, misses by 54.5% RMS, so it is
# not used.
# Residual: 41.6% RMS relative over 450 repetitions.
free_ns = 4K:3.478us 64K:3.328us 1M:3.349us 1536K:3.38us 2M:42.74us 8M:46.27us 64M:85.48us 256M:181.9us 1G:618.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.308us + bytes / 5.66e+03 GB/s, misses by 65.7% RMS, so it is not used.
# Residual: 43.0% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.801us 64K:3.519us 2M:25us 16M:37.7us 64M:48.47us 256M:45.5us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 11.54us + bytes /
# 3.37e+05 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 21.7% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.29us 64K:12.7us 2M:13.14us 16M:12.64us 64M:12.23us 256M:13.38us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 26.9%, 512K
# 26.6%, 1M 26.0%, 2M 24.9%, 4M 23.8%, 8M 23.4%, 16M 24.2%, 32M 25.0%.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.59us     64.17us
# seq             2M          0         2         2     2097152           0       263us     242.6us
# seq            16M          0        16        16    16777216           0     1.666ms     1.746ms
# seq            64M          0        64        64    67108864           0     8.646ms     6.899ms
# seq           256M          0       256       256   268435456           0      38.9ms     27.51ms
# stride         64M        64K         8        32    67108864           0     5.767ms     5.438ms
# stride        256M         2M        32       128     8388608           0      2.81ms     2.861ms
# random         16M          0        12        16    16777216           0     1.423ms      1.67ms
# random         64M          0        36       161    67108864           0     9.018ms     7.602ms
# random        256M          0       125      1211   268435456           0     47.44ms     37.16ms
# fresh           2M          0         2         2           0     2097152     142.5us     146.4us
# fresh          16M          0        16        16           0    16777216     918.8us     975.5us
# fresh          64M          0        64        64           0    67108864     4.012ms     3.818ms
# fresh         256M          0       256       256           0   268435456     19.18ms     15.19ms
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
# defaults). Result: 18.85us per batch, 12.68us per VA block, bytes / 13.8
# GB/s moved, 27.9us per faulting kernel, bytes / 37.9 GB/s zero-filled.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_batch_ns = 18.85us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_block_ns = 12.68us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:296.2ns 64K:4.74us 512K:37.92us 1M:75.84us 2M:151.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_wake_ns = 27.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 700 repetitions.
fault_zero_ns = 4K:108.2ns 64K:1.731us 512K:13.85us 1M:27.7us 2M:55.39us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 39.79us + bytes /
# 45.9 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 5.6% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:37.32us 2M:125.1us 16M:442.2us 64M:1.38ms 256M:5.433ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 17.07us + bytes / 12.1 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 28.3% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:23.67us 2M:255.2us 16M:1.652ms 64M:6.605ms 256M:26.24ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 17.51us + bytes / 9.63 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 16.8% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:24.76us 512K:76.16us 2M:256.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (300 points at 3 sizes): the best
# line, 22.35us + bytes / 3.43 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 16.6% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:42.59us 512K:204.9us 2M:645.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 279.6us + bytes / 2.71 GB/s, misses by 20.1% RMS, so
# it is not used.
# Residual: 18.7% RMS relative over 300 repetitions.
host_populate_ns = 64K:347.6us 256K:420.8us 2M:919.3us 16M:7.459ms 64M:29.61ms 256M:118ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.729us + bytes / 1.22e+03 GB/s, misses by 35.1% RMS,
# so it is not used.
# Residual: 41.4% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.527us 2M:4.391us 16M:22.94us 64M:79.05us 256M:300.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 13.3us + bytes / 90.2 GB/s, misses
# by 22.1% RMS, so it is not used.
# Residual: 20.7% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:17.94us 2M:32.15us 16M:238.3us 64M:878.8us 256M:3.229ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 32.0% RMS relative over 150 repetitions.
prefetch_defer_ns = 102.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 169 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 27.7% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.13us 16M:107.2us 64M:424.6us 256M:1.721ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (300 points at 6 sizes): the best line, 5.703us
# + bytes / 7.32 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 19.8% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:5.864us 64K:22.1us 2M:288.6us 16M:2.164ms 64M:8.995ms 256M:35.68ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 13.71us + bytes / 10.5 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 15.7% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:11.69us 64K:30.49us 2M:256.4us 16M:1.528ms 64M:6.097ms 256M:24.3ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 11.1 GB/s, misses by 37.0% RMS, so it is not used.
# Residual: 33.6% RMS relative over 200 repetitions.
host_read_ns = 64K:6.403us 2M:194.4us 16M:2.117ms 64M:9.49ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 25.1 GB/s, misses by
# 39.3% RMS, so it is not used.
# Residual: 18.7% RMS relative over 200 repetitions.
host_write_ns = 64K:1.13us 2M:62.97us 16M:1.062ms 64M:5.394ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere: the fit of this set's calibrations
# (prefetch_h2d_ns case fresh; gpurun --calibrate --from their measurements).
prefetch_zero_ns = 2M:17.48us 16M:74.92us 64M:265.8us

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
