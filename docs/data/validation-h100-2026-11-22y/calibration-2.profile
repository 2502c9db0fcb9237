# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:41:26Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:41:26Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.2% RMS relative over 5 repetitions.
launch_ns = 4.665us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.94us + bytes / 5.47e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 22.4% RMS relative over 45 repetitions.
malloc_ns = 4K:3.144us 64K:2.918us 1M:2.687us 1536K:2.834us 2M:56.54us 8M:51.07us 64M:82.16us 256M:90.28us 1G:187.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.219us + bytes / 1.49e+03 GB/s, misses by 49.4% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:2.609us 64K:2.555us 1M:2.465us 1536K:2.529us 2M:47.83us 8M:48.32us 64M:83.47us 256M:207.3us 1G:577.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.272us + bytes / 4.7e+03 GB/s, misses by 63.3% RMS, so it is not used.
# Residual: 36.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.269us 64K:2.879us 2M:27.12us 16M:31.66us 64M:38.1us 256M:51.16us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.63us +
# bytes * -3.96e-06 ns/B, written at the measured sizes (the medians would
# give 6.6%).
# Residual: 6.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.63us 64K:13.63us 2M:13.62us 16M:13.56us 64M:13.37us 256M:12.57us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.0%, 512K
# 22.0%, 1M 22.1%, 2M 21.5%, 4M 21.1%, 8M 20.8%, 16M 20.7%, 32M 21.2%.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.74us     75.16us
# seq             2M          0         2         2     2097152           0     313.2us     287.5us
# seq            16M          0        16        16    16777216           0     1.786ms     2.098ms
# seq            64M          0        64        64    67108864           0     8.697ms     8.306ms
# seq           256M          0       256       256   268435456           0     39.34ms     33.14ms
# stride         64M        64K         4        32    67108864           0     6.541ms     6.321ms
# stride        256M         2M        16       128     8388608           0     2.972ms     3.235ms
# random         16M          0        16        16    16777216           0     2.351ms     2.098ms
# random         64M          0        39       104    67108864           0     8.546ms     8.357ms
# random        256M          0       127       907   268435456           0     47.29ms     40.73ms
# fresh           2M          0         2         2           0     2097152     154.5us     163.5us
# fresh          16M          0        16        16           0    16777216     1.283ms     1.106ms
# fresh          64M          0        64        64           0    67108864      5.08ms     4.337ms
# fresh         256M          0       256       256           0   268435456      14.8ms     17.26ms
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
# defaults). Result: 24.3us per batch, 16.48us per VA block, bytes / 11.8 GB/s
# moved, 28.85us per faulting kernel, bytes / 39.5 GB/s zero-filled.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_batch_ns = 24.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_block_ns = 16.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:345.9ns 64K:5.534us 512K:44.28us 1M:88.55us 2M:177.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_wake_ns = 28.85us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:103.6ns 64K:1.658us 512K:13.27us 1M:26.53us 2M:53.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.99us + bytes /
# 45.2 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 11.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.26us 2M:150.6us 16M:504us 64M:1.367ms 256M:5.412ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.81us + bytes / 12.3 GB/s, misses by 19.8% RMS, so it is not used.
# Residual: 15.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.49us 2M:258.7us 16M:1.733ms 64M:4.51ms 256M:25.16ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.82us + bytes / 9.03 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 10.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.08us 512K:75.91us 2M:250.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.04us + bytes / 3.21 GB/s, written at the measured sizes (the
# medians would give 11.9%).
# Residual: 11.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.49us 512K:186.6us 2M:677.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 288.9us + bytes / 2.44 GB/s, misses by 18.7% RMS, so
# it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:317.7us 256K:393.1us 2M:928.6us 16M:7.415ms 64M:29.87ms 256M:115.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.964us + bytes / 908 GB/s, misses by 18.6% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.117us 2M:5.114us 16M:22.6us 64M:77.21us 256M:326.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.98us + bytes / 87.6 GB/s, misses
# by 28.2% RMS, so it is not used.
# Residual: 19.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.67us 2M:26.58us 16M:259.2us 64M:1.088ms 256M:3.279ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 429.3ns +
# bytes / 164 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.78us 16M:101.1us 64M:404.1us 256M:1.642ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.263us
# + bytes / 7.27 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 20.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.229us 64K:23.17us 2M:295.9us 16M:2.215ms 64M:8.754ms 256M:35.34ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.68us + bytes / 10.2 GB/s,
# misses by 21.3% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.26us 64K:28.98us 2M:258.6us 16M:1.617ms 64M:6.328ms 256M:23.29ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 163ns +
# bytes / 15.4 GB/s, misses by 36.0% RMS, so it is not used.
# Residual: 31.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.262us 2M:97.29us 16M:1.887ms 64M:7.605ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.8 GB/s, misses by
# 37.7% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:902ns 2M:47.24us 16M:690.7us 64M:4.574ms


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
