# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:51:44Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:51:44Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.1% RMS relative over 5 repetitions.
launch_ns = 4.425us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.987us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 3.087us + bytes / 3.2e+03 GB/s, misses by 58.5% RMS,
# so it is not used.
# Residual: 30.7% RMS relative over 45 repetitions.
malloc_ns = 4K:3.012us 64K:3.302us 1M:3.353us 1536K:3.181us 2M:74.38us 8M:59.09us 64M:93.69us 256M:85.75us 1G:292.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.3us + bytes / 1.13e+03 GB/s, misses by 47.9% RMS, so it is not
# used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:2.781us 64K:2.818us 1M:2.815us 1536K:2.852us 2M:51us 8M:55.83us 64M:96.13us 256M:251.9us 1G:805.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.862us + bytes / 3.04e+03 GB/s, misses by 65.1% RMS, so it is not used.
# Residual: 38.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.09us 64K:3.2us 2M:27.45us 16M:44.55us 64M:75.85us 256M:73.41us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 18.54us + bytes / 1.21e+05 GB/s, written at the measured sizes (the
# medians would give 11.1%).
# Residual: 11.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:18.54us 64K:18.54us 2M:18.56us 16M:18.68us 64M:19.1us 256M:20.77us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 30.4%, 512K 30.2%, 1M 30.0%, 2M 29.9%, 4M 30.0%, 8M 30.5%, 16M
# 31.2%, 32M 31.9%.
# Residual: 33.0% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     95.33us     86.74us
# seq             2M          0         2         2     2097152           0     230.4us     307.5us
# seq            16M          0        16        16    16777216           0      1.93ms     2.019ms
# seq            64M          0        64        64    67108864           0     9.544ms     7.886ms
# seq           256M          0       256       256   268435456           0     44.06ms     31.36ms
# stride         64M        64K        32        32    67108864           0     7.421ms     7.336ms
# stride        256M         2M       128       128     8388608           0      2.97ms     3.103ms
# random         16M          0         9        35    16777216           0     2.552ms     2.345ms
# random         64M          0        34       306    67108864           0     10.84ms     12.04ms
# random        256M          0       139      1560   268435456           0     62.26ms     53.76ms
# fresh           2M          0         2         2           0     2097152     2.147ms     297.2us
# fresh          16M          0        16        16           0    16777216     3.436ms     1.936ms
# fresh          64M          0        64        64           0    67108864     6.433ms     7.557ms
# fresh         256M          0       256       256           0   268435456     26.93ms     30.04ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 17.18us per VA
# block, bytes / 9.98 GB/s moved, 62.99us per faulting kernel, bytes / 10.5
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 33.0% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 33.0% RMS relative over 70 repetitions.
fault_block_ns = 17.18us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 33.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:410.4ns 64K:6.566us 512K:52.53us 1M:105.1us 2M:210.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 33.0% RMS relative over 70 repetitions.
fault_wake_ns = 62.99us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 33.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:390.3ns 64K:6.244us 512K:49.95us 1M:99.9us 2M:199.8us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 61.53us + bytes /
# 46.1 GB/s, misses by 26.5% RMS, so it is not used.
# Residual: 17.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:55.62us 2M:191.7us 16M:451.4us 64M:1.415ms 256M:5.503ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.79us + bytes / 9.56 GB/s, misses by 19.3% RMS, so it is not used.
# Residual: 19.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.51us 2M:251.9us 16M:1.737ms 64M:7.125ms 256M:26.95ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 15.87us + bytes / 7.67 GB/s, written at the
# measured sizes (the medians would give 11.5%).
# Residual: 11.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.41us 512K:84.22us 2M:289.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 19.84us + bytes / 3.22 GB/s, written at
# the measured sizes (the medians would give 12.3%).
# Residual: 13.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.22us 512K:182.9us 2M:671.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 285.8us + bytes / 2.53 GB/s, misses by 16.9% RMS, so
# it is not used.
# Residual: 12.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:329.3us 256K:402.7us 2M:906.8us 16M:7.269ms 64M:29.33ms 256M:116.1ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.252us + bytes / 864 GB/s, misses by 24.4% RMS, so
# it is not used.
# Residual: 16.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.534us 2M:4.454us 16M:23.93us 64M:86.43us 256M:330.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 16.22us + bytes / 71.9 GB/s, misses
# by 17.3% RMS, so it is not used.
# Residual: 12.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:18.89us 2M:37.95us 16M:261.6us 64M:957.7us 256M:4.201ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.2us

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
# measured medians (15 points at 3 sizes): the best line, 8.979us + bytes /
# 294 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 20.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.19us 16M:64.51us 64M:242.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.758us +
# bytes / 130 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.94us 16M:129us 64M:536us 256M:2.029ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 11.47us
# + bytes / 7.34 GB/s, misses by 29.1% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:10.64us 64K:42.99us 2M:302.7us 16M:2.217ms 64M:8.465ms 256M:36.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.6us + bytes / 9.37 GB/s,
# misses by 27.9% RMS, so it is not used.
# Residual: 20.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.4us 64K:32.23us 2M:269.2us 16M:1.957ms 64M:5.987ms 256M:28.26ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.11 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.225us 2M:209.4us 16M:2.433ms 64M:10.08ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 20.5 GB/s, misses by
# 29.7% RMS, so it is not used.
# Residual: 12.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.486us 2M:75.69us 16M:1.103ms 64M:5.504ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 31.29ns +
# bytes / 11.5 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 6.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.734us 2M:182.5us 16M:1.46ms 64M:5.839ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
