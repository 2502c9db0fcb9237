# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:47:15Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:47:15Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.3% RMS relative over 5 repetitions.
launch_ns = 4.61us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.02us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.883us + bytes / 3.93e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 25.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.271us 64K:2.993us 1M:2.88us 1536K:2.854us 2M:78.97us 8M:51.61us 64M:88us 256M:79.06us 1G:228.2us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.096us + bytes / 1.35e+03 GB/s, misses by 48.7% RMS, so it is
# not used.
# Residual: 17.6% RMS relative over 45 repetitions.
free_ns = 4K:2.625us 64K:2.498us 1M:2.482us 1536K:2.548us 2M:49.13us 8M:48.64us 64M:87.3us 256M:204.2us 1G:677.3us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.285us + bytes / 4.32e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 33.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.636us 64K:3.4us 2M:25.14us 16M:34.26us 64M:54.61us 256M:53.46us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.99us + bytes / 1.29e+06 GB/s, written at the measured sizes (the
# medians would give 6.7%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.99us 64K:13.99us 2M:13.99us 16M:14us 64M:14.04us 256M:14.19us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.1%, 512K 14.7%, 1M 14.3%, 2M 13.7%, 4M 13.6%, 8M 13.6%, 16M
# 13.8%, 32M 14.7%.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.01us     68.87us
# seq             2M          0         2         2     2097152           0     232.5us     285.9us
# seq            16M          0        16        16    16777216           0     1.866ms     2.085ms
# seq            64M          0        64        64    67108864           0     9.181ms     8.254ms
# seq           256M          0       256       256   268435456           0      35.3ms     32.93ms
# stride         64M        64K         8        32    67108864           0     6.518ms     6.676ms
# stride        256M         2M        32       128     8388608           0     2.803ms       3.2ms
# random         16M          0        12        16    16777216           0     2.246ms     2.004ms
# random         64M          0        36       161    67108864           0     10.32ms     9.025ms
# random        256M          0       125      1211   268435456           0     51.26ms     43.46ms
# fresh           2M          0         2         2           0     2097152     168.1us       196us
# fresh          16M          0        16        16           0    16777216     1.267ms     1.366ms
# fresh          64M          0        64        64           0    67108864     6.069ms     5.376ms
# fresh         256M          0       256       256           0   268435456     26.04ms     21.42ms
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
# prefetch at the driver's defaults). Result: 20.28us per batch, 13.8us per VA
# block, bytes / 11.1 GB/s moved, 28.89us per faulting kernel, bytes / 21.2
# GB/s zero-filled.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_batch_ns = 20.28us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_block_ns = 13.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.1% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:368.9ns 64K:5.902us 512K:47.21us 1M:94.43us 2M:188.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_wake_ns = 28.89us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.1% RMS relative over 70 repetitions.
fault_zero_ns = 4K:193.2ns 64K:3.091us 512K:24.73us 1M:49.46us 2M:98.92us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 44.7us + bytes / 45.9 GB/s, written at the measured sizes (the
# medians would give 2.7%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:46.12us 2M:90.34us 16M:409.9us 64M:1.505ms 256M:5.887ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.88us + bytes / 9.8 GB/s, written at the
# measured sizes (the medians would give 4.4%).
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.57us 2M:230.8us 16M:1.728ms 64M:6.862ms 256M:27.4ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. The measured medians (480 points at 3 sizes): the best line,
# 14.57us + bytes / 10.5 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 13.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:21.81us 512K:55.72us 2M:254us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.74us + bytes / 3.59 GB/s, written at
# the measured sizes (the medians would give 6.4%).
# Residual: 9.9% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:38.98us 512K:166.7us 2M:604.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 314.6us + bytes / 2.44
# GB/s, written at the measured sizes (the medians would give 5.8%).
# Residual: 10.7% RMS relative over 30 repetitions.
host_populate_ns = 64K:341.4us 256K:422us 2M:1.173ms 16M:7.185ms 64M:27.8ms 256M:110.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.919us + bytes / 1.58e+03 GB/s, misses by 21.6% RMS,
# so it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.611us 2M:2.564us 16M:14.19us 64M:46.27us 256M:175us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 12.53us +
# bytes / 101 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.18us 2M:33.25us 16M:178.3us 64M:675.5us 256M:2.665ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.2% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.42us

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
# measured medians (15 points at 3 sizes): the best line, 13.38us + bytes /
# 264 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 21.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.73us 16M:91.99us 64M:243.5us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 20.45us + bytes / 217 GB/s, written at the measured
# sizes (the medians would give 9.9%).
# Residual: 10.3% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:30.12us 16M:97.86us 64M:330.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.391us +
# bytes / 150 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.49us 16M:110.9us 64M:450.8us 256M:1.813ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.26us
# + bytes / 11.7 GB/s, misses by 28.5% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.697us 64K:23.79us 2M:144.2us 16M:1.376ms 64M:6.734ms 256M:33.08ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.37us + bytes / 11.1 GB/s,
# misses by 23.2% RMS, so it is not used.
# Residual: 11.9% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.2us 64K:28.67us 2M:258.4us 16M:1.513ms 64M:5.68ms 256M:20.96ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 8.21 GB/s, misses by 24.9% RMS, so it is not used.
# Residual: 21.0% RMS relative over 20 repetitions.
host_read_ns = 64K:7.898us 2M:214.6us 16M:2.271ms 64M:9.64ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.9 GB/s, misses by
# 38.5% RMS, so it is not used.
# Residual: 14.7% RMS relative over 20 repetitions.
host_write_ns = 64K:1.006us 2M:56.22us 16M:998.7us 64M:5.11ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.183us +
# bytes / 10.7 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 7.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.323us 2M:197.7us 16M:1.573ms 64M:6.289ms

