# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-3.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T02:59:31Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T02:59:31Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 6.6% RMS relative over 5 repetitions.
launch_ns = 3.699us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.155us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.851us + bytes / 9.72e+03 GB/s, misses by 57.9% RMS,
# so it is not used.
# Residual: 27.8% RMS relative over 45 repetitions.
malloc_ns = 4K:2.852us 64K:2.847us 1M:2.774us 1536K:2.706us 2M:47.7us 8M:36.25us 64M:41.49us 256M:50.46us 1G:88.02us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.243us + bytes / 2.85e+03 GB/s, misses by 51.9% RMS, so it is
# not used.
# Residual: 20.8% RMS relative over 45 repetitions.
free_ns = 4K:1.652us 64K:1.472us 1M:1.414us 1536K:1.388us 2M:31.49us 8M:33.16us 64M:51.78us 256M:98.47us 1G:320.4us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.59us
# + bytes / 5.1e+03 GB/s, misses by 66.0% RMS, so it is not used.
# Residual: 35.3% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:3.491us 64K:3.116us 2M:31.05us 16M:39.25us 64M:41.92us 256M:45.6us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.55us + bytes / 1.61e+05 GB/s, written at the measured sizes (the
# medians would give 9.4%).
# Residual: 10.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.55us 64K:11.55us 2M:11.56us 16M:11.65us 64M:11.97us 256M:13.22us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 17.9%, 512K 17.6%, 1M 17.1%, 2M 16.1%, 4M 15.1%, 8M 13.8%, 16M
# 13.6%, 32M 14.2%.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     79.78us     67.13us
# seq             2M          0         2         2     2097152           0     238.6us     274.1us
# seq            16M          0        16        16    16777216           0     1.953ms     2.107ms
# seq            64M          0        64        64    67108864           0     8.232ms     8.391ms
# seq           256M          0       256       256   268435456           0     35.66ms     33.53ms
# stride         64M        64K         4        32    67108864           0     6.076ms     5.747ms
# stride        256M         2M        16       128     8388608           0     2.555ms     2.842ms
# random         16M          0        16        16    16777216           0     1.909ms     2.107ms
# random         64M          0        39       104    67108864           0     9.143ms     7.948ms
# random        256M          0       127       907   268435456           0     47.63ms     36.73ms
# fresh           2M          0         2         2           0     2097152     131.6us     151.8us
# fresh          16M          0        16        16           0    16777216     1.007ms     1.129ms
# fresh          64M          0        64        64           0    67108864     5.334ms     4.479ms
# fresh         256M          0       256       256           0   268435456     22.51ms     17.88ms
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
# prefetch at the driver's defaults). Result: 37.48us per batch, 12.35us per
# VA block, bytes / 12.9 GB/s moved, 12.23us per faulting kernel, bytes / 52.5
# GB/s zero-filled.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_batch_ns = 37.48us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_block_ns = 12.35us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.0% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:316.8ns 64K:5.068us 512K:40.54us 1M:81.09us 2M:162.2us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_wake_ns = 12.23us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.0% RMS relative over 70 repetitions.
fault_zero_ns = 4K:77.97ns 64K:1.247us 512K:9.98us 1M:19.96us 2M:39.92us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 38.47us + bytes /
# 46.5 GB/s, misses by 16.4% RMS, so it is not used.
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:36.42us 2M:118.5us 16M:435.7us 64M:1.36ms 256M:5.386ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured means (25 points at 5 sizes): the best line,
# 15.74us + bytes / 9.74 GB/s, misses by 16.2% RMS, so it is not used.
# Residual: 22.6% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:22.51us 2M:231us 16M:1.565ms 64M:6.403ms 256M:39.05ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 17.41us + bytes / 10.1 GB/s, written at the measured
# sizes (the means would give 10.6%).
# Residual: 10.7% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.88us 512K:69.16us 2M:224.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# means of 30 points at 3 sizes): 23.55us + bytes / 3.53 GB/s, written at the
# measured sizes (the means would give 6.4%).
# Residual: 9.6% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:42.13us 512K:172.2us 2M:618us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 284us +
# bytes / 2.58 GB/s, misses by 18.3% RMS, so it is not used.
# Residual: 11.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:332us 256K:390.5us 2M:897.9us 16M:7.082ms 64M:28.71ms 256M:114ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.138us + bytes / 940 GB/s, misses by 21.7% RMS, so
# it is not used.
# Residual: 13.1% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.207us 2M:4.253us 16M:23.28us 64M:82.09us 256M:282.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 19.59us +
# bytes / 112 GB/s, written at the measured sizes (the medians would give
# 8.9%).
# Residual: 9.6% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.17us 2M:38.32us 16M:169.4us 64M:618.8us 256M:2.417ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 24.3% RMS relative over 15 repetitions.
prefetch_defer_ns = 122us

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
# measured medians (15 points at 3 sizes): the best line, 6.958us + bytes /
# 255 GB/s, misses by 17.3% RMS, so it is not used.
# Residual: 17.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.12us 16M:74.27us 64M:265.4us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 16.75us + bytes / 242 GB/s, written at the measured
# sizes (the medians would give 11.2%).
# Residual: 11.7% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:25.43us 16M:86.19us 64M:294.5us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 3.651us +
# bytes / 162 GB/s, misses by 23.1% RMS, so it is not used.
# Residual: 23.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:16.68us 16M:105us 64M:421.2us 256M:1.668ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.189us
# + bytes / 10.8 GB/s, misses by 31.4% RMS, so it is not used.
# Residual: 17.2% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.844us 64K:21.94us 2M:145.1us 16M:1.846ms 64M:7.757ms 256M:29.29ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 16.29us + bytes / 10.1 GB/s,
# misses by 20.2% RMS, so it is not used.
# Residual: 14.0% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.95us 64K:29.07us 2M:255.8us 16M:1.566ms 64M:6.637ms 256M:25.39ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 10.5 GB/s, misses by 20.9% RMS, so it is not used.
# Residual: 20.2% RMS relative over 20 repetitions.
host_read_ns = 64K:5.216us 2M:163.8us 16M:1.914ms 64M:7.418ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 23.5 GB/s, misses by
# 24.4% RMS, so it is not used.
# Residual: 14.0% RMS relative over 20 repetitions.
host_write_ns = 64K:1.092us 2M:68.44us 16M:844.6us 64M:4.277ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 88.53ns +
# bytes / 11.1 GB/s, written at the measured sizes (the medians would give
# 6.0%).
# Residual: 6.1% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.985us 2M:188.8us 16M:1.51ms 64M:6.038ms

