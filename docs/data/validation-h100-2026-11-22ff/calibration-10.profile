# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T08:16:19Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T08:16:19Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.593us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.184us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.639us + bytes / 4.23e+03 GB/s, misses by 61.5% RMS,
# so it is not used.
# Residual: 29.6% RMS relative over 45 repetitions.
malloc_ns = 4K:2.504us 64K:2.683us 1M:2.929us 1536K:2.748us 2M:54.21us 8M:52.41us 64M:58.36us 256M:83.55us 1G:198.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.001us + bytes / 1.42e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 18.6% RMS relative over 45 repetitions.
free_ns = 4K:2.436us 64K:2.247us 1M:2.522us 1536K:2.403us 2M:41.66us 8M:46.75us 64M:100.3us 256M:207.3us 1G:616.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 4.972us + bytes / 3.01e+03 GB/s, misses by 62.9% RMS, so it is not used.
# Residual: 38.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.318us 64K:4.682us 2M:28.76us 16M:46.73us 64M:82.33us 256M:75.45us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.15us + bytes / 1.78e+05 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 11.1% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.15us 64K:14.15us 2M:14.16us 16M:14.24us 64M:14.53us 256M:15.66us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.8%, 512K 14.7%, 1M 14.6%, 2M 14.2%, 4M 13.4%, 8M 11.6%, 16M
# 11.0%, 32M 11.1%.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     78.75us     70.89us
# seq             2M          0         2         2     2097152           0     270.2us     302.2us
# seq            16M          0        16        16    16777216           0     2.014ms      2.35ms
# seq            64M          0        64        64    67108864           0     9.794ms     9.373ms
# seq           256M          0       256       256   268435456           0     39.45ms     37.46ms
# stride         64M        64K         4        32    67108864           0     6.635ms      6.33ms
# stride        256M         2M        16       128     8388608           0     2.661ms     2.805ms
# random         16M          0        16        16    16777216           0      2.27ms      2.35ms
# random         64M          0        39       104    67108864           0     10.88ms     8.667ms
# random        256M          0       127       907   268435456           0      40.3ms      38.5ms
# fresh           2M          0         2         2           0     2097152     156.8us     173.4us
# fresh          16M          0        16        16           0    16777216     1.188ms      1.32ms
# fresh          64M          0        64        64           0    67108864      5.88ms     5.252ms
# fresh         256M          0       256       256           0   268435456     25.14ms     20.98ms
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
# prefetch at the driver's defaults). Result: 45.09us per batch, 10.54us per
# VA block, bytes / 11.6 GB/s moved, 9.593us per faulting kernel, bytes / 39.9
# GB/s zero-filled.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_batch_ns = 45.09us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_block_ns = 10.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:354.2ns 64K:5.667us 512K:45.34us 1M:90.67us 2M:181.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_wake_ns = 9.593us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:102.7ns 64K:1.643us 512K:13.14us 1M:26.29us 2M:52.58us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 44.45us + bytes /
# 46.2 GB/s, misses by 18.8% RMS, so it is not used.
# Residual: 10.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:41.54us 2M:132.9us 16M:433.9us 64M:1.379ms 256M:5.489ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.48us + bytes / 11.8 GB/s, written at
# the measured sizes (the medians would give 5.4%).
# Residual: 10.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.03us 2M:198.2us 16M:1.442ms 64M:5.708ms 256M:22.77ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.15us + bytes / 8.59 GB/s, written at the
# measured sizes (the medians would give 11.1%).
# Residual: 11.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.78us 512K:79.19us 2M:262.3us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.03us + bytes / 3.08 GB/s, written at
# the measured sizes (the medians would give 10.4%).
# Residual: 12.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.34us 512K:191.5us 2M:703us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 328.7us + bytes / 2.09
# GB/s, written at the measured sizes (the medians would give 6.8%).
# Residual: 13.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:360us 256K:453.9us 2M:1.331ms 16M:8.345ms 64M:32.39ms 256M:128.6ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.747us + bytes / 1.16e+03 GB/s, misses by 23.8% RMS,
# so it is not used.
# Residual: 16.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.697us 2M:3.623us 16M:19us 64M:62.22us 256M:241.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.9us + bytes / 82.8 GB/s, misses by
# 24.5% RMS, so it is not used.
# Residual: 12.7% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:21.79us 2M:29.19us 16M:211.4us 64M:1.068ms 256M:4.212ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 18.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 123.1us

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
# measured medians (15 points at 3 sizes): the best line, 7.31us + bytes / 272
# GB/s, misses by 21.1% RMS, so it is not used.
# Residual: 21.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.07us 16M:67.57us 64M:258.3us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.642us +
# bytes / 150 GB/s, misses by 23.6% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.79us 16M:112us 64M:448.4us 256M:1.83ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.859us
# + bytes / 8.94 GB/s, misses by 33.2% RMS, so it is not used.
# Residual: 16.1% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.674us 64K:23.85us 2M:167.5us 16M:2.173ms 64M:9.899ms 256M:41.96ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.7us + bytes / 9.45 GB/s,
# misses by 22.2% RMS, so it is not used.
# Residual: 12.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:12.39us 64K:30.88us 2M:291.6us 16M:1.63ms 64M:6.831ms 256M:26.77ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 12.4 GB/s, misses by 38.0% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
host_read_ns = 64K:4.569us 2M:124.2us 16M:2.142ms 64M:9.394ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 27.6 GB/s, misses by
# 40.3% RMS, so it is not used.
# Residual: 11.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.04us 2M:54.67us 16M:1.113ms 64M:5.683ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.1 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 8.2% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.063us 2M:208.2us 16M:1.669ms 64M:6.677ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
