# profiles/h100-pcie5.profile: a copy of docs/data/calibration-h100-2026-11-22/h100-pcie5.profile
# (the fit of 32 calibration runs on four H100 PCIe machines, o, p, r and u, 2026-11-22 00:15-01:49 UTC, each interleaved with a validation suite; managed_malloc_ns from u's ten alone, the only ones that time it as a trace calls it; see docs/validation.md, "Calibration").
#
# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `build/bin/gpurun --calibrate
# docs/data/calibration-h100-2026-11-22/h100-pcie5.profile --base
# docs/data/calibration-h100-2026-11-22/base.profile --from
# docs/data/validation-h100-2026-11-22o/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22o/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22o/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22o/calibration-4.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22o/calibration-5.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22o/calibration-6.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22p/calibration-1.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22p/calibration-2.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22p/calibration-3.profile.measurements.csv.gz
# --from
# docs/data/validation-h100-2026-11-22p/calibration-4.profile.measurements.csv.gz
# --from do` on 2026-11-22T00:16:14Z: NVIDIA H100 80GB HBM3, driver 580.159.04
# (API 13000), CUDA runtime 13000. Every repetition is in the measurements
# file beside this one (its name + .measurements.csv); `gpurun --calibrate
# FILE --from THAT.csv` redoes the fit without a GPU. Each key says how it was
# measured and fitted and its RMS relative residual: the written value against
# every repetition. Base profile (unmeasured keys):
# docs/data/calibration-h100-2026-11-22/base.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:16:14Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 100 repetitions.
# Residual: 16.8% RMS relative over 100 repetitions.
launch_ns = 4.614us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (1440 points at 9
# sizes): the best line, 2.732us + bytes / 6.1e+03 GB/s, misses by 60.3% RMS,
# so it is not used.
# Residual: 36.4% RMS relative over 1440 repetitions.
malloc_ns = 4K:3.248us 64K:3.057us 1M:3.072us 1536K:2.958us 2M:62.9us 8M:51.62us 64M:79.94us 256M:82.73us 1G:164.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (1440 points at 9 sizes): the
# best line, 1.996us + bytes / 1.67e+03 GB/s, misses by 56.0% RMS, so it is
# not used.
# Residual: 38.7% RMS relative over 1440 repetitions.
free_ns = 4K:3.333us 64K:3.005us 1M:2.977us 1536K:2.78us 2M:45.95us 8M:48.91us 64M:85.19us 256M:199us 1G:664.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.587us + bytes / 4.84e+03 GB/s, misses by 66.1% RMS, so it is not used.
# Residual: 46.0% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:4.421us 64K:3.747us 2M:25.75us 16M:42.81us 64M:58.52us 256M:54.29us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (960 points at 6 sizes): the best line, 12.86us + bytes /
# 4.85e+05 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 25.3% RMS relative over 960 repetitions.
managed_free_ns = 4K:15.06us 64K:13.59us 2M:14.06us 16M:14.06us 64M:13.7us 256M:15.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# docs/data/calibration-h100-2026-11-22/base.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 29.5%, 512K
# 29.3%, 1M 28.8%, 2M 28.0%, 4M 27.2%, 8M 26.9%, 16M 27.5%, 32M 28.1%.
# Residual: 26.9% RMS relative over 2240 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.05us     69.65us
# seq             2M          0         2         2     2097152           0       297us     277.2us
# seq            16M          0        16        16    16777216           0     1.937ms     1.986ms
# seq            64M          0        64        64    67108864           0      9.74ms     7.847ms
# seq           256M          0       256       256   268435456           0     41.82ms     31.29ms
# stride         64M        64K         8        32    67108864           0     6.787ms     6.438ms
# stride        256M         2M        32       128     8388608           0      2.97ms     3.034ms
# random         16M          0        12        16    16777216           0     1.671ms     1.916ms
# random         64M          0        36       161    67108864           0     9.938ms     8.652ms
# random        256M          0       125      1211   268435456           0      52.7ms     41.75ms
# fresh           2M          0         2         2           0     2097152     174.5us     176.3us
# fresh          16M          0        16        16           0    16777216     1.207ms     1.179ms
# fresh          64M          0        64        64           0    67108864     5.731ms     4.616ms
# fresh         256M          0       256       256           0   268435456     23.95ms     18.36ms
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
# defaults). Result: 17.52us per batch, 13.36us per VA block, bytes / 11.5
# GB/s moved, 33.06us per faulting kernel, bytes / 25.8 GB/s zero-filled.
# Residual: 26.9% RMS relative over 2240 repetitions.
fault_batch_ns = 17.52us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.9% RMS relative over 2240 repetitions.
fault_block_ns = 13.36us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.9% RMS relative over 2240 repetitions.
fault_h2d_ns = 4K:356.2ns 64K:5.7us 512K:45.6us 1M:91.2us 2M:182.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.9% RMS relative over 2240 repetitions.
fault_wake_ns = 33.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.9% RMS relative over 2240 repetitions.
fault_zero_ns = 4K:159.1ns 64K:2.545us 512K:20.36us 1M:40.72us 2M:81.44us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (800 points at 5 sizes): the best line, 45.09us + bytes /
# 45.1 GB/s, misses by 20.1% RMS, so it is not used.
# Residual: 12.2% RMS relative over 800 repetitions.
prefetch_h2d_ns = 64K:43.47us 2M:131.2us 16M:455.9us 64M:1.401ms 256M:5.513ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (800 points at 5 sizes): the best
# line, 18.7us + bytes / 11.1 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 28.0% RMS relative over 800 repetitions.
prefetch_d2h_ns = 64K:25.62us 2M:272us 16M:1.754ms 64M:6.798ms 256M:27.67ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (15360 points at 3 sizes): the best line,
# 17.4us + bytes / 9.9 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 22.9% RMS relative over 15360 repetitions.
evict_d2h_ns = 64K:25.29us 512K:77.75us 2M:257us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (960 points at 3 sizes): the best
# line, 23.51us + bytes / 3.47 GB/s, misses by 20.2% RMS, so it is not used.
# Residual: 20.6% RMS relative over 960 repetitions.
cpu_fault_d2h_ns = 64K:43.06us 512K:211.4us 2M:651.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile docs/data/calibration-h100-2026-11-22/base.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (960 points at 6
# sizes): the best line, 322.7us + bytes / 2.42 GB/s, misses by 20.9% RMS, so
# it is not used.
# Residual: 18.4% RMS relative over 960 repetitions.
host_populate_ns = 64K:385.2us 256K:469.3us 2M:1.032ms 16M:8.212ms 64M:32.54ms 256M:132.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (1600 points at
# 5 sizes): the best line, 2.821us + bytes / 1.19e+03 GB/s, misses by 35.5%
# RMS, so it is not used.
# Residual: 40.9% RMS relative over 1600 repetitions.
prefetch_host_ns = 64K:4.591us 2M:4.495us 16M:22.43us 64M:79.28us 256M:311.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (800 points at 5 sizes): the best line, 14.29us + bytes / 79 GB/s, misses by
# 24.2% RMS, so it is not used.
# Residual: 23.1% RMS relative over 800 repetitions.
prefetch_call_ns = 64K:19.36us 2M:35.99us 16M:265.3us 64M:1.032ms 256M:4.152ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 480 repetitions.
# Residual: 35.3% RMS relative over 480 repetitions.
prefetch_defer_ns = 112.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (640 points at 4 sizes): the best line, 0ns +
# bytes / 158 GB/s, misses by 29.2% RMS, so it is not used.
# Residual: 29.5% RMS relative over 640 repetitions.
managed_free_resident_ns = 2M:15.45us 16M:105.4us 64M:430.7us 256M:1.811ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (960 points at 6 sizes): the best line, 5.703us
# + bytes / 7.03 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 23.5% RMS relative over 960 repetitions.
memcpy_h2d_ns = 4K:6.087us 64K:23.83us 2M:315.9us 16M:2.401ms 64M:9.499ms 256M:37.59ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (960 points at 6 sizes): the best line, 13.73us + bytes / 10.1 GB/s,
# misses by 26.0% RMS, so it is not used.
# Residual: 19.4% RMS relative over 960 repetitions.
memcpy_d2h_ns = 4K:12.3us 64K:31.47us 2M:279.3us 16M:1.678ms 64M:6.442ms 256M:26.05ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (640 points at 4 sizes): the best line, 0ns +
# bytes / 8.31 GB/s, misses by 39.3% RMS, so it is not used.
# Residual: 42.4% RMS relative over 640 repetitions.
host_read_ns = 64K:9.098us 2M:277.5us 16M:2.711ms 64M:11.62ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (640 points at 4 sizes): the best line, 0ns + bytes / 23 GB/s, misses by
# 44.1% RMS, so it is not used.
# Residual: 29.2% RMS relative over 640 repetitions.
host_write_ns = 64K:1.405us 2M:75.88us 16M:1.296ms 64M:6.37ms

