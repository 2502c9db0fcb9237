# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:06:49Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:06:49Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 14.8% RMS relative over 5 repetitions.
launch_ns = 4.626us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.526us + bytes / 7.96e+03 GB/s, misses by 55.6% RMS,
# so it is not used.
# Residual: 26.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.663us 64K:2.776us 1M:2.762us 1536K:2.808us 2M:41.24us 8M:37.57us 64M:39.09us 256M:42.83us 1G:131.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.349us + bytes / 2.39e+03 GB/s, misses by 51.7% RMS, so it is
# not used.
# Residual: 24.2% RMS relative over 45 repetitions.
free_ns = 4K:1.506us 64K:1.571us 1M:1.47us 1536K:1.521us 2M:33.97us 8M:35.02us 64M:52.87us 256M:105us 1G:444.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.81us
# + bytes / 5.74e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 35.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.732us 64K:2.343us 2M:20.61us 16M:38.58us 64M:39.99us 256M:45.54us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.73us +
# bytes / 1.88e+05 GB/s, written at the measured sizes (the medians would give
# 7.1%).
# Residual: 7.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.73us 64K:13.73us 2M:13.75us 16M:13.82us 64M:14.09us 256M:15.16us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.4%, 512K
# 22.1%, 1M 21.7%, 2M 20.7%, 4M 19.7%, 8M 18.6%, 16M 18.7%, 32M 19.1%.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     61.22us     55.02us
# seq             2M          0         2         2     2097152           0     226.2us     250.4us
# seq            16M          0        16        16    16777216           0     1.787ms     1.911ms
# seq            64M          0        64        64    67108864           0     8.697ms     7.603ms
# seq           256M          0       256       256   268435456           0     34.99ms     30.37ms
# stride         64M        64K         8        32    67108864           0     5.306ms     5.737ms
# stride        256M         2M        32       128     8388608           0     2.333ms     2.585ms
# random         16M          0        12        16    16777216           0     1.797ms     1.795ms
# random         64M          0        36       161    67108864           0     8.292ms     7.545ms
# random        256M          0       125      1211   268435456           0     42.83ms     33.98ms
# fresh           2M          0         2         2           0     2097152     122.8us     129.1us
# fresh          16M          0        16        16           0    16777216     922.9us     940.3us
# fresh          64M          0        64        64           0    67108864      4.01ms     3.721ms
# fresh         256M          0       256       256           0   268435456     21.66ms     14.85ms
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
# defaults). Result: 28.89us per batch, 7.744us per VA block, bytes / 12.8
# GB/s moved, 13.26us per faulting kernel, bytes / 49.2 GB/s zero-filled.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_batch_ns = 28.89us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_block_ns = 7.744us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:320.1ns 64K:5.122us 512K:40.98us 1M:81.96us 2M:163.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_wake_ns = 13.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:83.22ns 64K:1.332us 512K:10.65us 1M:21.31us 2M:42.61us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, 25 points at 5 sizes): 75.52us +
# bytes / 50.1 GB/s, written at the measured sizes (the medians would give
# 2.1%).
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:76.83us 2M:117.4us 16M:410.4us 64M:1.415ms 256M:5.433ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 16.72us + bytes / 14.6 GB/s, written at the measured sizes (the
# medians would give 5.3%).
# Residual: 8.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.22us 2M:160.7us 16M:1.168ms 64M:4.624ms 256M:18.45ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 14.52us + bytes / 11.5 GB/s, written at the measured sizes (the
# medians would give 15.2%).
# Residual: 14.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.21us 512K:60.08us 2M:196.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.97us + bytes / 3.91 GB/s, misses by 15.0% RMS, so it is not used.
# Residual: 12.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.57us 512K:184.5us 2M:543.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 248.9us + bytes / 2.83 GB/s, misses by 15.7% RMS, so
# it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:301.1us 256K:348us 2M:809.3us 16M:7.655ms 64M:23.14ms 256M:96ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.068us + bytes / 1.48e+03 GB/s, misses by 20.5% RMS,
# so it is not used.
# Residual: 12.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.701us 2M:2.711us 16M:14.9us 64M:48.48us 256M:182.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.96us + bytes / 95.3 GB/s, misses
# by 15.4% RMS, so it is not used.
# Residual: 12.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.06us 2M:27.49us 16M:197.9us 64M:712.3us 256M:3.063ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 76.16us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.651us +
# bytes / 152 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.66us 16M:109.6us 64M:447.9us 256M:1.789ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.003us
# + bytes / 8.07 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 17.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.128us 64K:18.86us 2M:270.7us 16M:1.977ms 64M:8.579ms 256M:30.3ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.66us + bytes / 11.7 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 15.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.1us 64K:28.2us 2M:245.6us 16M:1.364ms 64M:5.466ms 256M:20.11ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 11.5 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 19.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.624us 2M:151.6us 16M:2.011ms 64M:8.863ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.8 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.024us 2M:59.63us 16M:943.4us 64M:5.115ms


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
