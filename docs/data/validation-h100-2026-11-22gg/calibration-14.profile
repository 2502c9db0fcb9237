# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:28:18Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:28:18Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.2% RMS relative over 5 repetitions.
launch_ns = 4.797us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.011us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.882us + bytes / 4.58e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 26.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.971us 64K:2.794us 1M:3.011us 1536K:2.998us 2M:72.95us 8M:54.8us 64M:79.25us 256M:63.88us 1G:202us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.535us + bytes / 1.37e+03 GB/s, misses by 46.3% RMS, so it is
# not used.
# Residual: 17.8% RMS relative over 45 repetitions.
free_ns = 4K:4.611us 64K:3.623us 1M:3.743us 1536K:3.871us 2M:44.49us 8M:48.22us 64M:81.01us 256M:196.5us 1G:656.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.103us + bytes / 2.81e+03 GB/s, misses by 65.4% RMS, so it is not used.
# Residual: 37.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.124us 64K:3.489us 2M:26.93us 16M:51.16us 64M:74.9us 256M:79.04us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 15.18us + bytes / 2.7e+05 GB/s, written at the measured sizes (the
# medians would give 10.3%).
# Residual: 10.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:15.18us 64K:15.18us 2M:15.19us 16M:15.24us 64M:15.43us 256M:16.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.6%, 512K 15.1%, 1M 14.3%, 2M 13.9%, 4M 14.5%, 8M 15.6%, 16M
# 16.2%, 32M 17.0%.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     70.59us     59.23us
# seq             2M          0         2         2     2097152           0     217.8us     277.5us
# seq            16M          0        16        16    16777216           0     2.005ms     1.957ms
# seq            64M          0        64        64    67108864           0     8.275ms     7.714ms
# seq           256M          0       256       256   268435456           0     42.69ms     30.74ms
# stride         64M        64K        32        32    67108864           0     7.027ms     7.231ms
# stride        256M         2M       128       128     8388608           0     2.538ms     2.809ms
# random         16M          0         9        35    16777216           0     2.252ms     2.243ms
# random         64M          0        34       306    67108864           0     11.46ms     11.37ms
# random        256M          0       139      1560   268435456           0     56.78ms     50.43ms
# fresh           2M          0         2         2           0     2097152     175.6us     206.5us
# fresh          16M          0        16        16           0    16777216     1.336ms     1.389ms
# fresh          64M          0        64        64           0    67108864      6.01ms     5.443ms
# fresh         256M          0       256       256           0   268435456     25.35ms     21.66ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.1us per VA
# block, bytes / 10 GB/s moved, 37.58us per faulting kernel, bytes / 15.1 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_block_ns = 15.1us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.3% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:409.5ns 64K:6.553us 512K:52.42us 1M:104.8us 2M:209.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_wake_ns = 37.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.3% RMS relative over 70 repetitions.
fault_zero_ns = 4K:270.9ns 64K:4.335us 512K:34.68us 1M:69.36us 2M:138.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 44.5us + bytes / 45.6 GB/s, written at the measured sizes (the
# medians would give 2.1%).
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:45.94us 2M:90.46us 16M:412.2us 64M:1.515ms 256M:5.928ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.16us + bytes / 9.39 GB/s, written at
# the measured sizes (the medians would give 2.6%).
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.14us 2M:241.5us 16M:1.805ms 64M:7.166ms 256M:28.61ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.2us + bytes / 9.63 GB/s, written at the
# measured sizes (the medians would give 8.2%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24us 512K:71.62us 2M:234.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.89us + bytes / 3.15 GB/s, written at
# the measured sizes (the medians would give 9.2%).
# Residual: 12.8% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.67us 512K:191.2us 2M:690us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 321.7us + bytes / 2.33
# GB/s, written at the measured sizes (the medians would give 3.1%).
# Residual: 12.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:349.8us 256K:434.2us 2M:1.222ms 16M:7.523ms 64M:29.13ms 256M:115.5ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.07us + bytes / 834 GB/s, misses by 18.8% RMS, so it
# is not used.
# Residual: 11.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.338us 2M:5.332us 16M:25.29us 64M:87.64us 256M:339.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 16.08us +
# bytes / 70.4 GB/s, written at the measured sizes (the medians would give
# 5.4%).
# Residual: 12.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.01us 2M:45.86us 16M:254.3us 64M:969us 256M:3.828ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.1us

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
# measured medians (15 points at 3 sizes): the best line, 7.021us + bytes /
# 202 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:17.54us 16M:85.23us 64M:357.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 761.1ns +
# bytes / 156 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.36us 16M:105.9us 64M:429.3us 256M:1.759ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.581us
# + bytes / 10 GB/s, misses by 29.6% RMS, so it is not used.
# Residual: 16.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.12us 64K:24.63us 2M:156us 16M:1.865ms 64M:8.473ms 256M:35.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.72us + bytes / 8.66 GB/s,
# misses by 21.7% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.6us 64K:32.09us 2M:286.7us 16M:1.788ms 64M:7.523ms 256M:29.75ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.75 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 18.6% RMS relative over 20 repetitions.
host_read_ns = 64K:6.451us 2M:207.7us 16M:2.803ms 64M:11.75ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.7 GB/s, misses by
# 45.3% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.284us 2M:56.96us 16M:1.383ms 64M:6.685ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 413.2ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 5.2%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.72us 2M:202.2us 16M:1.615ms 64M:6.458ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
