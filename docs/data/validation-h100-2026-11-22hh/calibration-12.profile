# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-12.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:46:01Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:46:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.5% RMS relative over 5 repetitions.
launch_ns = 4.188us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.164us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.62us + bytes / 5.37e+03 GB/s, misses by 57.2% RMS,
# so it is not used.
# Residual: 25.2% RMS relative over 45 repetitions.
malloc_ns = 4K:2.536us 64K:2.651us 1M:2.745us 1536K:2.71us 2M:61.24us 8M:46.71us 64M:82.25us 256M:81.45us 1G:157.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.969us + bytes / 1.5e+03 GB/s, misses by 47.9% RMS, so it is not
# used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:2.39us 64K:2.306us 1M:2.4us 1536K:2.329us 2M:44.7us 8M:44.48us 64M:78.36us 256M:181us 1G:608.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.85us
# + bytes / 3.51e+03 GB/s, misses by 64.9% RMS, so it is not used.
# Residual: 41.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.923us 64K:2.419us 2M:18.69us 16M:44.89us 64M:62.82us 256M:63.08us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.83us + bytes / 1.75e+05 GB/s, written at the measured sizes (the
# medians would give 8.1%).
# Residual: 8.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.83us 64K:11.83us 2M:11.84us 16M:11.93us 64M:12.21us 256M:13.37us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 18.2%, 512K 17.8%, 1M 16.8%, 2M 15.1%, 4M 14.1%, 8M 13.2%, 16M
# 14.0%, 32M 14.8%.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      92.1us     78.21us
# seq             2M          0         2         2     2097152           0     253.3us     294.3us
# seq            16M          0        16        16    16777216           0      2.19ms     2.107ms
# seq            64M          0        64        64    67108864           0     10.26ms     8.322ms
# seq           256M          0       256       256   268435456           0     33.79ms     33.18ms
# stride         64M        64K         8        32    67108864           0     6.176ms     6.512ms
# stride        256M         2M        32       128     8388608           0     2.629ms      3.04ms
# random         16M          0        12        16    16777216           0     1.745ms     2.003ms
# random         64M          0        36       161    67108864           0     10.21ms     8.686ms
# random        256M          0       125      1211   268435456           0      51.2ms     40.51ms
# fresh           2M          0         2         2           0     2097152     174.3us     201.8us
# fresh          16M          0        16        16           0    16777216     1.338ms     1.367ms
# fresh          64M          0        64        64           0    67108864     5.903ms     5.364ms
# fresh         256M          0       256       256           0   268435456     23.71ms     21.35ms
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
# prefetch at the driver's defaults). Result: 25.9us per batch, 11.23us per VA
# block, bytes / 11.4 GB/s moved, 35.32us per faulting kernel, bytes / 22.7
# GB/s zero-filled.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_batch_ns = 25.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_block_ns = 11.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:360.8ns 64K:5.772us 512K:46.18us 1M:92.36us 2M:184.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_wake_ns = 35.32us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:180.2ns 64K:2.883us 512K:23.07us 1M:46.13us 2M:92.26us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.66us + bytes /
# 46.3 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 6.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.77us 2M:121.7us 16M:425.4us 64M:1.343ms 256M:5.557ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 14.56us + bytes / 15.4 GB/s, misses by 15.2% RMS, so it is not used.
# Residual: 11.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.58us 2M:174.6us 16M:992.3us 64M:4.127ms 256M:19.1ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 13.98us + bytes / 10.8 GB/s, misses by 32.4% RMS, so it is not used.
# Residual: 26.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.07us 512K:94.44us 2M:182.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 39.26us + bytes / 4.55 GB/s, misses by 18.4% RMS, so it is not used.
# Residual: 15.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:51.98us 512K:180.5us 2M:461.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 309.8us + bytes / 2.51 GB/s, misses by 21.2% RMS, so
# it is not used.
# Residual: 18.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:358.8us 256K:420.7us 2M:946.8us 16M:7.277ms 64M:29.61ms 256M:115.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.145us + bytes / 1.01e+03 GB/s, misses by 19.6% RMS,
# so it is not used.
# Residual: 11.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.162us 2M:4.191us 16M:21.25us 64M:74.32us 256M:272.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.5us + bytes / 94.3 GB/s, misses by
# 27.4% RMS, so it is not used.
# Residual: 18.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.52us 2M:24.37us 16M:269.3us 64M:928.9us 256M:2.691ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.49us

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
# measured medians (15 points at 3 sizes): the best line, 8.623us + bytes /
# 307 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 20.5% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.58us 16M:61.01us 64M:235.4us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.437us +
# bytes / 153 GB/s, misses by 23.9% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.24us 16M:110.3us 64M:443.6us 256M:1.771ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.166us
# + bytes / 11 GB/s, misses by 30.2% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.667us 64K:24.42us 2M:144.9us 16M:1.757ms 64M:7.464ms 256M:28.79ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.19us + bytes / 13.1 GB/s,
# misses by 22.9% RMS, so it is not used.
# Residual: 10.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.93us 64K:27.02us 2M:232.5us 16M:1.217ms 64M:4.57ms 256M:19.37ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.6 GB/s, misses by 18.7% RMS, so it is not used.
# Residual: 10.7% RMS relative over 20 repetitions.
host_read_ns = 64K:7.141us 2M:198.7us 16M:2.234ms 64M:9.697ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 25.9 GB/s, misses by
# 38.6% RMS, so it is not used.
# Residual: 9.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.092us 2M:58.23us 16M:1.097ms 64M:5.682ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.057us +
# bytes / 10.6 GB/s, written at the measured sizes (the medians would give
# 4.8%).
# Residual: 4.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.23us 2M:198.6us 16M:1.581ms 64M:6.322ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
