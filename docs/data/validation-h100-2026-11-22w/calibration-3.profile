# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:25:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:25:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 10.5% RMS relative over 5 repetitions.
launch_ns = 3.729us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.672us + bytes / 1.1e+04 GB/s, misses by 60.4% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.022us 64K:1.718us 1M:1.644us 1536K:1.645us 2M:37.37us 8M:33.68us 64M:55.95us 256M:67.19us 1G:73.26us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.157us + bytes / 2.66e+03 GB/s, misses by 51.2% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:1.331us 64K:1.379us 1M:1.274us 1536K:1.33us 2M:31.36us 8M:31.75us 64M:56.9us 256M:106us 1G:321.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.939us + bytes / 7.41e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 43.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.489us 64K:4.043us 2M:16.52us 16M:32.2us 64M:35.05us 256M:33.35us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 8.954us +
# bytes / 2.68e+05 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 6.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.954us 64K:8.954us 2M:8.961us 16M:9.016us 64M:9.204us 256M:9.957us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 24.9%, 512K
# 24.7%, 1M 24.1%, 2M 23.2%, 4M 22.2%, 8M 21.9%, 16M 22.8%, 32M 23.7%.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     58.37us     52.15us
# seq             2M          0         2         2     2097152           0     215.1us     215.5us
# seq            16M          0        16        16    16777216           0     1.287ms     1.525ms
# seq            64M          0        64        64    67108864           0     8.149ms     6.014ms
# seq           256M          0       256       256   268435456           0     35.13ms     23.97ms
# stride         64M        64K         8        32    67108864           0     5.759ms     5.213ms
# stride        256M         2M        32       128     8388608           0     1.863ms       2.3ms
# random         16M          0        12        16    16777216           0     1.179ms     1.493ms
# random         64M          0        36       161    67108864           0     7.677ms     6.868ms
# random        256M          0       125      1211   268435456           0     45.11ms     33.53ms
# fresh           2M          0         2         2           0     2097152     97.41us     119.6us
# fresh          16M          0        16        16           0    16777216     713.3us     757.8us
# fresh          64M          0        64        64           0    67108864     3.197ms     2.946ms
# fresh         256M          0       256       256           0   268435456     14.29ms      11.7ms
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
# defaults). Result: 7.957us per batch, 11.1us per VA block, bytes / 14.1 GB/s
# moved, 28.43us per faulting kernel, bytes / 39.5 GB/s zero-filled.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_batch_ns = 7.957us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_block_ns = 11.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290.9ns 64K:4.654us 512K:37.23us 1M:74.46us 2M:148.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_wake_ns = 28.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:103.6ns 64K:1.658us 512K:13.26us 1M:26.53us 2M:53.05us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 40.89us +
# bytes / 47.3 GB/s, written at the measured sizes (the medians would give
# 3.3%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:42.28us 2M:85.26us 16M:395.8us 64M:1.461ms 256M:5.72ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.92us + bytes / 16.2 GB/s, written at the measured sizes (the
# medians would give 5.3%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.97us 2M:145.3us 16M:1.051ms 64M:4.156ms 256M:16.58ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.96us + bytes / 10.9 GB/s, written at the measured sizes (the
# medians would give 12.5%).
# Residual: 12.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.98us 512K:63.1us 2M:207.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 19.86us + bytes / 4.36 GB/s, written at the measured sizes (the
# medians would give 12.3%).
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.88us 512K:140us 2M:500.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 239.1us + bytes / 3.39 GB/s, misses by 22.1% RMS, so
# it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:279.7us 256K:305.5us 2M:651.9us 16M:5.307ms 64M:20.86ms 256M:83.92ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.731us + bytes / 1.8e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 13.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.284us 2M:2.3us 16M:11.75us 64M:40.22us 256M:155.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 10.24us + bytes / 111 GB/s,
# written at the measured sizes (the medians would give 8.3%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.83us 2M:29.13us 16M:161.4us 64M:614.8us 256M:2.429ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.26us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 280.3ns +
# bytes / 196 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.87us 16M:85.55us 64M:341.8us 256M:1.366ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.663us
# + bytes / 9.29 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.785us 64K:16.91us 2M:216.8us 16M:1.732ms 64M:6.904ms 256M:28.59ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.84us + bytes / 13.7 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.569us 64K:26.33us 2M:228.8us 16M:1.175ms 64M:4.431ms 256M:18.49ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.9 GB/s, misses by 36.5% RMS, so it is not used.
# Residual: 21.8% RMS relative over 20 repetitions.
host_read_ns = 64K:2.818us 2M:91.69us 16M:1.421ms 64M:7.429ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35 GB/s, misses by
# 38.6% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_write_ns = 64K:837ns 2M:43.16us 16M:694.7us 64M:4.267ms


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
