# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T00:17:17Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T00:17:17Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of an empty kernel (1000 launches in a row per
# repetition, divided by 1000); the value is the median. Fit: the median of 5
# repetitions.
# Residual: 2.3% RMS relative over 5 repetitions.
launch_ns = 4.619us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.377us + bytes / 5.96e+03 GB/s, misses by 56.9% RMS,
# so it is not used.
# Residual: 23.5% RMS relative over 45 repetitions.
malloc_ns = 4K:3.379us 64K:3.202us 1M:3.305us 1536K:3.255us 2M:62.8us 8M:57.88us 64M:92.51us 256M:74.22us 1G:139us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.839us + bytes / 1.26e+03 GB/s, misses by 45.1% RMS, so it is
# not used.
# Residual: 16.3% RMS relative over 45 repetitions.
free_ns = 4K:4.085us 64K:4.169us 1M:4.052us 1536K:4.095us 2M:46.33us 8M:51.52us 64M:85.61us 256M:199.7us 1G:741.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call. The measured
# medians (30 points at 6 sizes): the best line, 15.08us + bytes * -6.47e-07
# ns/B, misses by 18.2% RMS, so it is not used.
# Residual: 17.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:15.4us 64K:14.21us 2M:15.21us 16M:14.69us 64M:14.05us 256M:15.13us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 15.03us + bytes /
# 2.44e+05 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.13us 64K:14.54us 2M:14.58us 16M:15.11us 64M:14.39us 256M:16.3us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0       104us     91.16us
# seq             2M          0         2         2     2097152           0     316.2us     316.4us
# seq            16M          0        16        16    16777216           0      2.34ms     2.053ms
# seq            64M          0        64        64    67108864           0      9.96ms     8.008ms
# seq           256M          0       256       256   268435456           0      43.4ms     31.83ms
# stride         64M        64K        64        64    67108864           0     6.709ms     8.008ms
# stride        256M         2M       128       128     8388608           0     2.979ms     2.999ms
# random         16M          0        10        55    16777216           0     1.652ms     2.213ms
# random         64M          0        38       373    67108864           0     9.993ms     9.497ms
# random        256M          0       160      1651   268435456           0     56.21ms     38.77ms
# fresh           2M          0         2         2           0     2097152       207us     219.2us
# fresh          16M          0        16        16           0    16777216     1.143ms     1.275ms
# fresh          64M          0        64        64           0    67108864      6.07ms     4.897ms
# fresh         256M          0       256       256           0   268435456     19.95ms     19.38ms
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
# defaults). Result: 10.45us per batch, 5.696us per VA block, bytes / 9.72
# GB/s moved, 68.26us per faulting kernel, bytes / 17.7 GB/s zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 10.45us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 5.696us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:421.5ns 64K:6.745us 512K:53.96us 1M:107.9us 2M:215.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 68.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:231.6ns 64K:3.706us 512K:29.65us 1M:59.3us 2M:118.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.68us + bytes /
# 43.3 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 3.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.07us 2M:127.6us 16M:475.6us 64M:1.475ms 256M:5.763ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.68us + bytes / 9.02 GB/s, written at the measured sizes (the
# medians would give 2.7%).
# Residual: 5.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.95us 2M:251.1us 16M:1.878ms 64M:7.456ms 256M:29.77ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 17.14us + bytes / 10.2 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 16.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.81us 512K:72.42us 2M:218.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.68us + bytes / 2.98 GB/s, written at the measured sizes (the
# medians would give 9.9%).
# Residual: 12.2% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.66us 512K:199.5us 2M:727us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 371.2us + bytes / 2.12 GB/s, written at the
# measured sizes (the medians would give 7.9%).
# Residual: 13.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:402.2us 256K:495.1us 2M:1.363ms 16M:8.302ms 64M:32.1ms 256M:127.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.65us + bytes / 840 GB/s, misses by 23.4% RMS, so it
# is not used.
# Residual: 19.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.683us 2M:5.031us 16M:23.51us 64M:88.08us 256M:344.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.16us + bytes / 64.8 GB/s, misses
# by 15.0% RMS, so it is not used.
# Residual: 4.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.64us 2M:38.98us 16M:294.5us 64M:1.156ms 256M:4.552ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 30.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 149.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 336.2ns +
# bytes / 152 GB/s, misses by 30.2% RMS, so it is not used.
# Residual: 30.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14us 16M:101.4us 64M:404.8us 256M:1.828ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 4.927us
# + bytes / 7.62 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 18.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:4.931us 64K:23.86us 2M:266.6us 16M:2.078ms 64M:8.351ms 256M:34.39ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.7us + bytes / 10.7 GB/s,
# misses by 22.3% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.29us 64K:28.64us 2M:273.5us 16M:1.416ms 64M:5.781ms 256M:23.65ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 0ns + bytes / 5.44 GB/s, written at the measured sizes (the medians would
# give 13.0%).
# Residual: 13.8% RMS relative over 20 repetitions.
host_read_ns = 64K:9.178us 2M:382.6us 16M:3.08ms 64M:12.33ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 14.2 GB/s, misses by
# 28.9% RMS, so it is not used.
# Residual: 18.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.987us 2M:110.9us 16M:1.399ms 64M:6.98ms


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
