# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-8.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:11:33Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:11:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.4% RMS relative over 5 repetitions.
launch_ns = 4.112us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.014us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.882us + bytes / 5.67e+03 GB/s, misses by 58.9% RMS,
# so it is not used.
# Residual: 33.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.036us 64K:3.203us 1M:2.58us 1536K:3.024us 2M:67.92us 8M:40.74us 64M:77.68us 256M:69.19us 1G:212.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.385us + bytes / 1.72e+03 GB/s, misses by 49.6% RMS, so it is
# not used.
# Residual: 22.8% RMS relative over 45 repetitions.
free_ns = 4K:3.969us 64K:3.158us 1M:2.5us 1536K:2.802us 2M:46.65us 8M:36.14us 64M:74.97us 256M:171.7us 1G:489.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.68us
# + bytes / 3.81e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 48.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.14us 64K:3.006us 2M:35.85us 16M:78.53us 64M:65.79us 256M:71.37us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 12.51us +
# bytes / 5.48e+05 GB/s, written at the measured sizes (the medians would give
# 12.6%).
# Residual: 12.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.51us 64K:12.51us 2M:12.52us 16M:12.54us 64M:12.64us 256M:13us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.0%, 512K
# 24.6%, 1M 24.0%, 2M 23.0%, 4M 22.5%, 8M 21.7%, 16M 21.6%, 32M 22.0%.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     87.49us     73.27us
# seq             2M          0         2         2     2097152           0     235.3us     276.3us
# seq            16M          0        16        16    16777216           0     2.085ms     2.097ms
# seq            64M          0        64        64    67108864           0     9.132ms     8.338ms
# seq           256M          0       256       256   268435456           0     33.99ms      33.3ms
# stride         64M        64K         4        32    67108864           0     6.054ms     5.549ms
# stride        256M         2M        16       128     8388608           0     2.453ms     2.822ms
# random         16M          0        16        16    16777216           0     1.717ms     2.097ms
# random         64M          0        39       104    67108864           0     9.577ms     7.818ms
# random        256M          0       127       907   268435456           0     50.93ms     35.97ms
# fresh           2M          0         2         2           0     2097152     141.6us     170.6us
# fresh          16M          0        16        16           0    16777216     1.144ms      1.25ms
# fresh          64M          0        64        64           0    67108864     6.222ms     4.953ms
# fresh         256M          0       256       256           0   268435456     26.09ms     19.76ms
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
# defaults). Result: 40.05us per batch, 12.04us per VA block, bytes / 13.5
# GB/s moved, 16.31us per faulting kernel, bytes / 41.9 GB/s zero-filled.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_batch_ns = 40.05us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_block_ns = 12.04us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:304.4ns 64K:4.871us 512K:38.97us 1M:77.93us 2M:155.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_wake_ns = 16.31us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:97.83ns 64K:1.565us 512K:12.52us 1M:25.05us 2M:50.09us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.13us + bytes /
# 40.8 GB/s, misses by 16.5% RMS, so it is not used.
# Residual: 5.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.53us 2M:124.7us 16M:487.8us 64M:1.606ms 256M:5.558ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.22us + bytes / 10.2 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 13.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.94us 2M:199.7us 16M:1.866ms 64M:8.674ms 256M:26.44ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 15.54us + bytes / 12 GB/s, misses by 16.7% RMS, so it is not used.
# Residual: 18.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.77us 512K:71.64us 2M:173.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 26.02us + bytes / 3.51 GB/s, written at the measured sizes (the
# medians would give 9.5%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.69us 512K:175.4us 2M:623.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 328.2us + bytes / 2.42 GB/s, misses by 15.6% RMS, so
# it is not used.
# Residual: 9.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:398us 256K:432.1us 2M:994us 16M:7.804ms 64M:29.94ms 256M:129.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.924us + bytes / 974 GB/s, misses by 24.8% RMS, so
# it is not used.
# Residual: 18.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.159us 2M:4.107us 16M:21.3us 64M:74.23us 256M:302.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.04us + bytes / 83.6 GB/s, misses
# by 16.1% RMS, so it is not used.
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.32us 2M:35.41us 16M:238.3us 64M:951.4us 256M:3.226ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 45.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 272.1us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 8.986us + bytes /
# 252 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.48us 16M:78.55us 64M:268.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.339us +
# bytes / 160 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 24.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.14us 16M:103.4us 64M:425.6us 256M:1.697ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.829us
# + bytes / 10.7 GB/s, misses by 29.4% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.596us 64K:24.61us 2M:148.2us 16M:1.59ms 64M:7.456ms 256M:32.27ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.48us + bytes / 10.7 GB/s,
# misses by 23.9% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.15us 64K:29.08us 2M:270.4us 16M:1.727ms 64M:6.362ms 256M:19.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 185.5ns +
# bytes / 8.2 GB/s, misses by 26.2% RMS, so it is not used.
# Residual: 19.5% RMS relative over 20 repetitions.
host_read_ns = 64K:8.391us 2M:200.5us 16M:2.453ms 64M:10.38ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.6 GB/s, misses by
# 43.1% RMS, so it is not used.
# Residual: 14.4% RMS relative over 20 repetitions.
host_write_ns = 64K:1.288us 2M:56.53us 16M:1.346ms 64M:6.126ms

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
