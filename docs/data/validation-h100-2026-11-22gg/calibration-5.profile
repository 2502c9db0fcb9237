# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:23:41Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:23:41Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.096us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.168us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.335us + bytes / 5.04e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 28.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.229us 64K:2.613us 1M:2.426us 1536K:2.376us 2M:53.23us 8M:47.29us 64M:49.09us 256M:57.86us 1G:179.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.946us + bytes / 1.41e+03 GB/s, misses by 45.7% RMS, so it is
# not used.
# Residual: 15.8% RMS relative over 45 repetitions.
free_ns = 4K:3.315us 64K:3.322us 1M:3.307us 1536K:3.279us 2M:39.82us 8M:42.93us 64M:92.55us 256M:185.7us 1G:644.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.505us + bytes / 3.68e+03 GB/s, misses by 65.8% RMS, so it is not used.
# Residual: 39.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.54us 64K:2.959us 2M:25.11us 16M:34.73us 64M:60.47us 256M:60.73us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.84us + bytes / 3.21e+05 GB/s, written at the measured sizes (the
# medians would give 6.9%).
# Residual: 8.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.84us 64K:11.84us 2M:11.85us 16M:11.89us 64M:12.05us 256M:12.67us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.0%, 512K 18.6%, 1M 17.7%, 2M 16.0%, 4M 15.0%, 8M 13.8%, 16M
# 14.0%, 32M 15.1%.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     93.92us      80.6us
# seq             2M          0         2         2     2097152           0     269.6us     295.6us
# seq            16M          0        16        16    16777216           0     2.023ms     2.193ms
# seq            64M          0        64        64    67108864           0     10.33ms     8.698ms
# seq           256M          0       256       256   268435456           0     33.79ms     34.72ms
# stride         64M        64K         8        32    67108864           0     5.796ms     6.215ms
# stride        256M         2M        32       128     8388608           0     3.204ms     3.751ms
# random         16M          0        12        16    16777216           0     2.035ms      2.05ms
# random         64M          0        36       161    67108864           0     10.91ms     9.134ms
# random        256M          0       125      1211   268435456           0     53.63ms     44.19ms
# fresh           2M          0         2         2           0     2097152     156.5us     180.9us
# fresh          16M          0        16        16           0    16777216     1.128ms     1.275ms
# fresh          64M          0        64        64           0    67108864     5.954ms     5.027ms
# fresh         256M          0       256       256           0   268435456     25.54ms     20.03ms
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
# prefetch at the driver's defaults). Result: 35.87us per batch, 14.84us per
# VA block, bytes / 12.4 GB/s moved, 24.58us per faulting kernel, bytes / 38.2
# GB/s zero-filled.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_batch_ns = 35.87us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_block_ns = 14.84us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 18.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:331.3ns 64K:5.301us 512K:42.41us 1M:84.81us 2M:169.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_wake_ns = 24.58us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 18.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:107.2ns 64K:1.715us 512K:13.72us 1M:27.44us 2M:54.89us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 43.5us + bytes /
# 45.2 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 2.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.88us 2M:126.8us 16M:462.1us 64M:1.396ms 256M:5.535ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.97us + bytes / 9.8 GB/s, written at the
# measured sizes (the medians would give 0.7%).
# Residual: 5.5% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.66us 2M:231.1us 16M:1.73ms 64M:6.868ms 256M:27.42ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.71us + bytes / 8.71 GB/s, written at the
# measured sizes (the medians would give 8.3%).
# Residual: 8.3% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.24us 512K:76.92us 2M:257.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 24.02us + bytes / 3.16 GB/s, written at
# the measured sizes (the medians would give 8.7%).
# Residual: 11.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:44.76us 512K:190us 2M:688us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 295us + bytes / 2.57 GB/s,
# written at the measured sizes (the medians would give 4.9%).
# Residual: 13.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:320.5us 256K:396.9us 2M:1.11ms 16M:6.816ms 64M:26.38ms 256M:104.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.962us + bytes / 954 GB/s, misses by 17.1% RMS, so
# it is not used.
# Residual: 10.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.999us 2M:5.106us 16M:22.12us 64M:76.22us 256M:298.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.13us + bytes / 70 GB/s, misses by
# 15.7% RMS, so it is not used.
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.09us 2M:36.47us 16M:268.9us 64M:1.069ms 256M:4.134ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 47.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 140.1us

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
# measured medians (15 points at 3 sizes): the best line, 10.78us + bytes /
# 226 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.05us 16M:85.49us 64M:306.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.75us +
# bytes / 168 GB/s, misses by 23.8% RMS, so it is not used.
# Residual: 23.7% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.45us 16M:99.93us 64M:399.1us 256M:1.659ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 9.068us
# + bytes / 10 GB/s, misses by 32.7% RMS, so it is not used.
# Residual: 13.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.596us 64K:24.71us 2M:148.6us 16M:2.095ms 64M:9.069ms 256M:38.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.67us + bytes / 10.3 GB/s,
# misses by 22.0% RMS, so it is not used.
# Residual: 13.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.98us 64K:31.4us 2M:292.3us 16M:1.571ms 64M:6.071ms 256M:23.98ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.55 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 16.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.941us 2M:213.4us 16M:2.871ms 64M:12.31ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27 GB/s, misses by
# 45.5% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:1.183us 2M:56.2us 16M:1.379ms 64M:6.721ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 288.7ns +
# bytes / 9.39 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.27us 2M:223.7us 16M:1.787ms 64M:7.149ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
