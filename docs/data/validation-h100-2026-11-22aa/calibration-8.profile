# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:42:05Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:42:05Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.9% RMS relative over 5 repetitions.
launch_ns = 3.138us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.999us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.559us + bytes / 5.77e+03 GB/s, misses by 56.6% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.409us 64K:2.556us 1M:2.503us 1536K:2.48us 2M:51.49us 8M:44.69us 64M:54.41us 256M:69.84us 1G:175us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.914us + bytes / 1.65e+03 GB/s, misses by 49.1% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.19us 64K:2.298us 1M:2.169us 1536K:2.201us 2M:38.7us 8M:43.22us 64M:81.32us 256M:165.8us 1G:537.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.658us + bytes / 7.5e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 33.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.456us 64K:2.486us 2M:18.02us 16M:21.39us 64M:38.56us 256M:33.67us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 7.459us +
# bytes / 3.38e+05 GB/s, written at the measured sizes (the medians would give
# 8.4%).
# Residual: 8.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.459us 64K:7.459us 2M:7.465us 16M:7.509us 64M:7.657us 256M:8.253us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 32.6%, 512K
# 32.6%, 1M 32.5%, 2M 31.9%, 4M 30.7%, 8M 28.0%, 16M 27.1%, 32M 27.2%.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      91.3us     62.58us
# seq             2M          0         2         2     2097152           0     275.2us     294.5us
# seq            16M          0        16        16    16777216           0     2.356ms     2.356ms
# seq            64M          0        64        64    67108864           0     10.28ms     9.423ms
# seq           256M          0       256       256   268435456           0     36.26ms     37.69ms
# stride         64M        64K         4        32    67108864           0     5.677ms     6.243ms
# stride        256M         2M        16       128     8388608           0     2.393ms     2.576ms
# random         16M          0        16        16    16777216           0     2.111ms     2.356ms
# random         64M          0        39       104    67108864           0      9.51ms     8.547ms
# random        256M          0       127       907   268435456           0     49.87ms     36.92ms
# fresh           2M          0         2         2           0     2097152     90.37us     113.9us
# fresh          16M          0        16        16           0    16777216     753.8us       911us
# fresh          64M          0        64        64           0    67108864     7.076ms     3.644ms
# fresh         256M          0       256       256           0   268435456     18.26ms     14.58ms
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
# defaults). Result: 48.52us per batch, 8.419us per VA block, bytes / 11.6
# GB/s moved, 0ns per faulting kernel, bytes * 0 ns/B zero-filled.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_batch_ns = 48.52us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_block_ns = 8.419us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:352.8ns 64K:5.644us 512K:45.15us 1M:90.3us 2M:180.6us

# One of the five coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_wake_ns = 0ns

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 27.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 71.11us +
# bytes / 48.1 GB/s, written at the measured sizes (the medians would give
# 2.7%).
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:72.47us 2M:114.7us 16M:419.8us 64M:1.466ms 256M:5.649ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.02us + bytes / 9.09 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.22us 2M:246.7us 16M:1.861ms 64M:7.397ms 256M:29.54ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.3us + bytes / 8.97 GB/s, written at the measured sizes (the
# medians would give 9.3%).
# Residual: 9.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.6us 512K:74.76us 2M:250.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 23.42us + bytes / 2.96 GB/s, misses by 26.7% RMS, so it is not used.
# Residual: 21.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.19us 512K:290.1us 2M:652.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 232.5us + bytes / 3.05 GB/s, misses by 20.0% RMS, so
# it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:260.2us 256K:322.2us 2M:734.5us 16M:6.023ms 64M:23.6ms 256M:104.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.745us + bytes / 977 GB/s, misses by 21.5% RMS, so
# it is not used.
# Residual: 11.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.898us 2M:3.809us 16M:21.07us 64M:74.09us 256M:292.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.04us + bytes / 106 GB/s, misses by
# 17.5% RMS, so it is not used.
# Residual: 7.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.36us 2M:24.52us 16M:178.2us 64M:647.1us 256M:3.261ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.08us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 625.6ns +
# bytes / 191 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.63us 16M:84.42us 64M:341.7us 256M:1.379ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.852us
# + bytes / 9.63 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.32us 64K:25.79us 2M:191.6us 16M:1.743ms 64M:7.701ms 256M:28.69ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.79us + bytes / 11.8 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.87us 64K:27.61us 2M:245.2us 16M:1.279ms 64M:5.175ms 256M:23.02ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.6 GB/s, misses by 32.8% RMS, so it is not used.
# Residual: 33.9% RMS relative over 20 repetitions.
host_read_ns = 64K:4.247us 2M:122.2us 16M:1.777ms 64M:7.308ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31 GB/s, misses by
# 35.5% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:913ns 2M:48.57us 16M:682.8us 64M:4.443ms


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
