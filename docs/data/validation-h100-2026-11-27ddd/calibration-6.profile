# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-6.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T03:00:58Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:00:58Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 7.5% RMS relative over 5 repetitions.
launch_ns = 3.259us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 24.5% RMS relative over 5 repetitions.
kernel_gap_ns = 2.201us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.495us + bytes / 5.16e+03 GB/s, misses by 58.1% RMS,
# so it is not used.
# Residual: 25.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.496us 64K:2.742us 1M:2.56us 1536K:2.434us 2M:58.6us 8M:43.95us 64M:55.77us 256M:79.19us 1G:161.6us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.967us + bytes / 1.89e+03 GB/s, misses by 48.5% RMS, so it is
# not used.
# Residual: 18.3% RMS relative over 45 repetitions.
free_ns = 4K:3.313us 64K:3.273us 1M:3.155us 1536K:3.122us 2M:38.26us 8M:41.68us 64M:79.75us 256M:161.6us 1G:445.1us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.509us + bytes / 5.49e+03 GB/s, misses by 62.5% RMS, so it is not used.
# Residual: 39.0% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:2.35us 64K:2.2us 2M:16.38us 16M:20.29us 64M:40.93us 256M:40.63us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 10.17us + bytes / 2.64e+05 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:10.17us 64K:10.17us 2M:10.17us 16M:10.23us 64M:10.42us 256M:11.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 26.5%, 512K 26.3%, 1M 26.3%, 2M 26.3%, 4M 27.1%, 8M 27.7%, 16M
# 27.4%, 32M 28.0%.
# Residual: 28.9% RMS relative over 70 repetitions.
fault_window = 2M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     65.79us     47.57us
# seq             2M          0         2         2     2097152           0     183.7us     205.4us
# seq            16M          0        16        16    16777216           0     1.246ms     1.459ms
# seq            64M          0        64        64    67108864           0     6.577ms     5.758ms
# seq           256M          0       256       256   268435456           0     35.55ms     22.95ms
# stride         64M        64K        32        32    67108864           0     4.631ms     5.222ms
# stride        256M         2M       128       128     8388608           0     2.342ms     2.753ms
# random         16M          0         9        35    16777216           0     2.197ms     1.778ms
# random         64M          0        34       306    67108864           0     9.515ms     9.812ms
# random        256M          0       139      1560   268435456           0     51.54ms      44.8ms
# fresh           2M          0         2         2           0     2097152     99.52us     133.1us
# fresh          16M          0        16        16           0    16777216     791.6us     880.7us
# fresh          64M          0        64        64           0    67108864      5.73ms     3.444ms
# fresh         256M          0       256       256           0   268435456     31.44ms      13.7ms
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
# prefetch at the driver's defaults). Result: 0ns per batch, 16.75us per VA
# block, bytes / 14.4 GB/s moved, 26.27us per faulting kernel, bytes / 28.6
# GB/s zero-filled. This coefficient came out negative and is held at 0.
# Residual: 28.9% RMS relative over 70 repetitions.
fault_batch_ns = 0ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.9% RMS relative over 70 repetitions.
fault_block_ns = 16.75us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 28.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:284.4ns 64K:4.551us 512K:36.41us 1M:72.82us 2M:145.6us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 28.9% RMS relative over 70 repetitions.
fault_wake_ns = 26.27us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 28.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:143.2ns 64K:2.291us 512K:18.33us 1M:36.66us 2M:73.31us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 34.17us + bytes /
# 45.8 GB/s, misses by 17.6% RMS, so it is not used.
# Residual: 1.9% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:32.51us 2M:118.2us 16M:457.5us 64M:1.366ms 256M:5.326ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 13.8us + bytes / 14.5 GB/s, written at the
# measured sizes (the means would give 2.7%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:18.32us 2M:158.3us 16M:1.17ms 64M:4.637ms 256M:18.51ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.25us + bytes / 13.5 GB/s, written at the measured
# sizes (the means would give 9.0%).
# Residual: 9.1% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.11us 512K:53.2us 2M:170.1us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 14.57us + bytes / 3.39 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 35.7% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:34.45us 512K:154.8us 2M:699.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 298.6us +
# bytes / 2.71 GB/s, misses by 19.9% RMS, so it is not used.
# Residual: 18.2% RMS relative over 30 repetitions.
host_populate_ns = 64K:339.8us 256K:423.6us 2M:849.6us 16M:6.461ms 64M:29ms 256M:114ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.123us + bytes / 1.82e+03 GB/s, misses by 20.7% RMS,
# so it is not used.
# Residual: 19.2% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.24us 2M:3.107us 16M:11.57us 64M:38.7us 256M:151.5us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 9.382us + bytes / 107 GB/s, misses by
# 19.0% RMS, so it is not used.
# Residual: 9.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.55us 2M:22.78us 16M:168.7us 64M:641.9us 256M:3.463ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 28.9% RMS relative over 15 repetitions.
prefetch_defer_ns = 113us

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
# sizes): 6.084us + bytes / 315 GB/s, written at the measured sizes (the
# medians would give 12.7%).
# Residual: 12.6% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.74us 16M:59.37us 64M:219.2us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). The measured medians (15 points at 3 sizes): the best line, 25.2us
# + bytes / 242 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 16.4% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:33.61us 16M:97.21us 64M:296.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 176 GB/s, misses by 22.7% RMS, so it is not used.
# Residual: 22.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:11.48us 16M:90.6us 64M:371.4us 256M:1.631ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.976us
# + bytes / 12.8 GB/s, misses by 31.5% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.553us 64K:22.62us 2M:121.7us 16M:1.411ms 64M:6.631ms 256M:31.31ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 13.37us + bytes / 13.6 GB/s,
# misses by 23.8% RMS, so it is not used.
# Residual: 12.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.87us 64K:26.28us 2M:219.7us 16M:1.267ms 64M:4.471ms 256M:17.79ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 15.9 GB/s, misses by 46.7% RMS, so it is not used.
# Residual: 26.1% RMS relative over 20 repetitions.
host_read_ns = 64K:2.811us 2M:95.43us 16M:2.082ms 64M:9.392ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 35.2 GB/s, misses by
# 47.5% RMS, so it is not used.
# Residual: 14.9% RMS relative over 20 repetitions.
host_write_ns = 64K:845ns 2M:43.24us 16M:1.168ms 64M:5.286ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 11 GB/s, written at the measured sizes (the medians would give
# 5.3%).
# Residual: 5.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:5.659us 2M:189.7us 16M:1.52ms 64M:6.079ms

