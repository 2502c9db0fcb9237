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
# /root/out/w/val/gpu/calibration-6.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-7.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-8.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-9.profile.measurements.csv --from
# /root/out/w/val/gpu/calibration-10.profile.measurements.csv` on
# 2026-11-22T00:29:19Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:29:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 50 repetitions.
# Residual: 15.9% RMS relative over 50 repetitions.
launch_ns = 4.47us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (450 points at 9
# sizes): the best line, 2.623us + bytes / 6.56e+03 GB/s, misses by 58.7% RMS,
# so it is not used.
# Residual: 32.2% RMS relative over 450 repetitions.
malloc_ns = 4K:2.958us 64K:2.852us 1M:2.794us 1536K:2.766us 2M:54.5us 8M:49.27us 64M:68.86us 256M:74.49us 1G:151.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (450 points at 9 sizes): the
# best line, 1.922us + bytes / 1.67e+03 GB/s, misses by 55.8% RMS, so it is
# not used.
# Residual: 43.0% RMS relative over 450 repetitions.
free_ns = 4K:3.51us 64K:3.365us 1M:3.322us 1536K:2.824us 2M:41.92us 8M:46.52us 64M:81.73us 256M:192.8us 1G:646us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (300 points at 6 sizes): the best line, 11.73us + bytes * -4.7e-07
# ns/B, misses by 26.7% RMS, so it is not used.
# Residual: 28.6% RMS relative over 300 repetitions.
managed_malloc_ns = 4K:14.41us 64K:12.65us 2M:13.02us 16M:13.25us 64M:12.44us 256M:13.1us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (300 points at 6 sizes): the best line, 11.78us + bytes /
# 3.3e+05 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 26.3% RMS relative over 300 repetitions.
managed_free_ns = 4K:13.67us 64K:12.84us 2M:12.9us 16M:13.07us 64M:12.91us 256M:13.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.85us     68.88us
# seq             2M          0         2         2     2097152           0       281us     259.9us
# seq            16M          0        16        16    16777216           0     1.862ms     1.746ms
# seq            64M          0        64        64    67108864           0     9.778ms     6.843ms
# seq           256M          0       256       256   268435456           0     41.05ms     27.23ms
# stride         64M        64K        64        64    67108864           0     6.322ms     6.843ms
# stride        256M         2M       128       128     8388608           0     2.857ms     2.773ms
# random         16M          0        10        55    16777216           0      1.59ms     1.951ms
# random         64M          0        38       373    67108864           0     9.585ms     8.661ms
# random        256M          0       160      1651   268435456           0     50.83ms     35.63ms
# fresh           2M          0         2         2           0     2097152     170.9us     178.2us
# fresh          16M          0        16        16           0    16777216     1.118ms     1.092ms
# fresh          64M          0        64        64           0    67108864     5.394ms     4.226ms
# fresh         256M          0       256       256           0   268435456     23.26ms     16.76ms
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
# defaults). Result: 8.995us per batch, 6.64us per VA block, bytes / 11.6 GB/s
# moved, 47.59us per faulting kernel, bytes / 21.1 GB/s zero-filled.
# Residual: 27.2% RMS relative over 700 repetitions.
fault_batch_ns = 8.995us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.2% RMS relative over 700 repetitions.
fault_block_ns = 6.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 27.2% RMS relative over 700 repetitions.
fault_h2d_ns = 4K:353.7ns 64K:5.659us 512K:45.27us 1M:90.54us 2M:181.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 27.2% RMS relative over 700 repetitions.
fault_wake_ns = 47.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 27.2% RMS relative over 700 repetitions.
fault_zero_ns = 4K:194ns 64K:3.104us 512K:24.83us 1M:49.66us 2M:99.32us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (250 points at 5 sizes): the best line, 44.15us + bytes /
# 45.9 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 12.6% RMS relative over 250 repetitions.
prefetch_h2d_ns = 64K:41.61us 2M:129.5us 16M:449.2us 64M:1.382ms 256M:5.417ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (250 points at 5 sizes): the best
# line, 16.68us + bytes / 11.7 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 28.2% RMS relative over 250 repetitions.
prefetch_d2h_ns = 64K:24.03us 2M:264.2us 16M:1.735ms 64M:6.883ms 256M:26.86ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (4800 points at 3 sizes): the best line,
# 16.28us + bytes / 10.3 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 21.0% RMS relative over 4800 repetitions.
evict_d2h_ns = 64K:23.88us 512K:74.77us 2M:252.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (300 points at 3 sizes): the best
# line, 23.5us + bytes / 3.58 GB/s, misses by 17.8% RMS, so it is not used.
# Residual: 16.4% RMS relative over 300 repetitions.
cpu_fault_d2h_ns = 64K:42.7us 512K:202.4us 2M:596.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (300 points at 6
# sizes): the best line, 297.7us + bytes / 2.6 GB/s, misses by 17.7% RMS, so
# it is not used.
# Residual: 14.1% RMS relative over 300 repetitions.
host_populate_ns = 64K:360.6us 256K:437.1us 2M:928.2us 16M:7.43ms 64M:29.54ms 256M:119ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (500 points at 5
# sizes): the best line, 2.627us + bytes / 1.17e+03 GB/s, misses by 33.4% RMS,
# so it is not used.
# Residual: 37.1% RMS relative over 500 repetitions.
prefetch_host_ns = 64K:4.409us 2M:4.241us 16M:22.39us 64M:78.44us 256M:309.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (250 points at 5 sizes): the best line, 14.91us + bytes / 76.4 GB/s, misses
# by 19.0% RMS, so it is not used.
# Residual: 15.4% RMS relative over 250 repetitions.
prefetch_call_ns = 64K:18.79us 2M:36.57us 16M:263.3us 64M:1.039ms 256M:4.154ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 150 repetitions.
# Residual: 30.3% RMS relative over 150 repetitions.
prefetch_defer_ns = 112.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 162 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 29.4% RMS relative over 200 repetitions.
managed_free_resident_ns = 2M:13.8us 16M:97.95us 64M:407.9us 256M:1.723ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (300 points at 6 sizes): the best line, 5.652us
# + bytes / 7.63 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 21.6% RMS relative over 300 repetitions.
memcpy_h2d_ns = 4K:5.982us 64K:23.12us 2M:295.5us 16M:2.208ms 64M:8.625ms 256M:34.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (300 points at 6 sizes): the best line, 13.67us + bytes / 10.8 GB/s,
# misses by 25.7% RMS, so it is not used.
# Residual: 17.9% RMS relative over 300 repetitions.
memcpy_d2h_ns = 4K:12.24us 64K:31.14us 2M:273.5us 16M:1.609ms 64M:6.186ms 256M:24.67ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (200 points at 4 sizes): the best line, 0ns +
# bytes / 6.37 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 25.0% RMS relative over 200 repetitions.
host_read_ns = 64K:10.82us 2M:333.9us 16M:3ms 64M:11.67ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (200 points at 4 sizes): the best line, 0ns + bytes / 22.6 GB/s, misses by
# 36.2% RMS, so it is not used.
# Residual: 15.8% RMS relative over 200 repetitions.
host_write_ns = 64K:1.238us 2M:69.68us 16M:1.126ms 64M:5.643ms


# kernel_gap_ns: added 2026-11-22, when simrun began to charge each kernel the
# GPU's time between back-to-back kernels; these measurements have no
# kernel_gap_ns rows, so this is the value replay-bench measured on machine z
# (gpurun's replay kernel with nothing to do: docs/measurements.md section 15).
kernel_gap_ns = 2us

# prefetch_zero_ns: added 2026-11-22, when simrun began to charge a prefetch to the
# GPU of pages resident nowhere: the fit of this set's calibrations
# (prefetch_h2d_ns case fresh; gpurun --calibrate --from their measurements).
prefetch_zero_ns = 2M:19.72us 16M:85.16us 64M:325.7us

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
