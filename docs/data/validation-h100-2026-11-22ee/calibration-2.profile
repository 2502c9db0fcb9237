# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-2.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T07:32:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T07:32:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 1.7% RMS relative over 5 repetitions.
launch_ns = 4.148us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.199us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.75us + bytes / 6.6e+03 GB/s, misses by 56.5% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.69us 64K:2.833us 1M:2.653us 1536K:2.87us 2M:65.08us 8M:48.7us 64M:51.77us 256M:57.14us 1G:130.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 3.455us + bytes / 1.58e+03 GB/s, misses by 47.8% RMS, so it is
# not used.
# Residual: 20.2% RMS relative over 45 repetitions.
free_ns = 4K:3.525us 64K:3.67us 1M:3.615us 1536K:4.063us 2M:43.4us 8M:43.41us 64M:87.24us 256M:175.3us 1G:545us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.988us + bytes / 6.37e+03 GB/s, misses by 64.8% RMS, so it is not used.
# Residual: 37.4% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.822us 64K:2.565us 2M:18.31us 16M:24.26us 64M:38.4us 256M:36.47us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.651us + bytes / 4.19e+05 GB/s, written at the measured sizes (the
# medians would give 8.9%).
# Residual: 9.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.651us 64K:9.651us 2M:9.656us 16M:9.691us 64M:9.811us 256M:10.29us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.0%, 512K 12.8%, 1M 12.8%, 2M 13.3%, 4M 13.9%, 8M 14.6%, 16M
# 15.2%, 32M 16.3%.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     73.82us     62.62us
# seq             2M          0         2         2     2097152           0     200.9us     231.8us
# seq            16M          0        16        16    16777216           0     1.379ms      1.57ms
# seq            64M          0        64        64    67108864           0     7.645ms     6.157ms
# seq           256M          0       256       256   268435456           0     30.44ms      24.5ms
# stride         64M        64K        64        64    67108864           0     5.993ms     6.157ms
# stride        256M         2M       128       128     8388608           0     2.728ms     2.844ms
# random         16M          0        10        55    16777216           0     2.084ms     2.003ms
# random         64M          0        38       373    67108864           0     9.779ms     9.699ms
# random        256M          0       160      1651   268435456           0     39.44ms     40.61ms
# fresh           2M          0         2         2           0     2097152     163.3us     195.4us
# fresh          16M          0        16        16           0    16777216     1.214ms     1.278ms
# fresh          64M          0        64        64           0    67108864     5.846ms     4.991ms
# fresh         256M          0       256       256           0   268435456     22.94ms     19.84ms
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
# prefetch at the driver's defaults). Result: 5.098us per batch, 11.89us per
# VA block, bytes / 13.3 GB/s moved, 40.72us per faulting kernel, bytes / 17.4
# GB/s zero-filled.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_batch_ns = 5.098us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_block_ns = 11.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:306.9ns 64K:4.911us 512K:39.29us 1M:78.57us 2M:157.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_wake_ns = 40.72us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:235.8ns 64K:3.772us 512K:30.18us 1M:60.35us 2M:120.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 73.94us + bytes / 49.9 GB/s, written at the measured sizes (the
# medians would give 1.9%).
# Residual: 7.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:75.26us 2M:116us 16M:410.1us 64M:1.419ms 256M:5.453ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 15.42us + bytes / 14.9 GB/s, written at
# the measured sizes (the medians would give 3.0%).
# Residual: 8.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.81us 2M:156.1us 16M:1.141ms 64M:4.518ms 256M:18.02ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.82us + bytes / 12.9 GB/s, written at the
# measured sizes (the medians would give 8.2%).
# Residual: 8.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.91us 512K:55.59us 2M:177.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.23us + bytes / 3.99 GB/s, written at
# the measured sizes (the medians would give 12.5%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.64us 512K:152.5us 2M:546.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 242.8us + bytes / 3.05 GB/s, misses by 16.3% RMS, so
# it is not used.
# Residual: 12.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:273.4us 256K:356.2us 2M:734.8us 16M:6.703ms 64M:23.28ms 256M:95.24ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.964us + bytes / 1.56e+03 GB/s, misses by 21.0% RMS,
# so it is not used.
# Residual: 12.8% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.602us 2M:2.639us 16M:14.19us 64M:46.96us 256M:176us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 11.76us +
# bytes / 100 GB/s, written at the measured sizes (the medians would give
# 9.2%).
# Residual: 13.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.42us 2M:32.73us 16M:179.5us 64M:682.8us 256M:2.696ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.28us

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
# measured medians (15 points at 3 sizes): the best line, 7.408us + bytes /
# 295 GB/s, misses by 20.3% RMS, so it is not used.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.62us 16M:62.29us 64M:242.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 531.4ns +
# bytes / 193 GB/s, misses by 22.2% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.44us 16M:86.69us 64M:346.5us 256M:1.408ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 12.73us
# + bytes / 11.6 GB/s, misses by 33.6% RMS, so it is not used.
# Residual: 25.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:12.05us 64K:23.53us 2M:146.5us 16M:1.596ms 64M:6.574ms 256M:29.94ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.12us + bytes / 11.2 GB/s,
# misses by 23.5% RMS, so it is not used.
# Residual: 13.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.99us 64K:29.46us 2M:243.4us 16M:1.416ms 64M:5.678ms 256M:22.38ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.9 GB/s, misses by 36.0% RMS, so it is not used.
# Residual: 21.5% RMS relative over 20 repetitions.
host_read_ns = 64K:4.503us 2M:119.6us 16M:2.116ms 64M:8.601ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 29 GB/s, misses by
# 40.3% RMS, so it is not used.
# Residual: 13.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.139us 2M:52.17us 16M:1.053ms 64M:5.391ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 74.37ns +
# bytes / 11.4 GB/s, written at the measured sizes (the medians would give
# 4.5%).
# Residual: 4.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.828us 2M:184.2us 16M:1.473ms 64M:5.892ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
