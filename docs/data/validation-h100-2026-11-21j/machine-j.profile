# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/run9.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-21T22:01:28Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T22:01:28Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 4.9% RMS relative over 5 repetitions.
launch_ns = 3.87us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.771us + bytes
# / 5.63e+03 GB/s, misses by 58.3% RMS, so it is not used.
# Residual: 27.9% RMS relative over 40 repetitions.
malloc_ns = 4K:2.974us 64K:2.599us 1M:2.618us 2M:51.73us 8M:43.23us 64M:50.62us 256M:59.18us 1G:201.7us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 3.188us + bytes / 1.47e+03 GB/s,
# misses by 47.8% RMS, so it is not used.
# Residual: 19.3% RMS relative over 40 repetitions.
free_ns = 4K:3.456us 64K:3.477us 1M:3.49us 2M:38.32us 8M:40.77us 64M:81.31us 256M:163.4us 1G:613.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.44us + bytes * -1.62e-06
# ns/B, misses by 17.0% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:17.58us 64K:11.76us 2M:12.46us 16M:12.21us 64M:11.38us 256M:12.07us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.23us + bytes /
# 2.78e+05 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 16.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.23us 64K:11.84us 2M:11.87us 16M:11.86us 64M:11.58us 256M:13.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     62.02us     61.18us
# seq             2M          0         2         2     2097152           0     283.6us     242.4us
# seq            16M          0        16        16    16777216           0     1.674ms     1.647ms
# seq            64M          0        64        64    67108864           0     8.733ms     6.461ms
# seq           256M          0       256       256   268435456           0     36.49ms     25.72ms
# stride         64M        64K        64        64    67108864           0     5.726ms     6.461ms
# stride        256M         2M       128       128     8388608           0     2.416ms     2.519ms
# random         16M          0        10        55    16777216           0     1.153ms     1.752ms
# random         64M          0        38       373    67108864           0      9.27ms     7.508ms
# random        256M          0       160      1651   268435456           0     45.46ms     30.65ms
# fresh           2M          0         2         2           0     2097152     180.2us     176.1us
# fresh          16M          0        16        16           0    16777216     1.012ms     1.116ms
# fresh          64M          0        64        64           0    67108864     4.639ms      4.34ms
# fresh         256M          0       256       256           0   268435456     24.95ms     17.23ms
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
# defaults). Result: 9.747us per batch, 4.208us per VA block, bytes / 12.1
# GB/s moved, 41.83us per faulting kernel, bytes / 19.7 GB/s zero-filled.
# Residual: 30.9% RMS relative over 70 repetitions.
fault_batch_ns = 9.747us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.9% RMS relative over 70 repetitions.
fault_block_ns = 4.208us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 30.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:337.3ns 64K:5.397us 512K:43.17us 1M:86.34us 2M:172.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 30.9% RMS relative over 70 repetitions.
fault_wake_ns = 41.83us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 30.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:207.8ns 64K:3.325us 512K:26.6us 1M:53.2us 2M:106.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 41.9us +
# bytes / 47.5 GB/s, written at the measured sizes (the medians would give
# 1.5%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.28us 2M:86.05us 16M:395.1us 64M:1.455ms 256M:5.693ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.31us + bytes / 10.4 GB/s, written at the measured sizes (the
# medians would give 1.3%).
# Residual: 5.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.63us 2M:219.6us 16M:1.636ms 64M:6.491ms 256M:25.91ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.67us + bytes / 7.33 GB/s, misses by 36.4% RMS, so it is not used.
# Residual: 56.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.4us 512K:155.2us 2M:329.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.26us + bytes / 2.78 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 8.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.84us 512K:209.9us 2M:775.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 2.57 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 12.0% RMS relative over 20 repetitions.
host_populate_ns = 2M:690.4us 16M:5.221ms 64M:26.91ms 256M:134.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.808us + bytes / 983 GB/s, misses by 20.8% RMS, so
# it is not used.
# Residual: 11.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.916us 2M:3.899us 16M:20.83us 64M:74.34us 256M:290.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.46us + bytes / 76.2 GB/s, misses
# by 15.5% RMS, so it is not used.
# Residual: 6.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.64us 2M:33.63us 16M:260.3us 64M:1.009ms 256M:3.579ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.28us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.82us +
# bytes / 159 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 25.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.54us 16M:96.93us 64M:398.1us 256M:1.706ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 6.481us
# + bytes / 7.23 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 16.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.797us 64K:20.29us 2M:278.9us 16M:2.146ms 64M:10.08ms 256M:36.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.28us + bytes / 9.76 GB/s,
# misses by 21.0% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.37us 64K:30.08us 2M:266.3us 16M:1.571ms 64M:6.547ms 256M:26.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.64 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 15.4% RMS relative over 20 repetitions.
host_read_ns = 64K:6.322us 2M:210.2us 16M:2.655ms 64M:11.19ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.4 GB/s, misses by
# 46.7% RMS, so it is not used.
# Residual: 15.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.188us 2M:53.51us 16M:1.317ms 64M:6.627ms


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
