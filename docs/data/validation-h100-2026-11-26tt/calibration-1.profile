# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-1.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-26T21:01:16Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:01:16Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 5.7% RMS relative over 5 repetitions.
launch_ns = 4.453us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.0% RMS relative over 5 repetitions.
kernel_gap_ns = 1.981us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.953us + bytes / 4.16e+03 GB/s, misses by 57.8% RMS,
# so it is not used.
# Residual: 24.1% RMS relative over 45 repetitions.
malloc_ns = 4K:3.046us 64K:2.884us 1M:2.918us 1536K:3.228us 2M:64.9us 8M:50.56us 64M:80.14us 256M:103.2us 1G:199.1us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.184us + bytes / 1.39e+03 GB/s, misses by 47.6% RMS, so it is
# not used.
# Residual: 18.7% RMS relative over 45 repetitions.
free_ns = 4K:2.778us 64K:2.322us 1M:2.655us 1536K:2.65us 2M:45.24us 8M:47.69us 64M:80.53us 256M:198.4us 1G:647.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.931us + bytes / 3.25e+03 GB/s, misses by 65.3% RMS, so it is not used.
# Residual: 37.7% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.089us 64K:3.282us 2M:28.37us 16M:46.19us 64M:65.07us 256M:68.99us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 13.37us + bytes / 5.1e+05 GB/s, written at the measured sizes (the
# medians would give 15.5%).
# Residual: 14.8% RMS relative over 30 repetitions.
managed_free_ns = 4K:13.37us 64K:13.37us 2M:13.38us 16M:13.41us 64M:13.51us 256M:13.9us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.5%, 512K 16.2%, 1M 15.8%, 2M 15.3%, 4M 15.3%, 8M 15.1%, 16M
# 15.0%, 32M 15.8%.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_window = 16M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0     89.66us     74.84us
# seq             2M          0         2         2     2097152           0     238.8us     305.3us
# seq            16M          0        16        16    16777216           0     1.991ms     2.348ms
# seq            64M          0        64        64    67108864           0     10.19ms     9.353ms
# seq           256M          0       256       256   268435456           0      40.3ms     37.37ms
# stride         64M        64K         4        32    67108864           0     6.778ms     6.462ms
# stride        256M         2M        16       128     8388608           0      3.05ms     3.436ms
# random         16M          0        16        16    16777216           0     2.491ms     2.348ms
# random         64M          0        39       104    67108864           0     11.18ms      9.01ms
# random        256M          0       127       907   268435456           0     56.32ms     42.79ms
# fresh           2M          0         2         2           0     2097152     163.9us     178.5us
# fresh          16M          0        16        16           0    16777216     1.205ms     1.333ms
# fresh          64M          0        64        64           0    67108864     5.813ms     5.293ms
# fresh         256M          0       256       256           0   268435456     24.75ms     21.13ms
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
# prefetch at the driver's defaults). Result: 39.56us per batch, 16.16us per
# VA block, bytes / 11.6 GB/s moved, 13.48us per faulting kernel, bytes / 39.2
# GB/s zero-filled.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_batch_ns = 39.56us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_block_ns = 16.16us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 17.6% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:352.4ns 64K:5.638us 512K:45.1us 1M:90.21us 2M:180.4us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_wake_ns = 13.48us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 17.6% RMS relative over 70 repetitions.
fault_zero_ns = 4K:104.6ns 64K:1.673us 512K:13.39us 1M:26.77us 2M:53.54us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 37.84us + bytes /
# 44.6 GB/s, misses by 15.9% RMS, so it is not used.
# Residual: 2.8% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:35.93us 2M:120.5us 16M:463.2us 64M:1.422ms 256M:5.499ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the
# medians of 25 points at 5 sizes): 17.62us + bytes / 9.06 GB/s, written at
# the measured sizes (the medians would give 2.1%).
# Residual: 6.1% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:24.86us 2M:249.2us 16M:1.87ms 64M:7.428ms 256M:29.66ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 17.9us + bytes / 8.16 GB/s, written at the
# measured sizes (the medians would give 9.4%).
# Residual: 9.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:25.93us 512K:82.16us 2M:275us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 23.67us + bytes / 2.94 GB/s, written at
# the measured sizes (the medians would give 7.3%).
# Residual: 10.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.96us 512K:202us 2M:736.8us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 462.8us +
# bytes / 2.03 GB/s, misses by 20.4% RMS, so it is not used.
# Residual: 15.6% RMS relative over 30 repetitions.
host_populate_ns = 64K:537.1us 256K:639.2us 2M:1.143ms 16M:9.244ms 64M:37.73ms 256M:153.2ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 3.155us + bytes / 962 GB/s, misses by 25.0% RMS, so
# it is not used.
# Residual: 14.9% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.474us 2M:4.218us 16M:20.27us 64M:76.4us 256M:320.3us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.58us + bytes / 94 GB/s, misses by
# 23.0% RMS, so it is not used.
# Residual: 12.4% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:20.01us 2M:27.54us 16M:208.7us 64M:780.2us 256M:3.462ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 29.1% RMS relative over 15 repetitions.
prefetch_defer_ns = 93.86us

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
# measured medians (15 points at 3 sizes): the best line, 11.23us + bytes /
# 226 GB/s, misses by 16.0% RMS, so it is not used.
# Residual: 16.0% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:20.62us 16M:83.05us 64M:316.1us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 24.77us + bytes / 165 GB/s, written at the measured
# sizes (the medians would give 8.1%).
# Residual: 8.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:37.46us 16M:126.3us 64M:430.9us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 149.7ns +
# bytes / 148 GB/s, misses by 23.7% RMS, so it is not used.
# Residual: 23.6% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:14.53us 16M:108.7us 64M:455.1us 256M:1.863ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 7.611us
# + bytes / 8.75 GB/s, misses by 33.3% RMS, so it is not used.
# Residual: 20.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:7.367us 64K:24.06us 2M:173.5us 16M:2.257ms 64M:9.618ms 256M:41.22ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 12.89us + bytes / 9.77 GB/s,
# misses by 19.4% RMS, so it is not used.
# Residual: 11.7% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:11.65us 64K:31.22us 2M:249.8us 16M:1.578ms 64M:6.883ms 256M:26.34ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 7.22 GB/s, misses by 16.1% RMS, so it is not used.
# Residual: 11.0% RMS relative over 20 repetitions.
host_read_ns = 64K:8.274us 2M:240.3us 16M:2.639ms 64M:11.11ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 26.6 GB/s, misses by
# 42.8% RMS, so it is not used.
# Residual: 9.6% RMS relative over 20 repetitions.
host_write_ns = 64K:1.208us 2M:56.83us 16M:1.265ms 64M:6.142ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 533.4ns +
# bytes / 11.2 GB/s, written at the measured sizes (the medians would give
# 3.9%).
# Residual: 6.6% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.403us 2M:188.4us 16M:1.503ms 64M:6.011ms

