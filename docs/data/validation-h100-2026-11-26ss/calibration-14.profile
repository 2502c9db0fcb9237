# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-14.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T20:26:36Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:26:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.0% RMS relative over 5 repetitions.
launch_ns = 4.13us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 2.18us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.337us + bytes / 5.97e+03 GB/s, misses by 56.3% RMS,
# so it is not used.
# Residual: 24.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.305us 64K:2.467us 1M:2.303us 1536K:2.444us 2M:54.11us 8M:43.57us 64M:51.72us 256M:49.83us 1G:152.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.847us + bytes / 1.6e+03 GB/s, misses by 47.6% RMS, so it is not
# used.
# Residual: 18.2% RMS relative over 45 repetitions.
free_ns = 4K:3.254us 64K:3.363us 1M:3.189us 1536K:2.966us 2M:37.71us 8M:41.31us 64M:83.54us 256M:164.8us 1G:567us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.344us + bytes / 9.12e+03 GB/s, misses by 63.6% RMS, so it is not used.
# Residual: 32.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.186us 64K:2.054us 2M:16.89us 16M:20.8us 64M:27.42us 256M:25.95us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 9.14us + bytes / 2.4e+05 GB/s, written at the measured sizes (the
# medians would give 10.6%).
# Residual: 11.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:9.14us 64K:9.141us 2M:9.149us 16M:9.21us 64M:9.42us 256M:10.26us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 15.9%, 512K 15.6%, 1M 15.2%, 2M 14.4%, 4M 14.4%, 8M 14.1%, 16M
# 13.9%, 32M 14.6%.
# Residual: 16.2% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      86.4us     73.79us
# seq             2M          0         2         2     2097152           0     232.8us     294.6us
# seq            16M          0        16        16    16777216           0     2.028ms     2.235ms
# seq            64M          0        64        64    67108864           0     9.278ms     8.886ms
# seq           256M          0       256       256   268435456           0     37.57ms     35.49ms
# stride         64M        64K         4        32    67108864           0     6.351ms     6.216ms
# stride        256M         2M        16       128     8388608           0     2.736ms     3.064ms
# random         16M          0        16        16    16777216           0     2.286ms     2.235ms
# random         64M          0        39       104    67108864           0     10.27ms     8.503ms
# random        256M          0       127       907   268435456           0     52.95ms     39.59ms
# fresh           2M          0         2         2           0     2097152     171.9us       184us
# fresh          16M          0        16        16           0    16777216     1.189ms      1.35ms
# fresh          64M          0        64        64           0    67108864     6.078ms     5.347ms
# fresh         256M          0       256       256           0   268435456     24.56ms     21.33ms
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
# prefetch at the driver's defaults). Result: 37.22us per batch, 13.67us per
# VA block, bytes / 12 GB/s moved, 17.43us per faulting kernel, bytes / 32.4
# GB/s zero-filled.
# Residual: 16.2% RMS relative over 70 repetitions.
fault_batch_ns = 37.22us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.2% RMS relative over 70 repetitions.
fault_block_ns = 13.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:342.6ns 64K:5.481us 512K:43.85us 1M:87.7us 2M:175.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.2% RMS relative over 70 repetitions.
fault_wake_ns = 17.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:126.5ns 64K:2.024us 512K:16.19us 1M:32.39us 2M:64.78us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 39.2us + bytes / 47 GB/s, written at the measured sizes (the medians
# would give 4.0%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:40.59us 2M:83.82us 16M:396.2us 64M:1.467ms 256M:5.75ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 12.27us + bytes / 10.6 GB/s, written at
# the measured sizes (the medians would give 9.3%).
# Residual: 10.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.47us 2M:210.5us 16M:1.598ms 64M:6.357ms 256M:25.39ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.3us + bytes / 8.46 GB/s, written at the
# measured sizes (the medians would give 9.1%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.05us 512K:79.28us 2M:265.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 25.61us + bytes / 3.24 GB/s, written at
# the measured sizes (the medians would give 8.4%).
# Residual: 12.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.84us 512K:187.4us 2M:672.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 218.5us + bytes / 3.62 GB/s, misses by 15.3% RMS, so
# it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
host_populate_ns = 64K:251.1us 256K:301.5us 2M:647.5us 16M:5.076ms 64M:20.34ms 256M:82.17ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.134us + bytes / 868 GB/s, misses by 24.4% RMS, so
# it is not used.
# Residual: 17.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.352us 2M:4.344us 16M:24.02us 64M:86.66us 256M:323.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.72us +
# bytes / 107 GB/s, written at the measured sizes (the medians would give
# 6.7%).
# Residual: 13.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.33us 2M:30.24us 16M:166.9us 64M:635.3us 256M:2.509ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 85.6us

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
# sizes): 7.493us + bytes / 300 GB/s, written at the measured sizes (the
# medians would give 15.0%).
# Residual: 14.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.48us 16M:63.39us 64M:231.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.55us + bytes / 194 GB/s, written at the measured
# sizes (the medians would give 6.1%).
# Residual: 6.5% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:35.38us 16M:111.1us 64M:370.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 631.1ns +
# bytes / 197 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.27us 16M:85.2us 64M:345.1us 256M:1.351ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.182us
# + bytes / 9.46 GB/s, misses by 27.5% RMS, so it is not used.
# Residual: 18.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.89us 64K:23.54us 2M:174.3us 16M:1.966ms 64M:7.581ms 256M:34.38ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.46us + bytes / 10.4 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.91us 64K:30.19us 2M:255.3us 16M:1.574ms 64M:6.11ms 256M:24.09ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.9 GB/s, misses by 34.9% RMS, so it is not used.
# Residual: 26.2% RMS relative over 20 repetitions.
host_read_ns = 64K:4.31us 2M:102.6us 16M:1.891ms 64M:7.874ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.1 GB/s, misses by
# 39.0% RMS, so it is not used.
# Residual: 14.5% RMS relative over 20 repetitions.
host_write_ns = 64K:938ns 2M:49.18us 16M:790.4us 64M:4.688ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 576.9ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 4.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.045us 2M:175.6us 16M:1.4ms 64M:5.6ms

