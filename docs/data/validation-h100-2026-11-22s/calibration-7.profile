# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T01:04:46Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T01:04:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 12.8% RMS relative over 5 repetitions.
launch_ns = 4.102us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.614us + bytes / 6.66e+03 GB/s, misses by 55.9% RMS,
# so it is not used.
# Residual: 30.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.782us 64K:2.824us 1M:2.79us 1536K:2.784us 2M:39.64us 8M:36.39us 64M:40.5us 256M:53.1us 1G:176.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.221us + bytes / 2.2e+03 GB/s, misses by 51.5% RMS, so it is not
# used.
# Residual: 25.9% RMS relative over 45 repetitions.
free_ns = 4K:1.528us 64K:1.482us 1M:1.401us 1536K:1.42us 2M:33.15us 8M:33.64us 64M:50us 256M:114.4us 1G:597.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 8.909us + bytes / 4.68e+04
# GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 22.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:9.607us 64K:8.476us 2M:8.316us 16M:8.791us 64M:12.15us 256M:13.56us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 9.076us + bytes /
# 5.77e+04 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.416us 64K:8.537us 2M:8.731us 16M:8.653us 64M:12.72us 256M:12.06us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     205.3us      88.9us
# seq             2M          0         2         2     2097152           0     1.186ms     292.9us
# seq            16M          0        16        16    16777216           0     2.709ms     1.884ms
# seq            64M          0        64        64    67108864           0     8.352ms     7.337ms
# seq           256M          0       256       256   268435456           0     34.69ms     29.15ms
# stride         64M        64K        64        64    67108864           0     6.101ms     7.337ms
# stride        256M         2M       128       128     8388608           0     3.016ms     3.043ms
# random         16M          0        10        55    16777216           0     1.562ms     1.877ms
# random         64M          0        38       373    67108864           0     6.967ms     7.614ms
# random        256M          0       160      1651   268435456           0     44.66ms     30.72ms
# fresh           2M          0         2         2           0     2097152     122.5us       177us
# fresh          16M          0        16        16           0    16777216     856.3us     956.7us
# fresh          64M          0        64        64           0    67108864     5.509ms      3.63ms
# fresh         256M          0       256       256           0   268435456     21.54ms     14.32ms
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
# defaults). Result: 15.07us per batch, 2.163us per VA block, bytes / 10.9
# GB/s moved, 65.64us per faulting kernel, bytes / 27.3 GB/s zero-filled.
# Residual: 37.6% RMS relative over 70 repetitions.
fault_batch_ns = 15.07us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 37.6% RMS relative over 70 repetitions.
fault_block_ns = 2.163us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 37.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:376.5ns 64K:6.024us 512K:48.19us 1M:96.38us 2M:192.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 37.6% RMS relative over 70 repetitions.
fault_wake_ns = 65.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 37.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:150.2ns 64K:2.404us 512K:19.23us 1M:38.46us 2M:76.91us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.79us + bytes /
# 45.8 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 12.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.61us 2M:152.9us 16M:423.4us 64M:1.361ms 256M:5.563ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 15.81us + bytes / 10.4 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 21.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.51us 2M:305.3us 16M:1.498ms 64M:5.938ms 256M:26.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.14us + bytes / 8.52 GB/s, written at the measured sizes (the
# medians would give 8.7%).
# Residual: 8.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.83us 512K:78.64us 2M:263.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 24.19us + bytes / 3.27 GB/s, written at the measured sizes (the
# medians would give 7.2%).
# Residual: 9.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.21us 512K:184.4us 2M:664.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 269.9us + bytes / 3.12 GB/s, misses by 19.4% RMS, so
# it is not used.
# Residual: 14.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:343.5us 256K:376.3us 2M:786.8us 16M:6.428ms 64M:26.2ms 256M:96.02ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.757us + bytes / 932 GB/s, misses by 22.9% RMS, so
# it is not used.
# Residual: 13.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.864us 2M:3.891us 16M:21.71us 64M:77.43us 256M:306.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.84us + bytes / 74.2 GB/s, misses
# by 23.8% RMS, so it is not used.
# Residual: 19.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.61us 2M:35.18us 16M:257.1us 64M:1.024ms 256M:3.963ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.23us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 182 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 22.3% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.43us 16M:99.63us 64M:335.6us 256M:1.639ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 7.03us +
# bytes / 5.75 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 17.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.381us 64K:26.23us 2M:378.6us 16M:3.159ms 64M:11.36ms 256M:41.74ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 15.18us + bytes / 8.48 GB/s,
# misses by 21.4% RMS, so it is not used.
# Residual: 10.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.55us 64K:34.56us 2M:314.3us 16M:2.1ms 64M:7.807ms 256M:26.53ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.59 GB/s, misses by 21.6% RMS, so it is not used.
# Residual: 16.6% RMS relative over 20 repetitions.
host_read_ns = 64K:6.42us 2M:260.5us 16M:2.886ms 64M:12.28ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 13.4 GB/s, misses by
# 26.2% RMS, so it is not used.
# Residual: 13.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.354us 2M:111.1us 16M:1.436ms 64M:7.426ms


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
