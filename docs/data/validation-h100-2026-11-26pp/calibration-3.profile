# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T17:54:46Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T17:54:46Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 3.2us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.03us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 1.647us + bytes / 1.14e+04 GB/s, misses by 59.3% RMS,
# so it is not used.
# Residual: 24.4% RMS relative over 45 repetitions.
malloc_ns = 4K:1.882us 64K:1.629us 1M:1.568us 1536K:1.604us 2M:34.4us 8M:32.01us 64M:38.98us 256M:62.42us 1G:74.77us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.106us + bytes / 2.85e+03 GB/s, misses by 50.9% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:1.343us 64K:1.335us 1M:1.265us 1536K:1.329us 2M:31us 8M:30.6us 64M:46.6us 256M:103.3us 1G:309.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.998us + bytes / 1.09e+04 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 33.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.697us 64K:2.65us 2M:20.82us 16M:22.52us 64M:27.03us 256M:23.05us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.654us + bytes / 3.27e+06 GB/s, written at the measured sizes (the
# medians would give 8.0%).
# Residual: 8.3% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.654us 64K:7.654us 2M:7.654us 16M:7.659us 64M:7.674us 256M:7.736us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 22.2%, 512K 22.0%, 1M 21.7%, 2M 20.9%, 4M 19.8%, 8M 17.8%, 16M
# 17.3%, 32M 17.3%.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_window = 32M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     80.06us     64.63us
# seq             2M          0         2         2     2097152           0     228.4us     239.4us
# seq            16M          0        16        16    16777216           0      1.69ms     1.828ms
# seq            64M          0        64        64    67108864           0      8.21ms     7.273ms
# seq           256M          0       256       256   268435456           0     28.98ms     29.05ms
# stride         64M        64K         4        32    67108864           0     5.098ms     4.608ms
# stride        256M         2M         8       128     8388608           0     1.729ms     1.845ms
# random         16M          0        16        16    16777216           0     1.423ms     1.828ms
# random         64M          0        43        73    67108864           0     6.751ms     6.496ms
# random        256M          0       134       611   268435456           0     40.25ms     26.87ms
# fresh           2M          0         2         2           0     2097152     101.2us     120.2us
# fresh          16M          0        16        16           0    16777216     781.5us     874.2us
# fresh          64M          0        64        64           0    67108864      4.08ms     3.459ms
# fresh         256M          0       256       256           0   268435456     19.21ms      13.8ms
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
# prefetch at the driver's defaults). Result: 40.31us per batch, 7.707us per
# VA block, bytes / 16 GB/s moved, 12.53us per faulting kernel, bytes / 180
# GB/s zero-filled.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_batch_ns = 40.31us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_block_ns = 7.707us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:255.6ns 64K:4.089us 512K:32.71us 1M:65.43us 2M:130.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_wake_ns = 12.53us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:22.81ns 64K:365ns 512K:2.92us 1M:5.84us 2M:11.68us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.81us + bytes /
# 47.6 GB/s, misses by 15.3% RMS, so it is not used.
# Residual: 1.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:34.07us 2M:113.8us 16M:409.7us 64M:1.342ms 256M:5.298ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 14.86us + bytes / 16.4 GB/s, written at
# the measured sizes (the medians would give 8.8%).
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.85us 2M:142.6us 16M:1.036ms 64M:4.101ms 256M:16.36ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 13.94us + bytes / 14.5 GB/s, written at the
# measured sizes (the medians would give 8.3%).
# Residual: 8.5% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.47us 512K:50.22us 2M:159us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 21.2us + bytes / 4.68 GB/s, written at the
# measured sizes (the medians would give 12.5%).
# Residual: 15.0% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.19us 512K:133.1us 2M:468.9us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. Fit (weighted least squares, relative
# errors, to the medians of 30 points at 6 sizes): 214.2us + bytes / 3.6 GB/s,
# written at the measured sizes (the medians would give 4.1%).
# Residual: 12.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:232.4us 256K:287us 2M:796us 16M:4.868ms 64M:18.83ms 256M:74.68ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.71us + bytes / 1.81e+03 GB/s, misses by 19.1% RMS,
# so it is not used.
# Residual: 10.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.288us 2M:2.29us 16M:11.7us 64M:40.24us 256M:156.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 9.704us +
# bytes / 116 GB/s, written at the measured sizes (the medians would give
# 5.7%).
# Residual: 12.0% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.27us 2M:27.71us 16M:153.8us 64M:585.9us 256M:2.314ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 19.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.24us

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
# measured medians (15 points at 3 sizes): the best line, 5.438us + bytes /
# 324 GB/s, misses by 17.9% RMS, so it is not used.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:11.9us 16M:57.23us 64M:212.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 25.64us + bytes / 252 GB/s, written at the measured
# sizes (the medians would give 8.7%).
# Residual: 8.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.97us 16M:92.26us 64M:292.1us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 949.7ns +
# bytes / 200 GB/s, misses by 22.3% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.53us 16M:83.6us 64M:330.4us 256M:1.39ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.97us
# + bytes / 13.3 GB/s, misses by 27.6% RMS, so it is not used.
# Residual: 14.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.482us 64K:22.22us 2M:131.2us 16M:1.165ms 64M:5.837ms 256M:26.77ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.14us + bytes / 15.5 GB/s,
# misses by 23.3% RMS, so it is not used.
# Residual: 9.5% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:9.78us 64K:25.89us 2M:205.2us 16M:1.046ms 64M:3.957ms 256M:15.99ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 18 GB/s, misses by 33.1% RMS, so it is not used.
# Residual: 23.5% RMS relative over 20 repetitions.
host_read_ns = 64K:2.822us 2M:93.02us 16M:974.9us 64M:6.686ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.9 GB/s, misses by
# 34.1% RMS, so it is not used.
# Residual: 11.9% RMS relative over 20 repetitions.
host_write_ns = 64K:848ns 2M:42.98us 16M:633us 64M:3.785ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 13.4 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.503us 2M:155.8us 16M:1.249ms 64M:4.996ms

