# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:52:18Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:52:18Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.5% RMS relative over 5 repetitions.
launch_ns = 4.629us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.191us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.814us + bytes / 3.86e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 25.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.884us 64K:2.912us 1M:2.922us 1536K:2.881us 2M:68.56us 8M:51.15us 64M:84.8us 256M:111.2us 1G:215us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.12us + bytes / 1.39e+03 GB/s, misses by 48.8% RMS, so it is not
# used.
# Residual: 19.5% RMS relative over 45 repetitions.
free_ns = 4K:2.561us 64K:2.478us 1M:2.701us 1536K:2.444us 2M:45.46us 8M:47.74us 64M:82.95us 256M:208us 1G:642.9us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.918us + bytes / 3.98e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 36.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.008us 64K:4.142us 2M:38.6us 16M:51.75us 64M:106.8us 256M:61.15us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.88us + bytes / 3.8e+05 GB/s, written at the measured sizes (the
# medians would give 6.6%).
# Residual: 9.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.88us 64K:12.88us 2M:12.88us 16M:12.92us 64M:13.05us 256M:13.58us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.4%, 512K 15.2%, 1M 15.0%, 2M 14.7%, 4M 15.0%, 8M 15.2%, 16M
# 15.1%, 32M 15.7%.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.89us     72.61us
# seq             2M          0         2         2     2097152           0     275.9us     320.1us
# seq            16M          0        16        16    16777216           0     2.058ms     2.224ms
# seq            64M          0        64        64    67108864           0     10.38ms     8.752ms
# seq           256M          0       256       256   268435456           0     43.39ms     34.87ms
# stride         64M        64K        32        32    67108864           0     7.663ms     8.205ms
# stride        256M         2M       128       128     8388608           0     3.021ms      3.19ms
# random         16M          0         9        35    16777216           0     2.757ms     2.549ms
# random         64M          0        34       306    67108864           0     12.38ms     12.89ms
# random        256M          0       139      1560   268435456           0     57.71ms     57.18ms
# fresh           2M          0         2         2           0     2097152     167.5us     209.9us
# fresh          16M          0        16        16           0    16777216     1.247ms     1.343ms
# fresh          64M          0        64        64           0    67108864     6.522ms     5.227ms
# fresh         256M          0       256       256           0   268435456     26.32ms     20.76ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 17.12us per VA
# block, bytes / 8.82 GB/s moved, 48.07us per faulting kernel, bytes / 16.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_block_ns = 17.12us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:464.4ns 64K:7.431us 512K:59.44us 1M:118.9us 2M:237.8us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_wake_ns = 48.07us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:249.2ns 64K:3.988us 512K:31.9us 1M:63.8us 2M:127.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 55.39us + bytes /
# 41.7 GB/s, misses by 22.0% RMS, so it is not used.
# Residual: 10.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:51.11us 2M:169.2us 16M:491.9us 64M:1.421ms 256M:6.718ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 18.19us + bytes / 8.48 GB/s, written at
# the measured sizes (the medians would give 10.6%).
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:25.92us 2M:265.5us 16M:1.997ms 64M:7.933ms 256M:31.68ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.92us + bytes / 8.2 GB/s, written at the
# measured sizes (the medians would give 10.1%).
# Residual: 10.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.92us 512K:81.88us 2M:273.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 20.61us + bytes / 2.74 GB/s, misses by 21.8% RMS, so it is not used.
# Residual: 21.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.97us 512K:232us 2M:739.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 299.5us + bytes / 2.42
# GB/s, written at the measured sizes (the medians would give 8.8%).
# Residual: 14.0% RMS relative over 30 repetitions.
host_populate_ns = 64K:326.6us 256K:407.9us 2M:1.166ms 16M:7.234ms 64M:28.04ms 256M:111.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 4.214us + bytes / 890 GB/s, misses by 18.2% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:5.397us 2M:5.426us 16M:23.21us 64M:81.99us 256M:326.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 15.71us + bytes / 70.5 GB/s, misses
# by 16.2% RMS, so it is not used.
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.85us 2M:36.59us 16M:277.8us 64M:1.052ms 256M:4ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 122.1us

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
# measured medians (15 points at 3 sizes): the best line, 10.24us + bytes /
# 197 GB/s, misses by 20.6% RMS, so it is not used.
# Residual: 20.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.92us 16M:94.69us 64M:353.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 693.1ns +
# bytes / 158 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.13us 16M:103.9us 64M:421.9us 256M:1.753ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.596us
# + bytes / 9.43 GB/s, misses by 27.8% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.13us 64K:26.38us 2M:171.7us 16M:1.903ms 64M:8.107ms 256M:37.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.86us + bytes / 10.5 GB/s,
# misses by 22.3% RMS, so it is not used.
# Residual: 14.1% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.35us 64K:33.47us 2M:250.4us 16M:1.476ms 64M:5.866ms 256M:25.78ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 0ns + bytes / 6.48 GB/s, written at the measured sizes
# (the medians would give 8.9%).
# Residual: 13.9% RMS relative over 20 repetitions.
host_read_ns = 64K:9.122us 2M:322.8us 16M:2.59ms 64M:10.36ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 19 GB/s, misses by
# 31.8% RMS, so it is not used.
# Residual: 13.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.506us 2M:83.13us 16M:1.054ms 64M:6.478ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 31.16ns +
# bytes / 9.52 GB/s, written at the measured sizes (the medians would give
# 7.2%).
# Residual: 7.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.914us 2M:220.3us 16M:1.762ms 64M:7.048ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
