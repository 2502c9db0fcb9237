# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-7.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:32:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:32:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.198us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.661us + bytes / 5.95e+03 GB/s, misses by 57.1% RMS,
# so it is not used.
# Residual: 25.3% RMS relative over 45 repetitions.
malloc_ns = 4K:2.891us 64K:2.783us 1M:2.6us 1536K:2.502us 2M:55.64us 8M:50.51us 64M:53.37us 256M:79.7us 1G:187.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.107us + bytes / 1.35e+03 GB/s, misses by 46.6% RMS, so it is
# not used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:3.503us 64K:3.597us 1M:3.286us 1536K:3.595us 2M:40.66us 8M:46.38us 64M:95.02us 256M:189.8us 1G:621.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 12.9us + bytes * -1.31e-06
# ns/B, misses by 15.9% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:13.68us 64K:12.39us 2M:12.87us 16M:13.11us 64M:12.36us 256M:12.51us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.7us +
# bytes / 1.1e+06 GB/s, written at the measured sizes (the medians would give
# 12.2%).
# Residual: 12.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.7us 64K:12.7us 2M:12.7us 16M:12.71us 64M:12.76us 256M:12.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     64.61us     60.45us
# seq             2M          0         2         2     2097152           0     231.9us     241.8us
# seq            16M          0        16        16    16777216           0     1.881ms     1.636ms
# seq            64M          0        64        64    67108864           0      9.58ms     6.416ms
# seq           256M          0       256       256   268435456           0      29.4ms     25.53ms
# stride         64M        64K        64        64    67108864           0     5.047ms     6.416ms
# stride        256M         2M       128       128     8388608           0     2.115ms     2.315ms
# random         16M          0        10        55    16777216           0     1.668ms      1.81ms
# random         64M          0        38       373    67108864           0     7.718ms     7.941ms
# random        256M          0       160      1651   268435456           0     42.17ms     32.57ms
# fresh           2M          0         2         2           0     2097152     131.6us     149.4us
# fresh          16M          0        16        16           0    16777216     756.8us     896.1us
# fresh          64M          0        64        64           0    67108864     3.695ms     3.456ms
# fresh         256M          0       256       256           0   268435456     16.76ms      13.7ms
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
# defaults). Result: 6.794us per batch, 5.508us per VA block, bytes / 12 GB/s
# moved, 42.69us per faulting kernel, bytes / 25.6 GB/s zero-filled.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_batch_ns = 6.794us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_block_ns = 5.508us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:340.9ns 64K:5.455us 512K:43.64us 1M:87.27us 2M:174.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_wake_ns = 42.69us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:160.3ns 64K:2.565us 512K:20.52us 1M:41.04us 2M:82.07us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.11us + bytes /
# 46.5 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 3.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.11us 2M:120.2us 16M:423.6us 64M:1.368ms 256M:5.38ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 13.93us + bytes / 12.5 GB/s, written at the measured sizes (the
# medians would give 6.5%).
# Residual: 12.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.15us 2M:181.1us 16M:1.351ms 64M:5.363ms 256M:21.41ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 18.18us + bytes / 10.9 GB/s, misses by 17.0% RMS, so it is not used.
# Residual: 18.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.65us 512K:57.36us 2M:246.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.83us + bytes / 3.46 GB/s, written at the measured sizes (the
# medians would give 11.8%).
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.79us 512K:173.5us 2M:628.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 311.4us + bytes / 2.56 GB/s, written at the
# measured sizes (the medians would give 7.3%).
# Residual: 12.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:337us 256K:413.6us 2M:1.129ms 16M:6.853ms 64M:26.48ms 256M:105ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.013us + bytes / 934 GB/s, misses by 18.0% RMS, so
# it is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.284us 2M:5.265us 16M:23.34us 64M:78.27us 256M:298.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 15.93us + bytes / 74.5
# GB/s, written at the measured sizes (the medians would give 6.6%).
# Residual: 14.2% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.81us 2M:44.06us 16M:241us 64M:916.2us 256M:3.617ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.063us +
# bytes / 160 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 28.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.92us 16M:97.31us 64M:389.2us 256M:1.714ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.98us +
# bytes / 7.28 GB/s, misses by 25.0% RMS, so it is not used.
# Residual: 18.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.902us 64K:23us 2M:306.5us 16M:2.283ms 64M:8.594ms 256M:34.55ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.17us + bytes / 10.7 GB/s,
# misses by 22.5% RMS, so it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.84us 64K:30.32us 2M:280.2us 16M:1.574ms 64M:6.024ms 256M:23.47ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 19.78ns + bytes / 5.61 GB/s, written at the measured sizes (the medians
# would give 6.6%).
# Residual: 6.9% RMS relative over 20 repetitions.
host_read_ns = 64K:11.69us 2M:373.6us 16M:2.989ms 64M:11.95ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.6 GB/s, misses by
# 30.7% RMS, so it is not used.
# Residual: 8.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.434us 2M:76.36us 16M:1.081ms 64M:5.498ms


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
