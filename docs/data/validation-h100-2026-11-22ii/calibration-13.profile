# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-13.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T10:26:09Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T10:26:09Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.5% RMS relative over 5 repetitions.
launch_ns = 5.136us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.941us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.727us + bytes / 5.35e+03 GB/s, misses by 55.4% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:2.731us 64K:2.838us 1M:2.855us 1536K:2.647us 2M:58.61us 8M:48.83us 64M:55.2us 256M:62.78us 1G:162.8us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.069us + bytes / 1.41e+03 GB/s, misses by 49.2% RMS, so it is
# not used.
# Residual: 20.0% RMS relative over 45 repetitions.
free_ns = 4K:2.52us 64K:2.542us 1M:2.429us 1536K:2.477us 2M:42.12us 8M:46.83us 64M:100.4us 256M:193.6us 1G:650.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 5.372us + bytes / 2.95e+03 GB/s, misses by 68.3% RMS, so it is not used.
# Residual: 40.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:5.521us 64K:4.444us 2M:37.17us 16M:50.97us 64M:65.17us 256M:76.86us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 13.53us + bytes /
# 5.99e+05 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 7.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:19.52us 64K:12.54us 2M:12.57us 16M:13.54us 64M:12.93us 256M:14.21us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.7%, 512K 17.4%, 1M 17.0%, 2M 15.9%, 4M 15.5%, 8M 14.1%, 16M
# 13.4%, 32M 13.9%.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      95.1us     81.79us
# seq             2M          0         2         2     2097152           0     274.1us     325.1us
# seq            16M          0        16        16    16777216           0     2.305ms     2.529ms
# seq            64M          0        64        64    67108864           0     10.02ms     10.09ms
# seq           256M          0       256       256   268435456           0     42.55ms     40.31ms
# stride         64M        64K         4        32    67108864           0     6.634ms     6.541ms
# stride        256M         2M        16       128     8388608           0     3.051ms     3.412ms
# random         16M          0        16        16    16777216           0     2.432ms     2.529ms
# random         64M          0        39       104    67108864           0     11.56ms     9.378ms
# random        256M          0       127       907   268435456           0     56.11ms     43.08ms
# fresh           2M          0         2         2           0     2097152     161.8us     178.3us
# fresh          16M          0        16        16           0    16777216     1.194ms     1.355ms
# fresh          64M          0        64        64           0    67108864     6.069ms     5.389ms
# fresh         256M          0       256       256           0   268435456     26.86ms     21.53ms
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
# prefetch at the driver's defaults). Result: 51.39us per batch, 14.43us per
# VA block, bytes / 11.4 GB/s moved, 10.25us per faulting kernel, bytes / 57.5
# GB/s zero-filled.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_batch_ns = 51.39us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_block_ns = 14.43us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 16.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:357.9ns 64K:5.726us 512K:45.81us 1M:91.61us 2M:183.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_wake_ns = 10.25us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 16.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:71.22ns 64K:1.14us 512K:9.116us 1M:18.23us 2M:36.46us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 39.87us + bytes /
# 45.5 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 4.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.66us 2M:123.1us 16M:448.7us 64M:1.396ms 256M:5.476ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 19.39us + bytes / 9.81 GB/s, written at
# the measured sizes (the medians would give 3.8%).
# Residual: 6.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.07us 2M:233.2us 16M:1.73ms 64M:6.863ms 256M:27.39ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18.24us + bytes / 8.83 GB/s, written at the
# measured sizes (the medians would give 10.6%).
# Residual: 10.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.66us 512K:77.61us 2M:255.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 28.16us + bytes / 3.65 GB/s, misses by 18.6% RMS, so it is not used.
# Residual: 13.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.05us 512K:198.7us 2M:555.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 339.3us + bytes / 2.11
# GB/s, written at the measured sizes (the medians would give 6.1%).
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:370.3us 256K:463.3us 2M:1.331ms 16M:8.273ms 64M:32.08ms 256M:127.3ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.998us + bytes / 904 GB/s, misses by 23.4% RMS, so
# it is not used.
# Residual: 16.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.122us 2M:4.184us 16M:22.57us 64M:80.68us 256M:324.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 17.92us + bytes / 70.2 GB/s, misses
# by 15.2% RMS, so it is not used.
# Residual: 6.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:22.05us 2M:37.91us 16M:273us 64M:1.051ms 256M:4.221ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.2us

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
# measured medians (15 points at 3 sizes): the best line, 7.595us + bytes /
# 192 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 23.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:18.74us 16M:89.34us 64M:381.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 6.261us +
# bytes / 141 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.25us 16M:123.5us 64M:486.1us 256M:1.921ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.967us
# + bytes / 10.7 GB/s, misses by 30.8% RMS, so it is not used.
# Residual: 17.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.626us 64K:24.41us 2M:148.7us 16M:1.704ms 64M:7.575ms 256M:32.58ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.88us + bytes / 7.88 GB/s,
# misses by 22.2% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.86us 64K:33.09us 2M:289.6us 16M:2.106ms 64M:8.245ms 256M:32.07ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.97 GB/s, misses by 20.7% RMS, so it is not used.
# Residual: 12.1% RMS relative over 20 repetitions.
host_read_ns = 64K:6.658us 2M:209.6us 16M:2.483ms 64M:10.84ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 18.2 GB/s, misses by
# 36.6% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_write_ns = 64K:1.161us 2M:83.71us 16M:1.311ms 64M:6.683ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.3 GB/s, written at the measured sizes (the medians would give
# 6.9%).
# Residual: 6.9% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.121us 2M:203.2us 16M:1.628ms 64M:6.511ms


# prefetch_zero_defer_ns: added 2026-11-22, when simrun began to charge the
# driver's worker its own rate for populating pages resident nowhere in a
# deferred call run right after the one before it; these measurements have no
# such rows, so this is the H100 estimate of profiles/h100-pcie5.profile
# (probe_fresh, docs/measurements.md section 22).
prefetch_zero_defer_ns = 2M:45us 16M:128us 64M:290us
