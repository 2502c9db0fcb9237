# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-9.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T19:20:06Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:20:06Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.1% RMS relative over 5 repetitions.
launch_ns = 4.341us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.158us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.723us + bytes / 6.06e+03 GB/s, misses by 57.3% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.729us 64K:2.828us 1M:2.694us 1536K:2.739us 2M:63.23us 8M:48.52us 64M:73.38us 256M:78.99us 1G:139.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.071us + bytes / 1.52e+03 GB/s, misses by 48.9% RMS, so it is
# not used.
# Residual: 18.0% RMS relative over 45 repetitions.
free_ns = 4K:2.599us 64K:2.548us 1M:2.361us 1536K:2.423us 2M:43.96us 8M:45.68us 64M:95.2us 256M:168.8us 1G:631.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.762us + bytes / 3.69e+03 GB/s, misses by 65.9% RMS, so it is not used.
# Residual: 36.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.646us 64K:3.327us 2M:34.07us 16M:45.98us 64M:65.27us 256M:61.81us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 12.16us + bytes * -6.24e-07 ns/B, written at the measured sizes (the
# medians would give 12.9%).
# Residual: 14.0% RMS relative over 30 repetitions.
managed_free_ns = 4K:12.16us 64K:12.16us 2M:12.16us 16M:12.15us 64M:12.12us 256M:11.99us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 19.2%, 512K 18.9%, 1M 18.2%, 2M 17.5%, 4M 17.0%, 8M 16.3%, 16M
# 16.4%, 32M 17.0%.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     96.96us     68.88us
# seq             2M          0         2         2     2097152           0     224.2us     261.9us
# seq            16M          0        16        16    16777216           0     1.822ms     1.904ms
# seq            64M          0        64        64    67108864           0     6.654ms     7.532ms
# seq           256M          0       256       256   268435456           0     35.76ms     30.05ms
# stride         64M        64K         8        32    67108864           0     5.961ms     5.751ms
# stride        256M         2M        32       128     8388608           0     2.488ms     2.883ms
# random         16M          0        12        16    16777216           0     1.793ms     1.801ms
# random         64M          0        36       161    67108864           0     9.388ms     7.868ms
# random        256M          0       125      1211   268435456           0     43.87ms     37.06ms
# fresh           2M          0         2         2           0     2097152     123.5us     156.9us
# fresh          16M          0        16        16           0    16777216     1.065ms     1.064ms
# fresh          64M          0        64        64           0    67108864     4.831ms     4.173ms
# fresh         256M          0       256       256           0   268435456     21.05ms     16.61ms
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
# prefetch at the driver's defaults). Result: 25.61us per batch, 10.86us per
# VA block, bytes / 13 GB/s moved, 27.37us per faulting kernel, bytes / 37
# GB/s zero-filled.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_batch_ns = 25.61us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_block_ns = 10.86us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.7% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:315.6ns 64K:5.05us 512K:40.4us 1M:80.79us 2M:161.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_wake_ns = 27.37us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.7% RMS relative over 70 repetitions.
fault_zero_ns = 4K:110.6ns 64K:1.769us 512K:14.15us 1M:28.3us 2M:56.6us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.68us + bytes /
# 46.5 GB/s, misses by 15.5% RMS, so it is not used.
# Residual: 1.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:38.37us 2M:122us 16M:433.1us 64M:1.368ms 256M:5.421ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.55us + bytes / 9.6 GB/s, written at the
# measured sizes (the medians would give 1.6%).
# Residual: 4.7% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.38us 2M:236.1us 16M:1.766ms 64M:7.011ms 256M:27.99ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 18us + bytes / 9.05 GB/s, written at the measured
# sizes (the medians would give 7.1%).
# Residual: 7.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.24us 512K:75.91us 2M:249.7us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 22.23us + bytes / 2.88 GB/s, written at
# the measured sizes (the medians would give 10.5%).
# Residual: 11.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.02us 512K:204.5us 2M:751.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 320.1us + bytes / 2.45 GB/s, misses by 15.4% RMS, so
# it is not used.
# Residual: 9.9% RMS relative over 30 repetitions.
host_populate_ns = 64K:370us 256K:436.9us 2M:962.2us 16M:7.503ms 64M:29.45ms 256M:122.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.917us + bytes / 918 GB/s, misses by 22.3% RMS, so
# it is not used.
# Residual: 13.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.082us 2M:4.061us 16M:22.59us 64M:80.12us 256M:314.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.394us + bytes / 114 GB/s, misses by
# 25.0% RMS, so it is not used.
# Residual: 20.5% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.11us 2M:22.64us 16M:182.7us 64M:629.2us 256M:2.419ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 22.5% RMS relative over 15 repetitions.
prefetch_defer_ns = 81.76us

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
# measured medians (15 points at 3 sizes): the best line, 7.465us + bytes /
# 315 GB/s, misses by 15.8% RMS, so it is not used.
# Residual: 15.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.1us 16M:61.29us 64M:218.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.39us + bytes / 207 GB/s, written at the measured
# sizes (the medians would give 7.3%).
# Residual: 7.0% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.52us 16M:102.5us 64M:345.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 7.786us +
# bytes / 160 GB/s, misses by 24.5% RMS, so it is not used.
# Residual: 24.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:21.56us 16M:103.8us 64M:429.1us 256M:1.784ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.734us
# + bytes / 9.75 GB/s, misses by 27.4% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.34us 64K:24.82us 2M:171.2us 16M:1.838ms 64M:7.449ms 256M:33.6ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13.09us + bytes / 9.54 GB/s,
# misses by 24.2% RMS, so it is not used.
# Residual: 20.3% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.85us 64K:31.27us 2M:259.5us 16M:1.577ms 64M:10.7ms 256M:23.36ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. Fit (weighted least squares, relative errors, to the medians of 20
# points at 4 sizes): 309.3ns + bytes / 9.7 GB/s, written at the measured
# sizes (the medians would give 12.3%).
# Residual: 14.6% RMS relative over 20 repetitions.
host_read_ns = 64K:7.067us 2M:216.6us 16M:1.73ms 64M:6.92ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.2 GB/s, misses by
# 36.3% RMS, so it is not used.
# Residual: 13.0% RMS relative over 20 repetitions.
host_write_ns = 64K:940ns 2M:47.34us 16M:769.6us 64M:4.235ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.1 GB/s, written at the measured sizes (the medians would give
# 5.9%).
# Residual: 6.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.346us 2M:172.6us 16M:1.381ms 64M:5.526ms

