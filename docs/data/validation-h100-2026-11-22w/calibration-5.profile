# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:26:52Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:26:52Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches per repetition, the CPU writing 256
# KiB between two, the launch calls alone timed, divided by 1000); the value
# is the median. Fit: the median of 5 repetitions.
# Residual: 9.4% RMS relative over 5 repetitions.
launch_ns = 4.137us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.779us + bytes / 6.99e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 27.4% RMS relative over 45 repetitions.
malloc_ns = 4K:1.714us 64K:1.814us 1M:1.825us 1536K:1.799us 2M:47.02us 8M:35.91us 64M:38.9us 256M:75.91us 1G:144.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.232us + bytes / 2.34e+03 GB/s, misses by 51.8% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:1.473us 64K:1.446us 1M:1.415us 1536K:1.392us 2M:34.05us 8M:34.52us 64M:54.36us 256M:161.7us 1G:354.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.102us + bytes / 4.75e+03 GB/s, misses by 65.5% RMS, so it is not used.
# Residual: 36.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.052us 64K:3.528us 2M:34us 16M:45.09us 64M:61.4us 256M:60.12us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 12.56us + bytes /
# 2.67e+05 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 20.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.79us 64K:11.67us 2M:11.93us 16M:20.75us 64M:11.73us 256M:13.88us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 27.6%, 512K
# 27.3%, 1M 26.3%, 2M 24.6%, 4M 23.6%, 8M 23.4%, 16M 24.5%, 32M 25.4%.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     68.67us      59.6us
# seq             2M          0         2         2     2097152           0     228.4us     204.4us
# seq            16M          0        16        16    16777216           0     1.205ms      1.42ms
# seq            64M          0        64        64    67108864           0     6.093ms      5.59ms
# seq           256M          0       256       256   268435456           0     29.55ms     22.27ms
# stride         64M        64K         8        32    67108864           0      4.27ms     4.442ms
# stride        256M         2M        32       128     8388608           0     2.063ms     2.356ms
# random         16M          0        12        16    16777216           0      1.09ms     1.363ms
# random         64M          0        36       161    67108864           0     8.387ms     6.227ms
# random        256M          0       125      1211   268435456           0     37.35ms     30.62ms
# fresh           2M          0         2         2           0     2097152     101.9us     131.4us
# fresh          16M          0        16        16           0    16777216     815.7us     836.5us
# fresh          64M          0        64        64           0    67108864     3.648ms     3.254ms
# fresh         256M          0       256       256           0   268435456     17.32ms     12.92ms
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
# defaults). Result: 14.37us per batch, 10.71us per VA block, bytes / 17 GB/s
# moved, 30.65us per faulting kernel, bytes / 41.5 GB/s zero-filled.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_batch_ns = 14.37us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_block_ns = 10.71us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 23.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:241.3ns 64K:3.861us 512K:30.89us 1M:61.77us 2M:123.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_wake_ns = 30.65us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 23.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:98.75ns 64K:1.58us 512K:12.64us 1M:25.28us 2M:50.56us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.16us + bytes /
# 46.2 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 2.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.34us 2M:115.9us 16M:424.6us 64M:1.37ms 256M:5.383ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.09us + bytes / 10.9 GB/s, written at the measured sizes (the
# medians would give 4.6%).
# Residual: 7.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.1us 2M:209.2us 16M:1.554ms 64M:6.166ms 256M:24.61ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 16.61us + bytes / 9.29 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 13.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.67us 512K:73.05us 2M:242.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 26.54us + bytes / 3.54 GB/s, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 13.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.04us 512K:174.6us 2M:618.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 229.9us + bytes / 3.35 GB/s, misses by 16.3% RMS, so
# it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:250.9us 256K:307.8us 2M:680.4us 16M:5.516ms 64M:21.45ms 256M:90.58ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.519us + bytes / 937 GB/s, misses by 25.6% RMS, so
# it is not used.
# Residual: 16.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.726us 2M:3.65us 16M:20.93us 64M:81.83us 256M:332.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 11.58us + bytes / 108 GB/s,
# written at the measured sizes (the medians would give 8.7%).
# Residual: 13.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.18us 2M:31.06us 16M:167.5us 64M:635.2us 256M:2.506ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.86us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.435us +
# bytes / 160 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.76us 16M:100.9us 64M:432.3us 256M:1.754ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.588us
# + bytes / 7.36 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 18.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.461us 64K:20.45us 2M:272.3us 16M:2.164ms 64M:8.872ms 256M:35.61ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.86us + bytes / 10.2 GB/s,
# misses by 21.3% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.15us 64K:30.1us 2M:238.7us 16M:1.477ms 64M:6.377ms 256M:25.84ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.32 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 15.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.269us 2M:183us 16M:2.034ms 64M:8.877ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20 GB/s, misses by
# 30.1% RMS, so it is not used.
# Residual: 18.5% RMS relative over 20 repetitions.
host_write_ns = 64K:1.227us 2M:77.37us 16M:952.7us 64M:5.326ms


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
