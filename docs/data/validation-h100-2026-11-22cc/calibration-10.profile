# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:13:56Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:13:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.4% RMS relative over 5 repetitions.
launch_ns = 3.116us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.014us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.521us + bytes / 1e+04 GB/s, misses by 57.1% RMS, so
# it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.228us 64K:2.777us 1M:2.73us 1536K:2.702us 2M:43.98us 8M:35.8us 64M:41.55us 256M:43.18us 1G:81.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.269us + bytes / 2.81e+03 GB/s, misses by 54.5% RMS, so it is
# not used.
# Residual: 26.4% RMS relative over 45 repetitions.
free_ns = 4K:3.445us 64K:1.449us 1M:1.371us 1536K:1.392us 2M:33.1us 8M:33.25us 64M:51.66us 256M:99.65us 1G:317us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.76us
# + bytes / 5.34e+03 GB/s, misses by 67.5% RMS, so it is not used.
# Residual: 36.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.942us 64K:3.229us 2M:38.31us 16M:40.93us 64M:62.08us 256M:50.98us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, 30 points at 6 sizes): 11.04us +
# bytes / 4.55e+05 GB/s, written at the measured sizes (the medians would give
# 11.8%).
# Residual: 12.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.04us 64K:11.04us 2M:11.05us 16M:11.08us 64M:11.19us 256M:11.63us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual: 256K 21.4%, 512K
# 21.1%, 1M 20.6%, 2M 20.1%, 4M 20.1%, 8M 20.3%, 16M 20.5%, 32M 21.2%.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.97us     62.65us
# seq             2M          0         2         2     2097152           0     212.8us     262.9us
# seq            16M          0        16        16    16777216           0     1.725ms     1.821ms
# seq            64M          0        64        64    67108864           0      9.06ms     7.165ms
# seq           256M          0       256       256   268435456           0     38.87ms     28.54ms
# stride         64M        64K        32        32    67108864           0     6.474ms     6.637ms
# stride        256M         2M       128       128     8388608           0     2.588ms      2.91ms
# random         16M          0         9        35    16777216           0     2.151ms     2.123ms
# random         64M          0        34       306    67108864           0     10.32ms     11.04ms
# random        256M          0       139      1560   268435456           0      52.2ms     49.42ms
# fresh           2M          0         2         2           0     2097152     149.2us     186.1us
# fresh          16M          0        16        16           0    16777216     1.105ms     1.207ms
# fresh          64M          0        64        64           0    67108864     5.656ms     4.708ms
# fresh         256M          0       256       256           0   268435456     24.03ms     18.71ms
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
# defaults). Result: 443.6ns per batch, 16.05us per VA block, bytes / 11.1
# GB/s moved, 40.23us per faulting kernel, bytes / 18.6 GB/s zero-filled.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_batch_ns = 443.6ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_block_ns = 16.05us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:370.4ns 64K:5.927us 512K:47.42us 1M:94.83us 2M:189.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_wake_ns = 40.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:220.5ns 64K:3.527us 512K:28.22us 1M:56.44us 2M:112.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 47.39us + bytes /
# 45.7 GB/s, misses by 25.7% RMS, so it is not used.
# Residual: 16.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.98us 2M:152.9us 16M:485.7us 64M:1.388ms 256M:5.412ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 18.35us + bytes / 9.86 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 19.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.15us 2M:335.6us 16M:1.539ms 64M:6.957ms 256M:26.19ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, 480 points at 3
# sizes): 17.53us + bytes / 8.72 GB/s, written at the measured sizes (the
# medians would give 9.9%).
# Residual: 9.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.05us 512K:77.68us 2M:258.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, 30 points
# at 3 sizes): 23.76us + bytes / 3.23 GB/s, written at the measured sizes (the
# medians would give 6.1%).
# Residual: 9.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.06us 512K:186.1us 2M:673.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, 30 points at 6 sizes): 228.9us + bytes / 3.44 GB/s, written at the
# measured sizes (the medians would give 3.9%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:248us 256K:305.2us 2M:839us 16M:5.11ms 64M:19.75ms 256M:78.33ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.605us + bytes / 961 GB/s, misses by 25.5% RMS, so
# it is not used.
# Residual: 15.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.026us 2M:4.015us 16M:21.6us 64M:77.37us 256M:302.2us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.12us + bytes / 73.8 GB/s, misses
# by 15.3% RMS, so it is not used.
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.64us 2M:34.18us 16M:243.6us 64M:950.1us 256M:4.771ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.12us

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
# measured medians (15 points at 3 sizes): the best line, 7.574us + bytes /
# 240 GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 20.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.62us 16M:72.39us 64M:303.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.431us +
# bytes / 176 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.53us 16M:95.51us 64M:380.5us 256M:1.523ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.711us
# + bytes / 9.08 GB/s, misses by 30.4% RMS, so it is not used.
# Residual: 19.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.517us 64K:24.99us 2M:169.3us 16M:1.811ms 64M:9.141ms 256M:36.15ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.94us + bytes / 8.27 GB/s,
# misses by 20.2% RMS, so it is not used.
# Residual: 13.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.35us 64K:31.82us 2M:298.8us 16M:1.819ms 64M:8.479ms 256M:29.32ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 6.13 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 11.3% RMS relative over 20 repetitions.
host_read_ns = 64K:8.51us 2M:286.5us 16M:2.935ms 64M:13.43ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 17.1 GB/s, misses by
# 26.3% RMS, so it is not used.
# Residual: 13.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.181us 2M:94.95us 16M:1.206ms 64M:6.269ms


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
