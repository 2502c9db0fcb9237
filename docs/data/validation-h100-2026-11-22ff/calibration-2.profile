# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:11:59Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:11:59Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.3% RMS relative over 5 repetitions.
launch_ns = 4.695us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.158us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.011us + bytes / 3.76e+03 GB/s, misses by 58.6% RMS,
# so it is not used.
# Residual: 25.6% RMS relative over 45 repetitions.
malloc_ns = 4K:3.008us 64K:3.053us 1M:3.193us 1536K:3.093us 2M:58.32us 8M:57.28us 64M:83.73us 256M:117us 1G:219.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.239us + bytes / 1.32e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 17.3% RMS relative over 45 repetitions.
free_ns = 4K:2.681us 64K:2.62us 1M:2.725us 1536K:2.657us 2M:45.59us 8M:51.01us 64M:86.6us 256M:215us 1G:673.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.139us + bytes / 1.94e+03 GB/s, misses by 67.7% RMS, so it is not used.
# Residual: 45.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.115us 64K:4.395us 2M:34.93us 16M:50.56us 64M:108us 256M:111.8us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.17us + bytes / 1.52e+05 GB/s, written at the measured sizes (the
# medians would give 14.0%).
# Residual: 13.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.17us 64K:14.17us 2M:14.19us 16M:14.28us 64M:14.62us 256M:15.94us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.8%, 512K 15.4%, 1M 14.7%, 2M 14.0%, 4M 14.0%, 8M 14.4%, 16M
# 14.9%, 32M 15.8%.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     132.7us     100.7us
# seq             2M          0         2         2     2097152           0       305us     348.3us
# seq            16M          0        16        16    16777216           0     2.126ms     2.263ms
# seq            64M          0        64        64    67108864           0     10.15ms     8.829ms
# seq           256M          0       256       256   268435456           0     43.23ms     35.09ms
# stride         64M        64K        32        32    67108864           0     7.895ms     8.234ms
# stride        256M         2M       128       128     8388608           0     3.233ms     3.402ms
# random         16M          0         9        35    16777216           0      2.52ms     2.591ms
# random         64M          0        34       306    67108864           0     12.78ms     13.06ms
# random        256M          0       139      1560   268435456           0     59.84ms     57.93ms
# fresh           2M          0         2         2           0     2097152     198.8us     249.8us
# fresh          16M          0        16        16           0    16777216      1.39ms     1.475ms
# fresh          64M          0        64        64           0    67108864     6.725ms     5.678ms
# fresh         256M          0       256       256           0   268435456     28.01ms     22.49ms
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
# prefetch at the driver's defaults). Result: 1.007us per batch, 17.6us per VA
# block, bytes / 8.87 GB/s moved, 74.73us per faulting kernel, bytes / 15.2
# GB/s zero-filled.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_batch_ns = 1.007us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_block_ns = 17.6us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:461.7ns 64K:7.387us 512K:59.09us 1M:118.2us 2M:236.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_wake_ns = 74.73us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:269.3ns 64K:4.309us 512K:34.47us 1M:68.94us 2M:137.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 59.21us + bytes /
# 44.7 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 10.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:54.53us 2M:147.5us 16M:494.9us 64M:1.421ms 256M:5.666ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.08us + bytes / 8.62 GB/s, written at
# the measured sizes (the medians would give 1.0%).
# Residual: 5.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.68us 2M:262.4us 16M:1.966ms 64M:7.806ms 256M:31.17ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.28us + bytes / 7.64 GB/s, written at the
# measured sizes (the medians would give 7.8%).
# Residual: 7.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:26.86us 512K:86.88us 2M:292.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.47us + bytes / 2.79 GB/s, written at
# the measured sizes (the medians would give 6.3%).
# Residual: 9.1% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.96us 512K:210.4us 2M:774us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 380.9us + bytes / 2.12
# GB/s, written at the measured sizes (the medians would give 5.7%).
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:411.8us 256K:504.3us 2M:1.368ms 16M:8.281ms 64M:31.98ms 256M:126.8ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.42us + bytes / 788 GB/s, misses by 18.2% RMS, so it
# is not used.
# Residual: 10.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.753us 2M:5.769us 16M:26.59us 64M:92.72us 256M:362.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.56us + bytes / 65.6 GB/s, misses
# by 15.1% RMS, so it is not used.
# Residual: 6.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:19.8us 2M:39.29us 16M:285.7us 64M:1.145ms 256M:4.393ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.1% RMS relative over 15 repetitions.
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
# measured medians (15 points at 3 sizes): the best line, 8.699us + bytes /
# 191 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.74us 16M:95.24us 64M:365.2us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.366us +
# bytes / 143 GB/s, misses by 23.4% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.45us 16M:109.6us 64M:505.5us 256M:1.878ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.885us
# + bytes / 8.89 GB/s, misses by 33.1% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.476us 64K:27.23us 2M:166.8us 16M:2.406ms 64M:10.4ms 256M:41.16ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 14.31us + bytes / 9.9 GB/s,
# misses by 21.3% RMS, so it is not used.
# Residual: 9.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.81us 64K:32.57us 2M:297us 16M:1.617ms 64M:6.24ms 256M:25.18ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.22 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.881us 2M:235.7us 16M:2.675ms 64M:11.44ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.2 GB/s, misses by
# 42.2% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.244us 2M:59.82us 16M:1.316ms 64M:6.324ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.429us +
# bytes / 10 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 6.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.969us 2M:210.7us 16M:1.676ms 64M:6.699ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
