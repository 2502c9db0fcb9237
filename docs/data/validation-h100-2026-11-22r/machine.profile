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
# 2026-11-22T00:46:30Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:46:30Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 11.1% RMS relative over 50 repetitions.
launch_ns = 4.794us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.785us + bytes / 5.46e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 33.7% RMS relative over 450 repetitions.
malloc_ns = 4K:3.193us 64K:3.148us 1M:3.102us 1536K:3.106us 2M:63us 8M:53.13us 64M:84.27us 256M:89.62us 1G:180.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 2.214us + bytes / 1.49e+03 GB/s, misses by 54.7% RMS, so it is
# not used.
# Residual: 36.0% RMS relative over 450 repetitions.
free_ns = 4K:3.768us 64K:3.058us 1M:3.065us 1536K:2.942us 2M:46.33us 8M:50.38us 64M:85.46us 256M:204us 1G:700us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (300 points at 6 sizes): the best line, 13.59us + bytes * -1.14e-06
# ns/B, misses by 24.9% RMS, so it is not used.
# Residual: 24.8% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:16.06us 64K:13.7us 2M:14.42us 16M:14.29us 64M:13.57us 256M:14.5us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 13.7us + bytes /
# 9.25e+05 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 25.0% RMS relative over 300 repetitions.
managed_free_ns = 4K:16.03us 64K:13.86us 2M:14.23us 16M:14.21us 64M:14.13us 256M:15.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.87us     73.09us
# seq             2M          0         2         2     2097152           0     305.7us     301.2us
# seq            16M          0        16        16    16777216           0     2.077ms     2.078ms
# seq            64M          0        64        64    67108864           0     10.63ms     8.168ms
# seq           256M          0       256       256   268435456           0     43.99ms     32.53ms
# stride         64M        64K        64        64    67108864           0     7.318ms     8.168ms
# stride        256M         2M       128       128     8388608           0     3.254ms     3.337ms
# random         16M          0        10        55    16777216           0     1.782ms     2.284ms
# random         64M          0        38       373    67108864           0     10.71ms     10.06ms
# random        256M          0       160      1651   268435456           0     55.95ms      41.3ms
# fresh           2M          0         2         2           0     2097152     178.5us     193.3us
# fresh          16M          0        16        16           0    16777216     1.178ms     1.214ms
# fresh          64M          0        64        64           0    67108864     5.644ms     4.715ms
# fresh         256M          0       256       256           0   268435456     25.23ms     18.72ms
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
# defaults). Result: 11.85us per batch, 7.104us per VA block, bytes / 9.72
# GB/s moved, 47.38us per faulting kernel, bytes / 19.4 GB/s zero-filled.
# Residual: 26.1% RMS relative over 700 repetitions.
fault_batch_ns = 11.85us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 700 repetitions.
fault_block_ns = 7.104us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 26.1% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:421.6ns 64K:6.746us 512K:53.97us 1M:107.9us 2M:215.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 26.1% RMS relative over 700 repetitions.
fault_wake_ns = 47.38us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 26.1% RMS relative over 700 repetitions.
fault_zero_ns = 4K:210.8ns 64K:3.374us 512K:26.99us 1M:53.98us 2M:108us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 52.79us + bytes /
# 44.7 GB/s, misses by 20.5% RMS, so it is not used.
# Residual: 11.9% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:47.3us 2M:144.5us 16M:472.4us 64M:1.424ms 256M:5.578ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 18.17us + bytes / 9.47 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 16.0% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:25.9us 2M:287.1us 16M:1.903ms 64M:7.45ms 256M:29.83ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 17.99us + bytes / 9.06 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 20.7% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:26.3us 512K:82.97us 2M:283.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 300
# points at 3 sizes): 22.4us + bytes / 3.06 GB/s, written at the measured
# sizes (the medians would give 12.2%).
# Residual: 14.0% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:43.78us 512K:193.5us 2M:706.7us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 355.4us + bytes / 2.25 GB/s, misses by 16.6% RMS, so
# it is not used.
# Residual: 12.6% RMS relative over 300 repetitions.
host_populate_ns = 64K:417.4us 256K:498.6us 2M:1.064ms 16M:8.616ms 64M:33.84ms 256M:135.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 3.643us + bytes / 990 GB/s, misses by 28.5% RMS, so
# it is not used.
# Residual: 28.7% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:5.362us 2M:4.989us 16M:24.59us 64M:87.47us 256M:348us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 16.82us + bytes / 67.5 GB/s, misses
# by 16.7% RMS, so it is not used.
# Residual: 10.0% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:21.29us 2M:39.03us 16M:282.4us 64M:1.115ms 256M:4.433ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 37.4% RMS relative over 150 repetitions.
prefetch_defer_ns = 122.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 867.7ns
# + bytes / 150 GB/s, misses by 31.6% RMS, so it is not used.
# Residual: 31.7% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:15.67us 16M:107.2us 64M:451.7us 256M:1.833ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (300 points at 6 sizes): the best line, 6.008us
# + bytes / 6.25 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 20.9% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:6.279us 64K:24.15us 2M:360us 16M:2.655ms 64M:10.67ms 256M:41.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 14.29us + bytes / 9.29 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 17.3% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:12.29us 64K:32.29us 2M:289.2us 16M:1.837ms 64M:7.109ms 256M:27.99ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 5.93 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.2% RMS relative over 200 repetitions.
host_read_ns = 64K:11.51us 2M:347.3us 16M:3.191ms 64M:13.14ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 19.6 GB/s, misses by
# 43.1% RMS, so it is not used.
# Residual: 23.6% RMS relative over 200 repetitions.
host_write_ns = 64K:1.47us 2M:87.56us 16M:1.549ms 64M:6.996ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere: the fit of this set's calibrations
# (prefetch_h2d_ns case fresh; gpurun --calibrate --from their measurements).
prefetch_zero_ns = 2M:19.86us 16M:89.62us 64M:348.3us

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
