# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/calibration-h100-2026-11-21/h100-pcie5.profile --base
# docs/data/calibration-h100-2026-11-21/base.profile --from
# docs/data/calibration-h100-2026-11-21/both.measurements.csv` on
# 2026-11-21T16:59:55Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# docs/data/calibration-h100-2026-11-21/base.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-21T16:59:55Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 10
# repetitions.
# Residual: 7.8% RMS relative over 10 repetitions.
launch_ns = 3.827us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time.
# The measured medians (80 points at 8 sizes): the best line, 2.753us + bytes
# / 7.05e+03 GB/s, misses by 58.9% RMS, so it is not used.
# Residual: 27.5% RMS relative over 80 repetitions.
malloc_ns = 4K:3.109us 64K:2.918us 1M:2.62us 2M:49.56us 8M:41.6us 64M:50.11us 256M:49.38us 1G:137us

# cudaFree of cudaMalloc memory, host time of the call. The measured medians
# (80 points at 8 sizes): the best line, 1.765us + bytes / 1.99e+03 GB/s,
# misses by 57.0% RMS, so it is not used.
# Residual: 40.8% RMS relative over 80 repetitions.
free_ns = 4K:3.913us 64K:1.952us 1M:1.944us 2M:40.74us 8M:39.21us 64M:69.69us 256M:161.4us 1G:502.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (60 points at 6 sizes): the best line, 10.54us + bytes * -3.51e-06
# ns/B, misses by 23.6% RMS, so it is not used.
# Residual: 23.2% RMS relative over 60 repetitions.
managed_malloc_ns = 4K:13.29us 64K:10.57us 2M:12.18us 16M:10.49us 64M:9.678us 256M:10.25us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (60 points at 6 sizes): the best line, 10.9us + bytes *
# -1.28e-06 ns/B, misses by 21.5% RMS, so it is not used.
# Residual: 21.0% RMS relative over 60 repetitions.
managed_free_ns = 4K:11.99us 64K:11.52us 2M:11.54us 16M:10.74us 64M:10.67us 256M:11.48us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-21/base.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-21/base.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes    measured      fitted
# seq            64K          0         1         1       65536     82.83us     22.35us
# seq             2M          0         2         2     2097152       302us     172.8us
# seq            16M          0        16        16    16777216     2.198ms     1.382ms
# seq            64M          0        64        64    67108864     7.238ms      5.53ms
# seq           256M          0       256       256   268435456     26.54ms     22.12ms
# stride         64M        64K        64        64    67108864     5.835ms      5.53ms
# stride        256M         2M       128       128     8388608     2.327ms     2.861ms
# random         16M          0        10        55    16777216     820.4us     1.274ms
# random         64M          0        38       373    67108864     7.312ms      5.06ms
# random        256M          0       160      1651   268435456     45.08ms     20.38ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory: 10 cases (sequential, strided, random; table
# above), 100 points. Measured: the kernel's time (CUDA events) minus the same
# kernel rerun on the now GPU-resident data. Fitted (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 18.08us per batch, 0ns per VA block, bytes / 15.3 GB/s.
# Residual: 44.6% RMS relative over 100 repetitions.
fault_batch_ns = 18.08us

# One of the three coefficients of the fault model: see fault_batch_ns. This
# coefficient came out negative and is held at 0.
# Residual: 44.6% RMS relative over 100 repetitions.
fault_block_ns = 0ns

# One of the three coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 44.6% RMS relative over 100 repetitions.
fault_h2d_ns = 4K:266.9ns 64K:4.27us 512K:34.16us 1M:68.32us 2M:136.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 50 points at 5 sizes): 47.34us +
# bytes / 46.5 GB/s, written at the measured sizes (the medians would give
# 4.4%).
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_h2d_ns = 64K:48.75us 2M:92.45us 16M:408.2us 64M:1.491ms 256M:5.821ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (50 points at 5 sizes): the best line,
# 15.85us + bytes / 11.3 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 23.8% RMS relative over 50 repetitions.
prefetch_d2h_ns = 64K:20.53us 2M:238.5us 16M:1.818ms 64M:6.81ms 256M:25.37ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (960 points at 3 sizes): the best line,
# 16.06us + bytes / 10.6 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 25.6% RMS relative over 960 repetitions.
evict_d2h_ns = 64K:26.06us 512K:76.61us 2M:228.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (60 points at 3 sizes): the best
# line, 22.73us + bytes / 3.59 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 18.5% RMS relative over 60 repetitions.
cpu_fault_d2h_ns = 64K:40.9us 512K:207.3us 2M:627.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/calibration-h100-2026-11-21/base.profile.
remote_ns = 4K:2us 2M:75us

# memset of fresh managed memory right after cudaMallocManaged (CPU first
# touch). Fit (weighted least squares, relative errors, 40 points at 4 sizes):
# 0ns + bytes / 2.96 GB/s, written at the measured sizes (the medians would
# give 11.8%).
# Residual: 14.1% RMS relative over 40 repetitions.
host_populate_ns = 2M:536.3us 16M:5.493ms 64M:22.49ms 256M:90.47ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (100 points at 5
# sizes): the best line, 2.265us + bytes / 1.21e+03 GB/s, misses by 37.7% RMS,
# so it is not used.
# Residual: 44.0% RMS relative over 100 repetitions.
prefetch_host_ns = 64K:4.897us 2M:4.048us 16M:20.21us 64M:69.13us 256M:337us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (40 points at 4 sizes): the best line, 0ns +
# bytes / 182 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.1% RMS relative over 40 repetitions.
managed_free_resident_ns = 2M:11.98us 16M:87.31us 64M:371.1us 256M:1.56ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (60 points at 6 sizes): the best line, 5.726us
# + bytes / 7.63 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 20.1% RMS relative over 60 repetitions.
memcpy_h2d_ns = 4K:5.905us 64K:23.51us 2M:285.9us 16M:2.192ms 64M:8.642ms 256M:34.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (60 points at 6 sizes): the best line, 13.32us + bytes / 11 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 13.7% RMS relative over 60 repetitions.
memcpy_d2h_ns = 4K:11.99us 64K:29.27us 2M:262.3us 16M:1.519ms 64M:5.749ms 256M:23.92ms

