# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:31:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:31:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.8% RMS relative over 5 repetitions.
launch_ns = 3.389us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.607us + bytes / 8.58e+03 GB/s, misses by 56.4% RMS,
# so it is not used.
# Residual: 28.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.928us 64K:2.773us 1M:2.754us 1536K:2.756us 2M:38.39us 8M:36.1us 64M:39.4us 256M:44us 1G:132us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.279us + bytes / 2.56e+03 GB/s, misses by 51.5% RMS, so it is
# not used.
# Residual: 20.7% RMS relative over 45 repetitions.
free_ns = 4K:1.452us 64K:1.558us 1M:1.396us 1536K:1.432us 2M:33.66us 8M:34.2us 64M:55.78us 256M:106.1us 1G:332.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 8.735us + bytes * -1.13e-06
# ns/B, misses by 15.7% RMS, so it is not used.
# Residual: 15.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:9.02us 64K:8.322us 2M:8.722us 16M:8.398us 64M:8.304us 256M:8.347us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 8.702us +
# bytes / 2.43e+05 GB/s, written at the measured sizes (the medians would give
# 14.0%).
# Residual: 14.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.702us 64K:8.702us 2M:8.71us 16M:8.771us 64M:8.978us 256M:9.807us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.94us     56.98us
# seq             2M          0         2         2     2097152           0     265.9us     227.4us
# seq            16M          0        16        16    16777216           0     1.798ms     1.546ms
# seq            64M          0        64        64    67108864           0     8.244ms     6.069ms
# seq           256M          0       256       256   268435456           0     26.88ms     24.16ms
# stride         64M        64K        64        64    67108864           0     4.597ms     6.069ms
# stride        256M         2M       128       128     8388608           0     2.303ms     2.351ms
# random         16M          0        10        55    16777216           0     1.347ms     1.642ms
# random         64M          0        38       373    67108864           0     6.738ms      7.02ms
# random        256M          0       160      1651   268435456           0     37.73ms     28.65ms
# fresh           2M          0         2         2           0     2097152     106.2us     136.3us
# fresh          16M          0        16        16           0    16777216     794.8us     817.6us
# fresh          64M          0        64        64           0    67108864     3.743ms     3.154ms
# fresh         256M          0       256       256           0   268435456     16.24ms      12.5ms
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
# defaults). Result: 9.136us per batch, 3.847us per VA block, bytes / 12.9
# GB/s moved, 38.92us per faulting kernel, bytes / 29.4 GB/s zero-filled.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_batch_ns = 9.136us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_block_ns = 3.847us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:317.3ns 64K:5.077us 512K:40.62us 1M:81.24us 2M:162.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_wake_ns = 38.92us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:139.4ns 64K:2.231us 512K:17.84us 1M:35.69us 2M:71.38us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.36us + bytes / 47
# GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 1.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.32us 2M:117.5us 16M:424.4us 64M:1.359ms 256M:5.321ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.17us + bytes / 14.8 GB/s, written at the measured sizes (the
# medians would give 2.0%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.6us 2M:157.2us 16M:1.151ms 64M:4.56ms 256M:18.2ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.77us + bytes / 11.8 GB/s, written at the measured sizes (the
# medians would give 13.0%).
# Residual: 12.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.32us 512K:59.2us 2M:192.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 21.28us + bytes / 4.22 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.97us 512K:183.9us 2M:536.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 263.8us + bytes / 2.72 GB/s, misses by 18.6% RMS, so
# it is not used.
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:315.7us 256K:377us 2M:872.1us 16M:6.557ms 64M:29.42ms 256M:126.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.973us + bytes / 1.53e+03 GB/s, misses by 21.1% RMS,
# so it is not used.
# Residual: 13.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.626us 2M:2.655us 16M:14.2us 64M:46.07us 256M:184.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 16.83us + bytes / 77 GB/s,
# written at the measured sizes (the medians would give 9.7%).
# Residual: 14.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.68us 2M:44.07us 16M:234.8us 64M:888.8us 256M:3.505ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 27.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 130.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.638us +
# bytes / 189 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.28us 16M:84.27us 64M:332.5us 256M:1.571ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.897us
# + bytes / 8.38 GB/s, misses by 24.4% RMS, so it is not used.
# Residual: 19.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.401us 64K:22.63us 2M:257.3us 16M:1.956ms 64M:7.674ms 256M:29.88ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.04us + bytes / 12.3 GB/s,
# misses by 24.3% RMS, so it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.64us 64K:28.25us 2M:256.3us 16M:1.295ms 64M:5.034ms 256M:19.21ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.09 GB/s, misses by 19.2% RMS, so it is not used.
# Residual: 20.3% RMS relative over 20 repetitions.
host_read_ns = 64K:7.562us 2M:227.9us 16M:2.222ms 64M:9.587ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 22.5 GB/s, misses by
# 32.2% RMS, so it is not used.
# Residual: 17.2% RMS relative over 20 repetitions.
host_write_ns = 64K:995ns 2M:79.92us 16M:916.2us 64M:5.218ms


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
