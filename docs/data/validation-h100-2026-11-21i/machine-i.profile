# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/run8.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-21T21:48:39Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T21:48:39Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 2.5% RMS relative over 5 repetitions.
launch_ns = 4.144us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.021us + bytes
# / 8.96e+03 GB/s, misses by 62.4% RMS, so it is not used.
# Residual: 26.2% RMS relative over 40 repetitions.
malloc_ns = 4K:2.329us 64K:2.06us 1M:1.869us 2M:42.57us 8M:40.34us 64M:40.46us 256M:76.14us 1G:83.74us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 1.499us + bytes / 2.36e+03 GB/s,
# misses by 53.2% RMS, so it is not used.
# Residual: 21.5% RMS relative over 40 repetitions.
free_ns = 4K:1.721us 64K:1.544us 1M:1.461us 2M:33.43us 8M:35.86us 64M:56.02us 256M:117.4us 1G:368.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 9.559us + bytes * -1.55e-06
# ns/B, misses by 19.7% RMS, so it is not used.
# Residual: 20.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:10.56us 64K:12.21us 2M:8.604us 16M:9.35us 64M:8.922us 256M:9.049us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.481us + bytes /
# 2.93e+05 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 19.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.839us 64K:12.1us 2M:8.793us 16M:8.744us 64M:9.031us 256M:10.43us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.25us     60.64us
# seq             2M          0         2         2     2097152           0       269us     250.4us
# seq            16M          0        16        16    16777216           0     1.674ms     1.699ms
# seq            64M          0        64        64    67108864           0     8.596ms     6.667ms
# seq           256M          0       256       256   268435456           0     35.04ms     26.54ms
# stride         64M        64K        64        64    67108864           0     6.669ms     6.667ms
# stride        256M         2M       128       128     8388608           0     2.183ms     2.246ms
# random         16M          0        10        55    16777216           0     1.228ms     1.687ms
# random         64M          0        38       373    67108864           0      7.01ms     6.791ms
# random        256M          0       160      1651   268435456           0     40.73ms     27.31ms
# fresh           2M          0         2         2           0     2097152     115.6us     144.4us
# fresh          16M          0        16        16           0    16777216     817.5us     851.4us
# fresh          64M          0        64        64           0    67108864     3.472ms     3.275ms
# fresh         256M          0       256       256           0   268435456     15.02ms     12.97ms
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
# defaults). Result: 10.19us per batch, 1.258us per VA block, bytes / 11.4
# GB/s moved, 43.43us per faulting kernel, bytes / 26.9 GB/s zero-filled.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_batch_ns = 10.19us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_block_ns = 1.258us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:359.5ns 64K:5.752us 512K:46.02us 1M:92.04us 2M:184.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_wake_ns = 43.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:152.5ns 64K:2.44us 512K:19.52us 1M:39.04us 2M:78.09us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.89us + bytes /
# 47.2 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 3.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.75us 2M:118.5us 16M:423.6us 64M:1.34ms 256M:5.294ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 15.45us + bytes / 15.3 GB/s, written at the measured sizes (the
# medians would give 5.7%).
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.72us 2M:152.2us 16M:1.11ms 64M:4.392ms 256M:17.52ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.66us + bytes / 12.6 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.87us 512K:56.4us 2M:181.6us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 20.95us + bytes / 3.81 GB/s, written at the measured sizes (the
# medians would give 5.4%).
# Residual: 8.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.14us 512K:158.5us 2M:571us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 2.39 GB/s, written at the measured sizes (the medians would
# give 9.6%).
# Residual: 12.0% RMS relative over 20 repetitions.
host_populate_ns = 2M:725.9us 16M:6.879ms 64M:27.98ms 256M:112.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.926us + bytes / 1.62e+03 GB/s, misses by 19.4% RMS,
# so it is not used.
# Residual: 10.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.549us 2M:2.543us 16M:13.03us 64M:45.34us 256M:172.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 15.46us + bytes / 77 GB/s,
# written at the measured sizes (the medians would give 5.2%).
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.32us 2M:42.71us 16M:233.5us 64M:887.5us 256M:3.503ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.76us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 161 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.95us 16M:84.03us 64M:398.1us 256M:1.965ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.112us
# + bytes / 9.01 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.853us 64K:22.33us 2M:235.9us 16M:1.788ms 64M:7.044ms 256M:29.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.31us + bytes / 12.5 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 11.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.948us 64K:28.18us 2M:233.7us 16M:1.305ms 64M:4.946ms 256M:19.67ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.34 GB/s, misses by 21.4% RMS, so it is not used.
# Residual: 15.5% RMS relative over 20 repetitions.
host_read_ns = 64K:6.828us 2M:190.9us 16M:2.385ms 64M:10.1ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.7 GB/s, misses by
# 41.3% RMS, so it is not used.
# Residual: 12.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.073us 2M:51.15us 16M:915.5us 64M:5.675ms


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
