# profiles/h100-pcie5.profile: a copy of docs/data/calibration-h100-2026-11-22/h100-pcie5.profile
# (the fit of 32 calibration runs on four H100 PCIe machines, o, p, q and r, 2026-11-22 00:15-00:53 UTC, each interleaved with a validation suite; see docs/validation.md, "Calibration").
#
# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/calibration-h100-2026-11-22/h100-pcie5.profile --base
# docs/data/calibration-h100-2026-11-22/base.profile --from
# docs/data/validation-h100-2026-11-22o/calibration-1.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-2.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-3.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-4.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-5.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22o/calibration-6.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22p/calibration-1.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22p/calibration-2.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22p/calibration-3.profile.measurements.csv
# --from
# docs/data/validation-h100-2026-11-22p/calibration-4.profile.measurements.csv
# --from docs/data/validation-h100-2026-1` on 2026-11-22T00:16:14Z: NVIDIA
# H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000. Every
# repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): docs/data/calibration-h100-2026-11-22/base.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:16:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 100 repetitions.
# Residual: 14.9% RMS relative over 100 repetitions.
launch_ns = 4.708us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (1440 points at 9
# sizes): the best line, 2.72us + bytes / 6.03e+03 GB/s, misses by 60.1% RMS,
# so it is not used.
# Residual: 35.2% RMS relative over 1440 repetitions.
malloc_ns = 4K:3.232us 64K:3.004us 1M:3.06us 1536K:2.938us 2M:62.28us 8M:51.5us 64M:80.3us 256M:82.73us 1G:165us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (1440 points at 9 sizes): the
# best line, 2.097us + bytes / 1.57e+03 GB/s, misses by 55.5% RMS, so it is
# not used.
# Residual: 39.0% RMS relative over 1440 repetitions.
free_ns = 4K:3.55us 64K:3.284us 1M:3.3us 1536K:2.925us 2M:45.73us 8M:48.74us 64M:85.6us 256M:200.5us 1G:682.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (960 points at 6 sizes): the best line, 12.64us + bytes * -8.72e-07
# ns/B, misses by 26.9% RMS, so it is not used.
# Residual: 28.5% RMS relative over 960 repetitions.
managed_malloc_ns = 4K:15.62us 64K:13.53us 2M:13.86us 16M:13.9us 64M:13.26us 256M:14.37us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (960 points at 6 sizes): the best line, 12.69us + bytes /
# 4.35e+05 GB/s, misses by 25.4% RMS, so it is not used.
# Residual: 27.2% RMS relative over 960 repetitions.
managed_free_ns = 4K:15.22us 64K:13.53us 2M:13.88us 16M:14.12us 64M:13.78us 256M:15.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-22/base.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-22/base.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.66us     67.89us
# seq             2M          0         2         2     2097152           0       297us     271.1us
# seq            16M          0        16        16    16777216           0     1.937ms     1.848ms
# seq            64M          0        64        64    67108864           0     10.13ms     7.253ms
# seq           256M          0       256       256   268435456           0     42.07ms     28.87ms
# stride         64M        64K        64        64    67108864           0     6.808ms     7.253ms
# stride        256M         2M       128       128     8388608           0      2.94ms     2.864ms
# random         16M          0        10        55    16777216           0     1.672ms     2.046ms
# random         64M          0        38       373    67108864           0     10.19ms      9.03ms
# random        256M          0       160      1651   268435456           0      53.1ms      37.1ms
# fresh           2M          0         2         2           0     2097152     171.1us     181.1us
# fresh          16M          0        16        16           0    16777216     1.152ms     1.128ms
# fresh          64M          0        64        64           0    67108864     5.588ms     4.373ms
# fresh         256M          0       256       256           0   268435456     23.77ms     17.35ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 2240 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 9.435us per batch, 6.546us per VA block, bytes / 10.9
# GB/s moved, 45.87us per faulting kernel, bytes / 20.3 GB/s zero-filled.
# Residual: 28.6% RMS relative over 2240 repetitions.
fault_batch_ns = 9.435us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.6% RMS relative over 2240 repetitions.
fault_block_ns = 6.546us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.6% RMS relative over 2240 repetitions.
fault_h2d_ns = 4K:377.5ns 64K:6.04us 512K:48.32us 1M:96.63us 2M:193.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.6% RMS relative over 2240 repetitions.
fault_wake_ns = 45.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.6% RMS relative over 2240 repetitions.
fault_zero_ns = 4K:201.7ns 64K:3.227us 512K:25.81us 1M:51.63us 2M:103.3us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (800 points at 5 sizes): the best line, 45.28us + bytes /
# 45.3 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 12.2% RMS relative over 800 repetitions.
prefetch_h2d_ns = 64K:43.32us 2M:133.3us 16M:457.4us 64M:1.398ms 256M:5.505ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (800 points at 5 sizes): the best
# line, 17.89us + bytes / 11.3 GB/s, misses by 24.2% RMS, so it is not used.
# Residual: 29.7% RMS relative over 800 repetitions.
prefetch_d2h_ns = 64K:25.23us 2M:276.1us 16M:1.788ms 64M:7.071ms 256M:27.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (15360 points at 3 sizes): the best line,
# 17.25us + bytes / 9.99 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 22.2% RMS relative over 15360 repetitions.
evict_d2h_ns = 64K:25.03us 512K:76.7us 2M:260.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (960 points at 3 sizes): the best
# line, 23.25us + bytes / 3.49 GB/s, misses by 19.5% RMS, so it is not used.
# Residual: 19.8% RMS relative over 960 repetitions.
cpu_fault_d2h_ns = 64K:42.87us 512K:213us 2M:643.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/calibration-h100-2026-11-22/base.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (960 points at 6
# sizes): the best line, 323.1us + bytes / 2.42 GB/s, misses by 19.7% RMS, so
# it is not used.
# Residual: 16.4% RMS relative over 960 repetitions.
host_populate_ns = 64K:384.4us 256K:462.5us 2M:1.002ms 16M:7.985ms 64M:32.14ms 256M:129ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1600 points at
# 5 sizes): the best line, 2.883us + bytes / 1.18e+03 GB/s, misses by 35.5%
# RMS, so it is not used.
# Residual: 41.8% RMS relative over 1600 repetitions.
prefetch_host_ns = 64K:4.779us 2M:4.713us 16M:23.07us 64M:79.95us 256M:314.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (800 points at 5 sizes): the best line, 14.84us + bytes / 77.1 GB/s, misses
# by 22.8% RMS, so it is not used.
# Residual: 21.3% RMS relative over 800 repetitions.
prefetch_call_ns = 64K:19.37us 2M:37.18us 16M:272.7us 64M:1.056ms 256M:4.276ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 480 repetitions.
# Residual: 33.8% RMS relative over 480 repetitions.
prefetch_defer_ns = 113.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (640 points at 4 sizes): the best line, 0ns +
# bytes / 156 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 30.3% RMS relative over 640 repetitions.
managed_free_resident_ns = 2M:14.77us 16M:103.1us 64M:428.6us 256M:1.821ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (960 points at 6 sizes): the best line, 5.642us
# + bytes / 7.21 GB/s, misses by 28.0% RMS, so it is not used.
# Residual: 23.9% RMS relative over 960 repetitions.
memcpy_h2d_ns = 4K:6.087us 64K:23.42us 2M:315.1us 16M:2.339ms 64M:9.168ms 256M:37.12ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (960 points at 6 sizes): the best line, 13.74us + bytes / 10.4 GB/s,
# misses by 26.3% RMS, so it is not used.
# Residual: 19.4% RMS relative over 960 repetitions.
memcpy_d2h_ns = 4K:12.28us 64K:31.48us 2M:274.9us 16M:1.655ms 64M:6.281ms 256M:25.31ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (640 points at 4 sizes): the best line, 0ns +
# bytes / 6.74 GB/s, misses by 29.7% RMS, so it is not used.
# Residual: 31.8% RMS relative over 640 repetitions.
host_read_ns = 64K:10.63us 2M:320us 16M:2.994ms 64M:12.36ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (640 points at 4 sizes): the best line, 0ns + bytes / 22.9 GB/s, misses by
# 42.6% RMS, so it is not used.
# Residual: 25.7% RMS relative over 640 repetitions.
host_write_ns = 64K:1.344us 2M:72.53us 16M:1.259ms 64M:6.207ms

