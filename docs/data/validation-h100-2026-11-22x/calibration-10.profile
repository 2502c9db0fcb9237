# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T03:06:58Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T03:06:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.0% RMS relative over 5 repetitions.
launch_ns = 4.009us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.599us + bytes / 4.83e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 21.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.611us 64K:2.744us 1M:2.66us 1536K:2.541us 2M:64.33us 8M:52.55us 64M:87.94us 256M:93.61us 1G:177.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.958us + bytes / 1.4e+03 GB/s, misses by 50.2% RMS, so it is not
# used.
# Residual: 19.8% RMS relative over 45 repetitions.
free_ns = 4K:2.279us 64K:2.457us 1M:2.401us 1536K:2.198us 2M:48.28us 8M:49.08us 64M:87.52us 256M:185.6us 1G:678.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.901us + bytes / 3.21e+03 GB/s, misses by 63.8% RMS, so it is not used.
# Residual: 36.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.801us 64K:3.586us 2M:39.73us 16M:43.04us 64M:61.11us 256M:71.95us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.21us +
# bytes * -1.39e-06 ns/B, written at the measured sizes (the medians would
# give 8.6%).
# Residual: 9.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.21us 64K:13.21us 2M:13.21us 16M:13.19us 64M:13.12us 256M:12.84us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.0%, 512K
# 21.7%, 1M 21.1%, 2M 20.4%, 4M 19.6%, 8M 19.2%, 16M 19.7%, 32M 20.7%.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.46us     59.93us
# seq             2M          0         2         2     2097152           0     214.6us     225.5us
# seq            16M          0        16        16    16777216           0     1.289ms     1.603ms
# seq            64M          0        64        64    67108864           0     6.616ms     6.328ms
# seq           256M          0       256       256   268435456           0     39.65ms     25.23ms
# stride         64M        64K         8        32    67108864           0     6.256ms      5.19ms
# stride        256M         2M        32       128     8388608           0     2.697ms     2.916ms
# random         16M          0        12        16    16777216           0     1.473ms     1.557ms
# random         64M          0        36       161    67108864           0     6.978ms     7.473ms
# random        256M          0       125      1211   268435456           0     47.25ms     38.18ms
# fresh           2M          0         2         2           0     2097152     141.9us     142.9us
# fresh          16M          0        16        16           0    16777216     864.5us     942.4us
# fresh          64M          0        64        64           0    67108864      3.86ms     3.684ms
# fresh         256M          0       256       256           0   268435456     16.77ms     14.65ms
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
# defaults). Result: 11.66us per batch, 15.17us per VA block, bytes / 14.6
# GB/s moved, 28.63us per faulting kernel, bytes / 34.6 GB/s zero-filled.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_batch_ns = 11.66us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_block_ns = 15.17us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:279.7ns 64K:4.475us 512K:35.8us 1M:71.6us 2M:143.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_wake_ns = 28.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:118.3ns 64K:1.893us 512K:15.14us 1M:30.29us 2M:60.57us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.33us + bytes /
# 46.1 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 3.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.87us 2M:126.7us 16M:437.7us 64M:1.373ms 256M:5.454ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.49us + bytes / 9.95 GB/s, written at the measured sizes (the
# medians would give 1.4%).
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.08us 2M:228.4us 16M:1.704ms 64M:6.765ms 256M:27.01ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.09us + bytes / 8.81 GB/s, written at the measured sizes (the
# medians would give 7.1%).
# Residual: 7.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.52us 512K:76.58us 2M:255.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.5us + bytes / 3.22 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.83us 512K:187.1us 2M:674.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 340.9us + bytes / 2.32 GB/s, written at the
# measured sizes (the medians would give 9.4%).
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:369.2us 256K:454.1us 2M:1.246ms 16M:7.585ms 64M:29.32ms 256M:116.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.931us + bytes / 945 GB/s, misses by 21.3% RMS, so
# it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.189us 2M:4.046us 16M:21.46us 64M:77.61us 256M:302.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.72us + bytes / 95.2 GB/s, misses
# by 17.6% RMS, so it is not used.
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.55us 2M:29.66us 16M:213.1us 64M:742.3us 256M:2.904ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.11us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 4.025us +
# bytes / 150 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.07us 16M:112.3us 64M:466.7us 256M:1.83ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.485us
# + bytes / 7.06 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.96us 64K:20.96us 2M:288.7us 16M:2.267ms 64M:9.127ms 256M:36.54ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.92us + bytes / 10.4 GB/s,
# misses by 20.3% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.85us 64K:30.56us 2M:254us 16M:1.524ms 64M:5.939ms 256M:24.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 13.8 GB/s, misses by 43.3% RMS, so it is not used.
# Residual: 21.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.345us 2M:101.8us 16M:2.183ms 64M:10.16ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.8 GB/s, misses by
# 43.5% RMS, so it is not used.
# Residual: 11.7% RMS relative over 20 repetitions.
host_write_ns = 64K:959ns 2M:49.14us 16M:1.117ms 64M:5.388ms


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
