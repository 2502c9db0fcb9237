# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/calibration-h100-2026-11-21e/h100-pcie5.profile --base
# docs/data/calibration-h100-2026-11-21e/base.profile --from
# docs/data/calibration-h100-2026-11-21e/all.measurements.csv` on
# 2026-11-21T20:15:54Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/calibration-h100-2026-11-21e/base.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T20:15:54Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 25
# repetitions.
# Residual: 10.9% RMS relative over 25 repetitions.
launch_ns = 3.727us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (200 points at 8 sizes): the best line, 2.261us + bytes
# / 8.02e+03 GB/s, misses by 62.9% RMS, so it is not used.
# Residual: 33.2% RMS relative over 200 repetitions.
malloc_ns = 4K:2.573us 64K:2.513us 1M:2.451us 2M:49.71us 8M:43.49us 64M:47.9us 256M:70.53us 1G:115.9us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (200 points at 8 sizes): the best line, 1.625us + bytes / 2.17e+03 GB/s,
# misses by 57.7% RMS, so it is not used.
# Residual: 39.8% RMS relative over 200 repetitions.
free_ns = 4K:2.357us 64K:2.142us 1M:2.155us 2M:38.12us 8M:42.16us 64M:70.07us 256M:163.3us 1G:559.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (150 points at 6 sizes): the best line, 9.243us + bytes / 3.44e+06
# GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 30.1% RMS relative over 150 repetitions.
managed_malloc_ns = 4K:11.73us 64K:10.37us 2M:10.5us 16M:10.53us 64M:10.26us 256M:11.54us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (150 points at 6 sizes): the best line, 9.426us + bytes /
# 2.74e+05 GB/s, misses by 25.3% RMS, so it is not used.
# Residual: 29.8% RMS relative over 150 repetitions.
managed_free_ns = 4K:11.71us 64K:10.95us 2M:11.02us 16M:10.81us 64M:10.69us 256M:12.76us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-21e/base.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-21e/base.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     66.66us     60.63us
# seq             2M          0         2         2     2097152           0     257.8us     235.6us
# seq            16M          0        16        16    16777216           0     1.549ms     1.585ms
# seq            64M          0        64        64    67108864           0     7.977ms     6.212ms
# seq           256M          0       256       256   268435456           0     33.24ms     24.72ms
# stride         64M        64K        64        64    67108864           0     5.681ms     6.212ms
# stride        256M         2M       128       128     8388608           0     2.303ms     2.331ms
# random         16M          0        10        55    16777216           0     1.286ms     1.746ms
# random         64M          0        38       373    67108864           0     8.014ms     7.644ms
# random        256M          0       160      1651   268435456           0     45.34ms     31.34ms
# fresh           2M          0         2         2           0     2097152     150.7us     166.4us
# fresh          16M          0        16        16           0    16777216     1.132ms     1.032ms
# fresh          64M          0        64        64           0    67108864     5.213ms         4ms
# fresh         256M          0       256       256           0   268435456     20.33ms     15.87ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 350 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 7.385us per batch, 5.254us per VA block, bytes / 12.5
# GB/s moved, 42.76us per faulting kernel, bytes / 21.3 GB/s zero-filled.
# Residual: 25.9% RMS relative over 350 repetitions.
fault_batch_ns = 7.385us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.9% RMS relative over 350 repetitions.
fault_block_ns = 5.254us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.9% RMS relative over 350 repetitions.
fault_h2d_ns = 4K:327.2ns 64K:5.235us 512K:41.88us 1M:83.76us 2M:167.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.9% RMS relative over 350 repetitions.
fault_wake_ns = 42.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 25.9% RMS relative over 350 repetitions.
fault_zero_ns = 4K:192.2ns 64K:3.075us 512K:24.6us 1M:49.19us 2M:98.39us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (125 points at 5 sizes): the best line, 37.73us + bytes /
# 46.5 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 6.6% RMS relative over 125 repetitions.
prefetch_h2d_ns = 64K:37.02us 2M:117.3us 16M:418.6us 64M:1.354ms 256M:5.4ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (125 points at 5 sizes): the best
# line, 15.78us + bytes / 14.5 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 24.9% RMS relative over 125 repetitions.
prefetch_d2h_ns = 64K:18.88us 2M:177.2us 16M:1.009ms 64M:4.015ms 256M:20.25ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (2400 points at 3 sizes): the best line,
# 14.63us + bytes / 12.9 GB/s, misses by 16.9% RMS, so it is not used.
# Residual: 17.5% RMS relative over 2400 repetitions.
evict_d2h_ns = 64K:19.02us 512K:51.4us 2M:171.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (150 points at 3 sizes): the best
# line, 23.11us + bytes / 4.24 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 23.2% RMS relative over 150 repetitions.
cpu_fault_d2h_ns = 64K:37.64us 512K:192.9us 2M:501.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/calibration-h100-2026-11-21e/base.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). The measured medians (100 points at 4 sizes): the best line, 0ns +
# bytes / 2.95 GB/s, misses by 19.4% RMS, so it is not used.
# Residual: 18.6% RMS relative over 100 repetitions.
host_populate_ns = 2M:588us 16M:5.275ms 64M:24.37ms 256M:104.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (250 points at 5
# sizes): the best line, 2.031us + bytes / 1.51e+03 GB/s, misses by 36.5% RMS,
# so it is not used.
# Residual: 40.7% RMS relative over 250 repetitions.
prefetch_host_ns = 64K:3.005us 2M:2.881us 16M:22.18us 64M:50.76us 256M:196.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (75 points at 5 sizes): the best line, 14.9us + bytes / 87.9 GB/s, misses by
# 23.3% RMS, so it is not used.
# Residual: 23.4% RMS relative over 75 repetitions.
prefetch_call_ns = 64K:22.06us 2M:35.45us 16M:236us 64M:921.2us 256M:3.573ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 45 repetitions.
# Residual: 21.2% RMS relative over 45 repetitions.
prefetch_defer_ns = 84.86us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (100 points at 4 sizes): the best line, 154.8ns
# + bytes / 179 GB/s, misses by 25.9% RMS, so it is not used.
# Residual: 25.5% RMS relative over 100 repetitions.
managed_free_resident_ns = 2M:13.49us 16M:91.19us 64M:367.7us 256M:1.677ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (150 points at 6 sizes): the best line, 5.171us
# + bytes / 8.37 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 20.7% RMS relative over 150 repetitions.
memcpy_h2d_ns = 4K:5.194us 64K:21.21us 2M:253.1us 16M:1.932ms 64M:7.782ms 256M:29.3ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (150 points at 6 sizes): the best line, 12.88us + bytes / 13 GB/s,
# misses by 27.0% RMS, so it is not used.
# Residual: 17.6% RMS relative over 150 repetitions.
memcpy_d2h_ns = 4K:11.28us 64K:28.17us 2M:254.2us 16M:1.386ms 64M:5.287ms 256M:17.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (100 points at 4 sizes): the best line, 0ns +
# bytes / 12.4 GB/s, misses by 43.5% RMS, so it is not used.
# Residual: 52.4% RMS relative over 100 repetitions.
host_read_ns = 64K:5.729us 2M:198.8us 16M:1.969ms 64M:8.923ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (100 points at 4 sizes): the best line, 0ns + bytes / 29.5 GB/s, misses by
# 41.7% RMS, so it is not used.
# Residual: 24.9% RMS relative over 100 repetitions.
host_write_ns = 64K:1.091us 2M:47.58us 16M:904.3us 64M:5.031ms

