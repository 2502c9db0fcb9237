# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `/tmp/carry/bin/gpurun --calibrate
# /root/out/w/val/gpu/calibration-5.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-22T13:46:20Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-22T13:46:20Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 9.4% RMS relative over 5 repetitions.
launch_ns = 3.197us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.983us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.369us + bytes / 8.89e+03 GB/s, misses by 57.0% RMS,
# so it is not used.
# Residual: 26.7% RMS relative over 45 repetitions.
malloc_ns = 4K:2.177us 64K:2.406us 1M:3.107us 1536K:2.105us 2M:43.02us 8M:34.51us 64M:39.86us 256M:51.59us 1G:94.94us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.804us + bytes / 2.7e+03 GB/s, misses by 53.0% RMS, so it is not
# used.
# Residual: 25.9% RMS relative over 45 repetitions.
free_ns = 4K:3.755us 64K:3.349us 1M:1.766us 1536K:1.765us 2M:33.77us 8M:32.28us 64M:52us 256M:98.41us 1G:354.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.524us + bytes / 7.25e+03 GB/s, misses by 66.7% RMS, so it is not used.
# Residual: 41.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.616us 64K:2.127us 2M:19.33us 16M:38.23us 64M:52.28us 256M:33.46us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 8.66us + bytes / 4.85e+05 GB/s, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 13.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:8.66us 64K:8.66us 2M:8.665us 16M:8.695us 64M:8.799us 256M:9.214us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 20.1%, 512K 20.0%, 1M 19.9%, 2M 19.9%, 4M 19.5%, 8M 19.2%, 16M
# 19.2%, 32M 19.7%.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     75.49us     57.55us
# seq             2M          0         2         2     2097152           0     212.3us     231.6us
# seq            16M          0        16        16    16777216           0     1.259ms     1.706ms
# seq            64M          0        64        64    67108864           0     6.881ms     6.761ms
# seq           256M          0       256       256   268435456           0     31.13ms     26.98ms
# stride         64M        64K         4        32    67108864           0     6.165ms     5.138ms
# stride        256M         2M        16       128     8388608           0     2.091ms     2.311ms
# random         16M          0        16        16    16777216           0     1.837ms     1.706ms
# random         64M          0        39       104    67108864           0     7.068ms     6.652ms
# random        256M          0       127       907   268435456           0     40.11ms     31.15ms
# fresh           2M          0         2         2           0     2097152     101.2us     125.6us
# fresh          16M          0        16        16           0    16777216     765.8us     857.7us
# fresh          64M          0        64        64           0    67108864     4.372ms     3.368ms
# fresh         256M          0       256       256           0   268435456     18.82ms     13.41ms
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
# prefetch at the driver's defaults). Result: 21.36us per batch, 10.64us per
# VA block, bytes / 14.3 GB/s moved, 20.97us per faulting kernel, bytes / 51.7
# GB/s zero-filled.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_batch_ns = 21.36us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_block_ns = 10.64us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 22.4% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:286.3ns 64K:4.581us 512K:36.65us 1M:73.3us 2M:146.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_wake_ns = 20.97us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 22.4% RMS relative over 70 repetitions.
fault_zero_ns = 4K:79.25ns 64K:1.268us 512K:10.14us 1M:20.29us 2M:40.58us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 43.62us + bytes / 48.1 GB/s, written at the measured sizes (the
# medians would give 3.0%).
# Residual: 13.1% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:44.98us 2M:87.18us 16M:392.1us 64M:1.438ms 256M:5.62ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 20.35us + bytes / 15.5 GB/s, written at
# the measured sizes (the medians would give 6.1%).
# Residual: 9.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.58us 2M:155.7us 16M:1.103ms 64M:4.351ms 256M:17.34ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.42us + bytes / 12.9 GB/s, written at the
# measured sizes (the medians would give 11.6%).
# Residual: 11.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.51us 512K:55.16us 2M:177.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.14us + bytes / 4.2 GB/s, written at the
# measured sizes (the medians would give 12.0%).
# Residual: 14.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:36.76us 512K:146.1us 2M:521us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 249.8us + bytes / 3.33 GB/s, misses by 18.8% RMS, so
# it is not used.
# Residual: 13.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:289.4us 256K:349.2us 2M:683.2us 16M:5.471ms 64M:22.11ms 256M:97.64ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.345us + bytes / 1.6e+03 GB/s, misses by 18.3% RMS,
# so it is not used.
# Residual: 11.7% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.003us 2M:2.99us 16M:13.8us 64M:45.03us 256M:174.1us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.37us + bytes / 103 GB/s, misses by
# 18.5% RMS, so it is not used.
# Residual: 11.3% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:13.56us 2M:25.56us 16M:232.5us 64M:669.9us 256M:2.637ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 67.3us

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
# sizes): 7.352us + bytes / 291 GB/s, written at the measured sizes (the
# medians would give 12.8%).
# Residual: 12.9% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.56us 16M:65.01us 64M:238us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 23.76us + bytes / 238 GB/s, written at the measured
# sizes (the medians would give 10.4%).
# Residual: 10.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:32.57us 16M:94.24us 64M:305.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 496.5ns +
# bytes / 177 GB/s, misses by 24.7% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.81us 16M:85.87us 64M:368.8us 256M:1.75ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.05us
# + bytes / 12.3 GB/s, misses by 26.0% RMS, so it is not used.
# Residual: 16.4% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.454us 64K:23.12us 2M:146.3us 16M:1.247ms 64M:6.088ms 256M:28.18ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.31us + bytes / 12.7 GB/s,
# misses by 24.2% RMS, so it is not used.
# Residual: 12.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.03us 64K:27.92us 2M:255.2us 16M:1.336ms 64M:4.774ms 256M:18.63ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 583.2ns +
# bytes / 15.4 GB/s, misses by 37.0% RMS, so it is not used.
# Residual: 35.3% RMS relative over 20 repetitions.
host_read_ns = 64K:4.924us 2M:100.9us 16M:1.737ms 64M:7.062ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 31.4 GB/s, misses by
# 38.3% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
host_write_ns = 64K:1.448us 2M:49.46us 16M:725.8us 64M:4.016ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 701.4ns +
# bytes / 12.2 GB/s, written at the measured sizes (the medians would give
# 3.8%).
# Residual: 3.8% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.072us 2M:172.6us 16M:1.376ms 64M:5.5ms

