# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:18:40Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:18:40Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.0% RMS relative over 5 repetitions.
launch_ns = 3.954us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.188us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.846us + bytes / 6.39e+03 GB/s, misses by 61.4% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.005us 64K:2.057us 1M:1.773us 1536K:1.842us 2M:43.13us 8M:37.19us 64M:60.15us 256M:60.32us 1G:133.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.334us + bytes / 2.46e+03 GB/s, misses by 51.9% RMS, so it is
# not used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:1.804us 64K:1.65us 1M:1.545us 1536K:1.485us 2M:33.28us 8M:35.32us 64M:73.04us 256M:121.6us 1G:364.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.068us + bytes / 5.45e+03 GB/s, misses by 67.9% RMS, so it is not used.
# Residual: 40.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.12us 64K:3.462us 2M:34.99us 16M:58.56us 64M:53.74us 256M:44.68us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.84us + bytes * -3.11e-06 ns/B, written at the measured sizes (the
# medians would give 14.3%).
# Residual: 14.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.84us 64K:11.84us 2M:11.83us 16M:11.79us 64M:11.63us 256M:11us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.6%, 512K 14.3%, 1M 13.9%, 2M 13.3%, 4M 13.0%, 8M 13.0%, 16M
# 13.5%, 32M 14.7%.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_window = 4M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.15us     56.67us
# seq             2M          0         2         2     2097152           0     201.3us     253.8us
# seq            16M          0        16        16    16777216           0     1.796ms     1.831ms
# seq            64M          0        64        64    67108864           0     8.162ms     7.239ms
# seq           256M          0       256       256   268435456           0     36.38ms     28.87ms
# stride         64M        64K        16        32    67108864           0     6.071ms     6.416ms
# stride        256M         2M        64       128     8388608           0     2.961ms     3.242ms
# random         16M          0         9        23    16777216           0     2.207ms     1.902ms
# random         64M          0        35       230    67108864           0     9.395ms     9.773ms
# random        256M          0       128      1431   268435456           0     51.72ms     47.29ms
# fresh           2M          0         2         2           0     2097152     176.2us     197.3us
# fresh          16M          0        16        16           0    16777216     1.268ms      1.38ms
# fresh          64M          0        64        64           0    67108864     5.899ms     5.433ms
# fresh         256M          0       256       256           0   268435456     25.85ms     21.65ms
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
# prefetch at the driver's defaults). Result: 6.249us per batch, 16.36us per
# VA block, bytes / 11.6 GB/s moved, 28.44us per faulting kernel, bytes / 17
# GB/s zero-filled.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_batch_ns = 6.249us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_block_ns = 16.36us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:351.8ns 64K:5.629us 512K:45.03us 1M:90.06us 2M:180.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_wake_ns = 28.44us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:241.6ns 64K:3.865us 512K:30.92us 1M:61.84us 2M:123.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 36.64us + bytes / 45
# GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 2.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.88us 2M:119us 16M:441.7us 64M:1.473ms 256M:5.335ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 17.4us + bytes / 11.9 GB/s, misses by 24.8% RMS, so it is not used.
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.46us 2M:240.6us 16M:1.812ms 64M:8.279ms 256M:16.49ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 13.31us + bytes / 10.7 GB/s, misses by 19.1% RMS, so it is not used.
# Residual: 18.2% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:20.01us 512K:56.29us 2M:232.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.17us + bytes / 4.49 GB/s, written at
# the measured sizes (the medians would give 11.8%).
# Residual: 13.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.76us 512K:137.9us 2M:488.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 227.2us + bytes / 3.33 GB/s, misses by 17.2% RMS, so
# it is not used.
# Residual: 10.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:259.4us 256K:321.7us 2M:691.7us 16M:5.318ms 64M:20.99ms 256M:101.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.661us + bytes / 1.88e+03 GB/s, misses by 19.5% RMS,
# so it is not used.
# Residual: 11.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.215us 2M:2.224us 16M:11.23us 64M:39.04us 256M:150.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 10.79us + bytes / 108 GB/s, misses by
# 20.2% RMS, so it is not used.
# Residual: 15.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:12.63us 2M:25.12us 16M:168us 64M:667.5us 256M:2.748ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.1% RMS relative over 15 repetitions.
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
# to the end of the stream synchronize (prefetch_h2d_ns rows, case fresh). Fit
# (weighted least squares, relative errors, to the medians of 15 points at 3
# sizes): 20.45us + bytes / 303 GB/s, written at the measured sizes (the
# medians would give 10.8%).
# Residual: 10.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:27.36us 16M:75.75us 64M:241.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23us + bytes / 206 GB/s, written at the measured sizes
# (the medians would give 4.2%).
# Residual: 4.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.17us 16M:104.4us 64M:348.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 8.13us +
# bytes / 167 GB/s, misses by 22.5% RMS, so it is not used.
# Residual: 22.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.12us 16M:103.4us 64M:408.8us 256M:1.684ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.169us
# + bytes / 12.8 GB/s, misses by 27.7% RMS, so it is not used.
# Residual: 13.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.713us 64K:22.32us 2M:124.5us 16M:1.466ms 64M:6.149ms 256M:27.46ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.04us + bytes / 13.6 GB/s,
# misses by 26.3% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.753us 64K:27.42us 2M:240.7us 16M:1.2ms 64M:4.485ms 256M:17.68ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 653.1ns +
# bytes / 9.41 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 24.8% RMS relative over 20 repetitions.
host_read_ns = 64K:7.633us 2M:212.1us 16M:1.696ms 64M:8.141ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.2 GB/s, misses by
# 32.9% RMS, so it is not used.
# Residual: 11.6% RMS relative over 20 repetitions.
host_write_ns = 64K:976ns 2M:51.1us 16M:753.4us 64M:4.274ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.119us +
# bytes / 12.2 GB/s, written at the measured sizes (the medians would give
# 4.2%).
# Residual: 4.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.49us 2M:173us 16M:1.376ms 64M:5.501ms

