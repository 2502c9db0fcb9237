# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-6.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T02:08:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T02:08:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.7% RMS relative over 5 repetitions.
launch_ns = 4.478us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.924us + bytes / 4.29e+03 GB/s, misses by 57.6% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.484us 64K:3.022us 1M:3.099us 1536K:2.952us 2M:59.73us 8M:52.42us 64M:85.49us 256M:111.8us 1G:242.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.192us + bytes / 1.41e+03 GB/s, misses by 51.1% RMS, so it is
# not used.
# Residual: 22.7% RMS relative over 45 repetitions.
free_ns = 4K:3.31us 64K:2.665us 1M:2.698us 1536K:2.497us 2M:47.39us 8M:52.3us 64M:82.85us 256M:201.8us 1G:660.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.875us + bytes / 4.83e+03 GB/s, misses by 64.0% RMS, so it is not used.
# Residual: 42.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.832us 64K:2.584us 2M:20.21us 16M:30.13us 64M:55.18us 256M:45.2us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 9.975us +
# bytes * -1.15e-07 ns/B, written at the measured sizes (the medians would
# give 13.7%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.975us 64K:9.975us 2M:9.974us 16M:9.973us 64M:9.967us 256M:9.944us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 22.1%, 512K
# 21.6%, 1M 20.3%, 2M 18.4%, 4M 18.1%, 8M 18.5%, 16M 19.3%, 32M 20.2%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     71.46us     66.54us
# seq             2M          0         2         2     2097152           0     235.6us     249.2us
# seq            16M          0        16        16    16777216           0     1.781ms     1.671ms
# seq            64M          0        64        64    67108864           0      8.26ms     6.547ms
# seq           256M          0       256       256   268435456           0     32.24ms     26.05ms
# stride         64M        64K        16        32    67108864           0     4.982ms     6.063ms
# stride        256M         2M        64       128     8388608           0     2.223ms     2.676ms
# random         16M          0         9        23    16777216           0     1.536ms     1.777ms
# random         64M          0        35       230    67108864           0     10.08ms     9.062ms
# random        256M          0       128      1431   268435456           0     52.64ms     43.85ms
# fresh           2M          0         2         2           0     2097152     170.3us     206.1us
# fresh          16M          0        16        16           0    16777216     1.256ms     1.327ms
# fresh          64M          0        64        64           0    67108864     5.431ms     5.168ms
# fresh         256M          0       256       256           0   268435456     24.57ms     20.54ms
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
# defaults). Result: 0ns per batch, 15.15us per VA block, bytes / 12.1 GB/s
# moved, 45.99us per faulting kernel, bytes / 16.2 GB/s zero-filled. This
# coefficient came out negative and is held at 0.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 15.15us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:337.7ns 64K:5.402us 512K:43.22us 1M:86.44us 2M:172.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 45.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:253.5ns 64K:4.056us 512K:32.45us 1M:64.89us 2M:129.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.85us + bytes /
# 45.4 GB/s, misses by 17.2% RMS, so it is not used.
# Residual: 2.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.39us 2M:125.4us 16M:454us 64M:1.387ms 256M:5.455ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.55us + bytes / 9.76 GB/s, written at the measured sizes (the
# medians would give 2.3%).
# Residual: 5.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.26us 2M:233.3us 16M:1.737ms 64M:6.892ms 256M:27.51ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 18.12us + bytes / 8.6 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 11.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.74us 512K:79.1us 2M:262us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 25.02us + bytes / 3.29 GB/s, written at the measured sizes (the
# medians would give 9.1%).
# Residual: 11.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.92us 512K:184.2us 2M:661.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 310.5us + bytes / 2.4 GB/s, misses by 18.0% RMS, so
# it is not used.
# Residual: 15.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:401us 256K:475.5us 2M:1.042ms 16M:7.889ms 64M:31.03ms 256M:124ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.136us + bytes / 916 GB/s, misses by 19.0% RMS, so
# it is not used.
# Residual: 13.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.29us 2M:5.237us 16M:22.51us 64M:78.21us 256M:307.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 17.6us + bytes / 71.1 GB/s,
# written at the measured sizes (the medians would give 5.1%).
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.52us 2M:47.09us 16M:253.5us 64M:961.3us 256M:3.792ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 152 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.14us 16M:107.9us 64M:440.1us 256M:1.809ms

# cudaMemcpy from pageable (malloc'ed, touched) host memory to cudaMalloc
# memory. The measured medians (30 points at 6 sizes): the best line, 5.738us
# + bytes / 7.3 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 18.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:5.687us 64K:21.59us 2M:296.3us 16M:2.214ms 64M:8.68ms 256M:35.62ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.73us + bytes / 9.48 GB/s,
# misses by 17.9% RMS, so it is not used.
# Residual: 9.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.69us 64K:30.3us 2M:261.2us 16M:1.699ms 64M:6.794ms 256M:27.14ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.54 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 14.8% RMS relative over 20 repetitions.
host_read_ns = 64K:5.731us 2M:194.6us 16M:2.199ms 64M:9.528ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19 GB/s, misses by
# 26.7% RMS, so it is not used.
# Residual: 10.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.2us 2M:79.76us 16M:1.157ms 64M:5.396ms


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
