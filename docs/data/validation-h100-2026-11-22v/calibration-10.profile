# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:10:23Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:10:23Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 4.697us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.487us + bytes / 4.02e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 24.9% RMS relative over 45 repetitions.
malloc_ns = 4K:3.127us 64K:2.582us 1M:2.401us 1536K:2.567us 2M:69.57us 8M:56.41us 64M:90.74us 256M:100.7us 1G:232.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.849us + bytes / 1.31e+03 GB/s, misses by 50.6% RMS, so it is
# not used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:2.742us 64K:2.343us 1M:2.123us 1536K:2.336us 2M:51.74us 8M:53.6us 64M:89.15us 256M:204.8us 1G:708.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.772us + bytes / 4.7e+03 GB/s, misses by 61.7% RMS, so it is not used.
# Residual: 32.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.591us 64K:3.921us 2M:28.25us 16M:34.03us 64M:47us 256M:52.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.27us +
# bytes / 3.89e+05 GB/s, written at the measured sizes (the medians would give
# 12.3%).
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.27us 64K:14.27us 2M:14.27us 16M:14.31us 64M:14.44us 256M:14.96us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 20.5%, 512K
# 20.3%, 1M 19.7%, 2M 19.0%, 4M 18.3%, 8M 18.1%, 16M 18.6%, 32M 19.4%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     82.85us     79.13us
# seq             2M          0         2         2     2097152           0     283.3us     302.9us
# seq            16M          0        16        16    16777216           0     1.873ms     2.107ms
# seq            64M          0        64        64    67108864           0     9.973ms      8.29ms
# seq           256M          0       256       256   268435456           0     40.65ms     33.03ms
# stride         64M        64K         8        32    67108864           0     7.209ms     7.111ms
# stride        256M         2M        32       128     8388608           0     2.998ms     3.187ms
# random         16M          0        12        16    16777216           0     1.714ms     2.057ms
# random         64M          0        36       161    67108864           0     10.34ms     9.408ms
# random        256M          0       125      1211   268435456           0     52.04ms     45.82ms
# fresh           2M          0         2         2           0     2097152     183.6us     168.8us
# fresh          16M          0        16        16           0    16777216     979.2us     1.034ms
# fresh          64M          0        64        64           0    67108864     3.908ms     3.999ms
# fresh         256M          0       256       256           0   268435456     18.72ms     15.86ms
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
# defaults). Result: 12.43us per batch, 15.1us per VA block, bytes / 10.4 GB/s
# moved, 45.26us per faulting kernel, bytes / 30.6 GB/s zero-filled.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 12.43us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 15.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:395.7ns 64K:6.331us 512K:50.65us 1M:101.3us 2M:202.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 45.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:133.8ns 64K:2.14us 512K:17.12us 1M:34.24us 2M:68.49us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 57us + bytes / 46.8
# GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:55.64us 2M:146.4us 16M:452.6us 64M:1.392ms 256M:5.381ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.48us + bytes / 10.7 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 10.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.92us 2M:276.9us 16M:1.67ms 64M:7.246ms 256M:18.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 18.8us + bytes / 8.5 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 16.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.33us 512K:83.91us 2M:280.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 22.89us + bytes / 3.07 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 10.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.22us 512K:193.5us 2M:705.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 310.9us + bytes / 2.25 GB/s, written at the
# measured sizes (the medians would give 4.9%).
# Residual: 11.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:340.1us 256K:427.5us 2M:1.244ms 16M:7.773ms 64M:30.16ms 256M:119.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.267us + bytes / 814 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 12.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.588us 2M:4.657us 16M:24.52us 64M:91.88us 256M:352.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 17.77us + bytes / 79.2
# GB/s, written at the measured sizes (the medians would give 8.2%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.6us 2M:44.25us 16M:229.6us 64M:865.1us 256M:3.407ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.31us +
# bytes / 153 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 25.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:17.81us 16M:106.6us 64M:447.4us 256M:1.857ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.366us
# + bytes / 6.87 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.513us 64K:22.57us 2M:325.8us 16M:2.459ms 64M:9.492ms 256M:35.19ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.39us + bytes / 8.99 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.75us 64K:32.25us 2M:315.6us 16M:1.963ms 64M:7.446ms 256M:25ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 8.15 GB/s, written at the measured sizes (the medians would
# give 13.3%).
# Residual: 13.2% RMS relative over 20 repetitions.
host_read_ns = 64K:6.827us 2M:256.2us 16M:2.058ms 64M:8.236ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.4 GB/s, misses by
# 24.6% RMS, so it is not used.
# Residual: 13.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.347us 2M:81.5us 16M:991us 64M:4.619ms


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
