# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-8.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T20:23:56Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T20:23:56Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.1% RMS relative over 5 repetitions.
launch_ns = 2.85us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.946us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.525us + bytes / 7.14e+03 GB/s, misses by 61.2% RMS,
# so it is not used.
# Residual: 27.6% RMS relative over 45 repetitions.
malloc_ns = 4K:1.617us 64K:1.681us 1M:1.544us 1536K:1.505us 2M:41.88us 8M:31.55us 64M:40.4us 256M:63.81us 1G:115.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.104us + bytes / 3.02e+03 GB/s, misses by 50.8% RMS, so it is
# not used.
# Residual: 18.4% RMS relative over 45 repetitions.
free_ns = 4K:1.315us 64K:1.318us 1M:1.314us 1536K:1.265us 2M:28.72us 8M:29.92us 64M:45.49us 256M:98.19us 1G:290.8us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 2.73us
# + bytes / 8.62e+03 GB/s, misses by 63.9% RMS, so it is not used.
# Residual: 36.8% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.601us 64K:2.343us 2M:17.2us 16M:30.51us 64M:26.12us 256M:27.82us

# cudaFree of managed memory never touched, host time of the call. The
# measured medians (30 points at 6 sizes): the best line, 7.659us + bytes /
# 6.01e+05 GB/s, misses by 16.8% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.706us 64K:7.401us 2M:7.499us 16M:7.201us 64M:9.748us 256M:7.825us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.4%, 512K 22.2%, 1M 22.0%, 2M 20.7%, 4M 18.2%, 8M 13.9%, 16M
# 13.5%, 32M 13.6%.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     67.94us     59.74us
# seq             2M          0         2         2     2097152           0     214.5us     225.5us
# seq            16M          0        16        16    16777216           0     1.769ms     1.788ms
# seq            64M          0        64        64    67108864           0     7.755ms     7.147ms
# seq           256M          0       256       256   268435456           0     33.47ms     28.58ms
# stride         64M        64K         4        32    67108864           0     4.271ms      4.13ms
# stride        256M         2M        16       128     8388608           0     2.029ms     2.199ms
# random         16M          0        16        16    16777216           0     1.406ms     1.788ms
# random         64M          0        39       104    67108864           0     6.487ms     6.305ms
# random        256M          0       127       907   268435456           0     33.72ms      27.7ms
# fresh           2M          0         2         2           0     2097152     98.53us     110.1us
# fresh          16M          0        16        16           0    16777216     755.4us       865us
# fresh          64M          0        64        64           0    67108864     4.187ms     3.453ms
# fresh         256M          0       256       256           0   268435456     16.76ms     13.81ms
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
# prefetch at the driver's defaults). Result: 46.13us per batch, 7.789us per
# VA block, bytes / 18.2 GB/s moved, 2.213us per faulting kernel, bytes * 0
# ns/B zero-filled.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_batch_ns = 46.13us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_block_ns = 7.789us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:225.4ns 64K:3.607us 512K:28.86us 1M:57.71us 2M:115.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_wake_ns = 2.213us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU. This coefficient came out negative and is
# held at 0.
# Residual: 17.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:0ns 64K:0ns 512K:0ns 1M:0ns 2M:0ns

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 31.65us + bytes /
# 47.6 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 3.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:30.39us 2M:110us 16M:400.3us 64M:1.342ms 256M:5.285ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.85us + bytes / 17.3 GB/s, written at
# the measured sizes (the medians would give 10.0%).
# Residual: 12.3% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:21.63us 2M:138.9us 16M:986.2us 64M:3.891ms 256M:15.51ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.55us + bytes / 14.4 GB/s, written at the
# measured sizes (the medians would give 10.6%).
# Residual: 10.6% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.11us 512K:50.02us 2M:159.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 20.96us + bytes / 4.61 GB/s, written at
# the measured sizes (the medians would give 12.0%).
# Residual: 14.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.16us 512K:134.6us 2M:475.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 211.4us + bytes / 3.84 GB/s, misses by 18.9% RMS, so
# it is not used.
# Residual: 14.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:241us 256K:295.5us 2M:606.8us 16M:4.744ms 64M:19.3ms 256M:79.29ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.62us + bytes / 1.88e+03 GB/s, misses by 19.8% RMS,
# so it is not used.
# Residual: 10.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.193us 2M:2.173us 16M:11.22us 64M:39.18us 256M:149.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.518us +
# bytes / 114 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 14.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.09us 2M:27.84us 16M:156.1us 64M:595.8us 256M:2.355ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 25.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.5us

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
# sizes): 5.057us + bytes / 309 GB/s, written at the measured sizes (the
# medians would give 13.6%).
# Residual: 13.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.84us 16M:59.33us 64M:222.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 19.84us + bytes / 212 GB/s, written at the measured
# sizes (the medians would give 8.3%).
# Residual: 8.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:29.74us 16M:99.04us 64M:336.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.587us +
# bytes / 201 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.04us 16M:85.1us 64M:335us 256M:1.343ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.908us
# + bytes / 13.2 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 15.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.478us 64K:21.68us 2M:118.5us 16M:1.533ms 64M:5.781ms 256M:27.64ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.19us + bytes / 14 GB/s,
# misses by 25.7% RMS, so it is not used.
# Residual: 12.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.69us 64K:28.87us 2M:256.5us 16M:1.191ms 64M:4.299ms 256M:17.22ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.6 GB/s, misses by 35.2% RMS, so it is not used.
# Residual: 31.7% RMS relative over 20 repetitions.
host_read_ns = 64K:2.822us 2M:93.79us 16M:1.383ms 64M:6.625ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 36 GB/s, misses by
# 35.2% RMS, so it is not used.
# Residual: 11.8% RMS relative over 20 repetitions.
host_write_ns = 64K:848ns 2M:42.94us 16M:620.2us 64M:3.883ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.5 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.46us 2M:154.8us 16M:1.241ms 64M:4.965ms

