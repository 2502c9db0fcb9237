# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate
# /tmp/val/gpu/calibration-15.profile --base
# scripts/../profiles/h100-pcie5.profile --reps 5` on 2026-11-27T01:11:36Z:
# NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000), CUDA runtime 13000.
# Every repetition is in the measurements file beside this one (its name +
# .measurements.csv); `gpurun --calibrate FILE --from THAT.csv` redoes the fit
# without a GPU. Each key says how it was measured and fitted and its RMS
# relative residual: the written value against every repetition. Base profile
# (unmeasured keys): scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T01:11:36Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 4.7% RMS relative over 5 repetitions.
launch_ns = 4.202us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.2% RMS relative over 5 repetitions.
kernel_gap_ns = 2.151us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.527us + bytes / 4.02e+03 GB/s, misses by 59.1% RMS,
# so it is not used.
# Residual: 27.9% RMS relative over 45 repetitions.
malloc_ns = 4K:2.663us 64K:3.005us 1M:2.629us 1536K:2.392us 2M:71.85us 8M:49.1us 64M:55.61us 256M:88.82us 1G:209.7us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.884us + bytes / 1.55e+03 GB/s, misses by 52.2% RMS, so it is
# not used.
# Residual: 23.6% RMS relative over 45 repetitions.
free_ns = 4K:2.45us 64K:2.365us 1M:2.692us 1536K:1.978us 2M:42.98us 8M:43.76us 64M:86.47us 256M:180.4us 1G:605.6us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line, 3.97us
# + bytes / 3.55e+03 GB/s, misses by 68.5% RMS, so it is not used.
# Residual: 54.5% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:4.636us 64K:3.2us 2M:30.09us 16M:75.8us 64M:72.61us 256M:65.5us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 11.5us + bytes / 2.16e+05 GB/s, written at the measured sizes (the
# medians would give 9.3%).
# Residual: 9.9% RMS relative over 30 repetitions.
managed_free_ns = 4K:11.5us 64K:11.5us 2M:11.51us 16M:11.58us 64M:11.81us 256M:12.74us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 13.5%, 512K 13.7%, 1M 14.2%, 2M 14.6%, 4M 14.9%, 8M 15.4%, 16M
# 15.7%, 32M 16.7%.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_window = 256K

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      80.1us     68.71us
# seq             2M          0         4         4     2097152           0     224.5us     269.3us
# seq            16M          0        32        32    16777216           0     1.691ms     1.837ms
# seq            64M          0       128       128    67108864           0     8.522ms     7.212ms
# seq           256M          0       512       512   268435456           0     37.89ms     28.71ms
# stride         64M        64K       128       128    67108864           0     7.009ms     7.212ms
# stride        256M         2M       128       128     8388608           0     2.924ms     3.042ms
# random         16M          0        33        95    16777216           0     2.903ms      2.67ms
# random         64M          0       135       429    67108864           0     9.787ms      11.2ms
# random        256M          0       541      1729   268435456           0     50.53ms     44.86ms
# fresh           2M          0         4         4           0     2097152     194.5us       227us
# fresh          16M          0        32        32           0    16777216     1.444ms     1.499ms
# fresh          64M          0       128       128           0    67108864     7.156ms     5.859ms
# fresh         256M          0       512       512           0   268435456     24.52ms      23.3ms
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
# prefetch at the driver's defaults). Result: 5.623us per batch, 13.13us per
# VA block, bytes / 14.1 GB/s moved, 45.3us per faulting kernel, bytes / 19.7
# GB/s zero-filled.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_batch_ns = 5.623us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_block_ns = 13.13us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 21.5% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:290.9ns 64K:4.654us 512K:37.23us 1M:74.47us 2M:148.9us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_wake_ns = 45.3us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 21.5% RMS relative over 70 repetitions.
fault_zero_ns = 4K:208.3ns 64K:3.333us 512K:26.67us 1M:53.33us 2M:106.7us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 70.43us + bytes /
# 46.9 GB/s, misses by 26.3% RMS, so it is not used.
# Residual: 25.5% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:71.32us 2M:117.7us 16M:422.1us 64M:1.376ms 256M:6.545ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. The measured medians (25 points at 5 sizes): the best line,
# 19.32us + bytes / 15.4 GB/s, misses by 18.5% RMS, so it is not used.
# Residual: 16.0% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:23.31us 2M:176.3us 16M:975.2us 64M:4.312ms 256M:19.32ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the medians
# of 480 points at 3 sizes): 16.01us + bytes / 8.96 GB/s, written at the
# measured sizes (the medians would give 8.8%).
# Residual: 8.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:23.33us 512K:74.55us 2M:250.2us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured medians (30 points at 3 sizes): the best
# line, 17.51us + bytes / 3.54 GB/s, misses by 26.8% RMS, so it is not used.
# Residual: 24.3% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:35.39us 512K:190us 2M:562.4us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 307us +
# bytes / 2.39 GB/s, misses by 21.7% RMS, so it is not used.
# Residual: 14.8% RMS relative over 30 repetitions.
host_populate_ns = 64K:371.3us 256K:436us 2M:885.4us 16M:7.696ms 64M:30.76ms 256M:155.7ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 2.422us + bytes / 1.73e+03 GB/s, misses by 27.1% RMS,
# so it is not used.
# Residual: 17.4% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:4.301us 2M:2.788us 16M:13.72us 64M:41.99us 256M:161.9us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. The measured medians
# (25 points at 5 sizes): the best line, 14.44us + bytes / 74.5 GB/s, misses
# by 17.7% RMS, so it is not used.
# Residual: 6.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:17.73us 2M:33.64us 16M:243.5us 64M:1.149ms 256M:3.78ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 17.8% RMS relative over 15 repetitions.
prefetch_defer_ns = 112.7us

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
# sizes): 6.762us + bytes / 229 GB/s, written at the measured sizes (the
# medians would give 14.4%).
# Residual: 14.4% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:15.91us 16M:79.97us 64M:299.6us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.11us + bytes / 200 GB/s, written at the measured
# sizes (the medians would give 7.9%).
# Residual: 8.1% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.59us 16M:105us 64M:356.6us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 5.269us +
# bytes / 157 GB/s, misses by 23.3% RMS, so it is not used.
# Residual: 23.2% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:18.66us 16M:111.8us 64M:418.1us 256M:1.772ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 8.855us
# + bytes / 8.15 GB/s, misses by 30.3% RMS, so it is not used.
# Residual: 18.7% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:8.463us 64K:27.95us 2M:199.2us 16M:2.162ms 64M:9.862ms 256M:40.4ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# medians (30 points at 6 sizes): the best line, 16.15us + bytes / 9.88 GB/s,
# misses by 19.2% RMS, so it is not used.
# Residual: 11.4% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:14.65us 64K:31.01us 2M:256.9us 16M:1.647ms 64M:6.649ms 256M:25.35ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 14.6 GB/s, misses by 48.9% RMS, so it is not used.
# Residual: 25.6% RMS relative over 20 repetitions.
host_read_ns = 64K:4.193us 2M:106us 16M:2.279ms 64M:15.55ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 32.1 GB/s, misses by
# 51.0% RMS, so it is not used.
# Residual: 20.9% RMS relative over 20 repetitions.
host_write_ns = 64K:906ns 2M:48.17us 16M:1.222ms 64M:8.091ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 70.37ns +
# bytes / 9.59 GB/s, written at the measured sizes (the medians would give
# 6.4%).
# Residual: 7.3% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:6.902us 2M:218.7us 16M:1.749ms 64M:6.995ms

