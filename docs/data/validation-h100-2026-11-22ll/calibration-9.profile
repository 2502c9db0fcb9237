# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-9.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T12:46:16Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T12:46:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 23.5% RMS relative over 5 repetitions.
launch_ns = 4.748us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.192us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.643us + bytes / 3.9e+03 GB/s, misses by 60.4% RMS,
# so it is not used.
# Residual: 39.5% RMS relative over 45 repetitions.
malloc_ns = 4K:2.846us 64K:2.809us 1M:2.885us 1536K:2.528us 2M:78.99us 8M:42.54us 64M:142.2us 256M:98.18us 1G:221.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.616us + bytes / 1.36e+03 GB/s, misses by 65.7% RMS, so it is
# not used.
# Residual: 72.9% RMS relative over 45 repetitions.
free_ns = 4K:3.876us 64K:3.274us 1M:1.525us 1536K:3.213us 2M:121.5us 8M:62.99us 64M:159.2us 256M:203us 1G:720.2us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 4.52us
# + bytes / 4.38e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 34.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.142us 64K:3.959us 2M:24.86us 16M:40.46us 64M:57.37us 256M:53.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 14.45us + bytes / 2.98e+05 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:14.45us 64K:14.45us 2M:14.45us 16M:14.5us 64M:14.67us 256M:15.35us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.9%, 512K 19.7%, 1M 19.4%, 2M 18.9%, 4M 18.0%, 8M 16.7%, 16M
# 16.6%, 32M 17.0%.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     83.81us     68.73us
# seq             2M          0         2         2     2097152           0     241.3us     284.6us
# seq            16M          0        16        16    16777216           0     1.938ms     2.228ms
# seq            64M          0        64        64    67108864           0      8.31ms      8.89ms
# seq           256M          0       256       256   268435456           0     42.81ms     35.54ms
# stride         64M        64K         4        32    67108864           0     6.554ms     5.886ms
# stride        256M         2M        16       128     8388608           0     2.876ms     3.145ms
# random         16M          0        16        16    16777216           0      2.08ms     2.228ms
# random         64M          0        39       104    67108864           0     10.71ms     8.389ms
# random        256M          0       127       907   268435456           0     43.89ms      39.2ms
# fresh           2M          0         2         2           0     2097152     113.7us     128.8us
# fresh          16M          0        16        16           0    16777216     863.4us     981.7us
# fresh          64M          0        64        64           0    67108864     4.186ms     3.906ms
# fresh         256M          0       256       256           0   268435456     24.99ms      15.6ms
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
# prefetch at the driver's defaults). Result: 42.56us per batch, 14.06us per
# VA block, bytes / 12.8 GB/s moved, 6.965us per faulting kernel, bytes / 244
# GB/s zero-filled.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_batch_ns = 42.56us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_block_ns = 14.06us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:321ns 64K:5.136us 512K:41.09us 1M:82.18us 2M:164.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_wake_ns = 6.965us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:16.79ns 64K:268.6ns 512K:2.149us 1M:4.297us 2M:8.594us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 60.54us + bytes / 47.9 GB/s, written at the measured sizes (the
# medians would give 5.5%).
# Residual: 13.2% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:61.91us 2M:104.3us 16M:411us 64M:1.462ms 256M:5.667ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.04us + bytes / 10.9 GB/s, written at
# the measured sizes (the medians would give 3.1%).
# Residual: 7.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.05us 2M:209.5us 16M:1.557ms 64M:6.176ms 256M:24.65ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.04us + bytes / 9.92 GB/s, written at the
# measured sizes (the medians would give 9.0%).
# Residual: 9.0% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:22.65us 512K:68.91us 2M:227.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.68us + bytes / 3.11 GB/s, written at
# the measured sizes (the medians would give 6.2%).
# Residual: 9.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:43.79us 512K:191.5us 2M:698us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 239.5us + bytes / 2.98 GB/s, misses by 23.6% RMS, so
# it is not used.
# Residual: 19.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:298.2us 256K:332.2us 2M:706.1us 16M:6.194ms 64M:26.79ms 256M:109.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.603us + bytes / 1.03e+03 GB/s, misses by 20.7% RMS,
# so it is not used.
# Residual: 14.0% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.611us 2M:4.631us 16M:19.97us 64M:81.85us 256M:252.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 14.58us +
# bytes / 81.2 GB/s, written at the measured sizes (the medians would give
# 7.6%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.38us 2M:40.4us 16M:221.1us 64M:840.8us 256M:3.32ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 23.0% RMS relative over 15 repetitions.
prefetch_defer_ns = 95.2us

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
# measured medians (15 points at 3 sizes): the best line, 8.622us + bytes /
# 254 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 17.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:16.75us 16M:78.2us 64M:263.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 53.38us + bytes / 182 GB/s, written at the measured
# sizes (the medians would give 9.2%).
# Residual: 9.2% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:64.9us 16M:145.5us 64M:421.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 2.187us +
# bytes / 161 GB/s, misses by 23.5% RMS, so it is not used.
# Residual: 23.4% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:15.43us 16M:101.5us 64M:421.4us 256M:1.705ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.358us
# + bytes / 9.78 GB/s, misses by 29.5% RMS, so it is not used.
# Residual: 14.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.921us 64K:25.96us 2M:157.4us 16M:2.04ms 64M:8.544ms 256M:35.53ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.6us + bytes / 9.29 GB/s,
# misses by 22.1% RMS, so it is not used.
# Residual: 11.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.54us 64K:30.82us 2M:316.5us 16M:1.653ms 64M:6.794ms 256M:26.8ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 4.748us +
# bytes / 7.62 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 19.1% RMS relative over 20 repetitions.
host_read_ns = 64K:13.51us 2M:228.9us 16M:2.842ms 64M:9.77ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 28.1 GB/s, misses by
# 44.4% RMS, so it is not used.
# Residual: 18.1% RMS relative over 20 repetitions.
host_write_ns = 64K:1.197us 2M:53.75us 16M:1.268ms 64M:5.435ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 1.02us +
# bytes / 10.5 GB/s, written at the measured sizes (the medians would give
# 4.9%).
# Residual: 5.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:7.245us 2M:200.2us 16M:1.595ms 64M:6.375ms

