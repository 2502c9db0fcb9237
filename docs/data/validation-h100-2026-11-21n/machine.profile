# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/machine.profile --base
# scripts/../profiles/h100-pcie5.profile --from
# /root/out/w/val/gpu/calibration-1.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-2.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-3.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-4.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-5.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-6.profile.measurements.csv` on
# 2026-11-21T23:48:46Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T23:48:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 30
# repetitions.
# Residual: 16.4% RMS relative over 30 repetitions.
launch_ns = 3.898us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (270 points at 9
# sizes): the best line, 2.11us + bytes / 8.47e+03 GB/s, misses by 60.5% RMS,
# so it is not used.
# Residual: 35.5% RMS relative over 270 repetitions.
malloc_ns = 4K:3.107us 64K:2.295us 1M:2.571us 1536K:2.251us 2M:50.18us 8M:40.85us 64M:49.28us 256M:51.72us 1G:109.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (270 points at 9 sizes): the
# best line, 1.508us + bytes / 2.3e+03 GB/s, misses by 54.3% RMS, so it is not
# used.
# Residual: 29.7% RMS relative over 270 repetitions.
free_ns = 4K:2.091us 64K:2.022us 1M:2.014us 1536K:1.907us 2M:37.59us 8M:38.95us 64M:65.71us 256M:133.4us 1G:455.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (180 points at 6 sizes): the best line, 9.419us + bytes * -4.44e-07
# ns/B, misses by 23.2% RMS, so it is not used.
# Residual: 23.8% RMS relative over 180 repetitions.
managed_malloc_ns = 4K:10.93us 64K:10.08us 2M:9.931us 16M:10.13us 64M:9.467us 256M:10.16us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (180 points at 6 sizes): the best line, 9.437us + bytes /
# 4.54e+05 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 21.2% RMS relative over 180 repetitions.
managed_free_ns = 4K:10.82us 64K:10.14us 2M:9.998us 16M:10.23us 64M:9.735us 256M:11.01us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.15us     64.06us
# seq             2M          0         2         2     2097152           0       280us     240.8us
# seq            16M          0        16        16    16777216           0     1.569ms     1.619ms
# seq            64M          0        64        64    67108864           0     8.505ms     6.346ms
# seq           256M          0       256       256   268435456           0     36.95ms     25.25ms
# stride         64M        64K        64        64    67108864           0     5.752ms     6.346ms
# stride        256M         2M       128       128     8388608           0     2.564ms      2.63ms
# random         16M          0        10        55    16777216           0     1.546ms     1.816ms
# random         64M          0        38       373    67108864           0      8.74ms     8.092ms
# random        256M          0       160      1651   268435456           0     47.01ms     33.32ms
# fresh           2M          0         2         2           0     2097152     151.6us     163.1us
# fresh          16M          0        16        16           0    16777216      1.04ms       998us
# fresh          64M          0        64        64           0    67108864     4.798ms      3.86ms
# fresh         256M          0       256       256           0   268435456      21.4ms     15.31ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 420 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 8.608us per batch, 6.377us per VA block, bytes / 12.6
# GB/s moved, 43.86us per faulting kernel, bytes / 23.5 GB/s zero-filled.
# Residual: 26.3% RMS relative over 420 repetitions.
fault_batch_ns = 8.608us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.3% RMS relative over 420 repetitions.
fault_block_ns = 6.377us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.3% RMS relative over 420 repetitions.
fault_h2d_ns = 4K:326.1ns 64K:5.217us 512K:41.74us 1M:83.48us 2M:167us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.3% RMS relative over 420 repetitions.
fault_wake_ns = 43.86us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.3% RMS relative over 420 repetitions.
fault_zero_ns = 4K:174.4ns 64K:2.79us 512K:22.32us 1M:44.65us 2M:89.29us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (150 points at 5 sizes): the best line, 39.73us + bytes /
# 44.9 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 9.2% RMS relative over 150 repetitions.
prefetch_h2d_ns = 64K:36.44us 2M:125.1us 16M:454.4us 64M:1.379ms 256M:5.43ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (150 points at 5 sizes): the best
# line, 16.37us + bytes / 11.8 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 20.7% RMS relative over 150 repetitions.
prefetch_d2h_ns = 64K:22.99us 2M:235.6us 16M:1.486ms 64M:6.514ms 256M:24.79ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (2880 points at 3 sizes): the best line,
# 17.73us + bytes / 9.59 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 15.5% RMS relative over 2880 repetitions.
evict_d2h_ns = 64K:25.19us 512K:73.28us 2M:244.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (180 points at 3 sizes): the best
# line, 22.99us + bytes / 3.37 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 22.3% RMS relative over 180 repetitions.
cpu_fault_d2h_ns = 64K:44.26us 512K:198.1us 2M:677.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch); simrun scales it with the bytes below the first size. The measured
# medians (180 points at 6 sizes): the best line, 83.86us + bytes / 3.74 GB/s,
# misses by 28.2% RMS, so it is not used.
# Residual: 21.0% RMS relative over 180 repetitions.
host_populate_ns = 64K:136.5us 256K:140.9us 2M:487.6us 16M:4.995ms 64M:22.07ms 256M:97.67ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (300 points at 5
# sizes): the best line, 2.495us + bytes / 1.23e+03 GB/s, misses by 35.0% RMS,
# so it is not used.
# Residual: 40.3% RMS relative over 300 repetitions.
prefetch_host_ns = 64K:4.46us 2M:4.074us 16M:22.3us 64M:75.41us 256M:291us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (150 points at 5 sizes): the best line, 12.39us + bytes / 94.2 GB/s, misses
# by 21.4% RMS, so it is not used.
# Residual: 20.0% RMS relative over 150 repetitions.
prefetch_call_ns = 64K:16.61us 2M:30.45us 16M:231.2us 64M:748us 256M:3.401ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 90 repetitions.
# Residual: 32.2% RMS relative over 90 repetitions.
prefetch_defer_ns = 102.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (120 points at 4 sizes): the best line, 598.2ns
# + bytes / 178 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.2% RMS relative over 120 repetitions.
managed_free_resident_ns = 2M:12.4us 16M:90.39us 64M:356.9us 256M:1.61ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (180 points at 6 sizes): the best line, 5.615us
# + bytes / 7.25 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 19.0% RMS relative over 180 repetitions.
memcpy_h2d_ns = 4K:5.907us 64K:21.92us 2M:290.7us 16M:2.288ms 64M:9.024ms 256M:34.87ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (180 points at 6 sizes): the best line, 13.78us + bytes / 10 GB/s,
# misses by 24.5% RMS, so it is not used.
# Residual: 16.3% RMS relative over 180 repetitions.
memcpy_d2h_ns = 4K:12.04us 64K:30.88us 2M:270.1us 16M:1.68ms 64M:6.533ms 256M:24.51ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (120 points at 4 sizes): the best line, 0ns +
# bytes / 10.5 GB/s, misses by 36.1% RMS, so it is not used.
# Residual: 32.8% RMS relative over 120 repetitions.
host_read_ns = 64K:5.529us 2M:188.4us 16M:2.186ms 64M:9.158ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (120 points at 4 sizes): the best line, 0ns + bytes / 25.8 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 20.4% RMS relative over 120 repetitions.
host_write_ns = 64K:1.041us 2M:61.84us 16M:1.02ms 64M:5.038ms


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
