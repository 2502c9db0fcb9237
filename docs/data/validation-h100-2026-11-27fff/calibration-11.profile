# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T04:57:50Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:57:50Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.0% RMS relative over 5 repetitions.
launch_ns = 4.857us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.16us

# cudaMalloc, host time of the call, while a small allocation keeps the
# driver's first 2 MiB block mapped: from 2 MiB, calls of one size kept live,
# then freed, as a program makes them (case kept; files before it: case
# device, pairs); under 2 MiB, one cudaMalloc/cudaFree pair at a time, a
# request that fits in a mapped block (simrun charges the 2 MiB figure when
# one is mapped for it). The measured medians (420 points at 9 sizes): the
# best line, 3.409us + bytes / 6.18e+03 GB/s, misses by 72.7% RMS, so it is
# not used.
# Residual: 22.3% RMS relative over 420 repetitions.
malloc_ns = 4K:4.509us 64K:3.292us 1M:3.05us 1536K:3.305us 2M:54.66us 8M:55.29us 64M:78.78us 256M:89.01us 1G:138.3us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.37us + bytes / 1.33e+03 GB/s, misses by 50.2% RMS, so it is not
# used.
# Residual: 23.0% RMS relative over 45 repetitions.
free_ns = 4K:3.251us 64K:2.876us 1M:2.696us 1536K:2.721us 2M:46.23us 8M:59.46us 64M:86.55us 256M:214.4us 1G:689.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.647us + bytes / 4.83e+03 GB/s, misses by 63.0% RMS, so it is not used.
# Residual: 34.1% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.269us 64K:4.039us 2M:28.31us 16M:33.65us 64M:55.8us 256M:49.06us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.7us + bytes / 2.63e+05 GB/s, written at the measured sizes (the
# medians would give 11.5%).
# Residual: 11.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.7us 64K:14.7us 2M:14.71us 16M:14.77us 64M:14.96us 256M:15.72us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.5%, 512K 15.1%, 1M 14.5%, 2M 13.9%, 4M 13.8%, 8M 14.0%, 16M
# 14.4%, 32M 15.3%.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     94.21us     77.89us
# seq             2M          0         2         2     2097152           0     257.5us       320us
# seq            16M          0        16        16    16777216           0      2.16ms     2.202ms
# seq            64M          0        64        64    67108864           0     9.455ms     8.653ms
# seq           256M          0       256       256   268435456           0     45.74ms     34.46ms
# stride         64M        64K        16        32    67108864           0     7.509ms     7.991ms
# stride        256M         2M        64       128     8388608           0     3.017ms     3.307ms
# random         16M          0         9        23    16777216           0     2.449ms     2.304ms
# random         64M          0        35       230    67108864           0     11.48ms     11.41ms
# random        256M          0       128      1431   268435456           0     58.72ms     54.15ms
# fresh           2M          0         2         2           0     2097152     199.3us     232.6us
# fresh          16M          0        16        16           0    16777216     1.364ms     1.502ms
# fresh          64M          0        64        64           0    67108864     6.854ms     5.855ms
# fresh         256M          0       256       256           0   268435456     27.81ms     23.27ms
# Kernels (gpurun's replay kernel, one access row, no CUPTI) reading
# CPU-resident managed memory, or managed memory never touched (case fresh):
# 14 cases (sequential, strided, random, fresh; table above), 70 points.
# Measured: the kernel's time (CUDA events) minus the same kernel rerun on the
# now GPU-resident data. Fitted to each case's median (GSL weighted least
# squares, relative errors, coefficients >= 0) as batches * fault_batch_ns +
# VA blocks serviced * fault_block_ns + bytes moved * ns per byte +
# fault_wake_ns (once: the kernel's first fault) + bytes zero-filled *
# fault_zero_ns per byte, with batches, blocks and bytes those simrun's engine
# produces for the same access (fault_batch and fault_window as below, density
# prefetch at the driver's defaults). Result: 2.445us per batch, 17.03us per
# VA block, bytes / 9.12 GB/s moved, 51.23us per faulting kernel, bytes / 14.7
# GB/s zero-filled.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_batch_ns = 2.445us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_block_ns = 17.03us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:448.9ns 64K:7.183us 512K:57.46us 1M:114.9us 2M:229.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_wake_ns = 51.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:278.2ns 64K:4.451us 512K:35.61us 1M:71.21us 2M:142.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 85.04us + bytes /
# 45.8 GB/s, misses by 15.6% RMS, so it is not used.
# Residual: 11.0% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:78.82us 256K:83.07us 1M:118.2us 2M:149.9us 4M:201.9us 16M:514.3us 64M:1.408ms 256M:5.512ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 20.61us + bytes / 9.03 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 7.6% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:25.87us 256K:53.89us 1M:160.2us 2M:304.7us 4M:508.3us 16M:1.863ms 64M:7.361ms 256M:24.3ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 13.46us + bytes / 9.78 GB/s, written at the measured
# sizes (the means would give 10.6%).
# Residual: 14.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.16us 512K:67.07us 2M:227.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 28.52us + bytes / 3.61 GB/s, misses by 19.0% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.29us 512K:214.4us 2M:549.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 323us + bytes / 2.19 GB/s, written at the measured sizes
# (the medians would give 8.6%).
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:352.8us 256K:442.4us 2M:1.279ms 16M:7.97ms 64M:30.91ms 256M:122.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 3.448us + bytes / 839 GB/s, misses by 19.4% RMS, so
# it is not used.
# Residual: 10.7% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:4.423us 256K:4.514us 1M:4.476us 2M:4.412us 4M:8.74us 16M:24.95us 64M:90.25us 256M:347.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 13.84us +
# bytes / 72.2 GB/s, written at the measured sizes (the medians would give
# 7.0%).
# Residual: 13.8% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:14.74us 256K:17.47us 1M:28.36us 2M:42.89us 4M:71.95us 16M:246.3us 64M:943.6us 256M:3.733ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 113us

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
# measured medians (15 points at 3 sizes): the best line, 5.945us + bytes /
# 210 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.03us 16M:82.03us 64M:339.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 56.88us + bytes / 157 GB/s, written at the measured
# sizes (the medians would give 14.3%).
# Residual: 14.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:70.28us 16M:164us 64M:485.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 438.1ns +
# bytes / 151 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 24.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.55us 16M:108.6us 64M:438.9us 256M:1.851ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line,
# 7.656us + bytes / 11.9 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 12.6% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:7.197us 8K:7.927us 16K:10.05us 32K:15.71us 64K:23.72us 128K:16.57us 256K:23.57us 512K:40.62us 1M:81.34us 2M:175.8us 4M:369.7us 8M:769.2us 16M:1.525ms 32M:3.518ms 64M:7.836ms 256M:32.35ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 15.38us + bytes / 9.28 GB/s,
# misses by 28.6% RMS, so it is not used.
# Residual: 20.8% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:14.58us 8K:11.6us 16K:22.78us 32K:19.91us 64K:30.91us 128K:43.33us 256K:71.47us 512K:117.8us 1M:206.9us 2M:284us 4M:476us 8M:831.2us 16M:1.588ms 32M:3.243ms 64M:6.125ms 256M:24.5ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 35
# points at 7 sizes): 0ns + bytes / 6.2 GB/s, written at the measured sizes
# (the medians would give 12.9%).
# Residual: 13.5% RMS relative over 35 repetitions.
host_read_ns = 64K:10.49us 256K:42.19us 1M:169us 2M:338.1us 4M:676.4us 16M:2.706ms 64M:10.82ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 26.2 GB/s, misses by
# 33.9% RMS, so it is not used.
# Residual: 14.1% RMS relative over 35 repetitions.
host_write_ns = 64K:1.188us 256K:7.34us 1M:29.16us 2M:71.71us 4M:226.2us 16M:1.223ms 64M:5.44ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 842.8ns +
# bytes / 10 GB/s, written at the measured sizes (the medians would give
# 8.0%).
# Residual: 7.9% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:7.371us 256K:26.96us 1M:105.3us 2M:209.7us 4M:418.6us 16M:1.672ms 64M:6.686ms

