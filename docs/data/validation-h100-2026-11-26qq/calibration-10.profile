# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-10.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T19:20:35Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T19:20:35Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.3% RMS relative over 5 repetitions.
launch_ns = 4.71us

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
# sizes): the best line, 2.358us + bytes / 4.14e+03 GB/s, misses by 59.9% RMS,
# so it is not used.
# Residual: 25.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.349us 64K:2.442us 1M:2.514us 1536K:2.476us 2M:63.46us 8M:44.85us 64M:58.1us 256M:101.3us 1G:196.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.879us + bytes / 1.69e+03 GB/s, misses by 49.9% RMS, so it is
# not used.
# Residual: 17.9% RMS relative over 45 repetitions.
free_ns = 4K:2.42us 64K:2.235us 1M:2.216us 1536K:2.141us 2M:40.69us 8M:41.9us 64M:82.88us 256M:178.1us 1G:519us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.271us + bytes / 7.69e+03 GB/s, misses by 64.7% RMS, so it is not used.
# Residual: 34.9% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.008us 64K:2.871us 2M:23.67us 16M:25.59us 64M:34.67us 256M:31.38us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.27us + bytes / 2.18e+05 GB/s, written at the measured sizes (the
# medians would give 11.3%).
# Residual: 11.6% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.27us 64K:11.27us 2M:11.28us 16M:11.35us 64M:11.58us 256M:12.5us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.8%, 512K 16.4%, 1M 15.9%, 2M 16.2%, 4M 17.2%, 8M 18.6%, 16M
# 19.6%, 32M 20.6%.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     60.77us     51.28us
# seq             2M          0         2         2     2097152           0       179us     209.8us
# seq            16M          0        16        16    16777216           0     1.297ms     1.447ms
# seq            64M          0        64        64    67108864           0     6.536ms     5.688ms
# seq           256M          0       256       256   268435456           0     33.58ms     22.65ms
# stride         64M        64K        64        64    67108864           0     5.472ms     5.688ms
# stride        256M         2M       128       128     8388608           0     2.205ms     2.362ms
# random         16M          0        10        55    16777216           0     1.928ms     1.974ms
# random         64M          0        38       373    67108864           0       9.9ms     9.864ms
# random        256M          0       160      1651   268435456           0     44.03ms      41.5ms
# fresh           2M          0         2         2           0     2097152     135.7us     161.6us
# fresh          16M          0        16        16           0    16777216     944.4us     1.061ms
# fresh          64M          0        64        64           0    67108864     4.747ms     4.147ms
# fresh         256M          0       256       256           0   268435456     23.26ms     16.49ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 13.51us per VA
# block, bytes / 14 GB/s moved, 33.09us per faulting kernel, bytes / 20.7 GB/s
# zero-filled. This coefficient came out negative and is held at 0.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_block_ns = 13.51us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 19.8% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:292.4ns 64K:4.678us 512K:37.42us 1M:74.84us 2M:149.7us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_wake_ns = 33.09us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 19.8% RMS relative over 70 repetitions.
fault_zero_ns = 4K:198.3ns 64K:3.173us 512K:25.38us 1M:50.76us 2M:101.5us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). Fit
# (weighted least squares, relative errors, to the medians of 25 points at 5
# sizes): 37.63us + bytes / 46.1 GB/s, written at the measured sizes (the
# medians would give 2.6%).
# Residual: 14.3% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:39.05us 2M:83.13us 16M:401.6us 64M:1.494ms 256M:5.862ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 16.03us + bytes / 10.4 GB/s, written at
# the measured sizes (the medians would give 4.0%).
# Residual: 7.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.31us 2M:217.1us 16M:1.624ms 64M:6.449ms 256M:25.75ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 20.14us + bytes / 8.9 GB/s, written at the
# measured sizes (the medians would give 9.1%).
# Residual: 9.9% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:27.5us 512K:79.05us 2M:255.8us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.32us + bytes / 3.36 GB/s, written at
# the measured sizes (the medians would give 9.4%).
# Residual: 11.5% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.84us 512K:179.5us 2M:648us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun scales it
# with the bytes below the first size. The measured medians (30 points at 6
# sizes): the best line, 314.8us + bytes / 2.4 GB/s, misses by 16.9% RMS, so
# it is not used.
# Residual: 11.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:376.1us 256K:420.3us 2M:972.2us 16M:7.813ms 64M:30.46ms 256M:122.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.735us + bytes / 1.09e+03 GB/s, misses by 19.7% RMS,
# so it is not used.
# Residual: 12.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.934us 2M:4.617us 16M:19.55us 64M:67.14us 256M:261.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.12us +
# bytes / 107 GB/s, written at the measured sizes (the medians would give
# 6.2%).
# Residual: 14.1% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:10.73us 2M:29.7us 16M:166.7us 64M:636.6us 256M:2.516ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.6% RMS relative over 15 repetitions.
prefetch_defer_ns = 94.27us

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
# measured medians (15 points at 3 sizes): the best line, 7.206us + bytes /
# 299 GB/s, misses by 17.5% RMS, so it is not used.
# Residual: 17.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:14.27us 16M:62.49us 64M:234.8us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 22.34us + bytes / 229 GB/s, written at the measured
# sizes (the medians would give 10.6%).
# Residual: 11.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.48us 16M:95.47us 64M:314.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 771.9ns +
# bytes / 169 GB/s, misses by 22.4% RMS, so it is not used.
# Residual: 22.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.46us 16M:95.05us 64M:400.1us 256M:1.653ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.309us
# + bytes / 12.8 GB/s, misses by 29.8% RMS, so it is not used.
# Residual: 17.3% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.83us 64K:22.43us 2M:125.5us 16M:1.389ms 64M:6.322ms 256M:27.47ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 13us + bytes / 10.2 GB/s,
# misses by 28.4% RMS, so it is not used.
# Residual: 16.8% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.69us 64K:29.73us 2M:274.7us 16M:1.811ms 64M:8.021ms 256M:19.62ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.6 GB/s, misses by 34.5% RMS, so it is not used.
# Residual: 31.5% RMS relative over 20 repetitions.
host_read_ns = 64K:5.714us 2M:181.3us 16M:1.502ms 64M:7.681ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 34.2 GB/s, misses by
# 33.9% RMS, so it is not used.
# Residual: 12.8% RMS relative over 20 repetitions.
host_write_ns = 64K:872ns 2M:45.12us 16M:659us 64M:3.999ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. The measured medians
# (20 points at 4 sizes): the best line, 696.7ns + bytes / 13 GB/s, misses by
# 15.0% RMS, so it is not used.
# Residual: 14.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.757us 2M:157.5us 16M:1.33ms 64M:5.206ms

