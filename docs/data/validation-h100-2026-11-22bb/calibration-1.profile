# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T05:08:00Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T05:08:00Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 4.397us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.167us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.368us + bytes / 5.07e+03 GB/s, misses by 56.5% RMS,
# so it is not used.
# Residual: 27.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.488us 64K:2.796us 1M:2.334us 1536K:2.284us 2M:68.71us 8M:46.97us 64M:54.27us 256M:66.75us 1G:214.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.79us + bytes / 1.5e+03 GB/s, misses by 50.3% RMS, so it is not
# used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:2.274us 64K:2.556us 1M:2.186us 1536K:2.141us 2M:43.3us 8M:45.18us 64M:90.03us 256M:177.7us 1G:653.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.168us + bytes / 4.64e+03 GB/s, misses by 63.2% RMS, so it is not used.
# Residual: 34.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.106us 64K:3.991us 2M:27.94us 16M:34.3us 64M:62.93us 256M:53.22us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 14.62us +
# bytes / 1.18e+05 GB/s, written at the measured sizes (the medians would give
# 7.7%).
# Residual: 8.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.62us 64K:14.62us 2M:14.64us 16M:14.76us 64M:15.19us 256M:16.89us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 23.9%, 512K
# 23.8%, 1M 23.8%, 2M 23.5%, 4M 22.3%, 8M 20.6%, 16M 19.9%, 32M 20.0%.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.24us     61.45us
# seq             2M          0         2         2     2097152           0     211.9us     260.1us
# seq            16M          0        16        16    16777216           0      1.84ms     2.056ms
# seq            64M          0        64        64    67108864           0      8.36ms     8.214ms
# seq           256M          0       256       256   268435456           0     36.96ms     32.84ms
# stride         64M        64K         4        32    67108864           0     5.999ms     5.264ms
# stride        256M         2M        16       128     8388608           0     2.563ms     2.428ms
# random         16M          0        16        16    16777216           0     2.186ms     2.056ms
# random         64M          0        39       104    67108864           0      7.46ms     7.448ms
# random        256M          0       127       907   268435456           0     43.37ms     32.75ms
# fresh           2M          0         2         2           0     2097152     95.58us       110us
# fresh          16M          0        16        16           0    16777216     771.3us       855us
# fresh          64M          0        64        64           0    67108864     3.804ms     3.409ms
# fresh         256M          0       256       256           0   268435456     16.78ms     13.63ms
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
# defaults). Result: 44.53us per batch, 8.686us per VA block, bytes / 14 GB/s
# moved, 3.545us per faulting kernel, bytes * 0 ns/B zero-filled.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_batch_ns = 44.53us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_block_ns = 8.686us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:293.2ns 64K:4.692us 512K:37.53us 1M:75.07us 2M:150.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_wake_ns = 3.545us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 19.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.31us + bytes /
# 46.6 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 6.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:43.12us 2M:137.2us 16M:434.9us 64M:1.368ms 256M:5.401ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 20.15us + bytes / 10 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 8.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.67us 2M:229us 16M:1.691ms 64M:6.702ms 256M:26.75ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 23.5us + bytes / 7.68 GB/s, written at the measured sizes (the
# medians would give 8.5%).
# Residual: 9.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:32.04us 512K:91.81us 2M:296.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.34us + bytes / 2.84 GB/s, written at the measured sizes (the
# medians would give 3.9%).
# Residual: 7.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:46.38us 512K:207.7us 2M:760.6us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 381.2us + bytes / 2.3 GB/s, misses by 16.8% RMS, so
# it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:502.7us 256K:542.9us 2M:1.015ms 16M:8.421ms 64M:32.37ms 256M:128.4ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.922us + bytes / 910 GB/s, misses by 21.9% RMS, so
# it is not used.
# Residual: 12.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.122us 2M:4.109us 16M:22.09us 64M:79.69us 256M:319.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, 25 points at 5 sizes): 9.672us + bytes / 115 GB/s,
# written at the measured sizes (the medians would give 6.1%).
# Residual: 13.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.24us 2M:27.98us 16M:156.2us 64M:595.6us 256M:2.353ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 84.38us

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 11.24us + bytes /
# 182 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 22.1% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:21.05us 16M:100.6us 64M:366.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 531ns +
# bytes / 149 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.32us 16M:110.5us 64M:450.1us 256M:1.82ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.786us
# + bytes / 10.5 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 15.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.924us 64K:23.53us 2M:163.8us 16M:1.709ms 64M:7.216ms 256M:33.55ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 17.41us + bytes / 8.95 GB/s,
# misses by 33.8% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:15.76us 64K:37.2us 2M:362.4us 16M:3.597ms 64M:6.413ms 256M:23.85ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.2 GB/s, misses by 37.2% RMS, so it is not used.
# Residual: 28.2% RMS relative over 20 repetitions.
host_read_ns = 64K:2.809us 2M:91.18us 16M:1.574ms 64M:7.146ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.3 GB/s, misses by
# 38.3% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:845ns 2M:42.98us 16M:737.8us 64M:4.396ms

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
