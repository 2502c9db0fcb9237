# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-21T23:48:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T23:48:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 7.7% RMS relative over 5 repetitions.
launch_ns = 4.042us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.656us + bytes / 8.06e+03 GB/s, misses by 55.7% RMS,
# so it is not used.
# Residual: 22.3% RMS relative over 45 repetitions.
malloc_ns = 4K:3.844us 64K:3.633us 1M:3.184us 1536K:3.865us 2M:67.7us 8M:50.01us 64M:57.39us 256M:49.32us 1G:106.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.709us + bytes / 2.21e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 23.3% RMS relative over 45 repetitions.
free_ns = 4K:2.723us 64K:2.739us 1M:2.85us 1536K:2.743us 2M:43.62us 8M:45.59us 64M:99.68us 256M:118.9us 1G:388.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 10.31us + bytes * -3e-06
# ns/B, misses by 18.9% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:10.78us 64K:13.89us 2M:9.501us 16M:10.05us 64M:9.201us 256M:9.659us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 10.1us + bytes /
# 1.17e+06 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.931us 64K:13.33us 2M:9.364us 16M:9.538us 64M:9.299us 256M:10.65us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      69.5us     55.03us
# seq             2M          0         2         2     2097152           0     258.4us     250.7us
# seq            16M          0        16        16    16777216           0     1.588ms      1.77ms
# seq            64M          0        64        64    67108864           0     8.745ms     6.979ms
# seq           256M          0       256       256   268435456           0     43.27ms     27.82ms
# stride         64M        64K        64        64    67108864           0     6.574ms     6.979ms
# stride        256M         2M       128       128     8388608           0     2.598ms     2.773ms
# random         16M          0        10        55    16777216           0     1.728ms     1.955ms
# random         64M          0        38       373    67108864           0     8.839ms     8.644ms
# random        256M          0       160      1651   268435456           0     40.12ms     35.53ms
# fresh           2M          0         2         2           0     2097152       109us     133.7us
# fresh          16M          0        16        16           0    16777216     771.7us     833.9us
# fresh          64M          0        64        64           0    67108864     3.321ms     3.235ms
# fresh         256M          0       256       256           0   268435456     21.44ms     12.84ms
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
# defaults). Result: 9.411us per batch, 6.178us per VA block, bytes / 11.3
# GB/s moved, 33.63us per faulting kernel, bytes / 30.5 GB/s zero-filled.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_batch_ns = 9.411us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_block_ns = 6.178us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:363ns 64K:5.809us 512K:46.47us 1M:92.94us 2M:185.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_wake_ns = 33.63us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:134.5ns 64K:2.152us 512K:17.21us 1M:34.43us 2M:68.86us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.09us + bytes /
# 46.2 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 2.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.69us 2M:124.7us 16M:454.7us 64M:1.361ms 256M:5.414ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.11us + bytes / 13.6 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.95us 2M:169.8us 16M:1.253ms 64M:4.965ms 256M:19.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 21.68us + bytes / 9.24 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 16.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:28.58us 512K:76.85us 2M:241.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 16.64us + bytes / 2.81 GB/s, written at the measured sizes (the
# medians would give 15.0%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:39.96us 512K:203.2us 2M:763us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (30 points at 6 sizes): the best line, 82.64us + bytes / 3.57 GB/s,
# misses by 25.1% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:108.2us 256K:144.1us 2M:507.6us 16M:5.035ms 64M:24.62ms 256M:95.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.103us + bytes / 949 GB/s, misses by 18.6% RMS, so
# it is not used.
# Residual: 13.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.042us 2M:5.078us 16M:22.35us 64M:76.11us 256M:293.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 14.63us + bytes / 76.2
# GB/s, written at the measured sizes (the medians would give 5.1%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.49us 2M:42.15us 16M:234.8us 64M:895.3us 256M:3.537ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.16us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.065us +
# bytes / 181 GB/s, misses by 21.2% RMS, so it is not used.
# Residual: 21.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.07us 16M:85.38us 64M:345us 256M:1.614ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.414us
# + bytes / 7.09 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.557us 64K:21.66us 2M:284.1us 16M:2.26ms 64M:8.728ms 256M:37.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.11us + bytes / 10.1 GB/s,
# misses by 22.6% RMS, so it is not used.
# Residual: 13.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.87us 64K:30.94us 2M:277.5us 16M:1.579ms 64M:6.279ms 256M:24.55ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.05 GB/s, misses by 32.5% RMS, so it is not used.
# Residual: 25.4% RMS relative over 20 repetitions.
host_read_ns = 64K:5.385us 2M:200.2us 16M:2.577ms 64M:10.77ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.9 GB/s, misses by
# 44.6% RMS, so it is not used.
# Residual: 29.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.005us 2M:75.12us 16M:1.141ms 64M:5.225ms


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
