# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:09:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:09:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.4% RMS relative over 5 repetitions.
launch_ns = 4.591us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.432us + bytes / 5.77e+03 GB/s, misses by 60.3% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.862us 64K:2.856us 1M:2.815us 1536K:2.832us 2M:85.17us 8M:54.45us 64M:77.45us 256M:89.69us 1G:133.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.259us + bytes / 1.46e+03 GB/s, misses by 52.7% RMS, so it is
# not used.
# Residual: 22.9% RMS relative over 45 repetitions.
free_ns = 4K:1.602us 64K:1.64us 1M:1.593us 1536K:1.533us 2M:49.77us 8M:47.49us 64M:77.37us 256M:192.6us 1G:637.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.876us + bytes / 5.76e+03 GB/s, misses by 62.7% RMS, so it is not used.
# Residual: 34.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.98us 64K:3.005us 2M:24.38us 16M:28.16us 64M:37.78us 256M:44.16us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.775us +
# bytes / 2.84e+05 GB/s, written at the measured sizes (the medians would give
# 7.9%).
# Residual: 8.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.775us 64K:9.776us 2M:9.783us 16M:9.834us 64M:10.01us 256M:10.72us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 29.0%, 512K
# 28.8%, 1M 28.3%, 2M 27.3%, 4M 26.1%, 8M 25.3%, 16M 26.2%, 32M 26.7%.
# Residual: 25.3% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     164.2us     84.09us
# seq             2M          0         2         2     2097152           0     336.4us     328.2us
# seq            16M          0        16        16    16777216           0     2.346ms     2.448ms
# seq            64M          0        64        64    67108864           0     9.962ms     9.716ms
# seq           256M          0       256       256   268435456           0      41.8ms     38.79ms
# stride         64M        64K         8        32    67108864           0     7.717ms     7.103ms
# stride        256M         2M        32       128     8388608           0     3.343ms     3.802ms
# random         16M          0        12        16    16777216           0     1.874ms     2.293ms
# random         64M          0        36       161    67108864           0     11.71ms     9.946ms
# random        256M          0       125      1211   268435456           0     56.16ms     46.68ms
# fresh           2M          0         2         2           0     2097152     129.2us       168us
# fresh          16M          0        16        16           0    16777216     1.076ms     1.166ms
# fresh          64M          0        64        64           0    67108864     5.389ms      4.59ms
# fresh         256M          0       256       256           0   268435456     25.75ms     18.28ms
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
# defaults). Result: 38.9us per batch, 13.6us per VA block, bytes / 10.6 GB/s
# moved, 25.41us per faulting kernel, bytes / 55.7 GB/s zero-filled.
# Residual: 25.3% RMS relative over 70 repetitions.
fault_batch_ns = 38.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.3% RMS relative over 70 repetitions.
fault_block_ns = 13.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:386.4ns 64K:6.183us 512K:49.46us 1M:98.92us 2M:197.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.3% RMS relative over 70 repetitions.
fault_wake_ns = 25.41us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:73.5ns 64K:1.176us 512K:9.408us 1M:18.82us 2M:37.63us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.73us + bytes /
# 44.6 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 7.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.18us 2M:162.6us 16M:472.3us 64M:1.409ms 256M:5.508ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.19us + bytes / 7.86 GB/s, written at the measured sizes (the
# medians would give 4.5%).
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.53us 2M:282us 16M:2.15ms 64M:8.554ms 256M:34.17ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.01us + bytes / 7.45 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 6.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.81us 512K:88.34us 2M:299.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.09us + bytes / 2.8 GB/s, written at the measured sizes (the
# medians would give 7.5%).
# Residual: 10.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.53us 512K:208.6us 2M:771.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 302.2us + bytes / 2.46 GB/s, written at the
# measured sizes (the medians would give 6.4%).
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:328.9us 256K:408.8us 2M:1.155ms 16M:7.122ms 64M:27.58ms 256M:109.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.408us + bytes / 774 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 12.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.72us 2M:4.766us 16M:31.22us 64M:90.79us 256M:362.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.84us + bytes / 65.5
# GB/s, written at the measured sizes (the medians would give 5.4%).
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.84us 2M:48.84us 16M:272.9us 64M:1.041ms 256M:4.113ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 45.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 158.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.351us +
# bytes / 188 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.93us 16M:90.57us 64M:346.1us 256M:1.435ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.692us
# + bytes / 7.28 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.6us 64K:25.64us 2M:296.7us 16M:2.187ms 64M:8.774ms 256M:36.06ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.65us + bytes / 10.2 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.12us 64K:32.54us 2M:275.8us 16M:1.516ms 64M:6.098ms 256M:24.77ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.35 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_read_ns = 64K:6.984us 2M:242us 16M:2.47ms 64M:10.65ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.1 GB/s, misses by
# 31.2% RMS, so it is not used.
# Residual: 9.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.813us 2M:84.42us 16M:1.248ms 64M:6.534ms


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
