# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:10:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:10:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.594us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.192us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.822us + bytes / 5.49e+03 GB/s, misses by 57.5% RMS,
# so it is not used.
# Residual: 26.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.803us 64K:2.736us 1M:2.922us 1536K:2.734us 2M:56.77us 8M:50.83us 64M:58.88us 256M:87.18us 1G:202us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.077us + bytes / 1.4e+03 GB/s, misses by 48.8% RMS, so it is not
# used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.48us 64K:2.473us 1M:2.416us 1536K:2.382us 2M:42.56us 8M:46.69us 64M:83.1us 256M:192.5us 1G:627.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.837us + bytes / 5.14e+03 GB/s, misses by 66.9% RMS, so it is not used.
# Residual: 54.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.606us 64K:3.501us 2M:30.08us 16M:91.45us 64M:51.48us 256M:51.38us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 13.39us +
# bytes / 1.05e+06 GB/s, written at the measured sizes (the medians would give
# 9.7%).
# Residual: 12.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.39us 64K:13.39us 2M:13.39us 16M:13.4us 64M:13.45us 256M:13.64us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 28.9%, 512K
# 28.7%, 1M 28.4%, 2M 27.9%, 4M 27.3%, 8M 26.0%, 16M 25.6%, 32M 25.8%.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     77.86us     62.94us
# seq             2M          0         2         2     2097152           0     227.8us     275.6us
# seq            16M          0        16        16    16777216           0     1.758ms     2.178ms
# seq            64M          0        64        64    67108864           0     8.827ms       8.7ms
# seq           256M          0       256       256   268435456           0     45.49ms     34.79ms
# stride         64M        64K         4        32    67108864           0     6.123ms     5.788ms
# stride        256M         2M        16       128     8388608           0     2.546ms     2.841ms
# random         16M          0        16        16    16777216           0     2.042ms     2.178ms
# random         64M          0        39       104    67108864           0     9.703ms     8.114ms
# random        256M          0       127       907   268435456           0     48.32ms        37ms
# fresh           2M          0         2         2           0     2097152      95.1us     111.9us
# fresh          16M          0        16        16           0    16777216     706.3us     868.2us
# fresh          64M          0        64        64           0    67108864     4.596ms     3.461ms
# fresh         256M          0       256       256           0   268435456     17.58ms     13.83ms
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
# defaults). Result: 42.26us per batch, 11.76us per VA block, bytes / 12.8
# GB/s moved, 3.801us per faulting kernel, bytes * 0 ns/B zero-filled.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_batch_ns = 42.26us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_block_ns = 11.76us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 25.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:319.7ns 64K:5.116us 512K:40.93us 1M:81.85us 2M:163.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_wake_ns = 3.801us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 25.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.3us + bytes /
# 46.8 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 1.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.72us 2M:115.2us 16M:416.3us 64M:1.358ms 256M:5.389ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, 25 points at
# 5 sizes): 18.19us + bytes / 10.6 GB/s, written at the measured sizes (the
# medians would give 5.9%).
# Residual: 13.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.39us 2M:216.6us 16M:1.606ms 64M:6.368ms 256M:25.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.38us + bytes / 8.5 GB/s, written at the measured sizes (the
# medians would give 7.6%).
# Residual: 7.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.09us 512K:79.08us 2M:264.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 21.92us + bytes / 2.88 GB/s, written at the measured sizes (the
# medians would give 10.4%).
# Residual: 11.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.64us 512K:203.7us 2M:749us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 320.7us + bytes / 2.43 GB/s, written at the
# measured sizes (the medians would give 6.2%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:347.7us 256K:428.8us 2M:1.185ms 16M:7.239ms 64M:27.99ms 256M:111ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.499us + bytes / 1.01e+03 GB/s, misses by 24.6% RMS,
# so it is not used.
# Residual: 14.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.764us 2M:3.622us 16M:19.13us 64M:77.44us 256M:313.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.72us + bytes / 75.2 GB/s, misses
# by 17.8% RMS, so it is not used.
# Residual: 8.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.03us 2M:33.35us 16M:257us 64M:1.182ms 256M:3.631ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 103us

# cudaMemPrefetchAsync calls of 64 KiB GPU-resident ranges issued behind a 20
# ms kernel on their stream, one after another until one blocks its caller
# (past 1 ms: until the kernel has ended and the driver's worker has taken up
# the first): the calls that returned at once; the value is the median. Fit:
# the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
prefetch_queue = 56

# cudaMemPrefetchAsync to the GPU of managed memory just allocated and never
# touched (the driver populates and zero-fills it on the GPU; the call returns
# about when it is done), one call on an idle stream: host time from the call
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). The
# measured medians (15 points at 3 sizes): the best line, 8.19us + bytes / 230
# GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.44us 16M:79.61us 64M:298.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 130 GB/s, misses by 35.7% RMS, so it is not used.
# Residual: 28.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11us 16M:104.2us 64M:982us 256M:1.888ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.67us
# + bytes / 9.62 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 18.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.15us 64K:26.05us 2M:192.9us 16M:1.598ms 64M:7.532ms 256M:34.84ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 20.56us + bytes / 9.01 GB/s,
# misses by 31.9% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:17.36us 64K:42.28us 2M:429.5us 16M:2.161ms 64M:6.233ms 256M:24.37ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, 20 points at 4 sizes):
# 584.1ns + bytes / 6.48 GB/s, written at the measured sizes (the medians
# would give 6.3%).
# Residual: 6.5% RMS relative over 20 repetitions.
host_read_ns = 64K:10.7us 2M:324.4us 16M:2.591ms 64M:10.36ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.5 GB/s, misses by
# 27.2% RMS, so it is not used.
# Residual: 11.2% RMS relative over 20 repetitions.
host_write_ns = 64K:1.904us 2M:76.38us 16M:947.9us 64M:5.274ms


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
