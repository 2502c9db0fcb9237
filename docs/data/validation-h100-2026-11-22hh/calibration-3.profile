# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-3.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:41:22Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:41:22Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.2% RMS relative over 5 repetitions.
launch_ns = 3.747us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.013us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.773us + bytes / 4.75e+03 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 30.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.89us 64K:2.824us 1M:2.717us 1536K:2.811us 2M:44.34us 8M:38.21us 64M:55.38us 256M:61.65us 1G:189.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.188us + bytes / 1.66e+03 GB/s, misses by 53.6% RMS, so it is
# not used.
# Residual: 25.0% RMS relative over 45 repetitions.
free_ns = 4K:1.735us 64K:1.63us 1M:1.593us 1536K:1.478us 2M:34.09us 8M:35.46us 64M:89.28us 256M:167.5us 1G:598.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.172us + bytes / 6.43e+03 GB/s, misses by 67.5% RMS, so it is not used.
# Residual: 40.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.182us 64K:2.722us 2M:25.32us 16M:52.64us 64M:45.33us 256M:37.61us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.377us + bytes / 2.91e+05 GB/s, written at the measured sizes (the
# medians would give 7.4%).
# Residual: 7.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.377us 64K:9.377us 2M:9.384us 16M:9.434us 64M:9.607us 256M:10.3us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.1%, 1M 13.5%, 2M 13.5%, 4M 14.1%, 8M 15.3%, 16M
# 16.8%, 32M 18.3%.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     77.89us     65.23us
# seq             2M          0         2         2     2097152           0     233.6us     244.9us
# seq            16M          0        16        16    16777216           0     1.391ms     1.651ms
# seq            64M          0        64        64    67108864           0     6.896ms      6.47ms
# seq           256M          0       256       256   268435456           0     28.76ms     25.75ms
# stride         64M        64K        32        32    67108864           0     6.395ms     5.961ms
# stride        256M         2M       128       128     8388608           0     2.619ms     2.755ms
# random         16M          0         9        35    16777216           0     2.068ms     1.953ms
# random         64M          0        34       306    67108864           0     9.812ms     10.32ms
# random        256M          0       139      1560   268435456           0     49.34ms     46.48ms
# fresh           2M          0         2         2           0     2097152     154.6us     196.9us
# fresh          16M          0        16        16           0    16777216     1.204ms     1.267ms
# fresh          64M          0        64        64           0    67108864     6.143ms     4.936ms
# fresh         256M          0       256       256           0   268435456     24.92ms     19.61ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 15.9us per VA
# block, bytes / 12.4 GB/s moved, 44.05us per faulting kernel, bytes / 17.3
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_block_ns = 15.9us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:330.1ns 64K:5.282us 512K:42.25us 1M:84.51us 2M:169us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_wake_ns = 44.05us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:236.5ns 64K:3.784us 512K:30.27us 1M:60.54us 2M:121.1us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.56us + bytes /
# 45.1 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 4.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.97us 2M:138.7us 16M:451.1us 64M:1.416ms 256M:5.449ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.11us + bytes / 12.3 GB/s, misses by 18.1% RMS, so it is not used.
# Residual: 11.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.94us 2M:263.1us 16M:1.215ms 64M:4.834ms 256M:26.31ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.83us + bytes / 13.8 GB/s, written at the
# measured sizes (the medians would give 6.6%).
# Residual: 6.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.57us 512K:51.75us 2M:165.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 32.45us + bytes / 4.49 GB/s, misses by 28.3% RMS, so it is not used.
# Residual: 25.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.34us 512K:186.8us 2M:450.2us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 246.9us + bytes / 2.99 GB/s, misses by 15.7% RMS, so
# it is not used.
# Residual: 8.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:292.4us 256K:339.8us 2M:758.4us 16M:6.042ms 64M:26.48ms 256M:98.19ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.573us + bytes / 1.65e+03 GB/s, misses by 20.6% RMS,
# so it is not used.
# Residual: 17.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.201us 2M:3.207us 16M:13.32us 64M:44.33us 256M:167.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 13.59us + bytes / 77.4 GB/s, misses
# by 17.7% RMS, so it is not used.
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:16.8us 2M:31.86us 16M:239.7us 64M:990.8us 256M:3.907ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 121.7us

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
# measured medians (15 points at 3 sizes): the best line, 7.18us + bytes / 246
# GB/s, misses by 21.3% RMS, so it is not used.
# Residual: 21.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.78us 16M:73.49us 64M:286.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 196 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:10.47us 16M:84.37us 64M:339.9us 256M:1.386ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.821us
# + bytes / 9.46 GB/s, misses by 28.1% RMS, so it is not used.
# Residual: 20.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.551us 64K:24.59us 2M:177.4us 16M:1.943ms 64M:8.269ms 256M:29.76ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.91us + bytes / 13.9 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.646us 64K:27.13us 2M:220.6us 16M:1.178ms 64M:4.374ms 256M:17.6ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 803ns +
# bytes / 5.9 GB/s, misses by 27.8% RMS, so it is not used.
# Residual: 27.2% RMS relative over 20 repetitions.
host_read_ns = 64K:12.01us 2M:288us 16M:4.727ms 64M:11.9ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.5 GB/s, misses by
# 44.4% RMS, so it is not used.
# Residual: 15.2% RMS relative over 20 repetitions.
host_write_ns = 64K:2.025us 2M:74.2us 16M:2.222ms 64M:6.329ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.1us 2M:202.4us 16M:1.621ms 64M:6.485ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
