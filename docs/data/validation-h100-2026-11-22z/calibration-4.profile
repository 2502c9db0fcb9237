# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-4.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T04:26:37Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:26:37Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.9% RMS relative over 5 repetitions.
launch_ns = 4.184us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.754us + bytes / 6.05e+03 GB/s, misses by 58.0% RMS,
# so it is not used.
# Residual: 28.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.67us 64K:3.048us 1M:2.676us 1536K:2.611us 2M:55.44us 8M:47.37us 64M:55.56us 256M:81.77us 1G:201.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.024us + bytes / 1.42e+03 GB/s, misses by 49.5% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:2.438us 64K:2.627us 1M:2.319us 1536K:2.394us 2M:41.35us 8M:45.62us 64M:98.22us 256M:198.9us 1G:606.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.239us + bytes / 3.68e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 38.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.671us 64K:3.567us 2M:37.49us 16M:46.25us 64M:68.43us 256M:72.88us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.99us +
# bytes * -5.09e-07 ns/B, written at the measured sizes (the medians would
# give 10.0%).
# Residual: 10.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.99us 64K:12.99us 2M:12.99us 16M:12.98us 64M:12.96us 256M:12.85us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.3%, 512K
# 22.1%, 1M 21.7%, 2M 21.3%, 4M 21.6%, 8M 20.9%, 16M 19.9%, 32M 19.8%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      80.7us      74.8us
# seq             2M          0         2         2     2097152           0     239.1us     295.2us
# seq            16M          0        16        16    16777216           0     1.988ms     2.308ms
# seq            64M          0        64        64    67108864           0     9.257ms      9.21ms
# seq           256M          0       256       256   268435456           0     40.39ms     36.82ms
# stride         64M        64K         4        32    67108864           0     6.034ms     5.751ms
# stride        256M         2M         8       128     8388608           0      2.16ms     2.282ms
# random         16M          0        16        16    16777216           0     2.238ms     2.308ms
# random         64M          0        43        73    67108864           0     10.52ms     8.189ms
# random        256M          0       134       611   268435456           0     49.36ms     33.72ms
# fresh           2M          0         2         2           0     2097152     156.7us     163.3us
# fresh          16M          0        16        16           0    16777216     1.073ms     1.253ms
# fresh          64M          0        64        64           0    67108864     5.549ms     4.988ms
# fresh         256M          0       256       256           0   268435456     24.08ms     19.93ms
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
# defaults). Result: 52.65us per batch, 9.363us per VA block, bytes / 12.8
# GB/s moved, 7.671us per faulting kernel, bytes / 66.3 GB/s zero-filled.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 52.65us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 9.363us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:319.4ns 64K:5.111us 512K:40.89us 1M:81.77us 2M:163.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 7.671us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:61.73ns 64K:987.7ns 512K:7.902us 1M:15.8us 2M:31.61us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 41.19us + bytes /
# 46.3 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 3.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.91us 2M:122.5us 16M:444.2us 64M:1.351ms 256M:5.443ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.85us + bytes / 14.4 GB/s, written at the measured sizes (the
# medians would give 10.7%).
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.4us 2M:162.5us 16M:1.182ms 64M:4.678ms 256M:18.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.18us + bytes / 12.1 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 9.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.59us 512K:57.49us 2M:187.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 29.18us + bytes / 4.07 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.43us 512K:197.2us 2M:509.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 309.8us + bytes / 2.58 GB/s, written at the
# measured sizes (the medians would give 7.4%).
# Residual: 13.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:335.1us 256K:411.2us 2M:1.121ms 16M:6.8ms 64M:26.27ms 256M:104.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.941us + bytes / 1.53e+03 GB/s, misses by 20.8% RMS,
# so it is not used.
# Residual: 12.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.635us 2M:2.599us 16M:14.15us 64M:46.41us 256M:180.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11.89us + bytes / 102 GB/s,
# written at the measured sizes (the medians would give 7.3%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.53us 2M:32.37us 16M:175.7us 64M:667.2us 256M:2.633ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 88.38us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.498us +
# bytes / 154 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.65us 16M:110.2us 64M:441.9us 256M:1.773ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.078us
# + bytes / 10 GB/s, misses by 25.1% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.785us 64K:24.5us 2M:176.2us 16M:1.969ms 64M:7.224ms 256M:30.89ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.15us + bytes / 11.9 GB/s,
# misses by 22.6% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.877us 64K:27.15us 2M:234.8us 16M:1.442ms 64M:5.156ms 256M:19.73ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 111.8ns +
# bytes / 14.4 GB/s, misses by 34.9% RMS, so it is not used.
# Residual: 36.0% RMS relative over 20 repetitions.
host_read_ns = 64K:4.49us 2M:107.5us 16M:1.927ms 64M:8.122ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29.5 GB/s, misses by
# 36.1% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:983ns 2M:50.98us 16M:713.3us 64M:4.718ms


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
