# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /root/out/w/run7.profile --base
# profiles/h100-pcie5.profile --reps 5` on 2026-11-21T21:41:08Z: NVIDIA H100
# 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T21:41:08Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 3.69us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (40 points at 8 sizes): the best line, 2.754us + bytes
# / 9.42e+03 GB/s, misses by 59.7% RMS, so it is not used.
# Residual: 25.2% RMS relative over 40 repetitions.
malloc_ns = 4K:2.798us 64K:2.79us 1M:2.69us 2M:38.81us 8M:35.12us 64M:40.18us 256M:56.55us 1G:86.4us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (40 points at 8 sizes): the best line, 1.366us + bytes / 2.72e+03 GB/s,
# misses by 53.2% RMS, so it is not used.
# Residual: 20.9% RMS relative over 40 repetitions.
free_ns = 4K:1.337us 64K:1.391us 1M:1.388us 2M:30.88us 8M:32.6us 64M:58.37us 256M:101.1us 1G:319.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 7.633us + bytes / 8.8e+05
# GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 16.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:8.682us 64K:7.279us 2M:7.217us 16M:7.533us 64M:7.228us 256M:8us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 7.67us + bytes /
# 1.94e+05 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.371us 64K:7.274us 2M:7.502us 16M:7.986us 64M:7.503us 256M:8.608us

# Model parameter (pages per batch), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     57.15us     54.21us
# seq             2M          0         2         2     2097152           0     219.1us     224.5us
# seq            16M          0        16        16    16777216           0     1.215ms     1.559ms
# seq            64M          0        64        64    67108864           0     7.056ms     6.134ms
# seq           256M          0       256       256   268435456           0     34.57ms     24.43ms
# stride         64M        64K        64        64    67108864           0     6.517ms     6.134ms
# stride        256M         2M       128       128     8388608           0     2.521ms     2.637ms
# random         16M          0        10        55    16777216           0     1.689ms     1.872ms
# random         64M          0        38       373    67108864           0     8.427ms     8.748ms
# random        256M          0       160      1651   268435456           0     40.53ms     36.37ms
# fresh           2M          0         2         2           0     2097152     142.5us     180.4us
# fresh          16M          0        16        16           0    16777216     1.186ms     1.206ms
# fresh          64M          0        64        64           0    67108864     11.82ms     4.722ms
# fresh         256M          0       256       256           0   268435456      19.8ms     18.79ms
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
# defaults). Result: 6.346us per batch, 8.995us per VA block, bytes / 13.1
# GB/s moved, 33.87us per faulting kernel, bytes / 18.1 GB/s zero-filled.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_batch_ns = 6.346us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_block_ns = 8.995us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:312.4ns 64K:4.998us 512K:39.99us 1M:79.97us 2M:159.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_wake_ns = 33.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:226.2ns 64K:3.619us 512K:28.95us 1M:57.91us 2M:115.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.35us + bytes /
# 45.3 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 4.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.94us 2M:120.7us 16M:450.2us 64M:1.365ms 256M:5.519ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.88us + bytes / 14.8 GB/s, written at the measured sizes (the
# medians would give 5.5%).
# Residual: 8.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.31us 2M:158.5us 16M:1.15ms 64M:4.55ms 256M:18.15ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.53us + bytes / 12.6 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.74us 512K:56.19us 2M:181.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.48us + bytes / 3.74 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.67us 512K:164.6us 2M:563.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 2.94 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_populate_ns = 2M:479.3us 16M:4.65ms 64M:25.06ms 256M:89.48ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.015us + bytes / 1.64e+03 GB/s, misses by 25.9% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:6.229us 2M:5.962us 16M:14.76us 64M:45.33us 256M:175.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.17us + bytes / 91.3 GB/s, misses
# by 21.6% RMS, so it is not used.
# Residual: 8.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.14us 2M:24.77us 16M:199.7us 64M:840.8us 256M:3.719ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 970.9ns +
# bytes / 193 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 21.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.46us 16M:80.27us 64M:326.1us 256M:1.488ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.985us
# + bytes / 7.09 GB/s, misses by 27.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.936us 64K:27.8us 2M:290.1us 16M:2.333ms 64M:8.925ms 256M:39.58ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.28us + bytes / 11.6 GB/s,
# misses by 22.4% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.5us 64K:27.61us 2M:237.6us 16M:1.46ms 64M:4.848ms 256M:23.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.75 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 31.7% RMS relative over 20 repetitions.
host_read_ns = 64K:9.565us 2M:247.2us 16M:2.444ms 64M:9.64ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 15.8 GB/s, misses by
# 27.5% RMS, so it is not used.
# Residual: 17.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.622us 2M:107.5us 16M:1.364ms 64M:5.614ms


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
