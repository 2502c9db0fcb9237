# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-2.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T01:52:04Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:52:04Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 3.754us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.043us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.477us + bytes / 5.92e+03 GB/s, misses by 59.1% RMS,
# so it is not used.
# Residual: 25.0% RMS relative over 45 repetitions.
malloc_ns = 4K:2.496us 64K:2.575us 1M:2.487us 1536K:2.469us 2M:51.8us 8M:42.83us 64M:56.93us 256M:78.2us 1G:140.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.827us + bytes / 1.63e+03 GB/s, misses by 48.6% RMS, so it is
# not used.
# Residual: 17.4% RMS relative over 45 repetitions.
free_ns = 4K:2.229us 64K:2.22us 1M:2.141us 1536K:2.183us 2M:41.11us 8M:41.27us 64M:86.69us 256M:170.3us 1G:555.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.169us + bytes / 8.44e+03 GB/s, misses by 61.5% RMS, so it is not used.
# Residual: 34.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:1.966us 64K:1.915us 2M:13.31us 16M:15.49us 64M:21.24us 256M:27us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.372us + bytes / 3.62e+05 GB/s, written at the measured sizes (the
# medians would give 8.6%).
# Residual: 9.2% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.372us 64K:7.372us 2M:7.377us 16M:7.418us 64M:7.557us 256M:8.114us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.7%, 512K 18.2%, 1M 17.2%, 2M 16.2%, 4M 16.1%, 8M 16.0%, 16M
# 16.4%, 32M 16.9%.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.75us     63.37us
# seq             2M          0         2         2     2097152           0     205.2us     235.7us
# seq            16M          0        16        16    16777216           0     1.478ms     1.641ms
# seq            64M          0        64        64    67108864           0     8.382ms     6.459ms
# seq           256M          0       256       256   268435456           0      26.5ms     25.73ms
# stride         64M        64K         8        32    67108864           0     5.064ms     5.324ms
# stride        256M         2M        32       128     8388608           0     1.875ms     2.146ms
# random         16M          0        12        16    16777216           0     1.427ms     1.578ms
# random         64M          0        36       161    67108864           0     9.425ms     6.765ms
# random        256M          0       125      1211   268435456           0     36.03ms     31.03ms
# fresh           2M          0         2         2           0     2097152       118us     138.8us
# fresh          16M          0        16        16           0    16777216     781.1us     865.7us
# fresh          64M          0        64        64           0    67108864     3.867ms     3.358ms
# fresh         256M          0       256       256           0   268435456     16.57ms     13.33ms
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
# prefetch at the driver's defaults). Result: 15.87us per batch, 7.727us per
# VA block, bytes / 13.7 GB/s moved, 34.98us per faulting kernel, bytes / 37
# GB/s zero-filled.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_batch_ns = 15.87us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_block_ns = 7.727us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 24.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:300ns 64K:4.799us 512K:38.39us 1M:76.79us 2M:153.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_wake_ns = 34.98us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 24.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:110.7ns 64K:1.771us 512K:14.16us 1M:28.33us 2M:56.66us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.07us + bytes /
# 46.5 GB/s, misses by 19.6% RMS, so it is not used.
# Residual: 7.0% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.18us 2M:119.3us 16M:442.1us 64M:1.353ms 256M:5.31ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 15.81us + bytes / 11.3 GB/s, written at the
# measured sizes (the means would give 1.2%).
# Residual: 8.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.61us 2M:201.4us 16M:1.5ms 64M:5.953ms 256M:23.77ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 15.55us + bytes / 10.4 GB/s, written at the measured
# sizes (the means would give 5.6%).
# Residual: 5.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.86us 512K:66.03us 2M:217.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 16.31us + bytes / 2.83 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 28.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:40.11us 512K:184.6us 2M:837.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 227.9us +
# bytes / 3.59 GB/s, misses by 17.4% RMS, so it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:261.9us 256K:312.9us 2M:653.6us 16M:5.286ms 64M:19.52ms 256M:85.43ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.347us + bytes / 1.15e+03 GB/s, misses by 20.9% RMS,
# so it is not used.
# Residual: 10.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.272us 2M:3.257us 16M:17.9us 64M:64.04us 256M:249.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.486us + bytes / 113 GB/s, misses by
# 21.1% RMS, so it is not used.
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.68us 2M:22.11us 16M:157.2us 64M:621.8us 256M:3.14ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.14us

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
# measured medians (15 points at 3 sizes): the best line, 6.925us + bytes /
# 321 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.46us 16M:59.05us 64M:216.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line,
# 19.98us + bytes / 253 GB/s, misses by 15.1% RMS, so it is not used.
# Residual: 15.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:28.64us 16M:82.21us 64M:296.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.133us +
# bytes / 205 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.4us 16M:82.56us 64M:327.6us 256M:1.324ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.886us
# + bytes / 13.5 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 15.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.222us 64K:21.23us 2M:128.7us 16M:1.1ms 64M:6.612ms 256M:32.72ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 14.65us + bytes / 11.6 GB/s,
# misses by 21.8% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.14us 64K:28.27us 2M:245.9us 16M:1.434ms 64M:5.502ms 256M:20.7ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 17.3 GB/s, misses by 33.0% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
host_read_ns = 64K:2.841us 2M:93.27us 16M:1.142ms 64M:6.485ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.9 GB/s, misses by
# 33.5% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_write_ns = 64K:842ns 2M:42.95us 16M:635.6us 64M:3.732ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.2 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.54us 2M:158us 16M:1.267ms 64M:5.068ms

