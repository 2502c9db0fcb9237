# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:49:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:49:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 10.9% RMS relative over 5 repetitions.
launch_ns = 3.421us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.177us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.962us + bytes / 4.23e+03 GB/s, misses by 61.0% RMS,
# so it is not used.
# Residual: 28.0% RMS relative over 45 repetitions.
malloc_ns = 4K:3.062us 64K:3.37us 1M:2.96us 1536K:2.836us 2M:66.22us 8M:50.46us 64M:58.77us 256M:94.09us 1G:196.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.482us + bytes / 1.41e+03 GB/s, misses by 45.7% RMS, so it is
# not used.
# Residual: 15.5% RMS relative over 45 repetitions.
free_ns = 4K:3.851us 64K:3.839us 1M:3.854us 1536K:3.744us 2M:45.99us 8M:47.66us 64M:80.42us 256M:194.9us 1G:629.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.731us + bytes / 5.54e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 38.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.568us 64K:2.401us 2M:18.54us 16M:26.09us 64M:42.46us 256M:41.04us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.927us + bytes / 3.44e+05 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 6.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.927us 64K:9.927us 2M:9.933us 16M:9.976us 64M:10.12us 256M:10.71us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.0%, 512K 13.5%, 1M 12.5%, 2M 11.7%, 4M 11.6%, 8M 12.2%, 16M
# 13.4%, 32M 14.5%.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.13us     72.79us
# seq             2M          0         2         2     2097152           0     243.3us     258.1us
# seq            16M          0        16        16    16777216           0     1.426ms     1.671ms
# seq            64M          0        64        64    67108864           0      8.58ms     6.515ms
# seq           256M          0       256       256   268435456           0     28.54ms     25.89ms
# stride         64M        64K        16        32    67108864           0     6.054ms     6.167ms
# stride        256M         2M        64       128     8388608           0     2.055ms     2.168ms
# random         16M          0         9        23    16777216           0     1.641ms     1.747ms
# random         64M          0        35       230    67108864           0     9.115ms     8.319ms
# random        256M          0       128      1431   268435456           0     39.62ms     38.66ms
# fresh           2M          0         2         2           0     2097152     159.7us     175.5us
# fresh          16M          0        16        16           0    16777216       886us      1.01ms
# fresh          64M          0        64        64           0    67108864     4.325ms     3.872ms
# fresh         256M          0       256       256           0   268435456     18.18ms     15.32ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 10.87us per VA
# block, bytes / 11.6 GB/s moved, 56.29us per faulting kernel, bytes / 21.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_block_ns = 10.87us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:351.7ns 64K:5.628us 512K:45.02us 1M:90.04us 2M:180.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_wake_ns = 56.29us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:190.4ns 64K:3.047us 512K:24.37us 1M:48.74us 2M:97.49us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.77us + bytes /
# 46.2 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 3.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.02us 2M:116.5us 16M:438.4us 64M:1.364ms 256M:5.376ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.62us + bytes / 10.8 GB/s, written at
# the measured sizes (the medians would give 9.4%).
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.68us 2M:211.4us 16M:1.568ms 64M:6.219ms 256M:24.82ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.64us + bytes / 9.47 GB/s, written at the
# measured sizes (the medians would give 8.5%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.56us 512K:72.01us 2M:238.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 25.75us + bytes / 3.6 GB/s, written at the
# measured sizes (the medians would give 8.1%).
# Residual: 11.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.94us 512K:171.3us 2M:607.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 219.8us + bytes / 3.5 GB/s,
# written at the measured sizes (the medians would give 10.8%).
# Residual: 14.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:238.5us 256K:294.8us 2M:819.7us 16M:5.019ms 64M:19.42ms 256M:77.01ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.918us + bytes / 1.05e+03 GB/s, misses by 22.2% RMS,
# so it is not used.
# Residual: 14.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.997us 2M:3.903us 16M:19.74us 64M:70.65us 256M:273.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.6us + bytes / 89.3 GB/s, misses by
# 17.3% RMS, so it is not used.
# Residual: 12.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.81us 2M:34.22us 16M:247.5us 64M:934.6us 256M:2.647ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.25us

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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 9.454us + bytes / 233 GB/s, written at the measured sizes (the
# medians would give 13.4%).
# Residual: 13.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.44us 16M:81.32us 64M:296.9us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.69us + bytes / 218 GB/s, written at the measured
# sizes (the medians would give 10.2%).
# Residual: 11.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.32us 16M:100.7us 64M:331.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 341.8ns +
# bytes / 193 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.27us 16M:86.38us 64M:348.5us 256M:1.407ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.581us
# + bytes / 11.8 GB/s, misses by 26.4% RMS, so it is not used.
# Residual: 15.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.104us 64K:22.99us 2M:138.9us 16M:1.551ms 64M:6.298ms 256M:29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.46us + bytes / 10.9 GB/s,
# misses by 24.6% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.93us 64K:33.16us 2M:264us 16M:1.742ms 64M:6.923ms 256M:18.61ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14 GB/s, misses by 35.7% RMS, so it is not used.
# Residual: 19.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.376us 2M:110.2us 16M:1.922ms 64M:7.939ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.8 GB/s, misses by
# 39.2% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:954ns 2M:49.1us 16M:942.5us 64M:4.919ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 650.5ns +
# bytes / 11.7 GB/s, written at the measured sizes (the medians would give
# 6.6%).
# Residual: 7.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.254us 2M:180us 16M:1.435ms 64M:5.738ms

