# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T17:57:01Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:57:01Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.5% RMS relative over 5 repetitions.
launch_ns = 4.303us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.168us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.693us + bytes / 3.61e+03 GB/s, misses by 56.4% RMS,
# so it is not used.
# Residual: 24.8% RMS relative over 45 repetitions.
malloc_ns = 4K:3.061us 64K:2.582us 1M:2.782us 1536K:2.857us 2M:76.34us 8M:51.53us 64M:86.24us 256M:91.53us 1G:239.4us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.947us + bytes / 1.4e+03 GB/s, misses by 48.5% RMS, so it is not
# used.
# Residual: 19.2% RMS relative over 45 repetitions.
free_ns = 4K:2.352us 64K:2.27us 1M:2.372us 1536K:2.432us 2M:49.48us 8M:48.14us 64M:81.3us 256M:189.2us 1G:671.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.676us + bytes / 8.62e+03 GB/s, misses by 64.3% RMS, so it is not used.
# Residual: 35.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.398us 64K:2.401us 2M:18.59us 16M:20.43us 64M:27.42us 256M:27.52us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.98us + bytes / 2.55e+05 GB/s, written at the measured sizes (the
# medians would give 6.3%).
# Residual: 6.7% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.98us 64K:8.98us 2M:8.988us 16M:9.045us 64M:9.243us 256M:10.03us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.2%, 512K 15.8%, 1M 15.2%, 2M 14.3%, 4M 14.1%, 8M 14.0%, 16M
# 14.2%, 32M 15.0%.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     76.38us     63.74us
# seq             2M          0         2         2     2097152           0     233.4us     274.6us
# seq            16M          0        16        16    16777216           0     1.783ms     2.025ms
# seq            64M          0        64        64    67108864           0     8.165ms     8.026ms
# seq           256M          0       256       256   268435456           0      37.9ms     32.03ms
# stride         64M        64K         8        32    67108864           0      6.24ms     6.455ms
# stride        256M         2M        32       128     8388608           0     2.643ms     3.045ms
# random         16M          0        12        16    16777216           0     2.059ms     1.942ms
# random         64M          0        36       161    67108864           0     10.08ms     8.673ms
# random        256M          0       125      1211   268435456           0     50.31ms     41.41ms
# fresh           2M          0         2         2           0     2097152     147.3us     175.4us
# fresh          16M          0        16        16           0    16777216      1.15ms     1.231ms
# fresh          64M          0        64        64           0    67108864     5.671ms     4.851ms
# fresh         256M          0       256       256           0   268435456     23.53ms     19.33ms
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
# prefetch at the driver's defaults). Result: 20.81us per batch, 12.67us per
# VA block, bytes / 11.5 GB/s moved, 24.54us per faulting kernel, bytes / 25
# GB/s zero-filled.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_batch_ns = 20.81us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_block_ns = 12.67us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:357.6ns 64K:5.722us 512K:45.77us 1M:91.55us 2M:183.1us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_wake_ns = 24.54us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:163.8ns 64K:2.621us 512K:20.97us 1M:41.94us 2M:83.88us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.12us + bytes /
# 46.9 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 1.7% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.67us 2M:124.7us 16M:445.6us 64M:1.34ms 256M:5.312ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 16.28us + bytes / 14 GB/s, misses by 24.3% RMS, so it is not used.
# Residual: 11.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:20.33us 2M:264.5us 16M:1.696ms 64M:4.121ms 256M:16.28ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.9us + bytes / 13.2 GB/s, written at the
# measured sizes (the medians would give 8.1%).
# Residual: 8.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.87us 512K:53.68us 2M:173us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 27.48us + bytes / 4.23 GB/s, written at
# the measured sizes (the medians would give 13.2%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.96us 512K:151.3us 2M:522.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 321.7us + bytes / 2.68 GB/s, misses by 20.3% RMS, so
# it is not used.
# Residual: 17.5% RMS relative over 30 repetitions.
host_populate_ns = 64K:368.1us 256K:430.6us 2M:907.6us 16M:7.288ms 64M:28.21ms 256M:100.9ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.732us + bytes / 976 GB/s, misses by 16.8% RMS, so
# it is not used.
# Residual: 10.5% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.8us 2M:4.821us 16M:21.65us 64M:75.18us 256M:289.8us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.829us + bytes / 104 GB/s, misses by
# 15.7% RMS, so it is not used.
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.84us 2M:23.97us 16M:184.2us 64M:715.7us 256M:2.775ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 21.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 103.8us

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
# measured medians (15 points at 3 sizes): the best line, 7.224us + bytes /
# 325 GB/s, misses by 15.7% RMS, so it is not used.
# Residual: 15.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:13.74us 16M:57.3us 64M:218.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.21us + bytes / 211 GB/s, written at the measured
# sizes (the medians would give 8.9%).
# Residual: 9.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.16us 16M:100.8us 64M:339.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.005us +
# bytes / 193 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.0% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.56us 16M:97.82us 64M:337.2us 256M:1.368ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.192us
# + bytes / 12.1 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 16.0% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.719us 64K:23.51us 2M:145.7us 16M:1.262ms 64M:6.57ms 256M:28.7ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 10.96us + bytes / 12 GB/s,
# misses by 23.4% RMS, so it is not used.
# Residual: 11.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.807us 64K:27.64us 2M:248.8us 16M:1.297ms 64M:4.81ms 256M:23.33ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 17.7 GB/s, misses by 35.9% RMS, so it is not used.
# Residual: 25.1% RMS relative over 20 repetitions.
host_read_ns = 64K:2.83us 2M:93.95us 16M:1.013ms 64M:7.121ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.7 GB/s, misses by
# 36.8% RMS, so it is not used.
# Residual: 13.3% RMS relative over 20 repetitions.
host_write_ns = 64K:845ns 2M:43.12us 16M:644.4us 64M:4.142ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 755.9ns +
# bytes / 12 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 5.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.219us 2M:175.6us 16M:1.399ms 64M:5.595ms

