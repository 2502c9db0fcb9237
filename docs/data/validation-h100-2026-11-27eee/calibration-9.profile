# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T04:21:33Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T04:21:33Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.6% RMS relative over 5 repetitions.
launch_ns = 4.424us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.017us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.94us + bytes / 4.5e+03 GB/s, misses by 60.7% RMS,
# so it is not used.
# Residual: 30.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.847us 64K:3.05us 1M:3.056us 1536K:2.991us 2M:59.08us 8M:50.16us 64M:56.51us 256M:81.55us 1G:186.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.33us + bytes / 1.41e+03 GB/s, misses by 48.5% RMS, so it is not
# used.
# Residual: 19.1% RMS relative over 45 repetitions.
free_ns = 4K:3.827us 64K:2.663us 1M:2.635us 1536K:2.612us 2M:43.1us 8M:47.52us 64M:85.68us 256M:190.4us 1G:664.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.769us + bytes / 4.13e+03 GB/s, misses by 64.0% RMS, so it is not used.
# Residual: 45.2% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.075us 64K:2.222us 2M:18.61us 16M:21.96us 64M:61.25us 256M:53.25us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.916us + bytes * -2.33e-06 ns/B, written at the measured sizes (the
# medians would give 10.1%).
# Residual: 9.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.916us 64K:9.916us 2M:9.912us 16M:9.877us 64M:9.76us 256M:9.291us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.0%, 512K 16.9%, 1M 16.8%, 2M 16.8%, 4M 16.4%, 8M 15.9%, 16M
# 16.0%, 32M 16.0%.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      67.9us     60.86us
# seq             2M          0         2         2     2097152           0     216.7us       291us
# seq            16M          0        16        16    16777216           0     1.959ms     2.191ms
# seq            64M          0        64        64    67108864           0     11.75ms     8.706ms
# seq           256M          0       256       256   268435456           0     44.07ms     34.77ms
# stride         64M        64K         8        32    67108864           0       7.3ms     6.888ms
# stride        256M         2M        32       128     8388608           0     2.389ms     2.513ms
# random         16M          0        12        16    16777216           0     2.049ms     2.075ms
# random         64M          0        36       161    67108864           0     10.99ms     8.466ms
# random        256M          0       125      1211   268435456           0      35.8ms     36.61ms
# fresh           2M          0         2         2           0     2097152     148.6us       143us
# fresh          16M          0        16        16           0    16777216     866.6us     1.007ms
# fresh          64M          0        64        64           0    67108864     4.264ms     3.969ms
# fresh         256M          0       256       256           0   268435456     17.55ms     15.82ms
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
# prefetch at the driver's defaults). Result: 29.08us per batch, 5.918us per
# VA block, bytes / 10.4 GB/s moved, 19.57us per faulting kernel, bytes / 39.3
# GB/s zero-filled.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_batch_ns = 29.08us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_block_ns = 5.918us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:393.5ns 64K:6.296us 512K:50.37us 1M:100.7us 2M:201.5us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_wake_ns = 19.57us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:104.3ns 64K:1.669us 512K:13.35us 1M:26.71us 2M:53.42us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (40 points at 8 sizes): the best line, 51.85us + bytes / 45
# GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 9.1% RMS relative over 40 repetitions.
prefetch_h2d_ns = 64K:41.01us 256K:65.32us 1M:110.9us 2M:133us 4M:163.5us 16M:441.4us 64M:1.378ms 256M:5.415ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (40 points at 8 sizes): the best line,
# 20.32us + bytes / 9.97 GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 33.3% RMS relative over 40 repetitions.
prefetch_d2h_ns = 64K:23.11us 256K:89.76us 1M:208.6us 2M:235.3us 4M:407.4us 16M:1.566ms 64M:6.292ms 256M:25.64ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.52us + bytes / 9.8 GB/s, written at the measured
# sizes (the means would give 8.6%).
# Residual: 8.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:24.21us 512K:71.02us 2M:231.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.37us + bytes / 3.44 GB/s, written at the
# measured sizes (the means would give 10.2%).
# Residual: 12.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.43us 512K:175.8us 2M:633.1us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 278.8us +
# bytes / 2.69 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 10.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:310.7us 256K:401.5us 2M:873.3us 16M:6.826ms 64M:27.54ms 256M:106.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (80 points at 8
# sizes): the best line, 2.927us + bytes / 1.18e+03 GB/s, misses by 22.3% RMS,
# so it is not used.
# Residual: 16.8% RMS relative over 80 repetitions.
prefetch_host_ns = 64K:3.796us 256K:3.596us 1M:3.68us 2M:3.591us 4M:6.62us 16M:17.71us 64M:62.48us 256M:253.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 40 points at 8 sizes): 12.74us +
# bytes / 104 GB/s, written at the measured sizes (the medians would give
# 9.2%).
# Residual: 12.6% RMS relative over 40 repetitions.
prefetch_call_ns = 64K:13.37us 256K:15.26us 1M:22.79us 2M:32.83us 4M:52.92us 16M:173.5us 64M:655.6us 256M:2.584ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.66us

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
# sizes): 7.079us + bytes / 289 GB/s, written at the measured sizes (the
# medians would give 10.2%).
# Residual: 10.2% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.33us 16M:65.1us 64M:239.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 30.71us + bytes / 222 GB/s, written at the measured
# sizes (the medians would give 10.0%).
# Residual: 10.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:40.17us 16M:106.4us 64M:333.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 704.7ns +
# bytes / 195 GB/s, misses by 23.0% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.52us 16M:85.42us 64M:347.6us 256M:1.385ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (80 points at 16 sizes): the best line, 9.08us
# + bytes / 6.17 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 12.5% RMS relative over 80 repetitions.
memcpy_h2d_ns = 4K:9.733us 8K:10.31us 16K:11.85us 32K:17.89us 64K:25.34us 128K:27.37us 256K:35.75us 512K:76.77us 1M:165us 2M:348us 4M:808.9us 8M:1.535ms 16M:2.994ms 32M:6.782ms 64M:13.68ms 256M:56.65ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (80 points at 16 sizes): the best line, 17.16us + bytes / 4.03 GB/s,
# misses by 23.0% RMS, so it is not used.
# Residual: 16.0% RMS relative over 80 repetitions.
memcpy_d2h_ns = 4K:21.17us 8K:13.89us 16K:22.17us 32K:29.08us 64K:44.53us 128K:85.36us 256K:118.6us 512K:181.9us 1M:304.5us 2M:538.7us 4M:1.118ms 8M:2.079ms 16M:3.774ms 32M:7.222ms 64M:14.27ms 256M:57.94ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (35 points at 7 sizes): the best line, 0ns +
# bytes / 10.3 GB/s, misses by 22.9% RMS, so it is not used.
# Residual: 20.1% RMS relative over 35 repetitions.
host_read_ns = 64K:5.723us 256K:22.71us 1M:99.04us 2M:181.9us 4M:368.6us 16M:1.89ms 64M:9.309ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (35 points at 7 sizes): the best line, 0ns + bytes / 38 GB/s, misses by
# 37.0% RMS, so it is not used.
# Residual: 10.9% RMS relative over 35 repetitions.
host_write_ns = 64K:878ns 256K:5.068us 1M:21.83us 2M:44.59us 4M:179us 16M:882.2us 64M:4.958ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 35 points at 7 sizes): 276ns +
# bytes / 11.6 GB/s, written at the measured sizes (the medians would give
# 4.7%).
# Residual: 5.5% RMS relative over 35 repetitions.
host_write_cold_ns = 64K:5.92us 256K:22.85us 1M:90.58us 2M:180.9us 4M:361.5us 16M:1.445ms 64M:5.78ms

