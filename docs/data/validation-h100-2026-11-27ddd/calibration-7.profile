# Calibrated profile: NVIDIA H100 80GB HBM3.
#
# Written by `.carry/bin/gpurun --calibrate /tmp/val/gpu/calibration-7.profile
# --base scripts/../profiles/h100-pcie5.profile --reps 5` on
# 2026-11-27T03:01:27Z: NVIDIA H100 80GB HBM3, driver 580.159.04 (API 13000),
# CUDA runtime 13000. Every repetition is in the measurements file beside this
# one (its name + .measurements.csv); `gpurun --calibrate FILE --from
# THAT.csv` redoes the fit without a GPU. Each key says how it was measured
# and fitted and its RMS relative residual: the written value against every
# repetition. Base profile (unmeasured keys):
# scripts/../profiles/h100-pcie5.profile.

description = NVIDIA H100 80GB HBM3, calibrated by gpurun --calibrate (2026-11-27T03:01:27Z)

# cudaMemGetInfo's total bytes.
capacity = 85017493504

# Host time per launch of gpurun's replay kernel with one range, its ranges
# inline in the parameters (1000 launches in a row per repetition, divided by
# 1000); the value is the median. Fit: the median of 5 repetitions.
# Residual: 8.9% RMS relative over 5 repetitions.
launch_ns = 2.974us

# GPU time per launch of gpurun's replay kernel with nothing to touch and ns
# 0, 1000 launches queued behind a 20 ms kernel (CUDA events from its end to
# the last one's, divided by 1000): what each kernel adds to its own time back
# to back; the value is the median. Fit: the median of 5 repetitions.
# Residual: 0.1% RMS relative over 5 repetitions.
kernel_gap_ns = 2.181us

# cudaMalloc, host time of the call, one cudaMalloc/cudaFree pair at a time,
# while a small allocation keeps the driver's first 2 MiB block mapped: under
# 2 MiB, a request that fits in a mapped block (simrun charges the 2 MiB
# figure when one is mapped for it). The measured medians (45 points at 9
# sizes): the best line, 2.929us + bytes / 9.02e+03 GB/s, misses by 59.2% RMS,
# so it is not used.
# Residual: 27.1% RMS relative over 45 repetitions.
malloc_ns = 4K:2.829us 64K:2.905us 1M:2.855us 1536K:2.883us 2M:44.06us 8M:37.01us 64M:47.2us 256M:67.75us 1G:94.31us

# cudaFree of cudaMalloc memory, host time of the call (under 2 MiB: one that
# leaves its block mapped). The measured medians (45 points at 9 sizes): the
# best line, 1.359us + bytes / 2.64e+03 GB/s, misses by 52.3% RMS, so it is
# not used.
# Residual: 22.5% RMS relative over 45 repetitions.
free_ns = 4K:1.65us 64K:1.683us 1M:1.52us 1536K:1.544us 2M:32.73us 8M:34.71us 64M:58.36us 256M:115.2us 1G:330.5us

# cudaMallocManaged(cudaMemAttachGlobal), host time of the call, as a trace
# calls it: five allocations of a size kept, the CPU writing each (up to 16
# MiB of it) right after it; simrun adds the wait for a GPU fault batch being
# serviced. The measured medians (30 points at 6 sizes): the best line,
# 2.372us + bytes / 6.7e+03 GB/s, misses by 62.5% RMS, so it is not used.
# Residual: 35.6% RMS relative over 30 repetitions.
managed_malloc_ns = 4K:1.987us 64K:2.395us 2M:14.82us 16M:30.74us 64M:29.88us 256M:34.21us

# cudaFree of managed memory never touched, host time of the call. Fit
# (weighted least squares, relative errors, to the medians of 30 points at 6
# sizes): 7.457us + bytes / 4.93e+05 GB/s, written at the measured sizes (the
# medians would give 10.4%).
# Residual: 11.5% RMS relative over 30 repetitions.
managed_free_ns = 4K:7.457us 64K:7.457us 2M:7.461us 16M:7.491us 64M:7.593us 256M:8.001us

# Model parameter (pages per batch), not measured. Kept from the base profile
# scripts/../profiles/h100-pcie5.profile.
fault_batch = 256

# Model parameter (bytes of a kernel's access stream whose faults arrive
# together), fitted: of the windows below, the one whose fault fit (see
# fault_batch_ns) leaves the least RMS relative residual over the case
# medians: 256K 14.4%, 512K 13.8%, 1M 13.0%, 2M 13.7%, 4M 14.7%, 8M 16.4%, 16M
# 18.3%, 32M 20.0%.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_window = 1M

# ---- fault path: the cases (fault - resident kernel time, median; simulated counts) ----
# case          size     stride   batches    blocks       bytes   zero-fill    measured      fitted
# seq            64K          0         1         1       65536           0      62.4us     56.71us
# seq             2M          0         2         2     2097152           0     176.7us       208us
# seq            16M          0        16        16    16777216           0     1.161ms     1.401ms
# seq            64M          0        64        64    67108864           0     7.525ms     5.492ms
# seq           256M          0       256       256   268435456           0     25.62ms     21.85ms
# stride         64M        64K        64        64    67108864           0      6.31ms     5.492ms
# stride        256M         2M       128       128     8388608           0     2.414ms     2.485ms
# random         16M          0        10        55    16777216           0       1.9ms      1.97ms
# random         64M          0        38       373    67108864           0     9.338ms     9.998ms
# random        256M          0       160      1651   268435456           0     47.31ms      42.2ms
# fresh           2M          0         2         2           0     2097152     209.2us     221.4us
# fresh          16M          0        16        16           0    16777216     1.425ms     1.508ms
# fresh          64M          0        64        64           0    67108864     6.815ms     5.921ms
# fresh         256M          0       256       256           0   268435456     23.54ms     23.57ms
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
# prefetch at the driver's defaults). Result: 121.3ns per batch, 14.59us per
# VA block, bytes / 14.9 GB/s moved, 37.59us per faulting kernel, bytes / 13.6
# GB/s zero-filled.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_batch_ns = 121.3ns

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_block_ns = 14.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0 (fault_block_ns holds the per-block fixed
# cost).
# Residual: 20.2% RMS relative over 70 repetitions.
fault_h2d_ns = 4K:275.4ns 64K:4.407us 512K:35.25us 1M:70.5us 2M:141us

# One of the five coefficients of the fault model: see fault_batch_ns.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_wake_ns = 37.59us

# One of the five coefficients of the fault model (see fault_batch_ns),
# written as the line through 0: GPU faults on pages resident nowhere, which
# the driver zero-fills on the GPU.
# Residual: 20.2% RMS relative over 70 repetitions.
fault_zero_ns = 4K:301.6ns 64K:4.826us 512K:38.61us 1M:77.21us 2M:154.4us

# cudaMemPrefetchAsync to the GPU of CPU-resident managed data in calls of one
# size on one stream: host time from the first call to the end of the stream
# synchronize, divided by the calls (stream-completion time per call). The
# measured medians (25 points at 5 sizes): the best line, 35.59us + bytes /
# 47.4 GB/s, misses by 15.4% RMS, so it is not used.
# Residual: 2.6% RMS relative over 25 repetitions.
prefetch_h2d_ns = 64K:33.89us 2M:113.9us 16M:412.5us 64M:1.346ms 256M:5.324ms

# cudaMemPrefetchAsync to the CPU of GPU-resident managed data, as for
# prefetch_h2d_ns. Fit (weighted least squares, relative errors, to the means
# of 25 points at 5 sizes): 15.33us + bytes / 16.6 GB/s, written at the
# measured sizes (the means would give 4.3%).
# Residual: 8.4% RMS relative over 25 repetitions.
prefetch_d2h_ns = 64K:19.28us 2M:141.7us 16M:1.027ms 64M:4.061ms 256M:16.2ms

# Harness-style eviction, as gpurun --capacity does it (and umprobe item 5):
# one cudaMemPrefetchAsync of a whole 2 MiB chunk to the CPU and a stream
# synchronize, chunk after chunk; size = the bytes of the chunk that were
# GPU-resident. Fit (weighted least squares, relative errors, to the means of
# 480 points at 3 sizes): 14.17us + bytes / 14.2 GB/s, written at the measured
# sizes (the means would give 5.7%).
# Residual: 5.8% RMS relative over 480 repetitions.
evict_d2h_ns = 64K:18.8us 512K:51.21us 2M:162.4us

# The CPU reading (XOR of 8-byte words) or writing (memset) the first SIZE
# bytes of each 2 MiB block of a GPU-resident, GPU-written managed buffer:
# host time per block. The measured means (30 points at 3 sizes): the best
# line, 24.09us + bytes / 4.57 GB/s, misses by 16.6% RMS, so it is not used.
# Residual: 12.4% RMS relative over 30 repetitions.
cpu_fault_d2h_ns = 64K:37.4us 512K:164.5us 2M:441.3us

# Not measured (no clean measurement of remote access yet). Kept from the base
# profile scripts/../profiles/h100-pcie5.profile.
remote_ns = 4K:2us 2M:75us

# memset of managed memory new to the process right after cudaMallocManaged,
# each buffer starting a fresh 2 MiB block (CPU first touch); simrun charges a
# fresh block written in part the curve at its own bytes, flat below the first
# size. The measured medians (30 points at 6 sizes): the best line, 218.4us +
# bytes / 3.47 GB/s, misses by 21.5% RMS, so it is not used.
# Residual: 17.4% RMS relative over 30 repetitions.
host_populate_ns = 64K:247.5us 256K:310.5us 2M:666.6us 16M:5.147ms 64M:22.28ms 256M:83.77ms

# Host time inside one cudaMemPrefetchAsync to the GPU of a range already
# GPU-resident (nothing moves). The host time of calls that move data is
# recorded too (case moving) but not fitted: for 2 MiB and less it is the
# whole transfer (docs/measurements.md). The measured medians (50 points at 5
# sizes): the best line, 1.971us + bytes / 1.57e+03 GB/s, misses by 21.7% RMS,
# so it is not used.
# Residual: 13.6% RMS relative over 50 repetitions.
prefetch_host_ns = 64K:2.662us 2M:2.621us 16M:14.23us 64M:46.15us 256M:176.7us

# Host time inside one cudaMemPrefetchAsync to the GPU of CPU-resident managed
# data issued on an idle stream (the driver migrates in the calling thread),
# one call at a time with a stream synchronize between. Fit (weighted least
# squares, relative errors, to the medians of 25 points at 5 sizes): 10.62us +
# bytes / 107 GB/s, written at the measured sizes (the medians would give
# 8.6%).
# Residual: 14.8% RMS relative over 25 repetitions.
prefetch_call_ns = 64K:11.23us 2M:30.16us 16M:166.9us 64M:635.9us 256M:2.512ms

# Stream time of one cudaMemPrefetchAsync to the GPU of a GPU-resident range
# (nothing moves) issued behind a 500 us kernel on its stream, from the
# kernel's end to the call's end (CUDA events): the driver's worker taking up
# the deferred call, and its walk of 64 KiB to 16 MiB (2 to 11 us). Fit: the
# median of 15 repetitions.
# Residual: 20.4% RMS relative over 15 repetitions.
prefetch_defer_ns = 75.23us

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
# sizes): 5.364us + bytes / 311 GB/s, written at the measured sizes (the
# medians would give 15.0%).
# Residual: 14.7% RMS relative over 15 repetitions.
prefetch_zero_ns = 2M:12.1us 16M:59.28us 64M:221us

# cudaMemPrefetchAsync to the GPU of managed memory never touched, calls in a
# row behind a 500 us kernel on their stream (8 of 2 MiB, 4 of 16 MiB, 2 of 64
# MiB): the stream time per call after the first, from a CUDA event after the
# first call to one after the last (the driver's worker running them one after
# another). Fit (weighted least squares, relative errors, to the medians of 15
# points at 3 sizes): 21.18us + bytes / 210 GB/s, written at the measured
# sizes (the medians would give 7.4%).
# Residual: 7.8% RMS relative over 15 repetitions.
prefetch_zero_defer_ns = 2M:31.14us 16M:100.9us 64M:340us

# cudaFree of managed memory prefetched whole to the GPU, minus the median
# cudaFree of untouched managed memory of the same size (managed_free_ns
# rows). The measured medians (20 points at 4 sizes): the best line, 1.707us +
# bytes / 197 GB/s, misses by 22.1% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
managed_free_resident_ns = 2M:12.33us 16M:87.62us 64M:342.6us 256M:1.357ms

# cudaMemcpy from pageable (malloc'ed) host memory to cudaMalloc memory, the
# CPU writing the bytes right before, as a device-memory HOST write does (case
# pageable, the source last written by a copy back, is recorded too but not
# fitted). The measured medians (30 points at 6 sizes): the best line, 6.74us
# + bytes / 12.5 GB/s, misses by 32.0% RMS, so it is not used.
# Residual: 17.8% RMS relative over 30 repetitions.
memcpy_h2d_ns = 4K:6.366us 64K:20.8us 2M:125.5us 16M:1.456ms 64M:7.266ms 256M:27.24ms

# cudaMemcpy from cudaMalloc memory to pageable host memory. The measured
# means (30 points at 6 sizes): the best line, 15.28us + bytes / 12.2 GB/s,
# misses by 33.3% RMS, so it is not used.
# Residual: 52.6% RMS relative over 30 repetitions.
memcpy_d2h_ns = 4K:13.74us 64K:27.55us 2M:235.6us 16M:1.253ms 64M:12.53ms 256M:17.58ms

# The CPU reading (a sum of 8-byte words, gpurun's HOST read) the first SIZE
# bytes of a managed buffer resident and written at the CPU: host time per
# call. The measured medians (20 points at 4 sizes): the best line, 0ns +
# bytes / 16.3 GB/s, misses by 41.6% RMS, so it is not used.
# Residual: 22.1% RMS relative over 20 repetitions.
host_read_ns = 64K:2.842us 2M:93.13us 16M:1.919ms 64M:7.894ms

# The CPU writing (memset, gpurun's HOST write) the first SIZE bytes of a
# managed buffer resident at the CPU: host time per call. The measured medians
# (20 points at 4 sizes): the best line, 0ns + bytes / 30.9 GB/s, misses by
# 40.6% RMS, so it is not used.
# Residual: 12.2% RMS relative over 20 repetitions.
host_write_ns = 64K:843ns 2M:48.91us 16M:888us 64M:4.554ms

# The CPU writing (memset, gpurun's HOST write) SIZE bytes out of its caches:
# each write the next bytes of a 512 MiB malloc'ed buffer written once before
# (host_write_ns rows, case cold): host time per call. Fit (weighted least
# squares, relative errors, to the medians of 20 points at 4 sizes): 0ns +
# bytes / 12.9 GB/s, written at the measured sizes (the medians would give
# 5.1%).
# Residual: 5.0% RMS relative over 20 repetitions.
host_write_cold_ns = 64K:4.552us 2M:161.7us 16M:1.297ms 64M:5.191ms

