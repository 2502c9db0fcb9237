# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:12:03Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:12:03Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 3.973us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.061us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.815us + bytes / 6.11e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 25.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.67us 64K:2.785us 1M:2.598us 1536K:2.756us 2M:63.44us 8M:47.23us 64M:65.39us 256M:81.12us 1G:179.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.379us + bytes / 1.39e+03 GB/s, misses by 46.0% RMS, so it is
# not used.
# Residual: 16.2% RMS relative over 45 repetitions.
free_ns = 4K:3.598us 64K:3.661us 1M:3.534us 1536K:3.667us 2M:43.91us 8M:46.01us 64M:80.23us 256M:204us 1G:619.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.921us + bytes / 5.69e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 36.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.721us 64K:3.051us 2M:27.8us 16M:44.36us 64M:45.67us 256M:40.71us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.07us +
# bytes / 2.8e+05 GB/s, written at the measured sizes (the medians would give
# 10.5%).
# Residual: 10.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.07us 64K:14.07us 2M:14.08us 16M:14.13us 64M:14.31us 256M:15.03us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 25.5%, 512K
# 25.3%, 1M 24.8%, 2M 23.9%, 4M 23.5%, 8M 22.3%, 16M 21.7%, 32M 21.7%.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     90.85us     75.23us
# seq             2M          0         2         2     2097152           0     244.6us     263.6us
# seq            16M          0        16        16    16777216           0     1.619ms     1.973ms
# seq            64M          0        64        64    67108864           0     8.569ms     7.833ms
# seq           256M          0       256       256   268435456           0     37.08ms     31.27ms
# stride         64M        64K         4        32    67108864           0     5.708ms     4.981ms
# stride        256M         2M        16       128     8388608           0     1.893ms     2.318ms
# random         16M          0        16        16    16777216           0     1.689ms     1.973ms
# random         64M          0        39       104    67108864           0     8.992ms     7.079ms
# random        256M          0       127       907   268435456           0     51.23ms        31ms
# fresh           2M          0         2         2           0     2097152     142.8us     167.2us
# fresh          16M          0        16        16           0    16777216     1.132ms     1.201ms
# fresh          64M          0        64        64           0    67108864      5.51ms     4.747ms
# fresh         256M          0       256       256           0   268435456     24.03ms     18.93ms
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
# defaults). Result: 43.18us per batch, 8.139us per VA block, bytes / 14.8
# GB/s moved, 19.49us per faulting kernel, bytes / 46.5 GB/s zero-filled.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_batch_ns = 43.18us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_block_ns = 8.139us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:276.4ns 64K:4.423us 512K:35.38us 1M:70.76us 2M:141.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_wake_ns = 19.49us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:88.07ns 64K:1.409us 512K:11.27us 1M:22.54us 2M:45.09us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.86us + bytes /
# 46.8 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.37us 2M:123.4us 16M:418.5us 64M:1.364ms 256M:5.372ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 17.44us + bytes / 11.3 GB/s, written at the measured sizes (the
# medians would give 9.7%).
# Residual: 9.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.23us 2M:202.9us 16M:1.501ms 64M:5.951ms 256M:23.75ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.2us + bytes / 14 GB/s, written at the measured sizes (the medians
# would give 10.9%).
# Residual: 10.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.89us 512K:54.78us 2M:167.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.98us + bytes / 3.91 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.66us 512K:171.1us 2M:517.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 284.8us + bytes / 2.68 GB/s, written at the
# measured sizes (the medians would give 2.6%).
# Residual: 11.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:309.3us 256K:382.7us 2M:1.068ms 16M:6.552ms 64M:25.35ms 256M:100.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.778us + bytes / 1.29e+03 GB/s, misses by 26.5% RMS,
# so it is not used.
# Residual: 15.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.624us 2M:2.608us 16M:14.29us 64M:57.26us 256M:257.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.2us + bytes / 100 GB/s, misses by
# 19.3% RMS, so it is not used.
# Residual: 10.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.01us 2M:27.15us 16M:220.9us 64M:706.6us 256M:2.725ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.98us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 8.721us + bytes /
# 294 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 20.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.05us 16M:63.36us 64M:247.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.067us +
# bytes / 157 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.27us 16M:104.2us 64M:429.7us 256M:1.739ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.564us
# + bytes / 10.9 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.936us 64K:24.16us 2M:166.7us 16M:1.515ms 64M:6.706ms 256M:29.59ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.02us + bytes / 12.3 GB/s,
# misses by 23.2% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.795us 64K:26.59us 2M:234.5us 16M:1.192ms 64M:5.951ms 256M:18.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.68 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 18.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.083us 2M:222.1us 16M:2.31ms 64M:8.961ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.6 GB/s, misses by
# 23.4% RMS, so it is not used.
# Residual: 16.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.633us 2M:88.12us 16M:937.6us 64M:5.304ms

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
