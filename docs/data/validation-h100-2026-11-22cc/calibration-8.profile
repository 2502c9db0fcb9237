# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:12:54Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:12:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.3% RMS relative over 5 repetitions.
launch_ns = 4.405us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.168us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.78us + bytes / 6.38e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 24.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.786us 64K:2.84us 1M:2.904us 1536K:2.702us 2M:56.47us 8M:49.2us 64M:76.41us 256M:81.53us 1G:119us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.973us + bytes / 1.36e+03 GB/s, misses by 49.3% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.485us 64K:2.417us 1M:2.458us 1536K:2.13us 2M:41.24us 8M:46.27us 64M:79.98us 256M:194.3us 1G:686.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.058us + bytes / 6.67e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 38.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.58us 64K:4.07us 2M:26.13us 16M:50.08us 64M:57.39us 256M:39.09us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.952us +
# bytes / 7.36e+05 GB/s, written at the measured sizes (the medians would give
# 8.3%).
# Residual: 8.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.952us 64K:7.952us 2M:7.955us 16M:7.975us 64M:8.043us 256M:8.317us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.3%, 512K
# 22.0%, 1M 21.3%, 2M 20.0%, 4M 19.2%, 8M 19.1%, 16M 19.9%, 32M 21.1%.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.47us     76.93us
# seq             2M          0         2         2     2097152           0     243.7us     239.4us
# seq            16M          0        16        16    16777216           0     1.364ms      1.58ms
# seq            64M          0        64        64    67108864           0     6.838ms     6.177ms
# seq           256M          0       256       256   268435456           0     28.24ms     24.56ms
# stride         64M        64K         8        32    67108864           0     4.851ms     5.152ms
# stride        256M         2M        32       128     8388608           0     2.812ms     2.821ms
# random         16M          0        12        16    16777216           0     1.537ms     1.541ms
# random         64M          0        36       161    67108864           0     7.373ms     7.331ms
# random        256M          0       125      1211   268435456           0     50.21ms     37.36ms
# fresh           2M          0         2         2           0     2097152       181us     216.5us
# fresh          16M          0        16        16           0    16777216     1.324ms     1.397ms
# fresh          64M          0        64        64           0    67108864     5.848ms     5.444ms
# fresh         256M          0       256       256           0   268435456     24.33ms     21.63ms
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
# defaults). Result: 9.868us per batch, 14.75us per VA block, bytes / 14.7
# GB/s moved, 47.86us per faulting kernel, bytes / 17.6 GB/s zero-filled.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_batch_ns = 9.868us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_block_ns = 14.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:277.9ns 64K:4.447us 512K:35.57us 1M:71.15us 2M:142.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_wake_ns = 47.86us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:233.2ns 64K:3.731us 512K:29.85us 1M:59.7us 2M:119.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.36us + bytes /
# 46.8 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 2.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.64us 2M:117.4us 16M:439.8us 64M:1.345ms 256M:5.287ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.41us + bytes / 15.6 GB/s, written at the measured sizes (the
# medians would give 8.2%).
# Residual: 11.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.6us 2M:149.5us 16M:1.088ms 64M:4.305ms 256M:17.17ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.43us + bytes / 10.2 GB/s, written at the measured sizes (the
# medians would give 10.0%).
# Residual: 9.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.86us 512K:67.87us 2M:222.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.28us + bytes / 4.22 GB/s, written at the measured sizes (the
# medians would give 14.2%).
# Residual: 13.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.8us 512K:144.4us 2M:516.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 321.8us + bytes / 2.37 GB/s, written at the
# measured sizes (the medians would give 6.3%).
# Residual: 12.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:349.4us 256K:432.2us 2M:1.205ms 16M:7.388ms 64M:28.59ms 256M:113.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.748us + bytes / 1.72e+03 GB/s, misses by 20.0% RMS,
# so it is not used.
# Residual: 11.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.377us 2M:2.351us 16M:12.11us 64M:41.82us 256M:168.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 13.6us + bytes / 80.6 GB/s,
# written at the measured sizes (the medians would give 5.4%).
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:14.41us 2M:39.61us 16M:221.6us 64M:845.8us 256M:3.342ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 104.3us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 7.735us + bytes /
# 237 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 20.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.67us 16M:74.38us 64M:292.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.029us +
# bytes / 198 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.06us 16M:85.86us 64M:338.6us 256M:1.378ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.37us
# + bytes / 9.6 GB/s, misses by 30.6% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.134us 64K:29.91us 2M:180.4us 16M:1.662ms 64M:7.478ms 256M:36.42ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.84us + bytes / 10.7 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.692us 64K:27.57us 2M:252.5us 16M:1.293ms 64M:6.674ms 256M:27.77ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 6.07 GB/s, written at the measured sizes (the medians would
# give 15.6%).
# Residual: 14.3% RMS relative over 20 repetitions.
host_read_ns = 64K:8.382us 2M:343.3us 16M:2.764ms 64M:11.06ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.8 GB/s, misses by
# 32.6% RMS, so it is not used.
# Residual: 16.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.081us 2M:65.21us 16M:761.5us 64M:5.313ms


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
