# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-11.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-26T21:29:02Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-26T21:29:02Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 31.1% RMS relative over 5 repetitions.
launch_ns = 10.23us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.4% RMS relative over 5 repetitions.
kernel_gap_ns = 2.021us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.884us + bytes / 3.75e+03 GB/s, misses by 58.8% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.801us 64K:3.102us 1M:3.009us 1536K:3us 2M:74.06us 8M:56.23us 64M:58.11us 256M:92.88us 1G:223.9us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 2.306us + bytes / 1.46e+03 GB/s, misses by 48.0% RMS, so it is
# not used.
# Residual: 19.0% RMS relative over 45 repetitions.
free_ns = 4K:2.729us 64K:2.746us 1M:2.633us 1536K:2.702us 2M:49.21us 8M:46.81us 64M:80.47us 256M:190us 1G:616.7us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 3.716us + bytes / 3.45e+03 GB/s, misses by 66.4% RMS, so it is not used.
# Residual: 46.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.733us 64K:2.968us 2M:44.53us 16M:56.88us 64M:62.82us 256M:65.91us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.79us + bytes / 1.94e+05 GB/s, written at the measured sizes (the
# medians would give 6.8%).
# Residual: 7.4% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.79us 64K:11.79us 2M:11.8us 16M:11.88us 64M:12.14us 256M:13.18us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 16.9%, 512K 16.4%, 1M 15.5%, 2M 14.4%, 4M 13.7%, 8M 13.5%, 16M
# 14.5%, 32M 15.5%.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_window = 8M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      88.1us     75.33us
# seq             2M          0         2         2     2097152           0       288us     314.5us
# seq            16M          0        16        16    16777216           0     1.945ms     2.277ms
# seq            64M          0        64        64    67108864           0       9.7ms     9.004ms
# seq           256M          0       256       256   268435456           0     43.02ms     35.91ms
# stride         64M        64K         8        32    67108864           0     7.648ms     7.427ms
# stride        256M         2M        32       128     8388608           0     3.053ms     3.404ms
# random         16M          0        12        16    16777216           0     1.988ms     2.198ms
# random         64M          0        36       161    67108864           0     12.01ms     9.887ms
# random        256M          0       125      1211   268435456           0     52.21ms     47.46ms
# fresh           2M          0         2         2           0     2097152     172.6us     207.1us
# fresh          16M          0        16        16           0    16777216     1.333ms     1.417ms
# fresh          64M          0        64        64           0    67108864     6.279ms     5.567ms
# fresh         256M          0       256       256           0   268435456     28.04ms     22.17ms
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
# prefetch at the driver's defaults). Result: 19.71us per batch, 14.8us per VA
# block, bytes / 9.93 GB/s moved, 34.22us per faulting kernel, bytes / 20.2
# GB/s zero-filled.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_batch_ns = 19.71us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_block_ns = 14.8us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.9% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:412.7ns 64K:6.603us 512K:52.82us 1M:105.6us 2M:211.3us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_wake_ns = 34.22us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.9% RMS relative over 70 repetitions.
fault_zero_ns = 4K:202.9ns 64K:3.247us 512K:25.97us 1M:51.95us 2M:103.9us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 40.17us + bytes /
# 46.2 GB/s, misses by 18.9% RMS, so it is not used.
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:37.76us 2M:128.6us 16M:434.2us 64M:1.369ms 256M:5.453ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 21us + bytes / 10.7 GB/s, misses by 17.1% RMS, so it is not used.
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:26.86us 2M:240.1us 16M:1.419ms 64M:6.388ms 256M:25.92ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 14.1us + bytes / 12.8 GB/s, written at the
# measured sizes (the medians would give 10.3%).
# Residual: 10.4% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:19.2us 512K:54.95us 2M:177.5us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. Fit (weighted least squares, relative errors, to the
# medians of 30 points at 3 sizes): 26.64us + bytes / 3.46 GB/s, written at
# the measured sizes (the medians would give 8.7%).
# Residual: 11.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:45.6us 512K:178.3us 2M:633.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. Fit (weighted least squares, relative errors, to the medians of 30
# points at 6 sizes): 332.6us + bytes / 2.25 GB/s, written at the measured
# sizes (the medians would give 7.3%).
# Residual: 13.1% RMS relative over 30 repetitions.
host_populate_ns = 64K:361.7us 256K:449.2us 2M:1.265ms 16M:7.795ms 64M:30.18ms 256M:119.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.933us + bytes / 1.01e+03 GB/s, misses by 21.9% RMS,
# so it is not used.
# Residual: 16.3% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:3.954us 2M:3.997us 16M:20.2us 64M:73.91us 256M:284.4us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 11.92us + bytes / 86.5 GB/s, misses
# by 23.9% RMS, so it is not used.
# Residual: 14.9% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:15.04us 2M:27.79us 16M:211.5us 64M:1.222ms 256M:3.128ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 16.7% RMS relative over 15 repetitions.
prefetch_defer_ns = 131.3us

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
# measured medians (15 points at 3 sizes): the best line, 9.741us + bytes /
# 219 GB/s, misses by 16.3% RMS, so it is not used.
# Residual: 16.3% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:19.4us 16M:84.49us 64M:322.7us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 28.82us + bytes / 165 GB/s, written at the measured
# sizes (the medians would give 8.9%).
# Residual: 10.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:41.54us 16M:130.5us 64M:435.7us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 669.3ns +
# bytes / 167 GB/s, misses by 24.1% RMS, so it is not used.
# Residual: 23.9% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:13.4us 16M:97.82us 64M:391.1us 256M:1.696ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.891us
# + bytes / 11.6 GB/s, misses by 28.9% RMS, so it is not used.
# Residual: 14.5% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.592us 64K:19.36us 2M:131.8us 16M:1.609ms 64M:7.965ms 256M:32.74ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 11.91us + bytes / 9.76 GB/s,
# misses by 28.5% RMS, so it is not used.
# Residual: 19.2% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:10.75us 64K:31.31us 2M:314.4us 16M:1.517ms 64M:6.435ms 256M:26.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 3.853us +
# bytes / 4.96 GB/s, misses by 26.1% RMS, so it is not used.
# Residual: 17.3% RMS relative over 20 repetitions.
host_read_ns = 64K:16.9us 2M:704.8us 16M:3.456ms 64M:11.2ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 9.66 GB/s, misses by
# 20.1% RMS, so it is not used.
# Residual: 15.5% RMS relative over 20 repetitions.
host_write_ns = 64K:5.181us 2M:287.8us 16M:1.745ms 64M:5.973ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 10.4 GB/s, written at the measured sizes (the medians would give
# 5.8%).
# Residual: 8.7% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.284us 2M:201.4us 16M:1.611ms 64M:6.444ms

