# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/machine.profile --base
# scripts/../profiles/h100-pcie5.profile --from
# /root/out/w/val/gpu/calibration-1.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-2.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-3.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-4.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-5.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-6.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-7.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-8.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-9.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-10.profile.measurements.csv` on
# 2026-11-22T04:25:11Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T04:25:11Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 14.7% RMS relative over 50 repetitions.
launch_ns = 4.158us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.584us + bytes / 7.71e+03 GB/s, misses by 59.1% RMS,
# so it is not used.
# Residual: 29.2% RMS relative over 450 repetitions.
malloc_ns = 4K:2.751us 64K:2.852us 1M:2.699us 1536K:2.705us 2M:54.97us 8M:48.08us 64M:55.92us 256M:74.3us 1G:124.5us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.789us + bytes / 2.02e+03 GB/s, misses by 56.4% RMS, so it is
# not used.
# Residual: 41.3% RMS relative over 450 repetitions.
free_ns = 4K:3.332us 64K:2.627us 1M:2.863us 1536K:2.437us 2M:41.9us 8M:44.5us 64M:77.81us 256M:176.2us 1G:577.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (300 points at 6 sizes): the best line,
# 3.539us + bytes / 5.63e+03 GB/s, misses by 66.2% RMS, so it is not used.
# Residual: 42.3% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:3.842us 64K:3.505us 2M:26.88us 16M:38.53us 64M:49.38us 256M:45.27us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 12us + bytes /
# 6.73e+06 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 16.1% RMS relative over 300 repetitions.
managed_free_ns = 4K:12.65us 64K:12.57us 2M:12.33us 16M:12.29us 64M:12.38us 256M:13.1us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 24.6%, 512K
# 24.4%, 1M 24.1%, 2M 23.6%, 4M 23.6%, 8M 23.6%, 16M 23.7%, 32M 24.2%.
# Residual: 23.6% RMS relative over 700 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.54us     63.43us
# seq             2M          0         2         2     2097152           0     227.4us     247.9us
# seq            16M          0        16        16    16777216           0     1.603ms     1.674ms
# seq            64M          0        64        64    67108864           0     7.726ms     6.565ms
# seq           256M          0       256       256   268435456           0      37.3ms     26.13ms
# stride         64M        64K        32        32    67108864           0     5.814ms     6.122ms
# stride        256M         2M       128       128     8388608           0     2.522ms     2.519ms
# random         16M          0         9        35    16777216           0     2.079ms     1.915ms
# random         64M          0        34       306    67108864           0     9.818ms     9.682ms
# random        256M          0       139      1560   268435456           0     46.42ms     42.96ms
# fresh           2M          0         2         2           0     2097152     157.1us     174.8us
# fresh          16M          0        16        16           0    16777216     1.053ms      1.09ms
# fresh          64M          0        64        64           0    67108864     5.205ms     4.228ms
# fresh         256M          0       256       256           0   268435456     23.69ms     16.78ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 700 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted (GSL weighted least squares, relative errors,
# coefficients >= 0) as batches * fault_batch_ns + VA blocks serviced *
# fault_block_ns + bytes moved * ns per byte + fault_wake_ns (once: the
# kernel's first fault) + bytes zero-filled * fault_zero_ns per byte, with
# batches, blocks and bytes those simrun's engine produces for the same access
# (fault_batch and fault_window as below, density prefetch at the driver's
# defaults). Result: 850.3ns per batch, 12.99us per VA block, bytes / 11.9
# GB/s moved, 44.1us per faulting kernel, bytes / 20.3 GB/s zero-filled.
# Residual: 23.6% RMS relative over 700 repetitions.
fault_batch_ns = 850.3ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 700 repetitions.
fault_block_ns = 12.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.6% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:343.9ns 64K:5.503us 512K:44.02us 1M:88.05us 2M:176.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.6% RMS relative over 700 repetitions.
fault_wake_ns = 44.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.6% RMS relative over 700 repetitions.
fault_zero_ns = 4K:201.3ns 64K:3.221us 512K:25.77us 1M:51.54us 2M:103.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 39.7us + bytes /
# 45.9 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 5.1% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:37.65us 2M:123.1us 16M:441us 64M:1.377ms 256M:5.407ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 17.69us + bytes / 12.6 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 25.2% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:23.73us 2M:254.8us 16M:1.501ms 64M:6.577ms 256M:21.69ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 15.65us + bytes / 10.9 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 21.8% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:22.92us 512K:72.14us 2M:238.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (300 points at 3 sizes): the best
# line, 24.11us + bytes / 3.81 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 18.0% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:42.45us 512K:197.6us 2M:584.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 279.6us + bytes / 2.71 GB/s, misses by 18.3% RMS, so
# it is not used.
# Residual: 15.7% RMS relative over 300 repetitions.
host_populate_ns = 64K:340.2us 256K:413.9us 2M:894.1us 16M:7.282ms 64M:29.08ms 256M:117.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.385us + bytes / 1.32e+03 GB/s, misses by 35.6% RMS,
# so it is not used.
# Residual: 43.3% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.634us 2M:4.483us 16M:20.2us 64M:63.59us 256M:254.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 13.28us + bytes / 93.2 GB/s, misses
# by 21.9% RMS, so it is not used.
# Residual: 19.4% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:17.89us 2M:30.49us 16M:200.5us 64M:824.5us 256M:2.896ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 26.2% RMS relative over 150 repetitions.
prefetch_defer_ns = 94.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 451.3ns
# + bytes / 169 GB/s, misses by 25.2% RMS, so it is not used.
# Residual: 25.6% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:14.98us 16M:101.6us 64M:406.7us 256M:1.691ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (300 points at 6 sizes): the best line,
# 8.256us + bytes / 10.8 GB/s, misses by 28.7% RMS, so it is not used.
# Residual: 18.4% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:7.7us 64K:23.81us 2M:159.5us 16M:1.636ms 64M:7.072ms 256M:31.91ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 13.34us + bytes / 11.4 GB/s,
# misses by 24.4% RMS, so it is not used.
# Residual: 15.4% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:11.54us 64K:30.28us 2M:253us 16M:1.509ms 64M:5.803ms 256M:20.92ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 11.8 GB/s, misses by 36.6% RMS, so it is not used.
# Residual: 36.9% RMS relative over 200 repetitions.
host_read_ns = 64K:6.899us 2M:182.5us 16M:2.088ms 64M:8.871ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 26.3 GB/s, misses by
# 38.4% RMS, so it is not used.
# Residual: 19.1% RMS relative over 200 repetitions.
host_write_ns = 64K:1.135us 2M:56.24us 16M:1.054ms 64M:5.214ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere: the fit of this set's calibrations
# (prefetch_h2d_ns case fresh; gpurun --calibrate --from their measurements).
prefetch_zero_ns = 2M:17.51us 16M:66.25us 64M:257us

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
