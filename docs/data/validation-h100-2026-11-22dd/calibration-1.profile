# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-1.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T06:56:47Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T06:56:47Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 15.9% RMS relative over 5 repetitions.
launch_ns = 3.749us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.6% RMS relative over 5 repetitions.
kernel_gap_ns = 1.992us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.484us + bytes / 9.25e+03 GB/s, misses by 59.4% RMS,
# so it is not used.
# Residual: 26.3% RMS relative over 45 repetitions.
malloc_ns = 4K:1.618us 64K:1.515us 1M:1.539us 1536K:1.416us 2M:34.91us 8M:31.5us 64M:37.66us 256M:65.36us 1G:90us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.049us + bytes / 2.85e+03 GB/s, misses by 50.8% RMS, so it is
# not used.
# Residual: 19.3% RMS relative over 45 repetitions.
free_ns = 4K:1.403us 64K:1.243us 1M:1.282us 1536K:1.201us 2M:29.53us 8M:30.8us 64M:45.32us 256M:98.52us 1G:324us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.165us + bytes / 4.53e+03 GB/s, misses by 67.5% RMS, so it is not used.
# Residual: 43.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.314us 64K:1.84us 2M:20.78us 16M:39.71us 64M:41.59us 256M:48.96us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.97us + bytes / 7.44e+05 GB/s, written at the measured sizes (the
# medians would give 6.4%).
# Residual: 7.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.97us 64K:8.97us 2M:8.973us 16M:8.992us 64M:9.06us 256M:9.331us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.3%, 512K 13.1%, 1M 13.2%, 2M 13.0%, 4M 14.1%, 8M 15.6%, 16M
# 16.4%, 32M 17.3%.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     74.85us     73.15us
# seq             2M          0         2         2     2097152           0       202us       233us
# seq            16M          0        16        16    16777216           0     1.357ms     1.471ms
# seq            64M          0        64        64    67108864           0     7.449ms     5.715ms
# seq           256M          0       256       256   268435456           0     27.72ms     22.69ms
# stride         64M        64K        32        32    67108864           0     4.485ms     5.323ms
# stride        256M         2M       128       128     8388608           0     2.023ms     2.234ms
# random         16M          0         9        35    16777216           0     2.073ms     1.704ms
# random         64M          0        34       306    67108864           0     8.435ms     8.681ms
# random        256M          0       139      1560   268435456           0     44.37ms     38.67ms
# fresh           2M          0         2         2           0     2097152     235.9us     208.9us
# fresh          16M          0        16        16           0    16777216     1.279ms     1.278ms
# fresh          64M          0        64        64           0    67108864     5.105ms     4.944ms
# fresh         256M          0       256       256           0   268435456     17.89ms     19.61ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 12.26us per VA
# block, bytes / 13.8 GB/s moved, 56.13us per faulting kernel, bytes / 16.4
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_block_ns = 12.26us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:297.5ns 64K:4.761us 512K:38.08us 1M:76.17us 2M:152.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_wake_ns = 56.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:250.4ns 64K:4.007us 512K:32.06us 1M:64.11us 2M:128.2us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 42.35us + bytes /
# 45.6 GB/s, misses by 24.6% RMS, so it is not used.
# Residual: 14.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.26us 2M:146.7us 16M:485.5us 64M:1.363ms 256M:5.343ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.79us + bytes / 14.2 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 22.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.84us 2M:250.2us 16M:1.126ms 64M:4.106ms 256M:19.8ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.29us + bytes / 9.38 GB/s, written at the
# measured sizes (the medians would give 9.6%).
# Residual: 9.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.28us 512K:72.2us 2M:239.9us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 17.31us + bytes / 3.31 GB/s, written at
# the measured sizes (the medians would give 8.8%).
# Residual: 10.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.13us 512K:175.8us 2M:651.5us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 279.2us + bytes / 3.25 GB/s, misses by 18.3% RMS, so
# it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:332us 256K:375.1us 2M:710.4us 16M:5.801ms 64M:23.05ms 256M:95.87ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.582us + bytes / 1.45e+03 GB/s, misses by 31.8% RMS,
# so it is not used.
# Residual: 26.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.309us 2M:2.276us 16M:18.31us 64M:64.29us 256M:164.6us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.53us + bytes / 104 GB/s, misses by
# 17.0% RMS, so it is not used.
# Residual: 7.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.47us 2M:25.13us 16M:179us 64M:857.1us 256M:2.518ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.82us

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
# measured medians (15 points at 3 sizes): the best line, 9.624us + bytes /
# 227 GB/s, misses by 20.8% RMS, so it is not used.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.1us 16M:78.67us 64M:324.8us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 186 GB/s, misses by 22.8% RMS, so it is not used.
# Residual: 22.8% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.3us 16M:84.75us 64M:365.6us 256M:1.495ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.363us
# + bytes / 10.3 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 14.9% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.824us 64K:25.91us 2M:171.6us 16M:1.688ms 64M:7.04ms 256M:28.82ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.94us + bytes / 13.2 GB/s,
# misses by 24.0% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.697us 64K:27.56us 2M:235.8us 16M:1.274ms 64M:4.561ms 256M:18.43ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 9.83 GB/s, misses by 34.2% RMS, so it is not used.
# Residual: 28.9% RMS relative over 20 repetitions.
host_read_ns = 64K:5.585us 2M:177.1us 16M:1.916ms 64M:8.121ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 33 GB/s, misses by
# 38.1% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_write_ns = 64K:842ns 2M:45.98us 16M:785.2us 64M:4.314ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.6 GB/s, written at the measured sizes (the medians would give
# 5.0%).
# Residual: 5.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.765us 2M:166.3us 16M:1.333ms 64M:5.334ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
