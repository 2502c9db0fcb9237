# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:27:36Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:27:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.3% RMS relative over 5 repetitions.
launch_ns = 4.783us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.062us + bytes / 6.46e+03 GB/s, misses by 59.1% RMS,
# so it is not used.
# Residual: 23.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.93us 64K:3.159us 1M:2.953us 1536K:2.948us 2M:64.29us 8M:56.43us 64M:95.23us 256M:82.53us 1G:124.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.556us + bytes / 1.32e+03 GB/s, misses by 45.5% RMS, so it is
# not used.
# Residual: 14.9% RMS relative over 45 repetitions.
free_ns = 4K:3.835us 64K:3.853us 1M:3.701us 1536K:3.861us 2M:48.38us 8M:50.66us 64M:87.39us 256M:201.9us 1G:682.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.425us + bytes / 5.16e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 34.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.499us 64K:2.636us 2M:26.71us 16M:33.35us 64M:50.32us 256M:47.29us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.18us +
# bytes * -4.62e-06 ns/B, written at the measured sizes (the medians would
# give 10.5%).
# Residual: 10.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.18us 64K:14.18us 2M:14.17us 16M:14.1us 64M:13.87us 256M:12.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 17.9%, 512K
# 17.5%, 1M 17.3%, 2M 17.7%, 4M 18.9%, 8M 20.5%, 16M 21.9%, 32M 23.1%.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     72.99us     68.79us
# seq             2M          0         2         2     2097152           0     217.1us     243.9us
# seq            16M          0        16        16    16777216           0     1.534ms     1.634ms
# seq            64M          0        64        64    67108864           0     7.855ms     6.399ms
# seq           256M          0       256       256   268435456           0     33.54ms     25.46ms
# stride         64M        64K        64        64    67108864           0     5.686ms     6.399ms
# stride        256M         2M       128       128     8388608           0     2.872ms     3.046ms
# random         16M          0        10        55    16777216           0     2.448ms     2.351ms
# random         64M          0        38       373    67108864           0      11.6ms     12.08ms
# random        256M          0       160      1651   268435456           0      57.1ms     51.11ms
# fresh           2M          0         2         2           0     2097152     250.7us     221.6us
# fresh          16M          0        16        16           0    16777216     1.254ms     1.456ms
# fresh          64M          0        64        64           0    67108864     6.468ms     5.687ms
# fresh         256M          0       256       256           0   268435456     26.36ms     22.61ms
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
# defaults). Result: 0ns per batch, 18.39us per VA block, bytes / 13 GB/s
# moved, 45.35us per faulting kernel, bytes / 15 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_block_ns = 18.39us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:316ns 64K:5.056us 512K:40.44us 1M:80.89us 2M:161.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_wake_ns = 45.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:272.5ns 64K:4.36us 512K:34.88us 1M:69.76us 2M:139.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.78us + bytes /
# 45.1 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 3.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.43us 2M:130.8us 16M:451.2us 64M:1.395ms 256M:5.539ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.59us + bytes / 9.39 GB/s, written at the measured sizes (the
# medians would give 2.8%).
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.57us 2M:242us 16M:1.806ms 64M:7.168ms 256M:28.62ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.93us + bytes / 8.42 GB/s, written at the measured sizes (the
# medians would give 10.1%).
# Residual: 10.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.72us 512K:79.23us 2M:266.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.05us + bytes / 3.22 GB/s, written at the measured sizes (the
# medians would give 9.0%).
# Residual: 11.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.38us 512K:186.7us 2M:674.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 299us + bytes / 2.5 GB/s, written at the
# measured sizes (the medians would give 5.5%).
# Residual: 13.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:325.2us 256K:403.7us 2M:1.136ms 16M:6.999ms 64M:27.1ms 256M:107.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.558us + bytes / 830 GB/s, misses by 18.5% RMS, so
# it is not used.
# Residual: 14.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.573us 2M:5.821us 16M:26.2us 64M:91.12us 256M:348.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 15.5us + bytes / 72.3 GB/s,
# written at the measured sizes (the medians would give 5.9%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.41us 2M:44.51us 16M:247.6us 64M:943.7us 256M:3.728ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 31.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.632us +
# bytes / 155 GB/s, misses by 22.6% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.9us 16M:109.3us 64M:439.2us 256M:1.776ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.213us
# + bytes / 9.29 GB/s, misses by 26.6% RMS, so it is not used.
# Residual: 21.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.474us 64K:25.99us 2M:206.7us 16M:1.779ms 64M:7.722ms 256M:34.25ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.59us + bytes / 9.87 GB/s,
# misses by 21.4% RMS, so it is not used.
# Residual: 13.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.67us 64K:32.23us 2M:262.3us 16M:1.594ms 64M:6.46ms 256M:25.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.6 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 10.2% RMS relative over 20 repetitions.
host_read_ns = 64K:7.78us 2M:226.6us 16M:2.485ms 64M:10.6ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.7 GB/s, misses by
# 29.6% RMS, so it is not used.
# Residual: 10.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.517us 2M:81us 16M:1.207ms 64M:5.753ms


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
